import { Webhook } from 'standardwebhooks';
import { describe, expect, it } from 'vitest';
import { WebhookPayloadError, WebhookReplayError, WebhookSignatureError, WebhookTimestampError } from './errors.js';
import { verifyWebhook } from './webhook.js';

// Signed by the reference library the server signs with, so these tests check interoperability,
// not this file against itself.
const SECRET = `whsec_${Buffer.from('a-test-secret-of-24-bytes').toString('base64')}`;
const BODY = JSON.stringify({ transaction_id: 'ORDER-1', payment: { status: 'SUCCESS' } });

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
    expect(event.payload.transaction_id).toBe('ORDER-1');
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
});
