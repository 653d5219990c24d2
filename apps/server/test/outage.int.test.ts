import { GATEWAY_ERRORS, SERVICE_BUSY_MESSAGE } from '@paygate/contracts';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { login, newActiveUser } from './support/account.js';
import { demoApp, eventually, getJson, paymentCount, signedUrl, uniqueTxn } from './support/gateway.js';
import { errorCode, startTestServer, type TestServer } from './support/server.js';

// Issue 26 items 1 and 4: an outage of the database never counts as a wrong password (on PGlite
// and on the machine's PostgreSQL, TEST_DATABASE_URL, with and without Redis), and a held table
// lock is answered busy within the lock timeout, with nothing half done. The cluster fault test does the same with a PostgreSQL
// it stops, kills and starts itself (faults.cluster.test.ts).

const adminUrl = process.env.TEST_DATABASE_URL;
const redisUrl = process.env.TEST_REDIS_URL;

const readyz = async (s: TestServer) => {
  const res = await fetch(`${s.url}/readyz`);
  return { status: res.status, body: (await res.json()) as Record<string, unknown> };
};

const databaseName = async (s: TestServer) => {
  const result = (await s.database.db.execute(sql`select current_database() as name`)) as unknown as {
    rows: { name: string }[];
  };
  return result.rows[0]?.name ?? '';
};

/** Takes the test database away from every session (as a stopped server would) until `restore`. */
const outage = async (s: TestServer) => {
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  const name = await databaseName(s);
  await admin.query(`ALTER DATABASE ${name} ALLOW_CONNECTIONS false`);
  await admin.query('SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE datname = $1', [name]);
  return {
    restore: async () => {
      await admin.query(`ALTER DATABASE ${name} ALLOW_CONNECTIONS true`);
      await admin.end();
    },
  };
};

// Over the login limit (5 failures per account in 15 minutes) with room to spare.
const TRIES_DURING_OUTAGE = 8;

describe
  .runIf(adminUrl)
  .each([
    { label: 'counters in memory', redis: undefined },
    ...(redisUrl ? [{ label: 'counters in Redis', redis: redisUrl }] : []),
  ])('a database outage never locks an account out ($label)', ({ redis }) => {
  it('answers every login busy while the database is gone, and lets the right password in once it is back', async () => {
    const s = await startTestServer({ seedDemo: false, redisUrl: redis });
    try {
      const user = await newActiveUser(s, 'outage');
      const down = await outage(s);
      let restored = false;
      try {
        for (let i = 0; i < TRIES_DURING_OUTAGE; i += 1) {
          const answer = await login(s, user.email, user.password);
          expect(answer.data).toBeNull();
          // Ours, said as such: busy, never "wrong password" and never "too many attempts".
          expect(errorCode(answer)).toBe('UNAVAILABLE');
          expect(answer.errors?.[0]?.message).toBe(SERVICE_BUSY_MESSAGE);
        }
        await down.restore();
        restored = true;
        const back = await eventually(async () => {
          const answer = await login(s, user.email, user.password);
          return errorCode(answer) === 'UNAVAILABLE' ? undefined : answer;
        });
        expect(back.errors).toBeUndefined();
        expect(back.data).toMatchObject({ loginByPassword: { access_token: expect.any(String) } });
        // And a real wrong password still counts: the limit is intact, not switched off.
        for (let i = 0; i < 5; i += 1) {
          expect(errorCode(await login(s, user.email, 'not-the-password'))).toBe('UNAUTHENTICATED');
        }
        expect(errorCode(await login(s, user.email, user.password))).toBe('RATE_LIMITED');
      } finally {
        if (!restored) await down.restore();
      }
    } finally {
      await s.close();
    }
  }, 90_000);
});

describe('a failing database on any driver (PGlite too)', () => {
  it('never counts a sign-in the database could not check, and the right password gets in once it can', async () => {
    const s = await startTestServer({ seedDemo: false });
    try {
      const user = await newActiveUser(s, 'broken-db');
      // The embedded database cannot be stopped apart from the process: its users table goes away
      // instead, so every sign-in fails inside the database, as it would with the server gone.
      await s.database.db.execute(sql`ALTER TABLE users RENAME TO users_away`);
      try {
        for (let i = 0; i < TRIES_DURING_OUTAGE; i += 1) {
          const answer = await login(s, user.email, user.password);
          expect(answer.data).toBeNull();
          expect(errorCode(answer)).toBe('INTERNAL');
        }
      } finally {
        await s.database.db.execute(sql`ALTER TABLE users_away RENAME TO users`);
      }
      const back = await login(s, user.email, user.password);
      expect(back.errors).toBeUndefined();
    } finally {
      await s.close();
    }
  }, 60_000);
});

describe.runIf(adminUrl)('a held lock on payments', () => {
  it('answers busy (503, the envelope) within the lock timeout, keeps /readyz ready, and leaves nothing half done', async () => {
    const s = await startTestServer({ databaseTimeouts: { statementMs: 5_000, lockMs: 500, poolWaitMs: 3_000 } });
    const holder = new pg.Client({ connectionString: adminUrl?.replace(/\/[^/]*$/, `/${await databaseName(s)}`) });
    await holder.connect();
    try {
      const app = await demoApp(s);
      const txn = uniqueTxn('LOCK');
      const url = signedUrl(
        s,
        'getATMCardPaymentURL',
        { app_id: app.id, transaction_id: txn, amount: 50_000, bank: 'TCB' },
        app.appSecret,
      );
      await holder.query('BEGIN');
      await holder.query('LOCK TABLE payments IN ACCESS EXCLUSIVE MODE');

      const busy = await getJson(url);
      expect(busy.status).toBe(503);
      expect(busy.body).toEqual({
        error_code: GATEWAY_ERRORS.UNAVAILABLE,
        code: 'UNAVAILABLE',
        message: SERVICE_BUSY_MESSAGE,
      });
      // The health check has its own connection and touches no table: the lock cannot block it.
      expect(await readyz(s)).toMatchObject({ status: 200, body: { status: 'ready', database: 'postgres' } });

      await holder.query('ROLLBACK');
      // Nothing of the refused request stayed: the same request now makes exactly one payment.
      expect(await paymentCount(s, app.id, txn)).toBe(0);
      const done = await getJson(url);
      expect(done.body.error_code).toBe(0);
      expect(await getJson(url)).toMatchObject({ body: { error_code: 0 } });
      expect(await paymentCount(s, app.id, txn)).toBe(1);
    } finally {
      await holder.query('ROLLBACK').catch(() => undefined);
      await holder.end();
      await s.close();
    }
  }, 60_000);

  it('answers a sign-in busy under a lock on users (GraphQL UNAVAILABLE), and busy is no failed attempt', async () => {
    const s = await startTestServer({ databaseTimeouts: { statementMs: 5_000, lockMs: 500, poolWaitMs: 3_000 } });
    const holder = new pg.Client({ connectionString: adminUrl?.replace(/\/[^/]*$/, `/${await databaseName(s)}`) });
    await holder.connect();
    try {
      const user = await newActiveUser(s, 'lock-login');
      await holder.query('BEGIN');
      await holder.query('LOCK TABLE users IN ACCESS EXCLUSIVE MODE');
      const answer = await login(s, user.email, user.password);
      expect(errorCode(answer)).toBe('UNAVAILABLE');
      await holder.query('ROLLBACK');
      // Busy was not a failed attempt: the account is not one step nearer its lock.
      for (let i = 0; i < 4; i += 1) await login(s, user.email, 'wrong-password');
      expect((await login(s, user.email, user.password)).errors).toBeUndefined();
    } finally {
      await holder.query('ROLLBACK').catch(() => undefined);
      await holder.end();
      await s.close();
    }
  }, 60_000);
});
