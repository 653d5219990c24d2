import {
  CHAINS,
  type Chain,
  COMMON_MESSAGES,
  LOW_CHAIN_BALANCE,
  maskAccountNumber,
  maskCardNumbersInText,
  moneyOutQuote,
  PAYMENT_MESSAGES,
  TOKEN_DECIMALS,
  TOKENS,
  type Token,
  withdrawBody,
} from '@paygate/contracts';
import type { PartnerAccess } from '../../../lib/caller.js';
import { gatewayError } from '../../../lib/errors.js';
import type { JobQueue } from '../../../lib/jobs.js';
import { milli } from '../../../lib/money.js';
import { parseInput } from '../../../lib/validate.js';
import type { Providers } from '../../../providers/index.js';
import type { SecondFactor } from '../../auth/index.js';
import { InsufficientFunds } from '../../ledger/index.js';
import type { PaymentRow, PaymentsService } from '../../payments/index.js';
import { acceptPayout, finishPayout, payoutFigures } from '../steps/payout.js';
import { earlierRequest, type GatewayRequests, ownApp, stringValues, withCardsMasked } from '../steps/request.js';

// Withdraw (PRODUCT §4, §7.2 POST /v1/partner/crypto-withdraw): tokens from an app's balance on a
// chain to a wallet, amount + the partner's crypto_withdraw fee.
//   accept: validate → signed app → retry? → confirm (OTP) → quote, chain liquidity →
//           reserve and debit, schedule settlement (one transaction)
//   settle: the chain's answer → post → notify (MoneyService.settle runs it)

export type WithdrawDeps = {
  requests: GatewayRequests;
  payments: PaymentsService;
  providers: Providers;
  jobs: JobQueue;
  secondFactor: SecondFactor;
};

// The code is asked for by the second factor after a retry had the chance to answer.
const withdrawInput = withdrawBody({ requireOtp: false });
const WITHDRAW_MEMO = 'Withdraw';
const lowChainBalance = () => gatewayError('INSUFFICIENT_FUNDS', LOW_CHAIN_BALANCE, 400, { chain: LOW_CHAIN_BALANCE });

/**
 * Accepts a withdrawal: debited at once from the app's balance of that token on that chain,
 * settled by the chain later. A chain without enough (the app's balance or the gateway's hot
 * wallet) answers the PRODUCT §5 warning text.
 */
export const withdraw = async (deps: WithdrawDeps, access: PartnerAccess, body: Record<string, unknown>) => {
  // Validate: the body, the caller's own app, the signature, the token and chain.
  const user = access.viewer.user;
  const input = parseInput(withdrawInput, body);
  const app = await ownApp(deps.requests, access, input.app_id);
  deps.requests.verifyHash('cryptoWithdraw', stringValues(body), app, input.hash);
  const token = input.token_name.toUpperCase();
  const chain = input.chain.toLowerCase();
  if (!(token in TOKENS)) {
    throw gatewayError('INVALID_INPUT', PAYMENT_MESSAGES.tokenNotSupported, 400, {
      token_name: PAYMENT_MESSAGES.tokenNotSupported,
    });
  }
  if (!(chain in CHAINS)) {
    throw gatewayError('INVALID_INPUT', PAYMENT_MESSAGES.chainNotSupported, 400, {
      chain: PAYMENT_MESSAGES.chainNotSupported,
    });
  }
  const request = { ...withCardsMasked(stringValues(body)), hash: null, token: null, otp: null };

  // Retry: the first result again; no money moves, so no code is needed.
  const earlier = await earlierRequest(deps.payments, app, user.id, input.transaction_id, request);
  if (earlier) return { ...withdrawResult(earlier), retried: true as const };

  // Confirm, quote, and check the chain can pay it.
  await deps.secondFactor.requireFor(user, 'withdraw', input.otp);
  const { chains } = deps.providers;
  const { fee, debited } = moneyOutQuote(
    input.amount,
    await deps.requests.feeRuleFor(app.partnerId, 'PAY_CRYPTO_WITHDRAW'),
    TOKEN_DECIMALS,
  );
  if (milli(input.amount) > milli(chains.liquidity(token as Token, chain as Chain))) throw lowChainBalance();
  const channelId = await deps.requests.channelFor(app, input.channel_id ?? undefined);
  const memo = maskCardNumbersInText(input.memo || WITHDRAW_MEMO);
  const wallet = maskAccountNumber(input.payee_wallet.trim());

  // Reserve and debit, schedule settlement.
  try {
    const { payment, created } = await acceptPayout(
      deps,
      access,
      {
        app,
        type: 'PAY_CRYPTO_WITHDRAW',
        transactionId: input.transaction_id,
        amount: input.amount,
        fee,
        currency: token,
        chain,
        bank: token,
        channelId,
        source: input.source ?? null,
        userId: user.id,
        accountNumber: wallet,
        payMemo: memo,
        details: { debited, sent: input.amount, wallet, memo },
        request,
      },
      chains.withdrawDelayMs,
    );
    return { ...withdrawResult(payment), ...(created ? {} : { retried: true as const }) };
  } catch (error) {
    // The app's balance on this chain cannot cover it: the PRODUCT §5 wording for a chain short of funds.
    if (error instanceof InsufficientFunds) throw lowChainBalance();
    throw error;
  }
};

/** Settle: the chain sends the tokens, or not; either way the payment finishes (post, notify). */
export const settleWithdraw = async (deps: Pick<WithdrawDeps, 'payments' | 'providers'>, payment: PaymentRow) => {
  const result = await deps.providers.chains.settleWithdraw({
    token: payment.currency as Token,
    chain: (payment.chain ?? '') as Chain,
    wallet: payment.accountNumber ?? '',
    amount: payment.details.sent ?? payment.amount,
    reference: payment.id,
  });
  await finishPayout(deps.payments, payment, result);
};

/** PRODUCT §7.2 withdraw response: status, message, payment.status. */
export const withdrawResult = (payment: PaymentRow) => ({
  error_code: 0 as const,
  status: 'SUCCESS' as const,
  message: COMMON_MESSAGES.success,
  payment: {
    ...payoutFigures(payment),
    token_name: payment.currency,
    chain: payment.chain,
  },
});
