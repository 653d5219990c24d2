import { randomUUID } from 'node:crypto';
import type { Db } from '../../db/client.js';
import { webhookAttempts } from '../../db/schema.js';
import { signWebhook } from './signing.js';
import { assertPublicWebhookUrl } from './url-safety.js';

export const WEBHOOK_TIMEOUT_MS = 15_000;
const EXCERPT_CHARS = 500;

export type WebhookAttemptRow = typeof webhookAttempts.$inferSelect;
export type Delivery = {
  appId: string;
  paymentId: string | null;
  url: string;
  secret: string;
  payload: unknown;
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
          ...signWebhook(delivery.secret, messageId, body),
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
        responseExcerpt: text.slice(0, EXCERPT_CHARS),
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
      result = { success: false, statusCode: null, responseExcerpt: null, error: message.slice(0, EXCERPT_CHARS) };
    }
    const latencyMs = Math.round(performance.now() - started);
    const [row] = await this.db
      .insert(webhookAttempts)
      .values({
        appId: delivery.appId,
        paymentId: delivery.paymentId,
        messageId,
        url: delivery.url,
        latencyMs,
        ...result,
      })
      .returning();
    if (!row) throw new Error('webhook attempt insert returned nothing');
    return row;
  }
}
