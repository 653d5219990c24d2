import {
  CASH_OUT_CONFIRMATION_INVALID,
  CASH_OUT_CONFIRMATION_TTL_SECONDS,
  CASH_OUT_PLAN_INVALID,
  gatewayHash,
  TOTP_USES,
} from '@paygate/contracts';
import { eq } from 'drizzle-orm';
import { TOTP, URI } from 'otpauth';
import { describe, expect, it } from 'vitest';
import { payments, users } from '../src/db/schema.js';
import { payeeDigest } from '../src/modules/money/index.js';
import { CREATE_PARTNER, LOGIN, newActiveUser } from './support/account.js';
import { createApp } from './support/apps.js';
import { demoApp, uniqueTxn } from './support/gateway.js';
import { balanceOf, cashIn, deposit, paymentsOf, postJson, withdrawBody } from './support/money.js';
import { errorCode, errorMessage, type TestServer, useTestServer } from './support/server.js';

// Issue 11 items 1–3: one failure counter and lock per user for every two-factor code, each code
// accepted once across actions, the cash-out confirmation of ADR 0008, and idempotent retries.

const server = useTestServer();

const CASH_OUT = '/v1/partner/transfer/cms';
const WITHDRAW = '/v1/partner/crypto-withdraw';
const GEN = `mutation($p: String!) { genTOTP(password: $p) { totp_uri } }`;
const ENABLE = `mutation($o: String!) { enableTOTP(otp: $o) { success } }`;
const CONFIG = `mutation($c: [TotpUse!]!) { configTOTP(config_totp: $c) }`;
const ACTIVE = `mutation($o: String!) { activeDashBoard(otp: $o) { active_token } }`;
const EXCHANGE = `mutation X($amount: Decimal!, $token_name: String!, $transaction_id: String!, $channel_id: ID, $otp: String) {
  exchangeCrypto(amount: $amount, token_name: $token_name, transaction_id: $transaction_id, channel_id: $channel_id, otp: $otp) {
    payment_id } }`;

type Owner = Awaited<ReturnType<typeof twoFactorOwner>>;

/**
 * A fresh OWNER with two-factor asked for every use, a PRODUCTION app holding `funds` VND (a new
 * partner pays no fees), and a second PRODUCTION app. Its own user: its lock is its own.
 */
const twoFactorOwner = async (s: TestServer, funds = 1_000_000) => {
  const user = await newActiveUser(s, 'tfa-owner');
  const created = await s.gql(CREATE_PARTNER, { name: 'Second Factor Shop', partner_type: 'COMPANY' }, user);
  expect(created.errors).toBeUndefined();
  const uri = (await s.gql<{ genTOTP: { totp_uri: string } }>(GEN, { p: user.password }, user)).data!.genTOTP.totp_uri;
  const secret = (URI.parse(uri) as TOTP).secret.base32;
  expect((await s.gql(ENABLE, { o: new TOTP({ secret }).generate() }, user)).errors).toBeUndefined();
  expect((await s.gql(CONFIG, { c: [...TOTP_USES] }, user)).errors).toBeUndefined();
  const production = async () => {
    const app = await createApp(s, user.token);
    const promoted = await s.gql(
      `mutation($id: ID!) { setAppStatusToProduction(app_id: $id) { status } }`,
      { id: app.id },
      user,
    );
    expect(promoted.errors).toBeUndefined();
    return { ...(await demoApp(s, app.name)), channelId: app.list_channel.find((c) => c.is_default)!.id };
  };
  const app = await production();
  const other = await production();
  if (funds > 0) await cashIn(s, user.token, app.id, funds);
  const [row] = await s.database.db.select({ id: users.id }).from(users).where(eq(users.email, user.email));
  /** The authenticator's code now, as if no code had been used yet (a test's own first code). */
  const freshCode = async () => {
    await s.database.db.update(users).set({ totpLastCounter: null }).where(eq(users.id, row!.id));
    return new TOTP({ secret }).generate();
  };
  return {
    ...user,
    userId: row!.id,
    app,
    other,
    freshCode,
    /** Another login of the same user (login asks for a code too). */
    otherSession: async () => {
      const res = await s.gql<{ loginByPassword: { access_token: string } }>(LOGIN, {
        email_or_phone_number: user.email,
        password: user.password,
        otp: await freshCode(),
      });
      expect(res.errors).toBeUndefined();
      return res.data!.loginByPassword.access_token;
    },
  };
};

/** A wrong code (a right one by chance only one in 300,000 times). */
const wrongCode = (i = 0) => String(100_000 + ((i * 7919) % 900_000)).padStart(6, '0');

const vnd = (s: TestServer, appId: string) => balanceOf(s, appId, 'VND', '', 'PRODUCTION');

const cashOutBody = (
  app: { id: string; appSecret: string },
  values: { transaction_id?: string; amount?: number; payee_account?: string } = {},
): Record<string, string> => {
  const body: Record<string, string> = {
    app_id: app.id,
    transaction_id: values.transaction_id ?? `cashout-${uniqueTxn()}`,
    amount: String(values.amount ?? 100_000),
    payee_bank: 'VCB',
    payee_account: values.payee_account ?? '0011001234567',
    payee_account_type: 'BANK_ACCOUNT',
    payee_name: 'NGUYEN VAN A',
    payee_pay_fee: '0',
    currency: 'VND',
    message: '123',
    channel_id: '',
    source: '',
  };
  return { ...body, hash: gatewayHash('transferCms', body, app.appSecret) };
};

/** A cash-out's planned chunks, as the portal plans them once: cashout-{timestamp}-{n}. */
const planOf = (amounts: number[]) => {
  const base = `cashout-${uniqueTxn()}`;
  return amounts.map((amount, i) => ({ transaction_id: `${base}-${i + 1}`, amount: String(amount) }));
};

const exchange = (s: TestServer, owner: Owner, otp: string | null, transactionId = `exchange-${uniqueTxn()}`) =>
  s.gql<{ exchangeCrypto: { payment_id: string } }>(
    EXCHANGE,
    { amount: '10', token_name: 'USDT', transaction_id: transactionId, channel_id: owner.app.channelId, otp },
    owner,
  );

const countBy = <T>(items: T[], key: (item: T) => unknown) => {
  const counts = new Map<unknown, number>();
  for (const item of items) counts.set(key(item), (counts.get(key(item)) ?? 0) + 1);
  return counts;
};

describe('one failure counter and lock per user for every code', () => {
  it('300 wrong codes on exchangeCrypto: five are checked, the rest and then the right code are refused', async () => {
    const s = server();
    const owner = await twoFactorOwner(s, 0);
    const answers: unknown[] = [];
    for (let i = 0; i < 300; i++) answers.push(errorCode(await exchange(s, owner, wrongCode(i))));
    expect(answers.slice(0, 5)).toEqual(Array(5).fill('OTP_INVALID'));
    expect(countBy(answers, (a) => a)).toEqual(
      new Map([
        ['OTP_INVALID', 5],
        ['RATE_LIMITED', 295],
      ]),
    );
    const right = await exchange(s, owner, await owner.freshCode());
    expect(errorCode(right)).toBe('RATE_LIMITED');
    expect(errorMessage(right)).toMatch(/^Too many wrong codes\. Please try again in \d+ minutes\.$/);
    expect(await paymentsOf(s, owner.app.id, 'CRYPTO_EXCHANGE')).toHaveLength(0);
    // 301 requests one after the other: room for a busy machine (a hang guard, not a time aim).
  }, 120_000);

  it('50 wrong codes on POST /v1/partner/transfer/cms: five are checked, then 429 even for the right code', async () => {
    const s = server();
    const owner = await twoFactorOwner(s);
    const statuses: number[] = [];
    for (let i = 0; i < 50; i++) {
      const res = await postJson(s, CASH_OUT, owner.token, { ...cashOutBody(owner.app), otp: wrongCode(i) });
      statuses.push(res.status);
      if (i < 5) expect(res.body.message).toBe('OTP is invalid');
    }
    expect(countBy(statuses, (s) => s)).toEqual(
      new Map([
        [400, 5],
        [429, 45],
      ]),
    );
    const right = await postJson(s, CASH_OUT, owner.token, { ...cashOutBody(owner.app), otp: await owner.freshCode() });
    expect(right.status).toBe(429);
    expect(await paymentsOf(s, owner.app.id, 'CASH_OUT')).toHaveLength(0);
    expect(await vnd(s, owner.app.id)).toBe('1000000');
  });

  it('a burst of 100 wrong codes at once checks at most five', async () => {
    const s = server();
    const owner = await twoFactorOwner(s, 0);
    const answers = await Promise.all(Array.from({ length: 100 }, (_, i) => exchange(s, owner, wrongCode(i))));
    const counts = countBy(answers, errorCode);
    expect(counts.get('OTP_INVALID') ?? 0).toBeLessThanOrEqual(5);
    expect((counts.get('OTP_INVALID') ?? 0) + (counts.get('RATE_LIMITED') ?? 0)).toBe(100);
    expect(errorCode(await exchange(s, owner, await owner.freshCode()))).toBe('RATE_LIMITED');
  });

  it('is shared: wrong codes on money lock the dashboard and login, and wrong dashboard codes lock money', async () => {
    const s = server();
    const owner = await twoFactorOwner(s);
    for (let i = 0; i < 5; i++) expect(errorCode(await exchange(s, owner, wrongCode(i)))).toBe('OTP_INVALID');
    expect(errorCode(await s.gql(ACTIVE, { o: await owner.freshCode() }, owner))).toBe('RATE_LIMITED');
    const login = await s.gql(LOGIN, {
      email_or_phone_number: owner.email,
      password: owner.password,
      otp: await owner.freshCode(),
    });
    expect(errorCode(login)).toBe('RATE_LIMITED');

    const second = await twoFactorOwner(s);
    for (let i = 0; i < 5; i++) expect(errorCode(await s.gql(ACTIVE, { o: wrongCode(i) }, second))).toBe('OTP_INVALID');
    const cashOut = await postJson(s, CASH_OUT, second.token, {
      ...cashOutBody(second.app),
      otp: await second.freshCode(),
    });
    expect(cashOut.status).toBe(429);
    expect(await paymentsOf(s, second.app.id, 'CASH_OUT')).toHaveLength(0);
  });
});

describe('a code is accepted once per user, whatever the action', () => {
  it('a code accepted by activeDashBoard is refused by exchange, cash-out and withdraw', async () => {
    const s = server();
    const owner = await twoFactorOwner(s);
    await deposit(s, owner.token, owner.app.id, '50');
    const code = await owner.freshCode();
    expect((await s.gql(ACTIVE, { o: code }, owner)).errors).toBeUndefined();
    expect(errorMessage(await exchange(s, owner, code))).toBe('OTP is invalid');
    const cashOut = await postJson(s, CASH_OUT, owner.token, { ...cashOutBody(owner.app), otp: code });
    expect(cashOut.body.message).toBe('OTP is invalid');
    const withdraw = await postJson(s, WITHDRAW, owner.token, { ...withdrawBody(owner.app), otp: code });
    expect(withdraw.body.message).toBe('OTP is invalid');
    // A second chunk of a cash-out is no exception: it carries the confirmation, not the code.
    const first = await postJson(s, CASH_OUT, owner.token, { ...cashOutBody(owner.app), otp: await owner.freshCode() });
    expect(first.body.error_code).toBe(0);
    const again = await postJson(s, CASH_OUT, owner.token, { ...cashOutBody(owner.app), otp: code });
    expect(again.body.message).toBe('OTP is invalid');
    expect(await paymentsOf(s, owner.app.id, 'CASH_OUT')).toHaveLength(1);
    expect(await paymentsOf(s, owner.app.id, 'CRYPTO_EXCHANGE')).toHaveLength(0);
    expect(await paymentsOf(s, owner.app.id, 'PAY_CRYPTO_WITHDRAW')).toHaveLength(0);
  });
});

describe('the cash-out confirmation (ADR 0008)', () => {
  it('lets the later chunks of the same cash-out go, and nothing beyond it', async () => {
    const s = server();
    const owner = await twoFactorOwner(s);
    const plan = planOf([300_000, 300_000, 200_000]);
    const chunk = (i: number, extra: Record<string, unknown> = {}, amount = Number(plan[i]!.amount)) => ({
      ...cashOutBody(owner.app, { transaction_id: plan[i]!.transaction_id, amount }),
      cash_out_plan: plan,
      ...extra,
    });
    const first = await postJson(s, CASH_OUT, owner.token, chunk(0, { otp: await owner.freshCode() }));
    expect(first.body).toMatchObject({ error_code: 0, payment: { status: 'PENDING', amount: '300000' } });
    const confirmation = String(first.body.confirmation);
    expect(confirmation).toMatch(/^ey/);
    expect(Date.parse(String(first.body.confirmation_expires_at))).toBeGreaterThan(Date.now());

    const refused = async (
      body: Record<string, unknown>,
      message = CASH_OUT_CONFIRMATION_INVALID,
      token = owner.token,
    ) => {
      const res = await postJson(s, CASH_OUT, token, body);
      expect([res.status, res.body.message]).toEqual([400, message]);
    };
    // Beyond the plan: an id it does not list, a bigger amount, or a plan that grew.
    await refused(
      { ...cashOutBody(owner.app, { amount: 300_000 }), cash_out_plan: plan, confirmation },
      CASH_OUT_PLAN_INVALID,
    );
    await refused(chunk(2, { confirmation }, 300_000), CASH_OUT_PLAN_INVALID);
    const raised = plan.map((c, i) => (i === 2 ? { ...c, amount: '300000' } : c));
    await refused({ ...chunk(2, { confirmation }, 300_000), cash_out_plan: raised });
    const extra = { transaction_id: `${plan[0]!.transaction_id}-x`, amount: '250000' };
    await refused({
      ...cashOutBody(owner.app, { transaction_id: extra.transaction_id, amount: 250_000 }),
      cash_out_plan: [...plan, extra],
      confirmation,
    });
    // Another payee, another app of the same partner, another session of the same user.
    await refused({
      ...cashOutBody(owner.app, {
        transaction_id: plan[1]!.transaction_id,
        amount: 300_000,
        payee_account: '0011007654321',
      }),
      cash_out_plan: plan,
      confirmation,
    });
    await refused({
      ...cashOutBody(owner.other, { transaction_id: plan[1]!.transaction_id, amount: 300_000 }),
      cash_out_plan: plan,
      confirmation,
    });
    await refused(chunk(1, { confirmation }), CASH_OUT_CONFIRMATION_INVALID, await owner.otherSession());
    // Expired: the server's own signature, a minute past its end.
    const scope = {
      userId: owner.userId,
      sessionId: '',
      partnerId: owner.app.partnerId,
      appId: owner.app.id,
      payee: payeeDigest(cashOutBody(owner.app)),
      plan,
    };
    const claims = JSON.parse(Buffer.from(confirmation.split('.')[1]!, 'base64url').toString()) as { sid: string };
    const expired = await s.services.money.confirmations.sign(
      { ...scope, sessionId: claims.sid },
      new Date(Date.now() - 60_000),
    );
    // The same scope unexpired passes: only the expiry refuses it.
    expect(
      await s.services.money.confirmations.covers(confirmation, { ...scope, sessionId: claims.sid }, plan[1]!),
    ).toBe(true);
    await refused(chunk(1, { confirmation: expired }));
    // Not a code: withdraw and exchange do not take it.
    expect(errorMessage(await exchange(s, owner, confirmation))).toBe('OTP is invalid');

    const second = await postJson(s, CASH_OUT, owner.token, chunk(1, { confirmation }));
    expect(second.body).toMatchObject({ error_code: 0, payment: { amount: '300000' } });
    expect(second.body.confirmation).toBeUndefined();
    const third = await postJson(s, CASH_OUT, owner.token, chunk(2, { confirmation }));
    expect(third.body).toMatchObject({ error_code: 0, payment: { amount: '200000' } });
    expect(await paymentsOf(s, owner.app.id, 'CASH_OUT')).toHaveLength(3);
    expect(await vnd(s, owner.app.id)).toBe('200000');
  });

  it('is answered again to a retried first chunk, so a lost answer does not strand the rest', async () => {
    const s = server();
    const owner = await twoFactorOwner(s);
    const plan = planOf([400_000, 100_000]);
    const chunk = (i: number, extra: Record<string, unknown>) => ({
      ...cashOutBody(owner.app, { transaction_id: plan[i]!.transaction_id, amount: Number(plan[i]!.amount) }),
      cash_out_plan: plan,
      ...extra,
    });
    const code = await owner.freshCode();
    const first = await postJson(s, CASH_OUT, owner.token, chunk(0, { otp: code }));
    expect(first.body.error_code).toBe(0);
    // The answer was lost: the portal sends the same chunk again, with the same (spent) code.
    const retried = await postJson(s, CASH_OUT, owner.token, chunk(0, { otp: code }));
    expect(retried.body).toMatchObject({ error_code: 0, retried: true, payment: first.body.payment as object });
    const second = await postJson(s, CASH_OUT, owner.token, chunk(1, { confirmation: retried.body.confirmation }));
    expect(second.body.error_code).toBe(0);
    expect(await paymentsOf(s, owner.app.id, 'CASH_OUT')).toHaveLength(2);
    expect(await vnd(s, owner.app.id)).toBe('500000');
    // Not after its first lifetime: the payment of the chunk that was confirmed is older by then.
    const row = (await paymentsOf(s, owner.app.id, 'CASH_OUT')).find(
      (p) => p.transactionId === plan[0]!.transaction_id,
    );
    await s.database.db
      .update(payments)
      .set({ createdAt: new Date(Date.now() - (CASH_OUT_CONFIRMATION_TTL_SECONDS + 60) * 1000) })
      .where(eq(payments.id, row!.id));
    const late = await postJson(s, CASH_OUT, owner.token, chunk(0, { otp: code }));
    expect(late.body).toMatchObject({ error_code: 0, retried: true });
    expect(late.body.confirmation).toBeUndefined();
  });
});

describe('idempotent retries', () => {
  it('a retried chunk answers the first result: one payment, one debit, no fresh code; another body is refused', async () => {
    const s = server();
    const owner = await twoFactorOwner(s);
    const body = cashOutBody(owner.app, { amount: 250_000 });
    const first = await postJson(s, CASH_OUT, owner.token, { ...body, otp: await owner.freshCode() });
    expect(first.body.error_code).toBe(0);
    const again = await postJson(s, CASH_OUT, owner.token, { ...body, otp: '000000' });
    expect(again.body).toMatchObject({ error_code: 0, retried: true, payment: first.body.payment as object });
    const noCode = await postJson(s, CASH_OUT, owner.token, body);
    expect(noCode.body).toMatchObject({ error_code: 0, payment: first.body.payment as object });
    const other = cashOutBody(owner.app, { transaction_id: body.transaction_id, amount: 260_000 });
    const code = await owner.freshCode();
    const different = await postJson(s, CASH_OUT, owner.token, { ...other, otp: code });
    expect(different.body).toMatchObject({ code: 'DUPLICATE_TRANSACTION' });
    expect(await paymentsOf(s, owner.app.id, 'CASH_OUT')).toHaveLength(1);
    expect(await vnd(s, owner.app.id)).toBe('750000');
    // The refusal spent no code: it still opens the dashboard.
    expect((await s.gql(ACTIVE, { o: code }, owner)).errors).toBeUndefined();
  });

  it('the same chunk 20 times at once makes one payment, with a code or with the confirmation', async () => {
    const s = server();
    const owner = await twoFactorOwner(s);
    const plan = planOf([200_000, 100_000]);
    const chunk = (i: number, extra: Record<string, unknown>) => ({
      ...cashOutBody(owner.app, { transaction_id: plan[i]!.transaction_id, amount: Number(plan[i]!.amount) }),
      cash_out_plan: plan,
      ...extra,
    });
    const code = await owner.freshCode();
    const firsts = await Promise.all(
      Array.from({ length: 20 }, () => postJson(s, CASH_OUT, owner.token, chunk(0, { otp: code }))),
    );
    const accepted = firsts.filter((r) => r.body.error_code === 0);
    expect(accepted.length).toBeGreaterThanOrEqual(1);
    expect(new Set(accepted.map((r) => (r.body.payment as { payment_id: string }).payment_id)).size).toBe(1);
    const confirmation = accepted.find((r) => r.body.confirmation)?.body.confirmation;
    expect(confirmation).toBeDefined();
    const seconds = await Promise.all(
      Array.from({ length: 20 }, () => postJson(s, CASH_OUT, owner.token, chunk(1, { confirmation }))),
    );
    expect(seconds.map((r) => r.body.error_code)).toEqual(Array(20).fill(0));
    expect(new Set(seconds.map((r) => (r.body.payment as { payment_id: string }).payment_id)).size).toBe(1);
    expect(await paymentsOf(s, owner.app.id, 'CASH_OUT')).toHaveLength(2);
    expect(await vnd(s, owner.app.id)).toBe('700000');
  });

  it('withdraw and exchange: a retry answers the first payment without a code; another body is refused', async () => {
    const s = server();
    const owner = await twoFactorOwner(s, 0);
    await deposit(s, owner.token, owner.app.id, '50');
    const body = withdrawBody(owner.app, { amount: '20' });
    const first = await postJson(s, WITHDRAW, owner.token, { ...body, otp: await owner.freshCode() });
    expect(first.body.error_code).toBe(0);
    const again = await postJson(s, WITHDRAW, owner.token, body);
    expect(again.body).toMatchObject({ error_code: 0, retried: true, payment: first.body.payment as object });
    const changed = withdrawBody(owner.app, {
      amount: '21',
      transaction_id: String((body as Record<string, unknown>).transaction_id),
    });
    expect((await postJson(s, WITHDRAW, owner.token, changed)).body).toMatchObject({ code: 'DUPLICATE_TRANSACTION' });
    expect(await paymentsOf(s, owner.app.id, 'PAY_CRYPTO_WITHDRAW')).toHaveLength(1);
    expect(await balanceOf(s, owner.app.id, 'USDT', 'bsc', 'PRODUCTION')).toBe('30');

    const id = `exchange-${uniqueTxn()}`;
    const bought = await exchange(s, owner, await owner.freshCode(), id);
    expect(bought.errors).toBeUndefined();
    const retried = await exchange(s, owner, null, id);
    expect(retried.data?.exchangeCrypto.payment_id).toBe(bought.data?.exchangeCrypto.payment_id);
    const other = await s.gql(
      EXCHANGE,
      { amount: '11', token_name: 'USDT', transaction_id: id, channel_id: owner.app.channelId, otp: null },
      owner,
    );
    expect(errorMessage(other)).toBe('This transaction_id was already used with different values');
    expect(await paymentsOf(s, owner.app.id, 'CRYPTO_EXCHANGE')).toHaveLength(1);
  });
});

describe('the two-factor settings ask for a code (configTOTP removing a use, disableTOTP)', () => {
  const CONFIG_WITH = `mutation($c: [TotpUse!]!, $o: String) { configTOTP(config_totp: $c, otp: $o) }`;
  const DISABLE = `mutation($p: String!, $o: String) { disableTOTP(password: $p, otp: $o) }`;
  const ENABLE_CODES = `mutation($o: String!) { enableTOTP(otp: $o) { recovery_codes } }`;
  const SETTINGS = `{ userInfo { is_enabled_TOTP totp_config } }`;

  /** A user of a new partner with two-factor on for cashout, withdraw and exchange. */
  const settingsUser = async (s: TestServer) => {
    const user = await newActiveUser(s, 'tfa-settings');
    expect(
      (await s.gql(CREATE_PARTNER, { name: 'Settings Shop', partner_type: 'COMPANY' }, user)).errors,
    ).toBeUndefined();
    const uri = (await s.gql<{ genTOTP: { totp_uri: string } }>(GEN, { p: user.password }, user)).data!.genTOTP
      .totp_uri;
    const secret = (URI.parse(uri) as TOTP).secret.base32;
    const enabled = await s.gql<{ enableTOTP: { recovery_codes: string[] } }>(
      ENABLE_CODES,
      { o: new TOTP({ secret }).generate() },
      user,
    );
    const recoveryCodes = enabled.data!.enableTOTP.recovery_codes;
    // Adding uses needs no code.
    expect((await s.gql(CONFIG_WITH, { c: ['cashout', 'withdraw', 'exchange'] }, user)).data).toEqual({
      configTOTP: true,
    });
    const [row] = await s.database.db.select({ id: users.id }).from(users).where(eq(users.email, user.email));
    const freshCode = async () => {
      await s.database.db.update(users).set({ totpLastCounter: null }).where(eq(users.id, row!.id));
      return new TOTP({ secret }).generate();
    };
    const settings = async () =>
      (await s.gql<{ userInfo: { is_enabled_TOTP: boolean; totp_config: string[] } }>(SETTINGS, {}, user)).data!
        .userInfo;
    return { ...user, recoveryCodes, freshCode, settings };
  };

  const ALL_ON = { is_enabled_TOTP: true, totp_config: ['cashout', 'withdraw', 'exchange'] };

  it('without a code, removing a use and disabling are refused with the money forms message; nothing changes', async () => {
    const s = server();
    const user = await settingsUser(s);
    for (const res of [
      await s.gql(CONFIG_WITH, { c: ['cashout'] }, user),
      await s.gql(CONFIG_WITH, { c: [], o: '  ' }, user),
      await s.gql(DISABLE, { p: user.password }, user),
      await s.gql(DISABLE, { p: user.password, o: null }, user),
    ]) {
      expect(errorCode(res)).toBe('OTP_REQUIRED');
      expect(errorMessage(res)).toBe('otp is required!');
      expect(res.errors?.[0]?.extensions?.fields).toEqual({ otp: 'otp is required!' });
    }
    expect(await user.settings()).toEqual(ALL_ON);
    // Adding a use, or sending the same list again, still needs nothing.
    expect((await s.gql(CONFIG_WITH, { c: ['login', 'exchange', 'cashout', 'withdraw'] }, user)).data).toEqual({
      configTOTP: true,
    });
    expect((await user.settings()).totp_config).toEqual(['login', 'exchange', 'cashout', 'withdraw']);
  });

  it('a wrong code is "OTP is invalid" and counts on the shared lock: five on configTOTP lock activeDashBoard', async () => {
    const s = server();
    const user = await settingsUser(s);
    for (let i = 0; i < 5; i++) {
      const res = await s.gql(CONFIG_WITH, { c: [], o: wrongCode(i) }, user);
      expect([errorCode(res), errorMessage(res)]).toEqual(['OTP_INVALID', 'OTP is invalid']);
    }
    expect(await user.settings()).toEqual(ALL_ON);
    const dashboard = await s.gql(ACTIVE, { o: await user.freshCode() }, user);
    expect(errorCode(dashboard)).toBe('RATE_LIMITED');
    // The lock covers the settings too, the right code and the password included.
    expect(errorCode(await s.gql(DISABLE, { p: user.password, o: await user.freshCode() }, user))).toBe('RATE_LIMITED');
    expect(errorCode(await s.gql(CONFIG_WITH, { c: [], o: await user.freshCode() }, user))).toBe('RATE_LIMITED');
    expect(await user.settings()).toEqual(ALL_ON);
  });

  it('a code already accepted by activeDashBoard is refused by disableTOTP and configTOTP (replay)', async () => {
    const s = server();
    const user = await settingsUser(s);
    const code = await user.freshCode();
    expect((await s.gql(ACTIVE, { o: code }, user)).errors).toBeUndefined();
    expect(errorCode(await s.gql(DISABLE, { p: user.password, o: code }, user))).toBe('OTP_INVALID');
    expect(errorCode(await s.gql(CONFIG_WITH, { c: ['cashout'], o: code }, user))).toBe('OTP_INVALID');
    expect(await user.settings()).toEqual(ALL_ON);
  });

  it('a burst of 20 disableTOTP with wrong codes at once checks at most five; two-factor stays on', async () => {
    const s = server();
    const user = await settingsUser(s);
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, i) => s.gql(DISABLE, { p: user.password, o: wrongCode(i) }, user)),
    );
    const counts = countBy(answers, errorCode);
    expect(counts.get('OTP_INVALID') ?? 0).toBeLessThanOrEqual(5);
    expect((counts.get('OTP_INVALID') ?? 0) + (counts.get('RATE_LIMITED') ?? 0)).toBe(20);
    expect(errorCode(await s.gql(DISABLE, { p: user.password, o: await user.freshCode() }, user))).toBe('RATE_LIMITED');
    expect(await user.settings()).toEqual(ALL_ON);
  });

  it('the right code removes a use once; a recovery code disables once; a wrong password spends no code', async () => {
    const s = server();
    const user = await settingsUser(s);
    const code = await user.freshCode();
    expect((await s.gql(CONFIG_WITH, { c: ['cashout'], o: code }, user)).data).toEqual({ configTOTP: true });
    expect((await user.settings()).totp_config).toEqual(['cashout']);
    // The same code again is a replay.
    expect(errorCode(await s.gql(CONFIG_WITH, { c: [], o: code }, user))).toBe('OTP_INVALID');

    const [recovery, other] = user.recoveryCodes;
    const wrongPassword = await s.gql(DISABLE, { p: 'not-the-password', o: recovery }, user);
    expect(errorMessage(wrongPassword)).toBe('Password is incorrect');
    // Typed in lower case: recovery codes are case-insensitive.
    expect((await s.gql(DISABLE, { p: user.password, o: recovery!.toLowerCase() }, user)).data).toEqual({
      disableTOTP: true,
    });
    expect(await user.settings()).toEqual({ is_enabled_TOTP: false, totp_config: [] });
    // The recovery codes died with two-factor; disabling again has nothing to guard.
    expect((await s.gql(DISABLE, { p: user.password, o: other }, user)).data).toEqual({ disableTOTP: true });
  });
});
