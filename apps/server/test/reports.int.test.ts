import { REPORT_MESSAGES, type ReportRow } from '@paygate/contracts';
import { and, eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { auditLog } from '../src/db/schema.js';
import { newPartnerWorkspace, seedPayment } from './support/payments.js';
import { answersByRole, BOOKS_ROLE_ANSWERS } from './support/roles.js';
import { type TestServer, useTestServer } from './support/server.js';

// Issue 30 item 3: /report's figures computed from the partner's payments, per day of its time
// zone and per service, with its CSV; the roles of the balance history.

const server = useTestServer();

const REPORT = /* GraphQL */ `
  query PartnerReport($service: String!, $from_date: String!, $to_date: String!) {
    partnerReport(service: $service, from_date: $from_date, to_date: $to_date) {
      service from_date to_date
      rows { date service total_payment total_success total_failed revenue }
      total_payment total_success total_failed revenue
    }
  }
`;
type Report = {
  service: string;
  rows: ReportRow[];
  total_payment: number;
  total_success: number;
  total_failed: number;
  revenue: string;
};
type Auth = { token: string; headers: Record<string, string> };

const reportOf = async (s: TestServer, auth: Auth, vars: Record<string, unknown>) =>
  s.gql<{ partnerReport: Report }>(REPORT, vars, auth);
const download = (s: TestServer, query: Record<string, string>, auth: Auth) =>
  fetch(`${s.url}/v1/partner/report.csv?${new URLSearchParams(query)}`, {
    headers: { authorization: auth.token, ...auth.headers },
  });

// Days of Asia/Ho_Chi_Minh (UTC+7, a new partner's zone): local midnight is 17:00 UTC the day before.
const at = (iso: string) => new Date(iso);
const RANGE = { from_date: '2026-10-01', to_date: '2026-10-03' };

/** A workspace with payments on 1 and 2 October (local), at the edges of the days too. */
const octoberWorkspace = async (s: TestServer, label: string) => {
  const ws = await newPartnerWorkspace(s, label);
  const day1 = at('2026-10-01T03:00:00Z');
  await seedPayment(s, ws.prod, { status: 'SUCCESS', amount: '100000', createdAt: day1 });
  await seedPayment(s, ws.prod, { status: 'SUCCESS', amount: '250000', createdAt: day1 });
  await seedPayment(s, ws.prod, { status: 'FAILED', amount: '900000', createdAt: day1 });
  await seedPayment(s, ws.prod, { status: 'PENDING', amount: '400000', createdAt: day1 });
  // A token payment is counted and paid, but adds no đồng to the revenue.
  await seedPayment(s, ws.prod, {
    type: 'CRYPTO',
    status: 'SUCCESS',
    currency: 'USDT',
    chain: 'bsc',
    amount: '10.5',
    fee: '0.1',
    bank: null,
    createdAt: day1,
  });
  await seedPayment(s, ws.prod, { type: 'CASH_IN', status: 'SUCCESS', amount: '500000', bank: null, createdAt: day1 });
  await seedPayment(s, ws.prod, { type: 'CASH_OUT', amount: '200000', bank: null, createdAt: day1 });
  // No service's: a token exchange; no business of the report: a development app's payment.
  await seedPayment(s, ws.prod, { type: 'CRYPTO_EXCHANGE', amount: '300000', bank: null, createdAt: day1 });
  await seedPayment(s, ws.dev, { status: 'SUCCESS', amount: '777000', createdAt: day1 });
  // 23:59 on 2 October local, then 00:01 on 3 October local, then 4 October (outside the range).
  await seedPayment(s, ws.prod, { status: 'SUCCESS', amount: '1000', createdAt: at('2026-10-02T16:59:00Z') });
  await seedPayment(s, ws.prod, { status: 'SUCCESS', amount: '2000', createdAt: at('2026-10-02T17:01:00Z') });
  await seedPayment(s, ws.prod, { status: 'SUCCESS', amount: '4000', createdAt: at('2026-10-03T17:00:00Z') });
  return ws;
};

const row = (date: string, service: string, total: number, success: number, failed: number, revenue: string) => ({
  date,
  service,
  total_payment: total,
  total_success: success,
  total_failed: failed,
  revenue,
});

describe('reports (issue 30 item 3)', () => {
  it("counts each local day's payments per service, paid and failed, and the đồng paid", async () => {
    const s = server();
    const ws = await octoberWorkspace(s, 'report');
    const res = await reportOf(s, ws.options, { service: 'ALL', ...RANGE });
    expect(res.errors).toBeUndefined();
    const report = res.data!.partnerReport;
    expect(report.rows).toEqual([
      row('2026-10-01', 'PAYMENT_GATEWAY', 5, 3, 1, '350000'),
      row('2026-10-01', 'TOPUP', 1, 1, 0, '500000'),
      row('2026-10-01', 'PAY_ON_BEHALF', 1, 0, 0, '0'),
      row('2026-10-02', 'PAYMENT_GATEWAY', 1, 1, 0, '1000'),
      row('2026-10-03', 'PAYMENT_GATEWAY', 1, 1, 0, '2000'),
    ]);
    expect([report.total_payment, report.total_success, report.total_failed, report.revenue]).toEqual([
      9,
      6,
      1,
      '853000',
    ]);
    // One service: its rows only; card charging is no product of this gateway.
    const topup = (await reportOf(s, ws.options, { service: 'TOPUP', ...RANGE })).data!.partnerReport;
    expect(topup.rows).toEqual([row('2026-10-01', 'TOPUP', 1, 1, 0, '500000')]);
    const cards = (await reportOf(s, ws.options, { service: 'CARD_CHARGING', ...RANGE })).data!.partnerReport;
    expect([cards.rows, cards.total_payment, cards.revenue]).toEqual([[], 0, '0']);
    // One day: the payment at 23:59 is the 2nd's, the one two minutes later the 3rd's.
    const second = (await reportOf(s, ws.options, { service: 'ALL', from_date: '2026-10-02', to_date: '2026-10-02' }))
      .data!.partnerReport;
    expect(second.rows).toEqual([row('2026-10-02', 'PAYMENT_GATEWAY', 1, 1, 0, '1000')]);
  });

  it('follows the partner time zone: the same payments fall on other days in New York', async () => {
    const s = server();
    const ws = await octoberWorkspace(s, 'report-ny');
    await s.database.db.execute(sql`update partners set time_zone = 'America/New_York' where id = ${ws.partnerId}`);
    const report = (await reportOf(s, ws.options, { service: 'PAYMENT_GATEWAY', ...RANGE })).data!.partnerReport;
    // 03:00 UTC on 1 October is 23:00 on 30 September in New York (outside); 16:59 and 17:01 UTC
    // on the 2nd are both the 2nd; 17:00 UTC on the 3rd is the 3rd there.
    expect(report.rows).toEqual([
      row('2026-10-02', 'PAYMENT_GATEWAY', 2, 2, 0, '3000'),
      row('2026-10-03', 'PAYMENT_GATEWAY', 1, 1, 0, '4000'),
    ]);
  });

  it('refuses a bad range and service with the message, another role, no active token; shows only the own partner', async () => {
    const s = server();
    const ws = await octoberWorkspace(s, 'report-refuse');
    const refusal = async (vars: Record<string, unknown>) => {
      const res = await reportOf(s, ws.options, vars);
      return [res.errors?.[0]?.extensions?.code, res.errors?.[0]?.message];
    };
    expect(await refusal({ service: 'ALL', from_date: '', to_date: '2026-10-03' })).toEqual([
      'BAD_USER_INPUT',
      REPORT_MESSAGES.rangeRequired,
    ]);
    expect(await refusal({ service: 'ALL', from_date: '2026-02-30', to_date: '2026-03-01' })).toEqual([
      'BAD_USER_INPUT',
      REPORT_MESSAGES.rangeInvalid,
    ]);
    expect(await refusal({ service: 'ALL', from_date: '2026-10-03', to_date: '2026-10-01' })).toEqual([
      'BAD_USER_INPUT',
      REPORT_MESSAGES.rangeReversed,
    ]);
    expect(await refusal({ service: 'ALL', from_date: '2025-01-01', to_date: '2026-01-02' })).toEqual([
      'BAD_USER_INPUT',
      REPORT_MESSAGES.rangeTooLong,
    ]);
    expect(await refusal({ service: 'LOTTERY', ...RANGE })).toEqual(['BAD_USER_INPUT', REPORT_MESSAGES.serviceInvalid]);
    expect((await download(s, { service: 'ALL', from_date: 'x', to_date: 'y' }, ws.options)).status).toBe(400);
    const noActive = await s.gql(REPORT, { service: 'ALL', ...RANGE }, { token: ws.token });
    expect(noActive.errors?.[0]?.extensions?.code).toBe('ACTIVE_TOKEN_REQUIRED');
    // Another partner's report is its own: none of these payments.
    const other = await newPartnerWorkspace(s, 'report-other');
    const theirs = (await reportOf(s, other.options, { service: 'ALL', ...RANGE })).data!.partnerReport;
    expect([theirs.rows, theirs.total_payment]).toEqual([[], 0]);

    const vars = { service: 'ALL', ...RANGE };
    const answers = await answersByRole(s, async (auth) => ({
      query: await reportOf(s, auth, vars),
      download: await download(s, vars, auth),
    }));
    expect(answers).toEqual(BOOKS_ROLE_ANSWERS);
  });

  it("exports the table's rows and total as CSV, and records each export", async () => {
    const s = server();
    const ws = await octoberWorkspace(s, 'report-csv');
    const res = await download(s, { service: 'ALL', ...RANGE }, ws.options);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toContain('text/csv');
    expect(res.headers.get('content-disposition')).toBe('attachment; filename="report-ALL-2026-10-01-2026-10-03.csv"');
    expect((await res.text()).split('\r\n')).toEqual([
      'date,service,total_payment,total_success,total_failed,revenue_vnd',
      '2026-10-01,PAYMENT_GATEWAY,5,3,1,350000',
      '2026-10-01,TOPUP,1,1,0,500000',
      '2026-10-01,PAY_ON_BEHALF,1,0,0,0',
      '2026-10-02,PAYMENT_GATEWAY,1,1,0,1000',
      '2026-10-03,PAYMENT_GATEWAY,1,1,0,2000',
      'total,ALL,9,6,1,853000',
      '',
    ]);
    const entries = await s.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.partnerId, ws.partnerId), eq(auditLog.action, 'export.report')));
    expect(entries).toHaveLength(1);
  });

  it('equals a recount of the payments after 30 are made and finished at once while the report is read', async () => {
    const s = server();
    const ws = await newPartnerWorkspace(s, 'report-race');
    const today = new Date().toLocaleDateString('en-CA', { timeZone: 'Asia/Ho_Chi_Minh' });
    const vars = { service: 'ALL', from_date: today, to_date: today };
    const statuses = ['SUCCESS', 'FAILED', 'PENDING'] as const;
    const reads = await Promise.all([
      ...Array.from({ length: 30 }, (_, n) =>
        seedPayment(s, ws.prod, { status: statuses[n % 3], amount: String(1000 * (n + 1)) }).then(() => undefined),
      ),
      ...Array.from({ length: 10 }, () => reportOf(s, ws.options, vars)),
    ]);
    for (const r of reads) if (r) expect(r.errors).toBeUndefined();
    const report = (await reportOf(s, ws.options, vars)).data!.partnerReport;
    const { rows } = (await s.database.db.execute(sql`
      select count(*)::int as total, (count(*) filter (where status = 'SUCCESS'))::int as success,
             (count(*) filter (where status = 'FAILED'))::int as failed,
             coalesce(sum(amount) filter (where status = 'SUCCESS'), 0)::bigint::text as revenue
      from payments where partner_id = ${ws.partnerId} and environment = 'PRODUCTION'`)) as unknown as {
      rows: { total: number; success: number; failed: number; revenue: string }[];
    };
    expect([report.total_payment, report.total_success, report.total_failed, report.revenue]).toEqual([
      rows[0]?.total,
      rows[0]?.success,
      rows[0]?.failed,
      rows[0]?.revenue,
    ]);
    expect(report.total_payment).toBe(30);
  });
});
