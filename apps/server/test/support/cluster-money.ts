import { randomUUID } from 'node:crypto';
import { gatewayHash } from '@paygate/contracts';
import type pg from 'pg';
import { expect } from 'vitest';
import { ACTIVE_USER, CREATE_PARTNER, LOGIN, REGISTER } from './account.js';
import { CREATE_APP, type Received } from './apps.js';
import { pngOf, upload } from './images.js';

// What the cluster fault tests share: calls that may get no answer, a workspace (owner, partner,
// production app funded through the gateway), the money operations of the load, and the checks
// made after each fault: 0 money lost or doubled, the ledger balanced, each webhook delivered.

export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Waits for an outcome, not for a time; `ms` is only how long before it counts as a failure. */
export const until = async (check: () => Promise<boolean>, what: string, ms = 240_000) => {
  const deadline = Date.now() + ms;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`gave up waiting: ${what}`);
    await sleep(250);
  }
};

export type Body = Record<string, unknown> & { error_code?: number; code?: string; message?: string };
export type Outcome = 'ok' | 'refused' | 'no answer';
export type Answer = { outcome: Outcome; status: number; body: Body; ms: number };

/** A call that may get no answer (the instance died under it): the outcome, never a throw. */
export const call = async (address: string, url: string, init?: RequestInit, timeoutMs = 60_000): Promise<Answer> => {
  const started = performance.now();
  const ms = () => Math.round(performance.now() - started);
  try {
    const res = await fetch(url, {
      ...init,
      signal: AbortSignal.timeout(timeoutMs),
      headers: { 'x-forwarded-for': address, ...(init?.headers as Record<string, string>) },
    });
    const text = await res.text();
    if (res.status === 502) return { outcome: 'no answer', status: 502, body: {}, ms: ms() };
    let body: Body = {};
    try {
      body = JSON.parse(text) as Body;
    } catch {
      return { outcome: 'no answer', status: res.status, body: {}, ms: ms() };
    }
    const failed = body.error_code !== undefined ? body.error_code !== 0 : Boolean(body.errors);
    return { outcome: res.status === 200 && !failed ? 'ok' : 'refused', status: res.status, body, ms: ms() };
  } catch {
    return { outcome: 'no answer', status: 0, body: {}, ms: ms() };
  }
};

export const errorCodeOf = (body: Body) =>
  (body.errors as { extensions?: { code?: string | number } }[] | undefined)?.[0]?.extensions?.code;

export type Workspace = {
  owner: { email: string; password: string; token: string };
  partnerId: string;
  app: { id: string; secret: string };
};

/** A client of the cluster from one address (the instances trust X-Forwarded-For). */
export const clusterClient = (address: string) => {
  const gql = (base: string, query: string, variables: Record<string, unknown> = {}, token?: string) =>
    call(address, `${base}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...(token ? { authorization: token } : {}) },
      body: JSON.stringify({ query, variables }),
    });
  const login = (base: string, email: string, password: string) =>
    gql(base, LOGIN, { email_or_phone_number: email, password });
  const tokenOf = (answer: Answer) =>
    (answer.body.data as { loginByPassword?: { access_token: string } } | undefined)?.loginByPassword?.access_token;

  const gatewayPayment = (ws: Workspace, base: string, transactionId: string, amount: number) => {
    const values = { app_id: ws.app.id, transaction_id: transactionId, amount, bank: 'VCB' };
    const params = new URLSearchParams(Object.entries(values).map(([k, v]): [string, string] => [k, String(v)]));
    params.set('hash', gatewayHash('getATMCardPaymentURL', values, ws.app.secret));
    return call(address, `${base}/v1/partner/getATMCardPaymentURL?${params}`);
  };
  const complete = (base: string, paymentUrl: string) =>
    call(address, `${base}/v1/checkout/${paymentUrl.split('/checkout/')[1]}/pay`, { method: 'POST' });
  const cashOut = (ws: Workspace, base: string, transactionId: string, amount: number) => {
    const body: Record<string, string | number> = {
      app_id: ws.app.id,
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
    return call(address, `${base}/v1/partner/transfer/cms`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ ...body, hash: gatewayHash('transferCms', body, ws.app.secret), token: ws.owner.token }),
    });
  };

  /** POST /v1/partner/refund of a payment by its transaction_id, signed with the app secret (no token). */
  const refund = (ws: Workspace, base: string, transactionId: string, paymentTransactionId: string, amount: number) => {
    const body: Record<string, string | number> = {
      app_id: ws.app.id,
      transaction_id: transactionId,
      payment_transaction_id: paymentTransactionId,
      amount,
      reason: 'Cluster refund',
    };
    return call(address, `${base}/v1/partner/refund`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ ...body, hash: gatewayHash('refund', body, ws.app.secret) }),
    });
  };

  // The sandbox's payer and bank (docs/SANDBOX.md "Complaints"): the checkout link is their credential.
  const checkoutPath = (base: string, paymentUrl: string) => `${base}/v1/checkout/${paymentUrl.split('/checkout/')[1]}`;
  const postJson = (url: string, body: Record<string, unknown>) =>
    call(address, url, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
  /** POST /v1/checkout/{token}/complain: the payer disputes the payment the link paid. */
  const complain = (base: string, paymentUrl: string) =>
    postJson(`${checkoutPath(base, paymentUrl)}/complain`, { reason: 'Goods not received' });
  /** POST /v1/checkout/{token}/complaint/decide: the payer's bank decides a contested complaint now. */
  const decide = (base: string, paymentUrl: string, outcome: 'PAYMENT_KEPT' | 'REFUNDED') =>
    postJson(`${checkoutPath(base, paymentUrl)}/complaint/decide`, { outcome });
  /** GraphQL respondComplaint as the owner: accept (a refund follows) or contest with a note. */
  const respond = (ws: Workspace, base: string, complaintId: string, response: 'ACCEPT' | 'CONTEST') =>
    gql(
      base,
      `mutation R($complaint_id: ID!, $response: ComplaintResponse!, $note: String) {
        respondComplaint(complaint_id: $complaint_id, response: $response, note: $note) { status } }`,
      { complaint_id: complaintId, response, note: response === 'CONTEST' ? 'Delivered to the door' : null },
      ws.owner.token,
    );

  /** A registered, verified, operator-activated user (no partner). */
  const newUser = async (base: string, pool: pg.Pool, label: string) => {
    const user = { email: `${label}-${randomUUID()}@cluster.test`, password: `pw-${randomUUID()}`, token: '' };
    const registered = await gql(base, REGISTER, { name: 'Cluster User', email: user.email, password: user.password });
    expect(registered.outcome, JSON.stringify(registered.body)).toBe('ok');
    const { rows } = await pool.query<{ links: string[] }>(
      'select links from mail_outbox where to_address = $1 order by created_at desc limit 1',
      [user.email],
    );
    const activation = decodeURIComponent(rows[0]?.links[0]?.split('/active/')[1] ?? '');
    expect((await gql(base, ACTIVE_USER, { active_token: activation })).outcome).toBe('ok');
    await pool.query('update users set activated_at = now() where email = $1', [user.email]);
    const logged = await login(base, user.email, user.password);
    user.token = tokenOf(logged) ?? '';
    expect(user.token, JSON.stringify(logged.body)).not.toBe('');
    return user;
  };

  /**
   * An OWNER, a partner and a PRODUCTION app whose webhooks go to `webhookUrl`, funded through the
   * gateway. `direct` is one instance's address (the logo upload is read back from the same one).
   */
  const workspace = async (base: string, direct: string, pool: pg.Pool, webhookUrl: string): Promise<Workspace> => {
    const owner = await newUser(base, pool, 'owner');
    const partner = await gql(base, CREATE_PARTNER, { name: 'Cluster Shop', partner_type: 'COMPANY' }, owner.token);
    const partnerId = (partner.body.data as { createPartner: { id: string } }).createPartner.id;
    const logo = await upload(direct, owner.token, pngOf(512, 512), 'logo.png');
    const created = await gql(
      direct,
      CREATE_APP,
      { name: 'Cluster App', description: 'Cluster', logo: logo.body.data?.path, webhook_url: webhookUrl },
      owner.token,
    );
    expect(created.outcome, JSON.stringify(created.body)).toBe('ok');
    const made = (created.body.data as { createApp: { id: string; app_secret: string } }).createApp;
    const promoted = await gql(
      base,
      `mutation P($app_id: ID!) { setAppStatusToProduction(app_id: $app_id) { id } }`,
      { app_id: made.id },
      owner.token,
    );
    expect(promoted.outcome).toBe('ok');
    const ws: Workspace = { owner, partnerId, app: { id: made.id, secret: made.app_secret } };
    const funding = await gatewayPayment(ws, base, `fund-${randomUUID()}`, 50_000_000);
    expect(funding.outcome).toBe('ok');
    expect((await complete(base, String(funding.body.payment_url))).outcome).toBe('ok');
    return ws;
  };

  return {
    gql,
    login,
    tokenOf,
    gatewayPayment,
    complete,
    cashOut,
    refund,
    complain,
    decide,
    respond,
    newUser,
    workspace,
  };
};

const MONEY_KINDS = ['pay', 'complete', 'cashout', 'refund', 'complain', 'answer'] as const;
export type MoneyCall = {
  kind: (typeof MONEY_KINDS)[number];
  transactionId: string;
  outcome: Outcome;
  message?: unknown;
};

/** A payment a load made and has yet to complete. */
export type Pending = { transactionId: string; url: string };

/** Every third refund of the load fails at the sandbox's settlement (SANDBOX.md: whole part ending in 999). */
const refundAmount = (n: number) => (n % 3 === 2 ? 10_999 : 10_000);

/** A payment of the load with a complaint open on it. */
export type Disputed = Pending & { complaintId: string };
/**
 * What a load does after "paid" (issue 29): the payments it completed, each refunded in part or
 * disputed once, and the complaints it opened, each answered once.
 */
export type AfterPaid = { paid: Pending[]; disputed: Disputed[]; links: Map<string, string> };
export const afterPaid = (): AfterPaid => ({ paid: [], disputed: [], links: new Map() });
let followUps = 0;
let refundsMade = 0;
let answers = 0;

/**
 * The merchant's answer to an open complaint, by turns: accept (refunded now); contest and the
 * payer's bank decides REFUNDED, or PAYMENT_KEPT, at once; contest and leave it to the sandbox's
 * own decision 30 s later (no evidence: REFUNDED). Every way a complaint resolves, under the fault.
 */
const answerComplaint = async (client: ReturnType<typeof clusterClient>, ws: Workspace, base: string, d: Disputed) => {
  const turn = answers++ % 4;
  const res = await client.respond(ws, base, d.complaintId, turn === 0 ? 'ACCEPT' : 'CONTEST');
  if (res.outcome === 'ok' && (turn === 1 || turn === 2))
    await client.decide(base, d.url, turn === 1 ? 'REFUNDED' : 'PAYMENT_KEPT');
  return res;
};

/**
 * One operation of the cluster tests' load, by `op` (0-6): a login, a read of deliveries and
 * balance, a gateway payment (2 and 3), the completion of one it made, a cash-out, and — when the
 * caller passes `after` — by turns a partial refund of a payment completed earlier, a payer's
 * complaint about another, and the merchant's answer to a complaint (op 6); each money one
 * recorded in `money`. `retryCompletion` puts a completion that failed back in line.
 */
export const loadOperation = async (
  client: ReturnType<typeof clusterClient>,
  ws: Workspace,
  base: string,
  op: number,
  money: MoneyCall[],
  toComplete: Pending[],
  retryCompletion = false,
  after?: AfterPaid,
) => {
  if (op === 0) {
    await client.login(base, ws.owner.email, ws.owner.password);
  } else if (op === 1) {
    await client.gql(
      base,
      `query($id: ID!) { webhookDeliveries(app_id: $id, limit: 20) { total } getPayableBalance(app_id: $id, app_status: PRODUCTION) { amount } }`,
      { id: ws.app.id },
      ws.owner.token,
    );
  } else if (op === 2 || op === 3) {
    const transactionId = `pay-${randomUUID()}`;
    const res = await client.gatewayPayment(ws, base, transactionId, 100_000 + Math.floor(Math.random() * 900) * 1000);
    money.push({ kind: 'pay', transactionId, outcome: res.outcome, message: res.body.message });
    if (res.outcome === 'ok') toComplete.push({ transactionId, url: String(res.body.payment_url) });
  } else if (op === 4) {
    const next = toComplete.shift();
    if (next) {
      const res = await client.complete(base, next.url);
      money.push({ kind: 'complete', transactionId: next.transactionId, outcome: res.outcome });
      if (retryCompletion && res.outcome !== 'ok') toComplete.push(next);
      if (res.outcome === 'ok') {
        after?.paid.push(next);
        after?.links.set(next.transactionId, next.url);
      }
    }
  } else if (op === 6 && after) {
    const turn = followUps++ % 3;
    const disputed = turn === 2 ? after.disputed.shift() : undefined;
    if (disputed) {
      const res = await answerComplaint(client, ws, base, disputed);
      money.push({ kind: 'answer', transactionId: disputed.transactionId, outcome: res.outcome, message: res.body });
      return;
    }
    const paid = after.paid.shift();
    if (!paid) return;
    if (turn === 1) {
      const res = await client.complain(base, paid.url);
      money.push({
        kind: 'complain',
        transactionId: paid.transactionId,
        outcome: res.outcome,
        message: res.body.message,
      });
      const complaintId = (res.body.data as { complaint?: { complaint_id: string } } | undefined)?.complaint
        ?.complaint_id;
      if (complaintId) after.disputed.push({ ...paid, complaintId });
    } else {
      const transactionId = `refund-${randomUUID()}`;
      const res = await client.refund(ws, base, transactionId, paid.transactionId, refundAmount(refundsMade++));
      money.push({ kind: 'refund', transactionId, outcome: res.outcome, message: res.body.message });
    }
  } else {
    const transactionId = `cashout-${randomUUID()}`;
    const res = await client.cashOut(ws, base, transactionId, 50_000);
    money.push({ kind: 'cashout', transactionId, outcome: res.outcome, message: res.body.message });
  }
};

/**
 * After the load: every complaint it opened and left unanswered (its answer never came, or was
 * cut) is answered now, through the cluster, so each one resolves.
 */
export const answerTheRest = async (
  client: ReturnType<typeof clusterClient>,
  ws: Workspace,
  base: string,
  pool: pg.Pool,
  money: MoneyCall[],
  after: AfterPaid,
) => {
  const { rows } = await pool.query<{ id: string; transaction_id: string }>(
    `select c.id, p.transaction_id from complaints c join payments p on p.id = c.payment_id
     where p.app_id = $1 and c.status = 'OPEN' and c.response is null`,
    [ws.app.id],
  );
  for (const row of rows) {
    const d = {
      transactionId: row.transaction_id,
      url: after.links.get(row.transaction_id) ?? '',
      complaintId: row.id,
    };
    const res = await answerComplaint(client, ws, base, d);
    money.push({ kind: 'answer', transactionId: d.transactionId, outcome: res.outcome, message: res.body });
  }
};

/** One line of figures for the log: each kind's ok / refused / no answer. */
export const tallyLine = (money: MoneyCall[]) => {
  const tally = (kind: MoneyCall['kind'], outcome: Outcome) =>
    money.filter((m) => m.kind === kind && m.outcome === outcome).length;
  return MONEY_KINDS.filter((k) => money.some((m) => m.kind === k))
    .map((k) => `${k} ok ${tally(k, 'ok')} / refused ${tally(k, 'refused')} / no answer ${tally(k, 'no answer')}`)
    .join('; ');
};

/**
 * The money checks after a fault: every accepted cash-out settles; every posting balances; each
 * payment carries exactly the postings its status means, once; what was answered ok is in the
 * ledger exactly once and what was not is wholly there or not at all; balances equal their
 * postings and none is negative.
 */
export const checkMoney = async (pool: pg.Pool, appId: string, money: MoneyCall[]) => {
  const q = async <T>(text: string, params: unknown[] = []) => (await pool.query(text, params)).rows as T[];
  const settled = async () =>
    (
      await q<{ n: string }>(
        `select count(*)::text as n from payments where app_id = $1 and type = 'CASH_OUT' and status = 'PENDING'`,
        [appId],
      )
    )[0]?.n === '0';
  await until(settled, 'every accepted cash-out settled').catch(async (error: unknown) => {
    // What the job queue says, for the failure message.
    const jobs = await q<{ name: string; state: string; n: string }>(
      `select name, state::text, count(*)::text as n from pgboss.job group by 1, 2 order by 1, 2`,
    ).catch((e: unknown) => [{ name: 'pgboss.job unreadable', state: String(e), n: '' }]);
    const pending = await q<{ transaction_id: string; created_at: string }>(
      `select transaction_id, created_at::text from payments
       where app_id = $1 and type = 'CASH_OUT' and status = 'PENDING' order by created_at limit 10`,
      [appId],
    );
    throw new Error(`${String(error)}\npending: ${JSON.stringify(pending)}\njobs: ${JSON.stringify(jobs)}`);
  });

  // Every complaint resolves (a contested one the sandbox's bank did not decide is decided by its
  // job 30 s after the answer), then every accepted refund settles, a complaint's too (each job
  // handed out again if the killed instance held it).
  await until(
    async () =>
      (
        await q<{ n: string }>(
          `select count(*)::text as n from complaints c join payments p on p.id = c.payment_id
           where p.app_id = $1 and c.status = 'OPEN'`,
          [appId],
        )
      )[0]?.n === '0',
    'every complaint resolved',
  );
  await until(
    async () =>
      (
        await q<{ n: string }>(`select count(*)::text as n from refunds where app_id = $1 and status = 'PENDING'`, [
          appId,
        ])
      )[0]?.n === '0',
    'every accepted refund settled',
  );

  const rows = await q<{ id: string; transaction_id: string; type: string; status: string }>(
    'select id, transaction_id, type, status from payments where app_id = $1',
    [appId],
  );
  const byTxn = new Map<string, typeof rows>();
  for (const r of rows) byTxn.set(r.transaction_id, [...(byTxn.get(r.transaction_id) ?? []), r]);
  const postings = await q<{ payment_id: string; kind: string; posting_id: string; total: string }>(
    `select e.payment_id, e.kind, e.posting_id, a.currency, sum(e.amount)::text as total
     from ledger_entries e join ledger_accounts a on a.id = e.account_id
     where e.payment_id is not null and e.refund_id is null group by 1, 2, 3, 4`,
  );
  for (const p of postings) expect(Number(p.total), `posting ${p.posting_id}`).toBe(0);
  const kindsOf = new Map<string, string[]>();
  for (const p of postings) kindsOf.set(p.payment_id, [...(kindsOf.get(p.payment_id) ?? []), p.kind]);
  for (const r of rows) {
    const kinds = (kindsOf.get(r.id) ?? []).sort();
    expect(new Set(kinds).size, `${r.transaction_id}: ${kinds}`).toBe(kinds.length);
    // A paid payment keeps its one SUCCESS posting whatever followed; a complaint's hold and
    // release are checked with the complaint (checkComplaints).
    if (r.type === 'ATM_CARD')
      expect(
        kinds.filter((k) => !k.startsWith('COMPLAINT_')),
        r.transaction_id,
      ).toEqual(PAID.includes(r.status) ? ['ATM_CARD_SUCCESS'] : []);
    if (r.type === 'CASH_OUT') {
      expect(kinds, r.transaction_id).toContain('CASH_OUT_ACCEPTED');
      expect(r.status, r.transaction_id).not.toBe('PENDING');
    }
  }
  for (const m of money) {
    if (m.kind === 'refund') continue;
    const found = byTxn.get(m.transactionId) ?? [];
    expect(found.length, `${m.kind} ${m.transactionId}`).toBeLessThanOrEqual(1);
    if (m.outcome !== 'ok') continue;
    expect(found, `${m.kind} ${m.transactionId} answered ok`).toHaveLength(1);
    // A partial refund leaves it SUCCESS; a complaint lost refunds it whole.
    if (m.kind === 'complete') expect(['SUCCESS', 'REFUNDED']).toContain(found[0]?.status);
  }
  await checkRefunds(q, appId, money);
  await checkComplaints(q, appId, money);
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
  return rows;
};

type Query = <T>(text: string, params?: unknown[]) => Promise<T[]>;

/** A payment's statuses once it was paid: kept, refunded whole, or disputed. */
const PAID = ['SUCCESS', 'REFUNDED', 'IN_COMPLAIN'];

/**
 * The complaints after a fault (all resolved by now): each hold and its release posted once, or
 * neither when nothing was held; nothing left held; a payment kept reads SUCCESS, one lost reads
 * REFUNDED with the complaint's refund; and the load crossed both outcomes.
 */
const checkComplaints = async (q: Query, appId: string, money: MoneyCall[]) => {
  const complaints = await q<{
    id: string;
    transaction_id: string;
    payment_id: string;
    held: string;
    outcome: string;
    refund_id: string | null;
    payment_status: string;
  }>(
    `select c.id, p.transaction_id, p.id as payment_id, c.held::text, c.outcome::text, c.refund_id,
       p.status::text as payment_status
     from complaints c join payments p on p.id = c.payment_id where p.app_id = $1`,
    [appId],
  );
  const postings = await q<{ payment_id: string; kind: string }>(
    `select distinct e.payment_id, e.posting_id, e.kind from ledger_entries e
     where e.kind like 'COMPLAINT\\_%' and e.payment_id in (select id from payments where app_id = $1)`,
    [appId],
  );
  for (const c of complaints) {
    const kinds = postings.filter((p) => p.payment_id === c.payment_id).map((p) => p.kind);
    const release = c.outcome === 'PAYMENT_KEPT' ? 'COMPLAINT_SUCCESS' : 'COMPLAINT_REFUNDED';
    expect(kinds.sort(), `complaint on ${c.transaction_id}`).toEqual(
      Number(c.held) === 0 ? [] : ['COMPLAINT_IN_COMPLAIN', release].sort(),
    );
    if (c.outcome === 'PAYMENT_KEPT') expect(c.payment_status, c.transaction_id).toBe('SUCCESS');
    else {
      expect(c.refund_id, `the refund of the complaint on ${c.transaction_id}`).not.toBeNull();
      expect(c.payment_status, c.transaction_id).toBe('REFUNDED');
    }
  }
  const held = await q<{ balance: string }>(
    `select coalesce(sum(balance), 0)::text as balance from ledger_accounts where app_id = $1 and kind = 'merchant_held'`,
    [appId],
  );
  expect(Number(held[0]?.balance), 'held once every complaint is resolved').toBe(0);
  if (money.some((m) => m.kind === 'complain'))
    expect([...new Set(complaints.map((c) => c.outcome))].sort()).toEqual(['PAYMENT_KEPT', 'REFUNDED']);
};

/**
 * The refunds after a fault: each has exactly its accepted posting and its outcome's, once, each
 * balanced; a payment's refunded amount is what its refunds not FAILED add up to, never above
 * what was paid; a refund answered ok is there once, one not answered is there once or not at all.
 */
const checkRefunds = async (q: Query, appId: string, money: MoneyCall[]) => {
  const refundRows = await q<{ id: string; transaction_id: string; status: string }>(
    'select id, transaction_id, status::text from refunds where app_id = $1',
    [appId],
  );
  const postings = await q<{ refund_id: string; kind: string; posting_id: string; total: string }>(
    `select e.refund_id, e.kind, e.posting_id, a.currency, sum(e.amount)::text as total
     from ledger_entries e join ledger_accounts a on a.id = e.account_id
     where e.refund_id in (select id from refunds where app_id = $1) group by 1, 2, 3, 4`,
    [appId],
  );
  for (const p of postings) expect(Number(p.total), `refund posting ${p.posting_id}`).toBe(0);
  const kindsOf = new Map<string, string[]>();
  for (const p of postings) kindsOf.set(p.refund_id, [...(kindsOf.get(p.refund_id) ?? []), p.kind]);
  for (const r of refundRows) {
    expect((kindsOf.get(r.id) ?? []).sort(), `refund ${r.transaction_id}`).toEqual(
      ['REFUND_ACCEPTED', `REFUND_${r.status}`].sort(),
    );
  }
  const drift = await q<{ transaction_id: string; amount: string; refunded: string; counted: string }>(
    `select p.transaction_id, p.amount::text, p.refunded_amount::text as refunded,
       coalesce((select sum(r.amount) from refunds r where r.payment_id = p.id and r.status <> 'FAILED'), 0)::text as counted
     from payments p where p.app_id = $1 and (p.refunded_amount <> 0 or exists (select 1 from refunds r where r.payment_id = p.id))`,
    [appId],
  );
  for (const d of drift) {
    expect(Number(d.refunded), `refunded amount of ${d.transaction_id}`).toBe(Number(d.counted));
    expect(Number(d.refunded)).toBeLessThanOrEqual(Number(d.amount));
  }
  const byTxn = new Map(refundRows.map((r) => [r.transaction_id, r]));
  for (const m of money.filter((x) => x.kind === 'refund')) {
    if (m.outcome === 'ok') expect(byTxn.get(m.transactionId), `refund ${m.transactionId} answered ok`).toBeDefined();
  }
  return refundRows;
};

/**
 * Every finished payment's webhook, every settled refund's and every complaint's opening and
 * resolution reached the receiver (at least once), and every delivery of one event carried the
 * same webhook-id.
 */
export const checkWebhooks = async (pool: pg.Pool, appId: string, received: Received[]) => {
  // A paid payment's event said SUCCESS, whatever it reads now (refunded whole, disputed).
  const { rows } = await pool.query<{ event: string; label: string }>(
    `select id || ':' || (case when status in ('REFUNDED', 'IN_COMPLAIN') then 'SUCCESS' else status::text end) as event,
       transaction_id || ' ' || status as label
       from payments where app_id = $1 and status <> 'PENDING'
     union all
     select 'refund:' || id || ':' || status, 'refund ' || transaction_id || ' ' || status
       from refunds where app_id = $1 and status <> 'PENDING'
     union all
     select 'complaint:' || c.id || ':' || t.type, 'complaint on ' || p.transaction_id || ' ' || t.type
       from complaints c join payments p on p.id = c.payment_id
       cross join lateral (values ('complaint.opened'), ('complaint.resolved')) t(type)
       where p.app_id = $1 and (t.type = 'complaint.opened' or c.status = 'RESOLVED')`,
    [appId],
  );
  // A refund's event carries the payment's body as it stands beside the refund: it is the refund's;
  // a complaint's is the complaint's.
  const eventOf = (r: Received) => {
    const body = JSON.parse(r.body) as {
      type: string;
      payment: { payment_id: string; status: string };
      refund?: { refund_id: string; status: string };
      complaint?: { complaint_id: string };
    };
    if (body.complaint) return `complaint:${body.complaint.complaint_id}:${body.type}`;
    return body.refund
      ? `refund:${body.refund.refund_id}:${body.refund.status}`
      : `${body.payment.payment_id}:${body.payment.status}`;
  };
  const missing = () => {
    const seen = new Set(received.map(eventOf));
    return rows.filter((r) => !seen.has(r.event));
  };
  await until(
    async () => missing().length === 0,
    'every finished payment’s, refund’s and complaint’s webhook received',
  ).catch(() => {
    expect(missing().map((r) => r.label)).toEqual([]);
  });
  const ids = new Map<string, Set<string>>();
  for (const r of received) {
    const event = eventOf(r);
    ids.set(event, new Set([...(ids.get(event) ?? []), String(r.headers['webhook-id'])]));
  }
  for (const [event, set] of ids) expect(set.size, event).toBe(1);
};
