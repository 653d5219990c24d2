import { gatewayHash } from '@paygate/contracts';
import { restAnswerProblem } from '@paygate/contracts/rest-schemas';
import { eq } from 'drizzle-orm';
import { TOTP } from 'otpauth';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { AppRow } from '../src/db/schema.js';
import { payments, refunds, users } from '../src/db/schema.js';
import { activeToken, loginToken, withActive } from './support/account.js';
import { startReceiver } from './support/apps.js';
import { demoApp, eventually, setWebhookUrl, uniqueTxn } from './support/gateway.js';
import { balanceOf, cashOutBody, ledgerProblems, newOwnerWithApp, postJson } from './support/money.js';
import { newPartnerWorkspace, seedPayment } from './support/payments.js';
import { errorCode, errorMessage, type TestServer, useTestServer } from './support/server.js';

// Refunds (issue 29 item 1, PRODUCT §11, ADR 0029) through both entrances: the signed gateway call
// POST /v1/partner/refund and the portal's refundPayment. Every test leaves a ledger whose postings
// balance and whose merchant balances equal their entries (checked after each).

const server = useTestServer();

type App = Pick<AppRow, 'id' | 'appSecret'>;

/** A signed refund body; `values` replace fields before signing. */
const refundBody = (app: App, values: Record<string, string | number | undefined>) => {
  const body: Record<string, string | number | undefined> = {
    app_id: app.id,
    transaction_id: `refund-${uniqueTxn()}`,
    reason: 'Customer returned the goods',
    ...values,
  };
  return { ...body, hash: gatewayHash('refund', body, app.appSecret) } as Record<string, string | number | undefined>;
};

const refundRest = async (s: TestServer, app: App, values: Record<string, string | number | undefined>) => {
  const res = await postJson(s, '/v1/partner/refund', undefined, refundBody(app, values));
  // Every answer is the operation's contract (or the error envelope).
  expect(restAnswerProblem('POST /v1/partner/refund', res.status, res.body)).toBeUndefined();
  return res as typeof res & { body: { refund: { refund_id: string; status: string; fee_returned: string } } };
};

const REFUND_PAYMENT = `mutation R($payment_id: ID!, $transaction_id: String!, $amount: Decimal!, $reason: String!, $otp: String) {
  refundPayment(payment_id: $payment_id, transaction_id: $transaction_id, amount: $amount, reason: $reason, otp: $otp) {
    refund { refund_id status amount fee_returned debited destination }
    payment { payment_id status refunded_amount }
    retried
  }
}`;

/** A payer's successful card payment of `amount` (fee `fee`): the balance gets amount − fee. */
const paid = (s: TestServer, app: AppRow, amount: string, extra: Parameters<typeof seedPayment>[2] = {}) =>
  seedPayment(s, app, { status: 'SUCCESS', amount, fee: '0', ...extra });

const paymentRow = async (s: TestServer, id: string) => {
  const [row] = await s.database.db.select().from(payments).where(eq(payments.id, id));
  return row!;
};
const refundsOf = (s: TestServer, paymentId: string) =>
  s.database.db.select().from(refunds).where(eq(refunds.paymentId, paymentId));
const settled = (s: TestServer, refundId: string) =>
  eventually(async () => {
    const [row] = await s.database.db.select().from(refunds).where(eq(refunds.id, refundId));
    return row && row.status !== 'PENDING' ? row : undefined;
  });

afterEach(async () => {
  expect(await ledgerProblems(server())).toEqual({ unbalanced: 0, drifted: 0 });
});

describe('POST /v1/partner/refund', () => {
  it('refunds a whole payment: debited at once, PENDING, then settled; the payment reads REFUNDED', async () => {
    const s = server();
    const { app } = await newOwnerWithApp(s);
    const receiver = await startReceiver();
    try {
      await setWebhookUrl(s, app.id, receiver.url);
      const payment = await paid(s, app, '100000');
      expect(await balanceOf(s, app.id)).toBe('100000');
      const res = await refundRest(s, app, { payment_id: payment.id, amount: 100000 });
      expect(res.body).toMatchObject({
        error_code: 0,
        refund: { status: 'PENDING', amount: '100000', fee_returned: '0', debited: '100000', destination: 'CARD' },
        payment: { payment_id: payment.id, status: 'REFUNDED', refunded_amount: '100000' },
      });
      expect(await balanceOf(s, app.id)).toBe('0');
      const done = await settled(s, res.body.refund.refund_id);
      expect(done.status).toBe('SUCCESS');
      expect((await paymentRow(s, payment.id)).status).toBe('REFUNDED');
      // The webhook: the payment's body with the refund's type and the refund.
      const event = await eventually(async () =>
        receiver.received.map((r) => JSON.parse(r.body)).find((b) => b.type === 'refund.succeeded'),
      );
      expect(event).toMatchObject({
        transaction_id: payment.transactionId,
        payment: { payment_id: payment.id, status: 'REFUNDED' },
        refund: { refund_id: res.body.refund.refund_id, status: 'SUCCESS', amount: '100000' },
      });
    } finally {
      await receiver.close();
    }
  });

  it('refunds in parts up to the amount paid, by the payment transaction_id too; then refuses and moves nothing', async () => {
    const s = server();
    const { app } = await newOwnerWithApp(s);
    const payment = await paid(s, app, '100000');
    const first = await refundRest(s, app, { payment_id: payment.id, amount: 30000 });
    const second = await refundRest(s, app, { payment_transaction_id: payment.transactionId, amount: 30000 });
    expect(first.body.payment).toMatchObject({ status: 'SUCCESS', refunded_amount: '30000' });
    expect(second.body.payment).toMatchObject({ status: 'SUCCESS', refunded_amount: '60000' });
    const over = await refundRest(s, app, { payment_id: payment.id, amount: 40001 });
    expect(over.status).toBe(400);
    expect(over.body.message).toBe('The refund is larger than what is left to refund (40000 VND)');
    expect(await balanceOf(s, app.id)).toBe('40000');
    const last = await refundRest(s, app, { payment_id: payment.id, amount: 40000 });
    expect(last.body.payment).toMatchObject({ status: 'REFUNDED', refunded_amount: '100000' });
    const more = await refundRest(s, app, { payment_id: payment.id, amount: 1 });
    expect(more.body.message).toBe('The refund is larger than what is left to refund (0 VND)');
    expect(await refundsOf(s, payment.id)).toHaveLength(3);
    expect(await balanceOf(s, app.id)).toBe('0');
  });

  it('refuses a refund larger than the available balance, and nothing moves', async () => {
    const s = server();
    const { app } = await newOwnerWithApp(s);
    // The merchant kept 50 000 of it: a refund of 60 000 with the fee kept needs 60 000.
    const payment = await paid(s, app, '100000', { fee: '50000' });
    const res = await refundRest(s, app, { payment_id: payment.id, amount: 60000 });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe('Amount is greater than available');
    expect(await refundsOf(s, payment.id)).toHaveLength(0);
    expect((await paymentRow(s, payment.id)).refundedAmount).toMatch(/^0(\.0+)?$/);
    expect(await balanceOf(s, app.id)).toBe('50000');
  });

  it('50 concurrent refunds of one payment never refund more than was paid (exact)', async () => {
    const s = server();
    const { app } = await newOwnerWithApp(s);
    const payment = await paid(s, app, '100000');
    const results = await Promise.all(
      Array.from({ length: 50 }, () => refundRest(s, app, { payment_id: payment.id, amount: 3000 })),
    );
    const accepted = results.filter((r) => r.body.error_code === 0);
    expect(accepted).toHaveLength(33);
    for (const r of results.filter((x) => x.body.error_code !== 0)) {
      expect(r.body.message).toMatch(/^The refund is larger than what is left to refund \(\d+ VND\)$/);
    }
    expect((await paymentRow(s, payment.id)).refundedAmount).toMatch(/^99000(\.0+)?$/);
    expect(await refundsOf(s, payment.id)).toHaveLength(33);
    expect(await balanceOf(s, app.id)).toBe('1000');
  });

  it('50 concurrent refunds of a token payment are exact to the 3 decimals', async () => {
    const s = server();
    const { app } = await newOwnerWithApp(s);
    const payment = await paid(s, app, '10', { type: 'CRYPTO', currency: 'USDT', chain: 'bsc', bank: 'USDT' });
    const results = await Promise.all(
      Array.from({ length: 50 }, () => refundRest(s, app, { payment_id: payment.id, amount: '0.301' })),
    );
    expect(results.filter((r) => r.body.error_code === 0)).toHaveLength(33);
    expect((await paymentRow(s, payment.id)).refundedAmount).toMatch(/^9\.933$/);
    expect(await balanceOf(s, app.id, 'USDT', 'bsc')).toBe('0.067');
  });

  it('the same transaction_id sent 100 times at once is one refund; other values under it are refused', async () => {
    const s = server();
    const { app } = await newOwnerWithApp(s);
    const payment = await paid(s, app, '100000');
    const body = refundBody(app, { payment_id: payment.id, amount: 100000 });
    const results = await Promise.all(
      Array.from({ length: 100 }, () => postJson(s, '/v1/partner/refund', undefined, body)),
    );
    for (const r of results) expect(r.body.error_code).toBe(0);
    const ids = new Set(results.map((r) => (r.body.refund as { refund_id: string }).refund_id));
    expect(ids.size).toBe(1);
    expect(results.filter((r) => r.body.retried === true)).toHaveLength(99);
    expect(await refundsOf(s, payment.id)).toHaveLength(1);
    expect(await balanceOf(s, app.id)).toBe('0');
    const other = await refundRest(s, app, {
      transaction_id: String(body.transaction_id),
      payment_id: payment.id,
      amount: 5000,
    });
    expect(other.status).toBe(409);
    expect(other.body.message).toBe('This transaction_id was already used for another refund');
  });

  it('a refund racing a cash-out for the same balance never overdraws it', async () => {
    const s = server();
    const { owner, app } = await newOwnerWithApp(s, { production: true });
    const payment = await paid(s, app, '100000');
    const [refund, cashOut] = await Promise.all([
      refundRest(s, app, { payment_id: payment.id, amount: 100000 }),
      postJson(s, '/v1/partner/transfer/cms', owner.token, cashOutBody(app, 100000)),
    ]);
    const accepted = [refund, cashOut].filter((r) => r.body.error_code === 0);
    expect(accepted).toHaveLength(1);
    const refused = [refund, cashOut].find((r) => r.body.error_code !== 0);
    expect(refused?.body.message).toBe('Amount is greater than available');
    expect(await balanceOf(s, app.id, 'VND', '', 'PRODUCTION')).toBe('0');
  });

  it('a failed refund gives the money back to the balance and the payment is SUCCESS again', async () => {
    const s = server();
    const { app } = await newOwnerWithApp(s);
    const payment = await paid(s, app, '10999');
    const res = await refundRest(s, app, { payment_id: payment.id, amount: 10999 });
    expect(res.body.payment).toMatchObject({ status: 'REFUNDED' });
    expect(await balanceOf(s, app.id)).toBe('0');
    const done = await settled(s, res.body.refund.refund_id);
    expect(done.status).toBe('FAILED');
    expect(done.failureReason).toContain('sandbox magic amount');
    const after = await paymentRow(s, payment.id);
    expect([after.status, after.refundedAmount]).toEqual(['SUCCESS', expect.stringMatching(/^0(\.0+)?$/)]);
    expect(await balanceOf(s, app.id)).toBe('10999');
  });

  it("gives back the payment's fee by the partner's rule: the parts add up to the whole fee", async () => {
    const s = server();
    const { app, partnerId } = await newOwnerWithApp(s);
    await s.services.admin.setFees(partnerId, ['refund_fee_returned=on']);
    const payment = await paid(s, app, '100000', { fee: '2201' });
    expect(await balanceOf(s, app.id)).toBe('97799');
    const returned: string[] = [];
    for (const amount of [33333, 33333, 33334]) {
      const res = await refundRest(s, app, { payment_id: payment.id, amount });
      expect(res.body.error_code).toBe(0);
      returned.push(res.body.refund.fee_returned);
    }
    expect(returned.reduce((sum, f) => sum + Number(f), 0)).toBe(2201);
    expect(await balanceOf(s, app.id)).toBe('0');
  });

  it("tells the partner's refund rule to the roles that see fees, as the refund form previews it", async () => {
    const s = server();
    const { owner, partnerId } = await newOwnerWithApp(s);
    const RULE = '{ userInfo { partner { refund_fee_returned } } }';
    const ruleOf = async (token: string) => {
      const res = await s.gql<{ userInfo: { partner: { refund_fee_returned: boolean | null } } }>(RULE, {}, { token });
      expect(res.errors).toBeUndefined();
      return res.data?.userInfo.partner.refund_fee_returned;
    };
    expect(await ruleOf(owner.token)).toBe(false);
    await s.services.admin.setFees(partnerId, ['refund_fee_returned=on']);
    // The session cache drops the partner on the database's notice, which arrives after the
    // operator's write (ADR 0022): read once it has, as the portal's next request would.
    await s.services.changeFeed.caughtUp();
    expect(await ruleOf(owner.token)).toBe(true);
    // Like the fees it belongs to: null for a role without seeFees, and no error.
    expect(await ruleOf(await loginToken(s, 'financial@demo.test'))).toBe(false);
    expect(await ruleOf(await loginToken(s, 'supporter@demo.test'))).toBeNull();
  });

  it("answers NOT_FOUND for another app's or partner's payment, and checks the hash", async () => {
    const s = server();
    const mine = await newOwnerWithApp(s);
    const theirs = await newOwnerWithApp(s);
    const payment = await paid(s, theirs.app, '100000');
    const res = await refundRest(s, mine.app, { payment_id: payment.id, amount: 1000 });
    expect([res.status, res.body.code, res.body.message]).toEqual([404, 'NOT_FOUND', 'Payment not found']);
    const forged = refundBody(mine.app, { payment_id: payment.id, amount: 1000 });
    const wrongHash = await postJson(s, '/v1/partner/refund', undefined, { ...forged, app_id: theirs.app.id });
    expect(wrongHash.body.code).toBe('INVALID_HASH');
    expect(await refundsOf(s, payment.id)).toHaveLength(0);
  });

  it('refuses bad input with a clear message: lengths, control characters, amounts, the payment named once', async () => {
    const s = server();
    const { app } = await newOwnerWithApp(s);
    const payment = await paid(s, app, '100000');
    const cases: [Record<string, string | number | undefined>, string][] = [
      [{ payment_id: payment.id, amount: 1000, reason: 'x'.repeat(201) }, 'reason must be at most 200 characters'],
      [
        { payment_id: payment.id, amount: 1000, reason: 'bad\u0000reason' },
        'reason must not contain control characters',
      ],
      [{ payment_id: payment.id, amount: 1000, reason: '' }, 'reason is required!'],
      [
        { payment_id: payment.id, amount: 1000, transaction_id: 'r\u0007' },
        'transaction_id must not contain control characters',
      ],
      [
        { payment_id: payment.id, amount: 1000, transaction_id: 'r'.repeat(101) },
        'transaction_id must be at most 100 characters',
      ],
      [{ payment_id: payment.id, amount: 0 }, 'amount must be more than 0'],
      [{ payment_id: payment.id, amount: -5 }, 'amount must be more than 0'],
      [{ payment_id: payment.id, amount: '10.5' }, 'amount must be an integer'],
      [{ payment_id: payment.id, amount: 'abc' }, 'amount must be a number'],
      [{ amount: 1000 }, 'payment_id or payment_transaction_id is required'],
      [
        { payment_id: payment.id, payment_transaction_id: payment.transactionId, amount: 1000 },
        'payment_id or payment_transaction_id is required',
      ],
    ];
    for (const [values, message] of cases) {
      const res = await refundRest(s, app, values);
      expect([res.status, res.body.message], JSON.stringify(values)).toEqual([400, message]);
      expect(JSON.stringify(res.body)).not.toMatch(/select|insert|update|stack|at \w+ \(/i);
    }
    expect(await refundsOf(s, payment.id)).toHaveLength(0);
  });

  it("refuses what is not a payer's successful payment", async () => {
    const s = server();
    const { app } = await newOwnerWithApp(s);
    const pending = await seedPayment(s, app, { amount: '100000' });
    const cashIn = await paid(s, app, '100000', { type: 'CASH_IN' });
    expect((await refundRest(s, app, { payment_id: pending.id, amount: 1000 })).body.message).toBe(
      'This payment is PENDING: only a successful payment can be refunded',
    );
    expect((await refundRest(s, app, { payment_id: cashIn.id, amount: 1000 })).body.message).toBe(
      "Only a payer's successful payment can be refunded",
    );
  });
});

describe('refundPayment (portal)', () => {
  let demo: AppRow;
  beforeAll(async () => {
    demo = await demoApp(server(), 'Demo Sandbox');
  });

  it.each([
    ['owner@demo.test', true],
    ['financial@demo.test', true],
    ['admin@demo.test', false],
    ['technical@demo.test', false],
    ['supporter@demo.test', false],
    ['supervisor@demo.test', false],
  ])('%s may refund: %s (the server decides)', async (email, isAllowed) => {
    const s = server();
    const payment = await paid(s, demo, '50000');
    const token = await loginToken(s, email);
    const res = await s.gql(
      REFUND_PAYMENT,
      { payment_id: payment.id, transaction_id: uniqueTxn('R'), amount: '1000', reason: 'Goodwill' },
      { token },
    );
    if (isAllowed) {
      expect(res.errors).toBeUndefined();
      expect(res.data).toMatchObject({
        refundPayment: { refund: { status: 'PENDING', amount: '1000' }, payment: { refunded_amount: '1000' } },
      });
      return;
    }
    expect(errorCode(res)).toBe('FORBIDDEN');
    expect(await refundsOf(s, payment.id)).toHaveLength(0);
  });

  it('shows the refunded amount and the refunds on the payment; the fee share only to roles that see fees', async () => {
    const s = server();
    const payment = await paid(s, demo, '50000');
    const owner = await loginToken(s, 'owner@demo.test');
    const made = await s.gql(
      REFUND_PAYMENT,
      { payment_id: payment.id, transaction_id: uniqueTxn('R'), amount: '20000', reason: 'Damaged on arrival' },
      { token: owner },
    );
    expect(made.errors).toBeUndefined();
    const DETAIL = `query D($payment_id: String) { allPayment(payment_id: $payment_id, offset: 0, limit: 1) {
      data { status refunded_amount refunds { amount reason status fee_returned debited destination } } } }`;
    const read = async (email: string) => {
      const token = await loginToken(s, email);
      const res = await s.gql(DETAIL, { payment_id: payment.id }, withActive(token, await activeToken(s, token)));
      expect(res.errors).toBeUndefined();
      return (res.data as { allPayment: { data: Record<string, unknown>[] } }).allPayment.data[0];
    };
    const seen = await read('financial@demo.test');
    expect(seen).toMatchObject({ status: 'SUCCESS', refunded_amount: '20000' });
    expect(seen?.refunds).toEqual([
      expect.objectContaining({
        amount: '20000',
        reason: 'Damaged on arrival',
        status: 'PENDING',
        fee_returned: expect.any(String),
      }),
    ]);
    const hidden = await read('supporter@demo.test');
    expect(hidden?.refunds).toEqual([expect.objectContaining({ amount: '20000', fee_returned: null, debited: null })]);
  });

  it("answers NOT_FOUND for another partner's payment", async () => {
    const s = server();
    const payment = await paid(s, demo, '50000');
    const other = await loginToken(s, 'other@demo.test');
    const res = await s.gql(
      REFUND_PAYMENT,
      { payment_id: payment.id, transaction_id: uniqueTxn('R'), amount: '1000', reason: 'Goodwill' },
      { token: other },
    );
    expect([errorCode(res), errorMessage(res)]).toEqual(['NOT_FOUND', 'Payment not found']);
    expect(await refundsOf(s, payment.id)).toHaveLength(0);
  });

  it('asks for a code when totp_config holds refund, and takes each code once', async () => {
    const s = server();
    const ws = await newPartnerWorkspace(s, 'refunder');
    const config = await s.gql(`mutation { configTOTP(config_totp: [refund]) }`, {}, { token: ws.token });
    expect(config.errors).toBeUndefined();
    await s.database.db.update(users).set({ totpLastCounter: null }).where(eq(users.id, ws.userId));
    const payment = await paid(s, ws.dev, '100000');
    const vars = (otp?: string) => ({
      payment_id: payment.id,
      transaction_id: uniqueTxn('R'),
      amount: '1000',
      reason: 'Goodwill',
      ...(otp ? { otp } : {}),
    });
    const missing = await s.gql(REFUND_PAYMENT, vars(), { token: ws.token });
    expect(errorCode(missing)).toBe('OTP_REQUIRED');
    const code = new TOTP({ secret: ws.totpSecret }).generate();
    const first = await s.gql(REFUND_PAYMENT, vars(code), { token: ws.token });
    expect(first.errors).toBeUndefined();
    const again = await s.gql(REFUND_PAYMENT, vars(code), { token: ws.token });
    expect(errorCode(again)).toBe('OTP_INVALID');
    expect(await refundsOf(s, payment.id)).toHaveLength(1);
  });
});
