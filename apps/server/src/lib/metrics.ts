import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { sql } from 'drizzle-orm';
import { Counter, collectDefaultMetrics, Gauge, Histogram, Registry } from 'prom-client';
import type { Db } from '../db/client.js';
import { AppError } from './errors.js';
import { QUEUES } from './jobs.js';

// The figures an operator scrapes from /metrics (issue #13 item 3), one registry per app so two
// apps in one process (the tests' second instance) never share counters. /metrics itself is
// served only with METRICS_TOKEN or on METRICS_PORT (app.ts, startMetricsServer below).

/** How a money operation ended: done, refused with a reason the caller reads, or failed. */
export type MoneyOutcome = 'success' | 'refused' | 'error';
export type MoneyOperation = 'cash_out' | 'withdraw' | 'settle' | 'cash_in' | 'deposit' | 'exchange';
/** One webhook attempt's outcome (webhook-worker.ts). */
export type WebhookOutcome = 'delivered' | 'retrying' | 'gave_up' | 'interrupted' | 'resend_failed';

/** Client-chosen operation names are labels: bounded in shape and in number per instance. */
const OPERATION_NAME = /^[A-Za-z_][A-Za-z0-9_]{0,63}$/;
const MAX_OPERATION_NAMES = 200;

export class Metrics {
  readonly registry = new Registry();
  readonly httpDuration = new Histogram({
    name: 'http_request_duration_seconds',
    help: 'HTTP request duration by route and status',
    labelNames: ['method', 'route', 'status'] as const,
    registers: [this.registry],
  });
  readonly graphqlDuration = new Histogram({
    name: 'graphql_operation_duration_seconds',
    help: 'GraphQL request duration by operation name, type and outcome (ok: no error in the answer)',
    labelNames: ['operation', 'type', 'outcome'] as const,
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    registers: [this.registry],
  });
  readonly webhookDeliveries = new Counter({
    name: 'webhook_deliveries_total',
    help: 'Webhook delivery attempts by outcome',
    labelNames: ['outcome'] as const,
    registers: [this.registry],
  });
  readonly moneyOperations = new Counter({
    name: 'money_operations_total',
    help: 'Money operations (cash-out, withdraw, settlement, cash-in, deposit, exchange) by outcome',
    labelNames: ['operation', 'outcome'] as const,
    registers: [this.registry],
  });
  /** 1 while an optional dependency (Redis) answers, 0 while the instance runs degraded without it. */
  readonly dependencyUp = new Gauge({
    name: 'paygate_dependency_up',
    help: 'Whether an optional dependency answers (1) or the instance runs degraded without it (0)',
    labelNames: ['dependency'] as const,
    registers: [this.registry],
  });
  /** Live payment streams told to refetch because a change may have been missed (ADR 0025). */
  readonly liveResets = new Counter({
    name: 'paygate_live_resets_total',
    help: 'Times the open live payment streams (or one reconnecting stream) were told to refetch, by reason',
    labelNames: ['reason'] as const,
    registers: [this.registry],
  });
  /** Statements refused because opening + movements ≠ closing (issue 30 item 2): any is an alarm. */
  readonly unbalancedStatements = new Counter({
    name: 'paygate_statements_unbalanced_total',
    help: 'Statements not made because the ledger did not add up (opening + movements != closing); alert on any increase',
    registers: [this.registry],
  });
  private readonly operationNames = new Set<string>();

  constructor() {
    collectDefaultMetrics({ register: this.registry });
    // Every label combination a dashboard plots starts at 0, not absent.
    for (const outcome of ['delivered', 'retrying', 'gave_up', 'interrupted', 'resend_failed'] as const) {
      this.webhookDeliveries.labels(outcome).inc(0);
    }
  }

  /** The label for a GraphQL operation name: unnamed, or 'other' past the bound. */
  operationLabel(name: string | undefined | null): string {
    if (!name) return '(anonymous)';
    if (!OPERATION_NAME.test(name)) return '(other)';
    if (this.operationNames.has(name)) return name;
    if (this.operationNames.size >= MAX_OPERATION_NAMES) return '(other)';
    this.operationNames.add(name);
    return name;
  }

  /** Runs a money operation and counts how it ended. */
  async money<T>(operation: MoneyOperation, run: () => Promise<T>): Promise<T> {
    try {
      const result = await run();
      this.moneyOperations.labels(operation, 'success').inc();
      return result;
    } catch (error) {
      this.moneyOperations.labels(operation, error instanceof AppError ? 'refused' : 'error').inc();
      throw error;
    }
  }

  /**
   * Job queue depth (jobs whose start time came, deferred ones, running ones) and the age of the
   * oldest job waiting past its start time, by queue: read from pg-boss's table at each scrape.
   */
  watchJobQueues(db: Db): void {
    let read: Promise<QueueFigures[]> | undefined;
    // One query per scrape, shared by both gauges.
    const figures = () => {
      read ??= readQueueFigures(db)
        .catch(() => [] as QueueFigures[])
        .finally(() => {
          setImmediate(() => {
            read = undefined;
          });
        });
      return read;
    };
    const queues = Object.values(QUEUES);
    new Gauge({
      name: 'job_queue_depth',
      help: 'Jobs by queue and state: ready (start time came, not claimed), deferred (later start), active',
      labelNames: ['queue', 'state'] as const,
      registers: [this.registry],
      async collect() {
        const rows = await figures();
        for (const queue of queues) {
          const row = rows.find((r) => r.queue === queue);
          this.labels(queue, 'ready').set(row?.ready ?? 0);
          this.labels(queue, 'deferred').set(row?.deferred ?? 0);
          this.labels(queue, 'active').set(row?.active ?? 0);
        }
      },
    });
    new Gauge({
      name: 'job_queue_oldest_age_seconds',
      help: 'Seconds the oldest ready job of each queue has waited past its start time (0 when none waits)',
      labelNames: ['queue'] as const,
      registers: [this.registry],
      async collect() {
        const rows = await figures();
        for (const queue of queues) this.labels(queue).set(rows.find((r) => r.queue === queue)?.oldestSeconds ?? 0);
      },
    });
  }
}

type QueueFigures = { queue: string; ready: number; deferred: number; active: number; oldestSeconds: number };

const readQueueFigures = async (db: Db): Promise<QueueFigures[]> => {
  const result = await db.execute(sql`
    select name as queue,
           count(*) filter (where state in ('created', 'retry') and start_after <= now())::int as ready,
           count(*) filter (where state in ('created', 'retry') and start_after > now())::int as deferred,
           count(*) filter (where state = 'active')::int as active,
           coalesce(extract(epoch from now() - min(start_after)
             filter (where state in ('created', 'retry') and start_after <= now())), 0)::float8 as oldest
      from pgboss.job
     where state in ('created', 'retry', 'active')
     group by name`);
  const rows = (result as unknown as { rows: Record<string, unknown>[] }).rows;
  return rows.map((r) => ({
    queue: String(r.queue),
    ready: Number(r.ready),
    deferred: Number(r.deferred),
    active: Number(r.active),
    oldestSeconds: Number(r.oldest),
  }));
};

/**
 * METRICS_PORT: a listener that answers GET /metrics alone, without a token, for a scraper on
 * the private network (the public port then never needs to serve it).
 */
export const startMetricsServer = async (registry: Registry, port: number, host: string): Promise<Server> => {
  const server = createServer((req, res) => {
    const pathname = (req.url ?? '').split('?')[0];
    if (req.method !== 'GET' || pathname !== '/metrics') {
      res.writeHead(404, { 'content-type': 'text/plain' }).end('Not found\n');
      return;
    }
    registry.metrics().then(
      (body) => res.writeHead(200, { 'content-type': registry.contentType, 'cache-control': 'no-store' }).end(body),
      () => res.writeHead(500, { 'content-type': 'text/plain' }).end('Metrics unavailable\n'),
    );
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => resolve());
  });
  return server;
};

export const portOf = (server: Server): number => (server.address() as AddressInfo).port;
