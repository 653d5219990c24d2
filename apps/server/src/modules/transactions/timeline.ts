import type { PaymentEventActor, PaymentEventKind, PaymentStatus } from '@paygate/contracts';
import { isRefundable } from '@paygate/contracts';
import { normalize } from '../../lib/money.js';

// A payment's story in its detail (issue 29 item 5, PRODUCT §11): what the payment, its refunds,
// its delivery log and the audit log already hold, put in the order it happened. Nothing is
// stored for it: each moment is read from the row that records it, so the story cannot disagree
// with the rest of the detail.

export type TimelineEvent = {
  at: Date;
  kind: PaymentEventKind;
  actor: PaymentEventActor;
  actorName: string | null;
  refundId: string | null;
  amount: string | null;
  note: string | null;
  webhookType: string | null;
  attempt: number | null;
  statusCode: number | null;
  success: boolean | null;
};

type Payment = {
  id: string;
  type: string;
  status: PaymentStatus;
  createdAt: Date;
  completedAt: Date | null;
  failureReason: string | null;
  /** The member who ordered a portal money order (cash-in, cash-out…), by name. */
  madeBy: string | null;
};
type Refund = {
  id: string;
  amount: string;
  reason: string;
  status: string;
  failureReason: string | null;
  createdAt: Date;
  completedAt: Date | null;
};
type Complaint = {
  id: string;
  amount: string;
  reason: string;
  createdAt: Date;
  response: string | null;
  respondedAt: Date | null;
  outcome: string | null;
  resolvedAt: Date | null;
};
type Attempt = {
  createdAt: Date;
  eventType: string;
  attempt: number;
  statusCode: number | null;
  success: boolean;
  error: string | null;
};
/** An audit entry about the payment or one of its refunds. */
export type AuditAct = { action: string; actorType: string; actorName: string | null; targetId: string | null };

const EMPTY = {
  actorName: null,
  refundId: null,
  amount: null,
  note: null,
  webhookType: null,
  attempt: null,
  statusCode: null,
  success: null,
} as const;

/** Who acted, as the audit log recorded it; `fallback` where it holds nothing (older rows). */
const actorOf = (
  act: AuditAct | undefined,
  fallback: PaymentEventActor,
): Pick<TimelineEvent, 'actor' | 'actorName'> => {
  if (act?.actorType === 'USER') return { actor: 'MEMBER', actorName: act.actorName };
  if (act?.actorType === 'OPERATOR') return { actor: 'OPERATOR', actorName: null };
  return { actor: fallback, actorName: null };
};

/** How a finished payment ended; REFUNDED and IN_COMPLAIN were paid first. */
const outcomeOf = (status: PaymentStatus): PaymentEventKind | undefined => {
  if (status === 'SUCCESS' || status === 'REFUNDED' || status === 'IN_COMPLAIN') return 'PAID';
  if (status === 'FAILED') return 'FAILED';
  if (status === 'CANCEL') return 'CANCELLED';
  return undefined;
};

export const paymentTimeline = (input: {
  payment: Payment;
  refunds: readonly Refund[];
  /** Its payer's complaint (issue 29 item 2), if one was ever opened. */
  complaint?: Complaint | undefined;
  attempts: readonly Attempt[];
  acts: readonly AuditAct[];
}): TimelineEvent[] => {
  const { payment, refunds, complaint, attempts, acts } = input;
  const act = (targetId: string, action: (name: string) => boolean) =>
    acts.find((a) => a.targetId === targetId && action(a.action));
  // A payer's pay-in is created by the app's server; a portal money order by the member.
  const ordered = act(payment.id, (name) => name.startsWith('money.') && name !== 'money.settled');
  const creator = ordered
    ? actorOf(ordered, 'APP')
    : payment.madeBy
      ? { actor: 'MEMBER' as const, actorName: payment.madeBy }
      : { actor: 'APP' as const, actorName: null };
  const events: TimelineEvent[] = [{ ...EMPTY, at: payment.createdAt, kind: 'CREATED', ...creator }];

  const outcome = outcomeOf(payment.status);
  if (outcome && payment.completedAt)
    events.push({
      ...EMPTY,
      at: payment.completedAt,
      kind: outcome,
      // A payer pays a pay-in; the gateway's bank or chain settles the merchant's own orders.
      actor: outcome === 'PAID' && isRefundable(payment.type) ? 'PAYER' : 'GATEWAY',
      note: outcome === 'PAID' ? null : payment.failureReason,
    });

  for (const refund of refunds) {
    const amount = normalize(refund.amount) ?? refund.amount;
    events.push({
      ...EMPTY,
      at: refund.createdAt,
      kind: 'REFUND_REQUESTED',
      ...actorOf(
        act(refund.id, (name) => name === 'money.refund'),
        'APP',
      ),
      refundId: refund.id,
      amount,
      note: refund.reason,
    });
    if (refund.completedAt && refund.status !== 'PENDING')
      events.push({
        ...EMPTY,
        at: refund.completedAt,
        kind: refund.status === 'SUCCESS' ? 'REFUND_SUCCEEDED' : 'REFUND_FAILED',
        actor: 'GATEWAY',
        refundId: refund.id,
        amount,
        note: refund.status === 'SUCCESS' ? null : refund.failureReason,
      });
  }

  if (complaint) {
    const amount = normalize(complaint.amount) ?? complaint.amount;
    events.push({
      ...EMPTY,
      at: complaint.createdAt,
      kind: 'COMPLAINT_OPENED',
      actor: 'PAYER',
      amount,
      note: complaint.reason,
    });
    if (complaint.response && complaint.respondedAt)
      events.push({
        ...EMPTY,
        at: complaint.respondedAt,
        kind: 'COMPLAINT_ANSWERED',
        ...actorOf(
          act(payment.id, (name) => name === 'complaint.answered'),
          'MEMBER',
        ),
        note: complaint.response,
      });
    if (complaint.outcome && complaint.resolvedAt)
      events.push({
        ...EMPTY,
        at: complaint.resolvedAt,
        kind: 'COMPLAINT_RESOLVED',
        // A member who accepted resolved it; the payer's bank or the deadline did otherwise.
        ...actorOf(
          act(payment.id, (name) => name === 'complaint.resolved'),
          'GATEWAY',
        ),
        amount,
        note: complaint.outcome,
      });
  }

  for (const attempt of attempts)
    events.push({
      ...EMPTY,
      at: attempt.createdAt,
      kind: 'WEBHOOK',
      actor: 'GATEWAY',
      webhookType: attempt.eventType,
      attempt: attempt.attempt,
      statusCode: attempt.statusCode,
      success: attempt.success,
      note: attempt.success ? null : attempt.error,
    });

  // Oldest first; a moment and what it caused share a millisecond at most, kept in the order above.
  return events
    .map((event, order) => ({ event, order }))
    .sort((a, b) => a.event.at.getTime() - b.event.at.getTime() || a.order - b.order)
    .map(({ event }) => event);
};
