import path from 'node:path';
import { expect, type Page, test } from '@playwright/test';
import { expectAccessible, setNightMode } from '../support/a11y';
import { apiLogin, gql, gqlOk, shot } from '../support/api';
import { chooseOption, LoginPage, Shell } from '../support/pages';
import {
  activateInBrowser,
  appByName,
  CheckoutPage,
  type CreatedApp,
  createApp,
  gatewayRequest,
  startMerchant,
  uniqueTxn,
} from '../support/payments';

// Issue #14 item 3's journey: a merchant whose endpoint answers 500 → the app list shows it
// failing → its delivery log shows every attempt with the status and the body → filter by outcome
// in the URL → resend one event once the endpoint is back → resend the remaining failed ones after
// a confirmation that counts them → healthy. A SUPPORTER may neither open the log nor resend.

const OWNER = 'owner@demo.test';
/** A viewport screenshot's file (shot() takes the whole page). */
const artifact = (name: string) => path.join(import.meta.dirname, `../.artifacts/${name}.png`);
const SUPPORTER = 'supporter@demo.test';
const DOWN = { status: 500, body: '{"error":"orders database unavailable"}' };
const UP = { status: 200, body: '{"received":true}' };

/** A payment of the app, made as the merchant's server makes it and paid on the hosted checkout. */
const payOnCheckout = async (page: Page, app: CreatedApp, transactionId: string, returnTo: string) => {
  const created = await gatewayRequest(
    'getATMCardPaymentURL',
    {
      app_id: app.id,
      transaction_id: transactionId,
      amount: '120000',
      bank: 'VCB',
      callback_uri: `${returnTo}/return`,
      user_id: 'buyer-1',
    },
    app.app_secret,
  );
  expect(created.error_code, created.message).toBe(0);
  const checkout = new CheckoutPage(page);
  await checkout.open(String(created.payment_url));
  await checkout.finish('Pay');
  await expect(page.getByText('Payment successful')).toBeVisible();
};

/** How many attempts the app's log holds (the API the screen reads). */
const attemptCount = async (token: string, appId: string) =>
  (
    await gqlOk<{ webhookDeliveries: { total: number } }>(
      'query D($a: ID!) { webhookDeliveries(app_id: $a) { total } }',
      { a: appId },
      token,
    )
  ).webhookDeliveries.total;

test('a failing endpoint: see the attempts, filter them, resend one, resend the failed ones', async ({ page }) => {
  const merchant = await startMerchant(DOWN);
  try {
    const token = await apiLogin(OWNER);
    const app = await createApp(token, `Hooks ${uniqueTxn('e2e')}`, `${merchant.base}/webhook`);
    const [first, second, third] = [uniqueTxn('order-a'), uniqueTxn('order-b'), uniqueTxn('order-c')];
    for (const txn of [first, second, third]) await payOnCheckout(page, app, txn, merchant.base);
    // Each event is tried at once and again 5 s later (the next retry is 5 min away): wait for
    // both, so the log holds still while the test reads it.
    await expect.poll(() => attemptCount(token, app.id), { timeout: 60_000 }).toBe(6);
    expect(merchant.webhooks).toHaveLength(6);

    await new LoginPage(page).login(OWNER);
    await new Shell(page).expectDashboard();
    await activateInBrowser(page, OWNER);
    await page.getByRole('link', { name: 'Apps' }).click();
    const appRow = page.getByRole('row').filter({ hasText: app.name });
    await expect(appRow.getByText(/^Failing since \d\d\/\d\d\/\d{4}/)).toBeVisible();
    await appRow.getByRole('button', { name: `Actions for ${app.name}` }).click();
    await page.getByRole('menuitem', { name: 'Deliveries' }).click();

    await expect(page).toHaveURL(new RegExp(`/apps/${app.id}/webhooks$`));
    await expect(page.getByRole('heading', { name: `Webhook deliveries · ${app.name}` })).toBeVisible();
    const log = page.getByRole('main');
    await expect(log.getByText(`${merchant.base}/webhook`, { exact: true })).toBeVisible();
    await expect(log.getByText(/^Failing since/)).toBeVisible();
    const rowsOf = (txn: string) => log.getByRole('row').filter({ hasText: txn });
    for (const txn of [first, second, third]) {
      await expect(rowsOf(txn)).toHaveCount(2);
      await expect(rowsOf(txn).filter({ hasText: 'HTTP 500' })).toHaveCount(2);
      await expect(rowsOf(txn).first()).toContainText('payment.succeeded');
    }
    // Newest first: a retry heads the list, numbered 2. Which one is not fixed: retries that fall
    // due in the same poll of the queue run side by side and finish in either order.
    const firstRow = log.getByRole('row').nth(1);
    await expect(firstRow).toContainText(new RegExp([first, second, third].join('|')));
    await expect(firstRow.getByRole('cell', { name: '2', exact: true })).toBeVisible();
    await expect(firstRow).toContainText(/\d ms/);
    await firstRow.getByRole('button', { name: /expand row/i }).click();
    await expect(log.getByText('Response body (first 2 KB)')).toBeVisible();
    await expect(log.getByText(DOWN.body, { exact: true })).toBeVisible();
    await shot(page, 'webhook-log');
    await expectAccessible(page, 'webhook delivery log');

    // The outcome filter lives in the URL.
    await chooseOption(page, 'Outcome', 'Delivered');
    await expect(page).toHaveURL(/[?&]outcome=SUCCESS\b/);
    await expect(log.getByText('No deliveries match these filters')).toBeVisible();
    await chooseOption(page, 'Outcome', 'Failed');
    await expect(page).toHaveURL(/[?&]outcome=FAILED\b/);
    await expect(log.getByRole('row').filter({ hasText: 'HTTP 500' })).toHaveCount(6);
    await page.reload();
    await expect(
      log.getByRole('combobox', { name: 'Outcome' }).locator('xpath=ancestor::*[contains(@class,"ant-select")][1]'),
    ).toContainText('Failed');
    await log.getByRole('button', { name: 'Clear filters' }).click();
    await expect(page).toHaveURL(new RegExp(`/apps/${app.id}/webhooks$`));

    // The endpoint is back: one event resent now, with the same webhook-id, as a new attempt.
    merchant.reply = UP;
    await rowsOf(first)
      .first()
      .getByRole('button', { name: `Resend the event of ${first}` })
      .click();
    await expect(page.getByText('Delivered (attempt 3)')).toBeVisible();
    await expect(rowsOf(first)).toHaveCount(3);
    await expect(rowsOf(first).first()).toContainText('HTTP 200');
    await expect(log.getByText(/^Healthy$/)).toBeVisible();
    const idsOfFirst = merchant.webhooks
      .filter((w) => (JSON.parse(w.body) as { transaction_id: string }).transaction_id === first)
      .map((w) => w.headers['webhook-id']);
    expect(idsOfFirst).toHaveLength(3);
    expect(new Set(idsOfFirst).size).toBe(1);

    // The two events that never got through, after a confirmation that counts them.
    await log.getByRole('button', { name: 'Resend failed payment events…' }).click();
    const confirm = page.getByRole('dialog', { name: 'Resend 2 failed events?' });
    await expect(confirm).toBeVisible();
    await expect(confirm).toContainText('failed every attempt between');
    await expectAccessible(page, 'resend failed events: confirmation');
    await confirm.getByRole('button', { name: 'Resend 2' }).click();
    await expect(page.getByText('2 events queued for delivery')).toBeVisible();
    // The queue delivers them; the log shows the new attempts without a reload.
    for (const txn of [second, third]) {
      await expect(rowsOf(txn).first()).toContainText('HTTP 200', { timeout: 30_000 });
      await expect(rowsOf(txn)).toHaveCount(3);
    }
    await chooseOption(page, 'Outcome', 'Delivered');
    await expect(log.getByRole('row').filter({ hasText: 'HTTP 200' })).toHaveCount(3);

    // Nothing is left to resend.
    await log.getByRole('button', { name: 'Resend failed payment events…' }).click();
    const nothingLeft = page.getByRole('dialog', { name: 'Nothing to resend' });
    await expect(nothingLeft).toBeVisible();
    // In its dialog, by its exact name: a row's "Resend the event of order-c-…" holds "ok" when its
    // random id does (order-c-mxdlqniokjye failed a fresh-clone run).
    await nothingLeft.getByRole('button', { name: 'OK', exact: true }).click();

    await page.getByRole('link', { name: 'Back to apps' }).click();
    await expect(appRow.getByText(/^Healthy$/)).toBeVisible();

    // Issue 28 item 9. The dates are the portal's DD/MM/YYYY range picker, bound to the URL.
    const today = new Date();
    const day = (d: Date) =>
      `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;
    const shown = (d: Date) =>
      `${String(d.getDate()).padStart(2, '0')}/${String(d.getMonth() + 1).padStart(2, '0')}/${d.getFullYear()}`;
    await page.goto(`/apps/${app.id}/webhooks?from=${day(today)}&to=${day(today)}`);
    const dates = log.getByLabel('Dates').first();
    await expect(dates).toHaveValue(new RegExp(`^${shown(today)}`));
    await dates.hover();
    await dates.focus();
    await expect(log.locator('.ant-picker-range')).toBeVisible();
    await expect(log.locator('.ant-picker-range input').first()).toHaveValue(shown(today));
    await expect(rowsOf(first)).toHaveCount(3);
    await page.keyboard.press('Escape');
    await shot(page, 'webhook-log-filters');
    await expectAccessible(page, 'webhook delivery log filters');

    // Send test event says what happened, delivered or not, and stays said.
    await page.goto(`/apps/${app.id}/webhooks`);
    await log.getByRole('button', { name: 'Send test event' }).click();
    await expect(log.getByRole('status')).toContainText('Test event delivered: HTTP 200');
    merchant.reply = DOWN;
    await log.getByRole('button', { name: 'Send test event' }).click();
    await expect(log.getByRole('status')).toContainText('Test event not delivered: HTTP 500');
    await expect(
      log.getByRole('row').filter({ hasText: 'HTTP 500' }).filter({ hasText: 'test' }).first(),
    ).toBeVisible();
    // A failed test event is listed but is no payment event: the answer says why it is not resent.
    await log.getByRole('button', { name: 'Resend failed payment events…' }).click();
    const nothing = page.getByRole('dialog', { name: 'Nothing to resend' });
    await expect(nothing).toContainText('Failed test events are not resent');
    await shot(page, 'webhook-log-nothing-to-resend');
    await nothing.getByRole('button', { name: 'OK', exact: true }).click();
    await setNightMode(page, true);
    await shot(page, 'webhook-log-night');
    await page.setViewportSize({ width: 390, height: 844 });
    await shot(page, 'webhook-log-390-night');
    await setNightMode(page, false);
    await shot(page, 'webhook-log-390');
  } finally {
    await merchant.close();
  }
});

test('an app with no deliveries: resending the failed events is no primary action (issue 28 review)', async ({
  page,
}) => {
  const token = await apiLogin(OWNER);
  const app = await createApp(token, `Quiet ${uniqueTxn('e2e')}`, 'http://127.0.0.1:9/webhook');
  await new LoginPage(page).login(OWNER);
  await new Shell(page).expectDashboard();
  await activateInBrowser(page, OWNER);
  await page.goto(`/apps/${app.id}/webhooks`);
  const log = page.getByRole('main');
  const resend = log.getByRole('button', { name: 'Resend failed payment events…' });
  await expect(resend).toBeVisible();
  await expect(log.getByRole('table')).toContainText('No deliveries');
  // Secondary: the page offers no primary action while nothing has failed.
  await expect(resend).not.toHaveClass(/ant-btn-primary/);
  await expect(log.locator('.ant-btn-primary')).toHaveCount(0);
  for (const night of [false, true]) {
    await setNightMode(page, night);
    await page.setViewportSize({ width: 1440, height: 900 });
    await page.screenshot({ path: artifact(`webhook-log-empty-1440${night ? '-night' : ''}`) });
    await page.setViewportSize({ width: 390, height: 844 });
    await page.screenshot({ path: artifact(`webhook-log-empty-390${night ? '-night' : ''}`) });
  }
  await setNightMode(page, false);
  await page.setViewportSize({ width: 1440, height: 900 });
  await expectAccessible(page, 'webhook delivery log, no deliveries');
  // It still answers when asked.
  await resend.click();
  await expect(page.getByRole('dialog', { name: 'Nothing to resend' })).toBeVisible();
});

test('a SUPPORTER can neither open the delivery log nor resend (PRODUCT §6)', async ({ page }) => {
  const app = await appByName(await apiLogin(OWNER), 'Demo Sandbox');
  await new LoginPage(page).login(SUPPORTER);
  await new Shell(page).expectDashboard();
  await activateInBrowser(page, SUPPORTER);
  await page.goto(`/apps/${app.id}/webhooks`);
  await expect(page.getByRole('heading', { name: 'You do not have permission to view this page' })).toBeVisible();
  await expect(page.getByRole('main').getByRole('button', { name: /Resend/ })).toHaveCount(0);
  await expect(page.getByRole('main').getByRole('table')).toHaveCount(0);

  // Hiding the buttons is not the control: the API refuses the supporter too.
  const token = await apiLogin(SUPPORTER);
  const now = Date.now();
  const refused = await gql(
    'mutation R($a: ID!, $f: DateTime!, $t: DateTime!) { resendFailedWebhooks(app_id: $a, from_date: $f, to_date: $t) { count } }',
    { a: app.id, f: new Date(now - 86_400_000).toISOString(), t: new Date(now).toISOString() },
    token,
  );
  expect(refused.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
  const refusedOne = await gql(
    'mutation R($a: ID!, $p: ID!) { resendWebhookEvent(app_id: $a, payment_id: $p) { id } }',
    { a: app.id, p: '00000000-0000-4000-8000-000000000000' },
    token,
  );
  expect(refusedOne.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
});
