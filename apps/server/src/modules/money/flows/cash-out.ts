import {
  CASH_OUT_CONFIRMATION_INVALID,
  CASH_OUT_CONFIRMATION_TTL_SECONDS,
  CASH_OUT_PLAN_INVALID,
  type CashOutPlanEntry,
  COMMON_MESSAGES,
  cashOutChunkBody,
  maskAccountNumber,
  maskCardNumbersInText,
  moneyOutQuote,
  PAYMENT_MESSAGES,
  requiresOtp,
  VND_DECIMALS,
} from '@paygate/contracts';
import type { PartnerAccess } from '../../../lib/caller.js';
import { AppError, gatewayError } from '../../../lib/errors.js';
import type { JobQueue } from '../../../lib/jobs.js';
import { milli } from '../../../lib/money.js';
import { parseInput } from '../../../lib/validate.js';
import type { Providers } from '../../../providers/index.js';
import type { SecondFactor } from '../../auth/index.js';
import type { PaymentRow, PaymentsService } from '../../payments/index.js';
import { type CashOutConfirmations, type CashOutScope, payeeDigest, planText } from '../cash-out-confirmation.js';
import { lookupPayee } from '../steps/payee.js';
import { acceptPayout, finishPayout, payoutFigures } from '../steps/payout.js';
import { earlierRequest, type GatewayRequests, ownApp, stringValues, withCardsMasked } from '../steps/request.js';

// Cash-out (PRODUCT §4, §7.2 POST /v1/partner/transfer/cms): one chunk of an OWNER's cash-out
// from a production app's VND balance to a bank account or card.
//   accept: validate → signed app → retry? → confirm (OTP / plan, ADR 0008) → payee → quote →
//           reserve and debit, schedule settlement (one transaction)
//   settle: the bank network's answer → post → notify (MoneyService.settle runs it)

export type CashOutDeps = {
  requests: GatewayRequests;
  payments: PaymentsService;
  providers: Providers;
  jobs: JobQueue;
  secondFactor: SecondFactor;
  confirmations: CashOutConfirmations;
};

// The code is asked for by the second factor after a retry had the chance to answer, so the
// request schema never requires it itself.
const cashOutChunkInput = cashOutChunkBody({ requireOtp: false });

/**
 * Accepts one chunk: debited at once, settled by the bank network later. An identical retry
 * answers the first result without a code, since no money moves. A chunk carries the OTP, or
 * the confirmation an earlier chunk of the same cash-out answered.
 */
export const cashOut = async (deps: CashOutDeps, access: PartnerAccess, body: Record<string, unknown>) => {
  // Validate: the body, the caller's own app (a development app's cash-out moves its sandbox
  // balance and the sandbox bank settles it, issue 29), the signature, the plan.
  const user = access.viewer.user;
  const otpNeeded = requiresOtp(user, 'cashout');
  const input = parseInput(cashOutChunkInput, body);
  const confirmation = input.confirmation ?? '';
  const app = await ownApp(deps.requests, access, input.app_id);
  const values = stringValues(body);
  deps.requests.verifyHash('transferCms', values, app, input.hash);
  const chunk: CashOutPlanEntry = { transaction_id: input.transaction_id, amount: input.amount };
  const plan = input.cash_out_plan;
  if (plan && !plan.some((c) => c.transaction_id === chunk.transaction_id && c.amount === chunk.amount)) {
    throw gatewayError('INVALID_INPUT', CASH_OUT_PLAN_INVALID, 400, { cash_out_plan: CASH_OUT_PLAN_INVALID });
  }
  // A card number is looked up whole and then kept only masked (PCI DSS 3.4.1): the row, the
  // idempotency fingerprint and everything read from them hold its first 6 and last 4 digits,
  // sent as CARD_NUMBER or as a BANK_ACCOUNT, and inside the message or name (issue 26).
  const payeeAccount = maskAccountNumber(input.payee_account, input.payee_account_type);
  const payeeName = maskCardNumbersInText(input.payee_name);
  const message = maskCardNumbersInText(input.message);
  const request = { ...withCardsMasked(cashOutRequest(body, plan)), payee_account: payeeAccount };
  const scope: CashOutScope | undefined =
    otpNeeded && plan
      ? {
          userId: user.id,
          sessionId: access.viewer.sessionId,
          partnerId: access.partnerId,
          appId: app.id,
          payee: payeeDigest(values),
          plan,
        }
      : undefined;

  // Retry: the first result again, with its confirmation for what is left of its first lifetime.
  const earlier = await earlierRequest(deps.payments, app, user.id, input.transaction_id, request);
  if (earlier) {
    const until = new Date(earlier.createdAt.getTime() + CASH_OUT_CONFIRMATION_TTL_SECONDS * 1000);
    const again = scope && until.getTime() > Date.now() ? await deps.confirmations.sign(scope, until) : undefined;
    return { ...cashOutResult(earlier), ...confirmationField(again, until), retried: true as const };
  }

  // Confirm: the OTP, or the plan's confirmation; a chunk confirmed by a code confirms its plan.
  if (otpNeeded && confirmation) {
    if (!scope || !(await deps.confirmations.covers(confirmation, scope, chunk))) {
      throw new AppError(CASH_OUT_CONFIRMATION_INVALID, 'OTP_REQUIRED', {
        fields: { otp: CASH_OUT_CONFIRMATION_INVALID },
      });
    }
  } else if (otpNeeded) {
    await deps.secondFactor.verify(user, input.otp);
  }
  const expiresAt = new Date(Date.now() + CASH_OUT_CONFIRMATION_TTL_SECONDS * 1000);
  const issued = scope && !confirmation ? await deps.confirmations.sign(scope, expiresAt) : undefined;

  // Payee and quote: the portal's form previews this very quote (contracts' moneyOutQuote).
  const payee = await lookupPayee(
    deps.providers.banks,
    input.payee_bank,
    input.payee_account,
    input.payee_account_type,
  );
  const channelId = await deps.requests.channelFor(app, input.channel_id ?? undefined);
  const { fee, debited, sent } = moneyOutQuote(
    input.amount,
    await deps.requests.feeRuleFor(app.partnerId, 'CASH_OUT'),
    VND_DECIMALS,
    input.payee_pay_fee === 1,
  );
  if (milli(sent) <= 0n) throw gatewayError('INVALID_INPUT', PAYMENT_MESSAGES.amountBelowFee, 400);

  // Reserve and debit, schedule settlement.
  const { payment, created } = await acceptPayout(
    deps,
    access,
    {
      app,
      type: 'CASH_OUT',
      transactionId: input.transaction_id,
      amount: input.amount,
      fee,
      currency: 'VND',
      bank: payee.bank.id,
      channelId,
      source: input.source ?? null,
      userId: user.id,
      accountNumber: payeeAccount,
      accountName: payee.holderName,
      payMemo: message,
      details: { debited, sent, payee_account_type: input.payee_account_type, payee_name: payeeName, message },
      request,
    },
    deps.providers.banks.payoutDelayMs,
  );
  return {
    ...cashOutResult(payment),
    ...confirmationField(issued, expiresAt),
    ...(created ? {} : { retried: true as const }),
  };
};

/** Settle: the bank network pays the payee, or not; either way the payment finishes (post, notify). */
export const settleCashOut = async (deps: Pick<CashOutDeps, 'payments' | 'providers'>, payment: PaymentRow) => {
  const result = await deps.providers.banks.settlePayout({
    bankCode: payment.bank ?? '',
    // A card payee is stored masked: the sandbox settles by its last four digits; a real
    // network adapter would take the card at acceptance and settle by its reference.
    account: payment.accountNumber ?? '',
    amount: payment.details.sent ?? payment.amount,
    reference: payment.id,
  });
  await finishPayout(deps.payments, payment, result);
};

/**
 * What makes two chunk requests the same one (the payment's fingerprint): the signed values and
 * the plan; never the credentials (token, hash, otp, confirmation), which differ on a retry.
 */
const cashOutRequest = (body: Record<string, unknown>, plan: readonly CashOutPlanEntry[] | undefined) => {
  const { confirmation: _confirmation, cash_out_plan: _plan, ...values } = body;
  return {
    ...stringValues(values),
    hash: null,
    token: null,
    otp: null,
    ...(plan ? { cash_out_plan: planText(plan) } : {}),
  };
};

/** The confirmation a chunk answers (ADR 0008): for the later chunks of the same cash-out. */
const confirmationField = (token: string | undefined, expiresAt: Date) =>
  token ? { confirmation: token, confirmation_expires_at: expiresAt.toISOString() } : {};

/** PRODUCT §7.2 cash-out response: status, error_id, message, payment.status. */
export const cashOutResult = (payment: PaymentRow) => ({
  error_code: 0 as const,
  status: 'SUCCESS' as const,
  error_id: 0 as const,
  message: COMMON_MESSAGES.success,
  payment: {
    ...payoutFigures(payment),
  },
});
