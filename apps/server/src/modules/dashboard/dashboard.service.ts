import { EXPORT_ORDER_MESSAGE, HEATMAP_SLOT_HOURS, localDate, TRANSACTION_MESSAGES } from '@paygate/contracts';
import { type SQL, sql } from 'drizzle-orm';
import type pg from 'pg';
import type { Db } from '../../db/client.js';
import { executeNamed } from '../../db/named-statement.js';
import { badInput } from '../../lib/errors.js';
import { decimal, milli, normalize } from '../../lib/money.js';
import type { PartnerReadCache } from '../payments/index.js';
import { HOUR_MS, rangeUntil, statsRowsSql } from '../payments/index.js';

// partnerDashboard (PRODUCT §2.5, §3 "Dashboard data") from the hourly running totals of
// payment_stats (docs/adr/0007); only the part-hours at a range's ends are read from the payments
// (issue 26: the same range as the transaction list's). Days, hours and weekdays are those of the
// partner's time zone.

/** `to` is the caller's to_date; the range counts [from, until) with until = rangeUntil(to), as the transaction list. */
export type DashboardRange = { partnerId: string; timeZone: string; from: Date; to: Date; until: Date };
export type DateGroup = { date: string; total_amount: string; total_payment: number };
export type NamedCount = { id: string; name: string; total_payment: number; total_amount: string };

/** The longest range the dashboard answers (the charts show one bar per day). */
export const DASHBOARD_MAX_DAYS = 366;
/** The Sources screen counts the payments of this many days (docs/SPEC-DECISIONS.md). */
export const SOURCE_COUNT_DAYS = 30;
const DAY_MS = 86_400_000;

type Figures = {
  totalAmountSuccess: string;
  /**
   * Refunds accepted in the range (pending and succeeded; a failed one gave its money back),
   * counted at the refund's own time: the day the money left the balance (PRODUCT §11).
   */
  totalAmountRefunded: string;
  /** Paid in the range (SUCCESS, REFUNDED and disputed payments) less the range's refunds: may be negative. */
  totalAmountNet: string;
  totalPaymentSuccess: number;
  totalPaymentFailed: number;
  successByDate: DateGroup[];
  failedByDate: DateGroup[];
  /** "00:00"…"23:00": successful VND by local hour of day. */
  successBy24Hour: { range: string; total_amount: string }[];
  /** "00:00-03:00"…"21:00-24:00", each with dow 0 (CN, Sunday)…6 (T7, Saturday). */
  successByDateTime: { range: string; data: { dow: number; total_payment: number }[] }[];
};

/**
 * One row of figuresSql, by its grouping set: per status and local day (both statuses: the cards
 * and the two daily charts), per weekday and heat-map slot, and per local hour (successful only,
 * in `ok_payments` / `ok_amount`).
 */
type FigureRow = {
  key: string | null;
  day: string | null;
  hour: number | null;
  dow: number | null;
  slot: number | null;
  g: number;
  payments: string;
  amount: string;
  ok_payments: string | null;
  ok_amount: string | null;
};
/** grouping(key, day, hour, dow, slot): a bit set for each column the row is not grouped by. */
const BY_STATUS_DAY = 0b00111;
const BY_DOW_SLOT = 0b11100;
const BY_HOUR = 0b11011;
/** The refunds row of figuresSql (no grouping set gives -1). */
const REFUNDS_ROW = -1;
type NamedRow = { id: string; name: string | null; payments: string; amount: string };

/** Which parts of the dashboard a request asks for. */
export type DashboardParts = { figures: boolean; channels: boolean; sources: boolean };
type PartsOf = {
  figures?: Figures | undefined;
  channels?: NamedCount[] | undefined;
  sources?: NamedCount[] | undefined;
};

const namedCounts = (rows: NamedRow[], unnamed = ''): NamedCount[] =>
  rows.map((row) => ({
    id: row.id,
    name: row.name ?? unnamed,
    total_payment: Number(row.payments),
    total_amount: normalize(String(row.amount)) ?? '0',
  }));

/** A json column: parsed by pg and PGlite alike, but a string should a driver leave it as text. */
const parseJson = <T>(value: unknown): T => (typeof value === 'string' ? JSON.parse(value) : (value ?? [])) as T;

const pad = (n: number) => String(n).padStart(2, '0');
const rowsOf = <T>(result: unknown): T[] => (result as { rows: T[] }).rows;

/** Every local date from `from` to `to`, both included. */
const datesBetween = (from: Date, to: Date, timeZone: string): string[] => {
  const [first, last] = [localDate(from, timeZone), localDate(to, timeZone)];
  const dates: string[] = [];
  for (let t = Date.parse(`${first}T00:00:00Z`); t <= Date.parse(`${last}T00:00:00Z`); t += DAY_MS) {
    dates.push(new Date(t).toISOString().slice(0, 10));
  }
  return dates;
};

/** The first hourly bucket of a range: the UTC hour its start falls in. */
const firstBucket = (r: DashboardRange) => new Date(Math.floor(r.from.getTime() / HOUR_MS) * HOUR_MS).toISOString();

export class DashboardService {
  /**
   * `pool` is PostgreSQL's (absent on PGlite): the dashboard's statement is then planned once per
   * connection. `reads` shares a range's figures between the partner's requests until its data
   * changes (ADR 0023).
   */
  constructor(
    private readonly db: Db,
    private readonly reads: PartnerReadCache,
    private readonly pool?: pg.Pool,
  ) {}

  /** Checks a range: to not before from, at most DASHBOARD_MAX_DAYS. */
  range(partnerId: string, timeZone: string, from: Date, to: Date): DashboardRange {
    if (to.getTime() < from.getTime()) {
      throw badInput(EXPORT_ORDER_MESSAGE, { to_date: EXPORT_ORDER_MESSAGE });
    }
    if (to.getTime() - from.getTime() > DASHBOARD_MAX_DAYS * DAY_MS) {
      const message = TRANSACTION_MESSAGES.dashboardMaxDays(DASHBOARD_MAX_DAYS);
      throw badInput(message, { to_date: message });
    }
    return { partnerId, timeZone, from, to, until: rangeUntil(to) };
  }

  /** The range's counter rows of one dimension: exactly the payments of [from, until) (issue 26). */
  private stats(r: Pick<DashboardRange, 'partnerId' | 'from' | 'until'>, dimension: 'status' | 'channel' | 'source') {
    return sql`(${statsRowsSql(r.partnerId, dimension, r.from, r.until)}) as stats`;
  }

  /**
   * Cards and every chart by status: one pass over the hourly rows of the two statuses the
   * dashboard shows (at most two per hour). Each hour's local day, hour and weekday are computed
   * once per hour of the range (a joined series) rather than once per row: at 90 days that is
   * 2,160 time-zone conversions instead of one per counter row, which was most of the cost.
   */
  async figures(r: DashboardRange): Promise<Figures> {
    return this.figuresFrom(r, rowsOf<FigureRow>(await this.db.execute(this.figuresSql(r))));
  }

  // Only the rows the charts draw come back (at most 2 × days + 7 × 8 + 24), already summed where
  // the charts sum them: the weekday heat map by its slots, the 24-hour chart over the weekdays.
  private figuresSql(r: DashboardRange): SQL {
    const tz = r.timeZone;
    return sql`
        select key, day, hour, dow, slot, grouping(key, day, hour, dow, slot)::int as g,
               sum(payments)::text as payments, sum(amount)::text as amount,
               (sum(payments) filter (where key = 'SUCCESS'))::text as ok_payments,
               (sum(amount) filter (where key = 'SUCCESS'))::text as ok_amount
        from ${this.stats(r, 'status')}
        join (
          select h as bucket, to_char(l, 'YYYY-MM-DD') as day,
                 date_part('hour', l)::int as hour, date_part('dow', l)::int as dow,
                 date_part('hour', l)::int / ${HEATMAP_SLOT_HOURS}::int as slot
          from generate_series(${firstBucket(r)}::timestamptz, ${r.to.toISOString()}::timestamptz, interval '1 hour') as h,
               lateral (select h at time zone ${tz} as l) as local
        ) as hours using (bucket)
        where key in ('SUCCESS', 'FAILED', 'REFUNDED', 'IN_COMPLAIN')
        group by grouping sets ((key, day), (dow, slot), (hour))
        union all
        ${this.refundsSql(r)}`;
  }

  /**
   * The range's refunds as one row of figuresSql's shape: production refunds in VND (the revenue
   * card's payments and currency), pending or succeeded, by the refund's created_at, read through
   * refunds (partner_id, created_at). A refund's own time, not its payment's: a day's figures do
   * not change when one of its payments is refunded weeks later, and the money is counted on the
   * day it left the balance, as Stripe's net volume counts it.
   */
  private refundsSql(r: DashboardRange): SQL {
    return sql`
        select 'REFUNDS' as key, null::text as day, null::int as hour, null::int as dow, null::int as slot,
               ${REFUNDS_ROW}::int as g, count(*)::text as payments, coalesce(sum(amount), 0)::text as amount,
               null::text as ok_payments, null::text as ok_amount
        from refunds
        where partner_id = ${r.partnerId} and created_at >= ${r.from.toISOString()}::timestamptz
          and created_at < ${r.until.toISOString()}::timestamptz and environment = 'PRODUCTION'
          and currency = 'VND' and status in ('PENDING', 'SUCCESS')`;
  }

  /** Sums in milli-units (bigint) and writes each amount as text once, at the end. */
  private figuresFrom(r: DashboardRange, rows: FigureRow[]): Figures {
    const dates = datesBetween(r.from, r.to, r.timeZone);
    const perDay = () => new Map(dates.map((d) => [d, { payments: 0, amount: 0n }]));
    const success = perDay();
    const failed = perDay();
    const byHour = Array.from({ length: 24 }, () => 0n);
    const slots = Array.from({ length: 24 / HEATMAP_SLOT_HOURS }, () => Array.from({ length: 7 }, () => 0));
    // The cards count every row of the range, even an hour whose local day falls just outside it
    // (a zone whose offset is not whole hours): as the daily charts' sums did before.
    let totalPaymentSuccess = 0;
    let totalAmountSuccess = 0n;
    let totalPaymentFailed = 0;
    // Paid and since wholly refunded, or disputed (ADR 0031): still paid in the range (refunds,
    // a complaint's too once it ends so, are taken off apart; a held amount is still revenue).
    let totalAmountWhollyRefunded = 0n;
    let totalAmountRefunded = 0n;
    for (const row of rows) {
      if (row.g === REFUNDS_ROW) totalAmountRefunded += milli(row.amount);
      else if (row.g === BY_STATUS_DAY && row.day !== null && (row.key === 'REFUNDED' || row.key === 'IN_COMPLAIN'))
        totalAmountWhollyRefunded += milli(row.amount);
      else if (row.g === BY_STATUS_DAY && row.day !== null) {
        const payments = Number(row.payments);
        if (row.key === 'SUCCESS') {
          totalPaymentSuccess += payments;
          totalAmountSuccess += milli(row.amount);
        } else if (row.key === 'FAILED') totalPaymentFailed += payments;
        const group = (row.key === 'SUCCESS' ? success : row.key === 'FAILED' ? failed : undefined)?.get(row.day);
        if (group) {
          group.payments += payments;
          group.amount += milli(row.amount);
        }
      } else if (row.g === BY_DOW_SLOT && row.slot !== null && row.dow !== null && row.ok_payments !== null) {
        const cells = slots[row.slot];
        if (cells && row.dow in cells) cells[row.dow] = (cells[row.dow] ?? 0) + Number(row.ok_payments);
      } else if (row.g === BY_HOUR && row.hour !== null && row.ok_amount !== null && row.hour in byHour) {
        byHour[row.hour] = (byHour[row.hour] ?? 0n) + milli(row.ok_amount);
      }
    }
    const daily = (groups: typeof success): DateGroup[] =>
      [...groups].map(([date, g]) => ({ date, total_amount: decimal(g.amount), total_payment: g.payments }));
    return {
      totalAmountSuccess: decimal(totalAmountSuccess),
      totalAmountRefunded: decimal(totalAmountRefunded),
      totalAmountNet: decimal(totalAmountSuccess + totalAmountWhollyRefunded - totalAmountRefunded),
      totalPaymentSuccess,
      totalPaymentFailed,
      successByDate: daily(success),
      failedByDate: daily(failed),
      successBy24Hour: byHour.map((amount, h) => ({ range: `${pad(h)}:00`, total_amount: decimal(amount) })),
      successByDateTime: slots.map((cells, i) => ({
        range: `${pad(i * HEATMAP_SLOT_HOURS)}:00-${pad((i + 1) * HEATMAP_SLOT_HOURS)}:00`,
        data: cells.map((total_payment, dow) => ({ dow, total_payment })),
      })),
    };
  }

  /** Channels with successful payments in the range, the largest amount first. */
  async channels(r: DashboardRange): Promise<NamedCount[]> {
    return namedCounts(rowsOf<NamedRow>(await this.db.execute(this.channelsSql(r))), 'Deleted channel');
  }

  // `n` keeps the order when the rows travel inside a JSON array (parts()).
  private channelsSql(r: DashboardRange): SQL {
    return sql`
        select s.key as id, c.name as name, s.payments::text as payments, s.amount::text as amount,
               row_number() over (order by s.amount desc, s.payments desc, s.key) as n
        from (select key, sum(payments) as payments, sum(amount) as amount from ${this.stats(r, 'channel')}
              group by key having sum(payments) > 0) as s
        left join channels c on c.id::text = s.key
        order by n`;
  }

  /** Sources (payments' source text) with successful payments; the id of a matching source when one exists. */
  async sources(r: DashboardRange): Promise<NamedCount[]> {
    return namedCounts(rowsOf<NamedRow>(await this.db.execute(this.sourcesSql(r))));
  }

  private sourcesSql(r: DashboardRange): SQL {
    return sql`
        select coalesce(min(src.id::text), s.key) as id, s.key as name,
               sum(s.payments)::text as payments, sum(s.amount)::text as amount,
               row_number() over (order by sum(s.amount) desc, sum(s.payments) desc, s.key) as n
        from (select key, sum(payments) as payments, sum(amount) as amount from ${this.stats(r, 'source')}
              group by key) as s
        left join sources src on src.partner_id = ${r.partnerId} and lower(src.name) = lower(s.key)
        group by s.key having sum(s.payments) > 0
        order by n`;
  }

  /**
   * The parts a request asks for in one round trip (issue #16): each part's rows as one JSON
   * array column, so the dashboard costs one statement however many of its parts it shows.
   */
  async parts(r: DashboardRange, wanted: DashboardParts): Promise<PartsOf> {
    // The range's zone is part of the key: the partner's zone may change between two requests.
    const key = JSON.stringify([
      'dashboard',
      r.timeZone,
      r.from,
      r.to,
      wanted.figures,
      wanted.channels,
      wanted.sources,
    ]);
    return this.reads.read(r.partnerId, key, () => this.readParts(r, wanted));
  }

  private async readParts(r: DashboardRange, wanted: DashboardParts): Promise<PartsOf> {
    const column = (query: SQL, order: SQL) =>
      sql`(select coalesce(json_agg(t order by ${order}), '[]'::json) from (${query}) t)`;
    const none = sql`null::json`;
    const [row] = await executeNamed<{ figures: unknown; channels: unknown; sources: unknown }>(
      this.db,
      this.pool,
      sql`select
          ${wanted.figures ? column(this.figuresSql(r), sql`1`) : none} as figures,
          ${wanted.channels ? column(this.channelsSql(r), sql`t.n`) : none} as channels,
          ${wanted.sources ? column(this.sourcesSql(r), sql`t.n`) : none} as sources`,
    );
    return {
      figures: wanted.figures ? this.figuresFrom(r, parseJson<FigureRow[]>(row?.figures)) : undefined,
      channels: wanted.channels ? namedCounts(parseJson<NamedRow[]>(row?.channels), 'Deleted channel') : undefined,
      sources: wanted.sources ? namedCounts(parseJson<NamedRow[]>(row?.sources)) : undefined,
    };
  }

  /**
   * The Sources screen's counts, by source id: successful payments whose source text is the
   * source's name, case aside (as the donut above matches them), over the last
   * SOURCE_COUNT_DAYS — one query over at most 720 hourly rows per source text, whatever the volume.
   */
  async sourcePaymentCounts(partnerId: string, now = new Date()): Promise<Map<string, number>> {
    const range = { partnerId, from: new Date(now.getTime() - SOURCE_COUNT_DAYS * DAY_MS), until: rangeUntil(now) };
    const rows = rowsOf<{ id: string; payments: string }>(
      await this.db.execute(sql`
        select src.id::text as id, sum(s.payments)::text as payments
        from (select key, sum(payments) as payments from ${this.stats(range, 'source')} group by key) as s
        join sources src on src.partner_id = ${partnerId} and lower(src.name) = lower(s.key)
        group by src.id`),
    );
    return new Map(rows.map((row) => [row.id, Number(row.payments)]));
  }
}

/**
 * One request's dashboard: each part is read once, and only when a field asks for it. The parts
 * the request names (`wanted`) are read together in one statement on the first field's call.
 */
export class DashboardView {
  private partsOnce?: Promise<PartsOf>;
  private figuresOnce?: Promise<Figures>;
  private channelsOnce?: Promise<NamedCount[]>;
  private sourcesOnce?: Promise<NamedCount[]>;

  constructor(
    private readonly service: DashboardService,
    readonly range: DashboardRange,
    private readonly wanted: DashboardParts = { figures: false, channels: false, sources: false },
  ) {}

  private together<K extends keyof DashboardParts>(part: K, alone: () => Promise<NonNullable<PartsOf[K]>>) {
    if (!this.wanted[part]) return alone();
    this.partsOnce ??= this.service.parts(this.range, this.wanted);
    return this.partsOnce.then((p) => p[part] as NonNullable<PartsOf[K]>);
  }

  figures() {
    this.figuresOnce ??= this.together('figures', () => this.service.figures(this.range));
    return this.figuresOnce;
  }

  channels() {
    this.channelsOnce ??= this.together('channels', () => this.service.channels(this.range));
    return this.channelsOnce;
  }

  sources() {
    this.sourcesOnce ??= this.together('sources', () => this.service.sources(this.range));
    return this.sourcesOnce;
  }
}
