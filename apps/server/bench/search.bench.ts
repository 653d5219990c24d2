import { randomBytes, randomUUID } from 'node:crypto';
import { writeFileSync } from 'node:fs';
import os from 'node:os';
import { parseSearchQuery, type UserType } from '@paygate/contracts';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { openDatabase } from '../src/db/client.js';
import { apps, channels, partners, userPartners, users } from '../src/db/schema.js';
import type { PartnerAccess } from '../src/lib/caller.js';
import { SearchService } from '../src/modules/search/index.js';
import { type BenchWorkspace, generatePayments, paymentsSelect, seedBenchWorkspace } from './generate.js';

// Issue #15 item 2's aim, on Postgres: the global search at p95 ≤ 30 ms with 1,000,000 payments.
// One partner holds the generated history (bench/generate.ts) and 200 members; a neighbour
// partner holds 20,000 payments of its own. Times SearchService.search — what globalSearch runs —
// for each kind of lookup, the neighbour's transaction id among them (it must cost what an unknown
// id costs), against the bare SQL lookup by (partner_id, transaction_id) (the baseline). Prints a
// JSON report, and writes it to --out for `npm run bench -- search` (scripts/bench.mjs).
//   npx tsx apps/server/bench/search.bench.ts [--payments=1000000] [--runs=200] [--keep | --reuse] [--out=report.json]
//   BENCH_DATABASE_URL (default postgres://postgres@127.0.0.1:5432/test): a database is made beside it.

const arg = (name: string, fallback: string) =>
  process.argv.find((a) => a.startsWith(`--${name}=`))?.slice(name.length + 3) ?? fallback;
const PAYMENTS = Number(arg('payments', '1000000'));
const NEIGHBOUR_PAYMENTS = 20_000;
const MEMBERS = 200;
const RUNS = Number(arg('runs', '200'));
const OUT = arg('out', '');
const REUSE = process.argv.includes('--reuse');
/** Keeps the database for a later --reuse (several GB at a million payments: dropped by default). */
const KEEP = process.argv.includes('--keep') || REUSE;
const WARMUP = 10;
const ADMIN_URL = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const DB_NAME = 'paygate_bench_search';

const log = (line: string) => process.stderr.write(`${line}\n`);
const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil(p * sorted.length) - 1)] ?? 0;
const round = (v: number) => Math.round(v * 100) / 100;
const time = async (label: string, run: () => Promise<unknown>) => {
  for (let i = 0; i < WARMUP; i += 1) await run();
  const samples: number[] = [];
  for (let i = 0; i < RUNS; i += 1) {
    const started = performance.now();
    await run();
    samples.push(performance.now() - started);
  }
  samples.sort((a, b) => a - b);
  return { label, runs: RUNS, p50_ms: round(percentile(samples, 0.5)), p95_ms: round(percentile(samples, 0.95)) };
};
type Rows<T> = { rows: T[] };

/** A partner beside the bench one, with apps, channels and payments of its own (ids past the bench's). */
const seedNeighbour = async (db: Awaited<ReturnType<typeof openDatabase>>['db']): Promise<BenchWorkspace> => {
  const [partner] = await db.insert(partners).values({ name: 'Neighbour Shop', partnerType: 'COMPANY' }).returning();
  const ws: BenchWorkspace = { partnerId: partner!.id, apps: [] };
  for (const [name, environment] of [
    ['Neighbour Store', 'PRODUCTION'],
    ['Neighbour Market', 'PRODUCTION'],
    ['Neighbour Sandbox', 'DEVELOPMENT'],
  ] as const) {
    const id = randomUUID();
    await db.insert(apps).values({
      id,
      partnerId: partner!.id,
      name,
      description: name,
      logo: '/uploads/bench.png',
      status: environment,
      appSecret: randomBytes(24).toString('hex'),
      webhookSecret: `whsec_${randomBytes(24).toString('base64')}`,
    });
    const rows = await db
      .insert(channels)
      .values([{ appId: id, name: 'Website', isDefault: true }])
      .returning({ id: channels.id });
    ws.apps.push({ id, environment, channels: rows.map((c) => c.id) });
  }
  const lo = PAYMENTS + 1_000_000;
  await db.execute(
    sql.raw(
      `insert into payments (id, partner_id, app_id, environment, transaction_id, type, status, amount, currency, chain, crypto_amount, fee, bank, channel_id, source, user_id, account_name, account_number, pay_memo, checkout_token, request_fingerprint, failure_reason, completed_at, created_at) ${paymentsSelect(ws, lo, lo + NEIGHBOUR_PAYMENTS - 1, 90)}`,
    ),
  );
  return ws;
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
try {
  const { db } = database;
  if (!(REUSE && exists)) {
    const started = performance.now();
    await database.migrate();
    const ws = await seedBenchWorkspace(db);
    log(`generating ${PAYMENTS.toLocaleString('en-US')} payments…`);
    await generatePayments(db, ws, PAYMENTS, { days: 90, chunk: 100_000, log });
    await seedNeighbour(db);
    // Members: the owner and 200 more, named and addressed as people are.
    const hash = (await db.execute(sql`select password_hash from users limit 1`)) as unknown as Rows<{
      password_hash: string;
    }>;
    const made = await db
      .insert(users)
      .values(
        Array.from({ length: MEMBERS }, (_, i) => ({
          name: `Member ${i} Nguyễn`,
          email: `member${i}@bench.test`,
          passwordHash: hash.rows[0]!.password_hash,
        })),
      )
      .returning({ id: users.id });
    await db
      .insert(userPartners)
      .values(made.map((u) => ({ userId: u.id, partnerId: ws.partnerId, role: 'SUPPORTER' as const })));
    await db.execute(sql`vacuum analyze`);
    generatedSeconds = Math.round((performance.now() - started) / 100) / 10;
  } else {
    // Indexes a later migration adds are built on the data kept (issue 28 item 17's before/after).
    log(`reusing ${DB_NAME}`);
    await database.migrate();
    await db.execute(sql`analyze payments`);
  }

  const bench = (
    (await db.execute(sql`select p.id, up.id as membership_id, up.user_id from partners p
      join user_partners up on up.partner_id = p.id and up.role = 'OWNER' where p.name = 'Bench Shop'`)) as unknown as Rows<{
      id: string;
      membership_id: string;
      user_id: string;
    }>
  ).rows[0]!;
  const count = (
    (await db.execute(sql`select count(*)::int as n from payments where partner_id = ${bench.id}`)) as unknown as Rows<{
      n: number;
    }>
  ).rows[0]!.n;
  const sample = (
    (await db.execute(sql`select id, transaction_id, account_number, user_id, pay_memo from payments
      where partner_id = ${bench.id} and type = 'VIRTUAL_ACCOUNT' order by created_at desc offset 5000 limit 1`)) as unknown as Rows<{
      id: string;
      transaction_id: string;
      account_number: string;
      user_id: string;
      pay_memo: string;
    }>
  ).rows[0]!;
  const neighbourTxn = (
    (await db.execute(sql`select transaction_id from payments p join partners pa on pa.id = p.partner_id
      where pa.name = 'Neighbour Shop' limit 1`)) as unknown as Rows<{ transaction_id: string }>
  ).rows[0]!.transaction_id;

  const search = new SearchService(db);
  const access = (userType: UserType): PartnerAccess => ({
    // The search reads the partner and the role only.
    viewer: {} as PartnerAccess['viewer'],
    partnerId: bench.id,
    membershipId: bench.membership_id,
    role: userType === 'SUPERVISOR' ? 'SUPPORTER' : userType,
    joinedAt: new Date(),
    userType,
    partner: { id: bench.id } as PartnerAccess['partner'],
  });
  const owner = access('OWNER');
  const run =
    (query: string, who: PartnerAccess = owner) =>
    () =>
      search.search(who, parseSearchQuery(query), async () => true);

  const results = [
    await time('transaction id, every kind (owner)', run(sample.transaction_id)),
    await time('txn: transaction id', run(`txn:${sample.transaction_id}`)),
    await time("txn: another partner's transaction id (no result)", run(`txn:${neighbourTxn}`)),
    await time('txn: unknown transaction id (no result)', run('txn:NO-SUCH-ID-42')),
    await time('txn: payment id', run(`txn:${sample.id}`)),
    await time('txn: VA account number', run(`txn:${sample.account_number}`)),
    await time('status:SUCCESS + transaction id', run(`status:SUCCESS ${sample.transaction_id}`)),
    // What people type (issue 28 item 17): an id's last digits, its start, a payer, a memo.
    await time('txn: last 5 digits of a transaction id', run(`txn:${sample.transaction_id.slice(-5)}`)),
    await time('last 5 digits of a transaction id, every kind (owner)', run(sample.transaction_id.slice(-5))),
    await time('txn: transaction id without its last digit (prefix)', run(`txn:${sample.transaction_id.slice(0, -1)}`)),
    await time('txn: a prefix 111,111 payments share (BENCH-1)', run('txn:BENCH-1')),
    await time('txn: a prefix every payment shares (BENCH-)', run('txn:BENCH-')),
    await time("txn: a payer's user_id", run(`txn:${sample.user_id}`)),
    await time('txn: user_id prefix (user-123)', run('txn:user-123')),
    await time('txn: pay memo', run(`txn:${sample.pay_memo}`)),
    await time('txn: last 6 characters of a pay memo', run(`txn:${sample.pay_memo.slice(-6)}`)),
    await time("txn: end of another partner's transaction id (no result)", run(`txn:${neighbourTxn.slice(-7)}`)),
    await time('app: name part', run('app:market')),
    await time('channel: name part', run('channel:retail')),
    await time('member: e-mail part (201 members)', run('member:member17@')),
    await time('a name, every kind (owner)', run('Nguyễn')),
    await time('a name, every kind (supporter: payments only)', run('Nguyễn', access('SUPPORTER'))),
    await time('baseline: bare SQL by (partner_id, transaction_id)', () =>
      database.pool!.query('select * from payments where partner_id = $1 and transaction_id = $2 limit 5', [
        bench.id,
        sample.transaction_id,
      ]),
    ),
  ];
  const plans: Record<string, string[]> = {};
  const explain = async (label: string, text: string, params: unknown[]) => {
    const rows = (await database.pool!.query(`explain ${text}`, params)).rows as { 'QUERY PLAN': string }[];
    plans[label] = rows.map((r) => r['QUERY PLAN']);
  };
  // The payment lookup's plan (SearchService.payments' conditions): one index probe per identifier.
  await explain(
    'payments',
    `select id from payments where partner_id = $1 and (transaction_id = $2 or pay_id = $2
      or (account_number = $2 and type in ('VIRTUAL_ACCOUNT','PERMANENT_VIRTUAL_ACCOUNT','BANK_ACCOUNT','DYNAMIC_QR')))
      order by created_at desc, id desc limit 5`,
    [bench.id, sample.transaction_id],
  );
  // The payment indexes' sizes, every month's summed.
  const indexes = (
    await database.pool!.query(`select i.relname as name, pg_get_indexdef(i.oid) as definition,
        (select sum(pg_relation_size(t.relid)) from pg_partition_tree(i.oid) t)::bigint as bytes
      from pg_index x join pg_class i on i.oid = x.indexrelid join pg_class t on t.oid = x.indrelid
      where t.relname = 'payments' order by i.relname`)
  ).rows as { name: string; definition: string; bytes: string }[];
  const report = {
    date: new Date().toISOString(),
    backend: `postgres ${(await database.pool!.query('show server_version')).rows[0]?.server_version}`,
    loadAverage,
    payments: count,
    neighbourPayments: NEIGHBOUR_PAYMENTS,
    members: MEMBERS + 1,
    generatedSeconds,
    results,
    plans,
    indexes: indexes.map((i) => ({ name: i.name, definition: i.definition, mb: round(Number(i.bytes) / 1048576) })),
  };
  process.stdout.write(`${JSON.stringify(report, null, 2)}\n`);
  if (OUT) writeFileSync(OUT, `${JSON.stringify(report, null, 2)}\n`);
} finally {
  await database.close();
  if (!KEEP) await admin.query(`DROP DATABASE IF EXISTS ${DB_NAME} WITH (FORCE)`);
  await admin.end();
}
