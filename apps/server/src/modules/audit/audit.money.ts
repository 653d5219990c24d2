import type { AuditAction } from '@paygate/contracts';
import type { Tx } from '../../db/client.js';
import type { payments } from '../../db/schema.js';
import type { PartnerAccess } from '../../lib/caller.js';
import { decimal, milli } from '../../lib/money.js';
import { actorOf, recordAudit, SYSTEM } from './audit.record.js';

// Money moved from the portal (cash-in, deposit, exchange, cash-out, withdraw): the order is
// recorded with the payment's insert, and its outcome with the status change that finishes it.

type PaymentRow = typeof payments.$inferSelect;

/** Payment types a member starts from the portal, and the action that records each. */
const PORTAL_MONEY: Record<string, AuditAction> = {
  CASH_IN: 'money.cash_in',
  CRYPTO_DEPOSIT: 'money.deposit',
  CRYPTO_EXCHANGE: 'money.exchange',
  CASH_OUT: 'money.cash_out',
  PAY_CRYPTO_WITHDRAW: 'money.withdraw',
};

/** 150000, not 150000.000: amounts as the portal shows them. */
const amount = (value: string) => decimal(milli(value));

const paymentTarget = (row: PaymentRow) => ({ type: 'payment', id: row.id, label: row.transactionId });

/** In the payment's insert transaction: who ordered what, for how much, and where it stands. */
export const auditMoneyOrder = async (tx: Tx, access: PartnerAccess, row: PaymentRow): Promise<void> => {
  const action = PORTAL_MONEY[row.type];
  if (!action) return;
  await recordAudit(tx, row.partnerId, actorOf(access.viewer), {
    action,
    target: paymentTarget(row),
    changes: {
      amount: { after: amount(row.amount) },
      fee: { after: amount(row.fee) },
      currency: { after: row.currency },
      chain: { after: row.chain },
      app_id: { after: row.appId },
      account_number: { after: row.accountNumber },
      outcome: { after: row.status },
    },
  });
};

/** In the transaction that finishes a payment a member ordered: its outcome (the server acts). */
export const auditMoneyOutcome = async (tx: Tx, row: PaymentRow): Promise<void> => {
  if (!PORTAL_MONEY[row.type] || !row.userId) return;
  await recordAudit(tx, row.partnerId, SYSTEM, {
    action: 'money.settled',
    target: paymentTarget(row),
    changes: {
      outcome: { before: 'PENDING', after: row.status },
      amount: { after: amount(row.amount) },
      currency: { after: row.currency },
      failure_reason: { after: row.failureReason },
    },
  });
};
