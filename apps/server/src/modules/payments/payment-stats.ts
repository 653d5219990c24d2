import { PAYMENT_TYPE_OF_API, type PaymentStatus } from '@paygate/contracts';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { paymentStats, type payments, paymentTotals } from '../../db/schema.js';
import type { Tx } from '../../lib/jobs.js';
import { decimal, milli } from '../../lib/money.js';

// Running totals of payments (docs/adr/0007). PaymentsService calls recordPaymentChange in the
// transaction of every insert and status change, so the rows below always equal a recount of the
// payments table (rebuildPaymentStats recounts; the tests compare both).

export const HOUR_MS = 3_600_000;
export const DAY_MS = 86_400_000;

/** The dashboard's payments: what payers paid through the gateway API (not cash-outs or top-ups). */
export const DASHBOARD_TYPES: readonly string[] = [...new Set(Object.values(PAYMENT_TYPE_OF_API))];
export const DASHBOARD_ENVIRONMENT = 'PRODUCTION';

type StatsPayment = Pick<
  typeof payments.$inferSelect,
  | 'partnerId'
  | 'appId'
  | 'environment'
  | 'status'
  | 'type'
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
};
type StatsKey = { dimension: 'status' | 'channel' | 'source'; bucket: number; key: string };

const floorTo = (ms: number, unit: number) => Math.floor(ms / unit) * unit;

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
  const stats: StatsKey[] = [];
  if (p.environment === DASHBOARD_ENVIRONMENT && DASHBOARD_TYPES.includes(p.type)) {
    stats.push({ dimension: 'status', bucket: hour, key: p.status });
    if (p.status === 'SUCCESS') {
      if (p.channelId) stats.push({ dimension: 'channel', bucket: hour, key: p.channelId });
      if (p.source) stats.push({ dimension: 'source', bucket: hour, key: p.source });
    }
  }
  return { totals, stats, amount, vnd: p.currency === 'VND' ? amount : 0n };
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

/**
 * Moves a payment's contribution from `before` (null for a new payment) to `after`, inside the
 * caller's transaction: the status change and its totals commit together or not at all.
 */
export const recordPaymentChange = async (tx: Tx, before: StatsPayment | null, after: StatsPayment) => {
  const totals = new Map<string, { key: TotalsKey; delta: Delta }>();
  const stats = new Map<string, { key: StatsKey; delta: Delta }>();
  for (const [payment, sign] of [
    [before, -1],
    [after, 1],
  ] as const) {
    if (!payment) continue;
    const c = contributions(payment);
    const s = BigInt(sign);
    for (const k of c.totals) {
      const id = [k.grain, String(k.bucket).padStart(15, '0'), k.environment, k.appId, k.status, k.type, k.currency];
      add(totals, id.join('|'), k, sign, s * c.amount);
    }
    for (const k of c.stats) {
      add(stats, [k.dimension, String(k.bucket).padStart(15, '0'), k.key].join('|'), k, sign, s * c.vnd);
    }
  }
  const partnerId = after.partnerId;
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
          payments: delta.count,
          amount: decimal(delta.amount),
        })),
      )
      .onConflictDoUpdate({
        target: [paymentStats.partnerId, paymentStats.dimension, paymentStats.bucket, paymentStats.key],
        set: {
          payments: sql`${paymentStats.payments} + excluded.payments`,
          amount: sql`${paymentStats.amount} + excluded.amount`,
        },
      });
  }
  const totalRows = sorted(totals);
  if (totalRows.length > 0) {
    await tx
      .insert(paymentTotals)
      .values(
        totalRows.map(({ key, delta }) => ({
          partnerId,
          grain: key.grain,
          bucket: new Date(key.bucket),
          environment: key.environment,
          appId: key.appId,
          status: key.status,
          type: key.type,
          currency: key.currency,
          payments: delta.count,
          amount: decimal(delta.amount),
        })),
      )
      .onConflictDoUpdate({
        target: [
          paymentTotals.partnerId,
          paymentTotals.grain,
          paymentTotals.bucket,
          paymentTotals.environment,
          paymentTotals.appId,
          paymentTotals.status,
          paymentTotals.type,
          paymentTotals.currency,
        ],
        set: {
          payments: sql`${paymentTotals.payments} + excluded.payments`,
          amount: sql`${paymentTotals.amount} + excluded.amount`,
        },
      });
  }
};

const dashboardTypesSql = sql.join(
  DASHBOARD_TYPES.map((t) => sql`${t}`),
  sql`, `,
);

/**
 * Recounts one partner's totals from its payments (bulk loads such as `npm run bench`, repairs).
 * The same rules as recordPaymentChange, written as SQL.
 */
export const rebuildPaymentStats = async (db: Db | Tx, partnerId: string) => {
  await db.delete(paymentTotals).where(sql`${paymentTotals.partnerId} = ${partnerId}`);
  await db.delete(paymentStats).where(sql`${paymentStats.partnerId} = ${partnerId}`);
  await db.execute(sql`
    insert into payment_totals (partner_id, grain, bucket, environment, app_id, status, type, currency, payments, amount)
    select partner_id, g.grain, date_trunc(g.grain, created_at, 'UTC'), environment, app_id, status, type, currency,
           count(*), sum(amount)
    from payments cross join (values ('hour'), ('day')) as g(grain)
    where partner_id = ${partnerId}
    group by 1, 2, 3, 4, 5, 6, 7, 8`);
  await db.execute(sql`
    insert into payment_stats (partner_id, dimension, bucket, key, payments, amount)
    select partner_id, d.dimension, date_trunc('hour', created_at, 'UTC'), d.key, count(*),
           sum(case when currency = 'VND' then amount else 0 end)
    from payments
    cross join lateral (values ('status', status::text), ('channel', channel_id::text), ('source', source)) as d(dimension, key)
    where partner_id = ${partnerId}
      and environment = ${DASHBOARD_ENVIRONMENT}
      and type in (${dashboardTypesSql})
      and d.key is not null and d.key <> ''
      and (d.dimension = 'status' or status = 'SUCCESS')
    group by 1, 2, 3, 4`);
};
