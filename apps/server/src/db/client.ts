import { existsSync, mkdirSync } from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import { MIGRATIONS_DIR } from '../lib/paths.js';
import { readBaseline } from './baseline.js';
import * as schema from './schema.js';

export type Schema = typeof schema;
/** One type for both drivers: services never know which one runs. */
export type Db = PgDatabase<PgQueryResultHKT, Schema>;
/** A drizzle transaction (either driver): what a service writes through, and a job is sent in. */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

export type Database = {
  db: Db;
  kind: 'pglite' | 'postgres';
  /** The embedded instance, when kind is pglite (tests clone it; pg-boss adapts to it). */
  pglite: PGlite | undefined;
  pool: pg.Pool | undefined;
  migrate(): Promise<void>;
  /**
   * Answers when the database does, within about a second; throws otherwise. On PostgreSQL it has
   * a connection of its own, so a pool held up behind a table lock does not make a live database
   * look dead (issue 26 item 4).
   */
  ping(): Promise<void>;
  close(): Promise<void>;
};

/**
 * How long one statement may run and wait for a lock, and how long a request may wait for a free
 * connection (issue 26 item 4): past them the request is answered busy (UNAVAILABLE, HTTP 503) and
 * its transaction rolls back. The server sets them (DATABASE_*_MS); the CLI, migrations, the
 * export's COPY and the benches run without.
 */
export type DatabaseTimeouts = { statementMs: number; lockMs: number; poolWaitMs: number };

export type DatabaseOptions =
  | { kind: 'postgres'; url: string; poolSize?: number; timeouts?: DatabaseTimeouts }
  /** `image`: what a new data directory starts from; by default the built one (docs/adr/0028). */
  | { kind: 'pglite'; dataDir: string; image?: Blob }
  | { kind: 'pglite-memory'; loadDataDir?: Blob | File };

// Serialises migrations when several instances start against one Postgres at once.
const MIGRATION_LOCK_KEY = 727_001;

export const openDatabase = async (options: DatabaseOptions): Promise<Database> => {
  if (options.kind === 'postgres') {
    const timeouts = options.timeouts;
    const pool = new pg.Pool({
      connectionString: options.url,
      max: options.poolSize ?? 10,
      ...(timeouts
        ? {
            statement_timeout: timeouts.statementMs,
            lock_timeout: timeouts.lockMs,
            connectionTimeoutMillis: timeouts.poolWaitMs,
          }
        : {}),
    });
    // The health check's own connection: never behind the requests' queue or a table lock.
    const health = new pg.Pool({
      connectionString: options.url,
      max: 1,
      connectionTimeoutMillis: 1_500,
      statement_timeout: 1_000,
      idleTimeoutMillis: 60_000,
    });
    health.on('error', () => undefined);
    health.on('connect', (client) => client.on('error', () => undefined));
    // An idle connection the server closes (restart, failover, admin shutdown) must not crash the
    // process: the pool drops it and opens a new one on the next query.
    pool.on('error', (error: Error & { code?: string }) => {
      if (error.code !== '57P01') console.error('database connection lost:', error.message);
    });
    // Nor may a connection lost while checked out (a transaction between two statements): pg
    // emits 'error' on the client then, and the pool listens only to idle ones (issue 26's fault
    // run saw an instance exit on "Connection terminated unexpectedly"). The statement in flight
    // fails by itself and the pool discards the client when it is released.
    pool.on('connect', (client) => client.on('error', () => undefined));
    const db = drizzlePg(pool, { schema }) as unknown as Db;
    return {
      db,
      kind: 'postgres',
      pglite: undefined,
      pool,
      async migrate() {
        // Waiting for another instance's migration, or building an index, may take long.
        await unhurried(pool, async (client) => {
          try {
            await client.query('SELECT pg_advisory_lock($1)', [MIGRATION_LOCK_KEY]);
            await migratePg(drizzlePg(client, { schema }), { migrationsFolder: MIGRATIONS_DIR });
          } finally {
            await client.query('SELECT pg_advisory_unlock($1)', [MIGRATION_LOCK_KEY]).catch(() => undefined);
          }
        });
      },
      async ping() {
        await health.query('select 1');
      },
      close: async () => {
        await Promise.all([pool.end(), health.end()]);
      },
    };
  }
  let pglite: PGlite;
  if (options.kind === 'pglite') {
    const dir = path.join(options.dataDir, 'pgdata');
    mkdirSync(options.dataDir, { recursive: true });
    // A data directory without PG_VERSION is new (PGlite's own test): it starts from the built,
    // migrated image when there is one for these migrations, not from initdb (docs/adr/0028).
    const image = existsSync(path.join(dir, 'PG_VERSION')) ? undefined : (options.image ?? readBaseline());
    pglite = await PGlite.create(dir, image ? { loadDataDir: image } : {});
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
    // One connection in this process: nothing of another session can hold a lock against it.
    async ping() {
      await pglite.query('select 1');
    },
    close: () => pglite.close(),
  };
};

/**
 * Runs `work` on a pooled connection without the server's statement and lock timeouts (waiting
 * for another instance's migration or job-schema start, building an index), then gives the
 * connection back with the pool's own (the startup values RESET returns to).
 */
export const unhurried = async <T>(pool: pg.Pool, work: (client: pg.PoolClient) => Promise<T>): Promise<T> => {
  const client = await pool.connect();
  let broken = false;
  try {
    await client.query('SET statement_timeout = 0; SET lock_timeout = 0');
    return await work(client);
  } finally {
    await client.query('RESET statement_timeout; RESET lock_timeout').catch(() => {
      broken = true;
    });
    client.release(broken);
  }
};
