import { randomBytes } from 'node:crypto';
import { Webhook } from 'standardwebhooks';

// Webhooks are signed per the Standard Webhooks specification (HMAC-SHA256 over
// `id.timestamp.body`, headers webhook-id / webhook-timestamp / webhook-signature), so a merchant
// verifies them with an existing library (svix, standardwebhooks) instead of our code.

export const newWebhookSecret = (): string => `whsec_${randomBytes(24).toString('base64')}`;

export type SignedHeaders = { 'webhook-id': string; 'webhook-timestamp': string; 'webhook-signature': string };

/** The secrets a webhook is signed with now: the current one, and the previous one during its grace period. */
export const webhookSigningSecrets = (
  app: { webhookSecret: string; previousWebhookSecret: string | null; previousWebhookSecretExpiresAt: Date | null },
  now = Date.now(),
): string[] =>
  app.previousWebhookSecret && app.previousWebhookSecretExpiresAt && app.previousWebhookSecretExpiresAt.getTime() > now
    ? [app.webhookSecret, app.previousWebhookSecret]
    : [app.webhookSecret];

/**
 * One `v1,<signature>` per secret, space-separated as Standard Webhooks writes it: during a
 * rotation's grace period a receiver holding either secret verifies the message.
 */
export const signWebhook = (
  secrets: readonly string[],
  messageId: string,
  body: string,
  at = new Date(),
): SignedHeaders => {
  const timestamp = new Date(Math.floor(at.getTime() / 1000) * 1000);
  return {
    'webhook-id': messageId,
    'webhook-timestamp': String(timestamp.getTime() / 1000),
    'webhook-signature': secrets.map((secret) => new Webhook(secret).sign(messageId, timestamp, body)).join(' '),
  };
};
