import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { signGatewayRequest } from '@paygate/contracts';
import autocannon from 'autocannon';
import pg from 'pg';
import { DASHBOARD, gql, LIST, request, signInDemoOwner, USER_INFO } from './portal-calls.js';
import { type BenchServer, startBenchServer } from './server-process.js';

// `npm run bench -- throughput` (through scripts/bench.mjs), issue #16: requests per second of the
// portal's hottest calls, signed in as the demo owner with today's active token, on the demo
// workspace, against the real server in its own process (production mode) — autocannon runs in
// this process, so the two share the machine's cores as a client and a server on one box do.
// Prints a JSON report to --out.
//   --backends=pglite,postgres   --connections=20   --seconds=10
//   --profile=DIR                the server runs with --cpu-prof: DIR/<backend>/*.cpuprofile (the largest is
//                                the main thread's; the other is tsx's loader)
//   --only=userInfo,allPayment   a subset of the calls

const arg = (name: string, fallback: string) =>
  process.argv.find((a) => a.startsWith(`--${name}=`))?.slice(name.length + 3) ?? fallback;
const BACKENDS = arg('backends', 'pglite,postgres').split(',') as ('pglite' | 'postgres')[];
const CONNECTIONS = Number(arg('connections', '20'));
const SECONDS = Number(arg('seconds', '10'));
const PROFILE_DIR = arg('profile', '');
const ONLY = arg('only', '').split(',').filter(Boolean);
const OUT = arg('out', path.join(os.tmpdir(), 'paygate-bench-throughput.json'));
const PG_ADMIN_URL = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const PG_DB = 'paygate_throughput';
const PGLITE_DIR = path.join(os.tmpdir(), 'paygate-bench-throughput-pglite');
const DAY_MS = 86_400_000;

const log = (line: string) => process.stderr.write(`${line}\n`);
/** Payments made through the gateway during the list's realistic run (a very busy partner). */
const PAYMENTS_PER_SECOND = 10;

/** The demo workspace's production app, with what the gateway's signature needs. */
const demoStore = async (url: string, headers: Record<string, string>) => {
  const apps = await gql<{ partner: { list_app: { id: string; name: string; app_secret: string | null }[] } }>(
    url,
    request('{ partner { list_app { id name app_secret } } }'),
    headers,
  );
  const app = apps.partner.list_app.find((a) => a.name === 'Demo Store');
  if (!app?.app_secret) throw new Error('the demo workspace has no Demo Store with its secret');
  return { id: app.id, secret: app.app_secret };
};

/**
 * ATM card payments through the gateway's signed API, PAYMENTS_PER_SECOND of them, until stopped:
 * each one is a change of the partner's data (ADR 0023). Answers how many were made.
 */
const paymentsArriving = (url: string, app: { id: string; secret: string }) => {
  let made = 0;
  let n = 0;
  const inFlight = new Set<Promise<void>>();
  const timer = setInterval(() => {
    const signed = signGatewayRequest(
      'getATMCardPaymentURL',
      {
        app_id: app.id,
        transaction_id: `bench-${process.pid}-${Date.now()}-${++n}`,
        callback_uri: 'https://shop.test/return',
        user_id: 'bench-buyer',
        amount: 100_000,
        bank: 'VCB',
        source: 'web',
      },
      app.secret,
      url,
    );
    const call = fetch(signed.url)
      .then(async (res) => {
        const body = (await res.json()) as { error_code?: number };
        if (body.error_code === 0) made++;
      })
      .catch(() => undefined);
    inFlight.add(call);
    void call.finally(() => inFlight.delete(call));
  }, 1000 / PAYMENTS_PER_SECOND);
  return async () => {
    clearInterval(timer);
    await Promise.all(inFlight);
    return made;
  };
};
const pgUrl = () => {
  const url = new URL(PG_ADMIN_URL);
  url.pathname = `/${PG_DB}`;
  return url.toString();
};

/** A fresh database each run, seeded by the server itself with the demo workspace (as `npm start`). */
const freshDatabase = async (backend: 'pglite' | 'postgres') => {
  if (backend === 'postgres') {
    const admin = new pg.Client({ connectionString: PG_ADMIN_URL });
    await admin.connect();
    await admin.query(`DROP DATABASE IF EXISTS ${PG_DB} WITH (FORCE)`);
    await admin.query(`CREATE DATABASE ${PG_DB}`);
    await admin.end();
  }
  rmSync(PGLITE_DIR, { recursive: true, force: true });
  mkdirSync(PGLITE_DIR, { recursive: true });
};

const startServer = (backend: 'pglite' | 'postgres') =>
  startBenchServer({
    nodeArgs: PROFILE_DIR ? ['--cpu-prof', `--cpu-prof-dir=${path.join(PROFILE_DIR, backend)}`] : [],
    // The demo seed runs first (a fresh database each run).
    readySeconds: 180,
    env: {
      NODE_ENV: 'production',
      JWT_SECRET: 'throughput-bench-secret-throughput-bench-secret',
      // Production will not start without a mail server (issue 11 item 7); the bench sends no mail.
      SMTP_URL: 'smtp://127.0.0.1:9',
      SEED_DEMO: '1',
      LOG_LEVEL: 'warn',
      SHUTDOWN_DELAY_SECONDS: '0',
      DATA_DIR: PGLITE_DIR,
      ...(backend === 'postgres' ? { DATABASE_URL: pgUrl() } : { DATABASE_URL: '' }),
      REDIS_URL: '',
    },
  });
type Server = BenchServer;

type Call = {
  name: string;
  method: 'GET' | 'POST';
  path: string;
  body?: string;
  auth: boolean;
  /** Each request's own body (autocannon asks for one per request), instead of `body`. */
  bodyEach?: () => string;
  /** Runs beside the load; the function it returns stops it. */
  beside?: () => () => Promise<number>;
};

/** CPU seconds (user + system) a process has used so far, from /proc (Linux; 0 elsewhere). */
const cpuSecondsOf = (pid: number | undefined) => {
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]?.split(' ') ?? [];
    // utime and stime are fields 14 and 15 of stat, in clock ticks (100 per second on Linux).
    return (Number(fields[11]) + Number(fields[12])) / 100;
  } catch {
    return 0;
  }
};

const load = async (server: Server, call: Call, headers: Record<string, string>) => {
  const cpuBefore = cpuSecondsOf(server.child.pid);
  const stopBeside = call.beside?.();
  const bodyEach = call.bodyEach;
  const result = await autocannon({
    url: `${server.url}${call.path}`,
    method: call.method,
    connections: CONNECTIONS,
    duration: SECONDS,
    headers: call.auth ? { 'content-type': 'application/json', ...headers } : {},
    ...(call.body ? { body: call.body } : {}),
    ...(bodyEach ? { requests: [{ setupRequest: (req: object) => ({ ...req, body: bodyEach() }) }] } : {}),
  });
  const cpu = cpuSecondsOf(server.child.pid) - cpuBefore;
  const besideCount = stopBeside ? await stopBeside() : undefined;
  return {
    name: call.name,
    ...(besideCount !== undefined ? { besideCount } : {}),
    rps: Math.round(result.requests.average),
    // The server's own CPU per answered request: what the machine's other work cannot inflate much
    // (PostgreSQL's backends are other processes and are not counted; PGlite runs inside the server).
    cpuMsPerRequest: result.requests.total ? Number(((cpu * 1000) / result.requests.total).toFixed(2)) : 0,
    p50: result.latency.p50,
    p99: result.latency.p99,
    requests: result.requests.total,
    non2xx: result.non2xx,
    errors: result.errors + result.timeouts,
    loadAverage: os.loadavg()[0]?.toFixed(2) ?? '',
  };
};

const run = async (backend: 'pglite' | 'postgres') => {
  log(`${backend}: a fresh database, the demo workspace seeded by the server…`);
  await freshDatabase(backend);
  const server = await startServer(backend);
  try {
    const headers = await signInDemoOwner(server.url);
    const now = Date.now();
    const range = (days: number) => ({
      from_date: new Date(now - days * DAY_MS).toISOString(),
      to_date: new Date(now).toISOString(),
    });
    const listBody = request(LIST, { ...range(30), offset: 0, limit: 20 });
    const listed = await gql<{ allPayment: { total: number } }>(server.url, listBody, headers);
    const store = await demoStore(server.url, headers);
    // Nothing shared: each request ends its range a millisecond later than the one before.
    let shift = 0;
    const listEach = () =>
      request(LIST, { ...range(30), to_date: new Date(now + ++shift).toISOString(), offset: 0, limit: 20 });
    const calls: Call[] = [
      { name: 'GET /healthz', method: 'GET', path: '/healthz', auth: false },
      { name: 'userInfo', method: 'POST', path: '/graphql', body: request(USER_INFO), auth: true },
      { name: 'allPayment', method: 'POST', path: '/graphql', body: listBody, auth: true },
      { name: 'partnerDashboard', method: 'POST', path: '/graphql', body: request(DASHBOARD, range(7)), auth: true },
      { name: 'allPayment, nothing shared', method: 'POST', path: '/graphql', bodyEach: listEach, auth: true },
      {
        name: `allPayment, ${PAYMENTS_PER_SECOND} payments/s arriving`,
        method: 'POST',
        path: '/graphql',
        body: listBody,
        auth: true,
        beside: () => paymentsArriving(server.url, store),
      },
    ].filter((c) => ONLY.length === 0 || ONLY.some((o) => c.name.includes(o))) as Call[];
    const results = [];
    for (const call of calls) {
      // Every document answers without an error before it is loaded (autocannon counts only statuses).
      if (call.body) await gql(server.url, call.body, headers);
      const figures = await load(server, call, headers);
      log(`${backend}: ${call.name}: ${JSON.stringify(figures)}`);
      results.push(figures);
    }
    return { backend, listRows: listed.allPayment.total, results };
  } finally {
    await server.stop();
  }
};

const report = [];
for (const backend of BACKENDS) report.push(await run(backend));
writeFileSync(
  OUT,
  JSON.stringify(
    { measuredAt: new Date().toISOString(), connections: CONNECTIONS, seconds: SECONDS, results: report },
    null,
    2,
  ),
);
log(`report: ${OUT}`);
