import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { CHANGE_FEED_APPLICATION } from '../src/db/change-feed.js';
import { payments } from '../src/db/schema.js';
import { loginActive } from './support/account.js';
import { testDatabaseKind } from './support/database.js';
import { demoApp, getJson, signedUrl, uniqueTxn } from './support/gateway.js';
import { newPartnerWorkspace, seedPayment } from './support/payments.js';
import { errorCode, secondInstance, type TestServer, useTestServer } from './support/server.js';

// Issue #16, ADR 0023: the transaction list's pages and totals and the dashboard's figures are
// read once per partner and shared by its requests until its data changes. What must not move:
// a change shows on the very next read (this instance or another, whoever made the change), every
// role still sees only its own fields, and a partner only its own payments.

const server = useTestServer();

const LIST = /* GraphQL */ `
  query List($transaction_id: String, $app_status: AppStatus, $limit: Int) {
    allPayment(transaction_id: $transaction_id, app_status: $app_status, limit: $limit) {
      total amount
      data { id transaction_id fee status pay_memo response channel app { id name } }
    }
  }
`;
const DASHBOARD = /* GraphQL */ `
  query Dash($from_date: DateTime!, $to_date: DateTime!) {
    partnerDashboard(from_date: $from_date, to_date: $to_date) {
      total_payment_success total_payment_failed list_channel_active { id name total_payment }
    }
  }
`;
type Row = {
  id: string;
  transaction_id: string;
  fee: string | null;
  status: string;
  pay_memo: string | null;
  response: string;
  channel: string | null;
  app: { id: string; name: string };
};
type List = { allPayment: { total: number; amount: string; data: Row[] } };
type Dash = {
  partnerDashboard: {
    total_payment_success: number;
    total_payment_failed: number;
    list_channel_active: { id: string; name: string; total_payment: number }[];
  };
};
type Caller = { token: string; headers?: Record<string, string> };

const BURST = 100;
const burst = <T>(n: number, call: (i: number) => Promise<T>) =>
  Promise.all(Array.from({ length: n }, (_, i) => call(i)));
const list = async (s: TestServer, options: Caller, variables: Record<string, unknown> = {}) => {
  const res = await s.gql<List>(LIST, { limit: 20, ...variables }, options);
  expect(res.errors).toBeUndefined();
  return res.data!.allPayment;
};
const today = () => ({
  from_date: new Date(Date.now() - 86_400_000).toISOString(),
  to_date: new Date(Date.now() + 3_600_000).toISOString(),
});

const atm = (appId: string, transactionId: string) => ({
  app_id: appId,
  transaction_id: transactionId,
  amount: 150_000,
  bank: 'VCB',
  callback_uri: 'https://shop.test/return',
  user_id: 'buyer-reads',
  source: 'web',
});

describe('a payment', () => {
  it('shows on the very next list and dashboard of every instance, after a burst had them kept', async () => {
    const s = server();
    const shop = await newPartnerWorkspace(s, 'reads-pay');
    const other = await secondInstance(s);
    try {
      await seedPayment(s, shop.prod, { status: 'SUCCESS' });
      const before = await list(s, shop.options);
      const dashBefore = (await s.gql<Dash>(DASHBOARD, today(), shop.options)).data!.partnerDashboard;
      // A burst on both instances: every answer the same, and kept.
      const answers = await burst(BURST, (i) =>
        i % 2 ? s.gql<List>(LIST, { limit: 20 }, shop.options) : other.gql<List>(LIST, { limit: 20 }, shop.options),
      );
      expect(new Set(answers.map((a) => JSON.stringify(a.data)))).toEqual(
        new Set([JSON.stringify({ allPayment: before })]),
      );
      expect(s.services.partnerReads.size).toBeGreaterThan(0);
      expect(other.services.partnerReads.size).toBeGreaterThan(0);
      await other.gql<Dash>(DASHBOARD, today(), shop.options);

      // Made through the gateway's API, as a merchant's server does.
      const txn = uniqueTxn('READS');
      const made = await getJson(signedUrl(s, 'getATMCardPaymentURL', atm(shop.prod.id, txn), shop.prod.appSecret));
      expect(made.body.error_code).toBe(0);
      for (const answer of [
        await list(s, shop.options),
        await other.gql<List>(LIST, { limit: 20 }, shop.options).then((r) => r.data!.allPayment),
      ]) {
        expect(answer.total).toBe(before.total + 1);
        expect(answer.data[0]?.transaction_id).toBe(txn);
        expect(answer.data[0]?.status).toBe('PENDING');
      }

      // Its outcome, as the checkout's bank answer brings it: the figures move on both instances.
      await s.services.payments.finish(String(made.body.payment_id), 'SUCCESS');
      const dash = (await other.gql<Dash>(DASHBOARD, today(), shop.options)).data!.partnerDashboard;
      expect(dash.total_payment_success).toBe(dashBefore.total_payment_success + 1);
      expect((await list(s, shop.options)).data[0]?.status).toBe('SUCCESS');
      expect(Number((await list(s, shop.options)).amount)).toBe(Number(before.amount) + 150_000);
    } finally {
      await other.close();
    }
  });

  it("written straight to the database (an operator's SQL) shows once its notice is in", async () => {
    const s = server();
    const shop = await newPartnerWorkspace(s, 'reads-sql');
    const paid = await seedPayment(s, shop.prod, { status: 'SUCCESS', payMemo: 'before' });
    const other = await secondInstance(s);
    try {
      expect((await list(s, shop.options)).data[0]?.pay_memo).toBe('before');
      expect((await other.gql<List>(LIST, { limit: 20 }, shop.options)).data!.allPayment.data[0]?.pay_memo).toBe(
        'before',
      );
      await s.database.db.update(payments).set({ payMemo: 'after' }).where(eq(payments.id, paid.id));
      await Promise.all([s.services.changeFeed.caughtUp(), other.services.changeFeed.caughtUp()]);
      expect((await list(s, shop.options)).data[0]?.pay_memo).toBe('after');
      expect((await other.gql<List>(LIST, { limit: 20 }, shop.options)).data!.allPayment.data[0]?.pay_memo).toBe(
        'after',
      );
    } finally {
      await other.close();
    }
  });
});

describe('what the rows name', () => {
  it('an app and a channel renamed show on the next list and dashboard', async () => {
    const s = server();
    const shop = await newPartnerWorkspace(s, 'reads-names');
    await seedPayment(s, shop.prod, { status: 'SUCCESS', channelId: shop.prodChannelId });
    const range = today();
    expect((await list(s, shop.options)).data[0]?.app.name).toBe(shop.prod.name);
    await s.gql<Dash>(DASHBOARD, range, shop.options);

    const renamedApp = `Renamed ${Math.random().toString(36).slice(2, 7)}`;
    const app = await s.gql(
      `mutation($id: ID!, $n: String) { updateApp(app_id: $id, name: $n) { id } }`,
      { id: shop.prod.id, n: renamedApp },
      { token: shop.token },
    );
    expect(app.errors).toBeUndefined();
    expect((await list(s, shop.options)).data[0]?.app.name).toBe(renamedApp);

    const channel = await s.gql(
      `mutation($id: ID!, $n: String!) { updateChannel(channel_id: $id, name: $n) { name } }`,
      { id: shop.prodChannelId, n: 'Counter 2' },
      { token: shop.token },
    );
    expect(channel.errors).toBeUndefined();
    expect((await list(s, shop.options)).data[0]?.channel).toBe('Counter 2');
    const dash = (await s.gql<Dash>(DASHBOARD, range, shop.options)).data!.partnerDashboard;
    expect(dash.list_channel_active.map((c) => c.name)).toEqual(['Counter 2']);
  });
});

describe('a shared read', () => {
  it("never shows a role a fee it must not see, though another role's request read the rows", async () => {
    const s = server();
    const app = await demoApp(s, 'Demo Store');
    const txn = uniqueTxn('READS-FEE');
    await seedPayment(s, app, {
      type: 'CASH_OUT',
      status: 'SUCCESS',
      transactionId: txn,
      amount: '200000',
      fee: '3300',
      details: { debited: '203300', sent: '200000' },
    });
    const owner = await loginActive(s, 'owner@demo.test');
    const supporter = await loginActive(s, 'supporter@demo.test');
    // Interleaved: whichever request reads the rows first, both roles are answered from them.
    const answers = await burst(BURST, (i) =>
      s
        .gql<List>(LIST, { transaction_id: txn }, i % 2 ? supporter : owner)
        .then((r) => ({ supporter: i % 2 === 1, r })),
    );
    for (const { supporter: isSupporter, r } of answers) {
      expect(r.errors).toBeUndefined();
      const [row] = r.data!.allPayment.data;
      expect(row?.transaction_id).toBe(txn);
      const details = (JSON.parse(row!.response) as { details: Record<string, string> }).details;
      if (isSupporter) {
        expect(row?.fee).toBeNull();
        expect(details).not.toHaveProperty('debited');
        expect(details).not.toHaveProperty('sent');
      } else {
        expect(row?.fee).toBe('3300');
        expect(details).toMatchObject({ debited: '203300', sent: '200000' });
      }
    }
  });

  it("is one partner's: two partners sending the same document each get their own", async () => {
    const s = server();
    const a = await newPartnerWorkspace(s, 'reads-a');
    const b = await newPartnerWorkspace(s, 'reads-b');
    const paidA = await seedPayment(s, a.prod, { status: 'SUCCESS' });
    const paidB = await seedPayment(s, b.prod, { status: 'SUCCESS' });
    await seedPayment(s, b.prod, { status: 'FAILED' });
    const answers = await burst(BURST, (i) =>
      s.gql<List>(LIST, { limit: 20 }, i % 2 ? b.options : a.options).then((r) => ({ b: i % 2 === 1, r })),
    );
    for (const { b: isB, r } of answers) {
      const ids = r.data!.allPayment.data.map((row) => row.id);
      expect(ids).toContain(isB ? paidB.id : paidA.id);
      expect(ids).not.toContain(isB ? paidA.id : paidB.id);
      expect(r.data!.allPayment.total).toBe(isB ? 2 : 1);
    }
  });

  it('is refused after a logout, though the list was kept a moment before', async () => {
    const s = server();
    const owner = await loginActive(s, 'financial@demo.test');
    await burst(10, () => list(s, owner));
    expect((await s.gql('mutation { logout }', {}, owner)).data).toEqual({ logout: true });
    const after = await burst(BURST, () => s.gql<List>(LIST, { limit: 20 }, owner));
    expect(new Set(after.map((r) => errorCode(r)))).toEqual(new Set(['410']));
    expect(after.every((r) => !r.data)).toBe(true);
  });
});

describe.skipIf(testDatabaseKind() !== 'postgres')('while the change notices cannot be trusted', () => {
  const until = async (what: string, check: () => boolean) => {
    for (let i = 0; i < 100 && !check(); i++) await new Promise((resolve) => setTimeout(resolve, 50));
    if (!check()) throw new Error(`timed out waiting until ${what}`);
  };

  it('every list reads the database, and reads are shared again once they can', async () => {
    const s = server();
    const shop = await newPartnerWorkspace(s, 'reads-feed');
    const paid = await seedPayment(s, shop.prod, { status: 'SUCCESS', payMemo: 'before' });
    expect((await list(s, shop.options)).data[0]?.pay_memo).toBe('before');
    await s.database.db.execute(
      sql`select pg_terminate_backend(pid) from pg_stat_activity
          where application_name = ${CHANGE_FEED_APPLICATION} and datname = current_database()`,
    );
    await until('the feed has noticed', () => !s.services.changeFeed.listening);
    expect(s.services.partnerReads.active).toBe(false);
    // A change whose notice nobody heard still shows on the next request.
    await s.database.db.update(payments).set({ payMemo: 'unheard' }).where(eq(payments.id, paid.id));
    expect((await list(s, shop.options)).data[0]?.pay_memo).toBe('unheard');
    expect(s.services.partnerReads.size).toBe(0);
    await until('the feed listens again', () => s.services.changeFeed.listening);
    expect((await list(s, shop.options)).data[0]?.pay_memo).toBe('unheard');
    expect(s.services.partnerReads.size).toBeGreaterThan(0);
  });
});
