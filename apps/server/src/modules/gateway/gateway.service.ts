import { timingSafeEqual } from 'node:crypto';
import {
  CONFIG_BANK_LISTS,
  FEE_KEY_OF_TYPE,
  type FeeRule,
  feeOf,
  feeRuleOf,
  GATEWAY_MESSAGES,
  gatewayHash,
  isConfigBankType,
  NOT_FOUND_MESSAGES,
  PAYMENT_MESSAGES,
  type PaymentApi,
  type PaymentType,
} from '@paygate/contracts';
import { and, eq, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import type { AppRow } from '../../db/schema.js';
import { apps, channels, partners } from '../../db/schema.js';
import { gatewayError } from '../../lib/errors.js';
import type { Providers } from '../../providers/index.js';
import type { AppsService } from '../apps/index.js';
import { type CreatedPayment, type GatewayQuery, payIn, payInResult } from '../money/index.js';
import type { PaymentRow, PaymentsService } from '../payments/index.js';
import { queryPayment } from './payment-query.js';
import { settlementReportAsk } from './settlement-query.js';

const hashMatches = (expected: string, given: string) => {
  const a = Buffer.from(expected);
  const b = Buffer.from(given.toLowerCase());
  return a.length === b.length && timingSafeEqual(a, b);
};

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
      throw gatewayError('BANK_DISABLED', PAYMENT_MESSAGES.bankDisabled, 400, {
        bank: PAYMENT_MESSAGES.bankDisabled,
      });
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

  /** GET /v1/partner/{api}: the pay-in flow (money/flows/pay-in.ts), with this service's signed-request steps. */
  createPayment(api: PaymentApi, query: GatewayQuery): Promise<CreatedPayment> {
    return payIn(
      { requests: this, payments: this.payments, providers: this.providers, options: this.options },
      api,
      query,
    );
  }

  /** GET /v1/partner/payment: one of the app's payments as it stands, with its refunds (payment-query.ts). */
  queryPayment(query: Record<string, unknown>) {
    return queryPayment({ db: this.db, requests: this, payments: this.payments }, query);
  }

  /** GET /v1/partner/settlement-report's request, verified (settlement-query.ts). */
  settlementReportAsk(query: Record<string, unknown>) {
    return settlementReportAsk({ db: this.db, requests: this }, query);
  }

  /** The pay-in's answer (money/flows/pay-in.ts). */
  paymentResult(created: CreatedPayment) {
    return payInResult(created);
  }
}
