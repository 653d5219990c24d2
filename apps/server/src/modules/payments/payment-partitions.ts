import { sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.js';

// Monthly partitions of `payments` (docs/adr/0016, migration 0015). The SQL function
// payments_ensure_partitions (in the migration) makes the UTC months of a range that do not
// exist yet, moving any rows the default partition caught for them; this module says when.

/** How often the payment-partitions job runs: months are made long before they start. */
export const PARTITIONS_EVERY_SECONDS = 6 * 3600;
/** Months made ahead of the current one. */
export const PARTITION_MONTHS_AHEAD = 3;

const rowsOf = <T>(result: unknown): T[] => (result as { rows: T[] }).rows;
const count = (result: unknown): number => Number(rowsOf<{ made: unknown }>(result)[0]?.made ?? 0);

/** Makes every month from `from` to `to` that is missing; answers how many were made. */
export const ensurePaymentPartitions = async (db: Db | Tx, from: Date, to: Date): Promise<number> =>
  count(
    await db.execute(
      sql`select payments_ensure_partitions(${from.toISOString()}::timestamptz, ${to.toISOString()}::timestamptz) as made`,
    ),
  );

const monthsAhead = (now: Date, months: number) =>
  new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + months, 1));

/** The current month and PARTITION_MONTHS_AHEAD after it (at start and in the job). */
export const ensurePartitionsAhead = (db: Db | Tx, now = new Date()): Promise<number> =>
  ensurePaymentPartitions(db, now, monthsAhead(now, PARTITION_MONTHS_AHEAD));

/**
 * The job's work: the current month and PARTITION_MONTHS_AHEAD after it exist, and every month
 * the default partition holds rows of gets its partition (the rows move into it), so the default
 * partition is empty again after each run.
 */
export const maintainPaymentPartitions = async (db: Db, now = new Date()): Promise<number> => {
  let made = await ensurePartitionsAhead(db, now);
  const result = await db.execute(
    sql`select distinct date_trunc('month', created_at, 'UTC') as month from payments_default order by 1`,
  );
  for (const { month } of rowsOf<{ month: string | Date }>(result)) {
    const at = new Date(month);
    // One month per transaction: its rows move and the partition attaches together or not at all.
    made += await db.transaction((tx) => ensurePaymentPartitions(tx, at, at));
  }
  return made;
};

/** The UTC months that have a partition, oldest first, and the rows left in the default one. */
export const paymentPartitions = async (db: Db | Tx): Promise<{ months: string[]; inDefault: number }> => {
  const parts = await db.execute(sql`
    select c.relname as name from pg_inherits i
    join pg_class c on c.oid = i.inhrelid
    where i.inhparent = 'public.payments'::regclass and c.relname <> 'payments_default'
    order by 1`);
  const left = await db.execute(sql`select count(*)::int as n from payments_default`);
  return {
    months: rowsOf<{ name: string }>(parts).map((r) => r.name.replace(/^payments_/, '').replace('_', '-')),
    inDefault: Number(rowsOf<{ n: unknown }>(left)[0]?.n ?? 0),
  };
};
