import type { Job } from 'pg-boss';
import { type JobQueue, QUEUES } from '../../lib/jobs.js';
import type { WebhookOutcome } from '../../lib/metrics.js';
import { normalize } from '../../lib/money.js';
import type { PaymentsService, WebhookJob } from '../payments/payments.service.js';
import type { WebhookAttemptRow, WebhookSender } from './delivery.js';
import { paymentWebhookPayload } from './payload.js';

/**
 * Delay before each attempt, in seconds: 0 s, 5 s, 5 min, 30 min, 2 h, 5 h, 10 h, 10 h — eight
 * attempts over about 27 hours. pg-boss's own back-off is a formula; this schedule is a list, so
 * each failed attempt enqueues the next one itself.
 */
export const WEBHOOK_SCHEDULE_SECONDS = [0, 5, 300, 1_800, 7_200, 18_000, 36_000, 36_000] as const;

export class WebhookWorker {
  constructor(
    private readonly payments: PaymentsService,
    private readonly sender: WebhookSender,
    private readonly jobs: JobQueue,
  ) {}

  /** Told how each queued attempt ended (/metrics webhook_deliveries_total); set once the services exist. */
  onOutcome: ((outcome: WebhookOutcome) => void) | undefined;

  /** One attempt of a payment's webhook. Returns undefined when there is nothing to deliver. */
  async attempt(job: WebhookJob, signal?: AbortSignal): Promise<WebhookAttemptRow | undefined> {
    const found = await this.payments.withContext(job.paymentId);
    if (!found) return undefined;
    const { payment, app, channel } = found;
    if (!app.webhookUrl || app.deletedAt) return undefined;
    return this.sender.deliver({
      appId: app.id,
      paymentId: payment.id,
      url: app.webhookUrl,
      secret: app.webhookSecret,
      messageId: job.messageId,
      eventType: `payment.${job.status.toLowerCase()}`,
      // The body carries the status the event announced, even if a later event changed it.
      payload: paymentWebhookPayload(
        { ...payment, status: job.status, amount: normalize(payment.amount) ?? '0' },
        app,
        channel,
      ),
      signal,
    });
  }

  /** The queue handler: attempt, and on failure enqueue the next attempt of the schedule. */
  handle = async (job: Job<WebhookJob>, shutdown: AbortSignal): Promise<void> => {
    const data = job.data;
    const signal = AbortSignal.any([shutdown, job.signal]);
    const result = await this.attempt(data, signal);
    if (!result) return;
    if (result.success) return this.onOutcome?.('delivered');
    // A resend is one attempt: the event's own schedule, if still running, goes on separately.
    if (data.resend) return this.onOutcome?.('resend_failed');
    const next = data.attempt + 1;
    const delay = WEBHOOK_SCHEDULE_SECONDS[next];
    if (delay === undefined) return this.onOutcome?.('gave_up');
    this.onOutcome?.(shutdown.aborted ? 'interrupted' : 'retrying');
    await this.jobs.send(
      QUEUES.webhook,
      { ...data, attempt: next } satisfies WebhookJob,
      // The singleton key makes a re-run of this handler (crash after the send) enqueue nothing twice.
      { startAfter: delay, singletonKey: `${data.messageId}:${next}` },
    );
  };
}
