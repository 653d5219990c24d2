import { describe, expect, it } from 'vitest';
import { newPartnerWorkspace, seedPayment } from './support/payments.js';
import { refundViaGateway, settledRefund } from './support/refunds.js';
import { useTestServer } from './support/server.js';

// Issue 29 item 1: refunds everywhere a payment shows — the list's rows and totals line, the
// dashboard's revenue net of refunds and its refunds figure, the global search. Every refund here
// goes through the refund flow (POST /v1/partner/refund), as a merchant's would.

const server = useTestServer();
const DAY = 86_400_000;
// A workspace, its payments and refunds settled by the sandbox: seconds on a quiet machine, far
// more on a shared busy one (a bound, not a timing assertion).
const SLOW = 120_000;

const LIST = /* GraphQL */ `
  query List($app_id: ID, $payment_user_id: String, $statuses: [PaymentStatus!], $from_date: DateTime) {
    allPayment(app_id: $app_id, payment_user_id: $payment_user_id, statuses: $statuses, from_date: $from_date) {
      total
      incoming { total amount crypto_amount }
      refunded { total amount crypto_amount }
      data { id status amount refunded_amount }
    }
  }
`;
type Side = { total: number; amount: string; crypto_amount: string };
type List = {
  allPayment: {
    total: number;
    incoming: Side;
    refunded: Side;
    data: { id: string; status: string; amount: string; refunded_amount: string }[];
  };
};

const DASHBOARD = /* GraphQL */ `
  query D($from_date: DateTime!, $to_date: DateTime!) {
    partnerDashboard(from_date: $from_date, to_date: $to_date) {
      total_amount_success total_amount_refunded total_amount_net total_payment_success
    }
  }
`;
type Dashboard = {
  partnerDashboard: {
    total_amount_success: string;
    total_amount_refunded: string;
    total_amount_net: string;
    total_payment_success: number;
  };
};

const SEARCH = /* GraphQL */ `
  query S($query: String!) { globalSearch(query: $query) { hits { kind id matched status amount refunded_amount } } }
`;
type Hit = {
  kind: string;
  id: string;
  matched: string | null;
  status: string;
  amount: string;
  refunded_amount: string;
};

/** A workspace whose production app has a partly refunded, a wholly refunded and an untouched payment. */
const refundedWorkspace = async (label: string) => {
  const s = server();
  const ws = await newPartnerWorkspace(s, label);
  const partly = await seedPayment(s, ws.prod, { status: 'SUCCESS', amount: '300000', fee: '0', userId: 'cust-1' });
  const wholly = await seedPayment(s, ws.prod, { status: 'SUCCESS', amount: '120000', fee: '0', userId: 'cust-1' });
  const untouched = await seedPayment(s, ws.prod, { status: 'SUCCESS', amount: '50000', fee: '0' });
  const first = await refundViaGateway(s, ws.prod, partly.id, '100000');
  await refundViaGateway(s, ws.prod, partly.id, '25000');
  // The sandbox fails a refund ending in 999: its part comes back and counts nowhere.
  const failed = await refundViaGateway(s, ws.prod, partly.id, '1999');
  expect((await settledRefund(s, failed.refund_id)).status).toBe('FAILED');
  await refundViaGateway(s, ws.prod, wholly.id, '120000');
  return { s, ws, partly, wholly, untouched, first };
};

describe('refunds in the transaction list', { timeout: SLOW }, () => {
  it('shows each row’s refunded amount and a Refunded total beside money in, never taken from it', async () => {
    const { s, ws, partly, wholly, untouched } = await refundedWorkspace('refund-list');
    const list = async (vars: Record<string, unknown>) => {
      const res = await s.gql<List>(LIST, { app_id: ws.prod.id, ...vars }, ws.options);
      expect(res.errors).toBeUndefined();
      return res.data!.allPayment;
    };
    // From the running totals (app filter only) and counted from the payments (a user_id filter).
    const all = await list({});
    expect(all).toMatchObject({
      total: 3,
      incoming: { total: 3, amount: '470000' },
      refunded: { total: 2, amount: '245000' },
    });
    expect(JSON.parse(all.refunded.crypto_amount)).toMatchObject({ USDT: '0' });
    const rows = new Map(all.data.map((r) => [r.id, r]));
    expect(rows.get(partly.id)).toMatchObject({ status: 'SUCCESS', refunded_amount: '125000' });
    expect(rows.get(wholly.id)).toMatchObject({ status: 'REFUNDED', refunded_amount: '120000' });
    expect(rows.get(untouched.id)).toMatchObject({ status: 'SUCCESS', refunded_amount: '0' });
    expect(await list({ payment_user_id: 'cust-1' })).toMatchObject({
      total: 2,
      incoming: { total: 2, amount: '420000' },
      refunded: { total: 2, amount: '245000' },
    });
    // REFUNDED is a status filter like any other; SUCCESS keeps the partly refunded payment.
    const whole = await list({ statuses: ['REFUNDED'] });
    expect(whole.data.map((r) => r.id)).toEqual([wholly.id]);
    expect(whole.refunded).toMatchObject({ total: 1, amount: '120000' });
    expect((await list({ statuses: ['SUCCESS'] })).refunded).toMatchObject({ total: 1, amount: '125000' });
    // A range that starts after the payments keeps none of them, and none of their refunds.
    expect((await list({ from_date: new Date(Date.now() + DAY).toISOString() })).refunded).toMatchObject({
      total: 0,
      amount: '0',
    });
  });

  it('counts the refunds of a token payment under its token', async () => {
    const s = server();
    const ws = await newPartnerWorkspace(s, 'refund-token');
    const paid = await seedPayment(s, ws.prod, {
      status: 'SUCCESS',
      type: 'CRYPTO',
      currency: 'USDT',
      bank: 'USDT',
      chain: 'bsc',
      amount: '12.5',
      fee: '0',
      details: { sender_wallet: '0x1111111111111111111111111111111111111111' },
    });
    await refundViaGateway(s, ws.prod, paid.id, '2.25');
    const res = await s.gql<List>(LIST, { app_id: ws.prod.id }, ws.options);
    expect(res.errors).toBeUndefined();
    expect(res.data!.allPayment.refunded).toMatchObject({ total: 1, amount: '0' });
    expect(JSON.parse(res.data!.allPayment.refunded.crypto_amount)).toMatchObject({ USDT: '2.25' });
  });
});

describe('refunds on the dashboard', { timeout: SLOW }, () => {
  it('takes refunds off revenue on the day they were made, pending and succeeded, production only', async () => {
    const s = server();
    const ws = await newPartnerWorkspace(s, 'refund-dash');
    const now = Date.now();
    // Paid three days ago, refunded today: the payment's day keeps its revenue, today's has the refunds.
    const earlier = new Date(now - 3 * DAY);
    const partly = await seedPayment(s, ws.prod, { status: 'SUCCESS', amount: '300000', fee: '0', createdAt: earlier });
    const wholly = await seedPayment(s, ws.prod, { status: 'SUCCESS', amount: '120000', fee: '0', createdAt: earlier });
    const today = await seedPayment(s, ws.prod, { status: 'SUCCESS', amount: '80000', fee: '0' });
    await refundViaGateway(s, ws.prod, partly.id, '100000');
    const failed = await refundViaGateway(s, ws.prod, partly.id, '1999');
    expect((await settledRefund(s, failed.refund_id)).status).toBe('FAILED');
    await refundViaGateway(s, ws.prod, wholly.id, '120000');
    await refundViaGateway(s, ws.prod, today.id, '30000');
    // A development app's refund is no production revenue's.
    const dev = await seedPayment(s, ws.dev, { status: 'SUCCESS', amount: '90000', fee: '0' });
    await refundViaGateway(s, ws.dev, dev.id, '90000');

    const dashboard = async (from: number, to: number) => {
      const res = await s.gql<Dashboard>(
        DASHBOARD,
        { from_date: new Date(from).toISOString(), to_date: new Date(to).toISOString() },
        ws.options,
      );
      expect(res.errors).toBeUndefined();
      return res.data!.partnerDashboard;
    };
    // The payments' day: 420,000 paid (the wholly refunded one reads REFUNDED, not SUCCESS), no refund yet.
    expect(await dashboard(earlier.getTime() - 3_600_000, earlier.getTime() + 3_600_000)).toEqual({
      total_amount_success: '300000',
      total_payment_success: 1,
      total_amount_refunded: '0',
      total_amount_net: '420000',
    });
    // Today: 80,000 paid, 250,000 refunded (the failed refund gave its part back): net −170,000.
    expect(await dashboard(now - 3_600_000, Date.now())).toEqual({
      total_amount_success: '80000',
      total_payment_success: 1,
      total_amount_refunded: '250000',
      total_amount_net: '-170000',
    });
    // Both: 500,000 paid less 250,000 refunded, the figures of the two ranges added up.
    expect(await dashboard(earlier.getTime() - 3_600_000, Date.now())).toMatchObject({
      total_amount_refunded: '250000',
      total_amount_net: '250000',
    });
  });
});

describe('refunds in the global search', { timeout: SLOW }, () => {
  it('shows a payment’s refunded amount, and finds it by a refund’s transaction_id in the partner only', async () => {
    const { s, ws, partly, wholly } = await refundedWorkspace('refund-search');
    const search = async (options: typeof ws.options, query: string) => {
      const res = await s.gql<{ globalSearch: { hits: Hit[] } }>(SEARCH, { query }, options);
      expect(res.errors).toBeUndefined();
      return res.data!.globalSearch.hits.filter((h) => h.kind === 'payment');
    };
    expect(await search(ws.options, wholly.transactionId)).toEqual([
      expect.objectContaining({ id: wholly.id, status: 'REFUNDED', amount: '120000', refunded_amount: '120000' }),
    ]);
    expect(await search(ws.options, partly.transactionId)).toEqual([
      expect.objectContaining({ id: partly.id, status: 'SUCCESS', refunded_amount: '125000' }),
    ]);
    const [refund] = await s.services.transactions.refunds(partly.id);
    expect(await search(ws.options, refund!.transactionId)).toEqual([
      expect.objectContaining({ id: partly.id, matched: 'refund_transaction_id', refunded_amount: '125000' }),
    ]);
    // Another partner's search never reaches this partner's refunds.
    const other = await newPartnerWorkspace(s, 'refund-search-other');
    expect(await search(other.options, refund!.transactionId)).toEqual([]);
  });
});
