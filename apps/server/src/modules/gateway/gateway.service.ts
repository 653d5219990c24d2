import { randomUUID, timingSafeEqual } from 'node:crypto';
import {
  accountNameField,
  apiNeedsAccountName,
  apiToolAmount,
  CHAINS,
  type Chain,
  COMMON_MESSAGES,
  CONFIG_BANK_LISTS,
  FEE_KEY_OF_TYPE,
  type FeeRule,
  feeOf,
  feeRuleOf,
  GATEWAY_MESSAGES,
  gatewayHash,
  gatewayPaymentQuery,
  isConfigBankType,
  NOT_FOUND_MESSAGES,
  PAYMENT_MESSAGES,
  PAYMENT_TYPE_OF_API,
  type PaymentApi,
  type PaymentType,
  TOKEN_DECIMALS,
  TOKENS,
  type Token,
  VND_DECIMALS,
} from '@paygate/contracts';
import { and, eq, isNull } from 'drizzle-orm';
import { z } from 'zod';
import type { Db } from '../../db/client.js';
import { apps, channels, partners } from '../../db/schema.js';
import { normalize } from '../../lib/money.js';
import { parseInput } from '../../lib/validate.js';
import type { BankInfo, Providers } from '../../providers/index.js';
import type { AppRow, AppsService } from '../apps/apps.service.js';
import type { PaymentRow, PaymentsService } from '../payments/payments.service.js';
import { gatewayError } from './gateway.errors.js';

export type GatewayQuery = Record<string, string | undefined>;

/** Which bank list a method's `bank` must come from, and the disabled_banks prefix that blocks it. */
const BANK_RULE: Record<
  PaymentType,
  { list: 'ATM' | 'VA' | 'BANK' | 'directTransfer'; prefix: 'ATM' | 'VA' } | undefined
> = {
  ATM_CARD: { list: 'ATM', prefix: 'ATM' },
  INTERNET_BANKING: { list: 'ATM', prefix: 'ATM' },
  VIRTUAL_ACCOUNT: { list: 'VA', prefix: 'VA' },
  PERMANENT_VIRTUAL_ACCOUNT: { list: 'VA', prefix: 'VA' },
  BANK_ACCOUNT: { list: 'BANK', prefix: 'VA' },
  DYNAMIC_QR: { list: 'directTransfer', prefix: 'VA' },
  CRYPTO: undefined,
  CASH_IN: { list: 'ATM', prefix: 'ATM' },
  CRYPTO_DEPOSIT: undefined,
  CASH_OUT: undefined,
  PAY_CRYPTO_WITHDRAW: undefined,
  CRYPTO_EXCHANGE: undefined,
};

const hashMatches = (expected: string, given: string) => {
  const a = Buffer.from(expected);
  const b = Buffer.from(given.toLowerCase());
  return a.length === b.length && timingSafeEqual(a, b);
};

export type CreatedPayment = { payment: PaymentRow; app: AppRow; created: boolean; paymentUrl: string };

/** The merchant-facing gateway: verifies a signed request and turns it into a pending payment. */
export class GatewayService {
  constructor(
    private readonly db: Db,
    private readonly appsService: AppsService,
    private readonly payments: PaymentsService,
    private readonly providers: Providers,
    private readonly options: { publicUrl: string; paymentTtlSeconds: number },
  ) {}

  checkoutUrl(payment: PaymentRow): string {
    return `${this.options.publicUrl}/checkout/${payment.checkoutToken}`;
  }

  /**
   * GET /config/bank?type=… (every type of CONFIG_BANK_LISTS). With the optional app_id (an
   * addition to §7.2) the list leaves out what that app's partner has in disabled_banks, so a
   * picker offers only what works.
   */
  async configBanks(type: string, appId?: string): Promise<{ id: string; name: string }[]> {
    if (!isConfigBankType(type)) {
      const message = GATEWAY_MESSAGES.configBankType;
      throw gatewayError('INVALID_INPUT', message, 400, { type: message });
    }
    const { list, disabledPrefix } = CONFIG_BANK_LISTS[type];
    const banks = this.providers.banks.listBanks(list);
    const disabled =
      appId && disabledPrefix ? await this.disabledBanks((await this.appForRequest(appId)).partnerId) : [];
    return banks
      .filter((b) => !disabled.includes(`${disabledPrefix}_${b.id}`) && !disabled.includes(`${disabledPrefix}_ALL`))
      .map((b) => ({ id: b.id, name: b.name }));
  }

  private async disabledBanks(partnerId: string): Promise<string[]> {
    const [partner] = await this.db
      .select({ disabled: partners.disabledBanks })
      .from(partners)
      .where(eq(partners.id, partnerId));
    return partner?.disabled ?? [];
  }

  /** An app by id for a signed request: any partner's, never a deleted one. */
  async appForRequest(appId: string): Promise<AppRow> {
    const notFound = () =>
      gatewayError('APP_NOT_FOUND', PAYMENT_MESSAGES.appNotFound, 404, { app_id: PAYMENT_MESSAGES.appNotFound });
    if (!/^[0-9a-f-]{36}$/i.test(appId)) throw notFound();
    const [app] = await this.db
      .select()
      .from(apps)
      .where(and(eq(apps.id, appId), isNull(apps.deletedAt)));
    if (!app) throw notFound();
    return app;
  }

  verifyHash(
    api: Parameters<typeof gatewayHash>[0],
    values: Record<string, string | undefined>,
    app: AppRow,
    hash: string,
  ) {
    const ok = this.appsService.validSecrets(app).some((secret) => hashMatches(gatewayHash(api, values, secret), hash));
    if (!ok)
      throw gatewayError('INVALID_HASH', PAYMENT_MESSAGES.invalidHash, 401, { hash: PAYMENT_MESSAGES.invalidHash });
  }

  async assertBankEnabled(partnerId: string, keys: string[]) {
    const disabled = await this.disabledBanks(partnerId);
    const blocked = keys.find((k) => disabled.includes(k));
    if (blocked) {
      throw gatewayError('BANK_DISABLED', PAYMENT_MESSAGES.bankDisabled, 400, { bank: PAYMENT_MESSAGES.bankDisabled });
    }
  }

  /** The app's channel by id, or its default channel when none is given. */
  async channelFor(app: AppRow, channelId: string | undefined): Promise<string | null> {
    if (channelId) {
      const [row] = /^[0-9a-f-]{36}$/i.test(channelId)
        ? await this.db
            .select({ id: channels.id })
            .from(channels)
            .where(and(eq(channels.id, channelId), eq(channels.appId, app.id)))
        : [];
      if (!row)
        throw gatewayError('INVALID_INPUT', NOT_FOUND_MESSAGES.channel, 400, {
          channel_id: NOT_FOUND_MESSAGES.channel,
        });
      return row.id;
    }
    const [row] = await this.db
      .select({ id: channels.id })
      .from(channels)
      .where(and(eq(channels.appId, app.id), eq(channels.isDefault, true)));
    return row?.id ?? null;
  }

  async feeFor(partnerId: string, type: PaymentType, amount: string, decimals: number): Promise<string> {
    return feeOf(amount, await this.feeRuleFor(partnerId, type), decimals);
  }

  /** The partner's fee rule of a payment type (contracts' feeRuleOf); undefined when none applies. */
  async feeRuleFor(partnerId: string, type: PaymentType): Promise<FeeRule | undefined> {
    if (!FEE_KEY_OF_TYPE[type]) return undefined;
    const [partner] = await this.db.select({ fees: partners.fees }).from(partners).where(eq(partners.id, partnerId));
    return feeRuleOf(partner?.fees, type);
  }

  /** GET /v1/partner/{api}: validate, verify, then create (or find) the payment. */
  async createPayment(api: PaymentApi, query: GatewayQuery): Promise<CreatedPayment> {
    const type = PAYMENT_TYPE_OF_API[api];
    const isCrypto = type === 'CRYPTO';
    // Every field is checked (length, control characters, the amount's bounds) before any query.
    const q = parseInput(gatewayPaymentQuery, query);
    const amount = parseInput(z.object({ amount: apiToolAmount({ crypto: isCrypto, bank: q.bank }) }), query).amount;
    const app = await this.appForRequest(q.app_id);
    // The hash covers the raw values as sent: verify before trusting any of them further.
    this.verifyHash(api, { ...query }, app, q.hash);

    let bank: BankInfo | undefined;
    let token: Token | undefined;
    let chain: Chain | undefined;
    const rule = BANK_RULE[type];
    if (rule) {
      if (!q.bank)
        throw gatewayError('INVALID_INPUT', GATEWAY_MESSAGES.bankRequired, 400, {
          bank: GATEWAY_MESSAGES.bankRequired,
        });
      bank = this.providers.banks.listBanks(rule.list).find((b) => b.id === q.bank?.toUpperCase());
      if (!bank)
        throw gatewayError('INVALID_INPUT', PAYMENT_MESSAGES.bankNotSupported, 400, {
          bank: PAYMENT_MESSAGES.bankNotSupported,
        });
      await this.assertBankEnabled(app.partnerId, [`${rule.prefix}_${bank.id}`, `${rule.prefix}_ALL`]);
    }
    if (isCrypto) {
      token = q.crypto_token?.toUpperCase() as Token | undefined;
      chain = q.chain?.toLowerCase() as Chain | undefined;
      if (!token || !(token in TOKENS)) {
        const message = GATEWAY_MESSAGES.tokenRequired;
        throw gatewayError('INVALID_INPUT', message, 400, { crypto_token: message });
      }
      if (!chain || !(chain in CHAINS)) {
        const message = GATEWAY_MESSAGES.chainRequired;
        throw gatewayError('INVALID_INPUT', message, 400, { chain: message });
      }
      await this.assertBankEnabled(app.partnerId, [`CRYPTO_${token}`, 'CRYPTO_ALL']);
    }
    const needsName = apiNeedsAccountName(api);
    const accountName = needsName
      ? parseInput(z.object({ account_name: accountNameField }), query).account_name
      : undefined;
    const channelId = await this.channelFor(app, q.channel_id);
    const fee = await this.feeFor(app.partnerId, type, amount, isCrypto ? TOKEN_DECIMALS : VND_DECIMALS);

    const id = randomUUID();
    const memo = `PG${id.replaceAll('-', '').slice(0, 10).toUpperCase()}`;
    const details: Record<string, string | null> = {};
    let accountNumber: string | null = null;
    let holder: string | null = accountName ?? null;
    if (bank && type !== 'ATM_CARD' && type !== 'INTERNET_BANKING') {
      const account = this.providers.banks.collectionAccount(bank.id, id);
      accountNumber = account.accountNumber;
      holder ??= `PAYGATE ${app.name}`.toUpperCase().slice(0, 50);
      details.bin = account.bin;
    }
    if (token && chain) details.address = this.providers.chains.depositAddress(token, chain, id);

    const result = await this.payments.create({
      id,
      app,
      type,
      transactionId: q.transaction_id,
      amount,
      fee,
      currency: token ?? 'VND',
      chain: chain ?? null,
      bank: bank?.id ?? token ?? null,
      channelId,
      source: q.source ?? null,
      userId: q.user_id ?? null,
      callbackUri: q.callback_uri ?? null,
      accountName: holder,
      accountNumber,
      payMemo: memo,
      details,
      // A permanent virtual account stays open; every other checkout times out.
      expiresAt:
        type === 'PERMANENT_VIRTUAL_ACCOUNT' ? null : new Date(Date.now() + this.options.paymentTtlSeconds * 1000),
      request: {
        api,
        amount,
        channel_id: q.channel_id ?? null,
        callback_uri: q.callback_uri ?? null,
        user_id: q.user_id ?? null,
        source: q.source ?? null,
        bank: bank?.id ?? null,
        account_name: accountName ?? null,
        crypto_token: token ?? null,
        chain: chain ?? null,
      },
    });
    return { ...result, app, paymentUrl: this.checkoutUrl(result.payment) };
  }

  /** The §3 "Payment test result" shape plus the checkout URL. */
  paymentResult(created: CreatedPayment) {
    const { payment, app } = created;
    return {
      error_code: 0,
      message: COMMON_MESSAGES.success,
      status: payment.status,
      transaction_id: payment.transactionId,
      payment_id: payment.id,
      app: { app_id: app.id, name: app.name, status: app.status },
      payment: {
        payment_id: payment.id,
        amount: normalize(payment.amount),
        bank: payment.bank,
        status: payment.status,
        type: payment.type,
      },
      payment_url: created.paymentUrl,
      expires_at: payment.expiresAt?.toISOString() ?? null,
    };
  }
}
