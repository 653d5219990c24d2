import {
  CHECKOUT_TOKEN,
  COMPLAINT_EVIDENCE_MAX_BYTES,
  COMPLAINT_MESSAGES,
  COMPLAINT_REMINDER_HOURS,
  COMPLAINT_RESPONSE_DAYS,
  type ComplaintEvidenceType,
  type ComplaintOutcome,
  DEFAULT_TIME_ZONE,
  isRefundable,
  localDateTime,
  NOT_FOUND_MESSAGES,
  NOTICE_MESSAGES,
  PAYMENT_MESSAGES,
  requiresOtp,
  respondComplaintArgs,
  SANDBOX_COMPLAINT_DECISION_SECONDS,
  sandboxComplaintBody,
  sandboxComplaintDecisionBody,
} from '@paygate/contracts';
import { eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Tx } from '../../../db/client.js';
import { apps, partners } from '../../../db/schema.js';
import type { PartnerAccess } from '../../../lib/caller.js';
import { AppError, gatewayError, notFound } from '../../../lib/errors.js';
import { type JobQueue, QUEUES } from '../../../lib/jobs.js';
import { decimal, milli, normalize } from '../../../lib/money.js';
import { parseInput } from '../../../lib/validate.js';
import { type AuditActor, type AuditEvent, actorOf, recordAudit, SYSTEM } from '../../audit/index.js';
import { complaintPostingOf, InsufficientFunds } from '../../ledger/index.js';
import { complaintMail, type MailService, noticeWithMail } from '../../mail/index.js';
import {
  answerComplaintRow,
  type ComplaintRow,
  type ComplaintStep,
  complaintById,
  complaintMessageId,
  complaintOfPayment,
  countStatusChange,
  disputePayment,
  evidenceById,
  insertComplaint,
  insertEvidence,
  markComplaintReminded,
  type PaymentRow,
  resolveComplaintRow,
  setComplaintHeld,
  setComplaintRefund,
  undisputePayment,
  type WebhookJob,
} from '../../payments/index.js';
import { type RefundDeps, refundInTx } from './refund.js';

// Complaint (issue 29 item 2, PRODUCT §12, docs/adr/0031-complaints.md): a payer
// disputes a successful payment; the merchant answers before a deadline; the payment is kept or
// refunded.
//   open:    the payment (SUCCESS, something left) → IN_COMPLAIN → the complaint → hold what the
//            balance gives, up to the disputed amount (balance row lock) → reminder and deadline
//            jobs → webhook complaint.opened → audit (one transaction) → notice and mails
//   answer:  a member (OWNER, FINANCIAL) of the partner, once → ACCEPT: resolved REFUNDED now (a
//            code when totp_config holds `refund`) · CONTEST: a note and evidence, the sandbox decides
//   resolve: once → SUCCESS again → release the hold → REFUNDED: a refund of the disputed amount
//            (flows/refund.ts) → webhook complaint.resolved → audit (one transaction)
//   jobs:    the day-before reminder; the deadline (no answer: REFUNDED); the sandbox's decision

export type ComplaintDeps = RefundDeps & {
  mail: MailService;
  log: FastifyBaseLogger;
  options: { publicUrl: string; sandbox: boolean };
};

/** The complaint queue's jobs: the day-before reminder, the deadline, and the sandbox's decision. */
export type ComplaintJob = { complaintId: string; step: 'remind' | 'deadline' | 'decide' };
declare module '../../../lib/jobs.js' {
  interface JobPayloads {
    [QUEUES.complaint]: ComplaintJob;
  }
}

const HOUR_MS = 3_600_000;
/** A deadline refund the balance cannot pay yet is tried again this much later (ADR 0031). */
export const COMPLAINT_RETRY_MS = HOUR_MS;

const complaintNotFound = () => notFound(NOT_FOUND_MESSAGES.complaint);
const conflict = (message: string, field = 'complaint_id') =>
  new AppError(message, 'CONFLICT', { fields: { [field]: message } });
/** A refusal of the payment's dispute, named beside payment_id. */
const paymentConflict = (message: string) => conflict(message, 'payment_id');

// ── Open: the sandbox's payer ───────────────────────────────────────────────────────────────────

/** POST /v1/checkout/{token}/complain: the sandbox's payer disputes the payment the link paid. */
export const complainFromCheckout = async (deps: ComplaintDeps, token: string, body: Record<string, unknown>) => {
  if (!deps.options.sandbox) throw gatewayError('FORBIDDEN', PAYMENT_MESSAGES.sandboxOff, 403);
  const input = parseInput(sandboxComplaintBody, body);
  const payment = await paymentOfLink(deps, token);
  return openComplaint(deps, payment, input.reason);
};

const paymentOfLink = async (deps: Pick<ComplaintDeps, 'payments'>, token: string) => {
  const payment = CHECKOUT_TOKEN.test(token) ? await deps.payments.byCheckoutToken(token) : undefined;
  if (!payment) throw gatewayError('NOT_FOUND', PAYMENT_MESSAGES.paymentLinkInvalid, 404);
  return payment;
};

/** Why a payment cannot be disputed now, or undefined when it can (the database re-checks). */
const disputeRefusal = (payment: PaymentRow): AppError | undefined => {
  if (!isRefundable(payment.type)) return paymentConflict(COMPLAINT_MESSAGES.notComplainable(payment.type));
  if (payment.status === 'IN_COMPLAIN') return paymentConflict(COMPLAINT_MESSAGES.alreadyDisputed);
  if (payment.status === 'REFUNDED') return paymentConflict(COMPLAINT_MESSAGES.nothingLeft);
  if (payment.status !== 'SUCCESS') return paymentConflict(COMPLAINT_MESSAGES.notComplainable(payment.status));
  return undefined;
};

/**
 * Opens the payment's complaint: one transaction. The payment's row lock queues every opening of
 * one payment (a burst of the same complaint opens it once: the others find it IN_COMPLAIN), and
 * the complaint's unique key refuses a second complaint ever.
 */
export const openComplaint = async (deps: ComplaintDeps, payment: PaymentRow, reason: string, now = new Date()) => {
  const refusal = disputeRefusal(payment);
  if (refusal) throw refusal;
  if (await complaintOfPayment(deps.db, payment.id)) throw paymentConflict(COMPLAINT_MESSAGES.alreadyDisputed);
  const respondBy = new Date(now.getTime() + COMPLAINT_RESPONSE_DAYS * 24 * HOUR_MS);
  const opened = await deps.payments.change(async (tx) => {
    const disputed = await disputePayment(tx, payment.id);
    if (!disputed) {
      const current = (await deps.payments.within(tx).byId(payment.id)) ?? payment;
      throw disputeRefusal(current) ?? paymentConflict(COMPLAINT_MESSAGES.nothingLeft);
    }
    const { after } = disputed;
    const amount = decimal(milli(after.amount) - milli(after.refundedAmount));
    const row = await insertComplaint(tx, {
      partnerId: after.partnerId,
      appId: after.appId,
      paymentId: after.id,
      environment: after.environment,
      amount,
      held: '0',
      currency: after.currency,
      chain: after.chain,
      reason,
      respondBy,
    });
    if (!row) throw paymentConflict(COMPLAINT_MESSAGES.alreadyDisputed);
    await deps.jobs.sendInTx(tx, QUEUES.complaint, { complaintId: row.id, step: 'remind' } satisfies ComplaintJob, {
      startAfter: new Date(Math.max(now.getTime(), respondBy.getTime() - COMPLAINT_REMINDER_HOURS * HOUR_MS)),
    });
    await deps.jobs.sendInTx(tx, QUEUES.complaint, { complaintId: row.id, step: 'deadline' } satisfies ComplaintJob, {
      startAfter: respondBy,
    });
    await sendComplaintEvent(deps.jobs, tx, row, 'opened');
    // The hold, then the audit entry, then the totals: the order of every money transaction
    // (PaymentsService: merchant balance, then the audit head, then the running totals), so a
    // complaint and a cash-out of one app never wait on each other's rows (a deadlock).
    // What the balance has, up to the disputed amount, read under its lock so nothing spends it between.
    const available = await deps.ledger.lockedBalance(tx, {
      appId: row.appId,
      environment: row.environment,
      currency: row.currency,
      chain: row.chain ?? '',
    });
    const held = decimal(milli(available) < milli(amount) ? milli(available) : milli(amount));
    const complaint = milli(held) > 0n ? await setComplaintHeld(tx, row.id, held) : row;
    const posting = complaintPostingOf(complaint, 'IN_COMPLAIN');
    if (posting) await deps.ledger.post(tx, posting);
    await recordAudit(tx, row.partnerId, SYSTEM, {
      action: 'complaint.opened',
      target: { type: 'payment', id: after.id, label: after.transactionId },
      changes: {
        complaint_id: { after: row.id },
        amount: { after: normalize(amount) },
        currency: { after: row.currency },
        reason: { after: reason },
        respond_by: { after: respondBy.toISOString() },
      },
    });
    await countStatusChange(tx, disputed.before, after);
    return { result: { complaint, payment: after }, changed: after };
  });
  await tell(deps, opened.complaint, opened.payment, false);
  return opened;
};

// ── Answer: the merchant ─────────────────────────────────────────────────────────────────────────

/** GraphQL respondComplaint: a member who may answer (OWNER, FINANCIAL) of the complaint's partner. */
export const respondToComplaint = async (deps: ComplaintDeps, access: PartnerAccess, args: Record<string, unknown>) => {
  const input = parseInput(respondComplaintArgs({ requireOtp: false }), args);
  const complaint = await complaintById(deps.db, input.complaint_id);
  if (!complaint || complaint.partnerId !== access.partnerId) throw complaintNotFound();
  if (complaint.status !== 'OPEN') throw conflict(COMPLAINT_MESSAGES.notOpen);
  if (complaint.response) throw conflict(COMPLAINT_MESSAGES.alreadyAnswered);
  const evidenceId = input.response === 'CONTEST' ? (input.evidence_id ?? null) : null;
  if (evidenceId) {
    const evidence = await evidenceById(deps.db, evidenceId);
    if (evidence?.complaintId !== complaint.id) {
      throw new AppError(NOT_FOUND_MESSAGES.evidence, 'NOT_FOUND', {
        fields: { evidence_id: NOT_FOUND_MESSAGES.evidence },
      });
    }
  }
  // Accepting refunds the payer: the refund's code, when the user's totp_config holds `refund`.
  if (input.response === 'ACCEPT' && requiresOtp(access.viewer.user, 'refund')) {
    await deps.secondFactor.verify(access.viewer.user, input.otp);
  }
  const actor = actorOf(access.viewer);
  const answered = await deps.payments.change(async (tx) => {
    const row = await answerComplaintRow(tx, complaint.id, {
      response: input.response,
      note: input.response === 'CONTEST' ? (input.note ?? null) : null,
      evidenceId,
      userId: access.viewer.user.id,
    });
    // Answered or resolved since it was read (another member, the deadline): this one changes nothing.
    if (!row) throw conflict(COMPLAINT_MESSAGES.alreadyAnswered);
    const answer: AuditEvent = {
      action: 'complaint.answered',
      target: { type: 'payment', id: row.paymentId },
      changes: {
        complaint_id: { after: row.id },
        response: { after: row.response },
        note: { after: row.note },
        evidence_id: { after: row.evidenceId },
      },
    };
    if (row.response === 'ACCEPT') {
      // The answer's entry goes in with the resolution's, after the balance moved (resolveInTx).
      const who = { userId: access.viewer.user.id, actor, answer };
      const resolved = await resolveInTx(deps, tx, row, 'REFUNDED', who);
      return { result: resolved?.complaint ?? row, changed: resolved?.payment };
    }
    await recordAudit(tx, row.partnerId, actor, answer);
    if (deps.options.sandbox) {
      await deps.jobs.sendInTx(tx, QUEUES.complaint, { complaintId: row.id, step: 'decide' } satisfies ComplaintJob, {
        startAfter: SANDBOX_COMPLAINT_DECISION_SECONDS,
      });
    }
    return { result: row };
  });
  return answered;
};

/** POST /v1/complaint/evidence: a file for the complaint's answer, kept with it, seen only by its partner. */
export const addEvidence = async (
  deps: ComplaintDeps,
  access: PartnerAccess,
  file: { complaintId: string; name: string; contentType: string; bytes: Buffer },
) => {
  const complaint = await complaintById(deps.db, file.complaintId);
  if (!complaint || complaint.partnerId !== access.partnerId) throw complaintNotFound();
  if (complaint.status !== 'OPEN') throw conflict(COMPLAINT_MESSAGES.notOpen);
  if (complaint.response) throw conflict(COMPLAINT_MESSAGES.alreadyAnswered);
  const contentType = evidenceType(file.bytes);
  if (!contentType)
    throw new AppError(COMPLAINT_MESSAGES.evidenceType, 'BAD_USER_INPUT', {
      fields: { evidence: COMPLAINT_MESSAGES.evidenceType },
    });
  if (file.bytes.length === 0)
    throw new AppError(COMPLAINT_MESSAGES.evidenceMissing, 'BAD_USER_INPUT', {
      fields: { evidence: COMPLAINT_MESSAGES.evidenceMissing },
    });
  if (file.bytes.length > COMPLAINT_EVIDENCE_MAX_BYTES) {
    throw new AppError(COMPLAINT_MESSAGES.evidenceTooLarge, 'BAD_USER_INPUT', {
      fields: { evidence: COMPLAINT_MESSAGES.evidenceTooLarge },
    });
  }
  const row = await deps.db.transaction(async (tx) => {
    const inserted = await insertEvidence(tx, {
      complaintId: complaint.id,
      name: evidenceName(file.name, contentType),
      contentType,
      bytes: file.bytes,
      userId: access.viewer.user.id,
    });
    await recordAudit(tx, complaint.partnerId, actorOf(access.viewer), {
      action: 'complaint.evidence_added',
      target: { type: 'payment', id: complaint.paymentId },
      changes: {
        complaint_id: { after: complaint.id },
        evidence: { after: inserted.name },
        content_type: { after: inserted.contentType },
        size: { after: String(file.bytes.length) },
      },
    });
    return inserted;
  });
  return { evidence_id: row.id, name: row.name, content_type: contentType, size: file.bytes.length };
};

/** The file's type by its first bytes, never by the name or the browser's word for it. */
const evidenceType = (bytes: Buffer): ComplaintEvidenceType | undefined => {
  if (bytes.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))) return 'image/png';
  if (bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return 'image/jpeg';
  if (bytes.subarray(0, 5).toString('latin1') === '%PDF-') return 'application/pdf';
  return undefined;
};
const EXTENSION: Record<ComplaintEvidenceType, string> = {
  'image/png': 'png',
  'image/jpeg': 'jpg',
  'application/pdf': 'pdf',
};
/** The name shown beside it: the uploaded name's printable part, or "evidence.<ext>". */
const evidenceName = (name: string, type: ComplaintEvidenceType) => {
  const clean = name
    .replace(/[\p{Cc}\p{Cf}/\\]/gu, '')
    .trim()
    .slice(0, 120);
  return clean || `evidence.${EXTENSION[type]}`;
};

/** GET /v1/complaint/evidence/{id}: the file, for a member of the complaint's partner. */
export const openEvidence = async (deps: Pick<ComplaintDeps, 'db'>, access: PartnerAccess, id: string) => {
  const evidence = await evidenceById(deps.db, id, { withBytes: true });
  if (!evidence || evidence.partnerId !== access.partnerId || !evidence.bytes)
    throw notFound(NOT_FOUND_MESSAGES.evidence);
  return evidence as typeof evidence & { bytes: Buffer };
};

// ── Resolve ──────────────────────────────────────────────────────────────────────────────────────

/**
 * Resolves the complaint in the caller's transaction, once (undefined when it was resolved
 * already): the payment is SUCCESS again and the hold goes back to the available balance; with
 * REFUNDED a refund of the disputed amount is accepted from it (settled like any refund).
 */
const resolveInTx = async (
  deps: ComplaintDeps,
  tx: Tx,
  complaint: ComplaintRow,
  outcome: ComplaintOutcome,
  /** `answer`: the member's answer that resolves it, audited just before the resolution. */
  who: { userId: string | null; actor: AuditActor; answer?: AuditEvent },
): Promise<{ complaint: ComplaintRow; payment: PaymentRow } | undefined> => {
  const resolved = await resolveComplaintRow(tx, complaint.id, outcome);
  if (!resolved) return undefined;
  const { before, after } = await undisputePayment(tx, resolved.paymentId);
  const release = complaintPostingOf(resolved, outcome === 'PAYMENT_KEPT' ? 'SUCCESS' : 'REFUNDED');
  if (release) await deps.ledger.post(tx, release);
  let payment = after;
  let final = resolved;
  if (outcome === 'REFUNDED') {
    const { refund, taken } = await refundInTx(
      deps,
      tx,
      after,
      {
        transactionId: `COMPLAINT-${resolved.id}`,
        amount: normalize(resolved.amount) ?? '0',
        reason: `Complaint: ${resolved.reason}`.slice(0, 200),
      },
      { userId: who.userId, actor: who.actor },
    );
    await setComplaintRefund(tx, resolved.id, refund.id);
    final = { ...resolved, refundId: refund.id };
    payment = taken;
  }
  await sendComplaintEvent(deps.jobs, tx, final, 'resolved');
  // Audit entries after every balance moved (the release, the refund's debit), as everywhere.
  if (who.answer) await recordAudit(tx, final.partnerId, who.actor, who.answer);
  await recordAudit(tx, final.partnerId, who.actor, {
    action: 'complaint.resolved',
    target: { type: 'payment', id: final.paymentId, label: payment.transactionId },
    changes: {
      complaint_id: { after: final.id },
      outcome: { before: null, after: outcome },
      held_released: { after: normalize(final.held) },
      refund_id: { after: final.refundId },
    },
  });
  await countStatusChange(tx, before, payment);
  return { complaint: final, payment };
};

/** Resolves in a transaction of its own with the payment's notices; undefined when already resolved. */
const resolve = (deps: ComplaintDeps, complaint: ComplaintRow, outcome: ComplaintOutcome, actor: AuditActor) =>
  deps.payments.change(async (tx) => {
    const resolved = await resolveInTx(deps, tx, complaint, outcome, { userId: null, actor });
    return { result: resolved, changed: resolved?.payment };
  });

/** POST /v1/checkout/{token}/complaint/decide: the sandbox's bank decides a contested complaint now. */
export const decideFromCheckout = async (deps: ComplaintDeps, token: string, body: Record<string, unknown>) => {
  if (!deps.options.sandbox) throw gatewayError('FORBIDDEN', PAYMENT_MESSAGES.sandboxOff, 403);
  const input = parseInput(sandboxComplaintDecisionBody, body);
  const payment = await paymentOfLink(deps, token);
  const complaint = await complaintOfPayment(deps.db, payment.id);
  if (!complaint) throw complaintNotFound();
  if (complaint.status !== 'OPEN') throw conflict(COMPLAINT_MESSAGES.notOpen);
  if (complaint.response !== 'CONTEST') throw conflict(COMPLAINT_MESSAGES.notContested);
  const resolved = await resolve(deps, complaint, input.outcome, SYSTEM);
  if (!resolved) throw conflict(COMPLAINT_MESSAGES.notOpen);
  return resolved;
};

// ── Jobs ─────────────────────────────────────────────────────────────────────────────────────────

/** The complaint queue's handler. Each step checks the complaint as it is now: a late or re-run job changes nothing. */
export const runComplaintJob = async (deps: ComplaintDeps, job: ComplaintJob): Promise<void> => {
  const complaint = await complaintById(deps.db, job.complaintId);
  if (complaint?.status !== 'OPEN') return;
  if (job.step === 'remind') {
    if (complaint.response || !(await markComplaintReminded(deps.db, complaint.id))) return;
    const payment = await deps.payments.byId(complaint.paymentId);
    if (payment) await tell(deps, complaint, payment, true);
    return;
  }
  if (job.step === 'decide') {
    // The sandbox's rule (docs/SANDBOX.md): evidence wins the contest, none loses it.
    if (complaint.response !== 'CONTEST') return;
    await resolve(deps, complaint, complaint.evidenceId ? 'PAYMENT_KEPT' : 'REFUNDED', SYSTEM);
    return;
  }
  // The deadline: an answer came in time (a contest waits for its decision); none: the payer is refunded.
  if (complaint.response) return;
  try {
    await resolve(deps, complaint, 'REFUNDED', SYSTEM);
  } catch (error) {
    if (!(error instanceof InsufficientFunds)) throw error;
    // The balance cannot pay the refund yet (money left it before the complaint's hold): the
    // complaint stays open and the deadline runs again later; nothing moved.
    deps.log.warn({ complaintId: complaint.id }, 'complaint refund waits for the balance');
    await deps.jobs.send(QUEUES.complaint, job, {
      startAfter: new Date(Date.now() + COMPLAINT_RETRY_MS),
      singletonKey: `complaint-retry:${complaint.id}:${Math.floor(Date.now() / COMPLAINT_RETRY_MS)}`,
    });
  }
};

// ── Telling the merchant ─────────────────────────────────────────────────────────────────────────

const sendComplaintEvent = (jobs: JobQueue, tx: Tx, complaint: ComplaintRow, step: ComplaintStep) =>
  jobs.sendInTx(tx, QUEUES.webhook, {
    paymentId: complaint.paymentId,
    appId: complaint.appId,
    complaintId: complaint.id,
    complaintEvent: step,
    status: 'IN_COMPLAIN',
    attempt: 0,
    messageId: complaintMessageId(complaint.id, step),
  } satisfies WebhookJob);

/**
 * The notice on /notification (once per complaint and moment) and a mail to each member who may
 * answer it. After the commit: a mail is never sent for a complaint that did not open. A failure
 * here is logged; the complaint stands either way. The notice is stored in English (contracts'
 * NOTICE_MESSAGES, translated as it is read); its deadline and the mails' are in the partner's zone.
 */
const tell = async (deps: ComplaintDeps, complaint: ComplaintRow, payment: PaymentRow, reminder: boolean) => {
  try {
    const [app] = await deps.db.select({ name: apps.name }).from(apps).where(eq(apps.id, complaint.appId));
    const [partner] = await deps.db
      .select({ timeZone: partners.timeZone })
      .from(partners)
      .where(eq(partners.id, complaint.partnerId));
    const timeZone = partner?.timeZone ?? DEFAULT_TIME_ZONE;
    const amount = `${normalize(complaint.amount)} ${complaint.currency}`;
    const link = `${deps.options.publicUrl}/transaction?payment_id=${payment.id}`;
    await noticeWithMail(
      deps,
      {
        partnerId: complaint.partnerId,
        appId: complaint.appId,
        kind: reminder ? 'COMPLAINT_DEADLINE' : 'COMPLAINT_OPENED',
        title: reminder
          ? NOTICE_MESSAGES.complaintDeadlineTitle(payment.transactionId)
          : NOTICE_MESSAGES.complaintOpenedTitle(payment.transactionId),
        body: NOTICE_MESSAGES.complaintBody(
          amount,
          app?.name ?? NOTICE_MESSAGES.yourApp,
          complaint.reason,
          localDateTime(complaint.respondBy, timeZone),
        ),
        dedupeKey: `complaint-${reminder ? 'deadline' : 'opened'}:${complaint.id}`,
      },
      'respondComplaint',
      (r) =>
        complaintMail(r, {
          reminder,
          appName: app?.name ?? '',
          transactionId: payment.transactionId,
          amount: { value: normalize(complaint.amount) ?? complaint.amount, currency: complaint.currency },
          reason: complaint.reason,
          respondBy: complaint.respondBy,
          timeZone,
          link,
        }),
    );
  } catch (err) {
    deps.log.error({ err, complaintId: complaint.id }, 'complaint notice not written');
  }
};
