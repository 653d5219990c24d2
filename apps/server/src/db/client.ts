import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import { MIGRATIONS_DIR } from '../lib/paths.js';
import * as schema from './schema.js';

export type Schema = typeof schema;
/** One type for both drivers: services never know which one runs. */
export type Db = PgDatabase<PgQueryResultHKT, Schema>;

export type Database = {
  db: Db;
  kind: 'pglite' | 'postgres';
  /** The embedded instance, when kind is pglite (tests clone it; pg-boss adapts to it). */
  pglite: PGlite | undefined;
  pool: pg.Pool | undefined;
  migrate(): Promise<void>;
  close(): Promise<void>;
};

export type DatabaseOptions =
  | { kind: 'postgres'; url: string; poolSize?: number }
  | { kind: 'pglite'; dataDir: string }
  | { kind: 'pglite-memory'; loadDataDir?: Blob | File };

// Serialises migrations when several instances start against one Postgres at once.
const MIGRATION_LOCK_KEY = 727_001;

export const openDatabase = async (options: DatabaseOptions): Promise<Database> => {
  if (options.kind === 'postgres') {
    const pool = new pg.Pool({ connectionString: options.url, max: options.poolSize ?? 10 });
    // An idle connection the server closes (restart, failover, admin shutdown) must not crash the
    // process: the pool drops it and opens a new one on the next query.
    pool.on('error', (error: Error & { code?: string }) => {
      if (error.code !== '57P01') console.error('database connection lost:', error.message);
    });
    const db = drizzlePg(pool, { schema }) as unknown as Db;
    return {
      db,
      kind: 'postgres',
      pglite: undefined,
      pool,
      async migrate() {
        const client = await pool.connect();
        try {
          await client.query('SELECT pg_advisory_lock($1)', [MIGRATION_LOCK_KEY]);
          await migratePg(drizzlePg(client, { schema }), { migrationsFolder: MIGRATIONS_DIR });
        } finally {
          await client.query('SELECT pg_advisory_unlock($1)', [MIGRATION_LOCK_KEY]).catch(() => undefined);
          client.release();
        }
      },
      close: () => pool.end(),
    };
  }
  let pglite: PGlite;
  if (options.kind === 'pglite') {
    const dir = path.join(options.dataDir, 'pgdata');
    mkdirSync(options.dataDir, { recursive: true });
    pglite = await PGlite.create(dir);
  } else {
    pglite = await PGlite.create(options.loadDataDir ? { loadDataDir: options.loadDataDir } : {});
  }
  const db = drizzlePglite(pglite, { schema }) as unknown as Db;
  return {
    db,
    kind: 'pglite',
    pglite,
    pool: undefined,
    async migrate() {
      await migratePglite(drizzlePglite(pglite, { schema }), { migrationsFolder: MIGRATIONS_DIR });
    },
    close: () => pglite.close(),
  };
};

export const pingDatabase = async (db: Db): Promise<void> => {
  await db.execute(sql`select 1`);
};
