import {
  COMMON_MESSAGES,
  isRefundable,
  NOT_FOUND_MESSAGES,
  REFUND_DESTINATION_OF_TYPE,
  REFUND_MESSAGES,
  type RefundStatus,
  refundArgs,
  refundBody,
  refundQuote,
  requiresOtp,
  TOKEN_DECIMALS,
  toUnits,
  VND_DECIMALS,
} from '@paygate/contracts';
import type { Db, Tx } from '../../../db/client.js';
import type { AppRow } from '../../../db/schema.js';
import type { PartnerAccess } from '../../../lib/caller.js';
import { AppError, gatewayError, violatedIndex } from '../../../lib/errors.js';
import { type JobQueue, QUEUES } from '../../../lib/jobs.js';
import { decimal, milli, normalize } from '../../../lib/money.js';
import { parseInput } from '../../../lib/validate.js';
import type { Providers } from '../../../providers/index.js';
import type { PayoutResult } from '../../../providers/types.js';
import { type AuditActor, actorOf, recordAudit, SYSTEM } from '../../audit/index.js';
import type { SecondFactor } from '../../auth/index.js';
import { type LedgerService, refundPostingOf } from '../../ledger/index.js';
import {
  countStatusChange,
  fingerprint,
  giveBackRefund,
  insertRefund,
  isRefundFeeReturned,
  type PaymentRow,
  type PaymentsService,
  type RefundRow,
  refundById,
  refundByTransactionId,
  refundedPaymentView,
  refundMessageId,
  refundView,
  setRefundFigures,
  settleRefundRow,
  takeRefund,
  type WebhookJob,
} from '../../payments/index.js';
import type { SettlementJob } from '../steps/payout.js';
import { type GatewayRequests, stringValues } from '../steps/request.js';

// Refund (PRODUCT §11, docs/adr/0029-refunds.md): money of a payer's successful payment goes back
// to where it came from, wholly or in parts.
//   accept: validate → the payment (the caller's own) → retry? → confirm (portal: OTP) → claim the
//           transaction_id → take from what is left to refund (payment row lock, CHECK) → quote the
//           fee share → schedule settlement → debit (ledger CHECK) → audit (one transaction)
//   settle: the bank network's or chain's answer → post → give back on failure → notify

export type RefundDeps = {
  db: Db;
  requests: GatewayRequests;
  payments: PaymentsService;
  ledger: LedgerService;
  providers: Providers;
  jobs: JobQueue;
  secondFactor: SecondFactor;
};

/** Who asks: a member in the portal, or the app's own server (signed with its secret). */
type Caller = { kind: 'member'; access: PartnerAccess } | { kind: 'app'; app: AppRow };

export type RefundRequest = { transactionId: string; amount: string; reason: string };

/** GraphQL refundPayment: a member of the payment's partner, with a code when totp_config holds `refund`. */
export const refundFromPortal = async (deps: RefundDeps, access: PartnerAccess, args: Record<string, unknown>) => {
  const input = parseInput(refundArgs({ requireOtp: false }), args);
  const payment = await deps.payments.forPartner(access.partnerId, input.payment_id);
  const app = await deps.requests.appForRequest(payment.appId);
  const request = { transactionId: input.transaction_id, amount: input.amount, reason: input.reason };
  const earlier = await earlierRefund(deps, app, payment, request);
  if (earlier) return refundAnswer(earlier, await paymentNow(deps, payment), true);
  // The code after a retry had its chance to answer: a retry moves no money, so it asks for none.
  if (requiresOtp(access.viewer.user, 'refund')) await deps.secondFactor.verify(access.viewer.user, input.otp);
  return acceptRefund(deps, { kind: 'member', access }, app, payment, request);
};

/** POST /v1/partner/refund: the app's server, signed with the app secret (HASH_FIELDS.refund). */
export const refundFromGateway = async (deps: RefundDeps, body: Record<string, unknown>) => {
  const input = parseInput(refundBody, body);
  const app = await deps.requests.appForRequest(input.app_id);
  deps.requests.verifyHash('refund', stringValues(body), app, input.hash);
  // Another app's payment (the same partner's too) is not this app's to refund: not found.
  const payment = input.payment_id
    ? await deps.payments.byId(input.payment_id)
    : await deps.payments.byTransactionId(app.id, input.payment_transaction_id ?? '');
  if (!payment || payment.appId !== app.id) throw paymentNotFound();
  const request = { transactionId: input.transaction_id, amount: input.amount, reason: input.reason };
  const earlier = await earlierRefund(deps, app, payment, request);
  if (earlier) return refundAnswer(earlier, await paymentNow(deps, payment), true);
  return acceptRefund(deps, { kind: 'app', app }, app, payment, request);
};

const paymentNotFound = () =>
  gatewayError('NOT_FOUND', NOT_FOUND_MESSAGES.payment, 404, { payment_id: NOT_FOUND_MESSAGES.payment });

/** What makes two refund requests the same one: the payment, the amount and the reason. */
const refundFingerprint = (payment: PaymentRow, request: RefundRequest) =>
  fingerprint({ payment_id: payment.id, amount: decimal(milli(request.amount)), reason: request.reason });

/**
 * The refund an identical earlier request made (same app and transaction_id, same payment, amount
 * and reason): its first answer, nothing moves again. The same transaction_id with other values is
 * refused.
 */
const earlierRefund = async (deps: RefundDeps, app: AppRow, payment: PaymentRow, request: RefundRequest) => {
  const earlier = await refundByTransactionId(deps.db, app.id, request.transactionId);
  if (!earlier) return undefined;
  if (earlier.requestFingerprint !== refundFingerprint(payment, request)) throw duplicateRefund();
  return earlier;
};

const duplicateRefund = () =>
  new AppError(REFUND_MESSAGES.duplicate, 'CONFLICT', { fields: { transaction_id: REFUND_MESSAGES.duplicate } });

const decimalsOf = (currency: string) => (currency === 'VND' ? VND_DECIMALS : TOKEN_DECIMALS);

/** "60000 VND", "1.5 USDT": what is left to refund, as the refusal says it. */
const leftText = (payment: PaymentRow) =>
  `${decimal(milli(payment.amount) - milli(payment.refundedAmount))} ${payment.currency}`;

const exceedsLeft = (payment: PaymentRow) => {
  const message = REFUND_MESSAGES.exceedsLeft(leftText(payment));
  return gatewayError('INVALID_INPUT', message, 400, { amount: message });
};

/** The checks a refund's payment must pass before anything is written (the database re-checks the cap). */
const assertRefundable = (payment: PaymentRow, amount: string) => {
  if (!isRefundable(payment.type)) {
    throw gatewayError('INVALID_INPUT', REFUND_MESSAGES.notRefundable, 400, {
      payment_id: REFUND_MESSAGES.notRefundable,
    });
  }
  if (payment.status === 'REFUNDED') throw exceedsLeft(payment);
  if (payment.status !== 'SUCCESS') {
    const message = REFUND_MESSAGES.notSucceeded(payment.status);
    throw gatewayError('INVALID_INPUT', message, 400, { payment_id: message });
  }
  // In the payment's currency: whole VND, a token to 3 decimals.
  const decimals = decimalsOf(payment.currency);
  if (toUnits(amount, decimals) === null) {
    const message = decimals === 0 ? REFUND_MESSAGES.amountWhole : REFUND_MESSAGES.amountDecimals;
    throw gatewayError('INVALID_INPUT', message, 400, { amount: message });
  }
  if (milli(amount) > milli(payment.amount) - milli(payment.refundedAmount)) throw exceedsLeft(payment);
};

/** Where the money goes, by how the payer paid (contracts REFUND_DESTINATION_OF_TYPE). */
const destinationOf = (payment: PaymentRow) => {
  const destination = REFUND_DESTINATION_OF_TYPE[payment.type] ?? 'ACCOUNT';
  const details = payment.details;
  if (destination === 'SENDER_ACCOUNT') {
    return { destination, bank: details.sender_bank_bin ?? payment.bank, account: details.sender_account ?? null };
  }
  if (destination === 'WALLET') {
    return { destination, bank: payment.bank, account: details.sender_wallet ?? details.address ?? null };
  }
  // A card is stored masked (PCI DSS 3.4.1): the network refunds by the payment's reference.
  return { destination, bank: payment.bank, account: payment.accountNumber };
};

/**
 * Accept: one transaction. The refund row claims (app, transaction_id) first, so an identical
 * request racing this one waits on that key and answers this refund once it commits; then the
 * payment's row lock serialises the refunds of one payment while they take from what is left.
 */
const acceptRefund = async (
  deps: RefundDeps,
  caller: Caller,
  app: AppRow,
  payment: PaymentRow,
  request: RefundRequest,
) => {
  assertRefundable(payment, request.amount);
  const who = {
    userId: caller.kind === 'member' ? caller.access.viewer.user.id : null,
    actor: caller.kind === 'member' ? actorOf(caller.access.viewer) : SYSTEM,
    app: caller.kind === 'app' ? caller.app : undefined,
  };
  const accepting = deps.payments.change(async (tx) => {
    const { refund, taken } = await refundInTx(deps, tx, payment, request, who);
    await countStatusChange(tx, payment, taken);
    return { result: { refund, payment: taken }, changed: taken };
  });
  const accepted = await accepting.catch(async (error: unknown) => {
    if (violatedIndex(error) !== 'refunds_app_transaction_key') throw error;
    // An identical request committed first: its refund is the answer (a different one is refused).
    const earlier = await earlierRefund(deps, app, payment, request);
    if (!earlier) throw error;
    return { refund: earlier, payment: await paymentNow(deps, payment), retried: true as const };
  });
  return refundAnswer(accepted.refund, accepted.payment, 'retried' in accepted);
};

/**
 * A refund accepted in the caller's transaction: taken and debited, its settlement scheduled, its
 * audit entry written. The portal's and the gateway's refunds, and a complaint's refund outcome
 * (flows/complaint.ts), all accept through here. The caller counts the payment's status change.
 */
export const refundInTx = async (
  deps: Pick<RefundDeps, 'payments' | 'ledger' | 'jobs' | 'providers'>,
  tx: Tx,
  payment: PaymentRow,
  request: RefundRequest,
  who: { userId: string | null; actor: AuditActor; app?: AppRow | undefined },
) => {
  assertRefundable(payment, request.amount);
  const { refund, taken } = await takeAndDebit(deps, tx, payment, request, { userId: who.userId });
  await deps.jobs.sendInTx(tx, QUEUES.settlement, { refundId: refund.id } satisfies SettlementJob, {
    startAfter: new Date(Date.now() + settleDelayMs(deps, refund)),
  });
  await auditRefund(tx, who.actor, refund, who.app);
  return { refund, taken };
};

/**
 * The refund's row, its part taken from what is left to refund (payment row lock, CHECK), the fee
 * share the partner's rule returns, and the balance's debit: what every accepted refund writes.
 */
const takeAndDebit = async (
  deps: Pick<RefundDeps, 'payments' | 'ledger'>,
  tx: Tx,
  payment: PaymentRow,
  request: RefundRequest,
  made: { userId: string | null; at?: Date },
) => {
  const row = await insertRefund(tx, {
    partnerId: payment.partnerId,
    appId: payment.appId,
    paymentId: payment.id,
    environment: payment.environment,
    transactionId: request.transactionId,
    amount: request.amount,
    feeReturned: '0',
    debited: request.amount,
    currency: payment.currency,
    chain: payment.chain,
    reason: request.reason,
    ...destinationOf(payment),
    userId: made.userId,
    requestFingerprint: refundFingerprint(payment, request),
    ...(made.at ? { createdAt: made.at } : {}),
  });
  const taken = await takeRefund(tx, payment.id, request.amount);
  // Read in this transaction: a connection of the pool could be waiting behind this very row.
  if (!taken) throw exceedsLeft((await deps.payments.within(tx).byId(payment.id)) ?? payment);
  // What was refunded before this one, read under the lock: the fee share is computed on it.
  const before = decimal(milli(taken.refundedAmount) - milli(request.amount));
  const quote = refundQuote(
    { paid: normalize(taken.amount) ?? '0', fee: normalize(taken.fee) ?? '0', refunded: before },
    request.amount,
    await isRefundFeeReturned(tx, payment.partnerId),
    decimalsOf(payment.currency),
  );
  const refund =
    quote.fee_returned === '0'
      ? row
      : await setRefundFigures(tx, row.id, { feeReturned: quote.fee_returned, debited: quote.debited });
  // The debit before the audit entry and the totals: the order of a payout's (steps/payout.ts), so a
  // refund and a cash-out of one app take the balance and the audit head in the same order.
  const posting = refundPostingOf(refund, 'ACCEPTED');
  if (posting) await deps.ledger.post(tx, made.at ? { ...posting, at: made.at } : posting);
  return { refund, taken };
};

/**
 * A refund of the past, paid out at `at` (the demo workspace's history, seed/demo-activity.ts): in
 * the caller's transaction, the rows and postings an accepted and then settled refund leaves. No
 * settlement job, no webhook and no audit entry: nobody asked for it now, and no one is told.
 */
export const recordPastRefund = async (
  deps: Pick<RefundDeps, 'payments' | 'ledger'>,
  tx: Tx,
  payment: PaymentRow,
  request: RefundRequest & { at: Date },
): Promise<void> => {
  assertRefundable(payment, request.amount);
  const { refund, taken } = await takeAndDebit(deps, tx, payment, request, { userId: null, at: request.at });
  const settled = await settleRefundRow(tx, refund.id, { status: 'SUCCESS', reason: null }, request.at);
  const posting = settled && refundPostingOf(settled, 'SUCCESS');
  if (posting) await deps.ledger.post(tx, { ...posting, at: request.at });
  await countStatusChange(tx, payment, taken);
};

const paymentNow = async (deps: RefundDeps, payment: PaymentRow) => (await deps.payments.byId(payment.id)) ?? payment;

const settleDelayMs = (deps: Pick<RefundDeps, 'providers'>, refund: RefundRow) =>
  refund.destination === 'WALLET' ? deps.providers.chains.withdrawDelayMs : deps.providers.banks.payoutDelayMs;

const auditRefund = (tx: Tx, actor: AuditActor, refund: RefundRow, app: AppRow | undefined) =>
  recordAudit(tx, refund.partnerId, actor, {
    action: 'money.refund',
    target: { type: 'refund', id: refund.id, label: refund.transactionId },
    changes: {
      payment_id: { after: refund.paymentId },
      amount: { after: normalize(refund.amount) },
      fee_returned: { after: normalize(refund.feeReturned) },
      currency: { after: refund.currency },
      reason: { after: refund.reason },
      destination: { after: refund.destination },
      ...(app ? { app_id: { after: app.id } } : {}),
      outcome: { after: refund.status },
    },
  });

/**
 * Settle: the payer's bank (or the chain) answers; the refund's status, its posting (paid out, or
 * everything given back with the payment's refunded amount), the webhook job and the audit entry
 * commit together, once. A refund no longer PENDING (a re-run job) is left as it is.
 */
export const settleRefund = async (deps: RefundDeps, refundId: string): Promise<void> => {
  const refund = await refundById(deps.db, refundId);
  if (refund?.status !== 'PENDING') return;
  const result = await askNetwork(deps, refund);
  const status: Exclude<RefundStatus, 'PENDING'> = result.status;
  await deps.payments.change(async (tx) => {
    const settled = await settleRefundRow(tx, refund.id, {
      status,
      reason: result.status === 'FAILED' ? result.reason : null,
      networkReference: result.reference ?? null,
    });
    if (!settled) return { result: undefined };
    const job: WebhookJob = {
      paymentId: settled.paymentId,
      refundId: settled.id,
      appId: settled.appId,
      status: 'SUCCESS',
      attempt: 0,
      messageId: refundMessageId(settled.id, status),
    };
    await deps.jobs.sendInTx(tx, QUEUES.webhook, job);
    // Failed: the payment's refunded amount goes back first (its row, as accepting took it).
    const given = status === 'FAILED' ? await giveBackRefund(tx, settled.paymentId, settled.amount) : undefined;
    // Then the posting, the audit entry and the totals: the order of a payment's finish.
    const posting = refundPostingOf(settled, status);
    if (posting) await deps.ledger.post(tx, posting);
    await recordAudit(tx, settled.partnerId, SYSTEM, {
      action: 'money.refund_settled',
      target: { type: 'refund', id: settled.id, label: settled.transactionId },
      changes: {
        outcome: { before: 'PENDING', after: settled.status },
        amount: { after: normalize(settled.amount) },
        currency: { after: settled.currency },
        failure_reason: { after: settled.failureReason },
      },
    });
    if (!given)
      return { result: undefined, changed: (await deps.payments.within(tx).byId(settled.paymentId)) ?? undefined };
    await countStatusChange(tx, given.before, given.after);
    return { result: undefined, changed: given.after };
  });
};

/** The sandbox's (or a real adapter's) answer for the refund's destination. */
const askNetwork = (deps: RefundDeps, refund: RefundRow): Promise<PayoutResult> =>
  refund.destination === 'WALLET'
    ? deps.providers.chains.settleRefund({ account: refund.account ?? '', amount: refund.amount, reference: refund.id })
    : deps.providers.banks.settleRefund({
        bankCode: refund.bank ?? '',
        account: refund.account ?? '',
        amount: refund.amount,
        reference: refund.id,
      });

/** POST /v1/partner/refund's answer (contracts refundResultSchema); GraphQL answers the same fields. */
export const refundAnswer = (refund: RefundRow, payment: PaymentRow, isRetried: boolean) => ({
  error_code: 0 as const,
  message: COMMON_MESSAGES.success,
  refund: refundView(refund),
  payment: refundedPaymentView(payment),
  ...(isRetried ? { retried: true as const } : {}),
});
