import {
  APP_MESSAGES,
  DEFAULT_TIME_ZONE,
  localDateTime,
  NOT_FOUND_MESSAGES,
  NOTICE_MESSAGES,
  PAYMENT_MESSAGES,
  WEBHOOK_FAILING_NOTICE_HOURS,
  WEBHOOK_RETENTION_DAYS,
  type WebhookDeliveriesFilter,
  type WebhookResendRange,
} from '@paygate/contracts';
import { and, desc, eq, gte, lt, type SQL, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client.js';
import { type AppRow, apps, notifications, partners, payments, webhookAttempts } from '../../db/schema.js';
import { AppError, notFound } from '../../lib/errors.js';
import { type JobQueue, QUEUES } from '../../lib/jobs.js';
import type { MailService } from '../mail/index.js';
import { noticeWithMail, webhookFailingMail } from '../mail/index.js';
import type { PaymentsService } from '../payments/index.js';
import { eventJobOf, ownEventJob } from '../payments/index.js';
import type { WebhookAttemptRow } from './delivery.js';
import type { WebhookWorker } from './webhook-worker.js';

const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;
/** A bulk resend of an event queues nothing again for this long (docs/adr/0013). */
export const RESEND_COOLDOWN_SECONDS = 60;
/** The retention job deletes in slices, so a large backlog never holds one long lock. */
const PRUNE_BATCH = 5_000;
export const PRUNE_EVERY_SECONDS = 3_600;

export type WebhookDeliveryRow = WebhookAttemptRow & { transactionId: string | null };
export type EndpointStatus = {
  state: 'NONE' | 'HEALTHY' | 'FAILING';
  failingSince: Date | null;
  lastAttemptAt: Date | null;
};
export type NotificationRow = typeof notifications.$inferSelect;

/** Rows of a raw query, from either driver. */
const rowsOf = <T>(result: unknown): T[] => (result as { rows: T[] }).rows;

/**
 * The webhook delivery log of issue #14 item 3: the attempts of one app with filters and pages,
 * the endpoint's status, resends (one event now, or every failed event of a range through the
 * queue), the 30-day retention and the 24-hour failing notice. Callers pass an app already
 * checked to be the caller's partner's (AppsService.getApp).
 */
export class WebhookLogService {
  constructor(
    private readonly db: Db,
    private readonly deps: {
      payments: PaymentsService;
      worker: WebhookWorker;
      jobs: JobQueue;
      mail: MailService;
      log: FastifyBaseLogger;
      publicUrl: string;
    },
  ) {}

  private conditions(appId: string, filter: Pick<WebhookDeliveriesFilter, 'outcome' | 'from' | 'to'>): SQL[] {
    const where = [eq(webhookAttempts.appId, appId)];
    if (filter.outcome) where.push(eq(webhookAttempts.success, filter.outcome === 'SUCCESS'));
    if (filter.from) where.push(gte(webhookAttempts.createdAt, filter.from));
    if (filter.to) where.push(lt(webhookAttempts.createdAt, filter.to));
    return where;
  }

  /** One page, newest first (id breaks ties so pages never overlap), and how many match. */
  async list(appId: string, filter: WebhookDeliveriesFilter): Promise<{ rows: WebhookDeliveryRow[]; total: number }> {
    const where = and(...this.conditions(appId, filter));
    const [rows, [counted]] = await Promise.all([
      this.db
        .select({ attempt: webhookAttempts, transactionId: payments.transactionId })
        .from(webhookAttempts)
        .leftJoin(payments, eq(payments.id, webhookAttempts.paymentId))
        .where(where)
        .orderBy(desc(webhookAttempts.createdAt), desc(webhookAttempts.id))
        .limit(filter.limit)
        .offset(filter.offset),
      this.db.select({ total: sql<number>`count(*)::int` }).from(webhookAttempts).where(where),
    ]);
    return {
      rows: rows.map((r) => ({ ...r.attempt, transactionId: r.transactionId })),
      total: Number(counted?.total ?? 0),
    };
  }

  /**
   * Healthy when the latest attempt succeeded; failing since the first attempt after the last
   * success otherwise. Three index probes, however many attempts the app has.
   */
  async endpointStatus(appId: string): Promise<EndpointStatus> {
    const [latest] = await this.db
      .select({ createdAt: webhookAttempts.createdAt, success: webhookAttempts.success })
      .from(webhookAttempts)
      .where(eq(webhookAttempts.appId, appId))
      .orderBy(desc(webhookAttempts.createdAt), desc(webhookAttempts.id))
      .limit(1);
    if (!latest) return { state: 'NONE', failingSince: null, lastAttemptAt: null };
    if (latest.success) return { state: 'HEALTHY', failingSince: null, lastAttemptAt: latest.createdAt };
    // The last success stays in SQL: a JavaScript Date would cut its microseconds, and the
    // success itself would then count as the streak's first attempt.
    const lastSuccess = sql`(select s.created_at from ${webhookAttempts} s where s.app_id = ${appId} and s.success
      order by s.created_at desc, s.id desc limit 1)`;
    const [first] = await this.db
      .select({ createdAt: sql<Date>`min(${webhookAttempts.createdAt})`.mapWith(webhookAttempts.createdAt) })
      .from(webhookAttempts)
      .where(
        and(
          eq(webhookAttempts.appId, appId),
          sql`${webhookAttempts.createdAt} > coalesce(${lastSuccess}, '-infinity'::timestamptz)`,
        ),
      );
    return { state: 'FAILING', failingSince: first?.createdAt ?? latest.createdAt, lastAttemptAt: latest.createdAt };
  }

  /**
   * The events of the app's payments (their own and their refunds') with an attempt in the range
   * and no successful attempt at all (a later success, even outside the range, means the receiver has it).
   */
  private failedEventsQuery(range: WebhookResendRange) {
    return sql`
      select w.message_id, min(w.payment_id::text) as payment_id
      from ${webhookAttempts} w
      where w.app_id = ${range.appId} and w.created_at >= ${range.from} and w.created_at < ${range.to}
        and w.payment_id is not null
        and not exists (select 1 from ${webhookAttempts} s where s.message_id = w.message_id and s.success)
      group by w.message_id`;
  }

  async failedEventCount(range: WebhookResendRange): Promise<number> {
    const result = await this.db.execute(sql`select count(*)::int as n from (${this.failedEventsQuery(range)}) e`);
    return Number(rowsOf<{ n: number | string }>(result)[0]?.n ?? 0);
  }

  /**
   * Queues one delivery per failed event of the range; answers how many this call queued. Each
   * event gets a marker row in the same transaction as its job: concurrent calls serialise on the
   * marker, and a call within the cool-down finds it and queues nothing for that event, so a
   * burst of identical requests delivers each event once (docs/adr/0013).
   */
  async resendFailed(range: WebhookResendRange): Promise<number> {
    return this.db.transaction(async (tx) => {
      const claimed = rowsOf<{ message_id: string; payment_id: string }>(
        await tx.execute(sql`
          with failed as (${this.failedEventsQuery(range)}),
          claimed as (
            insert into webhook_resends (message_id, app_id, requested_at)
            select message_id, ${range.appId}, now() from failed
            on conflict (message_id) do update set requested_at = excluded.requested_at
              where webhook_resends.requested_at < now() - make_interval(secs => ${RESEND_COOLDOWN_SECONDS})
            returning message_id
          )
          select f.message_id, f.payment_id from failed f join claimed c using (message_id)`),
      );
      let queued = 0;
      for (const event of claimed) {
        // The webhook-id names the event: a refund's is re-sent as the refund's, not the payment's.
        const job = eventJobOf({ id: event.payment_id, appId: range.appId }, event.message_id);
        if (!job) continue;
        await this.deps.jobs.sendInTx(tx, QUEUES.webhook, job);
        queued += 1;
      }
      return queued;
    });
  }

  /**
   * Delivers one event of a payment again now, with its webhook-id: the receiver sees the same
   * event and the log a new attempt. `messageId` (a log row's) names the event — a refund's
   * outcome, or the payment's own; without it, the payment's own. A payment of another app, or an
   * id that is none of this payment's events, answers "not found" and sends nothing.
   */
  async resendOne(app: AppRow, paymentId: string, messageId?: string | null): Promise<WebhookDeliveryRow> {
    const payment = await this.deps.payments.forPartner(app.partnerId, paymentId);
    if (payment.appId !== app.id) throw notFound(NOT_FOUND_MESSAGES.payment);
    const job = messageId ? eventJobOf(payment, messageId) : ownEventJob(payment);
    if (!job && messageId) throw notFound(NOT_FOUND_MESSAGES.webhookEvent);
    if (!job) throw new AppError(PAYMENT_MESSAGES.paymentStillPending, 'BAD_USER_INPUT');
    if (!app.webhookUrl) throw new AppError(APP_MESSAGES.noWebhookUrl, 'BAD_USER_INPUT');
    const attempt = await this.deps.worker.attempt(job);
    // The app has a URL: nothing delivered means the id named no settled event of this payment.
    if (!attempt) throw notFound(NOT_FOUND_MESSAGES.webhookEvent);
    return { ...attempt, transactionId: payment.transactionId };
  }

  /** Retention: attempts older than 30 days go, in slices; answers how many went. */
  async prune(now = new Date()): Promise<number> {
    const cutoff = new Date(now.getTime() - WEBHOOK_RETENTION_DAYS * DAY_MS);
    let removed = 0;
    for (;;) {
      const result = await this.db.execute(sql`
        delete from ${webhookAttempts} where id in (
          select id from ${webhookAttempts} where created_at < ${cutoff} limit ${PRUNE_BATCH}
        )`);
      const count =
        (result as { affectedRows?: number; rowCount?: number | null }).affectedRows ??
        (result as { rowCount?: number | null }).rowCount ??
        0;
      removed += count;
      if (count < PRUNE_BATCH) break;
    }
    await this.db.execute(
      sql`delete from webhook_resends where requested_at < ${new Date(now.getTime() - RESEND_COOLDOWN_SECONDS * 1000)}`,
    );
    return removed;
  }

  /**
   * After a failed attempt: when every attempt of the app has failed for 24 hours, one notice per
   * failing streak (keyed by its first failure) and a mail to the members who manage apps. The
   * unique key makes the notice once however many attempts fail afterwards, on any instance. The
   * notice is stored in English (contracts' NOTICE_MESSAGES, translated as it is read), its date
   * and the mail's in the partner's zone; the key keeps the instant as it is (an identity, not text).
   */
  onFailedAttempt = async (attempt: WebhookAttemptRow): Promise<void> => {
    try {
      const status = await this.endpointStatus(attempt.appId);
      if (status.state !== 'FAILING' || !status.failingSince) return;
      if (attempt.createdAt.getTime() - status.failingSince.getTime() < WEBHOOK_FAILING_NOTICE_HOURS * HOUR_MS) return;
      const [app] = await this.db.select().from(apps).where(eq(apps.id, attempt.appId));
      if (!app) return;
      const since = status.failingSince;
      const [partner] = await this.db
        .select({ timeZone: partners.timeZone })
        .from(partners)
        .where(eq(partners.id, app.partnerId));
      const timeZone = partner?.timeZone ?? DEFAULT_TIME_ZONE;
      const link = `${this.deps.publicUrl}/apps/${app.id}/webhooks?outcome=FAILED`;
      await noticeWithMail(
        { db: this.db, mail: this.deps.mail },
        {
          partnerId: app.partnerId,
          appId: app.id,
          kind: 'WEBHOOK_FAILING',
          title: NOTICE_MESSAGES.webhooksFailingTitle(app.name),
          body: NOTICE_MESSAGES.webhooksFailingBody(attempt.url, localDateTime(since, timeZone)),
          dedupeKey: `webhook-failing:${app.id}:${since.toISOString()}`,
        },
        'viewWebhookLog',
        (r) => webhookFailingMail(r, { appName: app.name, since, timeZone, url: attempt.url, link }),
      );
    } catch (err) {
      // The attempt is recorded either way; the notice is checked again on the next failure.
      this.deps.log.error({ err, appId: attempt.appId }, 'webhook failing notice not written');
    }
  };

  notifications(partnerId: string, limit = 50): Promise<NotificationRow[]> {
    return this.db
      .select()
      .from(notifications)
      .where(eq(notifications.partnerId, partnerId))
      .orderBy(desc(notifications.createdAt))
      .limit(limit);
  }
}
