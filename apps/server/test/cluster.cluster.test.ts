import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LOGIN } from './support/account.js';
import { boundedAll, readEvents } from './support/cluster.js';
import {
  afterPaid,
  answerTheRest,
  checkMoney,
  checkWebhooks,
  errorCodeOf,
  loadOperation,
  type MoneyCall,
  type Outcome,
  type Pending,
  sleep,
  tallyLine,
} from './support/cluster-money.js';
import { pngOf, upload } from './support/images.js';
import { ownCluster } from './support/own-cluster.js';

// Issue #13 item 4: the cluster fault test (`npm run test:cluster`; `npm test` runs it when
// TEST_DATABASE_URL and TEST_REDIS_URL are set). Two real server processes on a PostgreSQL and a
// Redis of the test's own (support/own-services.ts, shared with issue 26's faults.cluster.test.ts),
// a round-robin proxy in front; under a bounded concurrent load of logins, list queries, gateway
// payments, sandbox completions and cash-outs, instance B is killed with SIGKILL and restarted.
// Nothing here asserts on time: waits are for outcomes.
// Where those are set (CI) it never skips: a machine without PostgreSQL's or Redis's programs fails
// with what is missing (support/own-services.ts).
const ENABLED = Boolean(process.env.TEST_DATABASE_URL && process.env.TEST_REDIS_URL);

const TICK_MS = 2_000;

describe.skipIf(!ENABLED)('two instances on one PostgreSQL and one Redis', () => {
  const cluster = ownCluster();
  const { client } = cluster;
  const gql = client.gql;

  beforeAll(() => cluster.start(), 300_000);
  afterAll(() => cluster.close(), 120_000);

  it('loses and doubles no money and no webhook when an instance is killed under load and restarted', async () => {
    const money: MoneyCall[] = [];
    const toComplete: Pending[] = [];
    // Payments completed under the load, each refunded in part or disputed once, and each
    // complaint answered (issue 29: kill -9 during a refund's acceptance or settlement, or a
    // complaint's hold, answer or resolution, loses and doubles nothing).
    const after = afterPaid();
    let done = 0;
    let started = 0;
    let stop = false;
    const CLIENTS = 6;
    // Bounded load: CLIENTS callers, each running the mix in turn until told to stop.
    const load = boundedAll(
      Array.from({ length: CLIENTS }, (_, i) => i),
      CLIENTS,
      async () => {
        while (!stop) await operation(started++ % 7);
      },
    );
    async function operation(op: number) {
      await loadOperation(client, cluster.ws, cluster.proxy.url, op, money, toComplete, false, after);
      done++;
    }
    const waitFor = async (count: number) => {
      while (done < count) await sleep(20);
    };
    // The fault: B dies mid-load (the requests in flight on it are cut), stays down while the load
    // goes on (half of it finds no instance behind the proxy), comes back, and serves again.
    await waitFor(60);
    await cluster.b.kill();
    await waitFor(done + 60);
    await cluster.b.start();
    await waitFor(done + 90);
    stop = true;
    await load;
    // Whatever was left PENDING and answered gets its completion now (through both instances).
    for (const next of toComplete) {
      money.push({
        kind: 'complete',
        transactionId: next.transactionId,
        outcome: (await client.complete(cluster.proxy.url, next.url)).outcome,
      });
    }

    const tally = (kind: MoneyCall['kind'], outcome: Outcome) =>
      money.filter((m) => m.kind === kind && m.outcome === outcome).length;
    console.info('cluster load:', tallyLine(money), [
      ...new Set(money.filter((m) => m.outcome === 'refused').map((m) => m.message)),
    ]);
    // Every kind of money operation got through, and some got no answer (the kill cut them).
    // Complaints the load opened and left unanswered are answered now, so each one resolves.
    await answerTheRest(client, cluster.ws, cluster.proxy.url, cluster.pool, money, after);
    for (const kind of ['pay', 'complete', 'cashout', 'refund', 'complain', 'answer'] as const)
      expect(tally(kind, 'ok'), kind).toBeGreaterThan(0);
    expect(money.some((m) => m.outcome === 'no answer')).toBe(true);
    // What was refused was refused for a reason (the instance starting, a balance spent), never
    // by a failure of the server's own: two money flows locking one app's rows in different
    // orders deadlocked here once (a complaint against a cash-out or a release).
    expect(
      money.filter((m) => m.outcome === 'refused' && /Internal server error/.test(JSON.stringify(m.message))),
    ).toEqual([]);

    // Settlement of every accepted cash-out and refund, and every complaint's resolution (a job the killed instance held is handed out again
    // when its claim lapses, pg-boss expireInSeconds, 60 s), the ledger balanced, what was answered
    // ok there exactly once, and every webhook delivered once per event id: waited for, not timed.
    await checkMoney(cluster.pool, cluster.ws.app.id, money);
    await checkWebhooks(cluster.pool, cluster.ws.app.id, cluster.receiver.received);
    // Both ends of a refund's settlement were crossed: paid out, and failed and given back.
    const { rows } = await cluster.pool.query<{ status: string }>(
      `select distinct status::text from refunds where app_id = $1 order by 1`,
      [cluster.ws.app.id],
    );
    expect(rows.map((r) => r.status)).toEqual(['FAILED', 'SUCCESS']);
  }, 600_000);

  it('shares sessions: a login on A works on B, a logout on B ends it on A', async () => {
    const login = await gql(cluster.a.url, LOGIN, {
      email_or_phone_number: cluster.ws.owner.email,
      password: cluster.ws.owner.password,
    });
    const token = (login.body.data as { loginByPassword: { access_token: string } }).loginByPassword.access_token;
    expect((await gql(cluster.b.url, '{ userInfo { id } }', {}, token)).outcome).toBe('ok');
    expect((await gql(cluster.b.url, 'mutation { logout }', {}, token)).outcome).toBe('ok');
    const after = await gql(cluster.a.url, '{ userInfo { id } }', {}, token);
    expect(errorCodeOf(after.body)).toBe('410');
  });

  it('counts login failures across both instances', async () => {
    const email = `nobody-${randomUUID()}@cluster.test`;
    const codes: unknown[] = [];
    for (let i = 0; i < 6; i++) {
      const res = await gql(i % 2 === 0 ? cluster.a.url : cluster.b.url, LOGIN, {
        email_or_phone_number: email,
        password: 'wrong-password',
      });
      codes.push(errorCodeOf(res.body));
    }
    // Five failures per account (AuthLimiters.loginAccount), three on each instance: the sixth is
    // refused whichever instance it reaches.
    expect(codes.slice(0, 5)).toEqual(Array(5).fill('UNAUTHENTICATED'));
    expect(codes[5]).toBe('RATE_LIMITED');
  });

  it('streams the same rates from both; a reconnect to the other with Last-Event-ID misses no tick', async () => {
    const stream = (base: string) =>
      `${base}/v1/partner/crypto/exchange-rate?partner_id=${cluster.ws.partnerId}&token=USDT&type=BUY`;
    const auth = { authorization: cluster.ws.owner.token, 'x-forwarded-for': cluster.address };
    const [fromA, fromB] = await Promise.all([
      readEvents(stream(cluster.a.url), auth, (events) => events.length >= 3),
      readEvents(stream(cluster.b.url), auth, (events) => events.length >= 3),
    ]);
    const dataA = new Map(fromA.map((e) => [e.id, e.data]));
    const common = fromB.filter((e) => dataA.has(e.id));
    expect(common.length).toBeGreaterThanOrEqual(1);
    for (const e of common) expect(e.data).toBe(dataA.get(e.id));

    // A witness streams from A throughout, so ticks are published while the client is away. The
    // client takes two events from A, is away for more than two ticks, then reconnects to B with
    // the last id it saw: B sends exactly the ticks the witness got after that id, in order.
    const witness = readEvents(stream(cluster.a.url), auth, (events) => events.length >= 9);
    const first = await readEvents(stream(cluster.a.url), auth, (events) => events.length >= 2);
    const last = first.at(-1)?.id as string;
    await sleep(TICK_MS * 2.5);
    const resumed = await readEvents(
      stream(cluster.b.url),
      { ...auth, 'last-event-id': last },
      (events) => events.length >= 3,
    );
    const seen = await witness;
    const after = seen.filter((e) => Date.parse(e.id) > Date.parse(last)).slice(0, resumed.length);
    expect(after.length).toBe(3);
    expect(resumed).toEqual(after);
    // Each one the tick after the one before: nothing missed, nothing repeated.
    const tickOf = (id: string) => Math.round(Date.parse(id) / TICK_MS);
    for (let i = 1; i < resumed.length; i++) {
      expect(tickOf(resumed[i]?.id as string), `event ${i}`).toBe(tickOf(resumed[i - 1]?.id as string) + 1);
    }
  }, 120_000);

  // Logos live in PostgreSQL (ADR 0014), so any instance serves what another stored.
  it('serves through B a logo uploaded through A', async () => {
    const bytes = pngOf(512, 512);
    const uploaded = await upload(cluster.a.url, cluster.ws.owner.token, bytes, 'logo.png');
    expect(uploaded.status).toBe(200);
    const path = uploaded.body.data?.path as string;
    const [fromA, fromB] = await Promise.all([
      fetch(new URL(path, cluster.a.url)),
      fetch(new URL(path, cluster.b.url)),
    ]);
    expect(fromA.status).toBe(200);
    expect(fromB.status).toBe(200);
    expect(Buffer.from(await fromB.arrayBuffer()).equals(Buffer.from(await fromA.arrayBuffer()))).toBe(true);
  });
});
