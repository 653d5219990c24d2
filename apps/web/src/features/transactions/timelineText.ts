import type { TransactionDetailQuery } from '../../gql/graphql';
import { formatMoney } from '../../lib/amount';

// How the detail's Timeline (issue 29 item 5, PRODUCT §11) writes each moment of a payment's
// story: a line saying what happened and who did it, a detail under it, and the dot's colour.

type Moment = TransactionDetailQuery['allPayment']['data'][number]['timeline'][number];
/** A moment as the detail's query reads it (`Payment.timeline`); what a kind does not carry may be left out. */
export type TimelineEvent = Pick<Moment, 'kind' | 'actor'> &
  Partial<Pick<Moment, 'actor_name' | 'amount' | 'note' | 'webhook_type' | 'attempt' | 'status_code' | 'success'>>;

export type TimelineLine = { title: string; detail?: string; tone: 'green' | 'red' | 'blue' | 'gray' };

/** "by Olivia Owner", "by the app's server (gateway API)"… */
const by = (event: TimelineEvent): string => {
  switch (event.actor) {
    case 'MEMBER':
      return `by ${event.actor_name ?? 'a member'}`;
    case 'APP':
      return "by the app's server (gateway API)";
    case 'OPERATOR':
      return 'by the operator (CLI)';
    case 'PAYER':
      return 'by the payer';
    case 'GATEWAY':
      return 'by the gateway';
  }
};

export const timelineLine = (event: TimelineEvent, currency: string): TimelineLine => {
  const refund = event.amount ? `Refund of ${formatMoney(event.amount, currency)}` : 'Refund';
  switch (event.kind) {
    case 'CREATED':
      return { title: `Created ${by(event)}`, tone: 'gray' };
    case 'PAID':
      return event.actor === 'PAYER'
        ? { title: 'Paid by the payer', tone: 'green' }
        : { title: 'Completed by the bank or chain', tone: 'green' };
    case 'FAILED':
      return { title: 'Failed', ...(event.note ? { detail: event.note } : {}), tone: 'red' };
    case 'CANCELLED':
      return { title: 'Cancelled', ...(event.note ? { detail: event.note } : {}), tone: 'gray' };
    case 'REFUND_REQUESTED':
      return {
        title: `${refund} requested ${by(event)}`,
        ...(event.note ? { detail: `Reason: ${event.note}` } : {}),
        tone: 'blue',
      };
    case 'REFUND_SUCCEEDED':
      return { title: `${refund} reached the payer`, tone: 'green' };
    case 'REFUND_FAILED':
      return {
        title: `${refund} failed: the amount is back in the balance`,
        ...(event.note ? { detail: event.note } : {}),
        tone: 'red',
      };
    case 'COMPLAINT_OPENED':
      return {
        title: `Disputed ${by(event)}${event.amount ? `: ${formatMoney(event.amount, currency)} held` : ''}`,
        ...(event.note ? { detail: `Reason: ${event.note}` } : {}),
        tone: 'red',
      };
    case 'COMPLAINT_ANSWERED':
      return {
        title: event.note === 'ACCEPT' ? `Complaint accepted ${by(event)}` : `Complaint contested ${by(event)}`,
        tone: 'blue',
      };
    case 'COMPLAINT_RESOLVED':
      return event.note === 'PAYMENT_KEPT'
        ? { title: 'Complaint resolved: the payment stays with the merchant, the hold is released', tone: 'green' }
        : { title: 'Complaint resolved: the payer is refunded', tone: 'gray' };
    case 'WEBHOOK': {
      const attempt = event.attempt && event.attempt > 1 ? ` (attempt ${event.attempt})` : '';
      const answer = event.status_code ? `HTTP ${event.status_code}` : 'no answer';
      return {
        title: `Webhook ${event.webhook_type ?? ''}${attempt}: ${event.success ? 'accepted' : 'not accepted'}, ${answer}`,
        ...(!event.success && event.note ? { detail: event.note } : {}),
        tone: event.success ? 'green' : 'red',
      };
    }
  }
};
