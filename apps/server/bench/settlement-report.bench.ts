import { spawnSync } from 'node:child_process';
import { writeFile } from 'node:fs/promises';
import os from 'node:os';
import { gatewayHash, latestClosedPeriods, parseStatementPeriod, statementRange } from '@paygate/contracts';
import { sql } from 'drizzle-orm';
import { inlineForCopy } from '../src/lib/http/csv-copy.js';
import { settledSelect } from '../src/modules/ledger/index.js';
import { openBenchDatabase } from './bench-database.js';
import { BENCH_TIME_ZONE, generatePayments, seedBenchWorkspace } from './generate.js';
import { measureDownload, productionEnv, startBenchServer } from './server-process.js';

// Issue 30 item 4's aim, on PostgreSQL: the day's reconciliation file streamed at ≥ 80 % of
// `COPY`'s rows per second with flat memory. A million payments of one partner (bench/generate.ts:
// 90 days, three apps); the busiest app's finished payments are then all moved into yesterday, the
// worst day a file can have. The real server (its own process, production mode) answers the signed
// GET /v1/partner/settlement-report, read to its end over HTTP; beside it psql runs `COPY (the same
// SELECT) TO STDOUT`. The server's RSS is sampled every 20 ms. Prints a JSON report (--out writes it).
//   npx tsx apps/server/bench/settlement-report.bench.ts [--payments=1000000] [--runs=3] [--keep | --reuse] [--out=report.json]
//   BENCH_DATABASE_URL (default postgres://postgres@127.0.0.1:5432/test): a database is made beside it.

const arg = (name: string, fallback: string) =>
  process.argv.find((a) => a.startsWith(`--${name}=`))?.slice(name.length + 3) ?? fallback;
const PAYMENTS = Number(arg('payments', '1000000'));
const RUNS = Number(arg('runs', '3'));
const OUT = arg('out', '');
const REUSE = process.argv.includes('--reuse');
const KEEP = process.argv.includes('--keep') || REUSE;
const DB_NAME = 'paygate_bench_settlement';
/** Issue 30 item 4. */
const AIM_SHARE_OF_COPY = 0.8;

const log = (line: string) => process.stderr.write(`${line}\n`);
const round = (v: number, digits = 1) => Math.round(v * 10 ** digits) / 10 ** digits;
const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;
type Rows<T> = { rows: T[] };

const bench = await openBenchDatabase(DB_NAME, { reuse: REUSE, keep: KEEP });
const { database } = bench;

const day = latestClosedPeriods(BENCH_TIME_ZONE).day;
const range = statementRange(parseStatementPeriod(day)!, BENCH_TIME_ZONE);
let server: Awaited<ReturnType<typeof startBenchServer>> | undefined;
try {
  const { db } = database;
  await database.migrate();
  if (!bench.reused) {
    const ws = await seedBenchWorkspace(db);
    log(`generating ${PAYMENTS.toLocaleString('en-US')} payments…`);
    await generatePayments(db, ws, PAYMENTS, { days: 90, chunk: 100_000, log });
    // The busiest app's finished payments, all settled yesterday: the largest file a day can have.
    await db.execute(sql`
      update payments p set completed_at = ${range.from.toISOString()}::timestamptz + random() * interval '86399 seconds'
      from (select app_id from payments group by app_id order by count(*) desc limit 1) busiest
      where p.app_id = busiest.app_id and p.completed_at is not null`);
    await db.execute(sql`vacuum analyze payments`);
  } else {
    log(`reusing ${DB_NAME}`);
  }
  const [app] = (
    (await db.execute(
      sql`select a.id, a.app_secret, a.status from apps a
        join (select app_id, count(*) n from payments group by app_id order by n desc limit 1) b on b.app_id = a.id`,
    )) as unknown as Rows<{ id: string; app_secret: string; status: 'PRODUCTION' | 'DEVELOPMENT' }>
  ).rows;
  if (!app) throw new Error('no app');
  const payments = ((await db.execute(sql`select count(*)::int as n from payments`)) as unknown as Rows<{ n: number }>)
    .rows[0]!.n;

  server = await startBenchServer({
    env: productionEnv({ dataName: 'paygate-bench-settlement-data', databaseUrl: bench.url }),
  });
  const pid = server.child.pid as number;
  const values = { app_id: app.id, date: day, environment: app.status };
  const signedUrl = `${server.url}/v1/partner/settlement-report?${new URLSearchParams({
    ...values,
    hash: gatewayHash('settlementReport', values, app.app_secret),
  })}`;

  const download = async () => {
    const measured = await measureDownload(pid, signedUrl);
    // The header and the checksum line are not settlements.
    return { ...measured, rows: measured.lines - 2 };
  };
  const copyText = `COPY (SELECT line FROM (${inlineForCopy(
    settledSelect({
      appId: app.id,
      environment: app.status,
      day: parseStatementPeriod(day)!,
      timeZone: BENCH_TIME_ZONE,
    }),
  )}) AS report) TO STDOUT`;
  const copy = () => {
    const started = performance.now();
    const result = spawnSync('psql', [bench.url, '-X', '-q', '-c', copyText], {
      stdio: ['ignore', 'ignore', 'inherit'],
    });
    if (result.status !== 0) throw new Error('psql COPY failed');
    return (performance.now() - started) / 1000;
  };

  await download();
  copy();
  const downloads = [];
  const copies = [];
  for (let i = 0; i < RUNS; i++) {
    downloads.push(await download());
    copies.push(copy());
  }
  const rows = downloads[0]!.rows;
  const fileRowsPerSecond = median(downloads.map((d) => d.rows / d.seconds));
  const copyRowsPerSecond = median(copies.map((s) => rows / s));
  const report = {
    date: new Date().toISOString(),
    backend: `postgres ${(await database.pool!.query('show server_version')).rows[0]?.server_version}`,
    loadAverage: Number(os.loadavg()[0]?.toFixed(1)),
    payments,
    day,
    rows,
    megabytes: round(downloads[0]!.bytes / 1024 / 1024),
    fileSeconds: downloads.map((d) => round(d.seconds, 2)),
    fileRowsPerSecond: Math.round(fileRowsPerSecond),
    copySeconds: copies.map((s) => round(s, 2)),
    copyRowsPerSecond: Math.round(copyRowsPerSecond),
    shareOfCopy: round(fileRowsPerSecond / copyRowsPerSecond, 2),
    aimShareOfCopy: AIM_SHARE_OF_COPY,
    rssBeforeMB: downloads.map((d) => round(d.rssBeforeMB)),
    rssPeakMB: downloads.map((d) => round(d.rssPeakMB)),
  };
  process.stdout.write(`${JSON.stringify(report, null, 2)}\n`);
  if (OUT) await writeFile(OUT, `${JSON.stringify(report, null, 2)}\n`);
} finally {
  await server?.stop();
  await bench.close();
}
