import { randomUUID } from 'node:crypto';
import {
  accountNameField,
  apiNeedsAccountName,
  apiToolAmount,
  CHAINS,
  type Chain,
  COMMON_MESSAGES,
  GATEWAY_MESSAGES,
  gatewayPaymentQuery,
  PAYMENT_MESSAGES,
  PAYMENT_TYPE_OF_API,
  type PaymentApi,
  type PaymentType,
  TOKEN_DECIMALS,
  TOKENS,
  type Token,
  VND_DECIMALS,
} from '@paygate/contracts';
import { z } from 'zod';
import type { AppRow } from '../../../db/schema.js';
import { gatewayError } from '../../../lib/errors.js';
import { normalize } from '../../../lib/money.js';
import { parseInput } from '../../../lib/validate.js';
import type { BankInfo } from '../../../providers/index.js';
import type { PaymentRow } from '../../payments/index.js';
import { type CheckoutDeps, checkoutExpiry, openCheckout, paymentMemo } from '../steps/checkout.js';

// Pay-in (PRODUCT §7.2 GET /v1/partner/{api}): a merchant's signed request for a payer's payment —
// card, internet banking, virtual or bank account, VietQR, crypto.
//   open:     validate → signed app → method (bank list and switch, or token and chain) → fee →
//             details (collection account, deposit address) → open checkout
//   complete: the payer at the checkout (payments/checkout.ts) or the expiry job →
//             payments.finish: post SUCCESS by ledger/postings.ts → notify (webhook)

export type GatewayQuery = Record<string, string | undefined>;
export type CreatedPayment = { payment: PaymentRow; app: AppRow; created: boolean; paymentUrl: string };

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

/** Validate, verify, then open (or find) the payment. */
export const payIn = async (deps: CheckoutDeps, api: PaymentApi, query: GatewayQuery): Promise<CreatedPayment> => {
  // Validate: every field (length, control characters, the amount's bounds) before any query.
  const type = PAYMENT_TYPE_OF_API[api];
  const isCrypto = type === 'CRYPTO';
  const q = parseInput(gatewayPaymentQuery, query);
  const amount = parseInput(z.object({ amount: apiToolAmount({ crypto: isCrypto, bank: q.bank }) }), query).amount;
  const app = await deps.requests.appForRequest(q.app_id);
  // The hash covers the raw values as sent: verify before trusting any of them further.
  deps.requests.verifyHash(api, { ...query }, app, q.hash);

  // Method: the bank from the method's list, or the token and chain; each enabled for the partner.
  let bank: BankInfo | undefined;
  let token: Token | undefined;
  let chain: Chain | undefined;
  const rule = BANK_RULE[type];
  if (rule) {
    if (!q.bank)
      throw gatewayError('INVALID_INPUT', GATEWAY_MESSAGES.bankRequired, 400, {
        bank: GATEWAY_MESSAGES.bankRequired,
      });
    bank = deps.providers.banks.listBanks(rule.list).find((b) => b.id === q.bank?.toUpperCase());
    if (!bank)
      throw gatewayError('INVALID_INPUT', PAYMENT_MESSAGES.bankNotSupported, 400, {
        bank: PAYMENT_MESSAGES.bankNotSupported,
      });
    await deps.requests.assertBankEnabled(app.partnerId, [`${rule.prefix}_${bank.id}`, `${rule.prefix}_ALL`]);
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
    await deps.requests.assertBankEnabled(app.partnerId, [`CRYPTO_${token}`, 'CRYPTO_ALL']);
  }
  const needsName = apiNeedsAccountName(api);
  const accountName = needsName
    ? parseInput(z.object({ account_name: accountNameField }), query).account_name
    : undefined;
  const channelId = await deps.requests.channelFor(app, q.channel_id);
  const fee = await deps.requests.feeFor(app.partnerId, type, amount, isCrypto ? TOKEN_DECIMALS : VND_DECIMALS);

  // Details: where the payer sends the money (a collection account, a deposit address).
  const id = randomUUID();
  const details: Record<string, string | null> = {};
  let accountNumber: string | null = null;
  let holder: string | null = accountName ?? null;
  if (bank && type !== 'ATM_CARD' && type !== 'INTERNET_BANKING') {
    const account = deps.providers.banks.collectionAccount(bank.id, id);
    accountNumber = account.accountNumber;
    holder ??= `PAYGATE ${app.name}`.toUpperCase().slice(0, 50);
    details.bin = account.bin;
  }
  if (token && chain) details.address = deps.providers.chains.depositAddress(token, chain, id);

  // Open the checkout.
  const result = await openCheckout(deps.payments, {
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
    payMemo: paymentMemo(id),
    details,
    // A permanent virtual account stays open; every other checkout times out.
    expiresAt: type === 'PERMANENT_VIRTUAL_ACCOUNT' ? null : checkoutExpiry(deps.options.paymentTtlSeconds),
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
  return { ...result, app, paymentUrl: deps.requests.checkoutUrl(result.payment) };
};

/** The PRODUCT §3 "Payment test result" shape plus the checkout URL. */
export const payInResult = (created: CreatedPayment) => {
  const { payment, app } = created;
  return {
    error_code: 0 as const,
    message: COMMON_MESSAGES.success,
    status: payment.status,
    transaction_id: payment.transactionId,
    payment_id: payment.id,
    app: { app_id: app.id, name: app.name, status: app.status },
    payment: {
      payment_id: payment.id,
      amount: normalize(payment.amount) ?? payment.amount,
      bank: payment.bank,
      status: payment.status,
      type: payment.type,
    },
    payment_url: created.paymentUrl,
    expires_at: payment.expiresAt?.toISOString() ?? null,
  };
};
