import {
  CASH_OUT_CONFIRMATION_INVALID,
  CASH_OUT_CONFIRMATION_TTL_SECONDS,
  CASH_OUT_PLAN_INVALID,
  type CashOutPlanEntry,
  CHAINS,
  type Chain,
  COMMON_MESSAGES,
  cashOutChunkBody,
  LOW_CHAIN_BALANCE,
  maskAccountNumber,
  maskCardNumbersInText,
  moneyOutQuote,
  PAYMENT_MESSAGES,
  requiresOtp,
  TOKEN_DECIMALS,
  TOKENS,
  type Token,
  VND_DECIMALS,
  withdrawBody,
} from '@paygate/contracts';
import type { Job } from 'pg-boss';
import { AppError } from '../../lib/errors.js';
import { type JobQueue, QUEUES } from '../../lib/jobs.js';
import { decimal, milli } from '../../lib/money.js';
import { parseInput } from '../../lib/validate.js';
import type { Providers } from '../../providers/index.js';
import { auditMoneyOrder } from '../audit/audit.money.js';
import type { SecondFactor } from '../auth/second-factor.js';
import { gatewayError } from '../gateway/gateway.errors.js';
import type { GatewayService } from '../gateway/gateway.service.js';
import { InsufficientFunds } from '../ledger/ledger.service.js';
import type { PartnerAccess } from '../partners/partners.service.js';
import type { PaymentRow, PaymentsService } from '../payments/payments.service.js';
import { type CashOutConfirmations, type CashOutScope, payeeDigest, planText } from './cash-out-confirmation.js';

export type SettlementJob = { paymentId: string };

// The code is asked for by the second factor after a retry had the chance to answer, so the
// request schemas never require it themselves.
const cashOutChunkInput = cashOutChunkBody({ requireOtp: false });
const withdrawInput = withdrawBody({ requireOtp: false });

const WITHDRAW_MEMO = 'Withdraw';
const lowChainBalance = () => gatewayError('INSUFFICIENT_FUNDS', LOW_CHAIN_BALANCE, 400, { chain: LOW_CHAIN_BALANCE });

/** Money leaving a merchant balance, started from the portal by an OWNER: cash-out and crypto withdraw (issue #4 §5). */
export class MoneyService {
  constructor(
    private readonly secondFactor: SecondFactor,
    readonly confirmations: CashOutConfirmations,
    private readonly gateway: GatewayService,
    private readonly payments: PaymentsService,
    private readonly providers: Providers,
    private readonly jobs: JobQueue,
  ) {}

  /**
   * POST /v1/partner/transfer/cms: one chunk, debited at once, settled by the bank network later.
   * An identical retry (same app, transaction_id and values) answers the first result without a
   * code, since no money moves. A chunk carries the OTP, or the confirmation an earlier chunk of
   * the same cash-out answered (ADR 0008).
   */
  async cashOut(access: PartnerAccess, body: Record<string, unknown>) {
    const user = access.viewer.user;
    const otpNeeded = requiresOtp(user, 'cashout');
    const input = parseInput(cashOutChunkInput, body);
    const confirmation = input.confirmation ?? '';
    const app = await this.gateway.appForRequest(input.app_id);
    if (app.partnerId !== access.partnerId) {
      throw gatewayError('APP_NOT_FOUND', PAYMENT_MESSAGES.appNotFound, 404, { app_id: PAYMENT_MESSAGES.appNotFound });
    }
    const values = stringValues(body);
    this.gateway.verifyHash('transferCms', values, app, input.hash);
    if (app.status !== 'PRODUCTION') {
      throw gatewayError('INVALID_INPUT', PAYMENT_MESSAGES.cashOutProductionOnly, 400, {
        app_id: PAYMENT_MESSAGES.cashOutProductionOnly,
      });
    }
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

    const earlier = await this.payments.findRetry(app, input.transaction_id, request);
    if (earlier && earlier.userId === user.id) {
      // The plan was confirmed when this chunk was made: the confirmation is answered again, for
      // what is left of its first lifetime, in case the first answer was lost.
      const until = new Date(earlier.createdAt.getTime() + CASH_OUT_CONFIRMATION_TTL_SECONDS * 1000);
      const again = scope && until.getTime() > Date.now() ? await this.confirmations.sign(scope, until) : undefined;
      return { ...cashOutResult(earlier), ...confirmationField(again, until), retried: true };
    }

    if (otpNeeded && confirmation) {
      if (!scope || !(await this.confirmations.covers(confirmation, scope, chunk))) {
        throw new AppError(CASH_OUT_CONFIRMATION_INVALID, 'OTP_REQUIRED', {
          fields: { otp: CASH_OUT_CONFIRMATION_INVALID },
        });
      }
    } else if (otpNeeded) {
      await this.secondFactor.verify(user, input.otp);
    }
    // A chunk confirmed by a code confirms its plan: the later chunks send this instead.
    const expiresAt = new Date(Date.now() + CASH_OUT_CONFIRMATION_TTL_SECONDS * 1000);
    const issued = scope && !confirmation ? await this.confirmations.sign(scope, expiresAt) : undefined;

    const bank = this.providers.banks.findBank('BANK', input.payee_bank);
    if (!bank) {
      throw gatewayError('INVALID_INPUT', PAYMENT_MESSAGES.bankNotSupported, 400, {
        payee_bank: PAYMENT_MESSAGES.bankNotSupported,
      });
    }
    const lookup = await this.providers.banks.lookupAccount(bank.id, input.payee_account, input.payee_account_type);
    if (lookup.status !== 'found') {
      const message = lookup.status === 'closed' ? PAYMENT_MESSAGES.accountClosed : PAYMENT_MESSAGES.accountNotFound;
      throw gatewayError('INVALID_INPUT', message, 400, { payee_account: message });
    }
    const channelId = await this.gateway.channelFor(app, input.channel_id ?? undefined);
    // The portal's cash-out form previews this very quote (contracts' moneyOutQuote, issue 28).
    const { fee, debited, sent } = moneyOutQuote(
      input.amount,
      await this.gateway.feeRuleFor(app.partnerId, 'CASH_OUT'),
      VND_DECIMALS,
      input.payee_pay_fee === 1,
    );
    if (milli(sent) <= 0n) throw gatewayError('INVALID_INPUT', PAYMENT_MESSAGES.amountBelowFee, 400);

    const { payment, created } = await this.payments.create(
      {
        app,
        type: 'CASH_OUT',
        transactionId: input.transaction_id,
        amount: input.amount,
        fee,
        currency: 'VND',
        bank: bank.id,
        channelId,
        source: input.source ?? null,
        userId: user.id,
        accountNumber: payeeAccount,
        accountName: lookup.holderName,
        payMemo: message,
        details: {
          debited,
          sent,
          payee_account_type: input.payee_account_type,
          payee_name: payeeName,
          message,
        },
        request,
      },
      async (tx, row) => {
        // Debit and settlement job commit with the payment; if the balance cannot cover it, none exist.
        await this.jobs.sendInTx(tx, QUEUES.settlement, { paymentId: row.id } satisfies SettlementJob, {
          startAfter: new Date(Date.now() + this.providers.banks.payoutDelayMs),
        });
        // The debit after the job: balance rows are written last (PaymentsService, hot rows last).
        await this.payments.post(tx, row, 'ACCEPTED');
        await auditMoneyOrder(tx, access, row);
      },
    );
    return {
      ...cashOutResult(payment),
      ...confirmationField(issued, expiresAt),
      ...(created ? {} : { retried: true }),
    };
  }

  /**
   * POST /v1/partner/crypto-withdraw: debited at once (amount + the partner's crypto_withdraw fee)
   * from the app's balance of that token on that chain, settled by the chain later. A chain
   * without enough (the app's balance or the gateway's hot wallet) answers the §5 warning text.
   */
  async withdraw(access: PartnerAccess, body: Record<string, unknown>) {
    const user = access.viewer.user;
    const input = parseInput(withdrawInput, body);
    const app = await this.gateway.appForRequest(input.app_id);
    if (app.partnerId !== access.partnerId) {
      throw gatewayError('APP_NOT_FOUND', PAYMENT_MESSAGES.appNotFound, 404, { app_id: PAYMENT_MESSAGES.appNotFound });
    }
    this.gateway.verifyHash('cryptoWithdraw', stringValues(body), app, input.hash);
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
    // An identical retry answers the first result: no money moves, so no code is needed.
    const earlier = await this.payments.findRetry(app, input.transaction_id, request);
    if (earlier && earlier.userId === user.id) return { ...withdrawResult(earlier), retried: true };
    await this.secondFactor.requireFor(user, 'withdraw', input.otp);
    const { chains } = this.providers;
    const { fee, debited } = moneyOutQuote(
      input.amount,
      await this.gateway.feeRuleFor(app.partnerId, 'PAY_CRYPTO_WITHDRAW'),
      TOKEN_DECIMALS,
    );
    if (milli(input.amount) > milli(chains.liquidity(token as Token, chain as Chain))) throw lowChainBalance();
    const channelId = await this.gateway.channelFor(app, input.channel_id ?? undefined);
    const memo = maskCardNumbersInText(input.memo || WITHDRAW_MEMO);
    const wallet = maskAccountNumber(input.payee_wallet.trim());
    try {
      const { payment, created } = await this.payments.create(
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
        async (tx, row) => {
          await this.jobs.sendInTx(tx, QUEUES.settlement, { paymentId: row.id } satisfies SettlementJob, {
            startAfter: new Date(Date.now() + chains.withdrawDelayMs),
          });
          await this.payments.post(tx, row, 'ACCEPTED');
          await auditMoneyOrder(tx, access, row);
        },
      );
      return { ...withdrawResult(payment), ...(created ? {} : { retried: true }) };
    } catch (error) {
      // The app's balance on this chain cannot cover it: the §5 wording for a chain short of funds.
      if (error instanceof InsufficientFunds) throw lowChainBalance();
      throw error;
    }
  }

  /** The settlement job: the bank network's (or chain's) answer finishes the payment (refund on failure). */
  settle = async (job: Job<SettlementJob>): Promise<void> => {
    const payment = await this.payments.byId(job.data.paymentId);
    if (payment?.status !== 'PENDING') return;
    const sent = payment.details.sent ?? payment.amount;
    const result =
      payment.type === 'PAY_CRYPTO_WITHDRAW'
        ? await this.providers.chains.settleWithdraw({
            token: payment.currency as Token,
            chain: (payment.chain ?? '') as Chain,
            wallet: payment.accountNumber ?? '',
            amount: sent,
            reference: payment.id,
          })
        : await this.providers.banks.settlePayout({
            bankCode: payment.bank ?? '',
            // A card payee is stored masked: the sandbox settles by its last four digits; a real
            // network adapter would take the card at acceptance and settle by its reference.
            account: payment.accountNumber ?? '',
            amount: sent,
            reference: payment.id,
          });
    await this.payments.finish(payment.id, result.status, result.status === 'FAILED' ? result.reason : undefined);
  };
}

const stringValues = (body: Record<string, unknown>): Record<string, string | undefined> =>
  Object.fromEntries(Object.entries(body).map(([k, v]) => [k, v == null ? undefined : String(v)]));

/** A request as its fingerprint keeps it: every card number in it masked (a fingerprint of a whole one could be brute-forced). */
const withCardsMasked = <T extends Record<string, unknown>>(request: T): T =>
  Object.fromEntries(
    Object.entries(request).map(([k, v]) => [k, typeof v === 'string' ? maskCardNumbersInText(v) : v]),
  ) as T;

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

/** Spec §7.2 withdraw response: status, message, payment.status. */
export const withdrawResult = (payment: PaymentRow) => ({
  error_code: 0,
  status: 'SUCCESS',
  message: COMMON_MESSAGES.success,
  payment: {
    payment_id: payment.id,
    transaction_id: payment.transactionId,
    status: payment.status,
    amount: decimal(milli(payment.amount)),
    fee: decimal(milli(payment.fee)),
    token_name: payment.currency,
    chain: payment.chain,
  },
});

/** Spec §7.2 cash-out response: status, error_id, message, payment.status. */
export const cashOutResult = (payment: PaymentRow) => ({
  error_code: 0,
  status: 'SUCCESS',
  error_id: 0,
  message: COMMON_MESSAGES.success,
  payment: {
    payment_id: payment.id,
    transaction_id: payment.transactionId,
    status: payment.status,
    amount: decimal(milli(payment.amount)),
    fee: decimal(milli(payment.fee)),
  },
});
