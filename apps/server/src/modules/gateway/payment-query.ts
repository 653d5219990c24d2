import {
  COMMON_MESSAGES,
  NOT_FOUND_MESSAGES,
  type PaymentQueryResult,
  paymentLookupQuery,
  type SignedApi,
} from '@paygate/contracts';
import type { Db } from '../../db/client.js';
import type { AppRow } from '../../db/schema.js';
import { gatewayError } from '../../lib/errors.js';
import { isUuid } from '../../lib/ids.js';
import { normalize } from '../../lib/money.js';
import { parseInput } from '../../lib/validate.js';
import {
  complaintOfPayment,
  complaintOfPaymentByTransaction,
  complaintView,
  type PaymentRow,
  type PaymentsService,
  refundsOfPayment,
  refundsOfPaymentByTransaction,
  refundView,
} from '../payments/index.js';

// Ask the gateway (issue 29 item 3): a merchant's server reads one of its payments as it stands —
// what a lost webhook would have told it, and its refunds. Read-only, so a replayed signed GET is
// as harmless as the first. Both lookups go through payment_keys' unique indexes (app_id,
// transaction_id) and (id), whose created_at prunes the partitioned payments table to one month:
// no scan of the months (BENCHMARKS.md "Ask the gateway").

export type PaymentQueryDeps = {
  db: Db;
  /** The signed-request steps of GatewayService. */
  requests: {
    appForRequest(appId: string): Promise<AppRow>;
    verifyHash(api: SignedApi, values: Record<string, string | undefined>, app: AppRow, hash: string): void;
  };
  payments: PaymentsService;
};

/** GET /v1/partner/payment: signed with the app secret (HASH_FIELDS.payment), the app's own payments only. */
export const queryPayment = async (
  deps: PaymentQueryDeps,
  query: Record<string, unknown>,
): Promise<PaymentQueryResult> => {
  const input = parseInput(paymentLookupQuery, query);
  // An app id that is no uuid is refused by appForRequest before anything else is read.
  if (!isUuid(input.app_id)) await deps.requests.appForRequest(input.app_id);
  // The app, the payment, its refunds and its complaint are read side by side — each one index probe — so the
  // answer waits for one round trip to the database, not three; nothing is answered before the
  // hash is verified with the app's secret, and a payment that is not the app's is discarded.
  const [app, payment, refunds, complaint] = await Promise.all([
    deps.requests.appForRequest(input.app_id),
    input.payment_id
      ? deps.payments.byId(input.payment_id)
      : deps.payments.byTransactionId(input.app_id, input.transaction_id ?? ''),
    input.payment_id
      ? isUuid(input.payment_id)
        ? refundsOfPayment(deps.db, input.payment_id)
        : []
      : refundsOfPaymentByTransaction(deps.db, input.app_id, input.transaction_id ?? ''),
    input.payment_id
      ? isUuid(input.payment_id)
        ? complaintOfPayment(deps.db, input.payment_id)
        : undefined
      : complaintOfPaymentByTransaction(deps.db, input.app_id, input.transaction_id ?? ''),
  ]);
  // The hash covers the values as sent (an absent one empty), as the merchant computed it.
  deps.requests.verifyHash('payment', rawValues(query), app, input.hash);
  // Another app's payment — the same partner's too — answers as a missing one: an app's secret
  // reads that app's payments, nothing else.
  if (!payment || payment.appId !== app.id) {
    const field = input.payment_id ? 'payment_id' : 'transaction_id';
    throw gatewayError('NOT_FOUND', NOT_FOUND_MESSAGES.payment, 404, { [field]: NOT_FOUND_MESSAGES.payment });
  }
  return {
    error_code: 0,
    message: COMMON_MESSAGES.success,
    payment: paymentView(payment),
    refunds: refunds.map(refundView),
    complaint: complaint ? complaintView(complaint) : null,
  };
};

/** A query string's values as text (a repeated parameter is refused by the schema before this). */
export const rawValues = (query: Record<string, unknown>): Record<string, string | undefined> =>
  Object.fromEntries(Object.entries(query).map(([k, v]) => [k, typeof v === 'string' ? v : undefined]));

const paymentView = (p: PaymentRow): PaymentQueryResult['payment'] => ({
  payment_id: p.id,
  transaction_id: p.transactionId,
  app_id: p.appId,
  type: p.type,
  status: p.status,
  amount: normalize(p.amount) ?? '0',
  fee: normalize(p.fee) ?? '0',
  refunded_amount: normalize(p.refundedAmount) ?? '0',
  currency: p.currency,
  chain: p.chain,
  bank: p.bank,
  user_id: p.userId,
  failure_reason: p.failureReason,
  created_at: p.createdAt.toISOString(),
  completed_at: p.completedAt?.toISOString() ?? null,
  expires_at: p.expiresAt?.toISOString() ?? null,
});
