import type { ComplaintOutcome, ComplaintResponse, WebhookComplaint } from '@paygate/contracts';
import { and, eq, isNull, lt, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.js';
import { complaintEvidence, complaints, paymentKeys, payments } from '../../db/schema.js';
import { isUuid } from '../../lib/ids.js';
import { normalize } from '../../lib/money.js';
import { type PaymentRow, paymentIs } from './payments.service.js';

// The rows of complaints (docs/adr/0031-complaints.md) and the payment's status they move. Each
// step is one conditional update, so a step taken twice at once (two answers, a deadline racing an
// answer, a sandbox decision racing the deadline) is taken once: the second finds nothing to
// change and says so.

export type ComplaintRow = typeof complaints.$inferSelect;
export type NewComplaint = typeof complaints.$inferInsert;
export type ComplaintEvidenceRow = typeof complaintEvidence.$inferSelect;

export const complaintById = async (db: Db | Tx, id: string): Promise<ComplaintRow | undefined> => {
  // Another shape of id finds nothing, without a query the database would refuse.
  if (!isUuid(id)) return undefined;
  const [row] = await db.select().from(complaints).where(eq(complaints.id, id));
  return row;
};

/** The payment's complaint (there is at most one, ever: complaints_payment_key). */
export const complaintOfPayment = async (db: Db | Tx, paymentId: string): Promise<ComplaintRow | undefined> => {
  const [row] = await db.select().from(complaints).where(eq(complaints.paymentId, paymentId));
  return row;
};

/** The complaint of an app's payment named by its transaction_id, through payment_keys' unique index. */
export const complaintOfPaymentByTransaction = async (db: Db | Tx, appId: string, transactionId: string) => {
  const [row] = await db
    .select({ complaint: complaints })
    .from(paymentKeys)
    .innerJoin(complaints, eq(complaints.paymentId, paymentKeys.id))
    .where(and(eq(paymentKeys.appId, appId), eq(paymentKeys.transactionId, transactionId)));
  return row?.complaint;
};

/** The complaint, or undefined when the payment already had one (its unique key). */
export const insertComplaint = async (tx: Tx, complaint: NewComplaint): Promise<ComplaintRow | undefined> => {
  const [row] = await tx.insert(complaints).values(complaint).onConflictDoNothing().returning();
  return row;
};

/** What the balance gave to the hold, once known under the balance's lock. */
export const setComplaintHeld = async (tx: Tx, id: string, held: string): Promise<ComplaintRow> => {
  const [row] = await tx.update(complaints).set({ held }).where(eq(complaints.id, id)).returning();
  if (!row) throw new Error(`complaint ${id} vanished`);
  return row;
};

/**
 * SUCCESS → IN_COMPLAIN while something is left to refund, under the payment's row lock: the
 * payment before and after, or undefined when it is not (or no longer) a successful payment.
 */
export const disputePayment = async (tx: Tx, paymentId: string) => {
  const [before] = await tx.select().from(payments).where(paymentIs(paymentId)).for('update');
  if (before?.status !== 'SUCCESS') return undefined;
  const [after] = await tx
    .update(payments)
    .set({ status: 'IN_COMPLAIN' })
    .where(and(paymentIs(paymentId), eq(payments.status, 'SUCCESS'), lt(payments.refundedAmount, payments.amount)))
    .returning();
  return after ? { before, after } : undefined;
};

/** IN_COMPLAIN → SUCCESS: the complaint is resolved (a refund that follows then takes its part). */
export const undisputePayment = async (
  tx: Tx,
  paymentId: string,
): Promise<{ before: PaymentRow; after: PaymentRow }> => {
  const [before] = await tx.select().from(payments).where(paymentIs(paymentId)).for('update');
  if (!before) throw new Error(`complaint of a missing payment ${paymentId}`);
  if (before.status !== 'IN_COMPLAIN') return { before, after: before };
  const [after] = await tx
    .update(payments)
    .set({ status: 'SUCCESS' })
    .where(and(paymentIs(paymentId), eq(payments.status, 'IN_COMPLAIN')))
    .returning();
  return { before, after: after ?? before };
};

/** The merchant's answer, once, while the complaint is open and unanswered. */
export const answerComplaintRow = async (
  tx: Tx,
  id: string,
  answer: { response: ComplaintResponse; note: string | null; evidenceId: string | null; userId: string },
): Promise<ComplaintRow | undefined> => {
  const [row] = await tx
    .update(complaints)
    .set({
      response: answer.response,
      note: answer.note,
      evidenceId: answer.evidenceId,
      respondedBy: answer.userId,
      respondedAt: new Date(),
    })
    .where(and(eq(complaints.id, id), eq(complaints.status, 'OPEN'), isNull(complaints.response)))
    .returning();
  return row;
};

/** OPEN → RESOLVED with its outcome, once: undefined when it was resolved already. */
export const resolveComplaintRow = async (
  tx: Tx,
  id: string,
  outcome: ComplaintOutcome,
): Promise<ComplaintRow | undefined> => {
  const [row] = await tx
    .update(complaints)
    .set({ status: 'RESOLVED', outcome, resolvedAt: new Date() })
    .where(and(eq(complaints.id, id), eq(complaints.status, 'OPEN')))
    .returning();
  return row;
};

export const setComplaintRefund = (tx: Tx, id: string, refundId: string) =>
  tx.update(complaints).set({ refundId }).where(eq(complaints.id, id));

/** The day-before reminder, once: true when this call is the one that sends it. */
export const markComplaintReminded = async (db: Db | Tx, id: string): Promise<boolean> => {
  const rows = await db
    .update(complaints)
    .set({ remindedAt: new Date() })
    .where(
      and(
        eq(complaints.id, id),
        eq(complaints.status, 'OPEN'),
        isNull(complaints.response),
        isNull(complaints.remindedAt),
      ),
    )
    .returning({ id: complaints.id });
  return rows.length > 0;
};

export const insertEvidence = async (
  db: Db | Tx,
  evidence: typeof complaintEvidence.$inferInsert,
): Promise<ComplaintEvidenceRow> => {
  const [row] = await db.insert(complaintEvidence).values(evidence).returning();
  if (!row) throw new Error('evidence insert returned nothing');
  return row;
};

/** A file of evidence with the partner its complaint belongs to (the caller's check), without its bytes. */
export const evidenceById = async (db: Db | Tx, id: string, options: { withBytes?: boolean } = {}) => {
  if (!isUuid(id)) return undefined;
  const [row] = await db
    .select({
      id: complaintEvidence.id,
      complaintId: complaintEvidence.complaintId,
      partnerId: complaints.partnerId,
      name: complaintEvidence.name,
      contentType: complaintEvidence.contentType,
      size: sql<number>`octet_length(${complaintEvidence.bytes})`.mapWith(Number),
      bytes: options.withBytes ? complaintEvidence.bytes : sql<null>`null`,
    })
    .from(complaintEvidence)
    .innerJoin(complaints, eq(complaints.id, complaintEvidence.complaintId))
    .where(eq(complaintEvidence.id, id));
  return row;
};

/** The complaint as its webhook and GET /v1/partner/payment show it (contracts WebhookComplaint). */
export const complaintView = (c: ComplaintRow): WebhookComplaint => ({
  complaint_id: c.id,
  status: c.status,
  amount: normalize(c.amount) ?? '0',
  reason: c.reason,
  respond_by: c.respondBy.toISOString(),
  outcome: (c.outcome as ComplaintOutcome | null) ?? null,
  created_at: c.createdAt.toISOString(),
  resolved_at: c.resolvedAt?.toISOString() ?? null,
});
