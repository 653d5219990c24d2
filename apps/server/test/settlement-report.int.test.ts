import {
  gatewayHash,
  latestClosedPeriods,
  parseStatementPeriod,
  readSettlementReport,
  SETTLEMENT_MESSAGES,
  SETTLEMENT_REPORT_COLUMNS,
  statementRange,
} from '@paygate/contracts';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { TOTP } from 'otpauth';
import { describe, expect, it } from 'vitest';
import { type AppRow, auditLog, payments, refunds } from '../src/db/schema.js';
import { eventually, uniqueTxn } from './support/gateway.js';
import { cashOutBody, postJson } from './support/money.js';
import { newPartnerWorkspace, seedPayment } from './support/payments.js';
import { type TestServer, useTestServer } from './support/server.js';

// Issue 30 item 4: the daily reconciliation file of one app — every payment, payout and refund
// settled on a closed day of the partner's calendar, the merchant's transaction_id beside the
// gateway's ids, and a checksum line — through the signed GET /v1/partner/settlement-report and the
// portal's download, the same bytes.

const server = useTestServer({ seedDemo: false });
const ZONE = 'Asia/Ho_Chi_Minh';

type App = Pick<AppRow, 'id' | 'appSecret'>;
type Values = Record<string, string | undefined>;

const yesterday = () => latestClosedPeriods(ZONE).day;
const dayRange = (day: string) => statementRange(parseStatementPeriod(day)!, ZONE);
/** An instant `hours` into a local day. */
const into = (day: string, hours: number) => new Date(dayRange(day).from.getTime() + hours * 3_600_000);

const signedUrl = (s: TestServer, app: App, values: Values, secret = app.appSecret) => {
  const signed: Values = { app_id: app.id, ...values };
  const params = new URLSearchParams();
  for (const [k, v] of Object.entries(signed)) if (v !== undefined) params.set(k, v);
  params.set('hash', gatewayHash('settlementReport', signed, secret));
  return `${s.url}/v1/partner/settlement-report?${params}`;
};
const fetchSigned = (s: TestServer, app: App, values: Values, secret?: string) =>
  fetch(signedUrl(s, app, values, secret));

/** A line of the file as a record by the contract's column names (no value of ours holds a quoted comma). */
const recordsOf = (text: string) => {
  const lines = text.split('\r\n').filter(Boolean);
  expect(lines[0]).toBe(SETTLEMENT_REPORT_COLUMNS.join(','));
  return lines.slice(1, -1).map((line) => {
    const fields = line.split(',').map((f) => f.replace(/^"(.*)"$/, '$1').replaceAll('""', '"'));
    return Object.fromEntries(SETTLEMENT_REPORT_COLUMNS.map((c, i) => [c, fields[i] ?? ''])) as Record<
      (typeof SETTLEMENT_REPORT_COLUMNS)[number],
      string
    >;
  });
};

/** Moves a settlement (and its payment's making) into a past instant, as if it had happened then. */
const settledAt = async (s: TestServer, table: 'payment' | 'refund', id: string, at: Date) => {
  if (table === 'refund') {
    await s.database.db
      .update(refunds)
      .set({ completedAt: at, createdAt: new Date(at.getTime() - 60_000) })
      .where(eq(refunds.id, id));
  } else {
    await s.database.db.update(payments).set({ completedAt: at }).where(eq(payments.id, id));
  }
};

/**
 * A production app with yesterday's settlements: two payments, a cash-out paid by the sandbox
 * bank, a refund paid back, a failed withdrawal; and what must stay out — a payment still PENDING,
 * a FAILED one, one settled today, one of the development app.
 */
const yesterdaysWorkspace = async (s: TestServer) => {
  const ws = await newPartnerWorkspace(s, `settle-${Math.random().toString(36).slice(2, 7)}`);
  const day = yesterday();
  const made = into(day, 1);
  const paid = await seedPayment(s, ws.prod, {
    status: 'SUCCESS',
    amount: '2000000',
    fee: '44000',
    transactionId: `=ORDER-"1"-${Math.random().toString(36).slice(2, 8)}`,
    createdAt: made,
  });
  const paidToo = await seedPayment(s, ws.prod, {
    status: 'SUCCESS',
    amount: '500000',
    fee: '11000',
    createdAt: made,
  });
  const outside = [
    await seedPayment(s, ws.prod, { status: 'PENDING', createdAt: made }),
    await seedPayment(s, ws.prod, { status: 'FAILED', createdAt: made }),
    await seedPayment(s, ws.prod, { status: 'SUCCESS', amount: '300000', fee: '6600' }),
    await seedPayment(s, ws.dev, { status: 'SUCCESS', createdAt: made }),
  ];
  const withdrawal = await seedPayment(s, ws.prod, {
    type: 'PAY_CRYPTO_WITHDRAW',
    status: 'FAILED',
    amount: '10',
    fee: '1',
    currency: 'USDT',
    chain: 'bsc',
    bank: 'USDT',
    details: { debited: '11', sent: '10' },
    createdAt: made,
  });

  // A refund through the gateway, paid back by the sandbox bank.
  const refundBody = {
    app_id: ws.prod.id,
    transaction_id: uniqueTxn('RF'),
    payment_id: paid.id,
    amount: '400000',
    reason: 'Returned goods',
  };
  const refunded = await postJson(s, '/v1/partner/refund', undefined, {
    ...refundBody,
    hash: gatewayHash('refund', refundBody, ws.prod.appSecret),
  });
  expect(refunded.status, JSON.stringify(refunded.body)).toBe(200);
  const refund = await eventually(async () => {
    const [row] = await s.database.db
      .select()
      .from(refunds)
      .where(eq(refunds.transactionId, refundBody.transaction_id));
    return row?.status === 'SUCCESS' ? row : undefined;
  });

  // A cash-out by the owner, paid by the sandbox bank.
  const cashOutTxn = `cashout-${uniqueTxn()}`;
  const cashOut = cashOutBody(ws.prod, 1_000_000, { transaction_id: cashOutTxn });
  const out = await postJson(s, '/v1/partner/transfer/cms', ws.token, {
    ...cashOut,
    otp: new TOTP({ secret: ws.totpSecret }).generate(),
  });
  expect(out.body.error_code, JSON.stringify(out.body)).toBe(0);
  const payout = await eventually(async () => {
    const [row] = await s.database.db
      .select()
      .from(payments)
      .where(and(eq(payments.appId, ws.prod.id), eq(payments.transactionId, cashOutTxn)));
    return row?.status === 'SUCCESS' ? row : undefined;
  });

  await settledAt(s, 'payment', paid.id, into(day, 2));
  await settledAt(s, 'payment', paidToo.id, into(day, 3));
  await settledAt(s, 'refund', refund.id, into(day, 4));
  await settledAt(s, 'payment', payout.id, into(day, 5));
  await settledAt(s, 'payment', withdrawal.id, into(day, 6));
  return { ws, day, paid, paidToo, refund, payout, withdrawal, outside };
};

describe('GET /v1/partner/settlement-report (signed)', () => {
  it("lists the day's settlements with both ids and the network's reference, and a checksum that holds", async () => {
    const s = server();
    const { ws, day, paid, paidToo, refund, payout, withdrawal, outside } = await yesterdaysWorkspace(s);
    const res = await fetchSigned(s, ws.prod, { date: day });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(res.headers.get('content-disposition')).toBe(
      `attachment; filename="settlement-${day}-production-${ws.prod.id}.csv"`,
    );
    const text = await res.text();
    const check = readSettlementReport(text);
    expect(check).toMatchObject({ ok: true, rows: 5 });

    const records = recordsOf(text);
    // Oldest settlement first; nothing pending, failed, of another day or of the other app.
    expect(records.map((r) => r.id)).toEqual([paid.id, paidToo.id, refund.id, payout.id, withdrawal.id]);
    for (const o of outside) expect(text).not.toContain(o.id);
    expect(records[0]).toMatchObject({
      record_type: 'PAYMENT',
      // The merchant's text, quoted and disarmed as every export does it.
      method: 'ATM_CARD',
      status: 'SUCCESS',
      currency: 'VND',
      amount: '2000000',
      fee: '44000',
      net: '1956000',
      settled_at: `${day}T02:00:00+07:00`,
      network_reference: '',
    });
    expect(records[2]).toMatchObject({
      record_type: 'REFUND',
      transaction_id: refund.transactionId,
      payment_id: paid.id,
      payment_transaction_id: `'${paid.transactionId}`,
      status: 'SUCCESS',
      amount: '400000',
      net: `-${refund.debited.replace(/\.0+$/, '')}`,
    });
    expect(records[2]?.network_reference).toMatch(/^FT\d{14}$/);
    expect(records[3]).toMatchObject({
      record_type: 'PAYOUT',
      transaction_id: payout.transactionId,
      method: 'CASH_OUT',
      status: 'SUCCESS',
      amount: '1000000',
      net: `-${String(payout.details.debited)}`,
    });
    expect(records[3]?.network_reference).toMatch(/^FT\d{14}$/);
    // A failed payout gave its debit back: it settled, and left nothing.
    expect(records[4]).toMatchObject({
      record_type: 'PAYOUT',
      method: 'PAY_CRYPTO_WITHDRAW',
      status: 'FAILED',
      currency: 'USDT',
      chain: 'bsc',
      amount: '10',
      net: '0',
    });
    // The same request again (a replay, or a retry after a timeout): the same bytes.
    expect(await (await fetchSigned(s, ws.prod, { date: day })).text()).toBe(text);
    // The development app's own file has only its payment.
    const devText = await (await fetchSigned(s, ws.dev, { date: day })).text();
    expect(readSettlementReport(devText)).toMatchObject({ ok: true, rows: 1 });
    expect(devText).toContain(outside[3]!.id);
    // And the production app asked for its development environment: nothing settled there.
    const prodDev = await (await fetchSigned(s, ws.prod, { date: day, environment: 'DEVELOPMENT' })).text();
    expect(readSettlementReport(prodDev)).toMatchObject({ ok: true, rows: 0 });
  });

  it('refuses a wrong hash, another app, an open day and a day that is not one, with no file', async () => {
    const s = server();
    const ws = await newPartnerWorkspace(s, 'settle-refusals');
    const day = yesterday();
    const refused = async (res: Response, status: number, field: string, message: string) => {
      expect(res.status).toBe(status);
      expect(res.headers.get('content-type')).toContain('application/json');
      const body = (await res.json()) as { error_code: number; message: string; fields?: Record<string, string> };
      expect(body.error_code).not.toBe(0);
      expect(body.fields?.[field]).toBe(message);
    };
    // Signed with the other app's secret: its hash does not verify this app.
    await refused(await fetchSigned(s, ws.prod, { date: day }, ws.dev.appSecret), 401, 'hash', 'Invalid hash');
    // A hash over another day does not sign this one.
    const url = new URL(signedUrl(s, ws.prod, { date: day }));
    url.searchParams.set('date', '2026-01-01');
    await refused(await fetch(url), 401, 'hash', 'Invalid hash');
    const today = new Date(Date.now()).toLocaleDateString('en-CA', { timeZone: ZONE });
    await refused(await fetchSigned(s, ws.prod, { date: today }), 400, 'date', SETTLEMENT_MESSAGES.dateNotClosed);
    await refused(await fetchSigned(s, ws.prod, { date: '2026-10' }), 400, 'date', SETTLEMENT_MESSAGES.dateInvalid);
    await refused(await fetchSigned(s, ws.prod, { date: '' }), 400, 'date', SETTLEMENT_MESSAGES.dateRequired);
    await refused(
      await fetchSigned(s, ws.prod, { date: day, environment: 'LIVE' }),
      400,
      'environment',
      SETTLEMENT_MESSAGES.environmentInvalid,
    );
    await refused(
      await fetchSigned(s, { id: '00000000-0000-4000-8000-000000000000', appSecret: 'x' }, { date: day }),
      404,
      'app_id',
      'App is not found',
    );
  });

  it('answers a burst of the same signed request with the same file each time', async () => {
    const s = server();
    const { ws, day } = await yesterdaysWorkspace(s);
    const texts = await Promise.all(
      Array.from({ length: 25 }, async () => (await fetchSigned(s, ws.prod, { date: day })).text()),
    );
    expect(new Set(texts).size).toBe(1);
    expect(readSettlementReport(texts[0]!)).toMatchObject({ ok: true, rows: 5 });
  });
});

describe('GET /v1/partner/settlement-report.csv (portal)', () => {
  it("downloads the signed call's bytes for the roles that see money, audited; others and other partners are refused", async () => {
    const s = server();
    const { ws, day } = await yesterdaysWorkspace(s);
    const query = { app_id: ws.prod.id, app_status: 'PRODUCTION', date: day };
    const download = (auth: { token: string; headers: Record<string, string> }, q: Record<string, string> = query) =>
      fetch(`${s.url}/v1/partner/settlement-report.csv?${new URLSearchParams(q)}`, {
        headers: { authorization: auth.token, ...auth.headers },
      });
    const res = await download(ws.options);
    expect(res.status).toBe(200);
    const text = await res.text();
    expect(text).toBe(await (await fetchSigned(s, ws.prod, { date: day })).text());
    const audited = await s.database.db
      .select({ action: auditLog.action, targetId: auditLog.targetId })
      .from(auditLog)
      .where(and(eq(auditLog.partnerId, ws.partnerId), inArray(auditLog.action, ['export.settlement_report'])));
    expect(audited).toEqual([{ action: 'export.settlement_report', targetId: ws.prod.id }]);

    // Another partner's OWNER asks for this app: not found, as if it did not exist.
    const other = await newPartnerWorkspace(s, 'settle-other');
    expect((await download(other.options)).status).toBe(404);
    // Without today's active token: refused before anything is read.
    expect((await download({ token: ws.token, headers: {} })).status).toBe(403);
    // The same member moved to a role without money figures: refused, a burst as well as one.
    for (const role of ['SUPPORTER', 'TECHNICAL']) {
      await s.database.db.execute(
        sql`update user_partners set role = ${role} where partner_id = ${ws.partnerId} and user_id = ${ws.userId}`,
      );
      // The instance drops what it remembered of the member when the database's notice arrives
      // (ADR 0022), a moment after the commit: the burst starts once the member reads as moved.
      await eventually(async () => {
        const info = await s.gql<{ userInfo: { user_type: string } }>(
          'query { userInfo { user_type } }',
          {},
          ws.options,
        );
        return info.data?.userInfo.user_type === role;
      });
      const statuses = await Promise.all(Array.from({ length: 10 }, async () => (await download(ws.options)).status));
      expect(new Set(statuses)).toEqual(new Set([403]));
    }
    // Nothing more was audited for the refused downloads.
    expect(
      await s.database.db
        .select({ id: auditLog.id })
        .from(auditLog)
        .where(and(eq(auditLog.partnerId, ws.partnerId), eq(auditLog.action, 'export.settlement_report'))),
    ).toHaveLength(1);
  });
});
