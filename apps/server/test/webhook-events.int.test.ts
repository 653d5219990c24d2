import { gatewayHash, WEBHOOK_EVENT_TYPES } from '@paygate/contracts';
import { webhookPayloadSchema } from '@paygate/contracts/rest-schemas';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { AppRow } from '../src/db/schema.js';
import { refunds, webhookAttempts } from '../src/db/schema.js';
import { EXPIRED_REASON, paymentMessageId, refundMessageId } from '../src/modules/payments/index.js';
import { startReceiver } from './support/apps.js';
import { eventually, setWebhookUrl, uniqueTxn } from './support/gateway.js';
import { newOwnerWithApp, postJson } from './support/money.js';
import { seedPayment } from './support/payments.js';
import { errorMessage, type TestServer, useTestServer } from './support/server.js';

// Typed events (issue 29 item 4) through the real queue to a receiver on localhost: every body keeps
// the spec's fields and says its type, its time and whether it is a test; a refund's outcome is
// refund.succeeded / refund.failed under its own webhook-id; the delivery log names each event as
// its body does, and a resend of a refund's event re-sends the refund's, not the payment's.

const server = useTestServer();

const RESEND_ONE = `mutation($app_id: ID!, $payment_id: ID!, $message_id: String) {
  resendWebhookEvent(app_id: $app_id, payment_id: $payment_id, message_id: $message_id) { message_id event_type success } }`;
const RESEND_PAYMENT = `mutation($id: ID!) { resendPaymentToWebhook(payment_id: $id) { success } }`;
const TEST_WEBHOOK = `mutation($id: ID!) { testAppWebhook(app_id: $id) { success } }`;

type Received = { id: string; body: Record<string, unknown> };
type Receiver = Awaited<ReturnType<typeof startReceiver>>;
const bodies = (receiver: Receiver): Received[] =>
  receiver.received.map((r) => ({ id: String(r.headers['webhook-id']), body: JSON.parse(r.body) }));
/** The nth delivery of a webhook-id, once it has arrived. */
const deliveryOf = (receiver: Receiver, id: string, nth = 1) =>
  eventually(async () => bodies(receiver).filter((r) => r.id === id)[nth - 1]);

const refund = async (s: TestServer, app: AppRow, paymentId: string, amount: number) => {
  const body: Record<string, string | number> = {
    app_id: app.id,
    transaction_id: `refund-${uniqueTxn()}`,
    payment_id: paymentId,
    amount,
    reason: 'Returned',
  };
  const res = await postJson(s, '/v1/partner/refund', undefined, {
    ...body,
    hash: gatewayHash('refund', body, app.appSecret),
  });
  expect(res.body.error_code).toBe(0);
  const id = (res.body as unknown as { refund: { refund_id: string } }).refund.refund_id;
  // Settled by the sandbox's bank: a whole part ending in 999 fails (docs/SANDBOX.md).
  return eventually(async () => {
    const [row] = await s.database.db.select().from(refunds).where(eq(refunds.id, id));
    return row && row.status !== 'PENDING' ? row : undefined;
  });
};

const loggedType = async (s: TestServer, messageId: string) =>
  eventually(async () => {
    const [row] = await s.database.db.select().from(webhookAttempts).where(eq(webhookAttempts.messageId, messageId));
    return row?.eventType;
  });

describe('typed webhook events', () => {
  it('sends each payment outcome with its type, the time it happened and test: false; the log names it so', async () => {
    const s = server();
    const { app } = await newOwnerWithApp(s);
    const receiver = await startReceiver();
    await setWebhookUrl(s, app.id, receiver.url);
    try {
      const outcomes = [
        ['SUCCESS', undefined, 'payment.succeeded'],
        ['FAILED', 'Declined', 'payment.failed'],
        ['CANCEL', EXPIRED_REASON, 'payment.expired'],
        ['CANCEL', 'Cancelled by the payer', 'payment.cancelled'],
      ] as const;
      for (const [status, reason, type] of outcomes) {
        const pending = await seedPayment(s, app);
        const done = await s.services.payments.finish(pending.id, status, reason);
        const messageId = paymentMessageId(done.id, status);
        const { body } = await deliveryOf(receiver, messageId);
        // The spec's fields first, where they are, then what every event adds.
        expect(Object.keys(body)).toEqual([
          ...['transaction_id', 'app', 'channel', 'source', 'payment', 'transfer_info'],
          ...['type', 'created_at', 'test'],
        ]);
        expect(webhookPayloadSchema.parse(body)).toMatchObject({
          transaction_id: done.transactionId,
          payment: { payment_id: done.id, status },
          type,
          created_at: done.completedAt?.toISOString(),
          test: false,
        });
        expect(await loggedType(s, messageId)).toBe(type);
      }
    } finally {
      await setWebhookUrl(s, app.id, null);
      await receiver.close();
    }
  });

  it("sends a refund's outcome as refund.succeeded or refund.failed under the refund's own webhook-id", async () => {
    const s = server();
    const { app } = await newOwnerWithApp(s);
    const receiver = await startReceiver();
    await setWebhookUrl(s, app.id, receiver.url);
    try {
      const payment = await seedPayment(s, app, { status: 'SUCCESS', amount: '100000', fee: '0' });
      const succeeded = await refund(s, app, payment.id, 30000);
      const failed = await refund(s, app, payment.id, 10999);
      expect([succeeded.status, failed.status]).toEqual(['SUCCESS', 'FAILED']);

      const ok = await deliveryOf(receiver, refundMessageId(succeeded.id, 'SUCCESS'));
      expect(webhookPayloadSchema.parse(ok.body)).toMatchObject({
        transaction_id: payment.transactionId,
        payment: { payment_id: payment.id, status: 'SUCCESS' },
        type: 'refund.succeeded',
        created_at: succeeded.completedAt?.toISOString(),
        test: false,
        refund: { refund_id: succeeded.id, status: 'SUCCESS', amount: '30000', failure_reason: null },
      });
      const ko = await deliveryOf(receiver, refundMessageId(failed.id, 'FAILED'));
      expect(webhookPayloadSchema.parse(ko.body)).toMatchObject({
        type: 'refund.failed',
        refund: { refund_id: failed.id, status: 'FAILED', amount: '10999', failure_reason: expect.any(String) },
      });
      expect(await loggedType(s, refundMessageId(succeeded.id, 'SUCCESS'))).toBe('refund.succeeded');
      expect(await loggedType(s, refundMessageId(failed.id, 'FAILED'))).toBe('refund.failed');
      // No payment event was sent for the refunds: the payment's own event is its status change's.
      expect(bodies(receiver).every((r) => r.body.type !== 'payment.succeeded')).toBe(true);
    } finally {
      await setWebhookUrl(s, app.id, null);
      await receiver.close();
    }
  });

  it("resends a refund's event as the refund's from the log, and the payment's own event otherwise", async () => {
    const s = server();
    const { app, owner } = await newOwnerWithApp(s);
    const receiver = await startReceiver();
    await setWebhookUrl(s, app.id, receiver.url);
    try {
      const payment = await seedPayment(s, app, { status: 'SUCCESS', amount: '50000', fee: '0' });
      const whole = await refund(s, app, payment.id, 50000);
      const refundEvent = refundMessageId(whole.id, 'SUCCESS');
      await deliveryOf(receiver, refundEvent);

      // The log row's webhook-id: the refund's event again, same id, same body but the attempt.
      const again = await s.gql<{ resendWebhookEvent: { message_id: string; event_type: string; success: boolean } }>(
        RESEND_ONE,
        { app_id: app.id, payment_id: payment.id, message_id: refundEvent },
        { token: owner.token },
      );
      expect(again.data?.resendWebhookEvent).toEqual({
        message_id: refundEvent,
        event_type: 'refund.succeeded',
        success: true,
      });
      const resent = await deliveryOf(receiver, refundEvent, 2);
      expect(resent.body).toMatchObject({ type: 'refund.succeeded', refund: { refund_id: whole.id } });

      // Without a webhook-id, and from the transaction list: the payment's own event, though it is
      // REFUNDED now — payment.succeeded under the id it was first sent with.
      const own = paymentMessageId(payment.id, 'SUCCESS');
      const ownAgain = await s.gql<{ resendWebhookEvent: { message_id: string; event_type: string } }>(
        RESEND_ONE,
        { app_id: app.id, payment_id: payment.id },
        { token: owner.token },
      );
      expect(ownAgain.data?.resendWebhookEvent).toMatchObject({ message_id: own, event_type: 'payment.succeeded' });
      const fromList = await s.gql(RESEND_PAYMENT, { id: payment.id }, { token: owner.token });
      expect(fromList.data).toEqual({ resendPaymentToWebhook: { success: true } });
      const second = await deliveryOf(receiver, own, 2);
      expect(second.body).toMatchObject({ type: 'payment.succeeded', payment: { status: 'SUCCESS' }, test: false });

      // An id that is none of this payment's events (another payment's, made up) sends nothing.
      const other = await seedPayment(s, app, { status: 'SUCCESS' });
      const before = receiver.received.length;
      for (const message_id of [paymentMessageId(other.id, 'SUCCESS'), refundMessageId(other.id, 'SUCCESS'), 'msg_x']) {
        const refused = await s.gql(
          RESEND_ONE,
          { app_id: app.id, payment_id: payment.id, message_id },
          { token: owner.token },
        );
        expect(errorMessage(refused)).toBe('Webhook event not found');
      }
      expect(receiver.received.length).toBe(before);
      const rows = await s.database.db
        .select()
        .from(webhookAttempts)
        .where(and(eq(webhookAttempts.appId, app.id), eq(webhookAttempts.paymentId, other.id)));
      expect(rows).toEqual([]);
    } finally {
      await setWebhookUrl(s, app.id, null);
      await receiver.close();
    }
  });

  it("re-queues a failed refund event as the refund's in a bulk resend", async () => {
    const s = server();
    const { app, owner } = await newOwnerWithApp(s);
    const down = await startReceiver(500);
    await setWebhookUrl(s, app.id, down.url);
    const up = await startReceiver();
    try {
      const payment = await seedPayment(s, app, { status: 'SUCCESS', amount: '40000', fee: '0' });
      const from = new Date(Date.now() - 60_000).toISOString();
      const part = await refund(s, app, payment.id, 20000);
      const refundEvent = refundMessageId(part.id, 'SUCCESS');
      await deliveryOf(down, refundEvent);
      await setWebhookUrl(s, app.id, up.url);
      const to = new Date(Date.now() + 60_000).toISOString();
      const queued = await s.gql<{ resendFailedWebhooks: { count: number } }>(
        `mutation($app_id: ID!, $from_date: DateTime!, $to_date: DateTime!) { resendFailedWebhooks(app_id: $app_id, from_date: $from_date, to_date: $to_date) { count } }`,
        { app_id: app.id, from_date: from, to_date: to },
        { token: owner.token },
      );
      expect(queued.data?.resendFailedWebhooks.count).toBe(1);
      const delivered = await deliveryOf(up, refundEvent);
      expect(delivered.body).toMatchObject({ type: 'refund.succeeded', refund: { refund_id: part.id } });
    } finally {
      await setWebhookUrl(s, app.id, null);
      await down.close();
      await up.close();
    }
  });

  it('marks the Webhook Test button’s event test: true, and logs it as test', async () => {
    const s = server();
    const { app, owner } = await newOwnerWithApp(s);
    const receiver = await startReceiver();
    await setWebhookUrl(s, app.id, receiver.url);
    try {
      const sent = await s.gql(TEST_WEBHOOK, { id: app.id }, { token: owner.token });
      expect(sent.data).toEqual({ testAppWebhook: { success: true } });
      const [event] = bodies(receiver);
      expect(webhookPayloadSchema.parse(event?.body)).toMatchObject({
        app: { app_id: app.id },
        source: 'webhook-test',
        type: 'payment.succeeded',
        test: true,
      });
      expect(WEBHOOK_EVENT_TYPES).toContain(event?.body.type);
      const [row] = await s.database.db.select().from(webhookAttempts).where(eq(webhookAttempts.appId, app.id));
      expect(row?.eventType).toBe('test');
    } finally {
      await setWebhookUrl(s, app.id, null);
      await receiver.close();
    }
  });
});
