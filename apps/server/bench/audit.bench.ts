import { writeFileSync } from 'node:fs';
import os from 'node:os';
import type { AuditFilter } from '@paygate/contracts';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { openDatabase } from '../src/db/client.js';
import { sources } from '../src/db/schema.js';
import { AuditService, recordAudit, userActor } from '../src/modules/audit/index.js';

// Issue #15 item 1's aims, on Postgres: what an audit entry adds to the action it records (a
// source created in its transaction, with and without its entry: p50 difference ≤ 1 ms), and the
// audit list's first page with a partner holding 1,000,000 entries (p95 ≤ 50 ms), filtered or not,
// against the bare SQL page (the baseline). Prints a JSON report, and writes it to --out for
// `npm run bench -- audit` (scripts/bench.mjs), which renders it into BENCHMARKS.md.
//   npx tsx apps/server/bench/audit.bench.ts [--entries=1000000] [--runs=200] [--out=report.json]
//   BENCH_DATABASE_URL (default postgres://postgres@127.0.0.1:5432/test): a database is made beside it.

const arg = (name: string, fallback: string) =>
  process.argv.find((a) => a.startsWith(`--${name}=`))?.slice(name.length + 3) ?? fallback;
const ENTRIES = Number(arg('entries', '1000000'));
const RUNS = Number(arg('runs', '200'));
const OUT = arg('out', '');
const WARMUP = 10;
const ADMIN_URL = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const DB_NAME = 'paygate_bench_audit';

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil(p * sorted.length) - 1)] ?? 0;
const round = (v: number) => Math.round(v * 100) / 100;
const sample = async (run: () => Promise<unknown>) => {
  for (let i = 0; i < WARMUP; i += 1) await run();
  const samples: number[] = [];
  for (let i = 0; i < RUNS; i += 1) {
    const started = performance.now();
    await run();
    samples.push(performance.now() - started);
  }
  return samples.sort((a, b) => a - b);
};
const time = async (label: string, run: () => Promise<unknown>) => {
  const s = await sample(run);
  return { label, runs: RUNS, p50_ms: round(percentile(s, 0.5)), p95_ms: round(percentile(s, 0.95)) };
};

const loadAverage = Number(os.loadavg()[0]?.toFixed(1));
const admin = new pg.Client({ connectionString: ADMIN_URL });
await admin.connect();
await admin.query(`DROP DATABASE IF EXISTS ${DB_NAME}`);
await admin.query(`CREATE DATABASE ${DB_NAME}`);
const url = new URL(ADMIN_URL);
url.pathname = `/${DB_NAME}`;
const database = await openDatabase({ kind: 'postgres', url: url.toString(), poolSize: 4 });
type Rows<T> = { rows: T[] };
try {
  await database.migrate();
  const { db } = database;
  const partnerIds: string[] = [];
  for (const name of ['Bench', 'Neighbour']) {
    const row = (await db.execute(
      sql`insert into partners (name, partner_type) values (${name}, 'COMPANY') returning id`,
    )) as unknown as Rows<{ id: string }>;
    partnerIds.push(row.rows[0]!.id);
  }
  const user = (await db.execute(
    sql`insert into users (name, email, password_hash) values ('Bench Owner', 'bench@example.test', 'x') returning id`,
  )) as unknown as Rows<{ id: string }>;
  const userId = user.rows[0]!.id;
  const [partnerId, neighbourId] = partnerIds as [string, string];

  // A year of entries per partner: 20 actors, the action mix of a busy partner, 5,000 targets.
  // The hashes are not a real chain (the list never reads them; verify-audit is not measured).
  const started = performance.now();
  for (const pid of partnerIds) {
    await db.execute(sql`
      insert into audit_log (partner_id, seq, created_at, actor_type, actor_id, actor_name, actor_email, session_id,
        action, target_type, target_id, target_label, changes, ip, user_agent, prev_hash, hash)
      select ${pid}, g, now() - ((${ENTRIES} - g) * (interval '365 days' / ${ENTRIES})),
        'USER', case when g % 20 = 0 then ${userId}::uuid else md5('actor' || (g % 20))::uuid end,
        'Actor ' || (g % 20), 'actor' || (g % 20) || '@example.test', md5('s' || (g % 500))::uuid,
        (array['auth.login','app.updated','money.cash_out','money.settled','source.created','export.transactions','member.role_changed','channel.renamed'])[1 + g % 8],
        'app', 'target-' || (g % 5000), 'Target ' || (g % 5000),
        '{"name":{"before":"a","after":"b"}}'::jsonb, '203.0.113.' || (g % 250), 'Mozilla/5.0 (bench)',
        md5((g - 1)::text), md5(g::text)
      from generate_series(1, ${ENTRIES}) g`);
  }
  // Each chain's head, as recordAudit keeps it (and migration 0016 makes it from older entries).
  await db.execute(sql`
    insert into audit_heads (partner_id, seq, hash, created_at)
    select distinct on (partner_id) partner_id, seq, hash, created_at from audit_log order by partner_id, seq desc`);
  await db.execute(sql`vacuum analyze audit_log`);
  const generatedSeconds = Math.round((performance.now() - started) / 100) / 10;

  // The write aim: the same action (a source created in its own transaction), without and with its entry.
  let n = 0;
  const actor = userActor({ id: userId, name: 'Bench Owner', email: 'bench@example.test' }, null, {
    ip: '203.0.113.9',
    userAgent: 'bench',
  });
  const action = (audited: boolean) => () =>
    db.transaction(async (tx) => {
      const [row] = await tx
        .insert(sources)
        .values({ partnerId: neighbourId, name: `w-${n++}` })
        .returning();
      if (audited && row) {
        await recordAudit(tx, neighbourId, actor, {
          action: 'source.created',
          target: { type: 'source', id: row.id, label: row.name },
          changes: { name: { after: row.name } },
        });
      }
    });
  // Interleaved in blocks so both see the same load on a shared machine.
  const plain: number[] = [];
  const audited: number[] = [];
  for (let block = 0; block < 4; block += 1) {
    plain.push(...(await sample(action(false))));
    audited.push(...(await sample(action(true))));
  }
  plain.sort((a, b) => a - b);
  audited.sort((a, b) => a - b);
  const write = {
    runs: plain.length,
    without_p50_ms: round(percentile(plain, 0.5)),
    with_p50_ms: round(percentile(audited, 0.5)),
    added_p50_ms: round(percentile(audited, 0.5) - percentile(plain, 0.5)),
    without_p95_ms: round(percentile(plain, 0.95)),
    with_p95_ms: round(percentile(audited, 0.95)),
  };

  const audit = new AuditService(db);
  const none: AuditFilter = {
    actorId: undefined,
    action: undefined,
    target: undefined,
    from: undefined,
    to: undefined,
  };
  const page = { offset: 0, limit: 20 };
  const weekAgo = new Date(Date.now() - 7 * 86_400_000);
  const results = [
    await time('first page, no filter (the screen opening)', () => audit.list(partnerId, none, page)),
    await time('first page, one actor', () => audit.list(partnerId, { ...none, actorId: userId }, page)),
    await time('first page, action money.cash_out', () =>
      audit.list(partnerId, { ...none, action: 'money.cash_out' }, page),
    ),
    await time('first page, one target (by name)', () => audit.list(partnerId, { ...none, target: 'Target 42' }, page)),
    await time('first page, last 7 days', () => audit.list(partnerId, { ...none, from: weekAgo }, page)),
    await time('first page, actor + action + 7 days', () =>
      audit.list(partnerId, { ...none, actorId: userId, action: 'auth.login', from: weekAgo }, page),
    ),
    await time('page 50, no filter', () => audit.list(partnerId, none, { offset: 49 * 20, limit: 20 })),
    await time('baseline: bare SQL first page', () =>
      database.pool!.query(
        'select * from audit_log where partner_id = $1 order by created_at desc, seq desc limit 21',
        [partnerId],
      ),
    ),
  ];
  const report = {
    date: new Date().toISOString(),
    backend: `postgres ${(await database.pool!.query('show server_version')).rows[0]?.server_version}`,
    loadAverage,
    entriesPerPartner: ENTRIES,
    partners: partnerIds.length,
    generatedSeconds,
    write,
    results,
  };
  process.stdout.write(`${JSON.stringify(report, null, 2)}\n`);
  if (OUT) writeFileSync(OUT, `${JSON.stringify(report, null, 2)}\n`);
} finally {
  await database.close();
  await admin.query(`DROP DATABASE IF EXISTS ${DB_NAME}`);
  await admin.end();
}
