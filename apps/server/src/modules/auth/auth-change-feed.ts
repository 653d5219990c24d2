import { randomUUID } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import pg from 'pg';
import type { Database } from '../../db/client.js';
import { AUTH_CHANNEL, parseAuthNotice, type SessionCache } from './session-cache.js';

// Issue #16, ADR 0022: delivers the database's `paygate_auth` notices (migration 0018) to this
// instance's SessionCache, and tells it whether every notice is known to arrive.
//
// - PGlite (one process): `listen` hands each notice over before the committing call returns, so
//   the cache is current by the time any other request runs.
// - PostgreSQL: a connection of its own LISTENs. It is known healthy only while its own heartbeat
//   notices come back (sent every second through the same channel, so they travel the same path
//   and in the same order as the real ones). No heartbeat back within 3 s, a connection error or
//   its end: the cache is emptied and stops answering (each request reads the database) until the
//   connection is made again and a heartbeat has come back through it.

export type AuthChangeFeed = {
  /**
   * Resolves once every notice committed before the call has reached this instance (a marker sent
   * after them came back through the LISTEN connection). A mutation's answer waits for it, so the
   * next request on this instance sees what the mutation changed.
   */
  caughtUp(): Promise<void>;
  /** Whether every notice is known to arrive, so the cache answers. */
  readonly listening: boolean;
  close(): Promise<void>;
};

/** How the LISTEN connection names itself in pg_stat_activity. */
export const AUTH_FEED_APPLICATION = 'paygate-auth-notices';

const BEAT_EVERY_MS = 1_000;
const BEAT_LOST_MS = 3_000;
const RECONNECT_MS = 1_000;

export const startAuthChangeFeed = async (
  database: Database,
  cache: SessionCache<unknown>,
  log: FastifyBaseLogger,
): Promise<AuthChangeFeed> => {
  const deliver = (payload: string) => cache.apply(parseAuthNotice(payload) ?? { kind: 'all' });
  if (database.pglite) {
    const unlisten = await database.pglite.listen(AUTH_CHANNEL, deliver);
    cache.setHealthy(true);
    return {
      caughtUp: async () => undefined,
      get listening() {
        return cache.active;
      },
      close: async () => {
        cache.setHealthy(false);
        await unlisten().catch(() => undefined);
      },
    };
  }
  if (!database.pool) throw new Error('a PostgreSQL database without a pool');
  const feed = new PostgresAuthFeed(database.pool.options, cache, deliver, log);
  await feed.connect();
  return feed;
};

type Waiter = { beat: number; resolve: () => void };

class PostgresAuthFeed implements AuthChangeFeed {
  /** Heartbeats carry this instance's id: another instance's are only passed over. */
  private readonly beatPrefix = `h:${randomUUID()}:`;
  private client: pg.Client | undefined;
  private sent = 0;
  private received = 0;
  private lastBeatAt = 0;
  private waiters: Waiter[] = [];
  private closed = false;
  private readonly timer: NodeJS.Timeout;

  constructor(
    private readonly options: pg.PoolConfig,
    private readonly cache: SessionCache<unknown>,
    private readonly deliver: (payload: string) => void,
    private readonly log: FastifyBaseLogger,
  ) {
    this.timer = setInterval(() => this.tick(), BEAT_EVERY_MS);
    this.timer.unref();
  }

  get listening(): boolean {
    return this.cache.active;
  }

  async connect(): Promise<void> {
    if (this.closed || this.client) return;
    const client = new pg.Client({ ...this.options, application_name: AUTH_FEED_APPLICATION });
    this.client = client;
    client.on('notification', (message) => {
      if (client === this.client && message.channel === AUTH_CHANNEL) this.onNotice(message.payload ?? '');
    });
    client.on('error', (error) => this.fail(client, `auth notices: connection error: ${error.message}`));
    client.on('end', () => this.fail(client, 'auth notices: connection ended'));
    try {
      await client.connect();
      await client.query(`LISTEN ${AUTH_CHANNEL}`);
      // Healthy once this comes back through the connection (onNotice).
      await this.beat(client);
    } catch (error) {
      this.fail(client, `auth notices: could not listen: ${(error as Error).message}`);
    }
  }

  caughtUp(): Promise<void> {
    const client = this.client;
    if (!client || !this.cache.active) return Promise.resolve();
    return new Promise<void>((resolve) => {
      this.waiters.push({ beat: this.sent + 1, resolve });
      this.beat(client).catch((error: Error) => this.fail(client, `auth notices: ${error.message}`));
    });
  }

  async close(): Promise<void> {
    this.closed = true;
    clearInterval(this.timer);
    const client = this.client;
    this.client = undefined;
    this.cache.setHealthy(false);
    this.release();
    await client?.end().catch(() => undefined);
  }

  private async beat(client: pg.Client): Promise<void> {
    this.sent++;
    await client.query('SELECT pg_notify($1, $2)', [AUTH_CHANNEL, `${this.beatPrefix}${this.sent}`]);
  }

  private onNotice(payload: string): void {
    if (payload.startsWith('h:')) {
      if (!payload.startsWith(this.beatPrefix)) return;
      this.received = Math.max(this.received, Number(payload.slice(this.beatPrefix.length)));
      this.lastBeatAt = Date.now();
      if (!this.cache.active) {
        this.cache.setHealthy(true);
        this.log.info('auth notices: listening, sessions cached');
      }
      const ready = this.waiters.filter((w) => w.beat <= this.received);
      this.waiters = this.waiters.filter((w) => w.beat > this.received);
      for (const w of ready) w.resolve();
      return;
    }
    this.deliver(payload);
  }

  private tick(): void {
    const client = this.client;
    if (!client) return;
    if (this.cache.active && Date.now() - this.lastBeatAt > BEAT_LOST_MS) {
      this.fail(client, 'auth notices: heartbeat lost');
      return;
    }
    this.beat(client).catch((error: Error) => this.fail(client, `auth notices: ${error.message}`));
  }

  /** The connection is not to be trusted: stop caching, drop it, and make a new one shortly. */
  private fail(client: pg.Client, reason: string): void {
    if (client !== this.client) return;
    this.client = undefined;
    if (this.cache.active) this.log.warn(`${reason}; sessions read from the database until it is back`);
    this.cache.setHealthy(false);
    this.release();
    client.end().catch(() => undefined);
    if (!this.closed) setTimeout(() => void this.connect(), RECONNECT_MS).unref();
  }

  /** Waiters are let go when the cache stops answering: nothing it could serve is stale. */
  private release(): void {
    for (const w of this.waiters) w.resolve();
    this.waiters = [];
  }
}
