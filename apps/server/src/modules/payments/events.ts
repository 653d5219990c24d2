import type { AnnouncedPaymentStatus, PaymentStatus, RefundStatus } from '@paygate/contracts';

// The webhook events of a payment (issue 29 item 4) as the outbox names them: its own event, when it
// reached a final status, and one per settled refund. Each event's webhook-id is made here and read
// back here, so the delivery log's message_id alone says which event a resend re-sends — a
// refund's event re-sends the refund's, not the payment's. Merchants de-duplicate on these ids:
// their format never changes.

/** One delivery of one event: the webhook queue's job (payments writes it, webhooks delivers it). */
export type WebhookJob = {
  paymentId: string;
  /** A refund's event (ADR 0029): the payment's body with the refund and its type. */
  refundId?: string;
  /** A complaint's event (ADR 0031): the payment's body with the complaint as it was opened or resolved. */
  complaintId?: string;
  complaintEvent?: ComplaintStep;
  /** The app the webhook goes to: its deliveries share a concurrency limit (lib/jobs.ts). Absent on older jobs. */
  appId?: string;
  status: PaymentStatus;
  attempt: number;
  messageId: string;
  /** A resend asked for in the portal: one attempt, no retry schedule of its own (issue #14). */
  resend?: true;
};

/** The failure reason of a payment that timed out unpaid: its CANCEL event is payment.expired. */
export const EXPIRED_REASON = 'Expired';
/** The failure reason of a payment its payer cancelled on the checkout: its CANCEL event is payment.cancelled. */
export const CANCELLED_REASON = 'Cancelled by the payer';

/** An event's webhook-id: one per payment status change, the same on every attempt and resend. */
export const paymentMessageId = (paymentId: string, status: PaymentStatus) =>
  `msg_${paymentId.replaceAll('-', '')}_${status.toLowerCase()}`;

/** A refund's event id: one per outcome, the same on every retry. */
export const refundMessageId = (refundId: string, status: RefundStatus) =>
  `msg_${refundId.replaceAll('-', '')}_refund_${status.toLowerCase()}`;

/** The two moments of a complaint its merchant is told of (complaint.opened, complaint.resolved). */
export type ComplaintStep = 'opened' | 'resolved';

/** A complaint's event id: one per moment, the same on every retry. */
export const complaintMessageId = (complaintId: string, step: ComplaintStep) =>
  `msg_${complaintId.replaceAll('-', '')}_complaint_${step}`;

/**
 * The status a payment's own event announced: its final status, or SUCCESS for a payment that
 * has since been refunded or disputed (only a successful payment gets there); none while PENDING.
 */
export const announcedStatus = (status: PaymentStatus): AnnouncedPaymentStatus | undefined => {
  if (status === 'SUCCESS' || status === 'FAILED' || status === 'CANCEL') return status;
  if (status === 'REFUNDED' || status === 'IN_COMPLAIN') return 'SUCCESS';
  return undefined;
};

/** The job delivering the payment's own event again (Resend Webhook); undefined while it is PENDING. */
export const ownEventJob = (payment: { id: string; appId: string; status: PaymentStatus }): WebhookJob | undefined => {
  const status = announcedStatus(payment.status);
  if (!status) return undefined;
  return {
    paymentId: payment.id,
    appId: payment.appId,
    status,
    attempt: 0,
    messageId: paymentMessageId(payment.id, status),
    resend: true,
  };
};

const uuidOf = (hex: string) =>
  `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
const REFUND_MESSAGE = /^msg_([0-9a-f]{32})_refund_(success|failed)$/;
const COMPLAINT_MESSAGE = /^msg_([0-9a-f]{32})_complaint_(opened|resolved)$/;

/**
 * The job delivering again the event a webhook-id names, for the payment the log row is of: the
 * payment's own event, a refund's or a complaint's (the worker then checks it is this payment's).
 * Undefined for an id that is neither.
 */
export const eventJobOf = (payment: { id: string; appId: string }, messageId: string): WebhookJob | undefined => {
  const job = { paymentId: payment.id, appId: payment.appId, attempt: 0, messageId, resend: true as const };
  for (const status of ['SUCCESS', 'FAILED', 'CANCEL'] as const) {
    if (paymentMessageId(payment.id, status) === messageId) return { ...job, status };
  }
  const complaint = COMPLAINT_MESSAGE.exec(messageId);
  if (complaint?.[1] && complaint[2]) {
    const complaintId = uuidOf(complaint[1]);
    const step = complaint[2] === 'opened' ? 'opened' : 'resolved';
    if (complaintMessageId(complaintId, step) !== messageId) return undefined;
    return { ...job, complaintId, complaintEvent: step, status: 'IN_COMPLAIN' };
  }
  const refund = REFUND_MESSAGE.exec(messageId);
  if (!refund?.[1] || !refund[2]) return undefined;
  const refundId = uuidOf(refund[1]);
  const status = refund[2] === 'success' ? 'SUCCESS' : 'FAILED';
  // Read back through the builder: only an id it would make is taken.
  if (refundMessageId(refundId, status) !== messageId) return undefined;
  return { ...job, refundId, status: 'SUCCESS' };
};
