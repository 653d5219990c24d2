import { COMPLAINT_WEBHOOK_SAMPLE, REFUND_WEBHOOK_SAMPLE, WEBHOOK_SAMPLE } from '@paygate/contracts';
import { Webhook } from 'standardwebhooks';
import { describe, expect, expectTypeOf, it } from 'vitest';
import { WebhookPayloadError, WebhookReplayError, WebhookSignatureError, WebhookTimestampError } from './errors.js';
import type { Refund, WebhookComplaint } from './index.js';
import { verifyWebhook } from './webhook.js';

// Signed by the reference library the server signs with, so these tests check interoperability,
// not this file against itself.
const SECRET = `whsec_${Buffer.from('a-test-secret-of-24-bytes').toString('base64')}`;
// The body the gateway sends (PRODUCT §3 "Webhook sample"), as contracts writes it once.
const PAYLOAD = WEBHOOK_SAMPLE;
const BODY = JSON.stringify(PAYLOAD);

const signed = (options: { id?: string; at?: Date; body?: string; secret?: string } = {}) => {
  const id = options.id ?? `msg_${Math.random().toString(36).slice(2)}`;
  const at = options.at ?? new Date();
  const timestamp = new Date(Math.floor(at.getTime() / 1000) * 1000);
  return {
    'webhook-id': id,
    'webhook-timestamp': String(timestamp.getTime() / 1000),
    'webhook-signature': new Webhook(options.secret ?? SECRET).sign(id, timestamp, options.body ?? BODY),
  };
};

describe('verifyWebhook', () => {
  it('accepts a webhook signed per Standard Webhooks and returns its parsed body', async () => {
    const headers = signed({ id: 'msg_1' });
    const event = await verifyWebhook(BODY, headers, SECRET);
    expect(event.id).toBe('msg_1');
    expect(event.payload.transaction_id).toBe(WEBHOOK_SAMPLE.transaction_id);
    expect(event.timestamp.getTime() / 1000).toBe(Number(headers['webhook-timestamp']));
  });

  it('takes raw bytes, Fetch API headers and upper-case header names', async () => {
    const headers = signed();
    await expect(verifyWebhook(Buffer.from(BODY), new Headers(headers), SECRET)).resolves.toBeTruthy();
    const upper = Object.fromEntries(Object.entries(headers).map(([k, v]) => [k.toUpperCase(), v]));
    await expect(verifyWebhook(new TextEncoder().encode(BODY), upper, SECRET)).resolves.toBeTruthy();
  });

  it('accepts any one valid signature of several (a secret being rotated)', async () => {
    const headers = signed();
    const other = signed({
      id: headers['webhook-id'],
      secret: `whsec_${Buffer.from('another-secret').toString('base64')}`,
    });
    const both = { ...headers, 'webhook-signature': `${other['webhook-signature']} ${headers['webhook-signature']}` };
    await expect(verifyWebhook(BODY, both, SECRET)).resolves.toBeTruthy();
  });

  it('refuses an altered body, another secret and missing headers as a bad signature', async () => {
    const headers = signed();
    const altered = BODY.replace('SUCCESS', 'FAILED');
    await expect(verifyWebhook(altered, headers, SECRET)).rejects.toBeInstanceOf(WebhookSignatureError);
    const wrongKey = `whsec_${Buffer.from('not-the-secret').toString('base64')}`;
    await expect(verifyWebhook(BODY, headers, wrongKey)).rejects.toMatchObject({ code: 'WEBHOOK_INVALID_SIGNATURE' });
    const { 'webhook-signature': _, ...unsigned } = headers;
    await expect(verifyWebhook(BODY, unsigned, SECRET)).rejects.toBeInstanceOf(WebhookSignatureError);
    // A timestamp moved by an attacker breaks the signature before it is compared with the clock.
    const moved = { ...headers, 'webhook-timestamp': String(Number(headers['webhook-timestamp']) + 1) };
    await expect(verifyWebhook(BODY, moved, SECRET)).rejects.toBeInstanceOf(WebhookSignatureError);
  });

  it('refuses a genuine webhook signed more than 5 minutes away from now', async () => {
    const now = new Date('2026-11-25T12:00:00Z');
    const old = signed({ at: new Date(now.getTime() - 301_000) });
    await expect(verifyWebhook(BODY, old, SECRET, { now })).rejects.toBeInstanceOf(WebhookTimestampError);
    const future = signed({ at: new Date(now.getTime() + 301_000) });
    await expect(verifyWebhook(BODY, future, SECRET, { now })).rejects.toMatchObject({
      code: 'WEBHOOK_TIMESTAMP_OUT_OF_RANGE',
    });
    const recent = signed({ at: new Date(now.getTime() - 299_000) });
    await expect(verifyWebhook(BODY, recent, SECRET, { now })).resolves.toBeTruthy();
  });

  it('refuses a webhook-id it has seen, and records only verified ones', async () => {
    const seenIds = new Set<string>();
    const headers = signed({ id: 'msg_replayed' });
    await verifyWebhook(BODY, headers, SECRET, { seenIds });
    const replay = verifyWebhook(BODY, headers, SECRET, { seenIds });
    await expect(replay).rejects.toBeInstanceOf(WebhookReplayError);
    await expect(replay).rejects.toMatchObject({ code: 'WEBHOOK_REPLAYED', webhookId: 'msg_replayed' });

    const forged = { ...signed({ id: 'msg_forged' }), 'webhook-signature': 'v1,AAAA' };
    await expect(verifyWebhook(BODY, forged, SECRET, { seenIds })).rejects.toBeInstanceOf(WebhookSignatureError);
    expect([...seenIds]).toEqual(['msg_replayed']);
  });

  it('works with an asynchronous store (a shared one across servers)', async () => {
    const ids: string[] = [];
    const seenIds = { has: async (id: string) => ids.includes(id), add: async (id: string) => ids.push(id) };
    const headers = signed();
    await verifyWebhook(BODY, headers, SECRET, { seenIds });
    await expect(verifyWebhook(BODY, headers, SECRET, { seenIds })).rejects.toBeInstanceOf(WebhookReplayError);
  });

  it('refuses a signed body that is not JSON with its own error', async () => {
    const headers = signed({ body: 'not json' });
    await expect(verifyWebhook('not json', headers, SECRET)).rejects.toBeInstanceOf(WebhookPayloadError);
  });

  it('refuses a signed JSON body that is not a Paygate webhook, naming the first wrong field', async () => {
    const body = JSON.stringify({ ...PAYLOAD, payment: { ...PAYLOAD.payment, amount: 250000 } });
    const call = verifyWebhook(body, signed({ body }), SECRET);
    await expect(call).rejects.toBeInstanceOf(WebhookPayloadError);
    await expect(call).rejects.toMatchObject({
      code: 'WEBHOOK_INVALID_PAYLOAD',
      message: 'The webhook body is not a Paygate webhook: payment.amount is not a string',
    });
    const list = '[1,2]';
    await expect(verifyWebhook(list, signed({ body: list }), SECRET)).rejects.toThrow('the body is not an object');
  });

  it('returns a union told apart by type: a refund event carries its refund, a complaint its complaint', async () => {
    const samples = [
      WEBHOOK_SAMPLE,
      { ...WEBHOOK_SAMPLE, type: 'payment.expired', payment: { ...WEBHOOK_SAMPLE.payment, status: 'CANCEL' } },
      REFUND_WEBHOOK_SAMPLE,
      COMPLAINT_WEBHOOK_SAMPLE,
    ];
    const seen: string[] = [];
    for (const sample of samples) {
      const body = JSON.stringify(sample);
      const event = await verifyWebhook(body, signed({ body }), SECRET);
      expect(event.type).toBe(sample.type);
      expect(event.payload).toEqual(sample);
      switch (event.type) {
        case 'refund.succeeded':
        case 'refund.failed':
          expectTypeOf(event.payload.refund).toEqualTypeOf<Refund>();
          seen.push(`${event.type} ${event.payload.refund.amount} of ${event.payload.refund.payment_id}`);
          break;
        case 'complaint.opened':
        case 'complaint.resolved':
          expectTypeOf(event.payload.complaint).toEqualTypeOf<WebhookComplaint>();
          seen.push(`${event.type} ${event.payload.complaint.amount}`);
          break;
        default:
          expectTypeOf(event.type).toEqualTypeOf<
            'payment.succeeded' | 'payment.failed' | 'payment.cancelled' | 'payment.expired'
          >();
          // @ts-expect-error: a payment's event has no refund
          expect(event.payload.refund).toBeUndefined();
          seen.push(`${event.type} ${event.payload.payment.status} test=${event.payload.test}`);
      }
    }
    expect(seen).toEqual([
      'payment.succeeded SUCCESS test=false',
      'payment.expired CANCEL test=false',
      `refund.succeeded 50000 of ${WEBHOOK_SAMPLE.payment.payment_id}`,
      'complaint.opened 250000',
    ]);
  });

  it('refuses a signed body whose type this SDK does not know, or that has none (an older gateway)', async () => {
    for (const type of ['payment.refunded', undefined]) {
      const body = JSON.stringify({ ...WEBHOOK_SAMPLE, type });
      const call = verifyWebhook(body, signed({ body }), SECRET);
      await expect(call).rejects.toBeInstanceOf(WebhookPayloadError);
      await expect(call).rejects.toThrow(/type is not one of payment\.succeeded, .*complaint\.resolved/);
    }
  });

  it('says to pass the raw body when given one a framework already parsed', async () => {
    const headers = signed();
    for (const parsed of [PAYLOAD, null, undefined, 42]) {
      const call = verifyWebhook(parsed as unknown as string, headers, SECRET);
      await expect(call).rejects.toBeInstanceOf(TypeError);
      await expect(call).rejects.toThrow(/pass the raw body/);
      await expect(call).rejects.not.toMatchObject({ code: 'ERR_INVALID_ARG_TYPE' });
    }
  });
});
