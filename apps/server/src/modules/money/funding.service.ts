import { randomUUID } from 'node:crypto';
import {
  CHAINS,
  type Chain,
  COMMON_MESSAGES,
  cashInBody,
  depositBody,
  exchangeArgs,
  GATEWAY_MESSAGES,
  NOT_FOUND_MESSAGES,
  PAYMENT_MESSAGES,
  TOKEN_DECIMALS,
  TOKENS,
  type Token,
  VND_DECIMALS,
} from '@paygate/contracts';
import { and, asc, eq, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { apps, channels } from '../../db/schema.js';
import { AppError, badInput } from '../../lib/errors.js';
import { decimal, milli } from '../../lib/money.js';
import { parseInput } from '../../lib/validate.js';
import type { Providers } from '../../providers/index.js';
import type { AppRow } from '../apps/apps.service.js';
import { auditMoneyOrder } from '../audit/audit.money.js';
import type { SecondFactor } from '../auth/second-factor.js';
import { gatewayError } from '../gateway/gateway.errors.js';
import type { GatewayService } from '../gateway/gateway.service.js';
import type { PartnerAccess } from '../partners/partners.service.js';
import type { PaymentRow, PaymentsService } from '../payments/payments.service.js';

/** Tokens bought through exchangeCrypto land on this chain (the mutation names none). */
export const EXCHANGE_CHAIN: Chain = 'bsc';

const appNotFound = () =>
  gatewayError('APP_NOT_FOUND', PAYMENT_MESSAGES.appNotFound, 404, { app_id: PAYMENT_MESSAGES.appNotFound });

/**
 * Money coming into an app's balance from the portal (issue #4 §5): cash-in (VND), deposit
 * (a token on a chain) and exchange (tokens bought with VND at the feed's BUY rate). Each makes a
 * PENDING payment through the payment service and answers the hosted checkout URL; the balance
 * moves only when the payment succeeds there.
 */
export class FundingService {
  constructor(
    private readonly db: Db,
    private readonly gateway: GatewayService,
    private readonly payments: PaymentsService,
    private readonly secondFactor: SecondFactor,
    private readonly providers: Providers,
    private readonly options: { publicUrl: string; paymentTtlSeconds: number },
  ) {}

  private async ownApp(access: PartnerAccess, appId: string): Promise<AppRow> {
    const app = await this.gateway.appForRequest(appId);
    if (app.partnerId !== access.partnerId) throw appNotFound();
    return app;
  }

  private expiresAt(): Date {
    return new Date(Date.now() + this.options.paymentTtlSeconds * 1000);
  }

  /** After the checkout the payer comes back to the portal. */
  private get returnTo(): string {
    return `${this.options.publicUrl}/`;
  }

  /** POST /v1/partner/cmsCashInVND: a card / internet-banking payment of the chosen bank into the app. */
  async cashIn(access: PartnerAccess, body: Record<string, unknown>) {
    const input = parseInput(cashInBody, body);
    const app = await this.ownApp(access, input.app_id);
    const bank = this.providers.banks.findBank('ATM', input.bank_code);
    if (!bank) {
      throw gatewayError('INVALID_INPUT', PAYMENT_MESSAGES.bankNotSupported, 400, {
        bank_code: PAYMENT_MESSAGES.bankNotSupported,
      });
    }
    await this.gateway.assertBankEnabled(app.partnerId, [`ATM_${bank.id}`, 'ATM_ALL']);
    const id = randomUUID();
    const { payment } = await this.payments.create(
      {
        id,
        app,
        type: 'CASH_IN',
        transactionId: input.transaction_id,
        amount: input.amount,
        fee: await this.gateway.feeFor(app.partnerId, 'CASH_IN', input.amount, VND_DECIMALS),
        currency: 'VND',
        bank: bank.id,
        channelId: await this.gateway.channelFor(app, undefined),
        userId: access.viewer.user.id,
        callbackUri: this.returnTo,
        payMemo: memoOf(id),
        expiresAt: this.expiresAt(),
        request: { api: 'cmsCashInVND', amount: input.amount, bank: bank.id },
      },
      (tx, row) => auditMoneyOrder(tx, access, row),
    );
    return fundingResult(payment, this.gateway.checkoutUrl(payment));
  }

  /** POST /v1/partner/cmsDepositCrypto: a token sent on a chain to a deposit address of the payment. */
  async deposit(access: PartnerAccess, body: Record<string, unknown>) {
    const input = parseInput(depositBody, body);
    const app = await this.ownApp(access, input.app_id);
    const { token, chain } = this.tokenAndChain(input.crypto_token, input.chain);
    await this.gateway.assertBankEnabled(app.partnerId, [`CRYPTO_${token}`, 'CRYPTO_ALL']);
    const id = randomUUID();
    const { payment } = await this.payments.create(
      {
        id,
        app,
        type: 'CRYPTO_DEPOSIT',
        transactionId: input.transaction_id,
        amount: input.amount,
        fee: await this.gateway.feeFor(app.partnerId, 'CRYPTO_DEPOSIT', input.amount, TOKEN_DECIMALS),
        currency: token,
        chain,
        bank: token,
        channelId: await this.gateway.channelFor(app, undefined),
        userId: access.viewer.user.id,
        callbackUri: this.returnTo,
        payMemo: memoOf(id),
        details: { address: this.providers.chains.depositAddress(token, chain, id) },
        expiresAt: this.expiresAt(),
        request: { api: 'cmsDepositCrypto', amount: input.amount, crypto_token: token, chain },
      },
      (tx, row) => auditMoneyOrder(tx, access, row),
    );
    return fundingResult(payment, this.gateway.checkoutUrl(payment));
  }

  /**
   * GraphQL exchangeCrypto: buys `amount` tokens for VND at the feed's BUY rate, fixed when the
   * payment is made. The app is the one of channel_id (the portal sends the chosen app's default
   * channel), else the partner's oldest production app; the tokens land on {@link EXCHANGE_CHAIN}.
   */
  async exchange(access: PartnerAccess, args: Record<string, unknown>) {
    const user = access.viewer.user;
    // The code is asked for by the second factor, after a retry had the chance to answer.
    const input = parseInput(exchangeArgs({ requireOtp: false }), args);
    const token = input.token_name.toUpperCase();
    if (!(token in TOKENS))
      throw badInput(GATEWAY_MESSAGES.tokenRequired, { token_name: GATEWAY_MESSAGES.tokenRequired });
    const { app, channelId } = await this.exchangeApp(access, input.channel_id ?? undefined);
    // The rate is not part of the request: a retry finds the first payment and its rate.
    const request = {
      api: 'exchangeCrypto',
      amount: input.amount,
      token,
      channel_id: channelId,
      source: input.source ?? null,
    };
    // An identical retry answers the first payment: nothing new is ordered, so no code is needed.
    const earlier = await this.payments.findRetry(app, input.transaction_id, request);
    if (earlier && earlier.userId === user.id) return this.exchangeResult(earlier);
    await this.secondFactor.requireFor(user, 'exchange', input.otp);
    const quote = this.providers.rates.quote(token as Token, 'BUY');
    const amountVnd = decimal((milli(input.amount) * milli(quote.rate)) / 1000n);
    const id = randomUUID();
    const { payment } = await this.payments.create(
      {
        id,
        app,
        type: 'CRYPTO_EXCHANGE',
        transactionId: input.transaction_id,
        amount: input.amount,
        fee: '0',
        currency: token,
        chain: EXCHANGE_CHAIN,
        bank: token,
        channelId,
        source: input.source ?? null,
        userId: user.id,
        callbackUri: this.returnTo,
        payMemo: memoOf(id),
        details: { rate: quote.rate, rate_at: quote.at, amount_vnd: amountVnd },
        expiresAt: this.expiresAt(),
        request,
      },
      (tx, row) => auditMoneyOrder(tx, access, row),
    );
    return this.exchangeResult(payment);
  }

  private exchangeResult(payment: PaymentRow) {
    return { payment_id: payment.id, web_token: payment.checkoutToken, payment_url: this.gateway.checkoutUrl(payment) };
  }

  private tokenAndChain(tokenText: string, chainText: string): { token: Token; chain: Chain } {
    const token = tokenText.toUpperCase();
    const chain = chainText.toLowerCase();
    if (!(token in TOKENS)) {
      throw gatewayError('INVALID_INPUT', GATEWAY_MESSAGES.tokenRequired, 400, {
        crypto_token: GATEWAY_MESSAGES.tokenRequired,
      });
    }
    if (!(chain in CHAINS)) {
      throw gatewayError('INVALID_INPUT', GATEWAY_MESSAGES.chainRequired, 400, {
        chain: GATEWAY_MESSAGES.chainRequired,
      });
    }
    return { token: token as Token, chain: chain as Chain };
  }

  private async exchangeApp(access: PartnerAccess, channelId: string | undefined) {
    if (channelId) {
      const [row] = /^[0-9a-f-]{36}$/i.test(channelId)
        ? await this.db
            .select({ app: apps })
            .from(channels)
            .innerJoin(apps, eq(apps.id, channels.appId))
            .where(and(eq(channels.id, channelId), eq(apps.partnerId, access.partnerId), isNull(apps.deletedAt)))
        : [];
      if (!row) throw badInput(NOT_FOUND_MESSAGES.channel, { channel_id: NOT_FOUND_MESSAGES.channel });
      return { app: row.app, channelId };
    }
    const [app] = await this.db
      .select()
      .from(apps)
      .where(and(eq(apps.partnerId, access.partnerId), eq(apps.status, 'PRODUCTION'), isNull(apps.deletedAt)))
      .orderBy(asc(apps.createdAt), asc(apps.id))
      .limit(1);
    if (!app)
      throw new AppError(PAYMENT_MESSAGES.appNotFound, 'NOT_FOUND', {
        fields: { app_id: PAYMENT_MESSAGES.appNotFound },
      });
    return { app, channelId: await this.gateway.channelFor(app, undefined) };
  }
}

/** The transfer memo a payer types, like the gateway's own (PG + 10 characters of the id). */
const memoOf = (id: string) => `PG${id.replaceAll('-', '').slice(0, 10).toUpperCase()}`;

/** Spec §7.2: cash-in and deposit answer webPaymentUrl (with the envelope and the payment). */
const fundingResult = (payment: PaymentRow, url: string) => ({
  error_code: 0,
  message: COMMON_MESSAGES.success,
  webPaymentUrl: url,
  payment: {
    payment_id: payment.id,
    transaction_id: payment.transactionId,
    status: payment.status,
    amount: decimal(milli(payment.amount)),
    currency: payment.currency,
  },
});
