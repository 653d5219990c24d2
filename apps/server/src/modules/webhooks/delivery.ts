import { randomUUID } from 'node:crypto';
import { WEBHOOK_RESPONSE_EXCERPT_BYTES } from '@paygate/contracts';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { webhookAttempts } from '../../db/schema.js';
import { signWebhook } from './signing.js';
import { assertPublicWebhookUrl } from './url-safety.js';

export const WEBHOOK_TIMEOUT_MS = 15_000;
const ERROR_CHARS = 500;

/** The first 2 KB of a body, cut on a character boundary (a cut multi-byte character is dropped). */
export const excerptOf = (text: string, bytes = WEBHOOK_RESPONSE_EXCERPT_BYTES): string => {
  const buffer = Buffer.from(text, 'utf8');
  if (buffer.length <= bytes) return text;
  return buffer
    .subarray(0, bytes)
    .toString('utf8')
    .replace(/\uFFFD$/, '');
};

export type WebhookAttemptRow = typeof webhookAttempts.$inferSelect;
export type Delivery = {
  appId: string;
  paymentId: string | null;
  url: string;
  /** Each signs the message (webhookSigningSecrets: the previous one too during a rotation's grace). */
  secrets: readonly string[];
  payload: unknown;
  /** payment.<status> or test: what the delivery log shows. */
  eventType: string;
  /** Same id on every retry of one event, so receivers can de-duplicate (Standard Webhooks). */
  messageId?: string;
  /** Aborts the attempt (shutdown); it is recorded as failed and retried later. */
  signal?: AbortSignal;
};

/** Sends one signed delivery, records the attempt (time, status, latency, excerpt), returns it. */
export class WebhookSender {
  constructor(
    private readonly db: Db,
    private readonly options: { publicOnly: boolean },
  ) {}

  /** Runs after every failed attempt (the 24-hour failing notice); set once the services exist. */
  onFailedAttempt: ((attempt: WebhookAttemptRow) => Promise<void>) | undefined;

  async deliver(delivery: Delivery): Promise<WebhookAttemptRow> {
    const messageId = delivery.messageId ?? `msg_${randomUUID()}`;
    const body = JSON.stringify(delivery.payload);
    const started = performance.now();
    let result: Pick<WebhookAttemptRow, 'success' | 'statusCode' | 'responseExcerpt' | 'error'>;
    try {
      if (this.options.publicOnly) await assertPublicWebhookUrl(delivery.url);
      const res = await fetch(delivery.url, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          'user-agent': 'Paygate-Webhooks/1.0',
          ...signWebhook(delivery.secrets, messageId, body),
        },
        body,
        redirect: 'manual',
        signal: delivery.signal
          ? AbortSignal.any([AbortSignal.timeout(WEBHOOK_TIMEOUT_MS), delivery.signal])
          : AbortSignal.timeout(WEBHOOK_TIMEOUT_MS),
      });
      const text = await res.text().catch(() => '');
      result = {
        success: res.status >= 200 && res.status < 300,
        statusCode: res.status,
        responseExcerpt: excerptOf(text),
        error: null,
      };
    } catch (error) {
      const message =
        error instanceof Error && error.name === 'TimeoutError'
          ? `No answer within ${WEBHOOK_TIMEOUT_MS / 1000} s`
          : delivery.signal?.aborted
            ? 'Interrupted by a server shutdown; will be retried'
            : error instanceof Error
              ? error.cause instanceof Error
                ? error.cause.message
                : error.message
              : String(error);
      result = { success: false, statusCode: null, responseExcerpt: null, error: message.slice(0, ERROR_CHARS) };
    }
    const latencyMs = Math.round(performance.now() - started);
    const [row] = await this.db
      .insert(webhookAttempts)
      .values({
        appId: delivery.appId,
        paymentId: delivery.paymentId,
        messageId,
        eventType: delivery.eventType,
        // Numbered in the database: a resend and a scheduled retry of one event count on together.
        attempt: sql`(select count(*)::int + 1 from ${webhookAttempts} where ${webhookAttempts.messageId} = ${messageId})`,
        url: delivery.url,
        latencyMs,
        ...result,
      })
      .returning();
    if (!row) throw new Error('webhook attempt insert returned nothing');
    if (!row.success) await this.onFailedAttempt?.(row);
    return row;
  }
}
