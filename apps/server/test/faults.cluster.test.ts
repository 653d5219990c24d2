import { randomUUID } from 'node:crypto';
import { LIVE_PAYMENTS_PATH } from '@paygate/contracts';
import pg from 'pg';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { Received } from './support/apps.js';
import type { Instance } from './support/cluster.js';
import {
  type Answer,
  checkMoney,
  checkWebhooks,
  errorCodeOf,
  loadOperation,
  type MoneyCall,
  type Pending,
  sleep,
  tallyLine,
  until,
} from './support/cluster-money.js';
import { coverage, type LiveWatch, type OwedChange, spread, watchLive } from './support/live-watch.js';
import { ownCluster } from './support/own-cluster.js';

// Issue 26 (Proof): the dependencies fail under load. Two real server processes behind a
// round-robin proxy, on a PostgreSQL and a Redis this test starts itself (support/own-services.ts)
// so it may stop and kill them: Redis stopped, then killed; PostgreSQL stopped, then killed; a
// client holding the payments table locked. After each: 0 money lost or doubled, the ledger
// balanced, each webhook event delivered. The only bounds on time are the issue's: a change on
// an open list within 5 s, /readyz within ~2 s, busy answered before the lock ends, and a login
// or cash-out never left hanging (its figure is logged).

// Where those are set (CI) it never skips: a machine without PostgreSQL's or Redis's programs fails
// with what is missing (support/own-services.ts).
const ENABLED = Boolean(process.env.TEST_DATABASE_URL && process.env.TEST_REDIS_URL);
/** A change reaches every open list within this, or the list is told it lost track (issue 26). */
const LIVE_BOUND_MS = 5_000;
/** /readyz answers within ~2 s whatever is down; the margin is the noisy machine's. */
const READYZ_BOUND_MS = 2_500;
/** "Never 10 s": a login or cash-out with Redis down answers well before this (figure logged). */
const ANSWER_BOUND_MS = 5_000;
/** How long the test's client holds the payments table locked. */
const LOCK_HOLD_MS = 10_000;

const readyz = async (base: string) => {
  const started = performance.now();
  try {
    const res = await fetch(`${base}/readyz`, { signal: AbortSignal.timeout(15_000) });
    const body = (await res.json().catch(() => ({}))) as { database?: string; redis?: string; status?: string };
    return { status: res.status, body, ms: Math.round(performance.now() - started) };
  } catch (error) {
    return { status: 0, body: { status: String(error) }, ms: Math.round(performance.now() - started) };
  }
};

/** A busy answer: REST 503 with the envelope's UNAVAILABLE, or GraphQL's extensions.code. */
const isBusy = (answer: Answer) =>
  answer.body.errors !== undefined
    ? errorCodeOf(answer.body) === 'UNAVAILABLE'
    : answer.status === 503 &&
      answer.body.code === 'UNAVAILABLE' &&
      typeof answer.body.error_code === 'number' &&
      answer.body.error_code !== 0 &&
      typeof answer.body.message === 'string';

/** A login during a database outage: refused as unavailable, or no answer at all; never a verdict. */
const isOutageAnswer = (answer: Answer) =>
  answer.outcome === 'no answer' || answer.status >= 500 || errorCodeOf(answer.body) === 'UNAVAILABLE';

describe.skipIf(!ENABLED)('faults of PostgreSQL and Redis under load (issue 26)', () => {
  const cluster = ownCluster();
  const { client } = cluster;
  const figures: string[] = [];
  const figure = (line: string) => {
    figures.push(line);
    console.info(`faults: ${line}`);
  };

  beforeAll(
    () =>
      cluster.start({
        // Lower than the defaults, so a held lock is answered as busy well inside LOCK_HOLD_MS.
        DATABASE_STATEMENT_TIMEOUT_MS: '2000',
        DATABASE_LOCK_TIMEOUT_MS: '1000',
      }),
    300_000,
  );

  afterAll(async () => {
    if (figures.length) console.info(`faults, figures:\n  ${figures.join('\n  ')}`);
    await cluster.close();
  }, 120_000);

  const leftRunning: (() => Promise<unknown>)[] = [];
  afterEach(async () => {
    for (const stop of leftRunning.splice(0)) await stop();
  }, 120_000);

  const instances = () => [cluster.a, cluster.b];
  /** One log line, short: pino's msg and its error's message and code. */
  const shortLine = (line: string) => {
    try {
      const entry = JSON.parse(line.replace(/^\[[AB]\] /, '')) as {
        msg?: string;
        err?: { message?: string; code?: string; stack?: string };
      };
      const frames = entry.err?.stack?.split('\n').filter((l) => l.trim().startsWith('at ')) ?? [];
      const at = frames.find((l) => l.includes('/apps/server/src/')) ?? frames.slice(0, 2).join(' ');
      return `${entry.msg}: ${entry.err?.message ?? ''} ${entry.err?.code ?? ''} ${at?.trim() ?? ''}`;
    } catch {
      return line.slice(0, 500);
    }
  };
  /** What an instance that exited logged: why it shut down first, then its last lines. */
  const lastWords = (i: Instance) => {
    const lines = i.output.flatMap((chunk) => chunk.split('\n'));
    return [...lines.filter((line) => /shutting down|uncaught|unhandled/i.test(line)).slice(0, 2), ...lines.slice(-3)]
      .map(shortLine)
      .join('\n');
  };

  /** Instances that exited under a fault: each is a failure, reported after the fault's other checks. */
  const exits: string[] = [];
  /**
   * Waits until every instance's /readyz is accepted; a failure says what they answered and logged.
   * An instance that exited is a failure of its own (`exits`), started again so the fault's other
   * checks still run.
   */
  const bothReady = async (what: string, accept: (r: Awaited<ReturnType<typeof readyz>>) => boolean, ms = 90_000) => {
    let last: Awaited<ReturnType<typeof readyz>>[] = [];
    await until(
      async () => {
        const gone = instances().find((i) => !i.running());
        if (gone) {
          exits.push(`${gone.name} exited (${what}):\n${lastWords(gone)}`);
          figure(`${gone.name} exited (${what}): started again`);
          await gone.start();
        }
        last = await Promise.all(instances().map((i) => readyz(i.url)));
        return last.every(accept);
      },
      what,
      ms,
    ).catch((error: unknown) => {
      const logs = instances().flatMap((i) => i.output.slice(-15));
      throw new Error(`${String(error)}\n/readyz: ${JSON.stringify(last)}\n${logs.join('\n')}`);
    });
  };

  /** Each test starts on a whole cluster: what a fault before left down is started again. */
  const wholeCluster = async (what: string) => {
    exits.splice(0);
    if (!(await cluster.postgres.isUp())) await cluster.postgres.start();
    if (!(await cluster.redis.isUp())) await cluster.redis.start();
    for (const i of instances()) {
      if (i.running()) continue;
      figure(`${i.name} had exited before ${what}: started again`);
      await i.start();
    }
    await bothReady(`both ready before ${what}`, (r) => r.status === 200);
  };

  /** A light, bounded load through the proxy until stop(): payments, completions, cash-outs, logins, reads. */
  const startLoad = (money: MoneyCall[]) => {
    const toComplete: Pending[] = [];
    let stopped = false;
    let turn = 0;
    const operation = (op: number) => loadOperation(client, cluster.ws, cluster.proxy.url, op, money, toComplete, true);
    const CLIENTS = 3;
    const running = Promise.all(
      Array.from({ length: CLIENTS }, async () => {
        while (!stopped) {
          await operation(turn++ % 6);
          // Paced: the faults are the subject, not the throughput (two cores run everything).
          await sleep(50);
        }
      }),
    );
    let stopping: Promise<void> | undefined;
    const stop = () => {
      stopping ??= (async () => {
        stopped = true;
        await running;
        // Whatever was left PENDING and answered gets its completion now.
        for (const next of toComplete.splice(0)) {
          const res = await client.complete(cluster.proxy.url, next.url);
          money.push({ kind: 'complete', transactionId: next.transactionId, outcome: res.outcome });
        }
      })();
      return stopping;
    };
    // A test that failed half-way leaves no load running into the next one.
    leftRunning.push(stop);
    return { stop };
  };

  const afterFault = async (money: MoneyCall[], what: string) => {
    figure(`${what}: ${tallyLine(money)}`);
    const refusals = [...new Set(money.filter((m) => m.outcome === 'refused').map((m) => String(m.message)))];
    if (refusals.length) figure(`${what}: refusals ${JSON.stringify(refusals).slice(0, 400)}`);
    await checkMoney(cluster.pool, cluster.ws.app.id, money);
    await checkWebhooks(cluster.pool, cluster.ws.app.id, cluster.receiver.received as Received[]);
  };

  /** The changes of this app's payments made or finished in [from, to], each a change streams owed. */
  const changesBetween = async (from: number, to: number): Promise<OwedChange[]> => {
    const { rows } = await cluster.pool.query<{
      id: string;
      transaction_id: string;
      status: string;
      created: string;
      completed: string | null;
    }>(
      `select id, transaction_id, status, (extract(epoch from created_at) * 1000)::bigint::text as created,
              (extract(epoch from completed_at) * 1000)::bigint::text as completed
       from payments where app_id = $1`,
      [cluster.ws.app.id],
    );
    const owed: OwedChange[] = [];
    for (const r of rows) {
      const created = Number(r.created);
      if (created >= from && created <= to)
        owed.push({
          paymentId: r.id,
          at: created,
          label: `${r.transaction_id} made at ${new Date(created).toISOString()}`,
        });
      const completed = r.completed === null ? undefined : Number(r.completed);
      if (completed !== undefined && completed >= from && completed <= to)
        owed.push({
          paymentId: r.id,
          status: r.status,
          at: completed,
          label: `${r.transaction_id} ${r.status} at ${new Date(completed).toISOString()}`,
        });
    }
    return owed;
  };

  const openLists = async () => {
    const url = (i: Instance) => `${i.url}${LIVE_PAYMENTS_PATH}?screen=dashboard`;
    const headers = { authorization: cluster.ws.owner.token, 'x-forwarded-for': cluster.address };
    const lists = instances().map((i) => watchLive(url(i), headers));
    for (const list of lists) leftRunning.push(() => list.stop());
    await Promise.race([
      Promise.all(lists.map((l) => l.opened)),
      sleep(30_000).then(() => {
        throw new Error(`a live list did not open: ${JSON.stringify(lists.map((l) => l.seen))}`);
      }),
    ]);
    return lists;
  };

  /** Waits (at most 30 s, then goes on) until every /readyz is accepted, then records one answer of each. */
  const readinessAfter = async (
    readiness: Awaited<ReturnType<typeof readyz>>[],
    accept: (r: Awaited<ReturnType<typeof readyz>>) => boolean,
    what: string,
  ) => {
    await until(
      async () => (await Promise.all(instances().map((i) => readyz(i.url)))).every(accept),
      what,
      30_000,
    ).catch(() => undefined);
    for (const i of instances()) readiness.push(await readyz(i.url));
  };
  const readinessLine = (readiness: Awaited<ReturnType<typeof readyz>>[]) =>
    readiness.map((r) => `${r.status} ${JSON.stringify(r.body)} ${r.ms} ms`).join('; ');
  /** Each /readyz recorded answered `status`, within the bound. */
  const expectReadiness = (readiness: Awaited<ReturnType<typeof readyz>>[], status: number) => {
    for (const r of readiness) {
      expect.soft(r.status, JSON.stringify(r.body)).toBe(status);
      expect.soft(r.ms).toBeLessThan(READYZ_BOUND_MS);
    }
  };

  /**
   * After the faults: the load goes on a while, stops, the lists get the bound to catch up and are
   * closed. What each list saw of the changes made meanwhile, and the lists the server ended.
   */
  const listsAfter = async (
    lists: LiveWatch[],
    load: { stop: () => Promise<void> },
    watchedFrom: number,
    what: string,
    lostBy: string,
  ) => {
    await sleep(3_000);
    await load.stop();
    const watchedTo = Date.now();
    await sleep(LIVE_BOUND_MS + 1_000);
    await Promise.all(lists.map((l) => l.stop()));
    const owed = await changesBetween(watchedFrom, watchedTo);
    const results = lists.map((l, n) => ({ name: instances()[n]?.name, ...coverage(l.seen, owed, LIVE_BOUND_MS) }));
    for (const r of results)
      figure(
        `${what}, list on ${r.name}: ${owed.length} changes owed, delay ${spread(r.delays)}, ${r.viaLost} covered by ${lostBy}`,
      );
    const ended = lists.flatMap((l) => l.seen.filter((s) => s.kind === 'end'));
    return { owed, results, ended };
  };
  /** No list ended, and every change reached each list or was announced as lost. */
  const expectListsCurrent = ({ results, ended }: Awaited<ReturnType<typeof listsAfter>>, what: string) => {
    // A list the server ended (`end`) is never reconnected by the portal: silently stale.
    expect.soft(ended, `a live list was ended during the ${what}`).toEqual([]);
    for (const r of results)
      expect
        .soft(
          r.missed.length,
          `list on ${r.name}: changes neither delivered nor announced as lost, e.g. ${r.missed.slice(0, 3)}`,
        )
        .toBe(0);
  };

  it('keeps every open live list current, logins and cash-outs answering and /readyz 200 while Redis is stopped, then killed', async () => {
    await wholeCluster('the Redis faults');
    const lists = await openLists();
    const watchedFrom = Date.now();
    // The lists work before any fault: a payment reaches both.
    const first = await client.gatewayPayment(cluster.ws, cluster.a.url, `live-${randomUUID()}`, 120_000);
    expect(first.outcome, JSON.stringify(first.body)).toBe('ok');
    const money: MoneyCall[] = [];
    const load = startLoad(money);
    const logins: Answer[] = [];
    const cashOuts: Answer[] = [];
    const readiness: Awaited<ReturnType<typeof readyz>>[] = [];

    for (const fault of ['stop', 'kill'] as const) {
      await sleep(2_000);
      if (fault === 'stop') await cluster.redis.stop();
      else await cluster.redis.kill();
      const downAt = Date.now();
      // Readiness: each instance notices, then answers 200 with redis 'down', quickly.
      await readinessAfter(
        readiness,
        (r) => r.body.redis === 'down',
        `every /readyz shows redis down after the ${fault}`,
      );
      figure(`redis ${fault}: /readyz noticed after ${Date.now() - downAt} ms`);
      // Logins and cash-outs straight to each instance, while the load goes on through the proxy.
      for (let round = 0; round < 2; round++) {
        for (const i of instances()) {
          logins.push(await client.login(i.url, cluster.ws.owner.email, cluster.ws.owner.password));
          const cashOutId = `outage-cashout-${randomUUID()}`;
          const out = await client.cashOut(cluster.ws, i.url, cashOutId, 20_000);
          cashOuts.push(out);
          money.push({ kind: 'cashout', transactionId: cashOutId, outcome: out.outcome, message: out.body.message });
          const payId = `outage-pay-${randomUUID()}`;
          const paid = await client.gatewayPayment(cluster.ws, i.url, payId, 130_000);
          money.push({ kind: 'pay', transactionId: payId, outcome: paid.outcome, message: paid.body.message });
          if (paid.outcome !== 'ok') continue;
          const done = await client.complete(i.url, String(paid.body.payment_url));
          money.push({ kind: 'complete', transactionId: payId, outcome: done.outcome });
        }
      }
      // The outage lasts a while: the load's changes keep coming.
      while (Date.now() - downAt < 8_000) await sleep(250);
      await cluster.redis.start();
      await bothReady(
        `every /readyz 200 with redis up after the ${fault}`,
        (r) => r.status === 200 && r.body.redis === 'up',
      );
      figure(`redis ${fault}: back after ${Date.now() - downAt} ms`);
    }
    // Changes after Redis returned reach the lists too.
    const seen = await listsAfter(lists, load, watchedFrom, 'redis faults', 'a lost-track event');
    figure(`redis down: login ${spread(logins.map((l) => l.ms))}; cash-out ${spread(cashOuts.map((c) => c.ms))}`);
    figure(`redis down: /readyz ${readinessLine(readiness)}`);

    expect.soft(seen.owed.length).toBeGreaterThan(5);
    expectListsCurrent(seen, 'Redis faults');
    expectReadiness(readiness, 200);
    for (const r of readiness) expect.soft(r.body.redis).toBe('down');
    for (const l of logins) {
      expect.soft(l.outcome, JSON.stringify(l.body)).toBe('ok');
      expect.soft(l.ms).toBeLessThan(ANSWER_BOUND_MS);
    }
    for (const c of cashOuts) {
      expect.soft(c.outcome, JSON.stringify(c.body)).toBe('ok');
      expect.soft(c.ms).toBeLessThan(ANSWER_BOUND_MS);
    }
    expect.soft(exits.splice(0), 'no instance exits because Redis went away').toEqual([]);
    await afterFault(money, 'redis faults');
  }, 600_000);

  it('locks no account while PostgreSQL is stopped, then killed; /readyz 503 while it is down; no money lost', async () => {
    await wholeCluster('the PostgreSQL faults');
    const user = await client.newUser(cluster.proxy.url, cluster.pool, 'outage');
    const lists = await openLists();
    const watchedFrom = Date.now();
    const money: MoneyCall[] = [];
    const load = startLoad(money);
    const during: Answer[] = [];
    const readiness: Awaited<ReturnType<typeof readyz>>[] = [];
    const firstLogins: Answer[] = [];

    for (const fault of ['stop', 'kill'] as const) {
      await sleep(2_000);
      if (fault === 'stop') await cluster.postgres.stopFast();
      else await cluster.postgres.kill();
      const downAt = Date.now();
      await readinessAfter(readiness, (r) => r.status === 503, `every /readyz 503 after the PostgreSQL ${fault}`);
      // More tries than the limit (5 failures per 15 min), with the right password.
      for (let n = 0; n < 8; n++) {
        during.push(await client.login(instances()[n % 2]?.url as string, user.email, user.password));
      }
      while (Date.now() - downAt < 5_000) await sleep(250);
      await cluster.postgres.start();
      await bothReady(`every /readyz 200 after PostgreSQL returned (${fault})`, (r) => r.status === 200);
      figure(`postgres ${fault}: back and ready after ${Date.now() - downAt} ms`);
      // At once: the first login after the return, on each instance.
      for (const i of instances()) firstLogins.push(await client.login(i.url, user.email, user.password));
    }
    const seen = await listsAfter(lists, load, watchedFrom, 'postgres faults', 'a reset or reopen');
    if (seen.ended.length) figure(`postgres faults: lists ended ${JSON.stringify(seen.ended)}`);

    figure(
      `postgres down: logins answered ${during.map((d) => `${d.status}/${errorCodeOf(d.body) ?? d.outcome} ${d.ms} ms`).join(', ')}`,
    );
    figure(`postgres down: /readyz ${readinessLine(readiness)}`);
    expectListsCurrent(seen, 'PostgreSQL faults');
    for (const d of during) expect.soft(isOutageAnswer(d), JSON.stringify(d.body)).toBe(true);
    for (const l of firstLogins)
      expect.soft(l.outcome, `the first login after the return: ${JSON.stringify(l.body)}`).toBe('ok');
    expectReadiness(readiness, 503);
    expect.soft(exits.splice(0), 'no instance exits because PostgreSQL went away').toEqual([]);
    await afterFault(money, 'postgres faults');
  }, 600_000);

  it('answers busy within seconds while a client holds the payments table locked, /readyz 200, nothing half done', async () => {
    await wholeCluster('the held lock');
    const earlierId = `before-lock-${randomUUID()}`;
    const earlier = await client.gatewayPayment(cluster.ws, cluster.proxy.url, earlierId, 140_000);
    expect(earlier.outcome).toBe('ok');
    const locker = new pg.Client({ connectionString: cluster.databaseUrl });
    locker.on('error', () => undefined);
    await locker.connect();
    await locker.query('BEGIN');
    await locker.query('LOCK TABLE payments IN ACCESS EXCLUSIVE MODE');
    const lockedAt = Date.now();
    const held = sleep(LOCK_HOLD_MS).then(async () => {
      await locker.query('COMMIT');
      await locker.end();
    });
    type Try = { what: string; kind?: 'pay' | 'cashout'; transactionId?: string; answer: Answer; startedAfter: number };
    const tries: Try[] = [];
    const timed = async (what: string, run: () => Promise<Answer>, money?: Pick<Try, 'kind' | 'transactionId'>) => {
      const startedAfter = Date.now() - lockedAt;
      tries.push({ what, ...money, answer: await run(), startedAfter });
    };
    const readiness: Awaited<ReturnType<typeof readyz>>[] = [];
    await Promise.all([
      ...instances().flatMap((i) => {
        const pay = `locked-pay-${i.name}-${randomUUID()}`;
        const out = `locked-cashout-${i.name}-${randomUUID()}`;
        return [
          timed(`payment on ${i.name}`, () => client.gatewayPayment(cluster.ws, i.url, pay, 150_000), {
            kind: 'pay',
            transactionId: pay,
          }),
          timed(`cash-out on ${i.name}`, () => client.cashOut(cluster.ws, i.url, out, 30_000), {
            kind: 'cashout',
            transactionId: out,
          }),
          timed(`completion on ${i.name}`, () => client.complete(i.url, String(earlier.body.payment_url))),
          timed(`deliveries list on ${i.name}`, () =>
            client.gql(
              i.url,
              `query($id: ID!) { webhookDeliveries(app_id: $id, limit: 20) { total } }`,
              { id: cluster.ws.app.id },
              cluster.ws.owner.token,
            ),
          ),
        ];
      }),
      (async () => {
        await sleep(1_000);
        for (const i of instances()) readiness.push(await readyz(i.url));
      })(),
    ]);
    await held;
    figure(
      `held lock: ${tries.map((t) => `${t.what} ${t.answer.status}/${t.answer.body.code ?? errorCodeOf(t.answer.body) ?? t.answer.outcome} ${t.answer.ms} ms`).join('; ')}`,
    );
    figure(`held lock: /readyz ${readiness.map((r) => `${r.status} ${r.ms} ms`).join('; ')}`);

    // Nothing half done: the refused ones are retried once the lock is gone, and count once.
    const money: MoneyCall[] = [];
    for (const t of tries) {
      if (!t.kind || !t.transactionId) continue;
      money.push({ kind: t.kind, transactionId: t.transactionId, outcome: t.answer.outcome });
      if (t.answer.outcome === 'ok') continue;
      const again =
        t.kind === 'pay'
          ? await client.gatewayPayment(cluster.ws, cluster.proxy.url, t.transactionId, 150_000)
          : await client.cashOut(cluster.ws, cluster.proxy.url, t.transactionId, 30_000);
      expect(again.outcome, `${t.what} retried after the lock: ${JSON.stringify(again.body)}`).toBe('ok');
      money.push({ kind: t.kind, transactionId: t.transactionId, outcome: again.outcome });
    }
    const completed = await client.complete(cluster.proxy.url, String(earlier.body.payment_url));
    money.push({ kind: 'complete', transactionId: earlierId, outcome: completed.outcome });
    expect.soft(exits.splice(0), 'no instance exits because of a held lock').toEqual([]);
    await afterFault(money, 'held lock');

    for (const t of tries) {
      expect.soft(isBusy(t.answer), `${t.what}: ${t.answer.status} ${JSON.stringify(t.answer.body)}`).toBe(true);
      // Answered before the lock ended: it did not wait the lock out.
      expect.soft(t.startedAfter + t.answer.ms, t.what).toBeLessThan(LOCK_HOLD_MS - 1_000);
    }
    expectReadiness(readiness, 200);
  }, 300_000);
});
