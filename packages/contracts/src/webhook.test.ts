import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import {
  complaintWebhookPayloadSchema,
  paymentWebhookPayloadSchema,
  refundWebhookPayloadSchema,
  webhookPayloadSchema,
} from './rest-schemas.js';
import {
  isWebhookPayload,
  PAYMENT_EVENT_TYPES,
  paymentEventType,
  WEBHOOK_EVENT_TYPES,
  WEBHOOK_PAYLOAD_SHAPES,
  type WebhookEventKind,
  webhookEventKind,
  webhookPayloadProblem,
} from './webhook.js';
import { COMPLAINT_WEBHOOK_SAMPLE, REFUND_WEBHOOK_SAMPLE, WEBHOOK_SAMPLE } from './webhook-samples.js';

// The SDK checks a body with WEBHOOK_PAYLOAD_SHAPES (no zod in a merchant's bundle); the OpenAPI
// document describes it with the zod schemas. Both must name the same fields, kinds and values.
const shapeOf = (schema: z.ZodType): unknown => {
  if (schema instanceof z.ZodNullable) {
    const inner = shapeOf(schema.unwrap() as z.ZodType);
    return inner === 'string' ? 'string?' : [...(inner as string[]), null];
  }
  // z.string() and its formats (z.uuid(), z.iso.datetime()).
  if (schema._zod.def.type === 'string') return 'string';
  if (schema instanceof z.ZodBoolean) return 'boolean';
  if (schema instanceof z.ZodEnum) return schema.options;
  expect(schema).toBeInstanceOf(z.ZodObject);
  const fields = Object.entries((schema as z.ZodObject).shape);
  // Every field required: an optional one would be a field the SDK's check must not demand.
  for (const [, inner] of fields) expect(inner.safeParse(undefined).success).toBe(false);
  return Object.fromEntries(fields.map(([key, inner]) => [key, shapeOf(inner)]));
};

const SCHEMAS: Record<WebhookEventKind, z.ZodObject> = {
  payment: paymentWebhookPayloadSchema,
  refund: refundWebhookPayloadSchema,
  complaint: complaintWebhookPayloadSchema,
};
const SAMPLES = { payment: WEBHOOK_SAMPLE, refund: REFUND_WEBHOOK_SAMPLE, complaint: COMPLAINT_WEBHOOK_SAMPLE };
const SPEC_FIELDS = ['transaction_id', 'app', 'channel', 'source', 'payment', 'transfer_info'];

describe('the webhook body shape', () => {
  it.each(Object.keys(SCHEMAS) as WebhookEventKind[])(
    'names the fields and values of the OpenAPI schema of a %s event, all required, in order',
    (kind) => {
      expect(shapeOf(SCHEMAS[kind])).toEqual(WEBHOOK_PAYLOAD_SHAPES[kind]);
      expect(Object.keys(SCHEMAS[kind].shape)).toEqual(Object.keys(WEBHOOK_PAYLOAD_SHAPES[kind]));
    },
  );

  it.each(Object.keys(SAMPLES) as WebhookEventKind[])(
    'keeps the spec sample’s fields first, where they are, in the %s sample',
    (kind) => {
      const sample = SAMPLES[kind];
      expect(Object.keys(sample).slice(0, SPEC_FIELDS.length)).toEqual(SPEC_FIELDS);
      expect(Object.keys(sample).slice(SPEC_FIELDS.length, SPEC_FIELDS.length + 3)).toEqual([
        'type',
        'created_at',
        'test',
      ]);
      expect(webhookPayloadProblem(sample)).toBeUndefined();
      expect(webhookPayloadSchema.safeParse(sample).success).toBe(true);
    },
  );

  it('gives every event type one kind, by its prefix', () => {
    for (const type of WEBHOOK_EVENT_TYPES) expect(webhookEventKind(type)).toBe(type.split('.')[0]);
    expect(webhookEventKind('payment.success')).toBeUndefined();
  });

  it('names the payment event of each final status; an expired CANCEL is payment.expired', () => {
    expect(paymentEventType('SUCCESS', false)).toBe('payment.succeeded');
    expect(paymentEventType('FAILED', false)).toBe('payment.failed');
    expect(paymentEventType('CANCEL', false)).toBe('payment.cancelled');
    expect(paymentEventType('CANCEL', true)).toBe('payment.expired');
    expect(new Set(PAYMENT_EVENT_TYPES)).toEqual(
      new Set([
        paymentEventType('SUCCESS', false),
        paymentEventType('FAILED', false),
        paymentEventType('CANCEL', false),
        paymentEventType('CANCEL', true),
      ]),
    );
  });

  it('accepts fields a newer gateway may add', () => {
    expect(isWebhookPayload({ ...WEBHOOK_SAMPLE, livemode: true })).toBe(true);
  });

  it.each([
    ['an array', [], 'the body is not an object'],
    ['null', null, 'the body is not an object'],
    ['a body without a type (before typed events)', { ...WEBHOOK_SAMPLE, type: undefined }, /^type is not one of/],
    ['an unknown type', { ...WEBHOOK_SAMPLE, type: 'payment.success' }, /^type is not one of payment\.succeeded, /],
    ['a missing field', { ...WEBHOOK_SAMPLE, source: undefined }, 'source is not a string'],
    [
      'a number amount',
      { ...WEBHOOK_SAMPLE, payment: { ...WEBHOOK_SAMPLE.payment, amount: 250000 } },
      'payment.amount is not a string',
    ],
    [
      'a status outside its enum',
      { ...WEBHOOK_SAMPLE, payment: { ...WEBHOOK_SAMPLE.payment, status: 'PAID' } },
      'payment.status is not one of SUCCESS, FAILED, CANCEL, PENDING, IN_COMPLAIN, REFUNDED',
    ],
    ['a test flag as text', { ...WEBHOOK_SAMPLE, test: 'false' }, 'test is not a boolean'],
    ['a missing object', { ...WEBHOOK_SAMPLE, transfer_info: undefined }, 'transfer_info is not an object'],
    ['a refund event without its refund', { ...REFUND_WEBHOOK_SAMPLE, refund: undefined }, 'refund is not an object'],
    [
      'a refund whose failure reason is a number',
      { ...REFUND_WEBHOOK_SAMPLE, refund: { ...REFUND_WEBHOOK_SAMPLE.refund, failure_reason: 1 } },
      'refund.failure_reason is not a string or null',
    ],
    [
      'a complaint with an unknown outcome',
      { ...COMPLAINT_WEBHOOK_SAMPLE, complaint: { ...COMPLAINT_WEBHOOK_SAMPLE.complaint, outcome: 'WON' } },
      'complaint.outcome is not one of PAYMENT_KEPT, REFUNDED, null',
    ],
  ])('names the first wrong field of %s', (_name, body, problem) => {
    const found = webhookPayloadProblem(body);
    if (typeof problem === 'string') expect(found).toBe(problem);
    else expect(found).toMatch(problem);
    expect(isWebhookPayload(body)).toBe(false);
    // The OpenAPI document's schema refuses it too.
    expect(webhookPayloadSchema.safeParse(body).success).toBe(false);
  });
});
