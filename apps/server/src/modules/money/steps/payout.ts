import type { Tx } from '../../../db/client.js';
import type { PartnerAccess } from '../../../lib/caller.js';
import { type JobQueue, QUEUES } from '../../../lib/jobs.js';
import { decimal, milli } from '../../../lib/money.js';
import type { PayoutResult } from '../../../providers/types.js';
import { auditMoneyOrder } from '../../audit/index.js';
import type { NewPayment, PaymentRow, PaymentsService } from '../../payments/index.js';

// Steps of money leaving a balance (cash-out, withdraw): accepted and debited at once, settled by
// the bank network or the chain later.

/** A payout's settlement job, or a refund's (the money module handles its queue: MoneyService.settle). */
export type SettlementJob = { paymentId: string } | { refundId: string };
declare module '../../../lib/jobs.js' {
  interface JobPayloads {
    [QUEUES.settlement]: SettlementJob;
  }
}

/** The network answers a payout after its delay: the job is written in the payout's transaction. */
const scheduleSettlement = (jobs: JobQueue, tx: Tx, paymentId: string, afterMs: number) =>
  jobs.sendInTx(tx, QUEUES.settlement, { paymentId } satisfies SettlementJob, {
    startAfter: new Date(Date.now() + afterMs),
  });

/**
 * Reserve and debit, schedule settlement: the payment, its debit (ledger/postings.ts, ACCEPTED),
 * the settlement job and the audit entry commit together; a balance that cannot cover it leaves
 * none of them (the ledger's CHECK refuses, InsufficientFunds).
 */
export const acceptPayout = (
  deps: { payments: PaymentsService; jobs: JobQueue },
  access: PartnerAccess,
  payment: NewPayment,
  settleAfterMs: number,
) =>
  deps.payments.create(payment, async (tx, row) => {
    await scheduleSettlement(deps.jobs, tx, row.id, settleAfterMs);
    // The debit after the job: balance rows are written last (PaymentsService, hot rows last).
    await deps.payments.post(tx, row, 'ACCEPTED');
    await auditMoneyOrder(tx, access, row);
  });

/**
 * Post → notify: the network's answer finishes the payment — its status, its posting by the
 * table (paid out, or everything given back), the webhook job and the audit entry, in one
 * transaction. A payment already finished is left as it is.
 */
export const finishPayout = (payments: PaymentsService, payment: PaymentRow, result: PayoutResult) =>
  payments.finish(
    payment.id,
    result.status,
    result.status === 'FAILED' ? result.reason : undefined,
    // The network's id of the transfer, for the merchant's reconciliation (issue 30 item 4).
    result.reference ? { network_reference: result.reference } : {},
  );

/** What a payout's answer says of its payment, the same for a cash-out and a withdrawal (PRODUCT §7.2). */
export const payoutFigures = (payment: PaymentRow) => ({
  payment_id: payment.id,
  transaction_id: payment.transactionId,
  status: payment.status,
  amount: decimal(milli(payment.amount)),
  fee: decimal(milli(payment.fee)),
});
