import { randomUUID } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import pg from 'pg';
import type { Database } from './client.js';

// Issue #16, ADR 0022 and 0023: delivers the database's notices to this instance's caches (the
// sessions' on `paygate_auth`, the partners' payment reads' on `paygate_partner_data`), and tells
// them whether every notice is known to arrive.
//
// - PGlite (one process): `listen` hands each notice over before the committing call returns, so
//   the caches are current by the time any other request runs.
// - PostgreSQL: a connection of its own LISTENs on every channel. It is known healthy only while
//   its own heartbeat notices come back (sent every second; PostgreSQL delivers the notices of all
//   channels to a listener in one queue, in commit order, so a heartbeat that came back means every
//   notice committed before it has arrived). No heartbeat back within 3 s, a connection error or
//   its end: the caches are emptied and stop answering (each request reads the database) until
//   the connection is made again and a heartbeat has come back through it.

export type ChangeFeed = {
  /**
   * Resolves once every notice committed before the call has reached this instance (a marker sent
   * after them came back through the LISTEN connection). A mutation's answer waits for it, so the
   * next request on this instance sees what the mutation changed.
   */
  caughtUp(): Promise<void>;
  /** Whether every notice is known to arrive, so the caches answer. */
  readonly listening: boolean;
  close(): Promise<void>;
};

/** What a cache fed by notices is told. */
export type FeedSubscriber = {
  /** The channels it takes notices from, and what each notice's text does to it. */
  channels: Record<string, (payload: string) => void>;
  /** Whether every notice is known to arrive; either way it forgets what it remembered. */
  setHealthy(healthy: boolean): void;
};

/** How the LISTEN connection names itself in pg_stat_activity. */
export const CHANGE_FEED_APPLICATION = 'paygate-change-notices';
/** The heartbeats' channel: no cache listens to it, only the feed. */
const HEARTBEAT_CHANNEL = 'paygate_feed';

const BEAT_EVERY_MS = 1_000;
const BEAT_LOST_MS = 3_000;
const RECONNECT_MS = 1_000;

/** Every channel's handlers, joined: two caches may take the same channel's notices. */
const handlersOf = (subscribers: FeedSubscriber[]) => {
  const byChannel = new Map<string, ((payload: string) => void)[]>();
  for (const s of subscribers)
    for (const [channel, handle] of Object.entries(s.channels))
      byChannel.set(channel, [...(byChannel.get(channel) ?? []), handle]);
  return byChannel;
};

export const startChangeFeed = async (
  database: Database,
  subscribers: FeedSubscriber[],
  log: FastifyBaseLogger,
): Promise<ChangeFeed> => {
  const handlers = handlersOf(subscribers);
  let healthy = false;
  const setHealthy = (value: boolean) => {
    healthy = value;
    for (const s of subscribers) s.setHealthy(value);
  };
  const { pglite } = database;
  if (pglite) {
    const unlisten = await Promise.all(
      [...handlers].map(([channel, handle]) =>
        pglite.listen(channel, (payload) => {
          for (const h of handle) h(payload);
        }),
      ),
    );
    setHealthy(true);
    return {
      caughtUp: async () => undefined,
      get listening() {
        return healthy;
      },
      close: async () => {
        setHealthy(false);
        await Promise.all(unlisten.map((u) => u().catch(() => undefined)));
      },
    };
  }
  if (!database.pool) throw new Error('a PostgreSQL database without a pool');
  const feed = new PostgresChangeFeed(database.pool.options, handlers, setHealthy, () => healthy, log);
  await feed.connect();
  return feed;
};

type Waiter = { beat: number; resolve: () => void };

class PostgresChangeFeed implements ChangeFeed {
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
    private readonly handlers: Map<string, ((payload: string) => void)[]>,
    private readonly setHealthy: (healthy: boolean) => void,
    private readonly isHealthy: () => boolean,
    private readonly log: FastifyBaseLogger,
  ) {
    this.timer = setInterval(() => this.tick(), BEAT_EVERY_MS);
    this.timer.unref();
  }

  get listening(): boolean {
    return this.isHealthy();
  }

  async connect(): Promise<void> {
    if (this.closed || this.client) return;
    const client = new pg.Client({ ...this.options, application_name: CHANGE_FEED_APPLICATION });
    this.client = client;
    client.on('notification', (message) => {
      if (client === this.client) this.onNotice(message.channel, message.payload ?? '');
    });
    client.on('error', (error) => this.fail(client, `change notices: connection error: ${error.message}`));
    client.on('end', () => this.fail(client, 'change notices: connection ended'));
    try {
      await client.connect();
      for (const channel of [HEARTBEAT_CHANNEL, ...this.handlers.keys()]) await client.query(`LISTEN ${channel}`);
      // Healthy once this comes back through the connection (onNotice).
      await this.beat(client);
    } catch (error) {
      this.fail(client, `change notices: could not listen: ${(error as Error).message}`);
    }
  }

  caughtUp(): Promise<void> {
    const client = this.client;
    if (!client || !this.isHealthy()) return Promise.resolve();
    return new Promise<void>((resolve) => {
      this.waiters.push({ beat: this.sent + 1, resolve });
      this.beat(client).catch((error: Error) => this.fail(client, `change notices: ${error.message}`));
    });
  }

  async close(): Promise<void> {
    this.closed = true;
    clearInterval(this.timer);
    const client = this.client;
    this.client = undefined;
    this.setHealthy(false);
    this.release();
    await client?.end().catch(() => undefined);
  }

  private async beat(client: pg.Client): Promise<void> {
    this.sent++;
    await client.query('SELECT pg_notify($1, $2)', [HEARTBEAT_CHANNEL, `${this.beatPrefix}${this.sent}`]);
  }

  private onNotice(channel: string, payload: string): void {
    if (channel !== HEARTBEAT_CHANNEL) {
      for (const handle of this.handlers.get(channel) ?? []) handle(payload);
      return;
    }
    if (!payload.startsWith(this.beatPrefix)) return;
    this.received = Math.max(this.received, Number(payload.slice(this.beatPrefix.length)));
    this.lastBeatAt = Date.now();
    if (!this.isHealthy()) {
      this.setHealthy(true);
      this.log.info('change notices: listening, sessions and payment reads cached');
    }
    const ready = this.waiters.filter((w) => w.beat <= this.received);
    this.waiters = this.waiters.filter((w) => w.beat > this.received);
    for (const w of ready) w.resolve();
  }

  private tick(): void {
    const client = this.client;
    if (!client) return;
    if (this.isHealthy() && Date.now() - this.lastBeatAt > BEAT_LOST_MS) {
      this.fail(client, 'change notices: heartbeat lost');
      return;
    }
    this.beat(client).catch((error: Error) => this.fail(client, `change notices: ${error.message}`));
  }

  /** The connection is not to be trusted: stop caching, drop it, and make a new one shortly. */
  private fail(client: pg.Client, reason: string): void {
    if (client !== this.client) return;
    this.client = undefined;
    if (this.isHealthy())
      this.log.warn(`${reason}; sessions and payment reads come from the database until it is back`);
    this.setHealthy(false);
    this.release();
    client.end().catch(() => undefined);
    if (!this.closed) setTimeout(() => void this.connect(), RECONNECT_MS).unref();
  }

  /** Waiters are let go when the caches stop answering: nothing they could serve is stale. */
  private release(): void {
    for (const w of this.waiters) w.resolve();
    this.waiters = [];
  }
}
