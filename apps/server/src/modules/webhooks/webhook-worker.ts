import type { WebhookPayload } from '@paygate/contracts';
import type { Job } from 'pg-boss';
import { type JobQueue, QUEUES, type QueuePolicy } from '../../lib/jobs.js';
import type { WebhookOutcome } from '../../lib/metrics.js';
import { normalize } from '../../lib/money.js';
import {
  announcedStatus,
  complaintById,
  type PaymentsService,
  refundById,
  type WebhookJob,
} from '../payments/index.js';
import { WEBHOOK_TIMEOUT_MS, type WebhookAttemptRow, type WebhookSender } from './delivery.js';
import { complaintWebhookPayload, paymentWebhookPayload, refundWebhookPayload } from './payload.js';
import { webhookSigningSecrets } from './signing.js';

/**
 * Delay before each attempt, in seconds: 0 s, 5 s, 5 min, 30 min, 2 h, 5 h, 10 h, 10 h — eight
 * attempts over about 27 hours. pg-boss's own back-off is a formula; this schedule is a list, so
 * each failed attempt enqueues the next one itself.
 */
export const WEBHOOK_SCHEDULE_SECONDS = [0, 5, 300, 1_800, 7_200, 18_000, 36_000, 36_000] as const;

/** How the webhook queue runs (docs/adr/0009-job-throughput.md; the other queues' are in lib/jobs.ts). */
export const WEBHOOK_QUEUE_POLICY: QueuePolicy<WebhookJob> = {
  // Network-bound: most of a delivery is waiting on the partner, so many run at once. The app is
  // the group: a partner whose endpoint hangs holds at most `perGroup` slots, the rest keep going.
  concurrency: 64,
  batchSize: 32,
  group: (job) => job.appId,
  perGroup: 16,
  // Retries are scheduled 5 s and more ahead; a second of slack is nothing next to that.
  pollSeconds: 1,
  // Four HTTP timeouts: a claim never lapses while its request still waits on the receiver,
  // so only a killed instance makes pg-boss hand a delivery out twice.
  expireInSeconds: (WEBHOOK_TIMEOUT_MS / 1000) * 4,
  retryLimit: 5,
};

export class WebhookWorker {
  constructor(
    private readonly payments: PaymentsService,
    private readonly sender: WebhookSender,
    private readonly jobs: JobQueue,
  ) {
    // The webhooks module runs the queue the payments module writes to: its handler and policy.
    jobs.register(QUEUES.webhook, this.handle, WEBHOOK_QUEUE_POLICY);
  }

  /** Told how each queued attempt ended (/metrics webhook_deliveries_total); set once the services exist. */
  onOutcome: ((outcome: WebhookOutcome) => void) | undefined;

  /** One attempt of one event of a payment (its own, or a refund's). Undefined when there is nothing to deliver. */
  async attempt(job: WebhookJob, signal?: AbortSignal): Promise<WebhookAttemptRow | undefined> {
    const found = await this.payments.withContext(job.paymentId);
    if (!found) return undefined;
    const { app, channel } = found;
    if (!app.webhookUrl || app.deletedAt) return undefined;
    const payment = { ...found.payment, amount: normalize(found.payment.amount) ?? '0' };
    const payload = await this.payloadOf(job, payment, app, channel);
    if (!payload) return undefined;
    return this.sender.deliver({
      appId: app.id,
      paymentId: payment.id,
      url: app.webhookUrl,
      secrets: webhookSigningSecrets(app),
      messageId: job.messageId,
      // The log names the event as its body does.
      eventType: payload.type,
      payload,
      signal,
    });
  }

  private async payloadOf(
    job: WebhookJob,
    payment: Parameters<typeof paymentWebhookPayload>[0],
    app: Parameters<typeof paymentWebhookPayload>[2],
    channel: Parameters<typeof paymentWebhookPayload>[3],
  ): Promise<WebhookPayload | undefined> {
    if (job.complaintId && job.complaintEvent) {
      // A complaint's moment (ADR 0031): resolved is sent only once it is, and only of this payment.
      const complaint = await complaintById(this.payments.database, job.complaintId);
      if (!complaint || complaint.paymentId !== payment.id) return undefined;
      if (job.complaintEvent === 'resolved' && complaint.status !== 'RESOLVED') return undefined;
      return complaintWebhookPayload(payment, app, channel, complaint, job.complaintEvent);
    }
    if (job.refundId) {
      // A refund's outcome (ADR 0029), settled, and this payment's (a resend names it by webhook-id).
      const refund = await refundById(this.payments.database, job.refundId);
      if (!refund || refund.status === 'PENDING' || refund.paymentId !== payment.id) return undefined;
      return refundWebhookPayload(payment, app, channel, refund);
    }
    const status = announcedStatus(job.status);
    return status && paymentWebhookPayload(payment, status, app, channel);
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
