import { randomUUID } from 'node:crypto';
import {
  type Chain,
  exchangeArgs,
  GATEWAY_MESSAGES,
  NOT_FOUND_MESSAGES,
  PAYMENT_MESSAGES,
  TOKENS,
  type Token,
} from '@paygate/contracts';
import { and, asc, eq, isNull } from 'drizzle-orm';
import type { Db } from '../../../db/client.js';
import { apps, channels } from '../../../db/schema.js';
import type { PartnerAccess } from '../../../lib/caller.js';
import { AppError, badInput } from '../../../lib/errors.js';
import { decimal, milli } from '../../../lib/money.js';
import { parseInput } from '../../../lib/validate.js';
import type { SecondFactor } from '../../auth/index.js';
import type { PaymentRow } from '../../payments/index.js';
import { type CheckoutDeps, openPortalCheckout } from '../steps/checkout.js';
import { earlierRequest } from '../steps/request.js';

// Exchange (PRODUCT §4, GraphQL exchangeCrypto): tokens bought with VND at the feed's BUY rate,
// fixed when the payment is made.
//   open:     validate → app of the channel → retry? → confirm (OTP) → rate → open checkout
//   complete: the payer pays amount_vnd at the checkout (payments/checkout.ts) or the expiry job →
//             payments.finish: post SUCCESS (the token side) by ledger/postings.ts → notify

/** Tokens bought through exchangeCrypto land on this chain (the mutation names none). */
export const EXCHANGE_CHAIN: Chain = 'bsc';

export type ExchangeDeps = CheckoutDeps & { db: Db; secondFactor: SecondFactor };

/**
 * The app is the one of channel_id (the portal sends the chosen app's default channel), else the
 * partner's oldest production app; the tokens land on {@link EXCHANGE_CHAIN}.
 */
export const exchange = async (deps: ExchangeDeps, access: PartnerAccess, args: Record<string, unknown>) => {
  const user = access.viewer.user;
  // The code is asked for by the second factor, after a retry had the chance to answer.
  const input = parseInput(exchangeArgs({ requireOtp: false }), args);
  const token = input.token_name.toUpperCase();
  if (!(token in TOKENS))
    throw badInput(GATEWAY_MESSAGES.tokenRequired, { token_name: GATEWAY_MESSAGES.tokenRequired });
  const { app, channelId } = await exchangeApp(deps, access, input.channel_id ?? undefined);
  // The rate is not part of the request: a retry finds the first payment and its rate.
  const request = {
    api: 'exchangeCrypto',
    amount: input.amount,
    token,
    channel_id: channelId,
    source: input.source ?? null,
  };
  // Retry: the first payment; nothing new is ordered, so no code is needed.
  const earlier = await earlierRequest(deps.payments, app, user.id, input.transaction_id, request);
  if (earlier) return exchangeResult(deps, earlier);
  await deps.secondFactor.requireFor(user, 'exchange', input.otp);
  const quote = deps.providers.rates.quote(token as Token, 'BUY');
  const amountVnd = decimal((milli(input.amount) * milli(quote.rate)) / 1000n);
  const id = randomUUID();
  const payment = await openPortalCheckout(deps, access, {
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
    details: { rate: quote.rate, rate_at: quote.at, amount_vnd: amountVnd },
    request,
  });
  return exchangeResult(deps, payment);
};

const exchangeResult = (deps: Pick<CheckoutDeps, 'requests'>, payment: PaymentRow) => ({
  payment_id: payment.id,
  web_token: payment.checkoutToken,
  payment_url: deps.requests.checkoutUrl(payment),
});

const exchangeApp = async (deps: ExchangeDeps, access: PartnerAccess, channelId: string | undefined) => {
  if (channelId) {
    const [row] = /^[0-9a-f-]{36}$/i.test(channelId)
      ? await deps.db
          .select({ app: apps })
          .from(channels)
          .innerJoin(apps, eq(apps.id, channels.appId))
          .where(and(eq(channels.id, channelId), eq(apps.partnerId, access.partnerId), isNull(apps.deletedAt)))
      : [];
    if (!row) throw badInput(NOT_FOUND_MESSAGES.channel, { channel_id: NOT_FOUND_MESSAGES.channel });
    return { app: row.app, channelId };
  }
  const [app] = await deps.db
    .select()
    .from(apps)
    .where(and(eq(apps.partnerId, access.partnerId), eq(apps.status, 'PRODUCTION'), isNull(apps.deletedAt)))
    .orderBy(asc(apps.createdAt), asc(apps.id))
    .limit(1);
  if (!app)
    throw new AppError(PAYMENT_MESSAGES.appNotFound, 'NOT_FOUND', { fields: { app_id: PAYMENT_MESSAGES.appNotFound } });
  return { app, channelId: await deps.requests.channelFor(app, undefined) };
};
