import { createHash } from 'node:crypto';
import type { SQL } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import type pg from 'pg';
import type { Db } from './client.js';

// Issue #16: a statement PostgreSQL plans once per connection instead of on every call. Planning
// the dashboard's statement took as long as running it. Only for statements over plain tables
// whose best plan does not depend on the values: over the partitioned payments a plan made
// without the dates cannot leave months out, and ran 15 times slower (docs/benchmarks-history.md).

const dialect = new PgDialect();

/**
 * Runs `query` as a named statement on PostgreSQL (the name is the hash of its text, so two texts
 * never share one); on PGlite, which has no pool, as any statement.
 */
export const executeNamed = async <T>(db: Db, pool: pg.Pool | undefined, query: SQL): Promise<T[]> => {
  if (!pool) return ((await db.execute(query)) as unknown as { rows: T[] }).rows;
  const { sql: text, params } = dialect.sqlToQuery(query);
  const name = `n_${createHash('sha1').update(text).digest('hex').slice(0, 20)}`;
  return (await pool.query<T & pg.QueryResultRow>({ name, text, values: params })).rows;
};
