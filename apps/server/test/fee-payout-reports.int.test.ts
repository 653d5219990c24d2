import {
  FEE_REPORT_MESSAGES,
  type FeeReportRow,
  gatewayHash,
  PAYOUT_REPORT_CSV_COLUMNS,
  PAYOUT_REPORT_PAGE_SIZE,
  type PayoutReportRow,
  REPORT_MESSAGES,
} from '@paygate/contracts';
import { and, eq, sql } from 'drizzle-orm';
import { TOTP } from 'otpauth';
import { describe, expect, it } from 'vitest';
import { auditLog, payments, refunds } from '../src/db/schema.js';
import { normalize } from '../src/lib/money.js';
import { eventually, uniqueTxn } from './support/gateway.js';
import { cashOutBody, postJson } from './support/money.js';
import { newPartnerWorkspace, seedPayment } from './support/payments.js';
import { answersByRole, BOOKS_ROLE_ANSWERS } from './support/roles.js';
import { type TestServer, useTestServer } from './support/server.js';

// Issue 30 item 3's two new reports: the fees charged per method and month (equal to the gateway's
// fee postings to the đồng) and the payouts with their settlement time and the network's reference,
// each with its CSV, for the roles that close the books.

const server = useTestServer();

const FEES = /* GraphQL */ `
  query PartnerFeeReport($from_month: String!, $to_month: String!) {
    partnerFeeReport(from_month: $from_month, to_month: $to_month) {
      from_month to_month
      rows { month method currency chain charges charged returned net }
      totals { currency chain charges charged returned net }
    }
  }
`;
const PAYOUTS = /* GraphQL */ `
  query PartnerPayoutReport($from_date: String!, $to_date: String!, $page: Int) {
    partnerPayoutReport(from_date: $from_date, to_date: $to_date, page: $page) {
      from_date to_date page total
      rows { id transaction_id type status amount fee currency chain bank account_number created_at settled_at network_reference }
      totals { currency chain status payouts amount fee }
    }
  }
`;
type FeeReport = { rows: FeeReportRow[]; totals: Omit<FeeReportRow, 'month' | 'method'>[] };
type PayoutReport = {
  page: number;
  total: number;
  rows: PayoutReportRow[];
  totals: { currency: string; chain: string | null; status: string; payouts: number; amount: string; fee: string }[];
};
type Auth = { token: string; headers: Record<string, string> };

const feesOf = (s: TestServer, auth: Auth, vars: Record<string, unknown>) =>
  s.gql<{ partnerFeeReport: FeeReport }>(FEES, vars, auth);
const payoutsOf = (s: TestServer, auth: Auth, vars: Record<string, unknown>) =>
  s.gql<{ partnerPayoutReport: PayoutReport }>(PAYOUTS, vars, auth);
const download = (s: TestServer, file: string, query: Record<string, string>, auth: Auth) =>
  fetch(`${s.url}/v1/partner/${file}?${new URLSearchParams(query)}`, {
    headers: { authorization: auth.token, ...auth.headers },
  });

const ZONE = 'Asia/Ho_Chi_Minh';
/** The month n months before this one in the partner's zone, and an instant on its 10th. */
const monthAgo = (n: number) => {
  const [year = 0, month = 0] = new Date().toLocaleDateString('en-CA', { timeZone: ZONE }).split('-').map(Number);
  const first = new Date(Date.UTC(year, month - 1 - n, 1));
  const label = first.toISOString().slice(0, 7);
  return { label, at: new Date(`${label}-10T05:00:00Z`) };
};
/**
 * Yesterday and today in the partner's zone: the payouts a test just made, even when the partner's
 * midnight (17:00 UTC) falls between making them and reading the report.
 */
const lastTwoDays = () => {
  const day = (ms: number) => new Date(ms).toLocaleDateString('en-CA', { timeZone: ZONE });
  return { from_date: day(Date.now() - 86_400_000), to_date: day(Date.now()) };
};

const feeRow = (
  month: string,
  method: string,
  currency: string,
  chain: string | null,
  charges: number,
  charged: string,
  returned: string,
  net: string,
) => ({ month, method, currency, chain, charges, charged, returned, net });

/**
 * Two months ago: card and QR payments, a token payment; last month: a card payment, a cash-in
 * without fee, a cash-out still on its way, a withdrawal the chain refused (its fee given back); this
 * month: a refund of the first card payment with the partner's fee share given back. Things no
 * report may count: a failed payment, a development app's payment.
 */
const feeWorkspace = async (s: TestServer, label: string) => {
  const ws = await newPartnerWorkspace(s, label);
  await s.services.admin.setFees(ws.partnerId, ['refund_fee_returned=on']);
  const [two, one] = [monthAgo(2), monthAgo(1)];
  const card = await seedPayment(s, ws.prod, { status: 'SUCCESS', amount: '1000000', fee: '22000', createdAt: two.at });
  await seedPayment(s, ws.prod, { status: 'SUCCESS', amount: '500000', fee: '11000', createdAt: two.at });
  await seedPayment(s, ws.prod, {
    type: 'DYNAMIC_QR',
    status: 'SUCCESS',
    amount: '250000',
    fee: '2500',
    bank: null,
    createdAt: two.at,
  });
  await seedPayment(s, ws.prod, {
    type: 'CRYPTO',
    status: 'SUCCESS',
    currency: 'USDT',
    chain: 'bsc',
    amount: '10.5',
    fee: '0.125',
    bank: null,
    createdAt: two.at,
  });
  await seedPayment(s, ws.prod, { status: 'FAILED', amount: '900000', fee: '19800', createdAt: two.at });
  await seedPayment(s, ws.dev, { status: 'SUCCESS', amount: '700000', fee: '15400', createdAt: two.at });
  await seedPayment(s, ws.prod, { status: 'SUCCESS', amount: '300000', fee: '6600', createdAt: one.at });
  await seedPayment(s, ws.prod, {
    type: 'CASH_IN',
    status: 'SUCCESS',
    amount: '5000000',
    fee: '0',
    bank: null,
    createdAt: one.at,
  });
  await seedPayment(s, ws.prod, {
    type: 'CASH_OUT',
    amount: '2000000',
    fee: '5500',
    details: { debited: '2005500', sent: '2000000' },
    createdAt: one.at,
    reserve: true,
  });
  await seedPayment(s, ws.prod, {
    type: 'PAY_CRYPTO_WITHDRAW',
    status: 'FAILED',
    amount: '5',
    fee: '1',
    currency: 'USDT',
    chain: 'bsc',
    bank: 'USDT',
    details: { debited: '6', sent: '5' },
    createdAt: one.at,
    reserve: true,
  });
  // The refund, through the gateway (signed by the app): 40 % of the card payment, 40 % of its fee back.
  const body = {
    app_id: ws.prod.id,
    transaction_id: uniqueTxn('RF'),
    payment_id: card.id,
    amount: '400000',
    reason: 'Returned goods',
  };
  const refunded = await postJson(s, '/v1/partner/refund', undefined, {
    ...body,
    hash: gatewayHash('refund', body, ws.prod.appSecret),
  });
  expect(refunded.status, JSON.stringify(refunded.body)).toBe(200);
  const [refund] = await s.database.db.select().from(refunds).where(eq(refunds.transactionId, body.transaction_id));
  return { ws, months: [two.label, one.label, monthAgo(0).label] as const, refund };
};

/** The sum of the gateway's fee-account lines of the partner's PRODUCTION payments, per currency. */
const feePostings = async (s: TestServer, partnerId: string) => {
  const result = await s.database.db.execute(sql`
    select fa.currency, fa.chain, trim_scale(sum(f.amount))::text as fees
    from ledger_entries f join ledger_accounts fa on fa.id = f.account_id and fa.kind = 'fees'
    join payment_keys k on k.id = f.payment_id join apps on apps.id = k.app_id
    where apps.partner_id = ${partnerId} and fa.environment = 'PRODUCTION'
    group by 1, 2 order by 1 desc, 2`);
  return (result as unknown as { rows: { currency: string; chain: string; fees: string }[] }).rows.map((r) => [
    r.currency,
    r.chain === '' ? null : r.chain,
    r.fees,
  ]);
};

describe('the fee report (issue 30 item 3)', () => {
  it('adds the fees charged and given back per month, method and currency, to the fee postings exactly', async () => {
    const s = server();
    const { ws, months, refund } = await feeWorkspace(s, 'fees');
    const [two, one, now] = months;
    const shareBack = `-${normalize(refund?.feeReturned)}`;
    expect(shareBack).toBe('-8800');
    const res = await feesOf(s, ws.options, { from_month: two, to_month: now });
    expect(res.errors).toBeUndefined();
    const report = res.data!.partnerFeeReport;
    expect(report.rows).toEqual([
      feeRow(two, 'ATM_CARD', 'VND', null, 2, '33000', '0', '33000'),
      feeRow(two, 'CRYPTO', 'USDT', 'bsc', 1, '0.125', '0', '0.125'),
      feeRow(two, 'DYNAMIC_QR', 'VND', null, 1, '2500', '0', '2500'),
      feeRow(one, 'ATM_CARD', 'VND', null, 1, '6600', '0', '6600'),
      feeRow(one, 'CASH_OUT', 'VND', null, 1, '5500', '0', '5500'),
      // Charged when the chain took it, given back when it refused: nothing kept.
      feeRow(one, 'PAY_CRYPTO_WITHDRAW', 'USDT', 'bsc', 1, '1', '-1', '0'),
      feeRow(now, 'REFUND', 'VND', null, 0, '0', shareBack, shareBack),
    ]);
    expect(report.totals).toEqual([
      { currency: 'VND', chain: null, charges: 5, charged: '47600', returned: '-8800', net: '38800' },
      { currency: 'USDT', chain: 'bsc', charges: 2, charged: '1.125', returned: '-1', net: '0.125' },
    ]);
    // The nets are the gateway's fee postings of the partner's payments, to the đồng and the token's decimals.
    expect(report.totals.map((t) => [t.currency, t.chain, t.net])).toEqual(await feePostings(s, ws.partnerId));
    // One month: its rows only; a month with nothing is empty.
    const last = (await feesOf(s, ws.options, { from_month: one, to_month: one })).data!.partnerFeeReport;
    expect(last.rows.map((r) => r.method)).toEqual(['ATM_CARD', 'CASH_OUT', 'PAY_CRYPTO_WITHDRAW']);
    const none = (await feesOf(s, ws.options, { from_month: '2020-01', to_month: '2020-02' })).data!.partnerFeeReport;
    expect([none.rows, none.totals]).toEqual([[], []]);
  });

  it('downloads the rows and a total per currency as CSV, audited; refuses bad months, other roles, other partners', async () => {
    const s = server();
    const { ws, months } = await feeWorkspace(s, 'fees-csv');
    const [two, one] = months;
    const res = await download(s, 'fee-report.csv', { from_month: two, to_month: one }, ws.options);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-disposition')).toBe(`attachment; filename="fee-report-${two}-${one}.csv"`);
    expect((await res.text()).split('\r\n')).toEqual([
      'month,method,currency,chain,charges,charged,returned,net',
      `${two},ATM_CARD,VND,,2,33000,0,33000`,
      `${two},CRYPTO,USDT,bsc,1,0.125,0,0.125`,
      `${two},DYNAMIC_QR,VND,,1,2500,0,2500`,
      `${one},ATM_CARD,VND,,1,6600,0,6600`,
      `${one},CASH_OUT,VND,,1,5500,0,5500`,
      `${one},PAY_CRYPTO_WITHDRAW,USDT,bsc,1,1,-1,0`,
      'total,,VND,,5,47600,0,47600',
      'total,,USDT,bsc,2,1.125,-1,0.125',
      '',
    ]);
    const audited = await s.database.db
      .select({ changes: auditLog.changes })
      .from(auditLog)
      .where(and(eq(auditLog.partnerId, ws.partnerId), eq(auditLog.action, 'export.fee_report')));
    expect(audited).toEqual([{ changes: { report: { before: null, after: { from_month: two, to_month: one } } } }]);

    const refusal = async (vars: Record<string, unknown>) => {
      const r = await feesOf(s, ws.options, vars);
      return [r.errors?.[0]?.extensions?.code, r.errors?.[0]?.message];
    };
    expect(await refusal({ from_month: '', to_month: one })).toEqual([
      'BAD_USER_INPUT',
      FEE_REPORT_MESSAGES.rangeRequired,
    ]);
    expect(await refusal({ from_month: '2026-13', to_month: one })).toEqual([
      'BAD_USER_INPUT',
      FEE_REPORT_MESSAGES.rangeInvalid,
    ]);
    expect(await refusal({ from_month: one, to_month: two })).toEqual([
      'BAD_USER_INPUT',
      FEE_REPORT_MESSAGES.rangeReversed,
    ]);
    expect(await refusal({ from_month: '2024-01', to_month: '2026-01' })).toEqual([
      'BAD_USER_INPUT',
      FEE_REPORT_MESSAGES.rangeTooLong,
    ]);
    const bad = await download(s, 'fee-report.csv', { from_month: 'x', to_month: one }, ws.options);
    expect(bad.status).toBe(400);
    // A refused download records nothing.
    const entries = await s.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.partnerId, ws.partnerId), eq(auditLog.action, 'export.fee_report')));
    expect(entries).toHaveLength(1);
    const noActive = await s.gql(FEES, { from_month: two, to_month: one }, { token: ws.token });
    expect(noActive.errors?.[0]?.extensions?.code).toBe('ACTIVE_TOKEN_REQUIRED');
    const other = await newPartnerWorkspace(s, 'fees-other');
    const theirs = (await feesOf(s, other.options, { from_month: two, to_month: one })).data!.partnerFeeReport;
    expect([theirs.rows, theirs.totals]).toEqual([[], []]);

    const vars = { from_month: two, to_month: one };
    const answers = await answersByRole(s, async (auth) => ({
      query: await feesOf(s, auth, vars),
      download: await download(s, 'fee-report.csv', vars, auth),
    }));
    expect(answers).toEqual(BOOKS_ROLE_ANSWERS);
  });

  it('equals the fee postings after 30 payments finish at once while the report is read', async () => {
    const s = server();
    const ws = await newPartnerWorkspace(s, 'fees-race');
    // Last month too: the payments of a test that runs across the partner's month end.
    const months = { from_month: monthAgo(1).label, to_month: monthAgo(0).label };
    const statuses = ['SUCCESS', 'FAILED', 'PENDING'] as const;
    const reads = await Promise.all([
      ...Array.from({ length: 30 }, (_, n) =>
        seedPayment(s, ws.prod, { status: statuses[n % 3], amount: '100000', fee: String(100 + n) }).then(
          () => undefined,
        ),
      ),
      ...Array.from({ length: 10 }, () => feesOf(s, ws.options, months)),
    ]);
    for (const r of reads) if (r) expect(r.errors).toBeUndefined();
    const report = (await feesOf(s, ws.options, months)).data!.partnerFeeReport;
    // The ten SUCCESS payments' fees: 100, 103, …, 127.
    expect(report.totals).toEqual([
      { currency: 'VND', chain: null, charges: 10, charged: '1135', returned: '0', net: '1135' },
    ]);
    expect(report.totals.map((t) => [t.currency, t.chain, t.net])).toEqual(await feePostings(s, ws.partnerId));
  });
});

describe('the payout report (issue 30 item 3)', () => {
  it("lists the range's cash-outs and withdrawals newest first, with the settlement time and the bank's reference", async () => {
    const s = server();
    const ws = await newPartnerWorkspace(s, 'payouts');
    await seedPayment(s, ws.prod, { type: 'CASH_IN', status: 'SUCCESS', amount: '50000000', fee: '0', bank: null });
    await seedPayment(s, ws.prod, {
      type: 'CRYPTO_DEPOSIT',
      status: 'SUCCESS',
      amount: '100',
      fee: '0',
      currency: 'USDT',
      chain: 'bsc',
      bank: 'USDT',
    });
    // A cash-out by the owner, paid by the sandbox bank: its FT… reference and when it settled.
    const cashOutTxn = `cashout-${uniqueTxn()}`;
    const out = await postJson(s, '/v1/partner/transfer/cms', ws.token, {
      ...cashOutBody(ws.prod, 1_000_000, { transaction_id: cashOutTxn }),
      otp: new TOTP({ secret: ws.totpSecret }).generate(),
    });
    expect(out.body.error_code, JSON.stringify(out.body)).toBe(0);
    const paid = await eventually(async () => {
      const [row] = await s.database.db
        .select()
        .from(payments)
        .where(and(eq(payments.appId, ws.prod.id), eq(payments.transactionId, cashOutTxn)));
      return row?.status === 'SUCCESS' ? row : undefined;
    });
    const refused = await seedPayment(s, ws.prod, {
      type: 'PAY_CRYPTO_WITHDRAW',
      status: 'FAILED',
      amount: '10',
      fee: '1',
      currency: 'USDT',
      chain: 'bsc',
      bank: 'USDT',
      accountNumber: '0x52908400098527886E0F7030069857D2E4169EE7',
      details: { debited: '11', sent: '10' },
      reserve: true,
    });
    const onItsWay = await seedPayment(s, ws.prod, {
      type: 'CASH_OUT',
      amount: '300000',
      fee: '3300',
      accountNumber: '0123456789',
      details: { debited: '303300', sent: '300000' },
      reserve: true,
    });
    // Not payouts of this report: a payer's payment, a development app's cash-out, another partner's.
    await seedPayment(s, ws.prod, { status: 'SUCCESS', amount: '100000' });
    await seedPayment(s, ws.dev, { type: 'CASH_IN', status: 'SUCCESS', amount: '1000000', fee: '0', bank: null });
    await seedPayment(s, ws.dev, {
      type: 'CASH_OUT',
      amount: '100000',
      fee: '0',
      details: { debited: '100000', sent: '100000' },
    });

    const days = lastTwoDays();
    const res = await payoutsOf(s, ws.options, days);
    expect(res.errors).toBeUndefined();
    const report = res.data!.partnerPayoutReport;
    expect(report.total).toBe(3);
    expect(report.rows.map((r) => [r.id, r.type, r.status])).toEqual([
      [onItsWay.id, 'CASH_OUT', 'PENDING'],
      [refused.id, 'PAY_CRYPTO_WITHDRAW', 'FAILED'],
      [paid.id, 'CASH_OUT', 'SUCCESS'],
    ]);
    const [pending, failed, settled] = report.rows;
    expect(settled?.network_reference).toMatch(/^FT\d{14}$/);
    expect(settled?.network_reference).toBe(paid.details.network_reference);
    expect(settled?.settled_at).toBe(paid.completedAt?.toISOString());
    expect([settled?.transaction_id, settled?.amount, settled?.currency, settled?.chain]).toEqual([
      cashOutTxn,
      '1000000',
      'VND',
      null,
    ]);
    expect([failed?.amount, failed?.fee, failed?.currency, failed?.chain, failed?.account_number]).toEqual([
      '10',
      '1',
      'USDT',
      'bsc',
      '0x52908400098527886E0F7030069857D2E4169EE7',
    ]);
    expect(failed?.settled_at).not.toBeNull();
    expect([pending?.settled_at, pending?.network_reference, pending?.fee]).toEqual([null, null, '3300']);
    expect(report.totals).toEqual([
      { currency: 'VND', chain: null, status: 'PENDING', payouts: 1, amount: '300000', fee: '3300' },
      { currency: 'VND', chain: null, status: 'SUCCESS', payouts: 1, amount: '1000000', fee: normalize(paid.fee) },
      { currency: 'USDT', chain: 'bsc', status: 'FAILED', payouts: 1, amount: '10', fee: '1' },
    ]);

    // The CSV: every payout oldest first, times in the partner's zone, the reference as the bank sent it.
    const csv = await download(s, 'payout-report.csv', days, ws.options);
    expect(csv.status).toBe(200);
    expect(csv.headers.get('content-disposition')).toBe(
      `attachment; filename="payout-report-${days.from_date}-${days.to_date}.csv"`,
    );
    const lines = (await csv.text()).split('\r\n');
    expect(lines[0]).toBe(PAYOUT_REPORT_CSV_COLUMNS.join(','));
    expect(lines.slice(1, -1).map((l) => l.split(',')[1])).toEqual([paid.id, refused.id, onItsWay.id]);
    const first = Object.fromEntries(PAYOUT_REPORT_CSV_COLUMNS.map((c, i) => [c, lines[1]?.split(',')[i]]));
    expect(first.network_reference).toBe(`"${paid.details.network_reference}"`);
    expect(first.settled_at).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\+07:00$/);
    expect(first.transaction_id).toBe(`"${cashOutTxn}"`);
    expect(lines.at(-1)).toBe('');
    const audited = await s.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.partnerId, ws.partnerId), eq(auditLog.action, 'export.payout_report')));
    expect(audited).toHaveLength(1);

    // Another partner sees none of them; the range's rule is /report's.
    const other = await newPartnerWorkspace(s, 'payouts-other');
    const theirs = (await payoutsOf(s, other.options, days)).data!.partnerPayoutReport;
    expect([theirs.total, theirs.rows, theirs.totals]).toEqual([0, [], []]);
    const reversed = await payoutsOf(s, ws.options, { from_date: days.to_date, to_date: '2020-01-01' });
    expect(reversed.errors?.[0]?.message).toBe(REPORT_MESSAGES.rangeReversed);
    expect((await download(s, 'payout-report.csv', { ...days, from_date: '' }, ws.options)).status).toBe(400);
    const vars = days;
    const answers = await answersByRole(s, async (auth) => ({
      query: await payoutsOf(s, auth, vars),
      download: await download(s, 'payout-report.csv', vars, auth),
    }));
    expect(answers).toEqual(BOOKS_ROLE_ANSWERS);
  });

  it('pages by 20 with the count of every page, and exports every page in one file', async () => {
    const s = server();
    const ws = await newPartnerWorkspace(s, 'payouts-pages');
    await seedPayment(s, ws.prod, { type: 'CASH_IN', status: 'SUCCESS', amount: '50000000', fee: '0', bank: null });
    const count = PAYOUT_REPORT_PAGE_SIZE + 5;
    // Made at once: the burst a busy payroll day is.
    await Promise.all(
      Array.from({ length: count }, (_, n) =>
        seedPayment(s, ws.prod, {
          type: 'CASH_OUT',
          amount: String(10_000 + n),
          fee: '0',
          details: { debited: String(10_000 + n), sent: String(10_000 + n) },
          reserve: true,
        }),
      ),
    );
    const days = lastTwoDays();
    const first = (await payoutsOf(s, ws.options, days)).data!.partnerPayoutReport;
    const second = (await payoutsOf(s, ws.options, { ...days, page: 2 })).data!.partnerPayoutReport;
    expect([first.total, first.rows.length, second.page, second.rows.length]).toEqual([count, 20, 2, 5]);
    const ids = [...first.rows, ...second.rows].map((r) => r.id);
    expect(new Set(ids).size).toBe(count);
    const amounts = [...first.rows, ...second.rows].reduce((sum, r) => sum + Number(r.amount), 0);
    expect(first.totals).toEqual([
      { currency: 'VND', chain: null, status: 'PENDING', payouts: count, amount: String(amounts), fee: '0' },
    ]);
    const csv = await (await download(s, 'payout-report.csv', days, ws.options)).text();
    const csvIds = csv
      .split('\r\n')
      .slice(1, -1)
      .map((l) => l.split(',')[1]);
    expect(new Set(csvIds)).toEqual(new Set(ids));
    expect(csvIds).toEqual([...ids].reverse());
  });
});
