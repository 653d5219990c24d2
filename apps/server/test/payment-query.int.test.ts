import { GATEWAY_MESSAGES, gatewayHash } from '@paygate/contracts';
import { paymentQueryResultSchema, restAnswerProblem } from '@paygate/contracts/rest-schemas';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { AppRow } from '../src/db/schema.js';
import { refunds } from '../src/db/schema.js';
import { createApp } from './support/apps.js';
import { demoApp, eventually, type GatewayBody, getJson, uniqueTxn } from './support/gateway.js';
import { newOwnerWithApp, postJson } from './support/money.js';
import { seedPayment } from './support/payments.js';
import { type TestServer, useTestServer } from './support/server.js';

// Ask the gateway (issue 29 item 3): GET /v1/partner/payment, signed with the app secret, answers
// one of the app's payments as it stands — by the merchant's transaction_id or Paygate's
// payment_id — with its refunds. Read-only: a replayed or a hundredfold request answers the same.

const server = useTestServer({ seedDemo: false });

type App = Pick<AppRow, 'id' | 'appSecret'>;
type Values = Record<string, string | undefined>;

/** The signed URL of GET /v1/partner/payment for `values` (app_id added), hashed as Docs → API says. */
const queryUrl = (s: TestServer, app: App, values: Values, secret = app.appSecret) => {
  const signed: Values = { app_id: app.id, ...values };
  const params = new URLSearchParams();
  for (const [k, v] of Object.entries(signed)) if (v !== undefined) params.set(k, v);
  params.set('hash', gatewayHash('payment', signed, secret));
  return `${s.url}/v1/partner/payment?${params}`;
};

type Answer = { status: number; body: GatewayBody & Record<string, unknown> };
const ask = async (s: TestServer, app: App, values: Values, secret?: string): Promise<Answer> => {
  const res = await getJson(queryUrl(s, app, values, secret));
  // Every answer is the operation's contract, or the gateway's error body (the server's hook checks too).
  expect(restAnswerProblem('GET /v1/partner/payment', res.status, res.body)).toBeUndefined();
  return res as Answer;
};
const found = async (s: TestServer, app: App, values: Values) => {
  const res = await ask(s, app, values);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return paymentQueryResultSchema.parse(res.body);
};

const refundBody = (app: App, values: Record<string, string | number>) => {
  const body = { app_id: app.id, transaction_id: uniqueTxn('R'), reason: 'Returned goods', ...values };
  return { ...body, hash: gatewayHash('refund', body, app.appSecret) };
};

describe('GET /v1/partner/payment', () => {
  it('answers a payment by its transaction_id and by its payment_id, the same', async () => {
    const s = server();
    const { app } = await newOwnerWithApp(s);
    const payment = await seedPayment(s, app, {
      status: 'SUCCESS',
      amount: '150000',
      fee: '1500',
      userId: 'buyer-42',
    });
    const byTxn = await found(s, app, { transaction_id: payment.transactionId });
    expect(byTxn).toEqual({
      error_code: 0,
      message: 'Success',
      payment: {
        payment_id: payment.id,
        transaction_id: payment.transactionId,
        app_id: app.id,
        type: 'ATM_CARD',
        status: 'SUCCESS',
        amount: '150000',
        fee: '1500',
        refunded_amount: '0',
        currency: 'VND',
        chain: null,
        bank: 'VCB',
        user_id: 'buyer-42',
        failure_reason: null,
        created_at: payment.createdAt.toISOString(),
        completed_at: payment.completedAt?.toISOString(),
        expires_at: payment.expiresAt?.toISOString() ?? null,
      },
      refunds: [],
      complaint: null,
    });
    expect(byTxn.payment.completed_at).toMatch(/^\d{4}-/);
    expect(await found(s, app, { payment_id: payment.id })).toEqual(byTxn);
    // An empty one reads as absent, as its slot in the hash does.
    expect(await found(s, app, { transaction_id: payment.transactionId, payment_id: '' })).toEqual(byTxn);
  });

  it('answers a pending payment, a failed one with its reason, and a token payment with its chain', async () => {
    const s = server();
    const { app } = await newOwnerWithApp(s);
    const pending = await seedPayment(s, app, {});
    const failed = await seedPayment(s, app, { status: 'FAILED' });
    const token = await seedPayment(s, app, {
      status: 'SUCCESS',
      type: 'CRYPTO',
      amount: '12.5',
      fee: '0.125',
      currency: 'USDT',
      chain: 'bsc',
      bank: 'USDT',
    });
    const p = await found(s, app, { payment_id: pending.id });
    expect(p.payment).toMatchObject({ status: 'PENDING', completed_at: null, failure_reason: null });
    const f = await found(s, app, { transaction_id: failed.transactionId });
    expect(f.payment).toMatchObject({ status: 'FAILED', failure_reason: 'Declined' });
    expect(f.payment.completed_at).not.toBeNull();
    const t = await found(s, app, { transaction_id: token.transactionId });
    expect(t.payment).toMatchObject({ amount: '12.5', fee: '0.125', currency: 'USDT', chain: 'bsc', type: 'CRYPTO' });
  });

  it('shows a refunded payment with its refunds, newest first, and their settlement', async () => {
    const s = server();
    const { app } = await newOwnerWithApp(s);
    const payment = await seedPayment(s, app, { status: 'SUCCESS', amount: '100000', fee: '0' });
    const first = await postJson(
      s,
      '/v1/partner/refund',
      undefined,
      refundBody(app, { payment_id: payment.id, amount: 30000 }),
    );
    const second = await postJson(
      s,
      '/v1/partner/refund',
      undefined,
      refundBody(app, { payment_transaction_id: payment.transactionId, amount: 70000, reason: 'Cancelled order' }),
    );
    expect([first.status, second.status]).toEqual([200, 200]);
    const firstId = (first.body as unknown as { refund: { refund_id: string } }).refund.refund_id;
    const secondId = (second.body as unknown as { refund: { refund_id: string } }).refund.refund_id;

    const now = await found(s, app, { transaction_id: payment.transactionId });
    expect(now.payment).toMatchObject({ status: 'REFUNDED', amount: '100000', refunded_amount: '100000' });
    expect(now.refunds.map((r) => [r.refund_id, r.amount, r.reason])).toEqual([
      [secondId, '70000', 'Cancelled order'],
      [firstId, '30000', 'Returned goods'],
    ]);
    for (const refund of now.refunds) expect(refund).toMatchObject({ payment_id: payment.id, destination: 'CARD' });

    // Once the payer's bank answers, the query says so: each refund SUCCESS with its time.
    await eventually(async () => {
      const rows = await s.database.db.select().from(refunds).where(eq(refunds.paymentId, payment.id));
      return rows.length === 2 && rows.every((r) => r.status !== 'PENDING');
    });
    const settled = await found(s, app, { payment_id: payment.id });
    expect(settled.refunds.map((r) => r.status)).toEqual(['SUCCESS', 'SUCCESS']);
    for (const refund of settled.refunds) expect(refund.completed_at).toMatch(/^\d{4}-/);
  });

  it("answers NOT_FOUND for another app's payment, the same partner's too, and another partner's", async () => {
    const s = server();
    const { owner, app } = await newOwnerWithApp(s);
    const sibling = await demoApp(s, (await createApp(s, owner.token)).name);
    const theirs = await newOwnerWithApp(s);
    const siblings = await seedPayment(s, sibling, { status: 'SUCCESS' });
    const others = await seedPayment(s, theirs.app, { status: 'SUCCESS' });
    for (const [label, values] of [
      ['sibling by id', { payment_id: siblings.id }],
      ['sibling by transaction_id', { transaction_id: siblings.transactionId }],
      ["another partner's by id", { payment_id: others.id }],
      ["another partner's by transaction_id", { transaction_id: others.transactionId }],
      ['unknown transaction_id', { transaction_id: 'NO-SUCH-ORDER' }],
      ['unknown payment_id', { payment_id: '00000000-0000-4000-8000-000000000000' }],
      ['a payment_id that is no uuid', { payment_id: 'not-a-uuid' }],
    ] as const) {
      const res = await ask(s, app, values);
      expect([label, res.status, res.body.code, res.body.message]).toEqual([
        label,
        404,
        'NOT_FOUND',
        'Payment not found',
      ]);
    }
    // Each app reads its own with its own secret.
    expect((await found(s, sibling, { payment_id: siblings.id })).payment.app_id).toBe(sibling.id);
  });

  it('refuses a bad hash: another secret, another value than was signed, none at all', async () => {
    const s = server();
    const { app } = await newOwnerWithApp(s);
    const theirs = await newOwnerWithApp(s);
    const payment = await seedPayment(s, app, { status: 'SUCCESS' });
    const refused = (res: Answer) => [res.status, res.body.code, res.body.message];
    const invalid = [401, 'INVALID_HASH', 'Invalid hash'];
    // Signed with another app's secret.
    expect(refused(await ask(s, app, { payment_id: payment.id }, theirs.app.appSecret))).toEqual(invalid);
    // Signed for one payment, sent for another: the hash covers the ids.
    const url = new URL(queryUrl(s, app, { payment_id: payment.id }));
    const other = await seedPayment(s, app, { status: 'SUCCESS' });
    url.searchParams.set('payment_id', other.id);
    expect(refused((await getJson(url.toString())) as Answer)).toEqual(invalid);
    // The transaction_id moved into the payment_id slot no longer matches.
    const moved = new URL(queryUrl(s, app, { transaction_id: payment.id }));
    moved.searchParams.delete('transaction_id');
    moved.searchParams.set('payment_id', payment.id);
    expect(refused((await getJson(moved.toString())) as Answer)).toEqual(invalid);
    const none = await getJson(`${s.url}/v1/partner/payment?app_id=${app.id}&payment_id=${payment.id}`);
    expect([none.status, none.body.code, none.body.message]).toEqual([400, 'INVALID_INPUT', 'hash is required']);
    const noApp = await getJson(
      `${s.url}/v1/partner/payment?app_id=00000000-0000-4000-8000-000000000000&payment_id=${payment.id}&hash=abc`,
    );
    expect([noApp.status, noApp.body.code]).toEqual([404, 'APP_NOT_FOUND']);
    // An app_id that is no uuid is the same missing app, never a database error.
    const notUuid = await getJson(`${s.url}/v1/partner/payment?app_id=not-an-app&transaction_id=T-1&hash=abc`);
    expect([notUuid.status, notUuid.body.code]).toEqual([404, 'APP_NOT_FOUND']);
  });

  it('asks for exactly one of transaction_id and payment_id, with a clear message and no detail', async () => {
    const s = server();
    const { app } = await newOwnerWithApp(s);
    const payment = await seedPayment(s, app, { status: 'SUCCESS' });
    const neither = await ask(s, app, {});
    expect([neither.status, neither.body.code, neither.body.message]).toEqual([
      400,
      'INVALID_INPUT',
      GATEWAY_MESSAGES.paymentLookupIdRequired,
    ]);
    expect(neither.body.fields).toEqual({ transaction_id: GATEWAY_MESSAGES.paymentLookupIdRequired });
    const both = await ask(s, app, { transaction_id: payment.transactionId, payment_id: payment.id });
    expect([both.status, both.body.code, both.body.message]).toEqual([
      400,
      'INVALID_INPUT',
      GATEWAY_MESSAGES.paymentLookupOneId,
    ]);
    const cases: [Values, string, string][] = [
      [{ transaction_id: 'x'.repeat(101) }, 'transaction_id', 'transaction_id must be at most 100 characters'],
      [{ transaction_id: 'a\u0000b' }, 'transaction_id', 'transaction_id must not contain control characters'],
      [{ payment_id: 'p\u001bq' }, 'payment_id', 'payment_id must not contain control characters'],
      [{ payment_id: 'p'.repeat(200) }, 'payment_id', 'payment_id must be at most 64 characters'],
    ];
    for (const [values, field, message] of cases) {
      const res = await ask(s, app, values);
      expect([res.status, res.body.message, res.body.fields?.[field as never]]).toEqual([400, message, message]);
      expect(JSON.stringify(res.body)).not.toMatch(/select|payment_keys|stack|\.ts:\d/i);
    }
    // A repeated parameter is no text: refused by name.
    const twice = await getJson(`${queryUrl(s, app, { payment_id: payment.id })}&payment_id=${payment.id}`);
    expect([twice.status, twice.body.message]).toEqual([400, 'payment_id must be text']);
  });

  it('answers a replayed signed GET again, and 100 of them at once all the same', async () => {
    const s = server();
    const { app } = await newOwnerWithApp(s);
    const payment = await seedPayment(s, app, { status: 'SUCCESS', amount: '250000', fee: '2500' });
    const url = queryUrl(s, app, { transaction_id: payment.transactionId });
    const first = await getJson(url);
    expect(first.status).toBe(200);
    // The same URL again, later: read-only, so nothing forbids a replay and nothing changes.
    const replay = await getJson(url);
    expect(replay).toEqual(first);
    const burst = await Promise.all(Array.from({ length: 100 }, () => getJson(url)));
    expect(burst.filter((r) => r.status !== 200)).toEqual([]);
    expect(new Set(burst.map((r) => JSON.stringify(r.body)))).toEqual(new Set([JSON.stringify(first.body)]));
    // And it moved nothing: the payment still reads as it did.
    const [after] = await s.database.db.select().from(refunds).where(eq(refunds.paymentId, payment.id));
    expect(after).toBeUndefined();
  });
});
