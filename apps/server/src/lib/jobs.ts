import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import pg from 'pg';
import {
  type Db as BossDb,
  type DrizzleTransactionLike,
  fromDrizzle,
  fromPglite,
  type Job,
  PgBoss,
  type SendOptions,
} from 'pg-boss';
import { type Database, type Tx, unhurried } from '../db/client.js';

// Background jobs on pg-boss (docs/adr/0004): the same Postgres (or PGlite) that holds the data
// holds the jobs, so a job can be written in the transaction that makes it necessary (outbox).
// Throughput (docs/adr/0009): each queue claims jobs in batches and runs them in a pool of bounded
// size; a webhook's app is its group, so one slow endpoint holds at most a few slots; a committed
// job wakes the workers through LISTEN/NOTIFY, and polling only catches jobs whose start time came.

export const QUEUES = {
  webhook: 'webhook-delivery',
  expiry: 'payment-expiry',
  settlement: 'payout-settlement',
  fold: 'payment-totals-fold',
  prune: 'webhook-attempts-prune',
  partitions: 'payment-partitions',
  checkpoint: 'audit-checkpoint',
  complaint: 'complaint-deadline',
  statementMail: 'statement-mail',
} as const;
export type QueueName = (typeof QUEUES)[keyof typeof QUEUES];

/** Housekeeping that runs on a schedule carries nothing. */
export type ScheduledJob = Record<string, never>;

/**
 * What each queue's jobs carry. A queue whose jobs carry something has its payload declared by
 * the module that owns it, beside the code that sends it (payments: webhook and expiry, money:
 * settlement), by adding to this interface: lib/ sits beneath the modules and names none of them
 * (ENGINEERING §2). Declaration merging is why this one is an interface.
 */
export interface JobPayloads {
  [QUEUES.fold]: ScheduledJob;
  [QUEUES.prune]: ScheduledJob;
  [QUEUES.partitions]: ScheduledJob;
  [QUEUES.checkpoint]: ScheduledJob;
  [QUEUES.statementMail]: ScheduledJob;
}
/**
 * Runs one job. `job.signal` aborts when the claim lapses (expireInSeconds), `shutdown` when the
 * server stops; either way the handler should give up, and the job runs again.
 */
export type JobHandler<T> = (job: Job<T>, shutdown: AbortSignal) => Promise<void>;
export type JobHandlers = { [Q in QueueName]?: JobHandler<JobPayloads[Q]> };

export type QueuePolicy<T> = {
  /** Handlers running at once on one instance. */
  concurrency: number;
  /** Most jobs claimed by one fetch (never more than the free slots). */
  batchSize: number;
  /** The group a job counts against (pg-boss group id), if any. */
  group?: (data: T) => string | undefined;
  /** Most active jobs of one group at once, across every instance (pg-boss groupConcurrency). */
  perGroup?: number;
  /** Between fetches when nothing wakes the queue: how late a job whose start time came may run. */
  pollSeconds: number;
  /** A job still active this long after its claim is handed out again (a crashed instance's). */
  expireInSeconds: number;
  retryLimit: number;
};

/** A queue whose policy its owner gives when it registers its handler (JobQueue.register). */
type OwnPolicyQueue = typeof QUEUES.webhook;

/**
 * Per-queue choices; docs/adr/0009-job-throughput.md says why. The webhook queue's policy follows
 * from its payload (the app is the group) and the delivery's HTTP timeout, so the webhooks module
 * gives it with its handler (WEBHOOK_QUEUE_POLICY).
 */
export const QUEUE_POLICIES: { [Q in Exclude<QueueName, OwnPolicyQueue>]: QueuePolicy<JobPayloads[Q]> } = {
  // Database-bound (one transaction each: status, ledger, totals, webhook): a few at once keep
  // the pool's connections for the API. Every job starts 2 s after the chunk was accepted, so the
  // poll is what starts it: half a second keeps the lag small for one cheap query.
  [QUEUES.settlement]: { concurrency: 8, batchSize: 8, pollSeconds: 0.5, expireInSeconds: 60, retryLimit: 5 },
  // Database-bound and mostly a no-op (the payment was paid long before its expiry).
  [QUEUES.expiry]: { concurrency: 8, batchSize: 16, pollSeconds: 1, expireInSeconds: 60, retryLimit: 5 },
  // One statement per table every few minutes (payment-stats.ts foldPaymentShards); when it runs
  // does not matter to the second.
  [QUEUES.fold]: { concurrency: 1, batchSize: 1, pollSeconds: 30, expireInSeconds: 300, retryLimit: 3 },
  // Webhook attempts past the 30-day retention (issue #14), hourly; deletes in slices.
  [QUEUES.prune]: { concurrency: 1, batchSize: 1, pollSeconds: 60, expireInSeconds: 600, retryLimit: 3 },
  // Next months' payment partitions (payment-partitions.ts, docs/adr/0016), every few hours.
  [QUEUES.partitions]: { concurrency: 1, batchSize: 1, pollSeconds: 60, expireInSeconds: 600, retryLimit: 3 },
  // A complaint's reminder, deadline and the sandbox's decision (money/flows/complaint.ts): a few a
  // day per partner, each one transaction; a late one by a poll is a second late, and a failed one
  // (a balance that cannot pay the refund yet) schedules itself again.
  [QUEUES.complaint]: { concurrency: 4, batchSize: 4, pollSeconds: 1, expireInSeconds: 60, retryLimit: 5 },
  // Signed checkpoints of the audit heads (audit.checkpoint.ts, docs/adr/0024), every few minutes.
  [QUEUES.checkpoint]: { concurrency: 1, batchSize: 1, pollSeconds: 30, expireInSeconds: 300, retryLimit: 3 },
  // The monthly statement mails (ledger/statement-mail.ts), hourly: a run on the 1st–3rd of a
  // partner's month sends what is not sent yet; other runs find nothing to do.
  [QUEUES.statementMail]: { concurrency: 1, batchSize: 1, pollSeconds: 60, expireInSeconds: 900, retryLimit: 3 },
};

/**
 * pg-boss's database access: PGlite through its adapter, Postgres through the app's pool. Both
 * can LISTEN (PGlite in-process, Postgres on a connection of its own), and every notification
 * also reaches `onNotify`, which wakes this process's runners.
 */
const bossDatabase = (database: Database, onNotify: (queue: string) => void, log: FastifyBaseLogger): BossDb => {
  if (database.kind === 'pglite' && database.pglite) {
    const inner = fromPglite(database.pglite);
    const { listen } = inner;
    return {
      ...inner,
      ...(listen
        ? {
            listen: (channel, onNotification, onReconnect) =>
              listen(
                channel,
                (payload) => {
                  onNotification(payload);
                  onNotify(payload);
                },
                onReconnect,
              ),
          }
        : {}),
    };
  }
  const pool = database.pool as NonNullable<Database['pool']>;
  return {
    // One pool for the app and the queue; pg-boss unwraps multi-statement results itself.
    executeSql: (text: string, values?: unknown[]) => pool.query(text, values),
    listen: async (channel, onNotification, onReconnect) => {
      let client: pg.Client | undefined;
      let closed = false;
      let retry: NodeJS.Timeout | undefined;
      const connect = async () => {
        const next = new pg.Client(pool.options);
        next.on('notification', (message) => {
          if (message.channel !== channel || !message.payload) return;
          onNotification(message.payload);
          onNotify(message.payload);
        });
        // A lost listener leaves polling in charge until it is back; the gap is fetched on reconnect.
        next.on('error', (err) => {
          log.warn({ err }, 'job notifications lost; reconnecting');
          void next.end().catch(() => undefined);
          if (!closed) retry = setTimeout(() => void connect().catch(() => undefined), 1_000);
        });
        await next.connect();
        await next.query(`LISTEN "${channel}"`);
        client = next;
        onReconnect();
      };
      await connect();
      return {
        close: async () => {
          closed = true;
          clearTimeout(retry);
          await client?.end().catch(() => undefined);
        },
      };
    },
  };
};

/** Serialises pg-boss's schema creation across instances (beside the migrations' 727_001). */
const JOB_SCHEMA_LOCK_KEY = 727_003;

export class JobQueue {
  private readonly boss: PgBoss;
  private readonly shutdown = new AbortController();
  private readonly runners = new Map<string, Runner>();
  private started = false;
  /** Handlers a module registered for its own queue (the money module's settlement, the webhooks'). */
  private readonly registered: JobHandlers = {};
  /** Each queue's policy: the table above, and those given with a handler. */
  private readonly policies: { [Q in QueueName]?: QueuePolicy<JobPayloads[Q]> } = { ...QUEUE_POLICIES };

  constructor(
    private readonly database: Database,
    private readonly log: FastifyBaseLogger,
  ) {
    this.boss = new PgBoss({
      db: bossDatabase(database, (queue) => this.runners.get(queue)?.wake(), log),
      ...(database.kind === 'pglite' ? { backend: 'pglite' as const } : {}),
      // Jobs are created with explicit start times; no cron is needed.
      schedule: false,
      useListenNotify: true,
    });
    this.boss.on('error', (err) => this.log.error({ err }, 'job queue error'));
    this.boss.on('warning', (warning) => this.log.warn({ warning }, 'job queue warning'));
  }

  /**
   * A module's handler of its own queue, run from start() on with the others, and the queue's
   * policy when the module owns that too. Every instance registers before it starts or sends.
   */
  register<Q extends QueueName>(
    queue: Q,
    handler: JobHandler<JobPayloads[Q]>,
    policy?: QueuePolicy<JobPayloads[Q]>,
  ): void {
    Object.assign(this.registered, { [queue]: handler });
    if (policy) Object.assign(this.policies, { [queue]: policy });
  }

  /** How a queue runs: its row of QUEUE_POLICIES, or the policy its owner registered. */
  policyOf<Q extends QueueName>(queue: Q): QueuePolicy<JobPayloads[Q]> {
    const policy = this.policies[queue] as QueuePolicy<JobPayloads[Q]> | undefined;
    if (!policy) throw new Error(`queue ${queue} has no policy: its module registers it`);
    return policy;
  }

  /** Creates the queues and starts a runner for each queue that has a handler (given here or registered). */
  async start(given: JobHandlers = {}) {
    const handlers: JobHandlers = { ...this.registered, ...given };
    await this.oneAtATime(() => this.boss.start());
    this.started = true;
    for (const name of Object.values(QUEUES)) {
      const { expireInSeconds, retryLimit } = this.policyOf(name);
      // A crash mid-job leaves it active; after expireInSeconds pg-boss hands it out again.
      const options = { retryLimit, retryDelay: 5, retryBackoff: true, expireInSeconds, notify: true };
      await this.boss.createQueue(name, options);
      // An existing queue keeps the options it was created with until they are updated.
      await this.boss.updateQueue(name, options);
      // pg-boss reads a queue's row once and caches it. sendInTx must never need that read: on
      // PGlite a statement outside the open transaction waits for it to end (a deadlock). A
      // far-future job that is deleted at once makes the first read happen here.
      const warmup = await this.boss.send(name, { warmup: true }, { startAfter: new Date('2999-01-01T00:00:00Z') });
      if (warmup) await this.boss.deleteJob(name, warmup);
    }
    this.run(QUEUES.webhook, handlers[QUEUES.webhook]);
    this.run(QUEUES.settlement, handlers[QUEUES.settlement]);
    this.run(QUEUES.expiry, handlers[QUEUES.expiry]);
    this.run(QUEUES.fold, handlers[QUEUES.fold]);
    this.run(QUEUES.prune, handlers[QUEUES.prune]);
    this.run(QUEUES.partitions, handlers[QUEUES.partitions]);
    this.run(QUEUES.checkpoint, handlers[QUEUES.checkpoint]);
    this.run(QUEUES.complaint, handlers[QUEUES.complaint]);
    this.run(QUEUES.statementMail, handlers[QUEUES.statementMail]);
  }

  /**
   * pg-boss creates its schema on the first start, and two instances starting at once on an empty
   * database both try (a duplicate `pgboss` schema, found by the cluster test): on PostgreSQL the
   * starts take turns on an advisory lock, as the migrations do (db/client.ts).
   */
  private async oneAtATime(start: () => Promise<unknown>): Promise<void> {
    const pool = this.database.kind === 'postgres' ? this.database.pool : undefined;
    if (!pool) {
      await start();
      return;
    }
    // Another instance's start may hold the lock longer than a request's lock timeout.
    await unhurried(pool, async (client) => {
      try {
        await client.query('SELECT pg_advisory_lock($1)', [JOB_SCHEMA_LOCK_KEY]);
        await start();
      } finally {
        await client.query('SELECT pg_advisory_unlock($1)', [JOB_SCHEMA_LOCK_KEY]).catch(() => undefined);
      }
    });
  }

  /**
   * The next run of a scheduled job, `everySeconds` from now: at most one per time slot across
   * every instance (pg-boss singletonSeconds), so each instance may ask at start and each run
   * asks for the next. (pg-boss's cron is off: one schedule needs no cron table.)
   */
  async scheduleNext<Q extends QueueName>(name: Q, data: JobPayloads[Q], everySeconds: number): Promise<void> {
    await this.boss.send(name, data, { singletonKey: name, singletonSeconds: everySeconds, startAfter: everySeconds });
  }

  private run<Q extends QueueName>(name: Q, handler: JobHandler<JobPayloads[Q]> | undefined) {
    if (!handler) return;
    const runner = new QueueRunner(this.boss, name, this.policyOf(name), handler, this.shutdown.signal, this.log);
    this.runners.set(name, runner);
  }

  private options<Q extends QueueName>(name: Q, data: JobPayloads[Q], options: SendOptions): SendOptions {
    const group = this.policyOf(name).group?.(data);
    return group ? { ...options, group: { id: group } } : options;
  }

  /** Writes a job inside the caller's transaction: it exists exactly when the transaction commits. */
  async sendInTx<Q extends QueueName>(tx: Tx, name: Q, data: JobPayloads[Q], options: SendOptions = {}): Promise<void> {
    await this.boss.send(name, data, {
      ...this.options(name, data, options),
      db: fromDrizzle(tx as unknown as DrizzleTransactionLike, sql),
    });
  }

  async send<Q extends QueueName>(name: Q, data: JobPayloads[Q], options: SendOptions = {}): Promise<void> {
    await this.boss.send(name, data, this.options(name, data, options));
  }

  /**
   * Graceful: the runners stop claiming, in-flight handlers are told to stop (a delivery records
   * its attempt as interrupted and is retried), their outcomes are written, then pg-boss stops.
   */
  async stop(): Promise<void> {
    if (!this.started) return;
    this.started = false;
    const runners = [...this.runners.values()];
    this.runners.clear();
    await Promise.all(runners.map((runner) => runner.halt()));
    this.shutdown.abort();
    await Promise.all(runners.map((runner) => runner.drain()));
    await this.boss.stop({ graceful: true, timeout: 20_000, close: false });
  }
}

type Runner = { wake(): void; halt(): Promise<void>; drain(): Promise<void> };

/**
 * One queue's worker: claims up to the free slots in one fetch and runs each job as soon as it
 * is claimed (no job waits in memory, so its expiry clock only runs while it runs), settles each
 * on its own, and fetches again when a commit notifies, when enough slots are free after a batch
 * came back non-empty, or when the poll interval passes.
 */
class QueueRunner<T> implements Runner {
  private readonly running = new Set<Promise<void>>();
  private readonly completed: Job<T>[] = [];
  /** The completions write scheduled or under way. */
  private flushing: Promise<void> | undefined;
  private wakeUp: (() => void) | undefined;
  private woken = false;
  private stopping = false;
  /** The last fetch claimed something: more may be waiting (a full batch, or a group at its limit). */
  private moreMayWait = false;
  private readonly looping: Promise<void>;

  constructor(
    private readonly boss: PgBoss,
    private readonly name: QueueName,
    private readonly policy: QueuePolicy<T>,
    private readonly handler: JobHandler<T>,
    private readonly shutdown: AbortSignal,
    private readonly log: FastifyBaseLogger,
  ) {
    this.looping = this.loop();
  }

  /** Stops claiming (a fetch under way still starts what it claimed). */
  async halt() {
    this.stopping = true;
    this.wake();
    await this.looping;
  }

  /** Waits for the handlers in flight and writes their outcomes. */
  async drain() {
    await Promise.allSettled([...this.running]);
    await this.flushing;
    await this.flush();
  }

  wake() {
    this.woken = true;
    this.wakeUp?.();
  }

  private get refillAt() {
    return Math.max(1, Math.floor(this.policy.batchSize / 2));
  }

  private async loop() {
    while (!this.stopping) {
      const free = this.policy.concurrency - this.running.size;
      let full = false;
      if (free > 0) {
        this.woken = false;
        const asked = Math.min(free, this.policy.batchSize);
        try {
          const jobs = await this.boss.fetch<T>(this.name, {
            batchSize: asked,
            ...(this.policy.perGroup ? { groupConcurrency: this.policy.perGroup } : {}),
          });
          this.moreMayWait = jobs.length > 0;
          full = jobs.length === asked;
          for (const job of jobs) this.launch(job);
        } catch (err) {
          this.log.error({ err, queue: this.name }, 'job fetch failed');
        }
      }
      // A full batch says more are waiting: claim again at once while slots are free.
      if (full && this.running.size < this.policy.concurrency) continue;
      if (this.stopping) break;
      await this.sleep(this.policy.pollSeconds * 1000);
    }
  }

  /** Until a wake or `ms`. A wake that came meanwhile ends it at once, and is used up. */
  private sleep(ms: number): Promise<void> {
    if (this.woken) {
      // Consumed here too: a runner with no free slot must not go round again and again on one
      // wake (a loop of resolved promises that would starve the event loop).
      this.woken = false;
      return new Promise((resolve) => setImmediate(resolve));
    }
    return new Promise((resolve) => {
      const done = () => {
        clearTimeout(timer);
        this.wakeUp = undefined;
        resolve();
      };
      const timer = setTimeout(done, ms);
      this.wakeUp = done;
    });
  }

  private launch(job: Job<T>) {
    // The claim lapses after expireInSeconds; the handler is told to give up by then.
    job.signal = AbortSignal.timeout(job.expireInSeconds * 1000);
    // The slot is released once the outcome is written: until then the job still counts against
    // its group in the database, and a fetch would find the group full.
    const run = this.handler(job, this.shutdown).then(
      async () => {
        this.completed.push(job);
        this.flushing ??= this.flushLoop();
        await this.flushing;
      },
      async (err: unknown) => {
        this.log.error({ err, queue: this.name, jobId: job.id }, 'job failed');
        const message = err instanceof Error ? err.message : String(err);
        await this.boss.fail(this.name, job, { message }).catch((failErr: unknown) => {
          this.log.error({ err: failErr, queue: this.name, jobId: job.id }, 'job fail not recorded');
        });
      },
    );
    const tracked = run.finally(() => {
      this.running.delete(tracked);
      const free = this.policy.concurrency - this.running.size;
      // A job of a group frees room in that group; otherwise only a fetch that found work says
      // more may wait, and enough free slots make a fetch worth it.
      if (job.groupId || (this.moreMayWait && (free >= this.refillAt || this.running.size === 0))) this.wake();
    });
    this.running.add(tracked);
  }

  /** Completions that finish together are written in one statement. */
  private async flushLoop() {
    try {
      while (this.completed.length > 0) {
        await new Promise((resolve) => setImmediate(resolve));
        await this.flush();
      }
    } finally {
      this.flushing = undefined;
    }
  }

  private async flush() {
    const jobs = this.completed.splice(0);
    if (jobs.length === 0) return;
    // Fenced to the attempts fetched: a claim that lapsed and was handed out again is left alone.
    await this.boss.complete(this.name, jobs).catch((err: unknown) => {
      this.log.error({ err, queue: this.name, jobs: jobs.length }, 'job completion not recorded');
    });
  }
}
