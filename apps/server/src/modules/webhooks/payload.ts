// The webhook bodies of PRODUCT §3 "Webhook sample" with their type (issue 29 item 4): a payment's
// final status and a refund's outcome fill it from the database; testAppWebhook sends a clearly
// fake one for the app, marked `test`.

import {
  type AnnouncedPaymentStatus,
  type AppStatus,
  type ComplaintWebhookPayload,
  type PaymentStatus,
  type PaymentType,
  type PaymentWebhookPayload,
  paymentEventType,
  type RefundWebhookPayload,
  WEBHOOK_SAMPLE,
} from '@paygate/contracts';
import {
  type ComplaintRow,
  type ComplaintStep,
  complaintView,
  EXPIRED_REASON,
  type RefundRow,
  refundView,
} from '../payments/index.js';

type AppLike = { id: string; name: string; status: string };
type ChannelLike = { id: string; name: string } | undefined;

export const testWebhookPayload = (app: AppLike, channel: ChannelLike, now = new Date()): PaymentWebhookPayload => ({
  // The documented sample's payment, under this app and channel and ids that say "test".
  ...WEBHOOK_SAMPLE,
  transaction_id: `TEST-${now.getTime()}`,
  app: { app_id: app.id, name: app.name, status: app.status as AppStatus },
  channel: { channel_id: channel?.id ?? '', name: channel?.name ?? '' },
  source: 'webhook-test',
  payment: { ...WEBHOOK_SAMPLE.payment, payment_id: `test_${now.getTime()}` },
  transfer_info: { ...WEBHOOK_SAMPLE.transfer_info, message: 'Paygate webhook test' },
  created_at: now.toISOString(),
  test: true,
});

type PaymentLike = {
  id: string;
  transactionId: string;
  amount: string;
  bank: string | null;
  status: string;
  userId: string | null;
  accountNumber: string | null;
  accountName: string | null;
  type: string;
  source: string | null;
  failureReason: string | null;
  completedAt: Date | null;
  details: Record<string, string | null>;
};

/** The fields of the spec's sample, in its order, from a payment (amount already normalised). */
const specFields = (payment: PaymentLike, app: AppLike, channel: ChannelLike) => ({
  transaction_id: payment.transactionId,
  app: { app_id: app.id, name: app.name, status: app.status as AppStatus },
  channel: { channel_id: channel?.id ?? '', name: channel?.name ?? '' },
  source: payment.source ?? '',
  payment: {
    payment_id: payment.id,
    amount: payment.amount,
    bank: payment.bank ?? '',
    // The database's enums: the body's types name the same values (contracts PAYMENT_STATUSES, PAYMENT_TYPES).
    status: payment.status as PaymentStatus,
    user_id: payment.userId ?? '',
    account_number: payment.accountNumber ?? '',
    account_name: payment.accountName ?? '',
    type: payment.type as PaymentType,
  },
  transfer_info: {
    sender_name: payment.details.sender_name ?? '',
    sender_account: payment.details.sender_account ?? '',
    sender_bank_bin: payment.details.sender_bank_bin ?? '',
    message: payment.details.message ?? '',
  },
});

/**
 * The event of a payment's final status. The body carries the status the event announced, even if
 * a later event changed it, and the time it happened: the same on every retry and resend.
 */
export const paymentWebhookPayload = (
  payment: PaymentLike,
  status: AnnouncedPaymentStatus,
  app: AppLike,
  channel: ChannelLike,
): PaymentWebhookPayload => ({
  ...specFields({ ...payment, status }, app, channel),
  type: paymentEventType(status, status === 'CANCEL' && payment.failureReason === EXPIRED_REASON),
  created_at: (payment.completedAt ?? new Date()).toISOString(),
  test: false,
});

/** A refund's outcome (PRODUCT §11, ADR 0029): the payment's body as it stands, the type and the refund. */
export const refundWebhookPayload = (
  payment: PaymentLike,
  app: AppLike,
  channel: ChannelLike,
  refund: RefundRow,
): RefundWebhookPayload => ({
  ...specFields(payment, app, channel),
  type: refund.status === 'SUCCESS' ? 'refund.succeeded' : 'refund.failed',
  created_at: (refund.completedAt ?? new Date()).toISOString(),
  test: false,
  refund: refundView(refund),
});

/**
 * A complaint's moment (ADR 0031): the payment's body as it stands, the type, and the complaint as
 * it is. Its time is the moment's own (opened, or resolved), the same on every retry and resend.
 */
export const complaintWebhookPayload = (
  payment: PaymentLike,
  app: AppLike,
  channel: ChannelLike,
  complaint: ComplaintRow,
  step: ComplaintStep,
): ComplaintWebhookPayload => ({
  ...specFields(payment, app, channel),
  type: step === 'opened' ? 'complaint.opened' : 'complaint.resolved',
  created_at: (step === 'opened' ? complaint.createdAt : (complaint.resolvedAt ?? new Date())).toISOString(),
  test: false,
  complaint: complaintView(complaint),
});
