import { LOW_CHAIN_BALANCE } from '@paygate/contracts';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { ledgerEntries, partners, payments } from '../src/db/schema.js';
import { loginToken } from './support/account.js';
import { demoApp, eventually, uniqueTxn } from './support/gateway.js';
import { balanceOf, demoOwner, deposit, newOwnerWithApp, paymentsOf, postJson, withdrawBody } from './support/money.js';
import { type TestServer, useTestServer } from './support/server.js';

const server = useTestServer();
const WITHDRAW = '/v1/partner/crypto-withdraw';

/** A fresh owner whose app holds `amount` USDT on bsc, deposited through the checkout. */
const fundedOwner = async (s: TestServer, amount: string) => {
  const owned = await newOwnerWithApp(s);
  await deposit(s, owned.owner.token, owned.app.id, amount);
  expect(await balanceOf(s, owned.app.id, 'USDT', 'bsc')).toBe(amount);
  return owned;
};

const statusOf = async (s: TestServer, paymentId: string) => (await s.services.payments.byId(paymentId))?.status;

describe('POST /v1/partner/crypto-withdraw', () => {
  it('debits at once, settles on chain later; a magic failing wallet is refunded', async () => {
    const s = server();
    const { owner, app } = await fundedOwner(s, '100');
    const ok = await postJson(s, WITHDRAW, owner.token, withdrawBody(app, { amount: '40', memo: '' }));
    expect(ok.status).toBe(200);
    expect(ok.body).toMatchObject({
      error_code: 0,
      status: 'SUCCESS',
      message: 'Success',
      payment: { status: 'PENDING', amount: '40', token_name: 'USDT', chain: 'bsc' },
    });
    const failing = await postJson(
      s,
      WITHDRAW,
      owner.token,
      withdrawBody(app, { amount: '25.5', payee_wallet: '0x000000000000000000000000000000000000dEaD' }),
    );
    expect(failing.body.error_code).toBe(0);
    expect(await balanceOf(s, app.id, 'USDT', 'bsc')).toBe('34.5');

    const [okId, failId] = [ok, failing].map((r) => (r.body.payment as { payment_id: string }).payment_id);
    await eventually(
      async () => (await statusOf(s, okId ?? '')) !== 'PENDING' && (await statusOf(s, failId ?? '')) !== 'PENDING',
    );
    expect(await statusOf(s, okId ?? '')).toBe('SUCCESS');
    expect(await statusOf(s, failId ?? '')).toBe('FAILED');
    expect(await balanceOf(s, app.id, 'USDT', 'bsc')).toBe('60');
    const [row] = await s.database.db
      .select()
      .from(payments)
      .where(eq(payments.id, okId ?? ''));
    // An empty memo is the spec's default.
    expect(row).toMatchObject({ payMemo: 'Withdraw', accountNumber: '0x52908400098527886E0F7030069857D2E4169EE7' });
  });

  it('adds the partner’s crypto_withdraw fee to the debit', async () => {
    const s = server();
    const { owner, app, partnerId } = await fundedOwner(s, '50');
    await s.database.db
      .update(partners)
      .set({ fees: { crypto_withdraw: { rate: 0.01 } } })
      .where(eq(partners.id, partnerId));
    const res = await postJson(s, WITHDRAW, owner.token, withdrawBody(app, { amount: '20' }));
    expect(res.body).toMatchObject({ error_code: 0, payment: { amount: '20', fee: '0.2' } });
    expect(await balanceOf(s, app.id, 'USDT', 'bsc')).toBe('29.8');
  });

  it('30 concurrent withdrawals never overdraw and post exactly the accepted ones', async () => {
    const s = server();
    const { owner, app } = await fundedOwner(s, '100');
    const results = await Promise.all(
      Array.from({ length: 30 }, () => postJson(s, WITHDRAW, owner.token, withdrawBody(app, { amount: '7' }))),
    );
    const accepted = results.filter((r) => r.body.error_code === 0);
    expect(accepted).toHaveLength(14);
    for (const r of results.filter((x) => x.body.error_code !== 0)) expect(r.body.message).toBe(LOW_CHAIN_BALANCE);
    expect(await balanceOf(s, app.id, 'USDT', 'bsc')).toBe('2');
    expect(await paymentsOf(s, app.id, 'PAY_CRYPTO_WITHDRAW')).toHaveLength(14);
    const entries = await s.database.db
      .select()
      .from(ledgerEntries)
      .innerJoin(payments, eq(payments.id, ledgerEntries.paymentId))
      .where(and(eq(payments.appId, app.id), eq(ledgerEntries.kind, 'PAY_CRYPTO_WITHDRAW_ACCEPTED')));
    // The merchant debit and the clearing credit of each (no fee line: the partner has none).
    expect(entries).toHaveLength(28);
  });

  it('refuses what §5 and the chain refuse, with the spec’s texts; nothing is created or posted', async () => {
    const s = server();
    const { owner, app } = await fundedOwner(s, '10');
    const cases: [Record<string, string | number | undefined>, string, number][] = [
      [{ amount: '0' }, 'amount must be >= 0.001', 1],
      [{ amount: '0.0005' }, 'amount has at most 3 decimals', 1],
      [{ amount: '1000000000' }, 'amount must be less than 1.000.000.000', 1],
      [{ payee_wallet: '' }, 'payee_wallet is required!', 1],
      [{ payee_wallet: '0x1234' }, 'Wallet address is not valid', 1],
      [{ chain: '' }, 'chain is required!', 1],
      [{ token_name: '' }, 'token_name is required!', 1],
      [{ token_name: 'DOGE' }, 'This token is not supported', 1],
      [{ chain: 'solana' }, 'This chain is not supported', 1],
      [{ memo: 'm'.repeat(101) }, 'memo must be at most 100 characters', 1],
      // More than the app holds on bsc; nothing at all on eth; the gateway's empty BUSD polygon wallet.
      [{ amount: '10.001' }, LOW_CHAIN_BALANCE, 6],
      [{ chain: 'eth', amount: '1' }, LOW_CHAIN_BALANCE, 6],
      [{ token_name: 'BUSD', chain: 'polygon', amount: '1' }, LOW_CHAIN_BALANCE, 6],
    ];
    for (const [values, message, code] of cases) {
      const res = await postJson(s, WITHDRAW, owner.token, withdrawBody(app, values));
      expect({ message: res.body.message, code: res.body.error_code, status: res.status }).toEqual({
        message,
        code,
        status: 400,
      });
    }
    const badHash = await postJson(s, WITHDRAW, owner.token, { ...withdrawBody(app), hash: 'f'.repeat(40) });
    expect(badHash.body).toMatchObject({ error_code: 2, message: 'Invalid hash' });
    const tampered = { ...withdrawBody(app), amount: '9' };
    expect((await postJson(s, WITHDRAW, owner.token, tampered)).body.error_code).toBe(2);
    const foreign = await demoApp(s, 'Other App');
    const other = await postJson(s, WITHDRAW, owner.token, withdrawBody(foreign));
    expect(other.body).toMatchObject({ error_code: 3, message: 'App is not found' });

    expect(await paymentsOf(s, app.id, 'PAY_CRYPTO_WITHDRAW')).toHaveLength(0);
    expect(await balanceOf(s, app.id, 'USDT', 'bsc')).toBe('10');
  });

  it('is for OWNER only, and asks the OTP when totp_config includes withdraw', async () => {
    const s = server();
    const store = await demoApp(s, 'Demo Store');
    const body = () => withdrawBody(store, { transaction_id: `withdraw-${uniqueTxn()}` });
    for (const email of ['admin@demo.test', 'financial@demo.test', 'supporter@demo.test']) {
      const res = await postJson(s, WITHDRAW, await loginToken(s, email), body());
      expect(res.status).toBe(403);
    }
    expect((await postJson(s, WITHDRAW, undefined, body())).status).toBe(401);
    const owner = await demoOwner(s);
    const noOtp = await postJson(s, WITHDRAW, owner.token, body());
    expect(noOtp.body).toMatchObject({ message: 'otp is required!', fields: { otp: 'otp is required!' } });
    const wrong = await postJson(s, WITHDRAW, owner.token, { ...body(), otp: '000000' });
    expect(wrong.body.message).toBe('OTP is invalid');
    // A right code passes the check; the demo store holds no USDT in this database.
    const right = await postJson(s, WITHDRAW, owner.token, { ...body(), otp: owner.otp() });
    expect(right.body.message).toBe(LOW_CHAIN_BALANCE);
    expect(await paymentsOf(s, store.id, 'PAY_CRYPTO_WITHDRAW')).toHaveLength(0);
  });
});
