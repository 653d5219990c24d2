import { PAYMENT_TYPE_OF_API, type PaymentStatus } from '@paygate/contracts';
import { type SQL, sql } from 'drizzle-orm';
import { getTableConfig } from 'drizzle-orm/pg-core';
import type { Db, Tx } from '../../db/client.js';
import { paymentBankTotals, paymentStats, type payments, paymentTotals } from '../../db/schema.js';
import { decimal, milli } from '../../lib/money.js';

// Running totals of payments (docs/adr/0007). PaymentsService calls recordPaymentChange in the
// transaction of every insert and status change, so the rows below always equal a recount of the
// payments table (rebuildPaymentStats recounts; the tests compare both).

export const HOUR_MS = 3_600_000;
export const DAY_MS = 86_400_000;

/** The dashboard's payments: what payers paid through the gateway API (not cash-outs or top-ups). */
export const DASHBOARD_TYPES: readonly string[] = [...new Set(Object.values(PAYMENT_TYPE_OF_API))];
export const DASHBOARD_ENVIRONMENT = 'PRODUCTION';

/**
 * Rows per counter. Every payment of an app in one hour adds to the same counters, and a
 * transaction holds a counter row's lock until it commits: with one row, concurrent settlements
 * of a busy app queued on it (issue 17). A payment always writes the shard its id picks, so its
 * own before/after deltas meet in one row and a recount puts it in the same shard. Readers sum.
 * `foldPaymentShards` merges the shards of buckets no longer written into shard 0.
 */
export const PAYMENT_TOTAL_SHARDS = 8;

/** The shard of a payment: its id's last hex digit (random in a v4 uuid), as the SQL recount computes it. */
export const shardOf = (paymentId: string) => Number.parseInt(paymentId.slice(-1), 16) % PAYMENT_TOTAL_SHARDS;
const shardSql = sql.raw(`(position(right(id::text, 1) in '0123456789abcdef') - 1) % ${PAYMENT_TOTAL_SHARDS}`);

type StatsPayment = Pick<
  typeof payments.$inferSelect,
  | 'id'
  | 'partnerId'
  | 'appId'
  | 'environment'
  | 'status'
  | 'type'
  | 'bank'
  | 'currency'
  | 'amount'
  | 'channelId'
  | 'source'
  | 'createdAt'
>;

type Delta = { count: number; amount: bigint };
type TotalsKey = {
  grain: 'hour' | 'day';
  bucket: number;
  environment: StatsPayment['environment'];
  appId: string;
  status: PaymentStatus;
  type: string;
  currency: string;
  /** Set on the keys of payment_bank_totals. */
  bank?: string;
};
type StatsKey = { dimension: 'status' | 'channel' | 'source'; bucket: number; key: string };

const floorTo = (ms: number, unit: number) => Math.floor(ms / unit) * unit;

/**
 * The end of a range (issue 26): `to_date` counts to its last millisecond, so a range is
 * [from, to + 1 ms). The transaction list, its totals and the dashboard all end here: a range
 * ending on an hour boundary counts nothing of the hour after it.
 */
export const rangeUntil = (to: Date) => new Date(to.getTime() + 1);

/** Which payments count in a dimension of payment_stats, and under which key (as recordPaymentChange writes it). */
const STATS_KEY_SQL = {
  status: sql`status::text`,
  channel: sql`channel_id::text`,
  source: sql`source`,
} as const;

/**
 * The rows of payment_stats that one dimension of one partner has over [from, until): whole UTC
 * hours from the counters, and the part-hours at either end recounted from the payments (at most
 * two hours of one partner's rows), so a range counts exactly what the transaction list counts.
 * Columns: bucket, key, payments, amount (a bucket's shards not summed).
 */
export const statsRowsSql = (
  partnerId: string,
  dimension: keyof typeof STATS_KEY_SQL,
  from: Date,
  until: Date,
): SQL => {
  const [lo, hi] = [from.getTime(), until.getTime()];
  const [hourLo, hourHi] = [Math.ceil(lo / HOUR_MS) * HOUR_MS, floorTo(hi, HOUR_MS)];
  const at = (ms: number) => sql`${new Date(ms).toISOString()}::timestamptz`;
  const edges: [number, number][] =
    hourLo >= hourHi
      ? [[lo, hi]]
      : [
          [lo, hourLo],
          [hourHi, hi],
        ];
  const parts: SQL[] = [];
  if (hourLo < hourHi) {
    parts.push(sql`select bucket, key, payments, amount from payment_stats
      where partner_id = ${partnerId} and dimension = ${dimension}
        and bucket >= ${at(hourLo)} and bucket < ${at(hourHi)}`);
  }
  const key = STATS_KEY_SQL[dimension];
  for (const [a, b] of edges) {
    if (a >= b) continue;
    parts.push(sql`select date_trunc('hour', created_at, 'UTC') as bucket, ${key} as key, count(*) as payments,
        sum(case when currency = 'VND' then amount else 0 end) as amount
      from payments
      where partner_id = ${partnerId} and created_at >= ${at(a)} and created_at < ${at(b)}
        and environment = ${DASHBOARD_ENVIRONMENT} and type in (${dashboardTypesSql})
        and ${key} is not null and ${key} <> ''${dimension === 'status' ? sql`` : sql` and status = 'SUCCESS'`}
      group by 1, 2`);
  }
  // An empty range (from = until) still answers the columns.
  if (parts.length === 0)
    return sql`select null::timestamptz as bucket, null::text as key, 0::bigint as payments, 0::numeric as amount where false`;
  return sql.join(parts, sql` union all `);
};

/** What one payment adds to each running total. */
const contributions = (p: StatsPayment) => {
  const created = p.createdAt.getTime();
  const hour = floorTo(created, HOUR_MS);
  const amount = milli(p.amount);
  const totals: TotalsKey[] = (['hour', 'day'] as const).map((grain) => ({
    grain,
    bucket: grain === 'hour' ? hour : floorTo(created, DAY_MS),
    environment: p.environment,
    appId: p.appId,
    status: p.status,
    type: p.type,
    currency: p.currency,
  }));
  const bank = p.bank;
  const bankTotals: TotalsKey[] = bank ? totals.map((k) => ({ ...k, bank })) : [];
  const stats: StatsKey[] = [];
  if (p.environment === DASHBOARD_ENVIRONMENT && DASHBOARD_TYPES.includes(p.type)) {
    stats.push({ dimension: 'status', bucket: hour, key: p.status });
    if (p.status === 'SUCCESS') {
      if (p.channelId) stats.push({ dimension: 'channel', bucket: hour, key: p.channelId });
      if (p.source) stats.push({ dimension: 'source', bucket: hour, key: p.source });
    }
  }
  return { totals, bankTotals, stats, amount, vnd: p.currency === 'VND' ? amount : 0n };
};

const add = <K>(into: Map<string, { key: K; delta: Delta }>, id: string, key: K, count: number, amount: bigint) => {
  const entry = into.get(id) ?? { key, delta: { count: 0, amount: 0n } };
  entry.delta.count += count;
  entry.delta.amount += amount;
  into.set(id, entry);
};

/** Non-zero deltas in a fixed order: concurrent transactions lock the rows in the same order. */
const sorted = <K>(map: Map<string, { key: K; delta: Delta }>) =>
  [...map.entries()]
    .filter(([, v]) => v.delta.count !== 0 || v.delta.amount !== 0n)
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
    .map(([, v]) => v);

/** A counter table's primary key, the conflict target of its upserts (schema.ts names it once). */
const primaryKeyOf = (table: typeof paymentTotals | typeof paymentBankTotals | typeof paymentStats) => {
  const { name, primaryKeys } = getTableConfig(table);
  const key = primaryKeys[0];
  if (!key) throw new Error(`${name} has no primary key`);
  return key.columns;
};
// Read once: recordPaymentChange runs in every payment's transaction.
const STATS_KEY = primaryKeyOf(paymentStats);
const TOTALS_KEY = primaryKeyOf(paymentTotals);
const BANK_TOTALS_KEY = primaryKeyOf(paymentBankTotals);

/**
 * Moves a payment's contribution from `before` (null for a new payment) to `after`, inside the
 * caller's transaction: the status change and its totals commit together or not at all.
 */
export const recordPaymentChange = async (tx: Tx, before: StatsPayment | null, after: StatsPayment) => {
  const totals = new Map<string, { key: TotalsKey; delta: Delta }>();
  const bankTotals = new Map<string, { key: TotalsKey; delta: Delta }>();
  const stats = new Map<string, { key: StatsKey; delta: Delta }>();
  for (const [payment, sign] of [
    [before, -1],
    [after, 1],
  ] as const) {
    if (!payment) continue;
    const c = contributions(payment);
    const s = BigInt(sign);
    for (const [into, keys] of [
      [totals, c.totals],
      [bankTotals, c.bankTotals],
    ] as const) {
      for (const k of keys) {
        const bucket = String(k.bucket).padStart(15, '0');
        const id = [k.bank ?? '', k.grain, bucket, k.environment, k.appId, k.status, k.type, k.currency];
        add(into, id.join('|'), k, sign, s * c.amount);
      }
    }
    for (const k of c.stats) {
      add(stats, [k.dimension, String(k.bucket).padStart(15, '0'), k.key].join('|'), k, sign, s * c.vnd);
    }
  }
  const partnerId = after.partnerId;
  const shard = shardOf(after.id);
  const statRows = sorted(stats);
  if (statRows.length > 0) {
    await tx
      .insert(paymentStats)
      .values(
        statRows.map(({ key, delta }) => ({
          partnerId,
          dimension: key.dimension,
          bucket: new Date(key.bucket),
          key: key.key,
          shard,
          payments: delta.count,
          amount: decimal(delta.amount),
        })),
      )
      .onConflictDoUpdate({
        target: STATS_KEY,
        set: addExcluded(paymentStats),
      });
  }
  const totalRows = sorted(totals);
  if (totalRows.length > 0) {
    await tx
      .insert(paymentTotals)
      .values(totalRows.map((row) => totalsValues(partnerId, shard, row)))
      .onConflictDoUpdate({ target: TOTALS_KEY, set: addExcluded(paymentTotals) });
  }
  const bankRows = sorted(bankTotals);
  if (bankRows.length > 0) {
    await tx
      .insert(paymentBankTotals)
      .values(bankRows.map((row) => ({ ...totalsValues(partnerId, shard, row), bank: row.key.bank ?? '' })))
      .onConflictDoUpdate({ target: BANK_TOTALS_KEY, set: addExcluded(paymentBankTotals) });
  }
};

/** One counter row of payment_totals or payment_bank_totals (the bank aside). */
const totalsValues = (partnerId: string, shard: number, { key, delta }: { key: TotalsKey; delta: Delta }) => ({
  partnerId,
  grain: key.grain,
  bucket: new Date(key.bucket),
  environment: key.environment,
  appId: key.appId,
  status: key.status,
  type: key.type,
  currency: key.currency,
  shard,
  payments: delta.count,
  amount: decimal(delta.amount),
});

/** An upsert's update: the counter plus the delta. */
const addExcluded = (t: typeof paymentTotals | typeof paymentBankTotals | typeof paymentStats) => ({
  payments: sql`${t.payments} + excluded.payments`,
  amount: sql`${t.amount} + excluded.amount`,
});

const dashboardTypesSql = sql.join(
  DASHBOARD_TYPES.map((t) => sql`${t}`),
  sql`, `,
);

/** How often the shards of settled buckets are folded (the payment-totals-fold job). */
export const FOLD_EVERY_SECONDS = 600;
/** Buckets younger than this still take most writes and keep their shards. */
const FOLD_AFTER = { hour: 2 * HOUR_MS, day: 2 * DAY_MS } as const;
/** A recount's grain and bucket, from the payment's created_at (`g` is the grain's row). */
const RECOUNT_BUCKET = "g.grain, date_trunc(g.grain, created_at, 'UTC')";

/**
 * The two totals tables as the recount and the fold write them: their key columns (shard aside),
 * the same keys read from a payment for the recount, and which payments each counts.
 */
const TOTALS_TABLES = [
  {
    name: 'payment_totals',
    keys: 'partner_id, grain, bucket, environment, app_id, status, type, currency',
    recount: `partner_id, ${RECOUNT_BUCKET}, environment, app_id, status, type, currency`,
    counts: 'true',
  },
  {
    name: 'payment_bank_totals',
    keys: 'partner_id, bank, grain, bucket, environment, app_id, status, type, currency',
    recount: `partner_id, bank, ${RECOUNT_BUCKET}, environment, app_id, status, type, currency`,
    counts: 'bank is not null',
  },
] as const;

/** `1, 2, …, n`: a GROUP BY of the first n columns of the select list. */
const positions = (n: number) => Array.from({ length: n }, (_, i) => i + 1).join(', ');

const foldCuts = (now: Date) => ({
  hourCut: new Date(now.getTime() - FOLD_AFTER.hour),
  dayCut: new Date(now.getTime() - FOLD_AFTER.day),
});

/**
 * Recounts one partner's totals from its payments (bulk loads such as `npm run bench`, repairs).
 * The same rules as recordPaymentChange, written as SQL. Buckets the fold would already have
 * merged are written merged (shard 0), so a recount leaves the rows a running server has rather
 * than a table the next fold has to rewrite (and leave bloated for every dashboard read).
 */
export const rebuildPaymentStats = async (db: Db | Tx, partnerId: string, now = new Date()) => {
  const { hourCut, dayCut } = foldCuts(now);
  for (const t of TOTALS_TABLES) await db.execute(sql`delete from ${sql.raw(t.name)} where partner_id = ${partnerId}`);
  await db.delete(paymentStats).where(sql`${paymentStats.partnerId} = ${partnerId}`);
  for (const t of TOTALS_TABLES) {
    const keys = sql.raw(t.keys);
    await db.execute(sql`
      insert into ${sql.raw(t.name)} (${keys}, shard, payments, amount)
      select ${sql.raw(t.recount)},
             case when date_trunc(g.grain, created_at, 'UTC') < g.cut then 0 else ${shardSql} end, count(*), sum(amount)
      from payments cross join (values ('hour', ${hourCut}::timestamptz), ('day', ${dayCut}::timestamptz)) as g(grain, cut)
      where partner_id = ${partnerId} and ${sql.raw(t.counts)}
      group by ${sql.raw(positions(t.keys.split(',').length + 1))}`);
  }
  await db.execute(sql`
    insert into payment_stats (partner_id, dimension, bucket, key, shard, payments, amount)
    select partner_id, d.dimension, date_trunc('hour', created_at, 'UTC'), d.key,
           case when date_trunc('hour', created_at, 'UTC') < ${hourCut}::timestamptz then 0 else ${shardSql} end,
           count(*), sum(case when currency = 'VND' then amount else 0 end)
    from payments
    cross join lateral (values ('status', status::text), ('channel', channel_id::text), ('source', source)) as d(dimension, key)
    where partner_id = ${partnerId}
      and environment = ${DASHBOARD_ENVIRONMENT}
      and type in (${dashboardTypesSql})
      and d.key is not null and d.key <> ''
      and (d.dimension = 'status' or status = 'SUCCESS')
    group by 1, 2, 3, 4, 5`);
};

/**
 * Merges the shards of every bucket old enough to be rarely written into shard 0, and drops
 * counters that came back to zero (the PENDING rows of payments since finished), so readers of
 * long ranges read one row per counter, as before sharding. One statement per table: the sums
 * move atomically, and a late write to an old bucket (a payment created then, finished now)
 * meets the deleted row and inserts a fresh shard row, folded next time.
 */
export const foldPaymentShards = async (db: Db | Tx, now = new Date()) => {
  const { hourCut, dayCut } = foldCuts(now);
  for (const t of TOTALS_TABLES) {
    const [table, keys] = [sql.raw(t.name), sql.raw(t.keys)];
    await db.execute(sql`
      with moved as (
        delete from ${table}
        where shard <> 0 and ((grain = 'hour' and bucket < ${hourCut}) or (grain = 'day' and bucket < ${dayCut}))
        returning ${keys}, payments, amount
      )
      insert into ${table} (${keys}, shard, payments, amount)
      select ${keys}, 0, sum(payments), sum(amount) from moved group by ${keys}
      on conflict on constraint ${sql.raw(`${t.name}_pkey`)} do update
        set payments = ${table}.payments + excluded.payments, amount = ${table}.amount + excluded.amount`);
  }
  await db.execute(sql`
    with moved as (
      delete from payment_stats where shard <> 0 and bucket < ${hourCut}
      returning partner_id, dimension, bucket, key, payments, amount
    )
    insert into payment_stats (partner_id, dimension, bucket, key, shard, payments, amount)
    select partner_id, dimension, bucket, key, 0, sum(payments), sum(amount)
    from moved group by 1, 2, 3, 4
    on conflict on constraint payment_stats_pkey do update
      set payments = payment_stats.payments + excluded.payments, amount = payment_stats.amount + excluded.amount`);
  for (const t of TOTALS_TABLES) {
    await db.execute(sql`
      delete from ${sql.raw(t.name)} where payments = 0 and amount = 0
        and ((grain = 'hour' and bucket < ${hourCut}) or (grain = 'day' and bucket < ${dayCut}))`);
  }
  await db.execute(sql`delete from payment_stats where payments = 0 and amount = 0 and bucket < ${hourCut}`);
};
