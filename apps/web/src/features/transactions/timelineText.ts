import { i18n, type MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { TransactionDetailQuery } from '../../gql/graphql';
import { formatMoney } from '../../lib/amount';

// How the detail's Timeline (issue 29 item 5, PRODUCT §11) writes each moment of a payment's
// story: a line saying what happened and who did it, a detail under it, and the dot's colour.

type Moment = TransactionDetailQuery['allPayment']['data'][number]['timeline'][number];
/** A moment as the detail's query reads it (`Payment.timeline`); what a kind does not carry may be left out. */
export type TimelineEvent = Pick<Moment, 'kind' | 'actor'> &
  Partial<Pick<Moment, 'actor_name' | 'amount' | 'note' | 'webhook_type' | 'attempt' | 'status_code' | 'success'>>;

/** Renders a message in the portal's language: useLingui's `t`, or `i18n._` (issue 31). */
type Translate = (descriptor: MessageDescriptor) => string;

export type TimelineLine = { title: string; detail?: string; tone: 'green' | 'red' | 'blue' | 'gray' };

/**
 * Who did it, as the lines name them: "Olivia Owner", "the app's server (gateway API)"… Each line
 * is a whole sentence around it ("Created by {actor}"), so each language orders it its own way.
 */
const actorOf = (event: TimelineEvent, t: Translate): string => {
  switch (event.actor) {
    case 'MEMBER':
      return event.actor_name ?? t(msg`a member`);
    case 'APP':
      return t(msg`the app's server (gateway API)`);
    case 'OPERATOR':
      return t(msg`the operator (CLI)`);
    case 'PAYER':
      return t(msg`the payer`);
    case 'GATEWAY':
      return t(msg`the gateway`);
  }
};

/**
 * The line of one moment. `t` renders the words in the portal's language (useLingui's `t`); the
 * active language of the portal's Lingui instance when none is given.
 */
export const timelineLine = (
  event: TimelineEvent,
  currency: string,
  t: Translate = (descriptor) => i18n._(descriptor),
): TimelineLine => {
  const amount = event.amount ? formatMoney(event.amount, currency) : undefined;
  const note = event.note;
  switch (event.kind) {
    case 'CREATED': {
      const actor = actorOf(event, t);
      return { title: t(msg`Created by ${actor}`), tone: 'gray' };
    }
    case 'PAID':
      return event.actor === 'PAYER'
        ? { title: t(msg`Paid by the payer`), tone: 'green' }
        : { title: t(msg`Completed by the bank or chain`), tone: 'green' };
    case 'FAILED':
      return { title: t(msg`Failed`), ...(note ? { detail: note } : {}), tone: 'red' };
    case 'CANCELLED':
      return { title: t(msg`Cancelled`), ...(note ? { detail: note } : {}), tone: 'gray' };
    case 'REFUND_REQUESTED': {
      const actor = actorOf(event, t);
      return {
        title: amount ? t(msg`Refund of ${amount} requested by ${actor}`) : t(msg`Refund requested by ${actor}`),
        ...(note ? { detail: t(msg`Reason: ${note}`) } : {}),
        tone: 'blue',
      };
    }
    case 'REFUND_SUCCEEDED':
      return {
        title: amount ? t(msg`Refund of ${amount} reached the payer`) : t(msg`Refund reached the payer`),
        tone: 'green',
      };
    case 'REFUND_FAILED':
      return {
        title: amount
          ? t(msg`Refund of ${amount} failed: the amount is back in the balance`)
          : t(msg`Refund failed: the amount is back in the balance`),
        ...(note ? { detail: note } : {}),
        tone: 'red',
      };
    case 'COMPLAINT_OPENED': {
      const actor = actorOf(event, t);
      return {
        title: amount ? t(msg`Disputed by ${actor}: ${amount} held`) : t(msg`Disputed by ${actor}`),
        ...(note ? { detail: t(msg`Reason: ${note}`) } : {}),
        tone: 'red',
      };
    }
    case 'COMPLAINT_ANSWERED': {
      const actor = actorOf(event, t);
      return {
        title: note === 'ACCEPT' ? t(msg`Complaint accepted by ${actor}`) : t(msg`Complaint contested by ${actor}`),
        tone: 'blue',
      };
    }
    case 'COMPLAINT_RESOLVED':
      return note === 'PAYMENT_KEPT'
        ? {
            title: t(msg`Complaint resolved: the payment stays with the merchant, the hold is released`),
            tone: 'green',
          }
        : { title: t(msg`Complaint resolved: the payer is refunded`), tone: 'gray' };
    case 'WEBHOOK': {
      const type = event.webhook_type ?? '';
      const attempt = event.attempt && event.attempt > 1 ? event.attempt : undefined;
      // The app server's HTTP status is a code, the same in every language.
      const answer = event.status_code ? `HTTP ${event.status_code}` : t(msg`no answer`);
      const title = event.success
        ? attempt
          ? t(msg`Webhook ${type} (attempt ${attempt}): accepted, ${answer}`)
          : t(msg`Webhook ${type}: accepted, ${answer}`)
        : attempt
          ? t(msg`Webhook ${type} (attempt ${attempt}): not accepted, ${answer}`)
          : t(msg`Webhook ${type}: not accepted, ${answer}`);
      return {
        title,
        ...(!event.success && note ? { detail: note } : {}),
        tone: event.success ? 'green' : 'red',
      };
    }
  }
};
