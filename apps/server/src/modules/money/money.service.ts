import {
  AMOUNT_GREATER_THAN_AVAILABLE,
  amountField,
  CASH_OUT_CHUNK_SIZE,
  CHAINS,
  type Chain,
  cashOutInput,
  LOW_CHAIN_BALANCE,
  TOKENS,
  type Token,
  type TotpUse,
  withdrawInput,
} from '@paygate/contracts';
import type { Job } from 'pg-boss';
import { z } from 'zod';
import { AppError } from '../../lib/errors.js';
import { type JobQueue, QUEUES } from '../../lib/jobs.js';
import { decimal, milli } from '../../lib/money.js';
import { parseInput } from '../../lib/validate.js';
import type { Providers } from '../../providers/index.js';
import type { AuthService } from '../auth/auth.service.js';
import { matchTotp } from '../auth/totp.js';
import { gatewayError } from '../gateway/gateway.errors.js';
import type { GatewayService } from '../gateway/gateway.service.js';
import type { PartnerAccess } from '../partners/partners.service.js';
import type { PaymentRow, PaymentsService } from '../payments/payments.service.js';

export type SettlementJob = { paymentId: string };

/**
 * One cash-out call is one chunk (spec §4: the portal splits and sends them in turn), so the
 * server takes any whole amount up to a chunk; the §5 10,000 minimum applies to the total, which
 * the form checks, and a remainder chunk may be smaller.
 */
const cashOutChunkInput = (requireOtp: boolean) =>
  cashOutInput({ requireOtp }).extend({
    amount: amountField({
      decimals: 0,
      required: 'amount is required!',
      invalid: 'amount must be an integer',
      min: { value: 1, message: 'amount must be >= 1' },
      below: { value: CASH_OUT_CHUNK_SIZE + 1, message: 'amount must be at most 250.000.000 per chunk' },
    }),
    transaction_id: z.string({ error: 'transaction_id is required' }).trim().min(1).max(100),
    payee_pay_fee: z.coerce.number().int().min(0).max(1).optional(),
    currency: z.literal('VND', { error: 'currency must be VND' }).optional(),
    channel_id: z.string().trim().optional().nullable(),
    source: z.string().trim().max(255).optional().nullable(),
    hash: z.string({ error: 'hash is required' }).trim().min(1, { error: 'hash is required' }),
  });

/** POST /v1/partner/crypto-withdraw (spec §7.2): the §5 withdraw rules plus the signed request's own fields. */
const withdrawBody = (requireOtp: boolean) =>
  withdrawInput({ requireOtp }).extend({
    transaction_id: z.string({ error: 'transaction_id is required' }).trim().min(1).max(100),
    type: z.literal('PAY_CRYPTO_WITHDRAW', { error: 'type must be PAY_CRYPTO_WITHDRAW' }).optional(),
    channel_id: z.string().trim().optional().nullable(),
    source: z.string().trim().max(255).optional().nullable(),
    hash: z.string({ error: 'hash is required' }).trim().min(1, { error: 'hash is required' }),
  });

const WITHDRAW_MEMO = 'Withdraw';
const lowChainBalance = () => gatewayError('INSUFFICIENT_FUNDS', LOW_CHAIN_BALANCE, 400, { chain: LOW_CHAIN_BALANCE });

/** Money leaving a merchant balance, started from the portal by an OWNER: cash-out and crypto withdraw (issue #4 §5). */
export class MoneyService {
  constructor(
    private readonly auth: AuthService,
    private readonly gateway: GatewayService,
    private readonly payments: PaymentsService,
    private readonly providers: Providers,
    private readonly jobs: JobQueue,
  ) {}

  /**
   * The user's second factor when their totp_config asks for it. One code covers every chunk of
   * one cash-out: the first chunk consumes it, later chunks may repeat the very code that was
   * accepted, within its 30-second window (±1), never an older one.
   */
  async requireOtp(access: PartnerAccess, use: TotpUse, otp: string | null | undefined): Promise<void> {
    const user = access.viewer.user;
    if (!user.totpEnabled || !user.totpConfig.includes(use)) return;
    if (!otp) throw new AppError('otp is required!', 'OTP_REQUIRED', { fields: { otp: 'otp is required!' } });
    if (await this.auth.consumeTotp(user, otp)) return;
    const step = user.totpSecret ? matchTotp(user.totpSecret, otp) : null;
    if (step !== null && user.totpLastCounter !== null && step === user.totpLastCounter) return;
    throw new AppError('OTP is invalid', 'OTP_INVALID', { fields: { otp: 'OTP is invalid' } });
  }

  /** POST /v1/partner/transfer/cms: one chunk, debited at once, settled by the bank network later. */
  async cashOut(access: PartnerAccess, body: Record<string, unknown>) {
    const user = access.viewer.user;
    const requireOtp = user.totpEnabled && user.totpConfig.includes('cashout');
    const input = parseInput(cashOutChunkInput(requireOtp), body);
    const app = await this.gateway.appForRequest(input.app_id);
    if (app.partnerId !== access.partnerId) {
      throw gatewayError('APP_NOT_FOUND', 'App is not found', 404, { app_id: 'App is not found' });
    }
    this.gateway.verifyHash('transferCms', stringValues(body), app, input.hash);
    if (app.status !== 'PRODUCTION') {
      throw gatewayError('INVALID_INPUT', 'Cash-out is only available for production apps', 400, {
        app_id: 'Cash-out is only available for production apps',
      });
    }
    await this.requireOtp(access, 'cashout', input.otp);
    const bank = this.providers.banks.findBank('BANK', input.payee_bank);
    if (!bank) {
      throw gatewayError('INVALID_INPUT', 'This bank is not supported', 400, {
        payee_bank: 'This bank is not supported',
      });
    }
    const lookup = await this.providers.banks.lookupAccount(bank.id, input.payee_account, input.payee_account_type);
    if (lookup.status !== 'found') {
      const message = lookup.status === 'closed' ? 'This account is closed' : 'Account not found';
      throw gatewayError('INVALID_INPUT', message, 400, { payee_account: message });
    }
    const channelId = await this.gateway.channelFor(app, input.channel_id ?? undefined);
    const fee = await this.gateway.feeFor(app.partnerId, 'CASH_OUT', input.amount, 0);
    const payeePaysFee = input.payee_pay_fee === 1;
    const debited = payeePaysFee ? input.amount : decimal(milli(input.amount) + milli(fee));
    const sent = payeePaysFee ? decimal(milli(input.amount) - milli(fee)) : input.amount;
    if (milli(sent) <= 0n) throw gatewayError('INVALID_INPUT', 'amount does not cover the fee', 400);

    const { payment } = await this.payments.create(
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
        accountNumber: input.payee_account,
        accountName: lookup.holderName,
        payMemo: input.message,
        details: {
          debited,
          sent,
          payee_account_type: input.payee_account_type,
          payee_name: input.payee_name,
          message: input.message,
        },
        request: { ...stringValues(body), hash: null, token: null, otp: null },
      },
      async (tx, row) => {
        // Debit and settlement job commit with the payment; if the balance cannot cover it, none exist.
        await this.payments.debitOutgoing(tx, row, debited, sent);
        await this.jobs.sendInTx(tx, QUEUES.settlement, { paymentId: row.id } satisfies SettlementJob, {
          startAfter: new Date(Date.now() + this.providers.banks.payoutDelayMs),
        });
      },
    );
    return cashOutResult(payment);
  }

  /**
   * POST /v1/partner/crypto-withdraw: debited at once (amount + the partner's crypto_withdraw fee)
   * from the app's balance of that token on that chain, settled by the chain later. A chain
   * without enough (the app's balance or the gateway's hot wallet) answers the §5 warning text.
   */
  async withdraw(access: PartnerAccess, body: Record<string, unknown>) {
    const user = access.viewer.user;
    const requireOtp = user.totpEnabled && user.totpConfig.includes('withdraw');
    const input = parseInput(withdrawBody(requireOtp), body);
    const app = await this.gateway.appForRequest(input.app_id);
    if (app.partnerId !== access.partnerId) {
      throw gatewayError('APP_NOT_FOUND', 'App is not found', 404, { app_id: 'App is not found' });
    }
    this.gateway.verifyHash('cryptoWithdraw', stringValues(body), app, input.hash);
    const token = input.token_name.toUpperCase();
    const chain = input.chain.toLowerCase();
    if (!(token in TOKENS)) {
      throw gatewayError('INVALID_INPUT', 'This token is not supported', 400, {
        token_name: 'This token is not supported',
      });
    }
    if (!(chain in CHAINS)) {
      throw gatewayError('INVALID_INPUT', 'This chain is not supported', 400, { chain: 'This chain is not supported' });
    }
    await this.requireOtp(access, 'withdraw', input.otp);
    const { chains } = this.providers;
    const fee = await this.gateway.feeFor(app.partnerId, 'PAY_CRYPTO_WITHDRAW', input.amount, 3);
    const debited = decimal(milli(input.amount) + milli(fee));
    if (milli(input.amount) > milli(chains.liquidity(token as Token, chain as Chain))) throw lowChainBalance();
    const channelId = await this.gateway.channelFor(app, input.channel_id ?? undefined);
    const memo = input.memo || WITHDRAW_MEMO;
    const wallet = input.payee_wallet.trim();
    try {
      const { payment } = await this.payments.create(
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
          request: { ...stringValues(body), hash: null, token: null, otp: null },
        },
        async (tx, row) => {
          await this.payments.debitOutgoing(tx, row, debited, input.amount);
          await this.jobs.sendInTx(tx, QUEUES.settlement, { paymentId: row.id } satisfies SettlementJob, {
            startAfter: new Date(Date.now() + chains.withdrawDelayMs),
          });
        },
      );
      return withdrawResult(payment);
    } catch (error) {
      // The app's balance on this chain cannot cover it: the §5 wording for a chain short of funds.
      if (error instanceof AppError && error.message === AMOUNT_GREATER_THAN_AVAILABLE) throw lowChainBalance();
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
            account: payment.accountNumber ?? '',
            amount: sent,
            reference: payment.id,
          });
    await this.payments.finish(payment.id, result.status, result.status === 'FAILED' ? result.reason : undefined);
  };
}

const stringValues = (body: Record<string, unknown>): Record<string, string | undefined> =>
  Object.fromEntries(Object.entries(body).map(([k, v]) => [k, v == null ? undefined : String(v)]));

/** Spec §7.2 withdraw response: status, message, payment.status. */
export const withdrawResult = (payment: PaymentRow) => ({
  error_code: 0,
  status: 'SUCCESS',
  message: 'Success',
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
  message: 'Success',
  payment: {
    payment_id: payment.id,
    transaction_id: payment.transactionId,
    status: payment.status,
    amount: decimal(milli(payment.amount)),
    fee: decimal(milli(payment.fee)),
  },
});
