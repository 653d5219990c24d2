import { randomBytes } from 'node:crypto';
import { Webhook } from 'standardwebhooks';

// Webhooks are signed per the Standard Webhooks specification (HMAC-SHA256 over
// `id.timestamp.body`, headers webhook-id / webhook-timestamp / webhook-signature), so a merchant
// verifies them with an existing library (svix, standardwebhooks) instead of our code.

export const newWebhookSecret = (): string => `whsec_${randomBytes(24).toString('base64')}`;

export type SignedHeaders = { 'webhook-id': string; 'webhook-timestamp': string; 'webhook-signature': string };

export const signWebhook = (secret: string, messageId: string, body: string, at = new Date()): SignedHeaders => {
  const timestamp = new Date(Math.floor(at.getTime() / 1000) * 1000);
  return {
    'webhook-id': messageId,
    'webhook-timestamp': String(timestamp.getTime() / 1000),
    'webhook-signature': new Webhook(secret).sign(messageId, timestamp, body),
  };
};
