import { createHash } from 'node:crypto';
import { NOT_FOUND_MESSAGES, PAYMENT_MESSAGES, type PaymentStatus, type PaymentType } from '@paygate/contracts';
import { and, eq, isNull, lte, or, type SQL, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.js';
import type { AppRow } from '../../db/schema.js';
import { apps, channels, paymentKeys, payments } from '../../db/schema.js';
import { AppError, notFound, violatedIndex } from '../../lib/errors.js';
import { isUuid } from '../../lib/ids.js';
import { type JobQueue, QUEUES } from '../../lib/jobs.js';
import { randomToken } from '../../lib/random.js';
import { auditMoneyOutcome } from '../audit/index.js';
import type { LedgerService } from '../ledger/index.js';
import { type PostingOutcome, postingOf } from '../ledger/index.js';
import { EXPIRED_REASON, paymentMessageId, type WebhookJob } from './events.js';
import { PartnerDataNotices } from './partner-read-cache.js';
import type { PaymentChanges } from './payment-changes.js';
import { recordPaymentChange } from './payment-stats.js';

export type PaymentRow = typeof payments.$inferSelect;

/**
 * The payment with this id, in the one partition that can hold it: payment_keys gives its
 * created_at, which PostgreSQL prunes on when the query runs (docs/adr/0016). `id` alone would
 * probe every month's index.
 */
export const paymentIs = (id: string): SQL =>
  sql`(${payments.id} = ${id} and ${payments.createdAt} = (select ${paymentKeys.createdAt} from ${paymentKeys} where ${paymentKeys.id} = ${id}))`;

export type NewPayment = {
  /** Chosen up front when details derive from it (collection account, deposit address). */
  id?: string;
  app: AppRow;
  type: PaymentType;
  transactionId: string;
  /** Canonical decimal text in `currency`. */
  amount: string;
  fee: string;
  currency: string;
  chain?: string | null;
  bank?: string | null;
  channelId?: string | null;
  source?: string | null;
  userId?: string | null;
  callbackUri?: string | null;
  accountName?: string | null;
  accountNumber?: string | null;
  payMemo?: string | null;
  details?: Record<string, string | null>;
  expiresAt?: Date | null;
  /** Backdated history (the demo seed); defaults to now. */
  createdAt?: Date;
  /** The request's values: an identical retry has the same ones. */
  request: Record<string, unknown>;
};

/** SHA-256 of a request's values in key order: an identical retry has the same one. */
export const fingerprint = (request: Record<string, unknown>) =>
  createHash('sha256')
    .update(JSON.stringify(Object.entries(request).sort(([a], [b]) => a.localeCompare(b))))
    .digest('hex');

export const duplicateTransaction = () =>
  new AppError(PAYMENT_MESSAGES.duplicateTransaction, 'CONFLICT', {
    fields: { transaction_id: PAYMENT_MESSAGES.duplicateTransaction },
  });

export type { WebhookJob };
/** A payment to time out if it is still pending when the job runs (expireIfDue). */
export type ExpiryJob = { paymentId: string };

// The payments module writes the webhook outbox (the job commits with the status change; the
// webhooks module delivers it) and the expiry jobs, so their payloads are declared here.
declare module '../../lib/jobs.js' {
  interface JobPayloads {
    [QUEUES.webhook]: WebhookJob;
    [QUEUES.expiry]: ExpiryJob;
  }
}

/**
 * Payments: creation (idempotent per app and transaction_id), status changes with their postings.
 *
 * Hot rows last. Every payment of an app writes the same few rows — its merchant balance and its
 * running totals (docs/adr/0007) — and a transaction holds their row locks until it commits, so
 * concurrent payments of one app queue on them. Each transaction therefore writes everything
 * else first (the payment, its jobs, the ledger entries) and those rows last, in one order
 * everywhere — merchant balances (by account id, LedgerService), then the partner's audit head
 * (recordAudit), then running totals — which keeps the lock held for a statement
 * and the commit, and makes a deadlock between two payments impossible (issue 17: settlements of
 * one partner were serialised behind each other's whole transactions).
 */
export class PaymentsService {
  constructor(
    private readonly db: Db,
    private readonly ledger: LedgerService,
    private readonly jobs: JobQueue,
    /** The live feed of changes (issue #15 item 4); told only after a change committed. */
    private readonly changes?: PaymentChanges,
    /** The partners' cached reads (ADR 0023); told after a change committed, before the live feed. */
    private readonly notices?: PartnerDataNotices,
  ) {}

  /**
   * The first statement of a payment transaction: when this service sends the partner's notice
   * after the commit, the payments trigger sends none inside it (ADR 0023: no notify lock held
   * through the commit).
   */
  private async noticeAfterCommit(tx: Tx): Promise<void> {
    if (this.notices) await tx.execute(PartnerDataNotices.afterCommit);
  }

  /**
   * Creates a PENDING payment, or returns the first one for an identical retry. `withinTx` runs in
   * the same transaction (a cash-out debits there: if it cannot, no payment exists).
   */
  async create(
    input: NewPayment,
    withinTx?: (tx: Tx, payment: PaymentRow) => Promise<void>,
  ): Promise<{ payment: PaymentRow; created: boolean }> {
    const requestFingerprint = fingerprint(input.request);
    const inserting = this.db.transaction(async (tx) => {
      await this.noticeAfterCommit(tx);
      const [row] = await tx
        .insert(payments)
        .values({
          ...(input.id ? { id: input.id } : {}),
          ...(input.createdAt ? { createdAt: input.createdAt } : {}),
          partnerId: input.app.partnerId,
          appId: input.app.id,
          environment: input.app.status,
          transactionId: input.transactionId,
          type: input.type,
          amount: input.amount,
          currency: input.currency,
          chain: input.chain ?? null,
          cryptoAmount: input.currency === 'VND' ? null : input.amount,
          fee: input.fee,
          bank: input.bank ?? null,
          channelId: input.channelId ?? null,
          source: input.source ?? null,
          userId: input.userId ?? null,
          callbackUri: input.callbackUri ?? null,
          accountName: input.accountName ?? null,
          accountNumber: input.accountNumber ?? null,
          payMemo: input.payMemo ?? null,
          details: input.details ?? {},
          checkoutToken: randomToken(24),
          requestFingerprint,
          expiresAt: input.expiresAt ?? null,
        })
        .returning();
      if (!row) throw new Error('payment insert returned nothing');
      if (row.expiresAt) {
        await this.jobs.sendInTx(
          tx,
          QUEUES.expiry,
          { paymentId: row.id },
          { startAfter: row.expiresAt, singletonKey: row.id },
        );
      }
      if (withinTx) await withinTx(tx, row);
      // The list's totals and the dashboard count it in this same transaction (issue #5); last,
      // as hot rows are (see the class comment).
      await recordPaymentChange(tx, null, row);
      return row;
    });
    // The insert claims (app, transaction_id) in payment_keys (docs/adr/0016): a concurrent
    // identical request waits there for the first to commit, then fails on the unique index and
    // finds the first payment.
    const inserted = await inserting.catch((error: unknown) => {
      if (violatedIndex(error) === 'payment_keys_app_transaction_key') return undefined;
      throw error;
    });
    if (inserted) {
      await this.announceCommitted(inserted);
      return { payment: inserted, created: true };
    }
    const existing = await this.byTransactionId(input.app.id, input.transactionId);
    if (!existing) throw new Error('payment conflict without a payment');
    if (existing.requestFingerprint !== requestFingerprint) throw duplicateTransaction();
    return { payment: existing, created: false };
  }

  /**
   * A change of payments outside create/finish (a refund, ADR 0029) in one transaction, with this
   * service's notices: none from the trigger inside it, the partner's and the live feed's after the
   * commit, for the payment `run` answers as changed.
   */
  async change<T>(run: (tx: Tx) => Promise<{ result: T; changed?: PaymentRow }>): Promise<T> {
    const { result, changed } = await this.db.transaction(async (tx) => {
      await this.noticeAfterCommit(tx);
      return run(tx);
    });
    if (changed) await this.announceCommitted(changed);
    return result;
  }

  /**
   * The payment an earlier identical request made (same app, transaction_id and request values),
   * or undefined when there is none; a different request with the same transaction_id is refused.
   * Lets a retry answer the first result before anything else is asked of it (a fresh OTP).
   */
  async findRetry(
    app: AppRow,
    transactionId: string,
    request: Record<string, unknown>,
  ): Promise<PaymentRow | undefined> {
    const existing = await this.byTransactionId(app.id, transactionId);
    if (!existing) return undefined;
    if (existing.requestFingerprint !== fingerprint(request)) throw duplicateTransaction();
    return existing;
  }

  /**
   * This service writing through `db`, typically an open transaction: each create/finish becomes
   * a savepoint in it, so a batch (the demo seed's history) commits once.
   */
  within(db: Db | Tx): PaymentsService {
    // No live notices from inside someone else's transaction: it may still roll back. The
    // payments trigger sends the partner's notice, at that transaction's commit.
    return Object.assign(Object.create(PaymentsService.prototype) as PaymentsService, this, {
      db,
      changes: undefined,
      notices: undefined,
    });
  }

  /**
   * After the commit (a rolled-back change is never heard), in one statement: first every
   * instance's cached reads of the partner, then the portal's open streams, whose screens refetch
   * on hearing it. A notice the database did not take makes the streams refetch instead.
   */
  private async announceCommitted(row: PaymentRow): Promise<void> {
    const isSent = await this.notices?.changed(row.partnerId, this.changes?.noticeOf(row));
    if (isSent === false) this.changes?.noticeFailed();
  }

  /** Where this service reads and writes (a refund's reads go through the same). */
  get database(): Db {
    return this.db;
  }

  async byId(id: string): Promise<PaymentRow | undefined> {
    if (!isUuid(id)) return undefined;
    const [row] = await this.db.select().from(payments).where(paymentIs(id));
    return row;
  }

  /** Through payment_keys: its unique index finds the payment, its created_at the partition. */
  async byCheckoutToken(token: string): Promise<PaymentRow | undefined> {
    return this.byKey(eq(paymentKeys.checkoutToken, token));
  }

  /** An app's payment by its transaction_id (payment_keys' unique index). */
  async byTransactionId(appId: string, transactionId: string): Promise<PaymentRow | undefined> {
    return this.byKey(and(eq(paymentKeys.appId, appId), eq(paymentKeys.transactionId, transactionId)));
  }

  private async byKey(where: SQL | undefined): Promise<PaymentRow | undefined> {
    const [row] = await this.db
      .select({ payment: payments })
      .from(paymentKeys)
      .innerJoin(payments, and(eq(payments.id, paymentKeys.id), eq(payments.createdAt, paymentKeys.createdAt)))
      .where(where)
      .limit(1);
    return row?.payment;
  }

  /** A payment of the caller's partner; others' answer "not found". */
  async forPartner(partnerId: string, id: string): Promise<PaymentRow> {
    const row = await this.byId(id);
    if (!row || row.partnerId !== partnerId) throw notFound(NOT_FOUND_MESSAGES.payment);
    return row;
  }

  /**
   * PENDING → SUCCESS / FAILED / CANCEL, once: the status change, its ledger posting and the
   * webhook job commit together (outbox). A second call finds nothing PENDING and changes nothing.
   */
  async finish(
    paymentId: string,
    status: Exclude<PaymentStatus, 'PENDING'>,
    reason?: string,
    detailsPatch: Record<string, string> = {},
    /** `at` backdates the change and `notify: false` skips the webhook (the demo seed's history). */
    options: { at?: Date; notify?: boolean } = {},
  ): Promise<PaymentRow> {
    const changed = await this.db.transaction(async (tx) => {
      await this.noticeAfterCommit(tx);
      const [row] = await tx
        .update(payments)
        .set({
          status,
          completedAt: options.at ?? new Date(),
          failureReason: reason ?? null,
          details: sql`${payments.details} || ${JSON.stringify(detailsPatch)}::jsonb`,
        })
        .where(and(paymentIs(paymentId), eq(payments.status, 'PENDING')))
        .returning();
      if (!row) return undefined;
      if (options.notify !== false) await this.enqueueWebhook(tx, row);
      await this.post(tx, row, status, options.at);
      // Backdated changes are the demo seed's invented history, not something that happened now.
      if (!options.at) await auditMoneyOutcome(tx, row);
      // Running totals last, as hot rows are (see the class comment).
      await recordPaymentChange(tx, { ...row, status: 'PENDING' }, row);
      return row;
    });
    if (changed) {
      await this.announceCommitted(changed);
      return changed;
    }
    const current = await this.byId(paymentId);
    if (!current) throw notFound(NOT_FOUND_MESSAGES.payment);
    return current;
  }

  async enqueueWebhook(tx: Tx, row: PaymentRow, attempt = 0): Promise<void> {
    const job: WebhookJob = {
      paymentId: row.id,
      appId: row.appId,
      status: row.status,
      attempt,
      // One id per event, the same on every retry: receivers de-duplicate on webhook-id.
      messageId: paymentMessageId(row.id, row.status),
    };
    await this.jobs.sendInTx(tx, QUEUES.webhook, job);
  }

  /**
   * The ledger posting of a payment's outcome, by the one table (ledger/postings.ts): on ACCEPTED
   * (inside its creation transaction) an outgoing payment's debit, on its final status the rest.
   */
  /** `at` backdates the lines (the demo seed's history); otherwise they are the transaction's now(). */
  async post(tx: Tx, row: PaymentRow, outcome: PostingOutcome, at?: Date): Promise<void> {
    const posting = postingOf(row, outcome);
    if (posting) await this.ledger.post(tx, at ? { ...posting, at } : posting);
  }

  /** Times out one payment if it is still pending and due (the expiry job). */
  async expireIfDue(paymentId: string, now = new Date()): Promise<void> {
    const [due] = await this.db
      .select({ id: payments.id })
      .from(payments)
      .where(and(paymentIs(paymentId), eq(payments.status, 'PENDING'), lte(payments.expiresAt, now)));
    if (due) await this.finish(due.id, 'CANCEL', EXPIRED_REASON);
  }

  /**
   * A payment with its app and channel (its own, else the app's default) in one query: what each
   * webhook delivery reads, so a burst of deliveries costs one read each.
   */
  async withContext(id: string) {
    if (!isUuid(id)) return undefined;
    const [row] = await this.db
      .select({ payment: payments, app: apps, channel: channels })
      .from(payments)
      .innerJoin(apps, eq(apps.id, payments.appId))
      .leftJoin(
        channels,
        or(
          eq(channels.id, payments.channelId),
          and(isNull(payments.channelId), eq(channels.appId, payments.appId), eq(channels.isDefault, true)),
        ),
      )
      .where(paymentIs(id))
      .limit(1);
    return row && { payment: row.payment, app: row.app, channel: row.channel ?? undefined };
  }

  async context(row: PaymentRow) {
    const [app] = await this.db.select().from(apps).where(eq(apps.id, row.appId));
    if (!app) throw notFound(NOT_FOUND_MESSAGES.app);
    const [channel] = row.channelId
      ? await this.db.select().from(channels).where(eq(channels.id, row.channelId))
      : await this.db
          .select()
          .from(channels)
          .where(and(eq(channels.appId, row.appId), eq(channels.isDefault, true)));
    return { app, channel };
  }
}
