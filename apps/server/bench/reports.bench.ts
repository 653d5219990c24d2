import { writeFile } from 'node:fs/promises';
import os from 'node:os';
import { latestClosedPeriods, localDate, parseStatementPeriod } from '@paygate/contracts';
import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { BalanceHistory, type BalanceHistoryFilter, Statements } from '../src/modules/ledger/index.js';
import { Reports } from '../src/modules/reports/index.js';
import { openBenchDatabase } from './bench-database.js';
import { BENCH_TIME_ZONE, generatePayments, seedBenchWorkspace } from './generate.js';

// Issue 30's reads at a million payments on PostgreSQL: /report's figures per day and service
// (partnerReport: payment_totals' hourly buckets), the fee report (the partner's merchant lines'
// fee, ADR 0034), the payout report's first page with its totals (item 3), the balance history's
// first page with its count for the filters its screen sends (item 1) and the busiest app's
// statement of the month just closed (item 2) — each as the resolver calls it, timed in-process
// after one warm-up. The history is bench/generate.ts' (one
// partner, 90 days, three apps); every finished payment then gets the merchant line its posting
// writes (the net, and the fee on it), so the fee report reads a ledger of the same size.
//   npx tsx apps/server/bench/reports.bench.ts [--payments=1000000] [--runs=20] [--keep | --reuse] [--out=report.json]
//   BENCH_DATABASE_URL (default postgres://postgres@127.0.0.1:5432/test): a database is made beside it.

const arg = (name: string, fallback: string) =>
  process.argv.find((a) => a.startsWith(`--${name}=`))?.slice(name.length + 3) ?? fallback;
const PAYMENTS = Number(arg('payments', '1000000'));
const RUNS = Number(arg('runs', '20'));
const OUT = arg('out', '');
const REUSE = process.argv.includes('--reuse');
const KEEP = process.argv.includes('--keep') || REUSE;
const DB_NAME = 'paygate_bench_reports';

const log = (line: string) => process.stderr.write(`${line}\n`);
const round = (v: number, digits = 1) => Math.round(v * 10 ** digits) / 10 ** digits;
const quantile = (values: number[], q: number) =>
  [...values].sort((a, b) => a - b)[Math.min(values.length - 1, Math.floor(values.length * q))] ?? 0;
type Rows<T> = { rows: T[] };

const bench = await openBenchDatabase(DB_NAME, { reuse: REUSE, keep: KEEP });
const { database } = bench;

try {
  const { db } = database;
  await database.migrate();
  if (!bench.reused) {
    const ws = await seedBenchWorkspace(db);
    log(`generating ${PAYMENTS.toLocaleString('en-US')} payments…`);
    await generatePayments(db, ws, PAYMENTS, { days: 90, chunk: 100_000, log });
    log('writing each finished payment’s merchant line with its fee…');
    await db.execute(sql`insert into ledger_accounts (app_id, environment, kind, currency, chain)
      select distinct app_id, environment, 'merchant', currency, coalesce(chain, '') from payments
      on conflict do nothing`);
    // A pay-in's SUCCESS line (net, fee on it); a payout's ACCEPTED line (debited, fee on it).
    await db.execute(sql`insert into ledger_entries (posting_id, account_id, payment_id, kind, amount, fee, created_at)
      select gen_random_uuid(), a.id, p.id,
        p.type || case when p.type in ('CASH_OUT', 'PAY_CRYPTO_WITHDRAW') then '_ACCEPTED' else '_SUCCESS' end,
        case when p.type in ('CASH_OUT', 'PAY_CRYPTO_WITHDRAW') then -(p.amount + p.fee) else p.amount - p.fee end,
        nullif(p.fee, 0),
        case when p.type in ('CASH_OUT', 'PAY_CRYPTO_WITHDRAW') then p.created_at else p.completed_at end
      from payments p join ledger_accounts a on a.app_id = p.app_id and a.environment = p.environment
        and a.kind = 'merchant' and a.currency = p.currency and a.chain = coalesce(p.chain, '')
      where p.type <> 'CRYPTO_EXCHANGE' and (p.status = 'SUCCESS' or p.type in ('CASH_OUT', 'PAY_CRYPTO_WITHDRAW'))`);
    // Each line's balance after it (ADR 0030), in the order the lines were written: a statement's
    // opening and closing are two of them.
    await db.execute(sql`update ledger_entries e set balance_after = r.running
      from (select id, sum(amount) over (partition by account_id order by seq) as running from ledger_entries) r
      where r.id = e.id`);
    // The count a balance keeps as it moves (ADR 0030): the history's count without filters reads it.
    await db.execute(
      sql`update ledger_accounts a set movements = (select count(*) from ledger_entries e where e.account_id = a.id)`,
    );
    await db.execute(sql`vacuum analyze ledger_entries`);
    await db.execute(sql`vacuum analyze ledger_accounts`);
  } else {
    log(`reusing ${DB_NAME}`);
  }
  const [partner] = (
    (await db.execute(sql`select partner_id as id, count(*)::int as n from payments group by 1`)) as unknown as Rows<{
      id: string;
      n: number;
    }>
  ).rows;
  if (!partner) throw new Error('no payments');
  const [lines] = (
    (await db.execute(sql`select count(*)::int as n from ledger_entries`)) as unknown as Rows<{ n: number }>
  ).rows;
  const reports = new Reports(db);
  const today = localDate(new Date(), BENCH_TIME_ZONE);
  const daysBefore = (n: number) => {
    const [y, m, d] = today.split('-').map(Number) as [number, number, number];
    return new Date(Date.UTC(y, m - 1, d - n)).toISOString().slice(0, 10);
  };
  const month = today.slice(0, 7);
  const monthsBefore = (n: number) => {
    const [y, m] = month.split('-').map(Number) as [number, number];
    return new Date(Date.UTC(y, m - 1 - n, 1)).toISOString().slice(0, 7);
  };
  const reads: [string, () => Promise<unknown>][] = [
    [
      '/report, every service, 7 days',
      () => reports.daily(partner.id, BENCH_TIME_ZONE, { service: 'ALL', from_date: daysBefore(6), to_date: today }),
    ],
    [
      '/report, every service, 90 days',
      () => reports.daily(partner.id, BENCH_TIME_ZONE, { service: 'ALL', from_date: daysBefore(89), to_date: today }),
    ],
    [
      '/report, one service, 366 days',
      () =>
        reports.daily(partner.id, BENCH_TIME_ZONE, {
          service: 'PAYMENT_GATEWAY',
          from_date: daysBefore(365),
          to_date: today,
        }),
    ],
    ['Fee report, this month', () => reports.fees(partner.id, BENCH_TIME_ZONE, { from_month: month, to_month: month })],
    [
      'Fee report, 6 months (the default)',
      () => reports.fees(partner.id, BENCH_TIME_ZONE, { from_month: monthsBefore(5), to_month: month }),
    ],
    [
      'Payout report, 7 days, first page and totals',
      () => reports.payouts(partner.id, BENCH_TIME_ZONE, { from_date: daysBefore(6), to_date: today, page: 1 }),
    ],
    [
      'Payout report, 90 days, first page and totals',
      () => reports.payouts(partner.id, BENCH_TIME_ZONE, { from_date: daysBefore(89), to_date: today, page: 1 }),
    ],
  ];
  // The balance history's first page as its resolver asks it (page and count at once), for the
  // filters the screen sends, on the busiest app: issue 30's aim is p95 ≤ 30 ms for any of them.
  const [busiest] = (
    (await db.execute(sql`select a.app_id as id, count(*)::int as n from ledger_entries e
      join ledger_accounts a on a.id = e.account_id group by 1 order by 2 desc limit 1`)) as unknown as Rows<{
      id: string;
      n: number;
    }>
  ).rows;
  if (!busiest) throw new Error('no ledger lines');
  const [token] = (
    (await db.execute(sql`select currency, chain from ledger_accounts where app_id = ${busiest.id}
      and currency <> 'VND' order by movements desc limit 1`)) as unknown as Rows<{ currency: string; chain: string }>
  ).rows;
  const history = new BalanceHistory(db);
  const firstPage = (filter: Omit<BalanceHistoryFilter, 'appId' | 'environment'>) => () => {
    const f = { appId: busiest.id, environment: 'PRODUCTION' as const, ...filter };
    return Promise.all([history.page(f, { offset: 0, limit: 20 }), history.total(f)]);
  };
  const dayStart = (n: number) => new Date(`${daysBefore(n)}T00:00:00+07:00`);
  reads.push(
    ['Balance history, first page: every balance', firstPage({})],
    ['Balance history, first page: VND', firstPage({ currency: 'VND', chain: '' })],
    [
      'Balance history, first page: VND, one kind',
      firstPage({ currency: 'VND', chain: '', kinds: ['ATM_CARD_SUCCESS'] }),
    ],
    [
      'Balance history, first page: a token on a chain',
      firstPage({ currency: token?.currency ?? 'USDT', chain: token?.chain ?? 'bsc' }),
    ],
    ['Balance history, first page: every balance, one day', firstPage({ from: dayStart(3), until: dayStart(2) })],
    [
      'Balance history, first page: VND, one kind, 7 days',
      firstPage({ currency: 'VND', chain: '', kinds: ['CASH_OUT_ACCEPTED'], from: dayStart(6), until: dayStart(-1) }),
    ],
  );
  // The busiest app's statement of the month just closed (item 2's aim: ≤ 2 s), as statement.ts
  // makes it: the cuts, the lines by kind with their fees, the identity, the PENDING count.
  const silent = { error: () => undefined } as unknown as FastifyBaseLogger;
  const statements = new Statements(db, silent);
  const lastMonth = parseStatementPeriod(latestClosedPeriods(BENCH_TIME_ZONE).month);
  if (!lastMonth) throw new Error('no closed month');
  reads.push([
    `Statement of the busiest app's VND, ${latestClosedPeriods(BENCH_TIME_ZONE).month}`,
    () =>
      statements.make({
        appId: busiest.id,
        environment: 'PRODUCTION',
        currency: 'VND',
        chain: '',
        period: lastMonth,
        timeZone: BENCH_TIME_ZONE,
      }),
  ]);
  const results = [];
  for (const [name, read] of reads) {
    await read();
    const times: number[] = [];
    for (let i = 0; i < RUNS; i++) {
      const started = performance.now();
      await read();
      times.push(performance.now() - started);
    }
    results.push({ read: name, p50: round(quantile(times, 0.5)), p95: round(quantile(times, 0.95)) });
    log(`${name}: p50 ${round(quantile(times, 0.5))} ms, p95 ${round(quantile(times, 0.95))} ms`);
  }
  const report = {
    date: new Date().toISOString(),
    backend: `postgres ${(await database.pool!.query('show server_version')).rows[0]?.server_version}`,
    loadAverage: Number(os.loadavg()[0]?.toFixed(1)),
    payments: partner.n,
    ledgerLines: lines?.n ?? 0,
    runs: RUNS,
    results,
  };
  process.stdout.write(`${JSON.stringify(report, null, 2)}\n`);
  if (OUT) await writeFile(OUT, `${JSON.stringify(report, null, 2)}\n`);
} finally {
  await bench.close();
}
