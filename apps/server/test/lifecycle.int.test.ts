import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { probe, slowRequest, startServerProcess, waitFor } from './support/process.js';

// Issue #13 item 3, on the real process (src/main.ts): /healthz while it lives, /readyz only when
// it may take traffic, SIGTERM that lets requests in flight finish within a bound, METRICS_PORT,
// and one clear line when PostgreSQL or Redis cannot be reached at start.

const METRICS_TOKEN = 'a-metrics-token-for-the-scraper-01234';
const QUERY = JSON.stringify({ query: '{ __typename }' });

describe('SIGTERM', () => {
  it('answers /readyz 503 at once, finishes the request in flight, then exits 0', async () => {
    const server = await startServerProcess({ SHUTDOWN_DELAY_SECONDS: '10', SHUTDOWN_TIMEOUT_SECONDS: '60' });
    try {
      await waitFor(async () => (await probe(`${server.url}/readyz`))?.status === 200);
      const inFlight = await slowRequest(server.port, '/graphql', QUERY);
      server.child.kill('SIGTERM');
      // The load balancer's view: not ready, though the process still lives and serves.
      const readyz = await waitFor(async () => {
        const res = await probe(`${server.url}/readyz`);
        return res?.status === 503 ? res : undefined;
      });
      expect(readyz.body).toEqual({ status: 'stopping' });
      expect((await probe(`${server.url}/healthz`))?.status).toBe(200);
      // The rest of the body arrives after the signal: the request is still answered.
      inFlight.finish();
      const answer = await inFlight.response();
      expect(answer).toMatch(/^HTTP\/1\.1 200 /);
      expect(answer).toContain('{"data":{"__typename":"Query"}}');
      expect(await server.exit(120_000)).toBe(0);
      expect(server.output().stdout).toContain('"msg":"stopped"');
      // Gone: no new connection is taken.
      expect(await probe(`${server.url}/healthz`)).toBeUndefined();
    } finally {
      await server.cleanup();
    }
  }, 300_000);

  it('exits within SHUTDOWN_TIMEOUT_SECONDS even when a request never finishes', async () => {
    const server = await startServerProcess({ SHUTDOWN_DELAY_SECONDS: '0', SHUTDOWN_TIMEOUT_SECONDS: '2' });
    try {
      await waitFor(async () => (await probe(`${server.url}/readyz`))?.status === 200);
      const stuck = await slowRequest(server.port, '/graphql', QUERY);
      // Only once the server has read the request's head is it a request in flight; before that
      // the connection is idle, and closing it lets the process end in time (exit 0). On a busy
      // machine the signal could arrive first.
      await waitFor(async () =>
        server
          .output()
          .stdout.split('\n')
          .some((line) => line.includes('"msg":"incoming request"') && line.includes('"url":"/graphql"')),
      );
      server.child.kill('SIGTERM');
      // The bound, not the client, decides: exit code 1 says the shutdown was cut short.
      expect(await server.exit(180_000)).toBe(1);
      stuck.destroy();
    } finally {
      await server.cleanup();
    }
  }, 300_000);
});

describe('METRICS_PORT', () => {
  it('serves /metrics on its own port without a token, and not on the public port', async () => {
    const { freePort } = await import('./support/process.js');
    const metricsPort = await freePort();
    const server = await startServerProcess({ METRICS_PORT: String(metricsPort) });
    try {
      await waitFor(async () => (await probe(`${server.url}/readyz`))?.status === 200);
      expect((await probe(`${server.url}/metrics`))?.status).toBe(404);
      const res = await fetch(`http://127.0.0.1:${metricsPort}/metrics`);
      expect(res.status).toBe(200);
      const text = await res.text();
      expect(text).toContain('nodejs_version_info');
      expect(text).toContain('job_queue_depth{queue="webhook-delivery",state="ready"}');
      // That port answers nothing else.
      expect((await fetch(`http://127.0.0.1:${metricsPort}/graphql`)).status).toBe(404);
      server.child.kill('SIGTERM');
      expect(await server.exit(120_000)).toBe(0);
    } finally {
      await server.cleanup();
    }
  }, 300_000);

  it('with METRICS_TOKEN instead, answers on the public port to the bearer only', async () => {
    const server = await startServerProcess({ METRICS_TOKEN });
    try {
      await waitFor(async () => (await probe(`${server.url}/readyz`))?.status === 200);
      expect((await probe(`${server.url}/metrics`))?.status).toBe(401);
      const res = await fetch(`${server.url}/metrics`, { headers: { authorization: `Bearer ${METRICS_TOKEN}` } });
      expect(res.status).toBe(200);
    } finally {
      await server.cleanup();
    }
  }, 300_000);
});

describe('unreachable dependencies at start', () => {
  it('names DATABASE_URL and its address in one line, without the password or a stack, and exits 1', async () => {
    const { freePort } = await import('./support/process.js');
    const closed = await freePort();
    const server = await startServerProcess({ DATABASE_URL: `postgres://paygate:hunter2@127.0.0.1:${closed}/paygate` });
    try {
      expect(await server.exit(180_000)).toBe(1);
      const { stderr } = server.output();
      expect(stderr).toContain(`DATABASE_URL: cannot reach PostgreSQL at 127.0.0.1:${closed} (`);
      expect(stderr).toContain('ECONNREFUSED');
      expect(stderr).not.toContain('hunter2');
      expect(stderr).not.toMatch(/\n\s+at /);
    } finally {
      await server.cleanup();
    }
  }, 300_000);

  it('names REDIS_URL and its address in one line and exits 1', async () => {
    const { freePort } = await import('./support/process.js');
    const closed = await freePort();
    const server = await startServerProcess({ REDIS_URL: `redis://:hunter2@127.0.0.1:${closed}` });
    try {
      expect(await server.exit(180_000)).toBe(1);
      const { stderr } = server.output();
      expect(stderr.trim().split('\n').at(-1)).toMatch(
        new RegExp(`^REDIS_URL: cannot reach Redis at 127\\.0\\.0\\.1:${closed} \\(.*ECONNREFUSED`),
      );
      expect(stderr).not.toContain('hunter2');
      expect(stderr).not.toMatch(/\n\s+at /);
    } finally {
      await server.cleanup();
    }
  }, 300_000);
});

const adminUrl = process.env.TEST_DATABASE_URL;

/** A brand-new, empty database on TEST_DATABASE_URL's server; dropped by the returned function. */
const emptyDatabase = async (admin: string) => {
  const name = `paygate_lifecycle_${Date.now()}_${randomBytes(3).toString('hex')}`;
  const client = new pg.Client({ connectionString: admin });
  await client.connect();
  await client.query(`CREATE DATABASE ${name}`);
  await client.end();
  const url = new URL(admin);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: async () => {
      const dropper = new pg.Client({ connectionString: admin });
      await dropper.connect();
      await dropper.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await dropper.end();
    },
  };
};

describe.runIf(adminUrl)('migrations on PostgreSQL', () => {
  it('answers /healthz 200 and /readyz 503 while another instance holds the migration lock, then ready', async () => {
    const db = await emptyDatabase(adminUrl as string);
    const holder = new pg.Client({ connectionString: db.url });
    await holder.connect();
    // Another instance migrating: it holds the lock every migrator takes (db/client.ts).
    await holder.query('SELECT pg_advisory_lock(727001)');
    const server = await startServerProcess({ DATABASE_URL: db.url });
    try {
      await waitFor(async () => (await probe(`${server.url}/healthz`))?.status === 200);
      // This instance waits for the lock: seen from the database, and in /readyz.
      await waitFor(async () => {
        const { rows } = await holder.query(
          `SELECT count(*)::int AS n FROM pg_locks WHERE locktype = 'advisory' AND objid = 727001 AND NOT granted`,
        );
        return rows[0].n === 1;
      });
      const waiting = await probe(`${server.url}/readyz`);
      expect(waiting).toEqual({ status: 503, body: { status: 'starting' } });
      // Anything else is refused with the REST envelope until the app is built.
      const early = await probe(`${server.url}/v1/banks`);
      expect(early?.status).toBe(503);
      await holder.query('SELECT pg_advisory_unlock(727001)');
      const ready = await waitFor(async () => {
        const res = await probe(`${server.url}/readyz`);
        return res?.status === 200 ? res : undefined;
      });
      expect(ready.body).toMatchObject({ status: 'ready', database: 'postgres' });
      server.child.kill('SIGTERM');
      expect(await server.exit(120_000)).toBe(0);
    } finally {
      await holder.end();
      await server.cleanup();
      await db.drop();
    }
  }, 300_000);
});
