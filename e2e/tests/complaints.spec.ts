import { expect, test } from '@playwright/test';
import { expectAccessible } from '../support/a11y';
import { apiLogin, BASE_URL, shot } from '../support/api';
import { briefShots, openTransactionDetail, signInActive } from '../support/detail';
import { balancesOf, field, toast, transactionRow, vndOf } from '../support/money';
import { appByName, gatewayRequest, uniqueTxn } from '../support/payments';

// Issue 29 item 2 (PRODUCT §12): a payer disputes a paid payment on the sandbox checkout; the
// disputed amount leaves the available balance; the owner finds it under "Needs a response",
// contests it with a note and a file of evidence; the sandbox's bank decides on the checkout page;
// the detail, its story and the balance follow. A supporter sees the complaint and cannot answer.

const OWNER = 'owner@demo.test';
const SUPPORTER = 'supporter@demo.test';
const STORE = 'Demo Store';

/** A payer's card payment on Demo Store, paid on the sandbox checkout: its checkout page's path. */
const paidCardPayment = async (amount: number) => {
  const token = await apiLogin(OWNER);
  const app = await appByName(token, STORE);
  const transactionId = uniqueTxn('order');
  const created = await gatewayRequest(
    'getATMCardPaymentURL',
    { app_id: app.id, transaction_id: transactionId, amount, bank: 'VCB', user_id: uniqueTxn('buyer') },
    app.app_secret,
  );
  expect(created.error_code, created.message).toBe(0);
  const checkoutPath = new URL(String(created.payment_url)).pathname;
  const res = await fetch(`${BASE_URL}/v1${checkoutPath}/pay`, { method: 'POST' });
  expect(res.status).toBe(200);
  return { token, app, transactionId, checkoutPath };
};

/** A tiny real PNG (1×1): what a merchant would attach as a delivery proof. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);

test('a payer disputes a payment; the owner contests it with a note and a file; the bank keeps it with the merchant', async ({
  page,
  browser,
}) => {
  test.slow();
  await page.setViewportSize({ width: 1440, height: 900 });
  const { token, app, transactionId, checkoutPath } = await paidCardPayment(120_000);
  const balanceBefore = vndOf(await balancesOf(token, app.id));

  // The payer, on the sandbox checkout's result page.
  const payerContext = await browser.newContext({ viewport: { width: 390, height: 844 } });
  const payer = await payerContext.newPage();
  await payer.goto(checkoutPath);
  await expect(payer.getByRole('heading', { name: 'Payment successful' })).toBeVisible();
  await payer.getByLabel('Reason').fill('The parcel never arrived');
  await shot(payer, 'complaint-checkout-dispute-390');
  await expectAccessible(payer, 'checkout with the sandbox dispute');
  await payer.getByRole('button', { name: 'Dispute this payment' }).click();
  await expect(payer.getByRole('heading', { name: 'Payment under review' })).toBeVisible();
  // The disputed amount left the available balance.
  expect(vndOf(await balancesOf(token, app.id))).toBe(balanceBefore - 120_000n);

  // The owner finds it under "Needs a response".
  await signInActive(page, OWNER);
  await page.goto('/transaction');
  await page
    .getByRole('button', { name: /Filter/ })
    .first()
    .click();
  const filters = page.locator('form').filter({ has: page.getByLabel('Needs a response') });
  await filters.getByLabel('Needs a response').check();
  await filters.getByRole('button', { name: 'Search', exact: true }).click();
  await expect(page).toHaveURL(/needs_response=true/);
  await expect(transactionRow(page, transactionId)).toBeVisible();
  await expect(transactionRow(page, transactionId).getByRole('button', { name: 'IN_COMPLAIN' })).toBeVisible();

  const detail = await openTransactionDetail(page, transactionId);
  const complaint = detail.getByRole('region', { name: 'Complaint' });
  await expect(complaint.getByText(/^Answer by /)).toBeVisible();
  await expect(complaint.getByText('The parcel never arrived')).toBeVisible();
  await expect(complaint).toContainText('120,000 VND');
  await briefShots(page, 'complaint-detail-open');
  await expectAccessible(page, 'transaction detail with an open complaint');

  // Contest: the note is required; the file is checked and uploaded when chosen.
  await complaint.getByRole('button', { name: 'Contest' }).click();
  const form = page.getByRole('dialog', { name: 'Contest the complaint' });
  await form.getByRole('button', { name: 'Next' }).click();
  await expect(form.getByText('note is required to contest!')).toBeVisible();
  await field(form, 'Note').fill('Delivered on 20 Nov at 14:10.\nSigned for by the payer.');
  // Leaving the field checks it again: the message goes.
  await field(form, 'Note').blur();
  await expect(form.getByText('note is required to contest!')).toBeHidden();
  await form
    .locator('input[type=file]')
    .setInputFiles({ name: 'delivery-proof.png', mimeType: 'image/png', buffer: PNG });
  await expect(form.getByText('delivery-proof.png')).toBeVisible();
  await briefShots(page, 'complaint-contest-form');
  await expectAccessible(page, 'contest form');
  await form.getByRole('button', { name: 'Next' }).click();
  const confirm = page.getByRole('dialog', { name: 'Confirm the contest' });
  await expect(confirm.getByText("Send this answer to the payer's bank?")).toBeVisible();
  await expect(confirm).toContainText('delivery-proof.png');
  await confirm.getByRole('button', { name: 'Contest', exact: true }).click();
  await expect(toast(page, 'Complaint contested')).toBeVisible();
  await expect(complaint.getByText("Waiting for the payer's bank to decide")).toBeVisible();
  await expect(complaint.getByText(/^Contested by Olivia Owner/)).toBeVisible();
  await expect(complaint.getByRole('link', { name: /delivery-proof\.png/ })).toBeVisible();
  await expect(complaint.getByRole('button', { name: 'Contest' })).toHaveCount(0);

  // The file downloads for a member of the partner (cookies: session and active token).
  const download = page.waitForEvent('download');
  await complaint.getByRole('link', { name: /delivery-proof\.png/ }).click();
  expect((await download).suggestedFilename()).toBe('delivery-proof.png');

  // The payer's bank decides on the checkout page: the merchant keeps the payment.
  await payer.reload();
  await expect(payer.getByRole('heading', { name: 'Payment under review' })).toBeVisible();
  await payer.getByRole('button', { name: 'Merchant keeps it' }).click();
  await expect(payer.getByRole('heading', { name: 'Payment successful' })).toBeVisible();
  await payerContext.close();

  // The detail, reopened: resolved, and the story tells it in order; the hold is back.
  await detail.locator('.ant-modal-footer').getByRole('button', { name: 'Close' }).click();
  await page.goto(`/transaction?transaction_id=${transactionId}`);
  const after = await openTransactionDetail(page, transactionId);
  const resolved = after.getByRole('region', { name: 'Complaint' });
  await expect(resolved.getByText('Resolved: the payment stays with you, the hold is released')).toBeVisible();
  const story = after.locator('.ant-timeline-item');
  await expect(story.filter({ hasText: 'Disputed by the payer' })).toContainText('Reason: The parcel never arrived');
  await expect(story.filter({ hasText: 'Complaint contested by Olivia Owner' })).toHaveCount(1);
  await expect(story.filter({ hasText: 'Complaint resolved: the payment stays with the merchant' })).toHaveCount(1);
  expect(vndOf(await balancesOf(token, app.id))).toBe(balanceBefore);
  await briefShots(page, 'complaint-detail-resolved');
  await expectAccessible(page, 'transaction detail with a resolved complaint');
});

test('a supporter sees the complaint but cannot answer it', async ({ page }) => {
  const { checkoutPath, transactionId } = await paidCardPayment(45_000);
  const res = await fetch(`${BASE_URL}/v1${checkoutPath}/complain`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ reason: 'Wrong colour' }),
  });
  expect(res.status).toBe(200);
  await signInActive(page, SUPPORTER);
  await page.goto(`/transaction?transaction_id=${transactionId}`);
  const detail = await openTransactionDetail(page, transactionId);
  const complaint = detail.getByRole('region', { name: 'Complaint' });
  await expect(complaint.getByText('Wrong colour')).toBeVisible();
  await expect(
    complaint.getByText('An owner or a financial member of the team answers it.', { exact: false }),
  ).toBeVisible();
  await expect(complaint.getByRole('button', { name: 'Accept' })).toHaveCount(0);
  await expect(complaint.getByRole('button', { name: 'Contest' })).toHaveCount(0);
  // The server refuses it too, whatever the screen shows.
  const supporter = await apiLogin(SUPPORTER);
  const refused = await fetch(`${BASE_URL}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${supporter}` },
    body: JSON.stringify({
      query: 'mutation($id: ID!) { respondComplaint(complaint_id: $id, response: ACCEPT) { status } }',
      variables: { id: '00000000-0000-0000-0000-000000000000' },
    }),
  });
  expect(JSON.stringify(await refused.json())).toContain('FORBIDDEN');
});
