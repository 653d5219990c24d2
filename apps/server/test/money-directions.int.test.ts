import { PAYMENT_TYPE_OF_API } from '@paygate/contracts';
import { TOTP } from 'otpauth';
import { describe, expect, it } from 'vitest';
import { eventually, getJson } from './support/gateway.js';
import { cashIn, cashOutBody } from './support/money.js';
import { newPartnerWorkspace, seedPayment } from './support/payments.js';
import { useTestServer } from './support/server.js';

// Issue 28 item 1: money out is not money in. After a cash-in and a cash-out, the list's totals,
// its rows, the dashboard and the CSV keep the two directions apart, and agree.

const server = useTestServer();

const LIST = /* GraphQL */ `
  query List($app_id: ID, $payment_user_id: String, $statuses: [PaymentStatus!], $types: [String!]) {
    allPayment(app_id: $app_id, payment_user_id: $payment_user_id, statuses: $statuses, types: $types) {
      total amount crypto_amount
      incoming { total amount crypto_amount }
      outgoing { total amount crypto_amount }
      data { id type amount direction user_id made_by }
    }
  }
`;
type Side = { total: number; amount: string; crypto_amount: string };
type List = {
  allPayment: {
    total: number;
    amount: string;
    crypto_amount: string;
    incoming: Side;
    outgoing: Side;
    data: {
      id: string;
      type: string;
      amount: string;
      direction: string;
      user_id: string | null;
      made_by: string | null;
    }[];
  };
};

const DASHBOARD = /* GraphQL */ `
  query D($from_date: DateTime!, $to_date: DateTime!) {
    partnerDashboard(from_date: $from_date, to_date: $to_date) { total_amount_success total_payment_success }
  }
`;
const EXPORT = /* GraphQL */ `
  query E($from_date: String!, $to_date: String!) { exportPartnerPayment(from_date: $from_date, to_date: $to_date) }
`;

const compact = (at: Date) =>
  new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Ho_Chi_Minh', year: 'numeric', month: '2-digit', day: '2-digit' })
    .format(at)
    .replaceAll('-', '');

describe('money in and money out (issue 28 item 1)', () => {
  it('the list, its totals, the dashboard and the CSV keep a cash-out apart from money in', async () => {
    const s = server();
    const ws = await newPartnerWorkspace(s, 'directions');
    const app = ws.prod;
    // A payer's payment (the dashboard's revenue) and a cash-in: both money in.
    await seedPayment(s, app, { status: 'SUCCESS', amount: '1000000', fee: '0', userId: 'cust-0289' });
    await cashIn(s, ws.token, app.id, 150_000_000);
    // A cash-out of 60 M from the portal: money out, made by the owner.
    const out = await getJson(`${s.url}/v1/partner/transfer/cms`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        ...cashOutBody(app, 60_000_000),
        otp: new TOTP({ secret: ws.totpSecret }).generate(),
        token: ws.token,
      }),
    });
    expect(out.body.error_code).toBe(0);
    await s.services.changeFeed.caughtUp();

    const me = await s.gql<{ userInfo: { name: string } }>('{ userInfo { name } }', {}, ws.options);
    const list = async (vars: Record<string, unknown>) => {
      const res = await s.gql<List>(LIST, { app_id: app.id, ...vars }, ws.options);
      expect(res.errors).toBeUndefined();
      return res.data!.allPayment;
    };
    // The running totals (no filter outside their columns) and a count over the payments (a
    // payment_user_id filter) both answer; here the owner made the cash-in and the cash-out.
    const all = await list({});
    expect(all).toMatchObject({
      total: 3,
      amount: '151000000',
      incoming: { total: 2, amount: '151000000' },
      outgoing: { total: 1, amount: '60000000' },
    });
    const byOwner = await list({ payment_user_id: ws.userId });
    expect(byOwner).toMatchObject({
      total: 2,
      amount: '150000000',
      incoming: { total: 1, amount: '150000000' },
      outgoing: { total: 1, amount: '60000000' },
    });
    const cashOut = all.data.find((r) => r.type === 'CASH_OUT');
    expect(cashOut).toMatchObject({ direction: 'OUTGOING', user_id: ws.userId, made_by: me.data!.userInfo.name });
    expect(all.data.find((r) => r.type === 'CASH_IN')).toMatchObject({
      direction: 'INCOMING',
      made_by: me.data!.userInfo.name,
    });
    // A payer's user_id is the merchant's text, never taken for a member.
    expect(all.data.find((r) => r.type === 'ATM_CARD')).toMatchObject({
      direction: 'INCOMING',
      made_by: null,
      user_id: 'cust-0289',
    });

    // The dashboard's revenue is the payers' successful payments: the list's money in of the same
    // payments, and no cash-out ever enters it.
    const customers = await list({ statuses: ['SUCCESS'], types: [...new Set(Object.values(PAYMENT_TYPE_OF_API))] });
    const now = new Date();
    const dash = await s.gql<{ partnerDashboard: { total_amount_success: string; total_payment_success: number } }>(
      DASHBOARD,
      { from_date: new Date(now.getTime() - 86_400_000).toISOString(), to_date: now.toISOString() },
      ws.options,
    );
    expect(dash.errors).toBeUndefined();
    expect(dash.data!.partnerDashboard).toEqual({
      total_amount_success: customers.incoming.amount,
      total_payment_success: customers.incoming.total,
    });
    expect(customers.outgoing.total).toBe(0);

    // The CSV says each row's direction; its sums per direction are the list's.
    const csv = await s.gql<{ exportPartnerPayment: string }>(
      EXPORT,
      { from_date: compact(now), to_date: compact(now) },
      ws.options,
    );
    expect(csv.errors).toBeUndefined();
    const [header = '', ...lines] = csv.data!.exportPartnerPayment.trimEnd().split('\r\n');
    const columns = header.split(',');
    const at = (name: string) => columns.indexOf(name);
    const rows = lines.map((l) => l.split(',')).filter((r) => r[at('App ID')] === app.id);
    const sum = (direction: string) =>
      rows.filter((r) => r[at('Direction')] === direction).reduce((a, r) => a + Number(r[at('Amount')]), 0);
    expect(rows).toHaveLength(3);
    expect(String(sum('INCOMING'))).toBe(all.incoming.amount);
    expect(String(sum('OUTGOING'))).toBe(all.outgoing.amount);
    expect(rows.find((r) => r[at('Type')] === 'CASH_OUT')?.[at('Direction')]).toBe('OUTGOING');
    // The cash-out still settles; its direction does not change with its status.
    await eventually(async () => {
      const settled = await list({ types: ['CASH_OUT'] });
      return settled.data[0]?.direction === 'OUTGOING' ? settled : undefined;
    }, 30_000);
  });
});
