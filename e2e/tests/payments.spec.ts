import { expect, test } from '@playwright/test';
import { Webhook } from 'svix';
import { expectAccessible } from '../support/a11y';
import { apiLogin, BASE_URL, shot } from '../support/api';
import { chooseOption, LoginPage, Shell } from '../support/pages';
import {
  activateInBrowser,
  appByName,
  CheckoutPage,
  createApp,
  gatewayRequest,
  partnerFees,
  startMerchant,
  uniqueTxn,
  vndBalance,
} from '../support/payments';

// Issue #4's journey: a merchant's signed request → the hosted checkout → Pay → the payment is
// SUCCESS, the balance moved by amount − fee, and the merchant got a webhook that svix verifies.
// Then every checkout method, the API tool (one call per API) and the apps' API Test dialog.

const OWNER = 'owner@demo.test';
const PHONE = { width: 390, height: 844 };

/** feeOf of the server: rate in parts per million, rounded half up, plus the fixed part. */
const feeOf = (amount: bigint, rule: { rate?: number; fixed?: number } | undefined) =>
  rule ? (amount * BigInt(Math.round((rule.rate ?? 0) * 1e6)) + 500_000n) / 1_000_000n + BigInt(rule.fixed ?? 0) : 0n;

test('signed request → checkout → Pay: SUCCESS, balance + amount − fee, a webhook svix verifies', async ({ page }) => {
  const merchant = await startMerchant();
  try {
    const token = await apiLogin(OWNER);
    const app = await createApp(token, `Payments ${uniqueTxn('e2e')}`, `${merchant.base}/webhook`);
    const before = await vndBalance(token, app.id);
    const amount = 250_000n;
    const fee = feeOf(amount, (await partnerFees(token)).atm_vnd);
    expect(fee).toBeGreaterThan(0n);

    const transactionId = uniqueTxn('order');
    const created = await gatewayRequest(
      'getATMCardPaymentURL',
      {
        app_id: app.id,
        transaction_id: transactionId,
        amount: String(amount),
        bank: 'VCB',
        callback_uri: `${merchant.base}/return?order=${transactionId}`,
        user_id: 'buyer-1',
      },
      app.app_secret,
    );
    expect(created).toMatchObject({ error_code: 0, status: 'PENDING', transaction_id: transactionId });
    const paymentUrl = String(created.payment_url);
    expect(paymentUrl).toMatch(new RegExp(`^${BASE_URL}/checkout/`));

    await page.setViewportSize(PHONE);
    const checkout = new CheckoutPage(page);
    await checkout.open(paymentUrl);
    await expect(checkout.amount()).toContainText('250,000');
    await expect(page.getByText(app.name, { exact: true }).first()).toBeVisible();
    await expect(page.getByText('Vietcombank', { exact: true })).toBeVisible();
    await expect(page.getByRole('timer')).toHaveText(/^Expires in \d+:\d\d$/);
    await shot(page, 'checkout-card');
    await expectAccessible(page, 'checkout: card', { night: false });
    await checkout.finish('Pay');
    await expect(page.getByText('Payment successful')).toBeVisible();
    await shot(page, 'checkout-success');
    await expectAccessible(page, 'checkout: success', { night: false });
    // The payer goes back to callback_uri with the outcome.
    await page.waitForURL((url) => url.toString().startsWith(`${merchant.base}/return`));
    const back = new URL(page.url());
    expect(back.searchParams.get('order')).toBe(transactionId);
    expect(back.searchParams.get('status')).toBe('SUCCESS');

    const view = await (await fetch(`${BASE_URL}/v1${new URL(paymentUrl).pathname}`)).json();
    expect(view.data.status).toBe('SUCCESS');
    await expect.poll(() => vndBalance(token, app.id)).toBe(before + amount - fee);

    await expect.poll(() => merchant.webhooks.length, { timeout: 30_000 }).toBeGreaterThan(0);
    const delivery = merchant.webhooks[0]!;
    const payload = new Webhook(app.webhook_secret).verify(delivery.body, delivery.headers) as {
      transaction_id: string;
      payment: { status: string; amount: string };
    };
    expect(payload.transaction_id).toBe(transactionId);
    expect(payload.payment.status).toBe('SUCCESS');
    expect(() => new Webhook(app.webhook_secret).verify(`${delivery.body} `, delivery.headers)).toThrow();
  } finally {
    await merchant.close();
  }
});

test('the checkout of every method; Fail and Expire; an unknown link', async ({ page }) => {
  const token = await apiLogin(OWNER);
  const app = await appByName(token, 'Demo Sandbox');
  const create = async (api: Parameters<typeof gatewayRequest>[0], extra: Record<string, string>) => {
    const body = await gatewayRequest(
      api,
      { app_id: app.id, transaction_id: uniqueTxn(api), amount: '150000', callback_uri: `${BASE_URL}/`, ...extra },
      app.app_secret,
    );
    expect(body.error_code, body.message).toBe(0);
    return String(body.payment_url);
  };
  await page.setViewportSize(PHONE);
  const checkout = new CheckoutPage(page);

  await checkout.open(await create('getInternetBankingPaymentURL', { bank: 'TCB' }));
  await expect(page.getByText('Techcombank', { exact: true })).toBeVisible();
  await expect(checkout.button('Pay')).toBeVisible();
  await shot(page, 'checkout-internet-banking');
  await expectAccessible(page, 'checkout: internet banking', { night: false });

  await checkout.open(await create('getVirtualAccount', { bank: 'VCB', account_name: 'Nguyen Van An' }));
  await expect(page.getByText('Nguyen Van An')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Copy Account number' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Copy Transfer content' })).toBeVisible();
  await shot(page, 'checkout-virtual-account');
  await expectAccessible(page, 'checkout: virtual account', { night: false });
  await checkout.finish('Fail');
  await expect(page.getByText('Payment failed')).toBeVisible();
  await shot(page, 'checkout-failed');
  await expectAccessible(page, 'checkout: failed', { night: false });

  await checkout.open(await create('getPermanentVirtualAccount', { bank: 'BIDV', account_name: 'Tran Thi Binh' }));
  await expect(page.getByText('Does not expire')).toBeVisible();
  await shot(page, 'checkout-permanent-virtual-account');
  await expectAccessible(page, 'checkout: permanent virtual account', { night: false });

  await checkout.open(await create('getBankAccount', { bank: 'MB' }));
  await expect(page.getByRole('button', { name: 'Copy Account number' })).toBeVisible();
  await shot(page, 'checkout-bank-account');
  await expectAccessible(page, 'checkout: bank account', { night: false });

  await checkout.open(await create('getDynamicQrPaymentUrl', { bank: 'ACB' }));
  await expect(page.getByRole('img', { name: 'VietQR payment code' })).toBeVisible();
  await shot(page, 'checkout-dynamic-qr');
  await expectAccessible(page, 'checkout: dynamic QR', { night: false });
  await checkout.finish('Expire');
  await expect(page.getByText('Payment expired')).toBeVisible();

  await checkout.open(await create('getCryptoPaymentUrl', { amount: '12.5', crypto_token: 'USDT', chain: 'bsc' }));
  await expect(checkout.amount()).toContainText('12.5');
  await expect(page.getByText('BNB Smart Chain (bsc, EIP155:56)')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Copy Deposit address' })).toBeVisible();
  await shot(page, 'checkout-crypto');
  await expectAccessible(page, 'checkout: crypto', { night: false });

  await page.goto('/checkout/not-a-real-token');
  await expect(page.getByText('This payment link is not valid.')).toBeVisible();
});

test('API tool: one signed call per API, the production banner, the simulated transfer', async ({ page }) => {
  await new LoginPage(page).login(OWNER);
  await new Shell(page).expectDashboard();
  await activateInBrowser(page, OWNER);
  await page.goto('/tool/api');
  await expect(page.getByRole('heading', { name: 'Api Tool' })).toBeVisible();

  await chooseOption(page, 'App', 'Demo Store');
  await expect(page.getByText('This is a production app')).toBeVisible();
  await chooseOption(page, 'App', 'Demo Sandbox');
  await expect(page.getByText('This is a production app')).toHaveCount(0);

  const calls: [string, (() => Promise<void>)?][] = [
    ['getATMCardPaymentURL'],
    ['getInternetBankingPaymentURL'],
    ['getVirtualAccount', () => page.getByLabel('account_name').fill('Nguyen Van An')],
    ['getBankAccount'],
    ['getCryptoPaymentUrl'],
    ['getPermanentVirtualAccount', () => page.getByLabel('account_name').fill('Nguyen Van An')],
    ['getDynamicQrPaymentUrl'],
  ];
  await page.getByLabel('amount').fill('20000');
  for (const [api, fill] of calls) {
    await chooseOption(page, 'API', api);
    await page.getByRole('button', { name: 'New transaction id' }).click();
    if (api !== 'getCryptoPaymentUrl') await chooseOption(page, 'bank', 'VCB');
    await fill?.();
    await page.getByRole('button', { name: /Send request/ }).click();
    const result = page.getByRole('region', { name: 'Result' });
    await expect(result.getByLabel('Request URL', { exact: true })).toContainText(`/v1/partner/${api}?`);
    await expect(result.getByLabel('HTTP status')).toHaveText('HTTP 200');
    await expect(result.getByText(/"error_code": 0/)).toBeVisible();
    if (api === 'getATMCardPaymentURL') {
      await expect(result.getByText(/^curl -sS '/)).toBeVisible();
      await shot(page, 'api-tool');
      await expectAccessible(page, 'API tool');
    }
  }

  // A refusal is shown as it came, whatever the HTTP status.
  await page.getByLabel('amount').fill('5000');
  await page.getByRole('button', { name: /Send request/ }).click();
  await expect(page.getByText('You need to enter at least 10,000')).toBeVisible();

  await page.evaluate(() => sessionStorage.setItem('env', 'DEVELOPMENT'));
  await page.reload();
  await chooseOption(page, 'API', 'transferPayableBalance');
  await chooseOption(page, 'App', 'Demo Store');
  await page.getByRole('button', { name: /Simulate transfer/ }).click();
  await expect(page.getByText('Please select development app to use this feature.')).toBeVisible();
  await chooseOption(page, 'App', 'Demo Sandbox');
  await page.getByLabel('payee_account', { exact: true }).fill('0011001234567');
  await page.getByLabel('payee_name', { exact: true }).fill('NGUYEN VAN AN');
  await page.getByRole('button', { name: /Simulate transfer/ }).click();
  await expect(page.getByText(/"status": "PENDING"/).first()).toBeVisible();
  await shot(page, 'api-tool-transfer');
  await expectAccessible(page, 'API tool: simulated transfer');
});

test('API Test dialog: a sandbox payment on a development app, with the payment test result', async ({ page }) => {
  await new LoginPage(page).login(OWNER);
  await new Shell(page).expectDashboard();
  await page.goto('/apps');
  await page
    .getByRole('row')
    .filter({ hasText: 'Demo Store' })
    .getByRole('button', { name: 'Actions for Demo Store' })
    .click();
  await expect(page.getByRole('menuitem', { name: 'Channel' })).toBeVisible();
  await expect(page.getByRole('menuitem', { name: 'API Test' })).toHaveCount(0);
  await page.keyboard.press('Escape');
  await expect(page.getByRole('menuitem', { name: 'Channel' })).toBeHidden();
  await page
    .getByRole('row')
    .filter({ hasText: 'Demo Sandbox' })
    .getByRole('button', { name: 'Actions for Demo Sandbox' })
    .click();
  await page.getByRole('menuitem', { name: 'API Test' }).click();
  const dialog = page.getByRole('dialog', { name: 'API Test: Demo Sandbox' });
  await dialog.getByLabel('transaction_id').fill('');
  await dialog.getByLabel('amount').fill('9000');
  await dialog.getByLabel('callback_uri').fill('not a url');
  await dialog.getByRole('button', { name: 'Send' }).click();
  await expect(dialog.getByText('transaction_id is required!')).toBeVisible();
  await expect(dialog.getByText('You need to enter at least 10,000')).toBeVisible();
  await expect(dialog.getByText('Invalid path')).toBeVisible();
  await shot(page, 'api-test-dialog-rules');
  await expectAccessible(page, 'API Test dialog');

  const transactionId = uniqueTxn('apitest');
  await dialog.getByLabel('transaction_id').fill(transactionId);
  await dialog.getByLabel('amount').fill('150000');
  await dialog.getByLabel('callback_uri').fill(`${BASE_URL}/apps`);
  await dialog.getByRole('button', { name: 'Send' }).click();
  await expect(dialog.getByText('Payment test result')).toBeVisible();
  await expect(dialog.getByText(transactionId)).toBeVisible();
  await expect(dialog.getByText('150,000')).toBeVisible();
  await expect(dialog.getByText('PENDING').first()).toBeVisible();
  await expect(dialog.getByRole('link', { name: 'Open the payment page' })).toHaveAttribute(
    'href',
    new RegExp(`^${BASE_URL}/checkout/`),
  );
  await shot(page, 'api-test-dialog-result');
});
