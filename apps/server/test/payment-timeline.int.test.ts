import { gatewayHash } from '@paygate/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AppRow } from '../src/db/schema.js';
import { refunds } from '../src/db/schema.js';
import { activeToken, loginToken, withActive } from './support/account.js';
import { startReceiver } from './support/apps.js';
import { demoApp, eventually, setWebhookUrl, uniqueTxn } from './support/gateway.js';
import { postJson } from './support/money.js';
import { seedPayment } from './support/payments.js';
import { type TestServer, useTestServer } from './support/server.js';

// The payment's story in its detail (issue 29 item 5, PRODUCT §11): created, paid, each refund
// asked for (by whom, from the audit log) and settled, each webhook attempt (from the delivery
// log), oldest first — read through GraphQL as the detail reads it.

const server = useTestServer();

const TIMELINE = `query T($payment_id: String) { allPayment(payment_id: $payment_id, offset: 0, limit: 1) {
  data { id timeline { at kind actor actor_name refund_id amount note webhook_type attempt status_code success } } } }`;

type Event = {
  at: string;
  kind: string;
  actor: string;
  actor_name: string | null;
  refund_id: string | null;
  amount: string | null;
  note: string | null;
  webhook_type: string | null;
  attempt: number | null;
  status_code: number | null;
  success: boolean | null;
};

const REFUND_PAYMENT = `mutation R($payment_id: ID!, $transaction_id: String!, $amount: Decimal!, $reason: String!) {
  refundPayment(payment_id: $payment_id, transaction_id: $transaction_id, amount: $amount, reason: $reason) {
    refund { refund_id }
  }
}`;

const timelineAs = async (s: TestServer, email: string, paymentId: string) => {
  const token = await loginToken(s, email);
  const res = await s.gql(TIMELINE, { payment_id: paymentId }, withActive(token, await activeToken(s, token)));
  expect(res.errors).toBeUndefined();
  return (res.data as { allPayment: { data: { timeline: Event[] }[] } }).allPayment.data[0]?.timeline;
};

const settledRefund = (s: TestServer, refundId: string) =>
  eventually(async () => {
    const [row] = await s.database.db.select().from(refunds).where(eq(refunds.id, refundId));
    return row && row.status !== 'PENDING' ? row : undefined;
  });

describe('Payment.timeline', () => {
  let demo: AppRow;
  let receiver: Awaited<ReturnType<typeof startReceiver>>;
  beforeAll(async () => {
    demo = await demoApp(server(), 'Demo Sandbox');
    receiver = await startReceiver();
    await setWebhookUrl(server(), demo.id, receiver.url);
  });
  afterAll(async () => {
    await setWebhookUrl(server(), demo.id, null);
    await receiver.close();
  });

  it('tells created, paid, a member’s refund and its webhook, then the app’s refund, oldest first', async () => {
    const s = server();
    const payment = await seedPayment(s, demo, { status: 'SUCCESS', amount: '90000', fee: '0' });
    const owner = await loginToken(s, 'owner@demo.test');
    const made = await s.gql(
      REFUND_PAYMENT,
      { payment_id: payment.id, transaction_id: uniqueTxn('R'), amount: '30000', reason: 'One item returned' },
      { token: owner },
    );
    expect(made.errors).toBeUndefined();
    const memberRefundId = (made.data as { refundPayment: { refund: { refund_id: string } } }).refundPayment.refund
      .refund_id;
    await settledRefund(s, memberRefundId);
    // The refund's webhook reaches the app's server and is logged.
    await eventually(async () => {
      const events = await timelineAs(s, 'owner@demo.test', payment.id);
      return events?.some((e) => e.kind === 'WEBHOOK' && e.webhook_type === 'refund.succeeded');
    });

    // Then the app's server refunds the rest through the gateway API.
    const body: Record<string, string> = {
      app_id: demo.id,
      transaction_id: uniqueTxn('R'),
      payment_id: payment.id,
      amount: '60000',
      reason: 'Order cancelled',
    };
    const rest = await postJson(s, '/v1/partner/refund', undefined, {
      ...body,
      hash: gatewayHash('refund', body, demo.appSecret),
    });
    expect(rest.status).toBe(200);

    // A supporter reads the same story: who acted is not a figure withheld from any role.
    const events = (await timelineAs(s, 'supporter@demo.test', payment.id)) ?? [];
    const story = events.map((e) => [e.kind, e.actor, e.actor_name, e.amount, e.note]);
    expect(story.slice(0, 4)).toEqual([
      ['CREATED', 'APP', null, null, null],
      ['PAID', 'PAYER', null, null, null],
      ['REFUND_REQUESTED', 'MEMBER', 'Olivia Owner', '30000', 'One item returned'],
      ['REFUND_SUCCEEDED', 'GATEWAY', null, '30000', null],
    ]);
    expect(events.find((e) => e.kind === 'WEBHOOK')).toMatchObject({
      actor: 'GATEWAY',
      webhook_type: 'refund.succeeded',
      attempt: 1,
      status_code: 200,
      success: true,
    });
    expect(events.at(-1)).toMatchObject({ kind: 'REFUND_REQUESTED', actor: 'APP', amount: '60000' });
    // Oldest first, every moment in its place.
    const times = events.map((e) => Date.parse(e.at));
    expect(times).toEqual([...times].sort((a, b) => a - b));
  });

  it('says why a payment failed, and shows another partner nothing of it', async () => {
    const s = server();
    const payment = await seedPayment(s, demo, { status: 'FAILED', amount: '10000' });
    const events = await timelineAs(s, 'owner@demo.test', payment.id);
    expect(events?.map((e) => [e.kind, e.actor, e.note])).toEqual([
      ['CREATED', 'APP', null],
      ['FAILED', 'GATEWAY', 'Declined'],
    ]);
    // The payment is not in another partner's list, so neither is its story.
    const other = await loginToken(s, 'other@demo.test');
    const res = await s.gql(TIMELINE, { payment_id: payment.id }, withActive(other, await activeToken(s, other)));
    expect(res.errors).toBeUndefined();
    expect((res.data as { allPayment: { data: unknown[] } }).allPayment.data).toEqual([]);
  });
});
