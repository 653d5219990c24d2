import { writeFileSync } from 'node:fs';
import os from 'node:os';
import { gatewayHash } from '@paygate/contracts';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { openDatabase } from '../src/db/client.js';
import { generatePayments, seedBenchWorkspace } from './generate.js';
import { productionEnv, startBenchServer } from './server-process.js';

// Issue 29 item 3's aim, on PostgreSQL: the signed GET /v1/partner/payment answers in under 20 ms
// p95 at 1,000,000 payments. One partner holds the generated history (bench/generate.ts: 90 days,
// three apps, every month its own partition) and 20,000 of its successful payments carry two
// refunds each. The real server runs in its own process (production mode); each request asks
// about another payment picked at random, signed as a merchant's server signs it, over HTTP with
// keep-alive. The plans of both lookups (payment_keys' unique index, then one month of payments)
// go in the report: no scan of the partitioned table. Prints a JSON report, and writes it to --out
// for `npm run bench -- payment-query` (scripts/bench.mjs).
//   npx tsx apps/server/bench/payment-query.bench.ts [--payments=1000000] [--runs=1000] [--keep | --reuse] [--out=report.json]
//   BENCH_DATABASE_URL (default postgres://postgres@127.0.0.1:5432/test): a database is made beside it.

const arg = (name: string, fallback: string) =>
  process.argv.find((a) => a.startsWith(`--${name}=`))?.slice(name.length + 3) ?? fallback;
const PAYMENTS = Number(arg('payments', '1000000'));
const RUNS = Number(arg('runs', '1000'));
const OUT = arg('out', '');
const REUSE = process.argv.includes('--reuse');
/** Keeps the database for a later --reuse (a few GB at a million payments: dropped by default). */
const KEEP = process.argv.includes('--keep') || REUSE;
const WARMUP = 50;
const REFUNDED_PAYMENTS = 20_000;
const SAMPLE = 5_000;
const ADMIN_URL = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const DB_NAME = 'paygate_bench_payment_query';
/** Issue 29 item 3. */
const PAYMENT_QUERY_AIM_P95_MS = 20;

const log = (line: string) => process.stderr.write(`${line}\n`);
const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil(p * sorted.length) - 1)] ?? 0;
const round = (v: number) => Math.round(v * 100) / 100;
type Rows<T> = { rows: T[] };
type Target = { app_id: string; app_secret: string; id: string; transaction_id: string };

/** Two refunds (30 % and 20 %) on every 50th successful VND payment, as the refund flow leaves them. */
const seedRefunds = async (db: Awaited<ReturnType<typeof openDatabase>>['db']) => {
  await db.execute(
    sql.raw(`
    create temporary table refunded as
      select id, created_at, partner_id, app_id, environment, amount, currency, chain, bank, transaction_id
      from payments where status = 'SUCCESS' and currency = 'VND' and substr(transaction_id, 7)::bigint % 50 = 7
      limit ${REFUNDED_PAYMENTS}`),
  );
  for (const [part, share] of [
    [1, 0.3],
    [2, 0.2],
  ] as const) {
    await db.execute(
      sql.raw(`
      insert into refunds (partner_id, app_id, payment_id, environment, transaction_id, status, amount, fee_returned,
        debited, currency, chain, reason, destination, bank, account, request_fingerprint, completed_at, created_at)
      select partner_id, app_id, id, environment, 'R-' || transaction_id || '-${part}', 'SUCCESS',
        round(amount * ${share}), 0, round(amount * ${share}), currency, chain, 'Returned goods', 'CARD', bank,
        '970436******1234', md5('refund' || id || '${part}'), created_at + interval '${part} day' + interval '2 seconds',
        created_at + interval '${part} day'
      from refunded`),
    );
  }
  await db.execute(
    sql.raw(`
    update payments p set refunded_amount = round(r.amount * 0.3) + round(r.amount * 0.2)
    from refunded r where p.id = r.id and p.created_at = r.created_at`),
  );
  await db.execute(sql.raw('vacuum analyze refunds'));
  await db.execute(sql.raw('vacuum analyze payments'));
};

const loadAverage = Number(os.loadavg()[0]?.toFixed(1));
const admin = new pg.Client({ connectionString: ADMIN_URL });
await admin.connect();
const exists = (await admin.query('select 1 from pg_database where datname = $1', [DB_NAME])).rowCount === 1;
const url = new URL(ADMIN_URL);
url.pathname = `/${DB_NAME}`;
let generatedSeconds = 0;
if (!(REUSE && exists)) {
  await admin.query(`DROP DATABASE IF EXISTS ${DB_NAME} WITH (FORCE)`);
  await admin.query(`CREATE DATABASE ${DB_NAME}`);
}
const database = await openDatabase({ kind: 'postgres', url: url.toString(), poolSize: 4 });
let server: Awaited<ReturnType<typeof startBenchServer>> | undefined;
try {
  const { db } = database;
  if (!(REUSE && exists)) {
    const started = performance.now();
    await database.migrate();
    const ws = await seedBenchWorkspace(db);
    log(`generating ${PAYMENTS.toLocaleString('en-US')} payments…`);
    await generatePayments(db, ws, PAYMENTS, { days: 90, chunk: 100_000, log });
    log('refunds…');
    await seedRefunds(db);
    await db.execute(sql`vacuum analyze payment_keys`);
    generatedSeconds = Math.round((performance.now() - started) / 100) / 10;
  } else {
    log(`reusing ${DB_NAME}`);
    await database.migrate();
  }

  const count = ((await db.execute(sql`select count(*)::int as n from payment_keys`)) as unknown as Rows<{ n: number }>)
    .rows[0]!.n;
  const partitions = (
    (await db.execute(
      sql`select count(*)::int as n from pg_inherits i join pg_class c on c.oid = i.inhparent where c.relname = 'payments'`,
    )) as unknown as Rows<{ n: number }>
  ).rows[0]!.n;
  // Payments picked at random over every month and app; and refunded ones apart.
  const pick = async (refunded: boolean) =>
    (
      (await db.execute(
        refunded
          ? sql`select k.app_id, a.app_secret, k.id, k.transaction_id
              from (select distinct payment_id from refunds) r join payment_keys k on k.id = r.payment_id
              join apps a on a.id = k.app_id order by random() limit ${SAMPLE}`
          : sql`select k.app_id, a.app_secret, k.id, k.transaction_id
              from payment_keys k tablesample bernoulli (2) join apps a on a.id = k.app_id
              order by random() limit ${SAMPLE}`,
      )) as unknown as Rows<Target>
    ).rows;
  const targets = await pick(false);
  const refundedTargets = await pick(true);
  const [anyApp] = targets;
  if (!anyApp || refundedTargets.length === 0) throw new Error('no payments to ask about');

  server = await startBenchServer({
    env: productionEnv({ dataName: 'paygate-bench-payment-query-data', databaseUrl: url.toString() }),
  });
  const base = server.url;
  /** The signed URL a merchant's server sends (HASH_FIELDS.payment). */
  const signed = (t: Target, by: 'transaction_id' | 'payment_id') => {
    const values = { app_id: t.app_id, [by]: by === 'payment_id' ? t.id : t.transaction_id };
    const query = new URLSearchParams({ ...values, hash: gatewayHash('payment', values, t.app_secret) });
    return `${base}/v1/partner/payment?${query}`;
  };
  const time = async (label: string, urlOf: (i: number) => string, expected: number) => {
    const once = async (i: number) => {
      const started = performance.now();
      const res = await fetch(urlOf(i));
      const body = (await res.json()) as { error_code: number; refunds?: unknown[] };
      const ms = performance.now() - started;
      if (res.status !== expected) throw new Error(`${label}: ${res.status} ${JSON.stringify(body)}`);
      return { ms, refunds: body.refunds?.length ?? 0 };
    };
    for (let i = 0; i < WARMUP; i += 1) await once(RUNS + i);
    const samples: number[] = [];
    let refunds = 0;
    for (let i = 0; i < RUNS; i += 1) {
      const { ms, refunds: n } = await once(i);
      samples.push(ms);
      refunds += n;
    }
    samples.sort((a, b) => a - b);
    return {
      label,
      runs: RUNS,
      p50_ms: round(percentile(samples, 0.5)),
      p95_ms: round(percentile(samples, 0.95)),
      p99_ms: round(percentile(samples, 0.99)),
      refunds_per_answer: round(refunds / RUNS),
    };
  };
  const at = <T>(list: T[], i: number) => list[i % list.length]!;
  const results = [
    await time('by transaction_id (a random payment each time)', (i) => signed(at(targets, i), 'transaction_id'), 200),
    await time('by payment_id (a random payment each time)', (i) => signed(at(targets, i), 'payment_id'), 200),
    await time(
      'by transaction_id, a payment with 2 refunds',
      (i) => signed(at(refundedTargets, i), 'transaction_id'),
      200,
    ),
    await time(
      'an unknown transaction_id (404)',
      (i) => signed({ ...anyApp, transaction_id: `NO-SUCH-ORDER-${i}` }, 'transaction_id'),
      404,
    ),
    await time('baseline: GET /healthz (the HTTP round trip alone)', () => `${base}/healthz`, 200),
  ];
  // The database's part alone: the three reads the route makes side by side, from this process.
  const pool = database.pool!;
  const dbSamples: number[] = [];
  for (let i = -WARMUP; i < RUNS; i += 1) {
    const t = at(targets, i + WARMUP);
    const started = performance.now();
    await Promise.all([
      pool.query('select * from apps where id = $1 and deleted_at is null', [t.app_id]),
      pool.query(
        `select p.* from payment_keys k join payments p on p.id = k.id and p.created_at = k.created_at
          where k.app_id = $1 and k.transaction_id = $2 limit 1`,
        [t.app_id, t.transaction_id],
      ),
      pool.query(
        `select r.* from payment_keys k join refunds r on r.payment_id = k.id
          where k.app_id = $1 and k.transaction_id = $2 order by r.created_at desc`,
        [t.app_id, t.transaction_id],
      ),
    ]);
    if (i >= 0) dbSamples.push(performance.now() - started);
  }
  dbSamples.sort((a, b) => a - b);
  results.push({
    label: 'baseline: the three reads alone, side by side over the pool (no HTTP, no server)',
    runs: RUNS,
    p50_ms: round(percentile(dbSamples, 0.5)),
    p95_ms: round(percentile(dbSamples, 0.95)),
    p99_ms: round(percentile(dbSamples, 0.99)),
    refunds_per_answer: 0,
  });

  // The two lookups as PaymentsService runs them (byKey, paymentIs), and the refunds', explained.
  const sample = at(refundedTargets, 0);
  const plans: Record<string, string[]> = {};
  const explain = async (label: string, text: string, params: unknown[]) => {
    const rows = (await database.pool!.query(`explain (analyze, costs off, timing off, summary off) ${text}`, params))
      .rows as { 'QUERY PLAN': string }[];
    plans[label] = rows.map((r) => r['QUERY PLAN']);
  };
  await explain(
    'byTransactionId',
    `select p.* from payment_keys k join payments p on p.id = k.id and p.created_at = k.created_at
      where k.app_id = $1 and k.transaction_id = $2 limit 1`,
    [sample.app_id, sample.transaction_id],
  );
  await explain(
    'byId',
    'select * from payments where id = $1 and created_at = (select created_at from payment_keys where id = $1)',
    [sample.id],
  );
  await explain('refunds', 'select * from refunds where payment_id = $1 order by created_at desc', [sample.id]);
  const report = {
    date: new Date().toISOString(),
    backend: `postgres ${(await database.pool!.query('show server_version')).rows[0]?.server_version}`,
    loadAverage,
    payments: count,
    partitions,
    refundedPayments: REFUNDED_PAYMENTS,
    generatedSeconds,
    aimP95Ms: PAYMENT_QUERY_AIM_P95_MS,
    results,
    plans,
  };
  process.stdout.write(`${JSON.stringify(report, null, 2)}\n`);
  if (OUT) writeFileSync(OUT, `${JSON.stringify(report, null, 2)}\n`);
} finally {
  await server?.stop();
  await database.close();
  if (!KEEP) await admin.query(`DROP DATABASE IF EXISTS ${DB_NAME} WITH (FORCE)`);
  await admin.end();
}
