import type { Refund, RefundDestination, RefundResult } from '@paygate/contracts';
import { and, desc, eq, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.js';
import { partners, paymentKeys, payments, refunds } from '../../db/schema.js';
import { normalize } from '../../lib/money.js';
import { recordPaymentChange } from './payment-stats.js';
import { type PaymentRow, paymentIs } from './payments.service.js';

// The rows of refunds (docs/adr/0029-refunds.md) and the payment's refunded amount they move. The
// cap is the database's: takeRefund's conditional update queues the refunds of one payment on its
// row, and the CHECK payments_refunded_amount_within refuses anything above the amount paid.

export type RefundRow = typeof refunds.$inferSelect;
export type NewRefund = typeof refunds.$inferInsert;

export const refundById = async (db: Db | Tx, id: string): Promise<RefundRow | undefined> => {
  const [row] = await db.select().from(refunds).where(eq(refunds.id, id));
  return row;
};

export const refundByTransactionId = async (
  db: Db | Tx,
  appId: string,
  transactionId: string,
): Promise<RefundRow | undefined> => {
  const [row] = await db
    .select()
    .from(refunds)
    .where(and(eq(refunds.appId, appId), eq(refunds.transactionId, transactionId)));
  return row;
};

/** A payment's refunds, newest first. */
export const refundsOfPayment = (db: Db | Tx, paymentId: string): Promise<RefundRow[]> =>
  db.select().from(refunds).where(eq(refunds.paymentId, paymentId)).orderBy(desc(refunds.createdAt));

/**
 * The refunds of an app's payment named by its transaction_id, newest first: through payment_keys'
 * unique index, so it needs no read of the payment first (GET /v1/partner/payment reads both at once).
 */
export const refundsOfPaymentByTransaction = (db: Db | Tx, appId: string, transactionId: string) =>
  db
    .select({ refund: refunds })
    .from(paymentKeys)
    .innerJoin(refunds, eq(refunds.paymentId, paymentKeys.id))
    .where(and(eq(paymentKeys.appId, appId), eq(paymentKeys.transactionId, transactionId)))
    .orderBy(desc(refunds.createdAt))
    .then((rows) => rows.map((r) => r.refund));

/** The partner's refund rule (partners.refund_fee_returned), read in the refund's transaction. */
export const isRefundFeeReturned = async (tx: Tx, partnerId: string): Promise<boolean> => {
  const [row] = await tx
    .select({ isReturned: partners.refundFeeReturned })
    .from(partners)
    .where(eq(partners.id, partnerId));
  return row?.isReturned ?? false;
};

/**
 * Takes `amount` from what is left to refund of a successful payment, under its row lock: the
 * payment after the change (REFUNDED when nothing is left), or undefined when it is not SUCCESS
 * or the amount does not fit. Running totals move when the status does (last: hot rows).
 */
export const takeRefund = async (tx: Tx, paymentId: string, amount: string): Promise<PaymentRow | undefined> => {
  const after = sql`${payments.refundedAmount} + ${amount}::numeric`;
  const [row] = await tx
    .update(payments)
    .set({
      refundedAmount: after,
      status: sql`case when ${after} = ${payments.amount} then 'REFUNDED'::payment_status else ${payments.status} end`,
    })
    .where(and(paymentIs(paymentId), eq(payments.status, 'SUCCESS'), sql`${after} <= ${payments.amount}`))
    .returning();
  return row;
};

/**
 * A failed refund gives its part back: the refunded amount goes down, and a REFUNDED payment is
 * SUCCESS again. Answers the payment before and after.
 */
export const giveBackRefund = async (tx: Tx, paymentId: string, amount: string) => {
  const [before] = await tx.select().from(payments).where(paymentIs(paymentId)).for('update');
  if (!before) throw new Error(`refund of a missing payment ${paymentId}`);
  const [after] = await tx
    .update(payments)
    .set({
      refundedAmount: sql`${payments.refundedAmount} - ${amount}::numeric`,
      status: sql`case when ${payments.status} = 'REFUNDED' then 'SUCCESS'::payment_status else ${payments.status} end`,
    })
    .where(paymentIs(paymentId))
    .returning();
  if (!after) throw new Error(`refund of a missing payment ${paymentId}`);
  return { before, after };
};

/** The list's totals and the dashboard count a payment under its new status (only when it moved). */
export const countStatusChange = async (tx: Tx, before: PaymentRow, after: PaymentRow): Promise<void> => {
  if (before.status !== after.status) await recordPaymentChange(tx, before, after);
};

export const insertRefund = async (tx: Tx, refund: NewRefund): Promise<RefundRow> => {
  const [row] = await tx.insert(refunds).values(refund).returning();
  if (!row) throw new Error('refund insert returned nothing');
  return row;
};

/** The fee share the partner's rule gives back, once the refund knows what was refunded before it. */
export const setRefundFigures = async (tx: Tx, id: string, figures: { feeReturned: string; debited: string }) => {
  const [row] = await tx.update(refunds).set(figures).where(eq(refunds.id, id)).returning();
  if (!row) throw new Error(`refund ${id} vanished`);
  return row;
};

/** PENDING → SUCCESS / FAILED, once: undefined when it was already settled. */
export const settleRefundRow = async (
  tx: Tx,
  id: string,
  outcome: { status: 'SUCCESS' | 'FAILED'; reason: string | null; networkReference?: string | null },
  at: Date = new Date(),
): Promise<RefundRow | undefined> => {
  const [row] = await tx
    .update(refunds)
    .set({
      status: outcome.status,
      failureReason: outcome.reason,
      networkReference: outcome.networkReference ?? null,
      completedAt: at,
    })
    .where(and(eq(refunds.id, id), eq(refunds.status, 'PENDING')))
    .returning();
  return row;
};

/** The refund as every answer and the refund's webhook show it (contracts Refund). */
export const refundView = (r: RefundRow): Refund => ({
  refund_id: r.id,
  transaction_id: r.transactionId,
  payment_id: r.paymentId,
  status: r.status,
  amount: normalize(r.amount) ?? '0',
  fee_returned: normalize(r.feeReturned) ?? '0',
  debited: normalize(r.debited) ?? '0',
  currency: r.currency,
  chain: r.chain,
  reason: r.reason,
  destination: r.destination as RefundDestination,
  failure_reason: r.failureReason,
  created_at: r.createdAt.toISOString(),
  completed_at: r.completedAt?.toISOString() ?? null,
});

/** The payment beside a refund in the refund's answer (contracts RefundResult): its figures after the refund. */
export const refundedPaymentView = (p: PaymentRow): RefundResult['payment'] => ({
  payment_id: p.id,
  transaction_id: p.transactionId,
  status: p.status,
  amount: normalize(p.amount) ?? '0',
  refunded_amount: normalize(p.refundedAmount) ?? '0',
});
