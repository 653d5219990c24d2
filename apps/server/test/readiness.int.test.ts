import { randomBytes } from 'node:crypto';
import http from 'node:http';
import net from 'node:net';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { openDatabase } from '../src/db/client.js';
import { MIGRATIONS_DIR } from '../src/lib/paths.js';
import { login, loginToken, newActiveUser } from './support/account.js';
import { demoApp, eventually, getJson, setWebhookUrl, signedUrl, uniqueTxn } from './support/gateway.js';
import { postJson } from './support/money.js';
import { errorCode, startTestServer, type TestServer } from './support/server.js';

// Issue #13 item 3: /readyz follows the database and Redis; migrations run once under a lock;
// /metrics carries GraphQL latency by operation, job queues, webhook and money outcomes.

const readyz = async (s: TestServer) => {
  const res = await fetch(`${s.url}/readyz`);
  return { status: res.status, body: (await res.json()) as Record<string, unknown> };
};

const adminUrl = process.env.TEST_DATABASE_URL;
const redisUrl = process.env.TEST_REDIS_URL;

describe.runIf(adminUrl)('/readyz and PostgreSQL', () => {
  it('answers 503 while the database refuses connections, and 200 again once it takes them', async () => {
    const s = await startTestServer({ seedDemo: false });
    const admin = new pg.Client({ connectionString: adminUrl });
    await admin.connect();
    const result = (await s.database.db.execute(sql`select current_database() as name`)) as unknown as {
      rows: { name: string }[];
    };
    const name = result.rows[0]?.name ?? '';
    try {
      expect((await readyz(s)).status).toBe(200);
      await admin.query(`ALTER DATABASE ${name} ALLOW_CONNECTIONS false`);
      await admin.query('SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE datname = $1', [name]);
      const down = await eventually(async () => {
        const res = await readyz(s);
        return res.status === 503 ? res : undefined;
      });
      expect(down.body).toEqual({ status: 'unavailable', database: 'down' });
      // Liveness is not readiness: the process is fine, the load balancer only stops sending.
      expect((await fetch(`${s.url}/healthz`)).status).toBe(200);
      await admin.query(`ALTER DATABASE ${name} ALLOW_CONNECTIONS true`);
      const up = await eventually(async () => {
        const res = await readyz(s);
        return res.status === 200 ? res : undefined;
      });
      expect(up.body).toMatchObject({ status: 'ready', database: 'postgres' });
    } finally {
      await admin.query(`ALTER DATABASE ${name} ALLOW_CONNECTIONS true`).catch(() => undefined);
      await admin.end();
      await s.close();
    }
  }, 60_000);
});

/** A TCP relay to the test Redis that the test can cut and restore on the same port. */
const redisRelay = async (target: string) => {
  const { hostname, port } = new URL(target);
  const sockets = new Set<net.Socket>();
  let server: net.Server | undefined;
  let listenPort = 0;
  const open = async () => {
    server = net.createServer((client) => {
      const upstream = net.connect(Number(port || 6379), hostname);
      for (const s of [client, upstream]) {
        sockets.add(s);
        s.on('error', () => undefined);
        s.on('close', () => sockets.delete(s));
      }
      client.pipe(upstream).pipe(client);
    });
    await new Promise<void>((resolve) => server?.listen(listenPort, '127.0.0.1', resolve));
    listenPort = (server.address() as net.AddressInfo).port;
  };
  await open();
  const url = new URL(target);
  url.host = `127.0.0.1:${listenPort}`;
  return {
    url: url.toString(),
    cut: async () => {
      const closing = new Promise<void>((resolve) => server?.close(() => resolve()));
      for (const s of sockets) s.destroy();
      await closing;
    },
    restore: open,
    close: async () => {
      for (const s of sockets) s.destroy();
      await new Promise<void>((resolve) => (server?.listening ? server.close(() => resolve()) : resolve()));
    },
  };
};

describe.runIf(redisUrl)('/readyz and Redis', () => {
  it('stays ready while Redis is unreachable (degraded in the body and on /metrics), logins still limited, then shares again', async () => {
    const relay = await redisRelay(redisUrl as string);
    const s = await startTestServer({ seedDemo: false, redisUrl: relay.url, env: { METRICS_TOKEN } });
    try {
      const user = await newActiveUser(s, 'redis-down');
      const up = await readyz(s);
      expect(up).toMatchObject({ status: 200, body: { status: 'ready', redis: 'up' } });
      expect(sample(await scrape(s), 'paygate_dependency_up{dependency="redis"}')).toBe(1);
      await relay.cut();
      // Redis is optional to serving (issue 26 item 3): a load balancer following /readyz must not
      // take every instance out at once; the body and /metrics say what is missing.
      const degraded = await eventually(async () => {
        const res = await readyz(s);
        return res.body.redis === 'down' ? res : undefined;
      });
      expect(degraded).toMatchObject({ status: 200, body: { status: 'degraded', redis: 'down' } });
      expect(sample(await scrape(s), 'paygate_dependency_up{dependency="redis"}')).toBe(0);
      // The right password signs in (the limit counts in this instance's memory meanwhile)…
      const inWhileDown = await login(s, user.email, user.password);
      expect(inWhileDown.errors).toBeUndefined();
      // …and wrong passwords are still limited: the insurance limiter, not an open door.
      for (let i = 0; i < 5; i += 1) {
        expect(errorCode(await login(s, user.email, 'not-the-password'))).toBe('UNAUTHENTICATED');
      }
      expect(errorCode(await login(s, user.email, user.password))).toBe('RATE_LIMITED');
      await relay.restore();
      await eventually(async () => (await readyz(s)).body.redis === 'up', 30_000);
      expect(sample(await scrape(s), 'paygate_dependency_up{dependency="redis"}')).toBe(1);
      // Back on Redis, whose count never saw the outage's failures: another account signs in.
      const other = await newActiveUser(s, 'redis-back');
      expect((await login(s, other.email, other.password)).errors).toBeUndefined();
    } finally {
      await s.close();
      await relay.close();
    }
  }, 90_000);
});

describe.runIf(adminUrl)('migrations by two instances at once', () => {
  it('runs each migration exactly once; the second migrator waits for the lock, then finds nothing to do', async () => {
    const name = `paygate_migrate_${Date.now()}_${randomBytes(3).toString('hex')}`;
    const admin = new pg.Client({ connectionString: adminUrl });
    await admin.connect();
    await admin.query(`CREATE DATABASE ${name}`);
    const url = new URL(adminUrl as string);
    url.pathname = `/${name}`;
    const a = await openDatabase({ kind: 'postgres', url: url.toString(), poolSize: 2 });
    const b = await openDatabase({ kind: 'postgres', url: url.toString(), poolSize: 2 });
    const holder = new pg.Client({ connectionString: url.toString() });
    await holder.connect();
    try {
      // Both start while a third party holds the lock: neither may run a statement yet.
      await holder.query('SELECT pg_advisory_lock(727001)');
      let finished = 0;
      const both = Promise.all([a.migrate(), b.migrate()].map((p) => p.then(() => finished++)));
      await eventually(async () => {
        const { rows } = await holder.query(
          `SELECT count(*)::int AS n FROM pg_locks WHERE locktype = 'advisory' AND objid = 727001 AND NOT granted`,
        );
        return rows[0].n === 2;
      });
      expect(finished).toBe(0);
      const { rows: before } = await holder.query(`SELECT to_regclass('public.payments') AS t`);
      expect(before[0].t).toBeNull();
      await holder.query('SELECT pg_advisory_unlock(727001)');
      await both;
      const journal = (await import(`${MIGRATIONS_DIR}/meta/_journal.json`, { with: { type: 'json' } })) as {
        default: { entries: unknown[] };
      };
      const { rows } = await holder.query('SELECT count(*)::int AS n FROM drizzle.__drizzle_migrations');
      expect(rows[0].n).toBe(journal.default.entries.length);
      const { rows: tables } = await holder.query(`SELECT to_regclass('public.uploads') AS t`);
      expect(tables[0].t).toBe('uploads');
    } finally {
      await holder.end();
      await a.close();
      await b.close();
      await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await admin.end();
    }
  }, 60_000);
});

const METRICS_TOKEN = 'a-metrics-token-for-the-scraper-01234';

const scrape = async (s: TestServer) => {
  const res = await fetch(`${s.url}/metrics`, { headers: { authorization: `Bearer ${METRICS_TOKEN}` } });
  expect(res.status).toBe(200);
  return res.text();
};

/** The value of one sample line (`name{labels} value`), or 0 when absent. */
const sample = (text: string, line: string) => {
  const found = text.split('\n').find((l) => l.startsWith(`${line} `));
  return found ? Number(found.slice(line.length + 1)) : 0;
};

describe('/metrics figures', () => {
  it('counts GraphQL operations by name, webhook deliveries and money operations by outcome, and job queues', async () => {
    const s = await startTestServer({ env: { METRICS_TOKEN } });
    const received: string[] = [];
    const receiver = http.createServer((req, res) => {
      req.resume();
      req.on('end', () => {
        received.push(String(req.headers['webhook-id']));
        res.writeHead(200).end('ok');
      });
    });
    await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve));
    try {
      const token = await loginToken(s, 'owner@demo.test');
      const named = await s.gql('query ViewerForMetrics { userInfo { email } }', {}, { token });
      expect(named.errors).toBeUndefined();
      await s.gql('query ViewerForMetrics { userInfo { emial } }', {}, { token });
      await s.gql('{ userInfo { email } }', {}, { token });

      // A payment whose webhook is delivered.
      const app = await demoApp(s);
      await setWebhookUrl(s, app.id, `http://127.0.0.1:${(receiver.address() as net.AddressInfo).port}/hook`);
      const created = await getJson(
        signedUrl(
          s,
          'getATMCardPaymentURL',
          { app_id: app.id, transaction_id: uniqueTxn('M'), amount: 50_000, bank: 'TCB' },
          app.appSecret,
        ),
      );
      await getJson(`${s.url}/v1/checkout/${String(created.body.payment_url).split('/checkout/')[1]}/pay`, {
        method: 'POST',
      });
      await eventually(async () => received.length >= 1);

      // A money operation refused (no such app), and one done.
      const refused = await postJson(s, '/v1/partner/cmsCashInVND', token, {
        app_id: '00000000-0000-0000-0000-000000000000',
        amount: 100_000,
        bank_code: 'VCB',
        transaction_id: uniqueTxn('C'),
      });
      expect(refused.body.error_code).not.toBe(0);
      const done = await postJson(s, '/v1/partner/cmsCashInVND', token, {
        app_id: app.id,
        amount: 100_000,
        bank_code: 'VCB',
        transaction_id: uniqueTxn('C'),
      });
      expect(done.body.error_code).toBe(0);

      const text = await eventually(async () => {
        const t = await scrape(s);
        return sample(t, 'webhook_deliveries_total{outcome="delivered"}') >= 1 ? t : undefined;
      });
      expect(
        sample(
          text,
          'graphql_operation_duration_seconds_count{operation="ViewerForMetrics",type="query",outcome="ok"}',
        ),
      ).toBe(1);
      // A document refused by validation never executed: its name is not trusted.
      expect(
        sample(text, 'graphql_operation_duration_seconds_count{operation="(invalid)",type="unknown",outcome="error"}'),
      ).toBeGreaterThanOrEqual(1);
      expect(
        sample(text, 'graphql_operation_duration_seconds_count{operation="(anonymous)",type="query",outcome="ok"}'),
      ).toBe(1);
      expect(sample(text, 'money_operations_total{operation="cash_in",outcome="refused"}')).toBe(1);
      expect(sample(text, 'money_operations_total{operation="cash_in",outcome="success"}')).toBe(1);
      expect(text).toMatch(/^job_queue_depth\{queue="payment-expiry",state="deferred"\} [1-9]/m);
      expect(text).toMatch(/^job_queue_oldest_age_seconds\{queue="webhook-delivery"\} \d/m);
      expect(text).toContain('webhook_deliveries_total{outcome="gave_up"} 0');
    } finally {
      await new Promise<void>((resolve) => receiver.close(() => resolve()));
      await s.close();
    }
  }, 60_000);

  it('bounds the operation names it keeps as labels', async () => {
    const { Metrics } = await import('../src/lib/metrics.js');
    const metrics = new Metrics();
    expect(metrics.operationLabel('Login')).toBe('Login');
    expect(metrics.operationLabel('not valid!')).toBe('(other)');
    expect(metrics.operationLabel(undefined)).toBe('(anonymous)');
    for (let i = 0; i < 300; i++) metrics.operationLabel(`Op${i}`);
    expect(metrics.operationLabel('Op250')).toBe('(other)');
    expect(metrics.operationLabel('Login')).toBe('Login');
  });
});
