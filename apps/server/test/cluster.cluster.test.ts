import { randomUUID } from 'node:crypto';
import { gatewayHash } from '@paygate/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACTIVE_USER, CREATE_PARTNER, LOGIN, REGISTER } from './support/account.js';
import { CREATE_APP, type Received, startReceiver } from './support/apps.js';
import {
  boundedAll,
  createClusterDatabase,
  freePort,
  type Instance,
  readEvents,
  roundRobinProxy,
  serverInstance,
} from './support/cluster.js';
import { pngOf, upload } from './support/images.js';

// Issue #13 item 4: the cluster fault test (`npm run test:cluster`; `npm test` runs it when
// TEST_DATABASE_URL and TEST_REDIS_URL are set). Two real server processes on one fresh
// PostgreSQL database and one Redis, a round-robin proxy in front; under a bounded concurrent load
// of logins, list queries, gateway payments, sandbox completions and cash-outs, instance B is
// killed with SIGKILL and restarted. Nothing here asserts on time: waits are for outcomes.

const DATABASE_URL = process.env.TEST_DATABASE_URL;
const REDIS_URL = process.env.TEST_REDIS_URL;

/** An address of this run: the instances trust the proxy's X-Forwarded-For (TRUST_PROXY=1). */
const RUN_ADDRESS = `10.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}.${1 + Math.floor(Math.random() * 250)}`;
const JWT_SECRET = randomUUID() + randomUUID();
const TICK_MS = 2_000;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
/**
 * Waits for an outcome, not for a time: a job the killed instance held is handed out again once
 * its claim lapses (pg-boss expireInSeconds, 60 s for deliveries and settlements), then retried;
 * four minutes leave room for that on a busy machine before the wait counts as a failure.
 */
const until = async (check: () => Promise<boolean>, what: string) => {
  const deadline = Date.now() + 240_000;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`gave up waiting: ${what}`);
    await sleep(500);
  }
};

type Body = Record<string, unknown> & { error_code?: number; message?: string };
type Outcome = 'ok' | 'refused' | 'no answer';

/** A call that may get no answer (the instance died under it): the outcome, never a throw. */
const call = async (url: string, init?: RequestInit): Promise<{ outcome: Outcome; status: number; body: Body }> => {
  try {
    const res = await fetch(url, {
      ...init,
      headers: { 'x-forwarded-for': RUN_ADDRESS, ...(init?.headers as Record<string, string>) },
    });
    if (res.status === 502) return { outcome: 'no answer', status: 502, body: {} };
    const text = await res.text();
    let body: Body = {};
    try {
      body = JSON.parse(text) as Body;
    } catch {
      return { outcome: 'no answer', status: res.status, body: {} };
    }
    const failed = body.error_code !== undefined ? body.error_code !== 0 : Boolean(body.errors);
    return { outcome: res.status === 200 && !failed ? 'ok' : 'refused', status: res.status, body };
  } catch {
    return { outcome: 'no answer', status: 0, body: {} };
  }
};

const gql = async (base: string, query: string, variables: Record<string, unknown> = {}, token?: string) =>
  call(`${base}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(token ? { authorization: token } : {}) },
    body: JSON.stringify({ query, variables }),
  });

const errorCodeOf = (body: Body) =>
  (body.errors as { extensions?: { code?: string | number } }[] | undefined)?.[0]?.extensions?.code;

describe.skipIf(!DATABASE_URL || !REDIS_URL)('two instances on one PostgreSQL and one Redis', () => {
  let database: Awaited<ReturnType<typeof createClusterDatabase>>;
  let a: Instance;
  let b: Instance;
  let proxy: Awaited<ReturnType<typeof roundRobinProxy>>;
  let receiver: Awaited<ReturnType<typeof startReceiver>>;
  const owner = { email: `owner-${randomUUID()}@cluster.test`, password: `pw-${randomUUID()}`, token: '' };
  let partnerId = '';
  let app = { id: '', secret: '' };

  const q = async <T>(text: string, params: unknown[] = []) => (await database.pool.query(text, params)).rows as T[];

  beforeAll(async () => {
    database = await createClusterDatabase(DATABASE_URL as string);
    receiver = await startReceiver();
    const proxyPort = await freePort();
    const env = {
      DATABASE_URL: database.url,
      REDIS_URL: REDIS_URL as string,
      JWT_SECRET,
      PUBLIC_URL: `http://127.0.0.1:${proxyPort}`,
    };
    a = serverInstance('A', await freePort(), env);
    b = serverInstance('B', await freePort(), env);
    // Both at once: the migration runs once (an advisory lock), the other waits for it.
    await Promise.all([a.start(), b.start()]);
    proxy = await roundRobinProxy(() => [a, b], RUN_ADDRESS);

    // An OWNER (registered, verified, activated by the operator), a partner and a PRODUCTION app
    // whose webhooks go to the local receiver, funded through the gateway.
    expect(
      (await gql(proxy.url, REGISTER, { name: 'Cluster Owner', email: owner.email, password: owner.password })).outcome,
    ).toBe('ok');
    const [mail] = await q<{ links: string[] }>(
      'select links from mail_outbox where to_address = $1 order by created_at desc limit 1',
      [owner.email],
    );
    const activation = decodeURIComponent(mail?.links[0]?.split('/active/')[1] ?? '');
    expect((await gql(proxy.url, ACTIVE_USER, { active_token: activation })).outcome).toBe('ok');
    await q('update users set activated_at = now() where email = $1', [owner.email]);
    const login = await gql(proxy.url, LOGIN, { email_or_phone_number: owner.email, password: owner.password });
    owner.token = (login.body.data as { loginByPassword: { access_token: string } }).loginByPassword.access_token;
    const partner = await gql(
      proxy.url,
      CREATE_PARTNER,
      { name: 'Cluster Shop', partner_type: 'COMPANY' },
      owner.token,
    );
    partnerId = (partner.body.data as { createPartner: { id: string } }).createPartner.id;
    const logo = await upload(a.url, owner.token, pngOf(512, 512), 'logo.png');
    const created = await gql(
      a.url,
      CREATE_APP,
      { name: 'Cluster App', description: 'Cluster', logo: logo.body.data?.path, webhook_url: receiver.url },
      owner.token,
    );
    expect(created.outcome).toBe('ok');
    const made = (created.body.data as { createApp: { id: string; app_secret: string } }).createApp;
    app = { id: made.id, secret: made.app_secret };
    const promoted = await gql(
      proxy.url,
      `mutation P($app_id: ID!) { setAppStatusToProduction(app_id: $app_id) { id } }`,
      { app_id: app.id },
      owner.token,
    );
    expect(promoted.outcome).toBe('ok');
    const funding = await gatewayPayment(proxy.url, `fund-${randomUUID()}`, 50_000_000);
    expect(funding.outcome).toBe('ok');
    expect((await complete(proxy.url, String(funding.body.payment_url))).outcome).toBe('ok');
  }, 300_000);

  afterAll(async () => {
    await proxy?.close();
    await Promise.all([a?.stop(), b?.stop()]);
    await receiver?.close();
    await database?.drop();
  }, 120_000);

  const gatewayPayment = (base: string, transactionId: string, amount: number) => {
    const values = { app_id: app.id, transaction_id: transactionId, amount, bank: 'VCB' };
    const params = new URLSearchParams(Object.entries(values).map(([k, v]): [string, string] => [k, String(v)]));
    params.set('hash', gatewayHash('getATMCardPaymentURL', values, app.secret));
    return call(`${base}/v1/partner/getATMCardPaymentURL?${params}`);
  };
  const complete = (base: string, paymentUrl: string) =>
    call(`${base}/v1/checkout/${paymentUrl.split('/checkout/')[1]}/pay`, { method: 'POST' });
  const cashOut = (base: string, transactionId: string, amount: number) => {
    const body: Record<string, string | number> = {
      app_id: app.id,
      transaction_id: transactionId,
      amount,
      payee_bank: 'VCB',
      payee_account: '0011001234567',
      payee_account_type: 'BANK_ACCOUNT',
      payee_name: 'NGUYEN VAN A',
      payee_pay_fee: 0,
      currency: 'VND',
      message: '123',
    };
    return call(`${base}/v1/partner/transfer/cms`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ ...body, hash: gatewayHash('transferCms', body, app.secret), token: owner.token }),
    });
  };

  it('loses and doubles no money and no webhook when an instance is killed under load and restarted', async () => {
    type Money = { kind: 'pay' | 'complete' | 'cashout'; transactionId: string; outcome: Outcome; message?: unknown };
    const money: Money[] = [];
    const toComplete: { transactionId: string; url: string }[] = [];
    let done = 0;
    let started = 0;
    let stop = false;
    const CLIENTS = 6;
    // Bounded load: CLIENTS callers, each running the mix in turn until told to stop.
    const load = boundedAll(
      Array.from({ length: CLIENTS }, (_, i) => i),
      CLIENTS,
      async () => {
        while (!stop) await operation(started++ % 6);
      },
    );
    async function operation(op: number) {
      const base = proxy.url;
      if (op === 0) {
        await gql(base, LOGIN, { email_or_phone_number: owner.email, password: owner.password });
      } else if (op === 1) {
        await gql(
          base,
          `query($id: ID!) { webhookDeliveries(app_id: $id, limit: 20) { total } getPayableBalance(app_id: $id, app_status: PRODUCTION) { amount } }`,
          { id: app.id },
          owner.token,
        );
      } else if (op === 2 || op === 3) {
        const transactionId = `pay-${randomUUID()}`;
        const res = await gatewayPayment(base, transactionId, 100_000 + Math.floor(Math.random() * 900) * 1000);
        money.push({ kind: 'pay', transactionId, outcome: res.outcome });
        if (res.outcome === 'ok') toComplete.push({ transactionId, url: String(res.body.payment_url) });
      } else if (op === 4) {
        const next = toComplete.shift();
        if (next)
          money.push({
            kind: 'complete',
            transactionId: next.transactionId,
            outcome: (await complete(base, next.url)).outcome,
          });
      } else {
        const transactionId = `cashout-${randomUUID()}`;
        const res = await cashOut(base, transactionId, 50_000);
        money.push({ kind: 'cashout', transactionId, outcome: res.outcome, message: res.body.message });
      }
      done++;
    }
    const waitFor = async (count: number) => {
      while (done < count) await sleep(20);
    };
    // The fault: B dies mid-load (the requests in flight on it are cut), stays down while the load
    // goes on (half of it finds no instance behind the proxy), comes back, and serves again.
    await waitFor(60);
    await b.kill();
    await waitFor(done + 60);
    await b.start();
    await waitFor(done + 90);
    stop = true;
    await load;
    // Whatever was left PENDING and answered gets its completion now (through both instances).
    for (const next of toComplete) {
      money.push({
        kind: 'complete',
        transactionId: next.transactionId,
        outcome: (await complete(proxy.url, next.url)).outcome,
      });
    }

    const tally = (kind: Money['kind'], outcome: Outcome) =>
      money.filter((m) => m.kind === kind && m.outcome === outcome).length;
    console.info(
      'cluster load:',
      (['pay', 'complete', 'cashout'] as const)
        .map((k) => `${k} ok ${tally(k, 'ok')} / refused ${tally(k, 'refused')} / no answer ${tally(k, 'no answer')}`)
        .join('; '),
      [...new Set(money.filter((m) => m.outcome === 'refused').map((m) => m.message))],
    );
    // Every kind of money operation got through, and some got no answer (the kill cut them).
    for (const kind of ['pay', 'complete', 'cashout'] as const) expect(tally(kind, 'ok'), kind).toBeGreaterThan(0);
    expect(money.some((m) => m.outcome === 'no answer')).toBe(true);

    // Settlement of every accepted cash-out (a job the killed instance held is handed out again
    // when its claim lapses) and every webhook delivered: waited for, not timed.
    const settled = async () =>
      (
        await q<{ n: string }>(
          `select count(*)::text as n from payments where app_id = $1 and type = 'CASH_OUT' and status = 'PENDING'`,
          [app.id],
        )
      )[0]?.n === '0';
    await until(settled, 'every accepted cash-out settled');

    const rows = await q<{ id: string; transaction_id: string; type: string; status: string }>(
      'select id, transaction_id, type, status from payments where app_id = $1',
      [app.id],
    );
    const byTxn = new Map<string, typeof rows>();
    for (const r of rows) byTxn.set(r.transaction_id, [...(byTxn.get(r.transaction_id) ?? []), r]);
    const postings = await q<{ payment_id: string; kind: string; posting_id: string; currency: string; total: string }>(
      `select e.payment_id, e.kind, e.posting_id, a.currency, sum(e.amount)::text as total
       from ledger_entries e join ledger_accounts a on a.id = e.account_id
       where e.payment_id is not null group by 1, 2, 3, 4`,
    );
    // Every posting balances (per currency) …
    for (const p of postings) expect(Number(p.total), `posting ${p.posting_id}`).toBe(0);
    const kindsOf = new Map<string, string[]>();
    for (const p of postings) kindsOf.set(p.payment_id, [...(kindsOf.get(p.payment_id) ?? []), p.kind]);
    // … every payment carries each kind of posting at most once, and exactly the ones its status
    // means: a success posted once, a cash-out debited once (refunded once if it failed).
    for (const r of rows) {
      const kinds = (kindsOf.get(r.id) ?? []).sort();
      expect(new Set(kinds).size, `${r.transaction_id}: ${kinds}`).toBe(kinds.length);
      if (r.type === 'ATM_CARD')
        expect(kinds, r.transaction_id).toEqual(r.status === 'SUCCESS' ? ['ATM_CARD_SUCCESS'] : []);
      if (r.type === 'CASH_OUT') {
        expect(kinds, r.transaction_id).toContain('CASH_OUT_ACCEPTED');
        expect(r.status, r.transaction_id).not.toBe('PENDING');
      }
    }
    // Every operation that was answered with success is in the ledger exactly once; one that got
    // no answer is either wholly there or not at all (checked above, per payment).
    for (const m of money) {
      const found = byTxn.get(m.transactionId) ?? [];
      expect(found.length, `${m.kind} ${m.transactionId}`).toBeLessThanOrEqual(1);
      if (m.outcome !== 'ok') continue;
      expect(found, `${m.kind} ${m.transactionId} answered ok`).toHaveLength(1);
      if (m.kind === 'complete') expect(found[0]?.status).toBe('SUCCESS');
    }
    // Balances equal the sum of their postings, and none is negative.
    const balances = await q<{ id: string; balance: string; posted: string }>(
      `select a.id, a.balance::text as balance, coalesce(sum(e.amount), 0)::text as posted
       from ledger_accounts a left join ledger_entries e on e.account_id = a.id
       where a.app_id is not null group by a.id`,
    );
    expect(balances.length).toBeGreaterThan(0);
    for (const row of balances) {
      expect(Number(row.balance), row.id).toBe(Number(row.posted));
      expect(Number(row.balance)).toBeGreaterThanOrEqual(0);
    }

    // Every completed payment's webhook reached the receiver (at least once), and every delivery of
    // one event carried the same webhook-id.
    const completed = rows.filter((r) => r.status !== 'PENDING');
    const eventOf = (r: Received) => {
      const body = JSON.parse(r.body) as { payment: { payment_id: string; status: string } };
      return `${body.payment.payment_id}:${body.payment.status}`;
    };
    const missing = () => {
      const seen = new Set(receiver.received.map(eventOf));
      return completed.filter((r) => !seen.has(`${r.id}:${r.status}`));
    };
    await until(async () => missing().length === 0, 'every completed payment’s webhook received').catch(() => {
      expect(missing().map((r) => `${r.transaction_id} ${r.status}`)).toEqual([]);
    });
    const ids = new Map<string, Set<string>>();
    for (const r of receiver.received) {
      const event = eventOf(r);
      ids.set(event, new Set([...(ids.get(event) ?? []), String(r.headers['webhook-id'])]));
    }
    for (const [event, set] of ids) expect(set.size, event).toBe(1);
  }, 600_000);

  it('shares sessions: a login on A works on B, a logout on B ends it on A', async () => {
    const login = await gql(a.url, LOGIN, { email_or_phone_number: owner.email, password: owner.password });
    const token = (login.body.data as { loginByPassword: { access_token: string } }).loginByPassword.access_token;
    expect((await gql(b.url, '{ userInfo { id } }', {}, token)).outcome).toBe('ok');
    expect((await gql(b.url, 'mutation { logout }', {}, token)).outcome).toBe('ok');
    const after = await gql(a.url, '{ userInfo { id } }', {}, token);
    expect(errorCodeOf(after.body)).toBe('410');
  });

  it('counts login failures across both instances', async () => {
    const email = `nobody-${randomUUID()}@cluster.test`;
    const codes: unknown[] = [];
    for (let i = 0; i < 6; i++) {
      const res = await gql(i % 2 === 0 ? a.url : b.url, LOGIN, {
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
      `${base}/v1/partner/crypto/exchange-rate?partner_id=${partnerId}&token=USDT&type=BUY`;
    const auth = { authorization: owner.token, 'x-forwarded-for': RUN_ADDRESS };
    const [fromA, fromB] = await Promise.all([
      readEvents(stream(a.url), auth, (events) => events.length >= 3),
      readEvents(stream(b.url), auth, (events) => events.length >= 3),
    ]);
    const dataA = new Map(fromA.map((e) => [e.id, e.data]));
    const common = fromB.filter((e) => dataA.has(e.id));
    expect(common.length).toBeGreaterThanOrEqual(1);
    for (const e of common) expect(e.data).toBe(dataA.get(e.id));

    // A witness streams from A throughout, so ticks are published while the client is away. The
    // client takes two events from A, is away for more than two ticks, then reconnects to B with
    // the last id it saw: B sends exactly the ticks the witness got after that id, in order.
    const witness = readEvents(stream(a.url), auth, (events) => events.length >= 9);
    const first = await readEvents(stream(a.url), auth, (events) => events.length >= 2);
    const last = first.at(-1)?.id as string;
    await sleep(TICK_MS * 2.5);
    const resumed = await readEvents(stream(b.url), { ...auth, 'last-event-id': last }, (events) => events.length >= 3);
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
    const uploaded = await upload(a.url, owner.token, bytes, 'logo.png');
    expect(uploaded.status).toBe(200);
    const path = uploaded.body.data?.path as string;
    const [fromA, fromB] = await Promise.all([fetch(new URL(path, a.url)), fetch(new URL(path, b.url))]);
    expect(fromA.status).toBe(200);
    expect(fromB.status).toBe(200);
    expect(Buffer.from(await fromB.arrayBuffer()).equals(Buffer.from(await fromA.arrayBuffer()))).toBe(true);
  });
});
