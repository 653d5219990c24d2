import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { payments } from '../src/db/schema.js';
import { loginToken } from './support/account.js';
import { demoApp, getJson, paymentCount, setDisabledBanks, uniqueTxn } from './support/gateway.js';
import {
  balanceOf,
  checkoutTokenOf,
  demoOwner,
  newOwnerWithApp,
  payCheckout,
  paymentsOf,
  postJson,
} from './support/money.js';
import { errorCode, errorMessage, useTestServer } from './support/server.js';

const server = useTestServer();

const EXCHANGE = `mutation X($amount: Decimal!, $token_name: String!, $transaction_id: String!, $source: String, $channel_id: ID, $otp: String) {
  exchangeCrypto(amount: $amount, token_name: $token_name, transaction_id: $transaction_id, source: $source, channel_id: $channel_id, otp: $otp) {
    payment_id web_token payment_url } }`;

type ExchangeResult = { exchangeCrypto: { payment_id: string; web_token: string; payment_url: string } };

const view = async (url: unknown) => {
  const s = server();
  const res = await getJson(`${s.url}/v1/checkout/${checkoutTokenOf(url)}`);
  expect(res.body.error_code).toBe(0);
  return res.body.data as Record<string, unknown>;
};

describe('POST /v1/partner/cmsCashInVND', () => {
  it('answers the hosted checkout URL; paying it credits the app; a retry answers the same URL', async () => {
    const s = server();
    const { owner, app } = await newOwnerWithApp(s);
    const body = { app_id: app.id, amount: 250_000, bank_code: 'TCB', transaction_id: `cashin_${uniqueTxn()}` };
    const first = await postJson(s, '/v1/partner/cmsCashInVND', owner.token, body);
    expect(first.status).toBe(200);
    expect(first.body).toMatchObject({ error_code: 0, payment: { status: 'PENDING', amount: '250000' } });
    expect(String(first.body.webPaymentUrl)).toMatch(new RegExp(`^${s.config.publicUrl}/checkout/[\\w-]+$`));
    const again = await postJson(s, '/v1/partner/cmsCashInVND', owner.token, body);
    expect(again.body.webPaymentUrl).toBe(first.body.webPaymentUrl);
    expect(await paymentCount(s, app.id, body.transaction_id)).toBe(1);

    expect(await view(first.body.webPaymentUrl)).toMatchObject({
      type: 'CASH_IN',
      status: 'PENDING',
      amount: '250000',
      currency: 'VND',
      bank: { code: 'TCB' },
    });
    const paid = await payCheckout(s, first.body.webPaymentUrl);
    // The payer comes back to the portal.
    expect(String((paid.body.data as { return_url: string }).return_url)).toContain(`${s.config.publicUrl}/?`);
    expect(await balanceOf(s, app.id)).toBe('250000');
  });

  it('makes ONE payment from 20 concurrent identical requests', async () => {
    const s = server();
    const { owner, app } = await newOwnerWithApp(s);
    const body = { app_id: app.id, amount: 100_000, bank_code: 'VCB', transaction_id: `cashin_${uniqueTxn()}` };
    const results = await Promise.all(
      Array.from({ length: 20 }, () => postJson(s, '/v1/partner/cmsCashInVND', owner.token, body)),
    );
    expect(results.map((r) => r.body.error_code)).toEqual(Array(20).fill(0));
    expect(new Set(results.map((r) => r.body.webPaymentUrl)).size).toBe(1);
    expect(await paymentCount(s, app.id, body.transaction_id)).toBe(1);
  });

  it('refuses bad input, disabled banks, other partners’ apps and non-owners; nothing is created', async () => {
    const s = server();
    const { owner, app, partnerId } = await newOwnerWithApp(s);
    const other = await demoApp(s, 'Other App');
    const ok = { app_id: app.id, amount: 100_000, bank_code: 'VCB' };
    await setDisabledBanks(s, partnerId, ['ATM_MB']);
    const cases: { body: Record<string, unknown>; token?: string; status: number; message: string }[] = [
      { body: { ...ok, app_id: '' }, status: 400, message: 'Please input apps' },
      { body: { ...ok, amount: '' }, status: 400, message: 'Please input amount' },
      { body: { ...ok, amount: '100000.5' }, status: 400, message: 'amount must be an integer' },
      { body: { ...ok, amount: 9_999 }, status: 400, message: 'You need to enter at least 10,000' },
      { body: { ...ok, bank_code: '' }, status: 400, message: 'Please input bank' },
      { body: { ...ok, bank_code: 'NOPE' }, status: 400, message: 'This bank is not supported' },
      { body: { ...ok, bank_code: 'MB' }, status: 400, message: 'This payment method is disabled for your partner' },
      { body: { ...ok, app_id: other.id }, status: 404, message: 'App is not found' },
      { body: ok, token: await loginToken(s, 'admin@demo.test'), status: 403, message: 'You do not have permission' },
      { body: ok, token: '', status: 401, message: 'You need to login' },
    ];
    for (const c of cases) {
      const transaction_id = `cashin_${uniqueTxn()}`;
      const res = await postJson(s, '/v1/partner/cmsCashInVND', c.token ?? owner.token, { ...c.body, transaction_id });
      expect({ status: res.status, message: String(res.body.message).slice(0, c.message.length) }).toEqual({
        status: c.status,
        message: c.message,
      });
      expect(res.body.error_code).not.toBe(0);
    }
    expect(await paymentsOf(s, app.id, 'CASH_IN')).toHaveLength(0);
    expect(await paymentsOf(s, other.id, 'CASH_IN')).toHaveLength(0);
  });
});

describe('POST /v1/partner/cmsDepositCrypto', () => {
  it('answers a checkout with a deposit address; paying it credits the token on that chain', async () => {
    const s = server();
    const { owner, app } = await newOwnerWithApp(s);
    const res = await postJson(s, '/v1/partner/cmsDepositCrypto', owner.token, {
      app_id: app.id,
      amount: '12.5',
      crypto_token: 'usdc',
      chain: 'polygon',
      transaction_id: `deposit_USDC_${uniqueTxn()}`,
    });
    expect(res.body).toMatchObject({ error_code: 0, payment: { status: 'PENDING', amount: '12.5', currency: 'USDC' } });
    const data = await view(res.body.webPaymentUrl);
    expect(data).toMatchObject({
      type: 'CRYPTO_DEPOSIT',
      crypto: { token: 'USDC', chain: 'polygon', chain_id: 137, amount: '12.5' },
      exchange: null,
    });
    expect((data.crypto as { address: string }).address).toMatch(/^0x[0-9a-f]{40}$/);
    await payCheckout(s, res.body.webPaymentUrl);
    expect(await balanceOf(s, app.id, 'USDC', 'polygon')).toBe('12.5');
    expect(await balanceOf(s, app.id, 'USDC', 'bsc')).toBeNull();
  });

  it('refuses bad input and disabled tokens; nothing is created', async () => {
    const s = server();
    const { owner, app, partnerId } = await newOwnerWithApp(s);
    await setDisabledBanks(s, partnerId, ['CRYPTO_BUSD']);
    const ok = { app_id: app.id, amount: '5', crypto_token: 'USDT', chain: 'bsc' };
    const cases: [Record<string, unknown>, string][] = [
      [{ ...ok, amount: '' }, 'Please input amount'],
      [{ ...ok, amount: '0.4' }, 'You need to enter at least 0.5'],
      [{ ...ok, amount: '1.2345' }, 'amount has at most 3 decimals'],
      [{ ...ok, crypto_token: '' }, 'Please select token'],
      [{ ...ok, crypto_token: 'DOGE' }, 'Please select token'],
      [{ ...ok, chain: '' }, 'Please select deposit chain'],
      [{ ...ok, chain: 'solana' }, 'Please select deposit chain'],
      [{ ...ok, crypto_token: 'BUSD' }, 'This payment method is disabled for your partner'],
    ];
    for (const [body, message] of cases) {
      const res = await postJson(s, '/v1/partner/cmsDepositCrypto', owner.token, {
        ...body,
        transaction_id: `deposit_${uniqueTxn()}`,
      });
      expect({ status: res.status, message: res.body.message }).toEqual({ status: 400, message });
    }
    const admin = await postJson(s, '/v1/partner/cmsDepositCrypto', await loginToken(s, 'admin@demo.test'), {
      ...ok,
      app_id: (await demoApp(s)).id,
      transaction_id: `deposit_${uniqueTxn()}`,
    });
    expect(admin.status).toBe(403);
    expect(await paymentsOf(s, app.id, 'CRYPTO_DEPOSIT')).toHaveLength(0);
    expect(await paymentsOf(s, (await demoApp(s)).id, 'CRYPTO_DEPOSIT')).toHaveLength(0);
  });
});

describe('exchangeCrypto', () => {
  it('buys tokens at the BUY rate through the checkout, for the app of channel_id', async () => {
    const s = server();
    const { owner, app, defaultChannel } = await newOwnerWithApp(s);
    const vars = {
      amount: '100',
      token_name: 'USDT',
      transaction_id: uniqueTxn('exchange'),
      channel_id: defaultChannel,
    };
    const res = await s.gql<ExchangeResult>(EXCHANGE, vars, { token: owner.token });
    expect(res.errors).toBeUndefined();
    const result = res.data?.exchangeCrypto;
    expect(result?.payment_url).toBe(`${s.config.publicUrl}/checkout/${result?.web_token}`);
    const again = await s.gql<ExchangeResult>(EXCHANGE, vars, { token: owner.token });
    expect(again.data?.exchangeCrypto.payment_id).toBe(result?.payment_id);

    const data = await view(result?.payment_url);
    const exchange = data.exchange as { rate: string; amount_vnd: string; chain: string; token: string };
    expect(data).toMatchObject({ type: 'CRYPTO_EXCHANGE', amount: '100', currency: 'USDT', crypto: null });
    expect(exchange).toMatchObject({ token: 'USDT', chain: 'bsc' });
    // BUY = reference rate (25,400 ± 40) + 0.5 %.
    expect(Number(exchange.rate)).toBeGreaterThan(25_400);
    expect(Number(exchange.rate)).toBeLessThan(25_600);
    expect(exchange.amount_vnd).toBe(String(Number(exchange.rate) * 100));

    await payCheckout(s, result?.payment_url);
    expect(await balanceOf(s, app.id, 'USDT', 'bsc')).toBe('100');
    expect(await balanceOf(s, app.id)).toBeNull();
  });

  it('without channel_id uses the partner’s production app, and needs one', async () => {
    const s = server();
    const dev = await newOwnerWithApp(s);
    const none = await s.gql(
      EXCHANGE,
      { amount: '10', token_name: 'USDC', transaction_id: uniqueTxn() },
      { token: dev.owner.token },
    );
    expect(errorMessage(none)).toBe('App is not found');
    const prod = await newOwnerWithApp(s, { production: true });
    const ok = await s.gql<ExchangeResult>(
      EXCHANGE,
      { amount: '10', token_name: 'USDC', transaction_id: uniqueTxn() },
      { token: prod.owner.token },
    );
    expect(ok.errors).toBeUndefined();
    const [row] = await s.database.db
      .select()
      .from(payments)
      .where(eq(payments.id, ok.data?.exchangeCrypto.payment_id ?? ''));
    expect(row).toMatchObject({ appId: prod.app.id, environment: 'PRODUCTION', type: 'CRYPTO_EXCHANGE' });
  });

  it('applies §5 amount rules, the OTP of totp_config and the OWNER rule; nothing is created', async () => {
    const s = server();
    const { owner, app, defaultChannel } = await newOwnerWithApp(s);
    const base = { token_name: 'USDT', channel_id: defaultChannel };
    const cases: [Record<string, unknown>, string][] = [
      [{ amount: '9' }, 'amount must be >= 10'],
      [{ amount: '10000' }, 'amount must be less than 10.000'],
      [{ amount: '10.5' }, 'amount must be an integer'],
      [{ amount: '10', token_name: '' }, 'Please select token'],
      [{ amount: '10', token_name: 'DOGE' }, 'Please select token'],
      [{ amount: '10', channel_id: '00000000-0000-4000-8000-000000000000' }, 'Channel not found'],
    ];
    for (const [vars, message] of cases) {
      const res = await s.gql(EXCHANGE, { ...base, transaction_id: uniqueTxn(), ...vars }, { token: owner.token });
      expect(errorMessage(res)).toBe(message);
    }
    expect(await paymentsOf(s, app.id, 'CRYPTO_EXCHANGE')).toHaveLength(0);

    // The demo owner's totp_config includes exchange; Demo Store's default channel.
    const store = await demoApp(s, 'Demo Store');
    const demo = await demoOwner(s);
    const vars = { amount: '10', token_name: 'USDT', transaction_id: uniqueTxn() };
    const noOtp = await s.gql(EXCHANGE, vars, { token: demo.token });
    expect(errorMessage(noOtp)).toBe('otp is required!');
    expect(noOtp.errors?.[0]?.extensions?.fields).toEqual({ otp: 'otp is required!' });
    const wrongOtp = await s.gql(EXCHANGE, { ...vars, otp: '000000' }, { token: demo.token });
    expect(errorMessage(wrongOtp)).toBe('OTP is invalid');
    expect(await paymentsOf(s, store.id, 'CRYPTO_EXCHANGE')).toHaveLength(0);
    const withOtp = await s.gql<ExchangeResult>(EXCHANGE, { ...vars, otp: demo.otp() }, { token: demo.token });
    expect(withOtp.errors).toBeUndefined();
    const rows = await s.database.db
      .select()
      .from(payments)
      .where(and(eq(payments.appId, store.id), eq(payments.transactionId, vars.transaction_id)));
    expect(rows).toHaveLength(1);

    for (const email of ['admin@demo.test', 'financial@demo.test']) {
      const res = await s.gql(
        EXCHANGE,
        { ...vars, transaction_id: uniqueTxn() },
        { token: await loginToken(s, email) },
      );
      expect(errorCode(res)).toBe('FORBIDDEN');
    }
  });
});
