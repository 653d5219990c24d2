import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { gatewayHash } from '@paygate/contracts';
import { eq, type SQL, sql } from 'drizzle-orm';
import pg from 'pg';
import { fromPglite, PgBoss } from 'pg-boss';
import { type Database, openDatabase } from '../src/db/client.js';
import { apps, users } from '../src/db/schema.js';
import { BENCH_EMAIL, BENCH_PASSWORD, seedBenchWorkspace } from './generate.js';
import { type BenchServer, startBenchServer } from './server-process.js';

// `npm run bench -- burst` (through scripts/bench.mjs): the background work during a burst
// (issue 17). The real server in its own process, a local webhook receiver in this one:
//   1. burst: `--burst-payments` pay-ins created and paid as fast as the sandbox checkout allows, then
//      `--cashouts` cash-out chunks; waits for every first webhook attempt, every settlement and
//      the expiry of `--unpaid` payments left pending (PAYMENT_TTL_SECONDS below).
//   2. drain: with the server stopped, `--drain` webhook jobs are queued at once; the server is
//      started again and the receiver counts deliveries per second while it works off the backlog.
// Times come from the database afterwards (payments.completed_at, pg-boss's job rows) and from the
// receiver's clock: one machine, one clock. Prints a JSON report to --out.

const ROOT = path.resolve(import.meta.dirname, '../../..');
const arg = (name: string, fallback: string) =>
  process.argv.find((a) => a.startsWith(`--${name}=`))?.slice(name.length + 3) ?? fallback;
const BACKENDS = arg('backends', 'pglite,postgres').split(',') as ('pglite' | 'postgres')[];
const PAYMENTS = Number(arg('burst-payments', '1000'));
const CASHOUTS = Number(arg('cashouts', '500'));
const UNPAID = Number(arg('unpaid', '200'));
const DRAIN = Number(arg('drain', '2000'));
const CLIENTS = Number(arg('clients', '32'));
const OUT = arg('out', path.join(os.tmpdir(), 'paygate-bench-burst.json'));
const PG_ADMIN_URL = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const PG_DB = 'paygate_bench_burst';
const PGLITE_DIR = path.join(os.tmpdir(), 'paygate-bench-burst-pglite');
const TTL_SECONDS = 60;
const PAY_IN = 50_000;
const CASH_OUT = 20_000;
const WAIT_MS = 15 * 60_000;

const log = (line: string) => process.stderr.write(`${line}\n`);
const pgUrl = () => {
  const url = new URL(PG_ADMIN_URL);
  url.pathname = `/${PG_DB}`;
  return url.toString();
};
const round = (n: number, digits = 1) => Number(n.toFixed(digits));
const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))] ?? 0;
};
const spread = (ms: number[]) => ({
  count: ms.length,
  p50: round(percentile(ms, 50) / 1000, 2),
  p95: round(percentile(ms, 95) / 1000, 2),
  max: round(Math.max(0, ...ms) / 1000, 2),
});

const open = (backend: 'pglite' | 'postgres') =>
  openDatabase(
    backend === 'postgres' ? { kind: 'postgres', url: pgUrl(), poolSize: 2 } : { kind: 'pglite', dataDir: PGLITE_DIR },
  );
const rows = async <T>(database: Database, query: SQL) =>
  ((await database.db.execute(query)) as unknown as { rows: T[] }).rows;

/** A fresh database with the bench partner: an owner without two-factor, a production app whose webhooks come here. */
const prepare = async (backend: 'pglite' | 'postgres', webhookUrl: string) => {
  if (backend === 'postgres') {
    const admin = new pg.Client({ connectionString: PG_ADMIN_URL });
    await admin.connect();
    await admin.query(`DROP DATABASE IF EXISTS ${PG_DB} WITH (FORCE)`);
    await admin.query(`CREATE DATABASE ${PG_DB}`);
    await admin.end();
  } else {
    rmSync(PGLITE_DIR, { recursive: true, force: true });
    mkdirSync(PGLITE_DIR, { recursive: true });
  }
  const database = await open(backend);
  try {
    await database.migrate();
    const ws = await seedBenchWorkspace(database.db);
    await database.db.update(users).set({ totpEnabled: false }).where(eq(users.email, BENCH_EMAIL));
    const appId = ws.apps[0]?.id ?? '';
    const [app] = await database.db.update(apps).set({ webhookUrl }).where(eq(apps.id, appId)).returning();
    if (!app) throw new Error('no bench app');
    return { id: app.id, appSecret: app.appSecret };
  } finally {
    await database.close();
  }
};

type Arrival = { at: number; messageId: string; transactionId: string; status: string };

/** The partner's webhook endpoint: answers 200 at once and notes when each request arrived. */
const startReceiver = async () => {
  const arrivals: Arrival[] = [];
  const srv = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const at = Date.now();
      res.writeHead(200, { 'content-type': 'text/plain' }).end('ok');
      try {
        const body = JSON.parse(Buffer.concat(chunks).toString('utf8')) as {
          transaction_id: string;
          payment: { status: string };
        };
        arrivals.push({
          at,
          messageId: String(req.headers['webhook-id']),
          transactionId: body.transaction_id,
          status: body.payment.status,
        });
      } catch {
        // not a payment webhook
      }
    });
  });
  srv.keepAliveTimeout = 60_000;
  await new Promise<void>((resolve) => srv.listen(0, '127.0.0.1', resolve));
  const address = srv.address();
  return {
    url: `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}/hook`,
    arrivals,
    close: () => {
      srv.closeAllConnections();
      return new Promise<void>((resolve) => srv.close(() => resolve()));
    },
  };
};

/** The server in its own process. Development mode: webhooks may go to a local address. */
const startServer = (backend: 'pglite' | 'postgres') =>
  startBenchServer({
    cwd: process.env.BENCH_SERVER_ROOT ?? ROOT,
    env: {
      NODE_ENV: 'development',
      SEED_DEMO: '0',
      LOG_LEVEL: 'warn',
      PAYMENT_TTL_SECONDS: String(TTL_SECONDS),
      DATA_DIR: backend === 'pglite' ? PGLITE_DIR : path.join(os.tmpdir(), 'paygate-bench-burst-pg-data'),
      ...(backend === 'postgres' ? { DATABASE_URL: pgUrl() } : {}),
    },
  });
type Server = BenchServer;

const json = async (url: string, init?: RequestInit) => {
  const res = await fetch(url, init);
  const body = (await res.json()) as Record<string, unknown> & { error_code?: number; message?: string };
  if (body.error_code !== 0) throw new Error(`${url.split('?')[0]}: ${res.status} ${JSON.stringify(body)}`);
  return body;
};

/** Runs `count` calls, `CLIENTS` at a time. */
const pool = async (count: number, call: (i: number) => Promise<void>) => {
  let next = 0;
  await Promise.all(
    Array.from({ length: Math.min(CLIENTS, count) }, async () => {
      while (next < count) await call(next++);
    }),
  );
};

const until = async (what: string, check: () => boolean) => {
  const deadline = Date.now() + WAIT_MS;
  while (!check()) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 100));
  }
};

const payIn = async (server: Server, app: { id: string; appSecret: string }, txn: string, pay: boolean) => {
  const values = { app_id: app.id, transaction_id: txn, amount: PAY_IN, bank: 'VCB' };
  const params = new URLSearchParams(Object.entries(values).map(([k, v]): [string, string] => [k, String(v)]));
  params.set('hash', gatewayHash('getATMCardPaymentURL', values, app.appSecret));
  const created = await json(`${server.url}/v1/partner/getATMCardPaymentURL?${params}`);
  if (!pay) return;
  const token = String(created.payment_url).split('/checkout/')[1];
  await json(`${server.url}/v1/checkout/${token}/pay`, { method: 'POST' });
};

const cashOut = async (server: Server, app: { id: string; appSecret: string }, session: string, txn: string) => {
  const body: Record<string, string | number> = {
    app_id: app.id,
    transaction_id: txn,
    amount: CASH_OUT,
    payee_bank: 'VCB',
    payee_account: '0011001234567',
    payee_account_type: 'BANK_ACCOUNT',
    payee_name: 'NGUYEN VAN A',
    payee_pay_fee: 0,
    currency: 'VND',
    message: '123',
  };
  await json(`${server.url}/v1/partner/transfer/cms`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ ...body, hash: gatewayHash('transferCms', body, app.appSecret), token: session }),
  });
};

const login = async (server: Server) => {
  const res = await fetch(`${server.url}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      query: `mutation($e: String!, $p: String!) { loginByPassword(email_or_phone_number: $e, password: $p) { access_token } }`,
      variables: { e: BENCH_EMAIL, p: BENCH_PASSWORD },
    }),
  });
  const body = (await res.json()) as { data?: { loginByPassword: { access_token: string } } };
  const token = body.data?.loginByPassword.access_token;
  if (!token) throw new Error(`login failed: ${JSON.stringify(body)}`);
  return token;
};

type JobRow = { name: string; n: number; first_due: Date | string; last_done: Date | string };

/**
 * Jobs per second per queue, over the jobs of this burst only (webhooks of the pay-ins,
 * settlements of the cash-outs, expiries of every payment): completed ÷ (last completion − first due).
 */
const queueRates = async (database: Database, stamp: string) => {
  const found = await rows<JobRow>(
    database,
    sql`select j.name, count(*)::int as n, min(j.start_after) as first_due, max(j.completed_on) as last_done
        from pgboss.job j join payments p on p.id = (j.data->>'paymentId')::uuid
        where j.state = 'completed' and (
          (j.name = 'webhook-delivery' and p.transaction_id like ${`BURST-${stamp}-%`} and j.data->>'messageId' not like 'msg_drain%')
          or (j.name = 'payout-settlement' and p.transaction_id like ${`CASHOUT-${stamp}-%`})
          or (j.name = 'payment-expiry' and p.transaction_id like ${`%-${stamp}-%`}))
        group by j.name order by j.name`,
  );
  return Object.fromEntries(
    found.map((r) => {
      const seconds = (new Date(r.last_done).getTime() - new Date(r.first_due).getTime()) / 1000;
      return [r.name, { jobs: Number(r.n), seconds: round(seconds, 1), perSecond: round(Number(r.n) / seconds) }];
    }),
  );
};

const burst = async (backend: 'pglite' | 'postgres') => {
  const receiver = await startReceiver();
  const app = await prepare(backend, receiver.url);
  log(`${backend}: starting the server…`);
  let server = await startServer(backend);
  const stamp = Date.now().toString(36);
  const payInTxn = (i: number) => `BURST-${stamp}-${i}`;
  const cashOutTxn = (i: number) => `CASHOUT-${stamp}-${i}`;
  const unpaidTxn = (i: number) => `UNPAID-${stamp}-${i}`;
  const result: Record<string, unknown> = {
    backend,
    payments: PAYMENTS,
    cashOuts: CASHOUTS,
    unpaid: UNPAID,
    clients: CLIENTS,
  };
  try {
    const session = await login(server);
    let t = performance.now();
    await pool(PAYMENTS, (i) => payIn(server, app, payInTxn(i), true));
    const paySeconds = (performance.now() - t) / 1000;
    log(`${backend}: ${PAYMENTS} payments created and paid in ${paySeconds.toFixed(1)} s`);
    t = performance.now();
    await pool(CASHOUTS, (i) => cashOut(server, app, session, cashOutTxn(i)));
    const cashOutSeconds = (performance.now() - t) / 1000;
    log(`${backend}: ${CASHOUTS} cash-out chunks accepted in ${cashOutSeconds.toFixed(1)} s`);
    await pool(UNPAID, (i) => payIn(server, app, unpaidTxn(i), false));
    result.paySeconds = round(paySeconds);
    result.paymentsPerSecond = round(PAYMENTS / paySeconds);
    result.cashOutSeconds = round(cashOutSeconds);

    const firstArrival = new Map<string, number>();
    const seen = (status: string, prefix: string) =>
      receiver.arrivals.filter((a) => a.status === status && a.transactionId.startsWith(prefix)).length;
    await until('the pay-in webhooks', () => seen('SUCCESS', 'BURST-') >= PAYMENTS);
    log(`${backend}: every pay-in webhook arrived`);
    await until(
      'the settlements',
      () =>
        new Set(
          receiver.arrivals
            .filter((a) => a.transactionId.startsWith('CASHOUT-') && a.status !== 'PENDING')
            .map((a) => a.transactionId),
        ).size >= CASHOUTS,
    );
    log(`${backend}: every cash-out settled`);
    await until('the expiries', () => seen('CANCEL', 'UNPAID-') >= UNPAID);
    log(`${backend}: every unpaid payment expired`);
    for (const a of receiver.arrivals) {
      const key = `${a.transactionId}:${a.status}`;
      if (!firstArrival.has(key)) firstArrival.set(key, a.at);
    }
    const attemptsPerMessage = new Map<string, number>();
    for (const a of receiver.arrivals)
      attemptsPerMessage.set(a.messageId, (attemptsPerMessage.get(a.messageId) ?? 0) + 1);
    result.duplicateDeliveries = [...attemptsPerMessage.values()].filter((n) => n > 1).length;
    await server.stop();

    const database = await open(backend);
    try {
      const paid = await rows<{ transaction_id: string; status: string; completed_at: Date | string }>(
        database,
        sql`select transaction_id, status, completed_at from payments where completed_at is not null and transaction_id like ${`%-${stamp}-%`}`,
      );
      const latency = (prefix: string) =>
        paid
          .filter((p) => p.transaction_id.startsWith(prefix))
          .map(
            (p) =>
              (firstArrival.get(`${p.transaction_id}:${p.status}`) ?? Number.NaN) - new Date(p.completed_at).getTime(),
          )
          .filter((ms) => Number.isFinite(ms))
          .map((ms) => Math.max(0, ms));
      result.firstAttempt = spread(latency('BURST-'));
      result.firstAttemptCashOut = spread(latency('CASHOUT-'));
      const settlements = await rows<{ lag_ms: number | string }>(
        database,
        sql`select extract(epoch from (p.completed_at - j.start_after)) * 1000 as lag_ms
            from pgboss.job j join payments p on p.id = (j.data->>'paymentId')::uuid
            where j.name = 'payout-settlement' and p.transaction_id like ${`CASHOUT-${stamp}-%`}`,
      );
      result.settlementLag = spread(settlements.map((s) => Math.max(0, Number(s.lag_ms))));
      result.queues = await queueRates(database, stamp);
    } finally {
      await database.close();
    }
    log(`${backend}: burst ${JSON.stringify(result)}`);

    // The drain: a backlog of webhook jobs already waiting when the server starts.
    const paidIds = await (async () => {
      const database = await open(backend);
      try {
        const ids = await rows<{ id: string }>(
          database,
          sql`select id from payments where transaction_id like ${`BURST-${stamp}-%`} order by id`,
        );
        const boss = new PgBoss({
          ...(database.kind === 'pglite' && database.pglite
            ? { db: fromPglite(database.pglite), backend: 'pglite' as const }
            : { connectionString: pgUrl(), max: 2 }),
          schedule: false,
          supervise: false,
        });
        await boss.start();
        const jobs = Array.from({ length: DRAIN }, (_, i) => ({
          data: {
            paymentId: ids[i % ids.length]?.id,
            appId: app.id,
            status: 'SUCCESS',
            attempt: 0,
            messageId: `msg_drain_${stamp}_${i}`,
          },
          group: { id: app.id },
        }));
        for (let i = 0; i < jobs.length; i += 500) await boss.insert('webhook-delivery', jobs.slice(i, i + 500));
        await boss.stop({ graceful: false, close: database.kind === 'postgres' });
        return ids.length;
      } finally {
        await database.close();
      }
    })();
    if (!paidIds) throw new Error('no paid payments to redeliver');
    server = await startServer(backend);
    // First arrival of each drained webhook (a failed attempt is retried 5 s later).
    const drained = () => {
      const first = new Map<string, number>();
      for (const a of receiver.arrivals) {
        if (a.messageId.startsWith(`msg_drain_${stamp}_`) && !first.has(a.messageId)) first.set(a.messageId, a.at);
      }
      return first;
    };
    await until('the drain', () => drained().size >= DRAIN);
    const times = [...drained().values()];
    const seconds = (Math.max(...times) - Math.min(...times)) / 1000;
    result.drain = { deliveries: DRAIN, seconds: round(seconds, 2), perSecond: Math.round(DRAIN / seconds) };
    log(`${backend}: drain ${JSON.stringify(result.drain)}`);
  } finally {
    await server.stop();
    await receiver.close();
  }
  return result;
};

const report = [];
for (const backend of BACKENDS) report.push(await burst(backend));
writeFileSync(OUT, JSON.stringify({ measuredAt: new Date().toISOString(), results: report }, null, 2));
log(`report: ${OUT}`);
