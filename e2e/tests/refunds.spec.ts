import { expect, type Locator, test } from '@playwright/test';
import { expectAccessible } from '../support/a11y';
import { apiLogin, BASE_URL, demoOtp, gqlOk } from '../support/api';
import { briefShots, openTransactionDetail, signInActive } from '../support/detail';
import { balancesOf, field, grouped, toast, transactionRow, vndOf } from '../support/money';
import { appByName, gatewayRequest, uniqueTxn } from '../support/payments';

// Issue 29 item 1, the portal's part (PRODUCT §11): from a payment's detail, the owner refunds part
// of a payer's payment and then the rest, confirming the amount and the payer with a code; the
// detail, its refunds and the list follow. A role without `refund` sees no Refund button.

const OWNER = 'owner@demo.test';
const SUPPORTER = 'supporter@demo.test';
const STORE = 'Demo Store';
const CONFIG_TOTP = 'mutation C($uses: [TotpUse!]!, $otp: String) { configTOTP(config_totp: $uses, otp: $otp) }';

/** A payer's card payment on Demo Store, paid on the sandbox checkout. */
const paidCardPayment = async (amount: number) => {
  const token = await apiLogin(OWNER);
  const app = await appByName(token, STORE);
  const buyer = uniqueTxn('buyer');
  const transactionId = uniqueTxn('order');
  const created = await gatewayRequest(
    'getATMCardPaymentURL',
    { app_id: app.id, transaction_id: transactionId, amount, bank: 'VCB', user_id: buyer },
    app.app_secret,
  );
  expect(created.error_code, created.message).toBe(0);
  const checkout = new URL(String(created.payment_url)).pathname.split('/').pop();
  const res = await fetch(`${BASE_URL}/v1/checkout/${checkout}/pay`, { method: 'POST' });
  expect(res.status).toBe(200);
  return { token, app, buyer, transactionId };
};

/** The detail's "Refunded" figure, the cell beside its label. */
const refunded = (detail: Locator) =>
  detail.getByRole('rowheader', { name: 'Refunded', exact: true }).locator('xpath=following-sibling::td[1]');

// The owner's code is asked for refunds here only: the demo workspace gets its config back after.
const DEMO_OWNER_USES = ['cashout', 'withdraw', 'exchange'];
test.beforeAll(async () => {
  const token = await apiLogin(OWNER);
  await gqlOk(CONFIG_TOTP, { uses: [...DEMO_OWNER_USES, 'refund'] }, token);
});
test.afterAll(async () => {
  const token = await apiLogin(OWNER);
  await gqlOk(CONFIG_TOTP, { uses: DEMO_OWNER_USES, otp: await demoOtp(OWNER) }, token);
});

test('an owner with two-factor for refunds refunds part of a payment, then the rest: REFUNDED', async ({ page }) => {
  // Three codes at least 30 s apart (activation, two refunds): more than the usual two minutes.
  test.slow();
  await page.setViewportSize({ width: 1440, height: 900 });
  const { token, app, buyer, transactionId } = await paidCardPayment(150_000);
  const balanceBefore = vndOf(await balancesOf(token, app.id));
  await signInActive(page, OWNER);

  await page.goto(`/transaction?transaction_id=${transactionId}`);
  const detail = await openTransactionDetail(page, transactionId);
  await expect(detail.getByRole('heading', { name: 'Refunds' })).toBeVisible();
  await expect(detail.getByText('No refund yet')).toBeVisible();
  await expect(detail.getByText('Refunded', { exact: true })).toHaveCount(0);

  // The form: what is left by default, grouped as typed; the reason is required.
  await detail.getByRole('button', { name: 'Refund', exact: true }).click();
  const form = page.getByRole('dialog', { name: 'Refund', exact: true });
  await expect(field(form, 'Amount')).toHaveValue('150,000');
  await expect(form.getByText('Left to refund: 150,000 VND of 150,000 VND')).toBeVisible();
  await form.getByRole('button', { name: 'Next' }).click();
  await expect(form.getByText('reason is required!')).toBeVisible();
  await field(form, 'Amount').fill('');
  await field(form, 'Amount').pressSequentially('150001');
  await expect(field(form, 'Amount')).toHaveValue('150,001');
  await form.getByRole('button', { name: 'Next' }).click();
  await expect(form.getByText('The refund is larger than what is left to refund (150000 VND)')).toBeVisible();
  await field(form, 'Amount').fill('50000');
  await expect(field(form, 'Amount')).toHaveValue('50,000');
  // Demo Shop keeps the fee of a refunded payment (refund_fee_returned off): all of it leaves the balance.
  await expect(form.getByTestId('fee-preview')).toHaveText('0 VND');
  await expect(form.getByTestId('total-preview')).toHaveText('50,000 VND');
  await field(form, 'Reason').fill('One of three items returned');
  await briefShots(page, 'refund-form');
  await expectAccessible(page, 'Refund form');

  // The confirmation states the amount and the payer; the code is asked here (keyboard only).
  await field(form, 'Reason').press('Enter');
  const confirmation = page.getByRole('dialog', { name: 'Confirm the refund' });
  await expect(confirmation.getByText(`Refund 50,000 VND to user ${buyer}?`)).toBeVisible();
  await expect(confirmation.getByText('The card it was paid with')).toBeVisible();
  await field(confirmation, 'OTP').fill('000000');
  await field(confirmation, 'OTP').press('Enter');
  await expect(confirmation.getByText('OTP is invalid')).toBeVisible();
  await briefShots(page, 'refund-confirm');
  await expectAccessible(page, 'Refund confirmation');
  await field(confirmation, 'OTP').fill(await demoOtp(OWNER));
  await confirmation.getByRole('button', { name: 'Refund', exact: true }).click();
  await expect(toast(page, 'Refund accepted')).toBeVisible();
  await expect(confirmation).toBeHidden();

  // The detail refetched: the refunded amount beside the amount, the refund in its table.
  await expect(refunded(detail)).toContainText('50,000 VND');
  const refunds = detail.getByRole('table').filter({ has: page.getByRole('columnheader', { name: 'Destination' }) });
  const first = refunds.getByRole('row').filter({ hasText: 'One of three items returned' });
  await expect(first).toContainText('50,000 VND');
  await expect(first).toContainText('The card it was paid with');
  await expect(first.getByText(/^(PENDING|SUCCESS)$/)).toBeVisible();
  // The owner sees fees: the fee returned is a column.
  await expect(refunds.getByRole('columnheader', { name: 'Fee returned' })).toBeVisible();
  await expect(detail.getByText('SUCCESS', { exact: true }).first()).toBeVisible();
  expect(vndOf(await balancesOf(token, app.id))).toBe(balanceBefore - 50_000n);
  await briefShots(page, 'refund-detail-partial');

  // The rest: what is left is offered, and the payment reads REFUNDED.
  await detail.getByRole('button', { name: 'Refund', exact: true }).click();
  await expect(field(form, 'Amount')).toHaveValue('100,000');
  await field(form, 'Reason').fill('The whole order returned');
  await form.getByRole('button', { name: 'Next' }).click();
  await expect(confirmation.getByText(`Refund 100,000 VND to user ${buyer}?`)).toBeVisible();
  await field(confirmation, 'OTP').fill(await demoOtp(OWNER));
  await confirmation.getByRole('button', { name: 'Refund', exact: true }).click();
  await expect(toast(page, 'Refund accepted').last()).toBeVisible();
  await expect(refunded(detail)).toContainText('150,000 VND');
  await expect(detail.getByText('REFUNDED', { exact: true })).toBeVisible();
  await expect(refunds.getByRole('row').filter({ hasText: 'The whole order returned' })).toContainText('100,000 VND');
  await expect(detail.getByRole('button', { name: 'Refund', exact: true })).toHaveCount(0);
  expect(vndOf(await balancesOf(token, app.id))).toBe(balanceBefore - 150_000n);
  // The payment's story (issue 29 item 5), oldest first: who refunded what, after the payer paid.
  const story = detail.locator('.ant-timeline-item');
  await expect(story.first()).toContainText('Created by');
  await expect(story.nth(1)).toContainText('Paid by the payer');
  await expect(story.filter({ hasText: 'Refund of 50,000 VND requested by Olivia Owner' })).toContainText(
    'Reason: One of three items returned',
  );
  await expect(story.filter({ hasText: 'Refund of 100,000 VND requested by Olivia Owner' })).toHaveCount(1);
  await briefShots(page, 'refund-detail-whole');
  await expectAccessible(page, 'transaction detail with refunds');

  // The list behind the dialog refreshed its row without a reload.
  await detail.locator('.ant-modal-footer').getByRole('button', { name: 'Close' }).click();
  await expect(transactionRow(page, transactionId).getByRole('button', { name: 'REFUNDED' })).toBeVisible();
  await expect(transactionRow(page, transactionId)).toContainText(`${grouped(150_000n)} VND`);
});

test('a supporter sees the refunds of a payment but no Refund button', async ({ page }) => {
  const { transactionId } = await paidCardPayment(90_000);
  await signInActive(page, SUPPORTER);
  await page.goto(`/transaction?transaction_id=${transactionId}`);
  const detail = await openTransactionDetail(page, transactionId);
  await expect(detail.getByRole('heading', { name: 'Refunds' })).toBeVisible();
  await expect(detail.getByText('SUCCESS', { exact: true })).toBeVisible();
  await expect(detail.locator('.ant-modal-footer').getByRole('button', { name: 'Close' })).toBeVisible();
  await expect(detail.getByRole('button', { name: 'Refund', exact: true })).toHaveCount(0);
});
