import http from 'node:http';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { payments } from '../src/db/schema.js';
import { demoApp, eventually, getJson, signedUrl, uniqueTxn } from './support/gateway.js';
import { checkoutTokenOf } from './support/money.js';
import { secondInstance, type TestServer, useTestServer } from './support/server.js';

// Issue 26 item 5: a payment whose creation nobody heard the answer of (the client hung up, the
// instance that made it stopped) still times out after PAYMENT_TTL_SECONDS: its expiry job is
// committed with the payment, in the database's queue, not in the process that answered.

const TTL_SECONDS = 2;
const server = useTestServer({ env: { PAYMENT_TTL_SECONDS: String(TTL_SECONDS) } });

const rowOf = async (s: TestServer, appId: string, transactionId: string) => {
  const [row] = await s.database.db
    .select()
    .from(payments)
    .where(and(eq(payments.appId, appId), eq(payments.transactionId, transactionId)));
  return row;
};

/** Sends a GET and hangs up as soon as the request is out: the answer is never read. */
const hangUp = (url: string) =>
  new Promise<void>((resolve) => {
    const req = http.get(url);
    req.on('error', () => resolve());
    req.on('finish', () => {
      req.destroy();
      resolve();
    });
  });

/** What a partner and the payer see once the TTL has passed: CANCEL "Expired", and no paying it. */
const expectExpired = async (s: TestServer, appId: string, transactionId: string) => {
  const row = await eventually(async () => {
    const r = await rowOf(s, appId, transactionId);
    return r?.status !== 'PENDING' && r;
  }, 20_000);
  expect({ status: row.status, reason: row.failureReason }).toEqual({ status: 'CANCEL', reason: 'Expired' });
  expect(row.expiresAt).not.toBeNull();
  // Not before its time.
  expect(row.completedAt!.getTime()).toBeGreaterThanOrEqual(row.expiresAt!.getTime());
  // Stamped TTL after the request (the row's created_at is its transaction's, a moment later).
  const ttl = row.expiresAt!.getTime() - row.createdAt.getTime();
  expect(ttl).toBeGreaterThan(TTL_SECONDS * 1000 - 1000);
  expect(ttl).toBeLessThanOrEqual(TTL_SECONDS * 1000);
  const pay = await getJson(`${s.url}/v1/checkout/${row.checkoutToken}/pay`, { method: 'POST' });
  expect(pay.status).toBe(409);
  expect((await rowOf(s, appId, transactionId))?.status).toBe('CANCEL');
  return row;
};

describe('a payment nobody heard the answer of expires like every other', () => {
  it('when the merchant hung up before the answer (twice, the same request)', async () => {
    const s = server();
    const app = await demoApp(s);
    const transactionId = uniqueTxn('gone');
    const url = signedUrl(
      s,
      'getATMCardPaymentURL',
      { app_id: app.id, transaction_id: transactionId, amount: 150_000, bank: 'VCB' },
      app.appSecret,
    );
    await hangUp(url);
    await hangUp(url);
    const created = await eventually(() => rowOf(s, app.id, transactionId));
    expect(created.status).toBe('PENDING');
    await expectExpired(s, app.id, transactionId);
    // The merchant asks again after the TTL: the same payment, expired, not a second one.
    const again = await getJson(url);
    expect(again.body.error_code).toBe(0);
    expect(checkoutTokenOf(again.body.payment_url)).toBe(created.checkoutToken);
    const rows = await s.database.db.select().from(payments).where(eq(payments.transactionId, transactionId));
    expect(rows.map((r) => r.status)).toEqual(['CANCEL']);
  });

  it('when the instance that made it stops before anyone read it', async () => {
    const s = server();
    const other = await secondInstance(s);
    const app = await demoApp(s);
    const transactionId = uniqueTxn('stopped');
    try {
      // Created through the other instance's service; its result dropped.
      void (await other.services.payments.create({
        app,
        type: 'ATM_CARD',
        transactionId,
        amount: '120000',
        fee: '0',
        currency: 'VND',
        bank: 'VCB',
        expiresAt: new Date(Date.now() + TTL_SECONDS * 1000),
        request: { transactionId },
      }));
    } finally {
      await other.close();
    }
    expect((await rowOf(s, app.id, transactionId))?.status).toBe('PENDING');
    await expectExpired(s, app.id, transactionId);
  });

  it('is not paid once its time is up, even before its expiry job has run', async () => {
    const s = server();
    const app = await demoApp(s);
    const transactionId = uniqueTxn('late');
    const { payment } = await s.services.payments.create({
      app,
      type: 'ATM_CARD',
      transactionId,
      amount: '130000',
      fee: '0',
      currency: 'VND',
      bank: 'VCB',
      expiresAt: new Date(Date.now() + 300),
      request: { transactionId },
    });
    // Just past the TTL: the job polls every second, the payer is quicker.
    await new Promise((r) => setTimeout(r, 400));
    for (let i = 0; i < 2; i++) {
      const pay = await getJson(`${s.url}/v1/checkout/${payment.checkoutToken}/pay`, { method: 'POST' });
      expect(pay.status).toBe(409);
    }
    const row = await rowOf(s, app.id, transactionId);
    expect({ status: row?.status, reason: row?.failureReason }).toEqual({ status: 'CANCEL', reason: 'Expired' });
  });
});
