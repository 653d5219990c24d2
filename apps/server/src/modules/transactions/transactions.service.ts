import { PassThrough, Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import {
  exportRangeInput,
  type Language,
  type PaymentDirection,
  PORTAL_PAYMENT_TYPES,
  parseCompactDate,
  startOfLocalDay,
  TOKENS,
  TRANSACTION_MESSAGES,
  transactionExportFileName,
} from '@paygate/contracts';
import { and, desc, eq, gte, inArray, lt, type SQL, sql } from 'drizzle-orm';
import type pg from 'pg';
import type { Db } from '../../db/client.js';
import { apps, auditLog, channels, payments, refunds, users, webhookAttempts } from '../../db/schema.js';
import { AppError } from '../../lib/errors.js';
import { csvHeader, csvLine, keysetCsvChunks } from '../../lib/http/csv.js';
import { copyExportLines } from '../../lib/http/csv-copy.js';
import { decimal, milli, normalize } from '../../lib/money.js';
import type { Page } from '../../lib/paging.js';
import { parseInput } from '../../lib/validate.js';
import type { PartnerReadCache } from '../payments/index.js';
import {
  type ComplaintRow,
  complaintOfPayment,
  DAY_MS,
  HOUR_MS,
  type RefundRow,
  refundsOfPayment,
} from '../payments/index.js';
import type { WebhookAttemptRow } from '../webhooks/index.js';
import { payerSummary } from './payer.js';
import { paymentTimeline, type TimelineEvent } from './timeline.js';
import { csvColumns, csvFrom, paymentDirectionSql } from './transactions.csv.js';
import {
  matchesNothing,
  type PaymentFilter,
  paymentConditions,
  totalsFromRollup,
  totalsSource,
} from './transactions.filters.js';

export type ListedPayment = typeof payments.$inferSelect & {
  appName: string;
  appLogo: string | null;
  channelName: string | null;
  /** The member who made a portal payment (cash-out…), by name; null for a payer's payment. */
  madeBy: string | null;
};

/** The totals of one direction (contracts' paymentDirection). */
export type DirectionTotals = {
  total: number;
  /** VND. */
  amount: string;
  /** Per token, every catalogue token present ('0' when none). */
  crypto: Record<string, string>;
};

/** Every payment the filter keeps, counted once; money in and money out never added together. */
export type PaymentTotals = {
  total: number;
  incoming: DirectionTotals;
  outgoing: DirectionTotals;
  /**
   * What pending and succeeded refunds took back from those payments (PRODUCT §11): money going
   * back out, shown beside money in and never added to or taken from it. `total` counts the
   * payments with a refund (already counted once in `total` above).
   */
  refunded: DirectionTotals;
};

/**
 * A cache key for one of the list's reads: what it reads and everything it depends on besides the
 * partner's data (the filter's values, dates as instants, and the page).
 */
const listKey = (read: 'page' | 'page+totals' | 'totals', filter: PaymentFilter, page?: Page) =>
  JSON.stringify([read, filter, page?.offset ?? null, page?.limit ?? null]);

/** Rows per query of the export: one batch in memory at a time. */
export const EXPORT_BATCH_ROWS = 5_000;
/** The GraphQL export answers at most this many rows; bigger ones use the streaming download. */
export const EXPORT_GRAPHQL_MAX_ROWS = 100_000;

type Range = { lo: number; hi: number };
type Segments = { days: Range[]; hours: Range[]; raw: Range[] };

const ceilTo = (ms: number, unit: number) => (Number.isFinite(ms) ? Math.ceil(ms / unit) * unit : ms);
const floorTo = (ms: number, unit: number) => (Number.isFinite(ms) ? Math.floor(ms / unit) * unit : ms);
const nonEmpty = (ranges: Range[]) => ranges.filter((r) => r.lo < r.hi);

/**
 * [from, until) split into whole UTC days and hours (read from payment_totals) and the minutes at
 * either end (counted from payments): a year's total reads a few thousand rows, never a million.
 */
export const splitRange = (from?: Date, until?: Date): Segments => {
  const lo = from?.getTime() ?? Number.NEGATIVE_INFINITY;
  const hi = until?.getTime() ?? Number.POSITIVE_INFINITY;
  const hourLo = ceilTo(lo, HOUR_MS);
  const hourHi = floorTo(hi, HOUR_MS);
  if (hourLo >= hourHi) return { days: [], hours: [], raw: nonEmpty([{ lo, hi }]) };
  const raw = nonEmpty([
    { lo, hi: hourLo },
    { lo: hourHi, hi },
  ]);
  const dayLo = ceilTo(hourLo, DAY_MS);
  const dayHi = floorTo(hourHi, DAY_MS);
  if (dayLo >= dayHi) return { days: [], hours: [{ lo: hourLo, hi: hourHi }], raw };
  return {
    days: [{ lo: dayLo, hi: dayHi }],
    hours: nonEmpty([
      { lo: hourLo, hi: dayLo },
      { lo: dayHi, hi: hourHi },
    ]),
    raw,
  };
};

const instant = (ms: number) => sql`${new Date(ms).toISOString()}::timestamptz`;
const within = (column: SQL, r: Range) =>
  sql.join(
    [
      ...(Number.isFinite(r.lo) ? [sql`${column} >= ${instant(r.lo)}`] : []),
      ...(Number.isFinite(r.hi) ? [sql`${column} < ${instant(r.hi)}`] : []),
      sql`true`,
    ],
    sql` and `,
  );
type TotalsRow = {
  currency: string;
  /** REFUNDED: the refunds of the payments kept (refundedTotalsSql), not a direction of payments. */
  direction: PaymentDirection | 'REFUNDED';
  payments: string | number;
  amount: string | number;
};

const emptyDirection = (): DirectionTotals => ({
  total: 0,
  amount: '0',
  crypto: Object.fromEntries(Object.keys(TOKENS).map((t) => [t, '0'])),
});

/** The totals line from its rows by direction and currency: VND apart, every catalogue token present. */
const foldTotals = (rows: TotalsRow[]): PaymentTotals => {
  const totals = { total: 0, incoming: emptyDirection(), outgoing: emptyDirection(), refunded: emptyDirection() };
  for (const row of rows) {
    const side =
      row.direction === 'REFUNDED' ? totals.refunded : row.direction === 'OUTGOING' ? totals.outgoing : totals.incoming;
    const count = Number(row.payments);
    // A refunded payment is one of the payments already counted: its count is the refunds' own.
    if (row.direction !== 'REFUNDED') totals.total += count;
    side.total += count;
    const sum = normalize(String(row.amount)) ?? '0';
    if (row.currency === 'VND') side.amount = decimal(milli(side.amount) + milli(sum));
    else side.crypto[row.currency] = decimal(milli(side.crypto[row.currency] ?? '0') + milli(sum));
  }
  return totals;
};

/** A json column: parsed by pg and PGlite alike, but a string should a driver leave it as text. */
const parseJson = <T>(value: unknown): T => (typeof value === 'string' ? JSON.parse(value) : value) as T;

const listed = (r: {
  payment: typeof payments.$inferSelect;
  appName: string;
  appLogo: string | null;
  channelName: string | null;
  madeBy: string | null;
}): ListedPayment => ({
  ...r.payment,
  appName: r.appName,
  appLogo: r.appLogo,
  channelName: r.channelName,
  madeBy: r.madeBy,
});

/**
 * A portal payment's user_id is its maker's users.id (a payer's is the merchant's own text): only
 * those are cast and joined, so a payer's user_id is never read as a member.
 */
const madeByJoin = sql`${users.id} = case when ${payments.type} in (${sql.join(
  PORTAL_PAYMENT_TYPES.map((t) => sql`${t}`),
  sql`, `,
)}) and ${payments.userId} ~* '^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$' then ${payments.userId}::uuid end`;

/** An export's options: the partner's zone, whether the Fee column is shown, the headers' language. */
type ExportOptions = { timeZone: string; withFee: boolean; language?: Language };

type Rows<T> = { rows: T[] };
const rowsOf = <T>(result: unknown): T[] => (result as Rows<T>).rows;

/**
 * The SELECT of the export's lines, oldest first; `after` continues from a batch's last row. Also
 * what `npm run bench` hands to `COPY (…) TO STDOUT` as the baseline.
 */
export const exportSelect = (
  partnerId: string,
  filter: PaymentFilter,
  options: { timeZone: string; withFee: boolean; after?: { at: string; id: string }; limit?: number },
): SQL => {
  const columns = csvColumns(options.timeZone, options.withFee);
  const after = options.after
    ? sql` and (${payments.createdAt}, ${payments.id}) > (${options.after.at}::timestamptz, ${options.after.id}::uuid)`
    : sql``;
  const limit = options.limit ? sql` limit ${options.limit}` : sql``;
  return sql`select ${csvLine(columns)} as line,
      to_char(${payments.createdAt} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"') as k_at, ${payments.id}::text as k_id
    from ${csvFrom}
    where ${paymentConditions(partnerId, filter)}${after}
    order by ${payments.createdAt}, ${payments.id}${limit}`;
};

/** The transaction list, its totals line, the detail's webhook attempts and the CSV export (issue #5). */
export class TransactionsService {
  /**
   * `pool` is PostgreSQL's (absent on PGlite): the download then streams with COPY. `reads` shares
   * the list's pages and totals between a partner's requests until its data changes (ADR 0023).
   */
  constructor(
    private readonly db: Db,
    private readonly reads: PartnerReadCache,
    private readonly pool?: pg.Pool,
  ) {}

  /** A payer's summary (issue 28 item 18, payer.ts). */
  payer(partnerId: string, appId: string, userId: string) {
    return payerSummary(this.db, partnerId, appId, userId);
  }

  /** One page, newest first. The page's ids come from the index alone, then its rows are read. */
  async list(partnerId: string, filter: PaymentFilter, page: Page): Promise<ListedPayment[]> {
    if (matchesNothing(filter)) return [];
    return this.reads.read(partnerId, listKey('page', filter, page), async () =>
      (await this.pageQuery(partnerId, filter, page, {})).map(listed),
    );
  }

  /**
   * The page and the totals line in one round trip (issue #16): the totals ride on the page's rows
   * as one column computed once (an uncorrelated subquery). An empty page carries no row to ride
   * on, so its totals are read on their own.
   */
  async pageWithTotals(
    partnerId: string,
    filter: PaymentFilter,
    page: Page,
  ): Promise<{ rows: ListedPayment[]; totals: PaymentTotals }> {
    if (matchesNothing(filter)) return { rows: [], totals: foldTotals([]) };
    return this.reads.read(partnerId, listKey('page+totals', filter, page), () =>
      this.readPageWithTotals(partnerId, filter, page),
    );
  }

  private async readPageWithTotals(
    partnerId: string,
    filter: PaymentFilter,
    page: Page,
  ): Promise<{ rows: ListedPayment[]; totals: PaymentTotals }> {
    const totalsSql = sql<
      TotalsRow[]
    >`(select coalesce(json_agg(t), '[]'::json) from (${this.totalsSql(partnerId, filter)}) t)`;
    const rows = await this.pageQuery(partnerId, filter, page, { totals: totalsSql });
    const first = rows[0];
    if (!first) return { rows: [], totals: await this.readTotals(partnerId, filter) };
    return { rows: rows.map(listed), totals: foldTotals(parseJson<TotalsRow[]>(first.totals)) };
  }

  private pageQuery<Extra extends Record<string, SQL.Aliased | SQL>>(
    partnerId: string,
    filter: PaymentFilter,
    page: Page,
    extra: Extra,
  ) {
    const ids = this.db
      .select({ id: payments.id, createdAt: payments.createdAt })
      .from(payments)
      .where(paymentConditions(partnerId, filter))
      .orderBy(desc(payments.createdAt), desc(payments.id))
      .limit(page.limit)
      .offset(page.offset)
      .as('page');
    return (
      this.db
        .select({
          payment: payments,
          appName: apps.name,
          appLogo: apps.logo,
          channelName: channels.name,
          madeBy: users.name,
          ...extra,
        })
        .from(ids)
        // created_at too: payments is partitioned by it (ADR 0016), so each row is read from its month.
        // The filter's range again: PostgreSQL then leaves the other months out when it plans (it
        // cannot infer that from the join), which was a third of the statement's planning.
        .innerJoin(
          payments,
          and(
            eq(payments.id, ids.id),
            eq(payments.createdAt, ids.createdAt),
            filter.from ? gte(payments.createdAt, filter.from) : undefined,
            filter.until ? lt(payments.createdAt, filter.until) : undefined,
          ),
        )
        .innerJoin(apps, eq(apps.id, payments.appId))
        .leftJoin(channels, eq(channels.id, payments.channelId))
        .leftJoin(users, madeByJoin)
        .orderBy(desc(ids.createdAt), desc(ids.id))
    );
  }

  /** Count, VND total and per-token totals of everything the filter keeps (not only the page). */
  async totals(partnerId: string, filter: PaymentFilter): Promise<PaymentTotals> {
    if (matchesNothing(filter)) return foldTotals([]);
    return this.reads.read(partnerId, listKey('totals', filter), () => this.readTotals(partnerId, filter));
  }

  private async readTotals(partnerId: string, filter: PaymentFilter): Promise<PaymentTotals> {
    return foldTotals(rowsOf<TotalsRow>(await this.db.execute(this.totalsSql(partnerId, filter))));
  }

  /**
   * From the running totals where the filter allows (ADR 0007, 0011), else counted from payments;
   * with the refunds of the payments kept as rows of their own (direction REFUNDED).
   */
  private totalsSql(partnerId: string, filter: PaymentFilter): SQL {
    const counted = totalsFromRollup(filter)
      ? this.rollupTotalsSql(partnerId, filter)
      : this.scanTotalsSql(partnerId, filter);
    return sql`${counted} union all ${this.refundedTotalsSql(partnerId, filter)}`;
  }

  /**
   * What the pending and succeeded refunds of the payments the filter keeps took back, per
   * currency (the sum of those payments' refunded_amount). Read from the refunds (few beside the
   * payments) through their (partner_id, created_at) index: a refund is never older than its
   * payment, so the list's start bounds them too; each one's payment is looked up by id.
   */
  private refundedTotalsSql(partnerId: string, filter: PaymentFilter): SQL {
    const since = filter.from ? sql` and ${refunds.createdAt} >= ${filter.from.toISOString()}::timestamptz` : sql``;
    return sql`
        select ${payments.currency} as currency, 'REFUNDED' as direction,
          count(distinct ${payments.id})::text as payments, coalesce(sum(${refunds.amount}), 0)::text as amount
        from ${refunds} inner join ${payments} on ${payments.id} = ${refunds.paymentId}
        where ${refunds.partnerId} = ${partnerId} and ${refunds.status} in ('PENDING', 'SUCCESS')${since}
          and ${paymentConditions(partnerId, filter)}
        group by 1`;
  }

  async count(partnerId: string, filter: PaymentFilter): Promise<number> {
    return (await this.totals(partnerId, filter)).total;
  }

  private scanTotalsSql(partnerId: string, filter: PaymentFilter): SQL {
    return sql`
        select ${payments.currency} as currency, ${paymentDirectionSql(sql`${payments.type}`)} as direction,
          count(*)::text as payments, coalesce(sum(${payments.amount}), 0)::text as amount
        from ${payments} where ${paymentConditions(partnerId, filter)} group by 1, 2`;
  }

  private rollupTotalsSql(partnerId: string, filter: PaymentFilter): SQL {
    const { days, hours, raw } = splitRange(filter.from, filter.until);
    const bucket = sql`bucket`;
    const parts: SQL[] = [];
    const { table, where: rollup } = totalsSource(partnerId, filter);
    // One branch per range (never an OR of ranges): each is one index range scan.
    for (const range of days)
      parts.push(
        sql`select currency, type, payments, amount from ${table} where ${rollup} and grain = 'day' and ${within(bucket, range)}`,
      );
    for (const range of hours)
      parts.push(
        sql`select currency, type, payments, amount from ${table} where ${rollup} and grain = 'hour' and ${within(bucket, range)}`,
      );
    const rawFilter = { ...filter, from: undefined, until: undefined };
    for (const range of raw)
      parts.push(
        sql`select ${payments.currency} as currency, ${payments.type} as type, 1::bigint as payments, ${payments.amount} as amount from ${payments}
            where ${paymentConditions(partnerId, rawFilter)} and ${within(sql`${payments.createdAt}`, range)}`,
      );
    return sql`
        select currency, ${paymentDirectionSql(sql`type`)} as direction, sum(payments)::text as payments,
          coalesce(sum(amount), 0)::text as amount
        from (${sql.join(parts, sql` union all `)}) as parts group by 1, 2 having sum(payments) <> 0`;
  }

  /** The detail's refunds of one payment, newest first (the caller already owns the payment). */
  refunds(paymentId: string): Promise<RefundRow[]> {
    return refundsOfPayment(this.db, paymentId);
  }

  /** The payment's complaint, if a payer ever opened one (the caller already owns the payment). */
  complaint(paymentId: string): Promise<ComplaintRow | undefined> {
    return complaintOfPayment(this.db, paymentId);
  }

  async webhookAttempts(paymentId: string, limit = 50): Promise<WebhookAttemptRow[]> {
    return this.db
      .select()
      .from(webhookAttempts)
      .where(eq(webhookAttempts.paymentId, paymentId))
      .orderBy(desc(webhookAttempts.createdAt), desc(webhookAttempts.id))
      .limit(limit);
  }

  /**
   * A payment's story (timeline.ts): its refunds, its newest 50 webhook attempts and the audit
   * entries about it or its refunds (partner-scoped, on audit_log_partner_target_idx), read side by
   * side. The caller already owns the payment.
   */
  async timeline(payment: ListedPayment): Promise<TimelineEvent[]> {
    const [refundRows, attemptRows, complaint] = await Promise.all([
      this.refunds(payment.id),
      this.webhookAttempts(payment.id),
      this.complaint(payment.id),
    ]);
    const targets = [payment.id, ...refundRows.map((r) => r.id)];
    const acts = await this.db
      .select({
        action: auditLog.action,
        actorType: auditLog.actorType,
        actorName: auditLog.actorName,
        targetId: auditLog.targetId,
      })
      .from(auditLog)
      .where(and(eq(auditLog.partnerId, payment.partnerId), inArray(auditLog.targetId, targets)));
    return paymentTimeline({ payment, refunds: refundRows, complaint, attempts: attemptRows, acts });
  }

  /** The export's YYYYMMDD dates as instants: local days of the partner's zone, both included. */
  exportRange(timeZone: string, args: { from_date: string; to_date: string }) {
    const range = parseInput(exportRangeInput, args);
    const from = parseCompactDate(range.from_date);
    const to = parseCompactDate(range.to_date);
    if (!from || !to) throw new Error('unreachable: the schema checked the dates');
    const next = new Date(Date.UTC(to.year, to.month - 1, to.day + 1));
    return {
      from: startOfLocalDay(timeZone, from.year, from.month, from.day),
      until: startOfLocalDay(timeZone, next.getUTCFullYear(), next.getUTCMonth() + 1, next.getUTCDate()),
      filename: (language?: Language) => transactionExportFileName(range.from_date, range.to_date, language),
    };
  }

  /**
   * The CSV, header first, one chunk per batch of rows (keysetCsvChunks: constant memory).
   * Batches continue from the last (created_at, id) seen.
   */
  async *exportChunks(
    partnerId: string,
    filter: PaymentFilter,
    options: ExportOptions & { batchRows?: number },
  ): AsyncGenerator<string> {
    yield csvHeader(csvColumns(options.timeZone, options.withFee, options.language));
    if (matchesNothing(filter)) return;
    const limit = options.batchRows ?? EXPORT_BATCH_ROWS;
    yield* keysetCsvChunks(
      async (after) => rowsOf(await this.db.execute(exportSelect(partnerId, filter, { ...options, after, limit }))),
      limit,
    );
  }

  /**
   * The download's bytes: header, then every line. On PostgreSQL one `COPY … TO STDOUT` (the
   * database writes and sends the lines at its own pace; issue #13's export aim); on PGlite the
   * batched reads of exportChunks. Both are read only as fast as the client takes them.
   */
  async exportStream(partnerId: string, filter: PaymentFilter, options: ExportOptions): Promise<Readable> {
    if (!this.pool || matchesNothing(filter)) {
      return Readable.from(this.exportChunks(partnerId, filter, options), { objectMode: false });
    }
    const header = csvHeader(csvColumns(options.timeZone, options.withFee, options.language));
    const lines = await copyExportLines(this.pool, exportSelect(partnerId, filter, options));
    const body = new PassThrough();
    body.write(header);
    // pipeline, not pipe: a client that goes away destroys both ends, so COPY stops and its
    // connection is closed (copyExportLines) instead of running on for nobody.
    pipeline(lines, body).catch(() => undefined);
    return body;
  }

  /** exportPartnerPayment: the same bytes as the stream, for exports up to EXPORT_GRAPHQL_MAX_ROWS. */
  async exportCsv(partnerId: string, filter: PaymentFilter, options: ExportOptions): Promise<string> {
    const rows = await this.count(partnerId, filter);
    if (rows > EXPORT_GRAPHQL_MAX_ROWS) {
      throw new AppError(TRANSACTION_MESSAGES.exportTooLarge(rows, EXPORT_GRAPHQL_MAX_ROWS), 'EXPORT_TOO_LARGE', {
        rows,
      });
    }
    let csv = '';
    for await (const chunk of this.exportChunks(partnerId, filter, options)) csv += chunk;
    return csv;
  }
}
