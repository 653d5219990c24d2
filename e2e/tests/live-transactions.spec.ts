import { expect, type Page, test } from '@playwright/test';
import { expectAccessible } from '../support/a11y';
import { apiLogin, BASE_URL, shot } from '../support/api';
import { LoginPage, Shell } from '../support/pages';
import { activateInBrowser, appByName, gatewayRequest, uniqueTxn } from '../support/payments';

// Issue #15 item 4: the transaction list and the dashboard follow the partner's payments without
// a reload. Payments are made as a merchant's server makes them (a signed gateway request) and
// paid on the sandbox checkout. The time from the gateway's answer to the bar is printed (a
// figure for BENCHMARKS.md), never asserted.

const OWNER = 'owner@demo.test';

/** One payment on Demo Store (PRODUCTION); `pay` finishes it on the sandbox checkout. */
const makePayment = async (options: { pay: boolean }) => {
  const token = await apiLogin(OWNER);
  const app = await appByName(token, 'Demo Store');
  const transactionId = uniqueTxn('live');
  const created = await gatewayRequest(
    'getATMCardPaymentURL',
    { app_id: app.id, transaction_id: transactionId, amount: 150_000, bank: 'VCB', user_id: uniqueTxn('buyer') },
    app.app_secret,
  );
  expect(created.error_code, created.message).toBe(0);
  const answeredAt = Date.now();
  const pay = async () => {
    const checkout = new URL(String(created.payment_url)).pathname.split('/').pop();
    const res = await fetch(`${BASE_URL}/v1/checkout/${checkout}/pay`, { method: 'POST' });
    expect(res.status).toBe(200);
  };
  if (options.pay) await pay();
  return { transactionId, answeredAt, pay };
};

const rowOf = (page: Page, transactionId: string) => page.getByRole('row').filter({ hasText: transactionId });
const bar = (page: Page) => page.getByRole('status').filter({ hasText: /new payment/ });

test('the list offers new payments without a reload; Show brings them in', async ({ page }) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await new LoginPage(page).login(OWNER);
  await new Shell(page).expectDashboard();
  await activateInBrowser(page, OWNER);

  await page.goto('/transaction');
  await expect(page).toHaveURL(/page=1&limit=20&offset=0$/);
  await expect(page.getByRole('row').nth(1)).toBeVisible();
  // The list on screen is fully loaded (its stream opens with it).
  await expect(page.locator('.ant-spin-spinning')).toHaveCount(0);
  await page.waitForTimeout(500);

  const first = await makePayment({ pay: false });
  await expect(bar(page).getByText('1 new payment', { exact: true })).toBeVisible();
  const seenAt = Date.now();
  console.log(`live update: the bar appeared ${seenAt - first.answeredAt} ms after the gateway answered`);
  // Nothing moved under the cursor: the new row waits for Show.
  await expect(rowOf(page, first.transactionId)).toHaveCount(0);
  await shot(page, 'live-transactions-bar-1440');
  await expectAccessible(page, 'transaction list with the new-payments bar');

  // A second one counts up.
  const second = await makePayment({ pay: false });
  await expect(bar(page).getByText('2 new payments', { exact: true })).toBeVisible();

  await bar(page).getByRole('button', { name: 'Show' }).click();
  await expect(rowOf(page, first.transactionId)).toBeVisible();
  await expect(rowOf(page, second.transactionId)).toBeVisible();
  await expect(bar(page)).toHaveCount(0);
  await expect(rowOf(page, first.transactionId).getByRole('button', { name: 'PENDING' })).toBeVisible();

  // A row on screen changes in place when its payment does (paid on the checkout): no bar.
  await first.pay();
  await expect(rowOf(page, first.transactionId).getByRole('button', { name: 'SUCCESS' })).toBeVisible();
  await expect(bar(page)).toHaveCount(0);

  // On a phone.
  await page.setViewportSize({ width: 390, height: 844 });
  await makePayment({ pay: false });
  await expect(bar(page).getByText('1 new payment', { exact: true })).toBeVisible();
  await shot(page, 'live-transactions-bar-390');
  await expectAccessible(page, 'transaction list with the new-payments bar, phone');
});

test('a later page stays still', async ({ page }) => {
  await new LoginPage(page).login(OWNER);
  await new Shell(page).expectDashboard();
  await activateInBrowser(page, OWNER);
  await page.goto('/transaction?page=2&limit=10&offset=10');
  await expect(page.getByRole('row').nth(1)).toBeVisible();
  await page.waitForTimeout(500);
  await makePayment({ pay: false });
  // Long enough for a live list to have shown the bar (it does within a second, above).
  await page.waitForTimeout(3_000);
  await expect(bar(page)).toHaveCount(0);
});

test("the dashboard's cards follow payments without a reload", async ({ page }) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await new LoginPage(page).login(OWNER);
  await new Shell(page).expectDashboard();
  const card = page.getByRole('region', { name: 'Successful transaction' });
  await expect(card).toContainText('7 day ago');
  const before = await card.innerText();
  await makePayment({ pay: true });
  await expect(card).not.toHaveText(before);
  await shot(page, 'live-dashboard-1440');
});
