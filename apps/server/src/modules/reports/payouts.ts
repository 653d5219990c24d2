import {
  PAYOUT_REPORT_CSV_COLUMNS,
  PAYOUT_REPORT_PAGE_SIZE,
  PAYOUT_REPORT_TYPES,
  type PartnerPayoutReportArgs,
  type PaymentStatus,
  type PayoutReportRow,
  parseStatementPeriod,
  startOfLocalDay,
} from '@paygate/contracts';
import { type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { payments } from '../../db/schema.js';
import { csvHeader, csvLine, type KeysetLines, keysetCsvChunks, localTime, plain, quoted } from '../../lib/http/csv.js';
import { decimal, milli, normalize } from '../../lib/money.js';

// The payout report (issue 30 item 3, PRODUCT §2.23): the partner's PRODUCTION cash-outs and token
// withdrawals made in a range of its days, newest first, each with what it paid and its fee, where
// it went, and — once the bank or chain answered — when it settled and the network's reference
// (payments.details.network_reference: the bank's FT… number, the chain's transaction hash). The
// list and its totals read the partner's payments of the range on payments_list_idx; the CSV is
// the same rows oldest first, in keyset batches (flat memory whatever the range).

const ENVIRONMENT = 'PRODUCTION';
const BATCH_ROWS = 2_000;

export type PayoutTotal = {
  currency: string;
  chain: string | null;
  status: PaymentStatus;
  payouts: number;
  amount: string;
  fee: string;
};

export type PayoutReport = {
  from_date: string;
  to_date: string;
  page: number;
  total: number;
  rows: PayoutReportRow[];
  /** Per currency, chain and status: what was paid out (SUCCESS), is on its way (PENDING), came back. */
  totals: PayoutTotal[];
};

/** The first instant of a YYYY-MM-DD of `timeZone`, or of the next day. */
const dayStart = (text: string, timeZone: string, next = false) => {
  const period = parseStatementPeriod(text);
  if (period?.kind !== 'day' || period.day === undefined) throw new Error(`not a day: ${text}`);
  const day = new Date(Date.UTC(period.year, period.month - 1, period.day + (next ? 1 : 0)));
  return startOfLocalDay(timeZone, day.getUTCFullYear(), day.getUTCMonth() + 1, day.getUTCDate());
};

const TYPES = sql.join(
  PAYOUT_REPORT_TYPES.map((t) => sql`${t}`),
  sql`, `,
);

/** The payouts of the partner made in the range: one WHERE for the page, the totals and the CSV. */
const payoutsOf = (partnerId: string, timeZone: string, args: { from_date: string; to_date: string }): SQL => {
  const from = dayStart(args.from_date, timeZone);
  const until = dayStart(args.to_date, timeZone, true);
  return sql`${payments.partnerId} = ${partnerId} and ${payments.environment} = ${ENVIRONMENT}
    and ${payments.createdAt} >= ${from.toISOString()}::timestamptz and ${payments.createdAt} < ${until.toISOString()}::timestamptz
    and ${payments.type} in (${TYPES})`;
};

const rowsOf = <T>(result: unknown): T[] => (result as { rows: T[] }).rows;
const iso = (value: Date | string | null) => (value === null ? null : new Date(value).toISOString());

/** A page's row as the database answers it: the contract's row, its instants not yet ISO text. */
type PageRow = Omit<PayoutReportRow, 'created_at' | 'settled_at'> & {
  created_at: Date | string;
  settled_at: Date | string | null;
};

export const payoutReport = async (
  db: Db,
  partnerId: string,
  timeZone: string,
  args: PartnerPayoutReportArgs,
): Promise<PayoutReport> => {
  const where = payoutsOf(partnerId, timeZone, args);
  const [page, totals] = await Promise.all([
    db.execute(sql`select id, transaction_id, type, status::text as status, amount::text, fee::text, currency, chain,
        bank, account_number, created_at, completed_at as settled_at, details->>'network_reference' as network_reference
      from ${payments} where ${where}
      order by created_at desc, id desc
      limit ${PAYOUT_REPORT_PAGE_SIZE} offset ${(args.page - 1) * PAYOUT_REPORT_PAGE_SIZE}`),
    db.execute(sql`select currency, coalesce(chain, '') as chain, status::text as status, count(*)::int as payouts,
        sum(amount)::text as amount, sum(fee)::text as fee
      from ${payments} where ${where}
      group by 1, 2, 3 order by (currency <> 'VND'), 1, 2, 3`),
  ]);
  const sums = rowsOf<{
    currency: string;
    chain: string;
    status: PaymentStatus;
    payouts: number;
    amount: string;
    fee: string;
  }>(totals);
  return {
    from_date: args.from_date,
    to_date: args.to_date,
    page: args.page,
    total: sums.reduce((n, s) => n + Number(s.payouts), 0),
    rows: rowsOf<PageRow>(page).map((r) => ({
      ...r,
      amount: normalize(r.amount) ?? '0',
      fee: normalize(r.fee) ?? '0',
      created_at: iso(r.created_at) ?? '',
      settled_at: iso(r.settled_at),
    })),
    totals: sums.map((s) => ({
      currency: s.currency,
      chain: s.chain === '' ? null : s.chain,
      status: s.status,
      payouts: Number(s.payouts),
      amount: decimal(milli(s.amount)),
      fee: decimal(milli(s.fee)),
    })),
  };
};

type Column = (typeof PAYOUT_REPORT_CSV_COLUMNS)[number];
const money = (value: SQL) => plain(sql`trim_scale(${value})`);

/** The CSV's values, keyed by the contract's columns; times with the partner zone's offset. */
const csvValues = (timeZone: string): Record<Column, SQL> => ({
  created_at: localTime(sql`${payments.createdAt}`, timeZone),
  id: plain(sql`${payments.id}`),
  transaction_id: quoted(sql`${payments.transactionId}`),
  type: plain(sql`${payments.type}`),
  status: plain(sql`${payments.status}`),
  currency: plain(sql`${payments.currency}`),
  chain: plain(sql`${payments.chain}`),
  amount: money(sql`${payments.amount}`),
  fee: money(sql`${payments.fee}`),
  bank: quoted(sql`${payments.bank}`),
  account_number: quoted(sql`${payments.accountNumber}`),
  settled_at: localTime(sql`${payments.completedAt}`, timeZone),
  network_reference: quoted(sql`(${payments.details}->>'network_reference')`),
});

/** The payout report as CSV: header, then every payout of the range oldest first, a batch at a time. */
export async function* payoutCsv(
  db: Db,
  partnerId: string,
  timeZone: string,
  args: { from_date: string; to_date: string },
): AsyncGenerator<string> {
  const values = csvValues(timeZone);
  const columns = PAYOUT_REPORT_CSV_COLUMNS.map((header) => ({ header, value: values[header] }));
  const line = csvLine(columns);
  const where = payoutsOf(partnerId, timeZone, args);
  yield csvHeader(columns);
  yield* keysetCsvChunks(async (after) => {
    const next = after
      ? sql`and (${payments.createdAt}, ${payments.id}) > (${after.at}::timestamptz, ${after.id}::uuid)`
      : sql``;
    return rowsOf<KeysetLines[number]>(
      await db.execute(sql`select ${line} as line, created_at::text as k_at, id::text as k_id
        from ${payments} where ${where} ${next}
        order by created_at, id limit ${BATCH_ROWS}`),
    );
  }, BATCH_ROWS);
}
