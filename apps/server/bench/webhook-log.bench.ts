import { writeFileSync } from 'node:fs';
import os from 'node:os';
import type { WebhookDeliveriesFilter } from '@paygate/contracts';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import pino from 'pino';
import { openDatabase } from '../src/db/client.js';
import type { JobQueue } from '../src/lib/jobs.js';
import type { MailService } from '../src/modules/mail/index.js';
import type { PaymentsService } from '../src/modules/payments/index.js';
import type { WebhookWorker } from '../src/modules/webhooks/index.js';
import { WebhookLogService } from '../src/modules/webhooks/index.js';

// Issue #14 item 3: the webhook delivery log of one app holding 100,000 attempts (30 days, one in
// fifty failed), on Postgres. Times the calls the log screen makes — the first page with its
// total, a filtered page, the endpoint status — against the same page as bare SQL without the
// count (the baseline). Prints a JSON report, and writes it to --out for `npm run bench`
// (scripts/bench.mjs), which renders it into BENCHMARKS.md.
//   npx tsx apps/server/bench/webhook-log.bench.ts [--attempts=100000] [--runs=200] [--out=report.json]
//   BENCH_DATABASE_URL (default postgres://postgres@127.0.0.1:5432/test): a database is made beside it.

const arg = (name: string, fallback: string) =>
  process.argv.find((a) => a.startsWith(`--${name}=`))?.slice(name.length + 3) ?? fallback;
const ATTEMPTS = Number(arg('attempts', '100000'));
const RUNS = Number(arg('runs', '200'));
const OUT = arg('out', '');
const WARMUP = 10;
const ADMIN_URL = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const DB_NAME = 'paygate_bench_webhook_log';

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil(p * sorted.length) - 1)] ?? 0;
const time = async (label: string, run: () => Promise<unknown>) => {
  for (let i = 0; i < WARMUP; i += 1) await run();
  const samples: number[] = [];
  for (let i = 0; i < RUNS; i += 1) {
    const started = performance.now();
    await run();
    samples.push(performance.now() - started);
  }
  samples.sort((a, b) => a - b);
  const round = (v: number) => Math.round(v * 100) / 100;
  return { label, runs: RUNS, p50_ms: round(percentile(samples, 0.5)), p95_ms: round(percentile(samples, 0.95)) };
};

// Figures on a shared machine move with its load: the report says what it was.
const loadAverage = Number(os.loadavg()[0]?.toFixed(1));
const admin = new pg.Client({ connectionString: ADMIN_URL });
await admin.connect();
await admin.query(`DROP DATABASE IF EXISTS ${DB_NAME}`);
await admin.query(`CREATE DATABASE ${DB_NAME}`);
const url = new URL(ADMIN_URL);
url.pathname = `/${DB_NAME}`;
const database = await openDatabase({ kind: 'postgres', url: url.toString(), poolSize: 4 });
try {
  await database.migrate();
  const { db } = database;
  const partner = (await db.execute(
    sql`insert into partners (name, partner_type) values ('Bench', 'COMPANY') returning id`,
  )) as unknown as {
    rows: { id: string }[];
  };
  const partnerId = partner.rows[0]!.id;
  // Two apps: the measured one and a neighbour with as many attempts, so the index has to choose.
  const appIds: string[] = [];
  for (const name of ['Bench app', 'Neighbour']) {
    const app =
      (await db.execute(sql`insert into apps (partner_id, name, description, logo, app_secret, webhook_secret, webhook_url)
      values (${partnerId}, ${name}, 'bench', '/uploads/x.png', 's', 'whsec_x', 'https://example.test/hook') returning id`)) as unknown as {
        rows: { id: string }[];
      };
    appIds.push(app.rows[0]!.id);
  }
  const started = performance.now();
  for (const appId of appIds) {
    await db.execute(sql`
      insert into webhook_attempts (app_id, payment_id, message_id, event_type, attempt, url, success, status_code, latency_ms, response_excerpt, created_at)
      select ${appId}, gen_random_uuid(), 'msg_' || ${appId} || '_' || g, 'payment.success', 1, 'https://example.test/hook',
        g % 50 <> 0, case when g % 50 = 0 then 500 else 200 end, 40 + g % 300, '{"received":true}',
        now() - (g * (interval '30 days' / ${ATTEMPTS}))
      from generate_series(1, ${ATTEMPTS}) g`);
  }
  await db.execute(sql`vacuum analyze webhook_attempts`);
  const generatedSeconds = Math.round((performance.now() - started) / 100) / 10;

  const log = new WebhookLogService(db, {
    // The list and the status touch none of these.
    payments: {} as PaymentsService,
    worker: {} as WebhookWorker,
    jobs: {} as JobQueue,
    mail: {} as MailService,
    log: pino({ level: 'silent' }),
    publicUrl: 'http://localhost',
  });
  const appId = appIds[0]!;
  const page: WebhookDeliveriesFilter = {
    appId,
    outcome: undefined,
    from: undefined,
    to: undefined,
    offset: 0,
    limit: 20,
  };
  const weekAgo = new Date(Date.now() - 7 * 86_400_000);
  const results = [
    await time('first page + total (the screen opening)', () => log.list(appId, page)),
    await time('first page + total, outcome FAILED', () => log.list(appId, { ...page, outcome: 'FAILED' })),
    await time('first page + total, last 7 days', () => log.list(appId, { ...page, from: weekAgo })),
    await time('page 50 + total', () => log.list(appId, { ...page, offset: 49 * 20 })),
    await time('endpoint status (app card)', () => log.endpointStatus(appId)),
    await time('baseline: bare SQL first page, no total', () =>
      database.pool!.query(
        'select * from webhook_attempts where app_id = $1 order by created_at desc, id desc limit 20',
        [appId],
      ),
    ),
  ];
  const report = {
    date: new Date().toISOString(),
    machine: `${os.cpus().length} × ${os.cpus()[0]?.model ?? 'cpu'}, ${Math.round(os.totalmem() / 2 ** 30)} GB`,
    backend: `postgres ${(await database.pool!.query('show server_version')).rows[0]?.server_version}`,
    loadAverage,
    attemptsPerApp: ATTEMPTS,
    apps: appIds.length,
    generatedSeconds,
    results,
  };
  process.stdout.write(`${JSON.stringify(report, null, 2)}\n`);
  if (OUT) writeFileSync(OUT, `${JSON.stringify(report, null, 2)}\n`);
} finally {
  await database.close();
  await admin.query(`DROP DATABASE IF EXISTS ${DB_NAME}`);
  await admin.end();
}
