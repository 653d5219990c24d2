import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { type DrizzleTransactionLike, fromDrizzle, fromPglite, type Job, PgBoss, type SendOptions } from 'pg-boss';
import type { Database, Db } from '../db/client.js';

// Background jobs on pg-boss (docs/adr/0004): the same Postgres (or PGlite) that holds the data
// holds the jobs, so a job can be written in the transaction that makes it necessary (outbox).

export const QUEUES = {
  webhook: 'webhook-delivery',
  expiry: 'payment-expiry',
  settlement: 'payout-settlement',
} as const;
export type QueueName = (typeof QUEUES)[keyof typeof QUEUES];

/** A drizzle transaction (either driver): what sendInTx writes through. */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
export type JobHandler<T> = (job: Job<T>, shutdown: AbortSignal) => Promise<void>;

export class JobQueue {
  private readonly boss: PgBoss;
  private readonly shutdown = new AbortController();
  private started = false;

  constructor(
    database: Database,
    private readonly log: FastifyBaseLogger,
    private readonly options: { pollingIntervalSeconds: number },
  ) {
    const db =
      database.kind === 'pglite' && database.pglite
        ? fromPglite(database.pglite)
        : // One pool for the app and the queue; pg-boss unwraps multi-statement results itself.
          {
            executeSql: (text: string, values?: unknown[]) =>
              (database.pool as NonNullable<Database['pool']>).query(text, values),
          };
    this.boss = new PgBoss({
      db,
      ...(database.kind === 'pglite' ? { backend: 'pglite' as const } : {}),
      // Jobs are created with explicit start times; no cron is needed.
      schedule: false,
    });
    this.boss.on('error', (err) => this.log.error({ err }, 'job queue error'));
  }

  /** Creates the queues and starts the workers. */
  async start(
    handlers: { [Q in QueueName]?: { handler: JobHandler<never>; retryLimit?: number; expireInSeconds?: number } },
  ) {
    await this.boss.start();
    this.started = true;
    for (const name of Object.values(QUEUES)) {
      const spec = handlers[name];
      // A crash mid-job leaves it active; after expireInSeconds pg-boss hands it out again.
      await this.boss.createQueue(name, {
        retryLimit: spec?.retryLimit ?? 5,
        retryDelay: 5,
        retryBackoff: true,
        expireInSeconds: spec?.expireInSeconds ?? 60,
      });
      // pg-boss reads a queue's row once and caches it. sendInTx must never need that read: on
      // PGlite a statement outside the open transaction waits for it to end (a deadlock). A
      // far-future job that is deleted at once makes the first read happen here.
      const warmup = await this.boss.send(name, { warmup: true }, { startAfter: new Date('2999-01-01T00:00:00Z') });
      if (warmup) await this.boss.deleteJob(name, warmup);
      if (!spec) continue;
      await this.boss.work<unknown>(
        name,
        { batchSize: 1, localConcurrency: 4, pollingIntervalSeconds: this.options.pollingIntervalSeconds },
        async ([job]) => {
          if (job) await spec.handler(job as never, this.shutdown.signal);
        },
      );
    }
  }

  /** Writes a job inside the caller's transaction: it exists exactly when the transaction commits. */
  async sendInTx<T extends object>(tx: Tx, name: QueueName, data: T, options: SendOptions = {}): Promise<void> {
    await this.boss.send(name, data, { ...options, db: fromDrizzle(tx as unknown as DrizzleTransactionLike, sql) });
  }

  async send<T extends object>(name: QueueName, data: T, options: SendOptions = {}): Promise<void> {
    await this.boss.send(name, data, options);
  }

  /** Graceful: in-flight handlers are told to stop (their attempt is recorded), then the queue stops. */
  async stop(): Promise<void> {
    if (!this.started) return;
    this.started = false;
    this.shutdown.abort();
    await this.boss.stop({ graceful: true, timeout: 20_000, close: false });
  }
}
