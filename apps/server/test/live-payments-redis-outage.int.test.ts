import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { createServer } from 'node:net';
import { LIVE_PAYMENTS_PATH, type PaymentChange } from '@paygate/contracts';
import { Redis } from 'ioredis';
import { describe, expect, it } from 'vitest';
import { createRedis } from '../src/lib/redis-client.js';
import { loginActive } from './support/account.js';
import { demoApp } from './support/gateway.js';
import { seedPayment } from './support/payments.js';
import { secondInstance, startTestServer } from './support/server.js';
import { openEventStream, type StreamEvent } from './support/sse.js';

// Issue #26 item 2, ADR 0025: payment changes made while Redis is down reach every open list, on
// every instance, within 5 s of their commit, and keep doing so once Redis is back. The test runs
// a Redis of its own (stopped and started again under open streams), never the machine's.

/** The machine's redis-server binary (Debian's redis-server package, or one on PATH). */
const findRedisServer = (): string | undefined => {
  const found = ['/usr/bin/redis-server', '/usr/local/bin/redis-server'].find((p) => existsSync(p));
  if (found) return found;
  try {
    return execFileSync('sh', ['-c', 'command -v redis-server'], { encoding: 'utf8' }).trim() || undefined;
  } catch {
    return undefined;
  }
};
const REDIS_SERVER = findRedisServer();
/** The bound: a change is on every open list within this long of its commit. */
const WITHIN_MS = 5_000;

const freePort = () =>
  new Promise<number>((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      probe.close(() => resolve(port));
    });
  });

/** A redis-server of this test's own on `port`: started, stopped (killed) and started again. */
const ownRedis = (port: number) => {
  let child: ChildProcess | undefined;
  const start = async () => {
    if (!REDIS_SERVER) throw new Error('redis-server is not installed (Debian: apt-get install redis-server)');
    child = spawn(REDIS_SERVER, ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'], {
      stdio: 'ignore',
    });
    const probe = new Redis(port, '127.0.0.1', {
      lazyConnect: true,
      maxRetriesPerRequest: 0,
      retryStrategy: () => null,
    });
    probe.on('error', () => undefined);
    try {
      await expect
        .poll(
          async () =>
            probe.connect().then(
              () => probe.ping(),
              () => 'down',
            ),
          { timeout: 10_000, interval: 100 },
        )
        .toBe('PONG');
    } finally {
      probe.disconnect();
    }
  };
  const stop = async () => {
    const running = child;
    child = undefined;
    if (!running || running.exitCode !== null) return;
    const exited = new Promise((resolve) => running.once('exit', resolve));
    running.kill('SIGKILL');
    await exited;
  };
  return { url: `redis://127.0.0.1:${port}`, start, stop };
};

type Heard = { event: StreamEvent; at: number };

/** Reads a stream into `heard` as events come, until it ends or is closed. */
const record = (stream: Awaited<ReturnType<typeof openEventStream>>) => {
  const heard: Heard[] = [];
  const done = (async () => {
    for (;;) {
      const event = await stream.next(600_000).catch(() => undefined);
      if (!event) return;
      heard.push({ event, at: Date.now() });
    }
  })();
  return { heard, done };
};

/** When each change (payment and status) reached the stream, after `since`. */
const arrivalOf = (heard: Heard[], paymentId: string, status: string) =>
  heard.find((h) => {
    const change = h.event.data as PaymentChange;
    return h.event.event === 'payment' && change.paymentId === paymentId && change.status === status;
  })?.at;

// Where a Redis is given (CI sets TEST_REDIS_URL) the binary must be there too: no silent skip.
describe.runIf(REDIS_SERVER || process.env.TEST_REDIS_URL)('live payments while Redis is down', () => {
  it('carries every change made during the outage to the open streams of both instances within 5 s, and after', async () => {
    const redis = ownRedis(await freePort());
    await redis.start();
    const a = await startTestServer({ redisUrl: redis.url });
    const bRedis = createRedis(redis.url);
    bRedis.on('error', () => undefined);
    const b = await secondInstance(a, { redis: bRedis });
    const streams: Awaited<ReturnType<typeof openEventStream>>[] = [];
    try {
      const owner = await loginActive(a, 'owner@demo.test');
      const { partnerId, id } = await demoApp(a);
      const app = await a.services.apps.getApp(partnerId, id);
      const headers = { authorization: owner.token, ...owner.headers };
      for (const url of [a.url, b.url]) {
        streams.push(await openEventStream(`${url}${LIVE_PAYMENTS_PATH}?screen=transaction`, headers));
        streams.push(await openEventStream(`${url}${LIVE_PAYMENTS_PATH}?screen=dashboard`, headers));
      }
      for (const s of streams) expect(s.res.status).toBe(200);
      const recorders = streams.map(record);

      /**
       * Payments made on both instances (made, then half of them finished), each with the time its
       * call started: the delays measured from it are upper bounds of the delays after the commit.
       */
      const makeChanges = async (count: number) => {
        const made: { paymentId: string; status: string; madeFrom: number }[] = [];
        for (let i = 0; i < count; i++) {
          const on = i % 2 === 0 ? a : { ...a, services: b.services };
          const startedAt = Date.now();
          const payment = await seedPayment(on, app);
          made.push({ paymentId: payment.id, status: 'PENDING', madeFrom: startedAt });
          if (i % 2 === 1) {
            const finishing = Date.now();
            await on.services.payments.finish(payment.id, 'SUCCESS');
            made.push({ paymentId: payment.id, status: 'SUCCESS', madeFrom: finishing });
          }
          await new Promise((r) => setTimeout(r, 20));
        }
        return made;
      };
      /** Waits for every change on every stream; answers the longest delay after its commit. */
      const everyChangeHeard = async (made: Awaited<ReturnType<typeof makeChanges>>) => {
        const last = made.at(-1)?.madeFrom ?? Date.now();
        await expect
          .poll(
            () => recorders.every((r) => made.every((m) => arrivalOf(r.heard, m.paymentId, m.status) !== undefined)),
            { timeout: last + WITHIN_MS - Date.now(), interval: 50 },
          )
          .toBe(true);
        let worst = 0;
        for (const r of recorders)
          for (const m of made) worst = Math.max(worst, (arrivalOf(r.heard, m.paymentId, m.status) ?? 0) - m.madeFrom);
        return worst;
      };

      const before = await makeChanges(4);
      const beforeWorst = await everyChangeHeard(before);

      await redis.stop();
      const during = await makeChanges(40);
      const duringWorst = await everyChangeHeard(during);
      expect(duringWorst).toBeLessThan(WITHIN_MS);

      await redis.start();
      // Both instances' clients reconnect by themselves; changes go on either way.
      await expect.poll(() => bRedis.status, { timeout: 10_000 }).toBe('ready');
      const after = await makeChanges(10);
      const afterWorst = await everyChangeHeard(after);

      // Not one change missing: nothing was silently skipped, so no stream needed a reset.
      for (const r of recorders) expect(r.heard.filter((h) => h.event.event === 'reset')).toEqual([]);
      console.info(
        `live payments, Redis killed and restarted: ${during.length} changes during the outage, ` +
          `${before.length + after.length} around it, on ${streams.length} streams of 2 instances; ` +
          `worst delay from the call that made the change (≥ the delay after its commit): before ${beforeWorst} ms, during ${duringWorst} ms, after ${afterWorst} ms`,
      );
    } finally {
      for (const s of streams) s.close();
      await b.close().catch(() => undefined);
      bRedis.disconnect();
      await a.close().catch(() => undefined);
      await redis.stop();
    }
    // 54 payments on two instances and a Redis restart: past the 30 s default on a busy machine.
  }, 120_000);
});
