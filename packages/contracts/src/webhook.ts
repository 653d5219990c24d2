// The webhook body of PRODUCT §3 "Webhook sample": what the gateway sends a merchant's webhook_url
// (apps/server/src/modules/webhooks/payload.ts) and what /docs/webhook shows. Every body keeps the
// spec's fields where the sample has them, then says what happened (issue 29 item 4): its `type`,
// when (`created_at`) and whether it is the Webhook Test button's (`test`); a refund's event adds
// the refund, a complaint's the complaint.

import { APP_STATUSES, type AppStatus, PAYMENT_STATUSES, type PaymentStatus } from './enums.js';
import { PAYMENT_TYPES, type PaymentType, REFUND_DESTINATIONS, REFUND_STATUSES } from './payments.js';
import type { Refund } from './rest-types.js';

/** A payment reached a final status: SUCCESS, FAILED, or CANCEL (cancelled, or expired unpaid). */
export const PAYMENT_EVENT_TYPES = [
  'payment.succeeded',
  'payment.failed',
  'payment.cancelled',
  'payment.expired',
] as const;
/** A refund was settled by the payer's bank or chain (docs/adr/0029-refunds.md). */
export const REFUND_EVENT_TYPES = ['refund.succeeded', 'refund.failed'] as const;
/** A payer's complaint opened, and was resolved (issue 29 item 2, docs/adr/0031-complaints.md). */
export const COMPLAINT_EVENT_TYPES = ['complaint.opened', 'complaint.resolved'] as const;
export const WEBHOOK_EVENT_TYPES = [...PAYMENT_EVENT_TYPES, ...REFUND_EVENT_TYPES, ...COMPLAINT_EVENT_TYPES] as const;

export type PaymentEventType = (typeof PAYMENT_EVENT_TYPES)[number];
export type RefundEventType = (typeof REFUND_EVENT_TYPES)[number];
export type ComplaintEventType = (typeof COMPLAINT_EVENT_TYPES)[number];
export type WebhookEventType = (typeof WEBHOOK_EVENT_TYPES)[number];

/** The final statuses a payment's own event announces. */
export type AnnouncedPaymentStatus = 'SUCCESS' | 'FAILED' | 'CANCEL';

/** The payment event of a final status: a CANCEL is `payment.expired` when the payment timed out unpaid. */
export const paymentEventType = (status: AnnouncedPaymentStatus, isExpired: boolean): PaymentEventType =>
  status === 'SUCCESS'
    ? 'payment.succeeded'
    : status === 'FAILED'
      ? 'payment.failed'
      : isExpired
        ? 'payment.expired'
        : 'payment.cancelled';

/** The fields of the spec's sample, in its order. */
type SpecFields = {
  transaction_id: string;
  app: { app_id: string; name: string; status: AppStatus };
  channel: { channel_id: string; name: string };
  source: string;
  payment: {
    payment_id: string;
    amount: string;
    bank: string;
    /** The payment's status as the event announced it (a refund's event: as it stands). */
    status: PaymentStatus;
    user_id: string;
    account_number: string;
    account_name: string;
    /** The payment's method (ATM_CARD, VIRTUAL_ACCOUNT…), not the event's type. */
    type: PaymentType;
  };
  transfer_info: { sender_name: string; sender_account: string; sender_bank_bin: string; message: string };
};

/** What every event adds after the spec's fields. */
type EventFields<T extends WebhookEventType> = {
  type: T;
  /** When it happened (ISO 8601, UTC): the same on every retry and resend, unlike the webhook-timestamp header. */
  created_at: string;
  /** True only for the Webhook Test button's event: nothing happened to a real payment. */
  test: boolean;
};

export type PaymentWebhookPayload = SpecFields & EventFields<PaymentEventType>;
export type RefundWebhookPayload = SpecFields &
  EventFields<RefundEventType> & {
    /** The refund as POST /v1/partner/refund answers it, settled. */
    refund: Refund;
  };

/** A complaint's state (issue 29 item 2): OPEN until the merchant's answer or the deadline resolves it. */
export const COMPLAINT_STATUSES = ['OPEN', 'RESOLVED'] as const;
/** How a resolved complaint ended: the merchant keeps the payment (hold released), or the payer is refunded. */
export const COMPLAINT_OUTCOMES = ['PAYMENT_KEPT', 'REFUNDED'] as const;
export type WebhookComplaint = {
  complaint_id: string;
  status: (typeof COMPLAINT_STATUSES)[number];
  /** The disputed amount, held from the available balance while the complaint is open. */
  amount: string;
  /** The payer's reason. */
  reason: string;
  /** The deadline of the merchant's answer (ISO 8601). */
  respond_by: string;
  outcome: (typeof COMPLAINT_OUTCOMES)[number] | null;
  created_at: string;
  resolved_at: string | null;
};
export type ComplaintWebhookPayload = SpecFields & EventFields<ComplaintEventType> & { complaint: WebhookComplaint };

/** Every body the gateway sends, told apart by `type`. */
export type WebhookPayload = PaymentWebhookPayload | RefundWebhookPayload | ComplaintWebhookPayload;

// The same fields as data, so a merchant's server can check a verified body without zod: the SDK's
// verifyWebhook refuses a body that lacks one or has a value outside its enum. `satisfies` ties
// each shape to its type; webhook.test.ts ties it to the zod schemas (the OpenAPI document's).
// Extra fields pass: a newer gateway may add some, and an older SDK must keep working.
//   'string' · 'string?' (or null) · 'boolean' · an array: one of these values (null among them: or null)
type Leaf<V> = [V] extends [boolean]
  ? 'boolean'
  : [V] extends [string]
    ? string extends V
      ? 'string'
      : readonly V[]
    : [V] extends [string | null]
      ? string extends Exclude<V, null>
        ? 'string?'
        : readonly V[]
      : V extends object
        ? Shape<V>
        : never;
type Shape<T> = { readonly [K in keyof T]-?: Leaf<T[K]> };
type ShapeNode = 'string' | 'string?' | 'boolean' | readonly (string | null)[] | { readonly [key: string]: ShapeNode };

const SPEC_SHAPE = {
  transaction_id: 'string',
  app: { app_id: 'string', name: 'string', status: APP_STATUSES },
  channel: { channel_id: 'string', name: 'string' },
  source: 'string',
  payment: {
    payment_id: 'string',
    amount: 'string',
    bank: 'string',
    status: PAYMENT_STATUSES,
    user_id: 'string',
    account_number: 'string',
    account_name: 'string',
    type: PAYMENT_TYPES,
  },
  transfer_info: { sender_name: 'string', sender_account: 'string', sender_bank_bin: 'string', message: 'string' },
} as const satisfies Shape<SpecFields>;

/** Each kind of event's fields, in the order the body has them. */
export const WEBHOOK_PAYLOAD_SHAPES = {
  payment: { ...SPEC_SHAPE, type: PAYMENT_EVENT_TYPES, created_at: 'string', test: 'boolean' },
  refund: {
    ...SPEC_SHAPE,
    type: REFUND_EVENT_TYPES,
    created_at: 'string',
    test: 'boolean',
    refund: {
      refund_id: 'string',
      transaction_id: 'string',
      payment_id: 'string',
      status: REFUND_STATUSES,
      amount: 'string',
      fee_returned: 'string',
      debited: 'string',
      currency: 'string',
      chain: 'string?',
      reason: 'string',
      destination: REFUND_DESTINATIONS,
      failure_reason: 'string?',
      created_at: 'string',
      completed_at: 'string?',
    },
  },
  complaint: {
    ...SPEC_SHAPE,
    type: COMPLAINT_EVENT_TYPES,
    created_at: 'string',
    test: 'boolean',
    complaint: {
      complaint_id: 'string',
      status: COMPLAINT_STATUSES,
      amount: 'string',
      reason: 'string',
      respond_by: 'string',
      outcome: [...COMPLAINT_OUTCOMES, null],
      created_at: 'string',
      resolved_at: 'string?',
    },
  },
} as const satisfies {
  payment: Shape<PaymentWebhookPayload>;
  refund: Shape<RefundWebhookPayload>;
  complaint: Shape<ComplaintWebhookPayload>;
};
export type WebhookEventKind = keyof typeof WEBHOOK_PAYLOAD_SHAPES;

const KIND_TYPES: Record<WebhookEventKind, readonly string[]> = {
  payment: PAYMENT_EVENT_TYPES,
  refund: REFUND_EVENT_TYPES,
  complaint: COMPLAINT_EVENT_TYPES,
};

/** Which kind of event a type is (payment, refund, complaint), or undefined for a type this code does not know. */
export const webhookEventKind = (type: unknown): WebhookEventKind | undefined =>
  (Object.keys(KIND_TYPES) as WebhookEventKind[]).find((kind) => KIND_TYPES[kind].includes(type as string));

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const problemIn = (value: unknown, shape: ShapeNode, path: string): string | undefined => {
  if (shape === 'string') return typeof value === 'string' ? undefined : `${path} is not a string`;
  if (shape === 'string?')
    return typeof value === 'string' || value === null ? undefined : `${path} is not a string or null`;
  if (shape === 'boolean') return typeof value === 'boolean' ? undefined : `${path} is not a boolean`;
  if (Array.isArray(shape)) {
    return shape.includes(value as string | null)
      ? undefined
      : `${path} is not one of ${shape.map((v) => (v === null ? 'null' : v)).join(', ')}`;
  }
  if (!isObject(value)) return `${path || 'the body'} is not an object`;
  for (const [key, inner] of Object.entries(shape as { readonly [key: string]: ShapeNode })) {
    const problem = problemIn(value[key], inner, path ? `${path}.${key}` : key);
    if (problem) return problem;
  }
  return undefined;
};

/**
 * The first field of a parsed body that is missing, of another kind or outside its enum
 * (`payment.amount is not a string`), or undefined. The type picks the fields: a type this code
 * does not know is itself the problem, so a typed body is never handed on unchecked.
 */
export const webhookPayloadProblem = (value: unknown): string | undefined => {
  if (!isObject(value)) return 'the body is not an object';
  const kind = webhookEventKind(value.type);
  if (!kind) return `type is not one of ${WEBHOOK_EVENT_TYPES.join(', ')}`;
  return problemIn(value, WEBHOOK_PAYLOAD_SHAPES[kind], '');
};

export const isWebhookPayload = (value: unknown): value is WebhookPayload => webhookPayloadProblem(value) === undefined;
