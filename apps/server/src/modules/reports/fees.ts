import {
  FEE_REPORT_METHODS,
  type FeeReportMethod,
  type FeeReportRow,
  type PartnerFeeReportArgs,
  parseStatementPeriod,
  startOfLocalDay,
} from '@paygate/contracts';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { decimal, milli } from '../../lib/money.js';
import { postingTypeOf } from '../ledger/index.js';

// The fee report (issue 30 item 3, PRODUCT §2.23): the fees the partner's PRODUCTION postings
// charged, per month of its time zone, method and currency. A posting's fee is on its merchant
// line (docs/adr/0034), so the figures are the partner's own balances' lines — never the fee
// account every partner shares — and their sum is the sum of the gateway's fee postings of those
// payments, to the đồng and to the token's decimals. A line's month is when it was posted: a
// payout's fee when it was accepted, its return when the network refused it.

export type FeeReport = {
  from_month: string;
  to_month: string;
  rows: FeeReportRow[];
  /** Per currency (and chain): amounts in different currencies are never added. */
  totals: Omit<FeeReportRow, 'month' | 'method'>[];
};

const ENVIRONMENT = 'PRODUCTION';

/** The first instant of a YYYY-MM of `timeZone`, or of the month after it. */
const monthStart = (text: string, timeZone: string, next = false) => {
  const period = parseStatementPeriod(text);
  if (period?.kind !== 'month') throw new Error(`not a month: ${text}`);
  const first = new Date(Date.UTC(period.year, period.month - 1 + (next ? 1 : 0), 1));
  return startOfLocalDay(timeZone, first.getUTCFullYear(), first.getUTCMonth() + 1, 1);
};

type Row = {
  month: string;
  kind: string;
  currency: string;
  chain: string;
  charges: number;
  charged: string;
  returned: string;
};
type Sum = { charges: number; charged: bigint; returned: bigint };

const rowsOf = <T>(result: unknown): T[] => (result as { rows: T[] }).rows;
const methodOrder = (method: string) => FEE_REPORT_METHODS.indexOf(method as FeeReportMethod);

export const feeReport = async (
  db: Db,
  partnerId: string,
  timeZone: string,
  args: PartnerFeeReportArgs,
): Promise<FeeReport> => {
  const from = monthStart(args.from_month, timeZone);
  const until = monthStart(args.to_month, timeZone, true);
  // The partner's balances first (a handful), so each one's lines are read on (account_id, created_at).
  const accounts = rowsOf<{ id: string }>(
    await db.execute(sql`select a.id from ledger_accounts a join apps on apps.id = a.app_id
      where apps.partner_id = ${partnerId} and a.kind = 'merchant' and a.environment = ${ENVIRONMENT}`),
  );
  const lines =
    accounts.length === 0
      ? []
      : rowsOf<Row>(
          await db.execute(sql`select to_char(e.created_at at time zone ${timeZone}, 'YYYY-MM') as month, e.kind,
              a.currency, a.chain, count(*) filter (where e.fee > 0)::int as charges,
              coalesce(sum(e.fee) filter (where e.fee > 0), 0)::text as charged,
              coalesce(sum(e.fee) filter (where e.fee < 0), 0)::text as returned
            from ledger_entries e join ledger_accounts a on a.id = e.account_id
            where e.account_id in (${sql.join(
              accounts.map((a) => sql`${a.id}::uuid`),
              sql`, `,
            )})
              and e.created_at >= ${from.toISOString()}::timestamptz and e.created_at < ${until.toISOString()}::timestamptz
              and e.fee is not null
            group by 1, 2, 3, 4`),
        );
  return fold(args, lines);
};

/** Lines by kind → rows by method (a kind's type), oldest month first; totals per currency. */
const fold = (args: PartnerFeeReportArgs, lines: Row[]): FeeReport => {
  const rows = new Map<string, Sum>();
  const totals = new Map<string, Sum>();
  for (const line of lines) {
    const method = postingTypeOf(line.kind);
    if (method === undefined || method === 'COMPLAINT')
      throw new Error(`a fee on a posting of no method: ${line.kind}`);
    for (const [map, key] of [
      [rows, `${line.month}|${method}|${line.currency}|${line.chain}`],
      [totals, `${line.currency}|${line.chain}`],
    ] as const) {
      const sum = map.get(key) ?? { charges: 0, charged: 0n, returned: 0n };
      map.set(key, sum);
      sum.charges += Number(line.charges);
      sum.charged += milli(line.charged);
      sum.returned += milli(line.returned);
    }
  }
  const figures = (s: Sum) => ({
    charges: s.charges,
    charged: decimal(s.charged),
    returned: decimal(s.returned),
    net: decimal(s.charged + s.returned),
  });
  const currencyOrder = (currency: string, chain: string) => `${currency === 'VND' ? 0 : 1}|${currency}|${chain}`;
  const byCurrency = (a: [string, Sum], b: [string, Sum]) => {
    const [ca = '', cha = ''] = a[0].split('|');
    const [cb = '', chb = ''] = b[0].split('|');
    return currencyOrder(ca, cha) < currencyOrder(cb, chb) ? -1 : 1;
  };
  return {
    from_month: args.from_month,
    to_month: args.to_month,
    rows: [...rows]
      .map(([key, sum]) => {
        const [month = '', method = '', currency = '', chain = ''] = key.split('|');
        return {
          month,
          method: method as FeeReportMethod,
          currency,
          chain: chain === '' ? null : chain,
          ...figures(sum),
        };
      })
      .sort(
        (a, b) =>
          a.month.localeCompare(b.month) ||
          methodOrder(a.method) - methodOrder(b.method) ||
          currencyOrder(a.currency, a.chain ?? '').localeCompare(currencyOrder(b.currency, b.chain ?? '')),
      ),
    totals: [...totals].sort(byCurrency).map(([key, sum]) => {
      const [currency = '', chain = ''] = key.split('|');
      return { currency, chain: chain === '' ? null : chain, ...figures(sum) };
    }),
  };
};
