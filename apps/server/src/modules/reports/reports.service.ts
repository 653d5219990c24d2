import {
  PAID_PAYMENT_STATUSES,
  type PartnerFeeReportArgs,
  type PartnerPayoutReportArgs,
  type PartnerReportArgs,
  parseStatementPeriod,
  REPORT_SERVICE_TYPES,
  type ReportRow,
  type ReportRowService,
  type ReportService,
  servicesOf,
  startOfLocalDay,
  UNPAID_PAYMENT_STATUSES,
} from '@paygate/contracts';
import { type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { decimal, milli } from '../../lib/money.js';
import { feeReport } from './fees.js';
import { payoutCsv, payoutReport } from './payouts.js';

// /report's figures (issue 30 item 3, PRODUCT §2.3): per local day of the partner's time zone and
// per service, from the hourly running totals of payment_totals (docs/adr/0007) — the counters
// every payment's transaction keeps equal to a recount — and, in a zone whose midnight is not on a
// UTC hour, the part-hours at the range's ends from the payments themselves. Like the dashboard,
// the partner's PRODUCTION payments: what its business did, not its tests.

const HOUR_MS = 3_600_000;
const ENVIRONMENT = 'PRODUCTION';

export type PartnerReport = {
  service: ReportService;
  from_date: string;
  to_date: string;
  rows: ReportRow[];
  total_payment: number;
  total_success: number;
  total_failed: number;
  revenue: string;
};

type Row = { day: string; service: ReportRowService; status: string; payments: string | number; amount: string };

const list = (values: readonly string[]) =>
  sql.join(
    values.map((v) => sql`${v}`),
    sql`, `,
  );
const instant = (ms: number) => sql`${new Date(ms).toISOString()}::timestamptz`;

/** The instant a YYYY-MM-DD of `timeZone` starts, and the next day's (its end, excluded). */
const dayBounds = (text: string, timeZone: string) => {
  const period = parseStatementPeriod(text);
  if (period?.kind !== 'day' || period.day === undefined) throw new Error(`not a day: ${text}`);
  const start = startOfLocalDay(timeZone, period.year, period.month, period.day);
  const next = new Date(Date.UTC(period.year, period.month - 1, period.day + 1));
  return {
    start: start.getTime(),
    end: startOfLocalDay(timeZone, next.getUTCFullYear(), next.getUTCMonth() + 1, next.getUTCDate()).getTime(),
  };
};

export class Reports {
  constructor(private readonly db: Db) {}

  /** The report of one partner over args' days (checked by partnerReportArgs), newest day last. */
  async daily(partnerId: string, timeZone: string, args: PartnerReportArgs): Promise<PartnerReport> {
    const lo = dayBounds(args.from_date, timeZone).start;
    const hi = dayBounds(args.to_date, timeZone).end;
    const services = servicesOf(args.service);
    const types = services.flatMap((s) => [...REPORT_SERVICE_TYPES[s]]);
    const rows = types.length === 0 ? [] : await this.rows(partnerId, timeZone, types, lo, hi);
    return fold(args, services, rows);
  }

  /** The fees the partner's postings charged per month, method and currency (fees.ts). */
  fees(partnerId: string, timeZone: string, args: PartnerFeeReportArgs) {
    return feeReport(this.db, partnerId, timeZone, args);
  }

  /** A page of the partner's payouts made in args' days, with their totals (payouts.ts). */
  payouts(partnerId: string, timeZone: string, args: PartnerPayoutReportArgs) {
    return payoutReport(this.db, partnerId, timeZone, args);
  }

  /** Every payout of args' days as CSV chunks, oldest first (payouts.ts). */
  payoutCsv(partnerId: string, timeZone: string, args: { from_date: string; to_date: string }) {
    return payoutCsv(this.db, partnerId, timeZone, args);
  }

  private async rows(partnerId: string, timeZone: string, types: string[], lo: number, hi: number): Promise<Row[]> {
    const service = serviceCase(sql`type`);
    const hourLo = Math.ceil(lo / HOUR_MS) * HOUR_MS;
    const hourHi = Math.floor(hi / HOUR_MS) * HOUR_MS;
    const parts: SQL[] = [];
    if (hourLo < hourHi)
      parts.push(sql`select to_char(bucket at time zone ${timeZone}, 'YYYY-MM-DD') as day, ${service} as service,
          status::text as status, sum(payments) as payments,
          sum(case when currency = 'VND' then amount else 0 end) as amount
        from payment_totals
        where partner_id = ${partnerId} and grain = 'hour' and environment = ${ENVIRONMENT}
          and bucket >= ${instant(hourLo)} and bucket < ${instant(hourHi)} and type in (${list(types)})
        group by 1, 2, 3`);
    const edges = hourLo < hourHi ? [[lo, hourLo] as const, [hourHi, hi] as const] : [[lo, hi] as const];
    for (const [a, b] of edges) {
      if (a >= b) continue;
      parts.push(sql`select to_char(created_at at time zone ${timeZone}, 'YYYY-MM-DD') as day, ${service} as service,
          status::text as status, count(*) as payments,
          sum(case when currency = 'VND' then amount else 0 end) as amount
        from payments
        where partner_id = ${partnerId} and environment = ${ENVIRONMENT}
          and created_at >= ${instant(a)} and created_at < ${instant(b)} and type in (${list(types)})
        group by 1, 2, 3`);
    }
    if (parts.length === 0) return [];
    const result = await this.db.execute(sql.join(parts, sql` union all `));
    return (result as unknown as { rows: Row[] }).rows;
  }
}

/** The service of a type column, as REPORT_SERVICE_TYPES says (CARD_CHARGING has none). */
const serviceCase = (type: SQL) => {
  const whens = (Object.entries(REPORT_SERVICE_TYPES) as [ReportRowService, readonly string[]][])
    .filter(([, types]) => types.length > 0)
    .map(([service, types]) => sql`when ${type} in (${list(types)}) then ${service}`);
  return sql`(case ${sql.join(whens, sql` `)} end)`;
};

const PAID = new Set<string>(PAID_PAYMENT_STATUSES);
const UNPAID = new Set<string>(UNPAID_PAYMENT_STATUSES);

/** Rows per day and service (days with payments only, each day's services in the select's order) and the totals. */
const fold = (args: PartnerReportArgs, services: ReportRowService[], rows: Row[]): PartnerReport => {
  type Sum = { total: number; success: number; failed: number; revenue: bigint };
  const byKey = new Map<string, Sum>();
  const all: Sum = { total: 0, success: 0, failed: 0, revenue: 0n };
  for (const row of rows) {
    const key = `${row.day}|${row.service}`;
    const sum = byKey.get(key) ?? { total: 0, success: 0, failed: 0, revenue: 0n };
    byKey.set(key, sum);
    const count = Number(row.payments);
    for (const s of [sum, all]) {
      s.total += count;
      if (PAID.has(row.status)) {
        s.success += count;
        s.revenue += milli(row.amount);
      } else if (UNPAID.has(row.status)) s.failed += count;
    }
  }
  const order = (key: string) => {
    const [day = '', service = ''] = key.split('|');
    return `${day}|${String(services.indexOf(service as ReportRowService)).padStart(2, '0')}`;
  };
  const keys = [...byKey.keys()].sort((a, b) => (order(a) < order(b) ? -1 : 1));
  return {
    service: args.service,
    from_date: args.from_date,
    to_date: args.to_date,
    rows: keys.map((key) => {
      const [date = '', service = ''] = key.split('|');
      const s = byKey.get(key) as Sum;
      return {
        date,
        service: service as ReportRowService,
        total_payment: s.total,
        total_success: s.success,
        total_failed: s.failed,
        revenue: decimal(s.revenue),
      };
    }),
    total_payment: all.total,
    total_success: all.success,
    total_failed: all.failed,
    revenue: decimal(all.revenue),
  };
};
