import {
  type FeeRule,
  maskCardNumbersInText,
  PAYMENT_MESSAGES,
  type PaymentType,
  type SignedApi,
} from '@paygate/contracts';
import type { AppRow } from '../../../db/schema.js';
import type { PartnerAccess } from '../../../lib/caller.js';
import { gatewayError } from '../../../lib/errors.js';
import type { PaymentRow, PaymentsService } from '../../payments/index.js';

// Steps every money flow starts with: whose app, is the request signed, was it already made.

/**
 * What the flows ask of the gateway's signed-request side: the app of a request, its hash, the
 * channel, the partner's fee rule and bank switches, the checkout URL. GatewayService is it; the
 * flows name only this shape, so the money module never reaches into the gateway's.
 */
export type GatewayRequests = {
  appForRequest(appId: string): Promise<AppRow>;
  verifyHash(api: SignedApi, values: Record<string, string | undefined>, app: AppRow, hash: string): void;
  channelFor(app: AppRow, channelId: string | undefined): Promise<string | null>;
  feeFor(partnerId: string, type: PaymentType, amount: string, decimals: number): Promise<string>;
  feeRuleFor(partnerId: string, type: PaymentType): Promise<FeeRule | undefined>;
  assertBankEnabled(partnerId: string, keys: string[]): Promise<void>;
  checkoutUrl(payment: PaymentRow): string;
};

/** The app a portal request names: the caller's partner's only; another partner's answers as a missing one. */
export const ownApp = async (requests: GatewayRequests, access: PartnerAccess, appId: string): Promise<AppRow> => {
  const app = await requests.appForRequest(appId);
  if (app.partnerId !== access.partnerId) {
    throw gatewayError('APP_NOT_FOUND', PAYMENT_MESSAGES.appNotFound, 404, { app_id: PAYMENT_MESSAGES.appNotFound });
  }
  return app;
};

/** A body's values as text, as its hash was computed over them. */
export const stringValues = (body: Record<string, unknown>): Record<string, string | undefined> =>
  Object.fromEntries(Object.entries(body).map(([k, v]) => [k, v == null ? undefined : String(v)]));

/** A request as its fingerprint keeps it: every card number in it masked (a fingerprint of a whole one could be brute-forced). */
export const withCardsMasked = <T extends Record<string, unknown>>(request: T): T =>
  Object.fromEntries(
    Object.entries(request).map(([k, v]) => [k, typeof v === 'string' ? maskCardNumbersInText(v) : v]),
  ) as T;

/**
 * The payment an identical earlier request of this user made (same app, transaction_id and
 * values): its first result is the answer and nothing moves again, so no code is asked for. A
 * different request with the same transaction_id is refused (PaymentsService.findRetry).
 */
export const earlierRequest = async (
  payments: PaymentsService,
  app: AppRow,
  userId: string,
  transactionId: string,
  request: Record<string, unknown>,
): Promise<PaymentRow | undefined> => {
  const earlier = await payments.findRetry(app, transactionId, request);
  return earlier && earlier.userId === userId ? earlier : undefined;
};
