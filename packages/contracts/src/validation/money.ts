import { z } from 'zod';
import { type AmountRule, checkAmount } from '../amount.js';
import { ACCOUNT_TYPES } from '../enums.js';
import { ACCOUNT_NAME_PATTERN, apiToolAmountRule, GATEWAY_MESSAGES } from '../gateway-rules.js';
import {
  ACCOUNT_NAME_MAX_LENGTH,
  ACCOUNT_NUMBER_MAX_LENGTH,
  API_TOOL_MIN_AMOUNT,
  API_TOOL_MIN_CRYPTO_AMOUNT,
  CASH_OUT_CHUNK_SIZE,
  CASH_OUT_MAX_AMOUNT,
  CASH_OUT_MIN_AMOUNT,
  EXCHANGE_MAX_AMOUNT,
  EXCHANGE_MIN_AMOUNT,
  HASH_MAX_LENGTH,
  ID_MAX_LENGTH,
  MEMO_MAX_LENGTH,
  OTP_MAX_LENGTH,
  PAYMENT_MAX_AMOUNT,
  REFUND_REASON_MAX_LENGTH,
  TEXT_MAX_LENGTH,
  TRANSACTION_ID_MAX_LENGTH,
  URL_MAX_LENGTH,
  WITHDRAW_MAX_AMOUNT,
  WITHDRAW_MIN_AMOUNT,
} from '../limits.js';
import { TOKEN_DECIMALS, VND_DECIMALS } from '../money.js';
import { CONFIRMATION_MAX_LENGTH, cashOutPlanInput, OTP_REQUIRED_MESSAGE } from '../two-factor.js';
import { requiredText, safeText } from './common.js';
import { walletAddressError } from './wallet.js';

// PRODUCT §5 "Money movement" and "API tool page", messages verbatim. Amounts leave these schemas
// as canonical decimal text ("250000000", "0.5"); bounds are compared as scaled integers.

export const AMOUNT_GREATER_THAN_AVAILABLE = /*i18n*/ 'Amount is greater than available';
export const LOW_CHAIN_BALANCE = /*i18n*/ 'This network does not have enough funds. Please try other network!';
export const DEVELOPMENT_APP_ONLY = /*i18n*/ 'Please select development app to use this feature.';
export const APP_NOT_SELECTED = /*i18n*/ 'You have not selected the App';
/** Shown when neither a production nor a sandbox gateway accepts the account (§5 says only "shown on the field"). */
export const ACCOUNT_NOT_FOUND = /*i18n*/ 'Account not found';

/**
 * A money amount from a form or a request (number or text) → canonical decimal text, checked
 * without floats by {@link checkAmount} (the SDK runs the same function), each failure with the
 * message of the rule it breaks.
 */
export const amountField = (rule: AmountRule) =>
  z.union([z.string(), z.number()], { error: rule.required }).transform((value, ctx) => {
    const checked = checkAmount(rule, value);
    if (checked.ok) return checked.amount;
    ctx.addIssue({ code: 'custom', message: checked.message });
    return z.NEVER;
  });

/** A two-factor code: required when the user's totp_config holds the operation's use. */
export const otpField = (requireOtp: boolean) =>
  requireOtp
    ? safeText('otp', OTP_MAX_LENGTH, { required: OTP_REQUIRED_MESSAGE })
    : safeText('otp', OTP_MAX_LENGTH).optional().nullable();

const memo = safeText('memo', MEMO_MAX_LENGTH);
const optionalId = (name: string) => safeText(name, ID_MAX_LENGTH).optional().nullable();
const optionalText = (name: string) => safeText(name, TEXT_MAX_LENGTH).optional().nullable();

// The signed requests' own fields (PRODUCT §7.2), on top of the form fields they carry.
const transactionId = (required: string) => safeText('transaction_id', TRANSACTION_ID_MAX_LENGTH, { required });
const requestHash = safeText('hash', HASH_MAX_LENGTH, { required: GATEWAY_MESSAGES.hashRequired });

const BELOW_A_BILLION = GATEWAY_MESSAGES.amountBelowBillion;
const PAYEE_PAY_FEE = /*i18n*/ 'payee_pay_fee must be 0 or 1';
/**
 * PRODUCT §4/§7.2: payee_pay_fee is 1 or 0 — the number, or its digit as the signed form sends it.
 * Nothing else is coerced (issue 26: `true`, `[]`, `""` and `null` were read as 1 or 0).
 */
const payeePayFee = z
  .union([z.literal(0), z.literal(1), z.literal('0'), z.literal('1')], { error: PAYEE_PAY_FEE })
  .transform((value): 0 | 1 => (value === 1 || value === '1' ? 1 : 0))
  .optional();

/** PRODUCT §5/§9 cash-out amount: integer VND, 10,000 to below 1,000,000,000. */
const CASH_OUT_AMOUNT: AmountRule = {
  decimals: VND_DECIMALS,
  required: /*i18n*/ 'amount is required!',
  invalid: /*i18n*/ 'amount must be an integer',
  min: { value: CASH_OUT_MIN_AMOUNT, message: /*i18n*/ 'amount must be >= 10.000' },
  below: { value: CASH_OUT_MAX_AMOUNT, message: BELOW_A_BILLION },
};

/** CashOut step 1 'Check Info' (all required). */
export const cashOutStep1Input = z.object({
  app_id: safeText('app_id', ID_MAX_LENGTH, { required: /*i18n*/ 'Please Select App!' }),
  payee_bank: safeText('payee_bank', ID_MAX_LENGTH, { required: /*i18n*/ 'payee_bank is required!' }),
  payee_account: safeText('payee_account', ACCOUNT_NUMBER_MAX_LENGTH, {
    required: /*i18n*/ 'payee_account is required!',
  }),
  payee_account_type: z.enum(ACCOUNT_TYPES, {
    error: (issue) =>
      issue.input === undefined || issue.input === ''
        ? /*i18n*/ 'payee_account_type is required!'
        : /*i18n*/ 'payee_account_type must be BANK_ACCOUNT or CARD_NUMBER',
  }),
});

/**
 * CashOut step 2. The spec's upper-bound message reads 'amount must be less than {ip}': a
 * placeholder it never fills; we fill it with the limit, written the way the minimum is.
 */
export const cashOutInput = (options: { requireOtp: boolean }) =>
  cashOutStep1Input.extend({
    amount: amountField(CASH_OUT_AMOUNT),
    // §9: account names are at most 32 characters; the bank's lookup fills it.
    payee_name: safeText('payee_name', ACCOUNT_NAME_MAX_LENGTH, { required: /*i18n*/ 'payee_name is required!' }),
    message: safeText('message', MEMO_MAX_LENGTH, { required: /*i18n*/ 'message is required!' }).regex(/^[\d ]+$/, {
      error: /*i18n*/ 'message only number',
    }),
    otp: otpField(options.requireOtp),
  });
export type CashOutInput = z.infer<ReturnType<typeof cashOutInput>>;

/**
 * POST /v1/partner/transfer/cms: one chunk of a cash-out (PRODUCT §4: the portal splits and sends
 * them in turn). Every chunk keeps the §5 minimum of the form (splitCashOut never plans a smaller
 * one) and is at most a chunk.
 */
export const cashOutChunkBody = (options: { requireOtp: boolean }) =>
  cashOutInput(options).extend({
    amount: amountField({
      ...CASH_OUT_AMOUNT,
      below: { value: CASH_OUT_CHUNK_SIZE + 1, message: /*i18n*/ 'amount must be at most 250.000.000 per chunk' },
    }),
    transaction_id: transactionId(/*i18n*/ 'transaction_id is required'),
    payee_pay_fee: payeePayFee,
    currency: z.literal('VND', { error: /*i18n*/ 'currency must be VND' }).optional(),
    channel_id: optionalId('channel_id'),
    source: optionalText('source'),
    hash: requestHash,
    /** Every chunk of the cash-out this one belongs to (ADR 0008); the OTP's answer confirms them. */
    cash_out_plan: cashOutPlanInput.optional(),
    /** The confirmation an earlier chunk answered: it stands in for the OTP (ADR 0008). */
    confirmation: safeText('confirmation', CONFIRMATION_MAX_LENGTH).optional().nullable(),
  });

export const withdrawInput = (options: { requireOtp: boolean }) =>
  z.object({
    app_id: safeText('app_id', ID_MAX_LENGTH, { required: /*i18n*/ 'Please Select App!' }),
    amount: amountField({
      decimals: TOKEN_DECIMALS,
      required: /*i18n*/ 'amount is required!',
      invalid: /*i18n*/ 'amount has at most 3 decimals',
      min: { value: WITHDRAW_MIN_AMOUNT, message: /*i18n*/ 'amount must be >= 0.001' },
      below: { value: WITHDRAW_MAX_AMOUNT, message: BELOW_A_BILLION },
    }),
    // Every catalogue chain is EIP155, so the address rule needs no chain (validation/wallet.ts).
    payee_wallet: safeText('payee_wallet', ID_MAX_LENGTH, {
      required: /*i18n*/ 'payee_wallet is required!',
    }).superRefine((wallet, ctx) => {
      const error = walletAddressError(undefined, wallet);
      if (error) ctx.addIssue({ code: 'custom', message: error });
    }),
    chain: safeText('chain', ID_MAX_LENGTH, { required: /*i18n*/ 'chain is required!' }),
    token_name: safeText('token_name', ID_MAX_LENGTH, { required: /*i18n*/ 'token_name is required!' }),
    memo: memo.optional(),
    otp: otpField(options.requireOtp),
  });
export type WithdrawInput = z.infer<ReturnType<typeof withdrawInput>>;

/** POST /v1/partner/crypto-withdraw (PRODUCT §7.2): the §5 withdraw rules plus the signed request's own fields. */
export const withdrawBody = (options: { requireOtp: boolean }) =>
  withdrawInput(options).extend({
    transaction_id: transactionId(/*i18n*/ 'transaction_id is required'),
    type: z.literal('PAY_CRYPTO_WITHDRAW', { error: /*i18n*/ 'type must be PAY_CRYPTO_WITHDRAW' }).optional(),
    channel_id: optionalId('channel_id'),
    source: optionalText('source'),
    hash: requestHash,
  });

export const exchangeInput = (options: { requireOtp: boolean }) =>
  z.object({
    amount: amountField({
      decimals: VND_DECIMALS,
      required: /*i18n*/ 'amount is required!',
      invalid: /*i18n*/ 'amount must be an integer',
      min: { value: EXCHANGE_MIN_AMOUNT, message: /*i18n*/ 'amount must be >= 10' },
      below: { value: EXCHANGE_MAX_AMOUNT, message: /*i18n*/ 'amount must be less than 10.000' },
    }),
    token_name: safeText('token_name', ID_MAX_LENGTH, { required: /*i18n*/ 'Please select token' }),
    otp: otpField(options.requireOtp),
  });
export type ExchangeInput = z.infer<ReturnType<typeof exchangeInput>>;

/** GraphQL exchangeCrypto's arguments: the form's plus the request's own. */
export const exchangeArgs = (options: { requireOtp: boolean }) =>
  exchangeInput(options).extend({
    transaction_id: transactionId(/*i18n*/ 'transaction_id is required'),
    source: optionalText('source'),
    channel_id: optionalId('channel_id'),
  });

/**
 * Cash-in and deposit are gateway payments into the app's own balance, so the gateway's minimums
 * apply (10,000 VND; 0.5 of a token) where §5 only asks for an amount, and its upper bound
 * (docs/SPEC-DECISIONS.md). The form and the server use these same schemas.
 */
export const cashInInput = z.object({
  app_id: safeText('app_id', ID_MAX_LENGTH, { required: /*i18n*/ 'Please input apps' }),
  amount: amountField({
    decimals: VND_DECIMALS,
    required: /*i18n*/ 'Please input amount',
    invalid: /*i18n*/ 'amount must be an integer',
    min: { value: API_TOOL_MIN_AMOUNT, message: /*i18n*/ 'You need to enter at least 10,000' },
    below: { value: PAYMENT_MAX_AMOUNT, message: BELOW_A_BILLION },
  }),
  bank_code: safeText('bank_code', ID_MAX_LENGTH, { required: /*i18n*/ 'Please input bank' }),
});
export type CashInInput = z.infer<typeof cashInInput>;

/** POST /v1/partner/cmsCashInVND. */
export const cashInBody = cashInInput.extend({ transaction_id: transactionId(/*i18n*/ 'transaction_id is required') });

export const depositInput = z.object({
  app_id: safeText('app_id', ID_MAX_LENGTH, { required: /*i18n*/ 'Please input apps' }),
  amount: amountField({
    decimals: TOKEN_DECIMALS,
    required: /*i18n*/ 'Please input amount',
    invalid: /*i18n*/ 'amount has at most 3 decimals',
    min: { value: API_TOOL_MIN_CRYPTO_AMOUNT, message: /*i18n*/ 'You need to enter at least 0.5' },
    below: { value: PAYMENT_MAX_AMOUNT, message: BELOW_A_BILLION },
  }),
  crypto_token: safeText('crypto_token', ID_MAX_LENGTH, { required: /*i18n*/ 'Please select token' }),
  chain: safeText('chain', ID_MAX_LENGTH, { required: /*i18n*/ 'Please select deposit chain' }),
  // The form's bank (PRODUCT §2.7, §5 'Please input bank'): a crypto payment's bank is its token's
  // (GET /config/bank?type=crypto lists one bank per token), so the form keeps the two together.
  bank_code: safeText('bank_code', ID_MAX_LENGTH, { required: /*i18n*/ 'Please input bank' }),
});
export type DepositInput = z.infer<typeof depositInput>;

/** POST /v1/partner/cmsDepositCrypto (PRODUCT §7.2 has no bank: the portal sends bank_code, the server reads the token). */
export const depositBody = depositInput.extend({
  transaction_id: transactionId(/*i18n*/ 'transaction_id is required'),
  bank_code: optionalId('bank_code'),
});

const belowPaymentMax = { value: PAYMENT_MAX_AMOUNT, message: BELOW_A_BILLION };

/** The API tool's minimum: 0.5 for crypto (3 decimals), 0 for SCARD_ banks, else 10,000 (integer). */
export const apiToolAmount = (options: { crypto: boolean; bank?: string | null | undefined }) =>
  amountField(apiToolAmountRule(options));

/** An http(s) URL, at most URL_MAX_LENGTH characters, without control characters. */
const url = (name: string, message: string) =>
  safeText(name, URL_MAX_LENGTH).pipe(z.url({ protocol: /^https?$/, hostname: z.regexes.hostname, error: message }));

/** Letters (any script), digits and spaces, 1 to 32 characters. */
export const accountNameField = requiredText(GATEWAY_MESSAGES.accountNameRequired).regex(ACCOUNT_NAME_PATTERN, {
  error: GATEWAY_MESSAGES.accountNameInvalid,
});

/** API tool form (§5 "API tool page"); the server's gateway applies the same amount rule. */
export const apiToolInput = (options: { crypto: boolean; bank?: string | null | undefined; virtualAccount: boolean }) =>
  z.object({
    app_id: safeText('app_id', ID_MAX_LENGTH, { required: APP_NOT_SELECTED }),
    transaction_id: transactionId(/*i18n*/ 'You need to enter the transaction id'),
    amount: apiToolAmount(options),
    callback_uri: url('callback_uri', /*i18n*/ 'callback_uri must be a url').optional(),
    account_name: options.virtualAccount ? accountNameField : safeText('account_name', TEXT_MAX_LENGTH).optional(),
  });

/** The app list's API Test dialog (§2.8). */
export const apiTestInput = z.object({
  transaction_id: transactionId(/*i18n*/ 'transaction_id is required!'),
  amount: amountField({
    decimals: VND_DECIMALS,
    required: /*i18n*/ 'You need to enter at least 10,000',
    invalid: /*i18n*/ 'amount must be an integer',
    min: { value: API_TOOL_MIN_AMOUNT, message: /*i18n*/ 'You need to enter at least 10,000' },
    below: belowPaymentMax,
  }),
  callback_uri: url('callback_uri', /*i18n*/ 'Invalid path'),
});
export type ApiTestInput = z.infer<typeof apiTestInput>;

const optionalQueryText = (name: string, max: number) =>
  safeText(name, max)
    .optional()
    .transform((value) => value || undefined);

/**
 * GET /v1/partner/{api} (PRODUCT §7.2), every field but the amount (its rule depends on the method:
 * {@link apiToolAmount}) and account_name (required by the virtual-account methods:
 * {@link accountNameField}). An empty optional field reads as absent, as in the hash.
 */
export const gatewayPaymentQuery = z.object({
  app_id: safeText('app_id', ID_MAX_LENGTH, { required: GATEWAY_MESSAGES.appIdRequired }),
  transaction_id: transactionId(GATEWAY_MESSAGES.transactionIdRequired),
  hash: requestHash,
  channel_id: optionalQueryText('channel_id', ID_MAX_LENGTH),
  callback_uri: optionalQueryText('callback_uri', URL_MAX_LENGTH).pipe(
    z.url({ protocol: /^https?$/, error: /*i18n*/ 'callback_uri must be a url' }).optional(),
  ),
  user_id: optionalQueryText('user_id', TEXT_MAX_LENGTH),
  currency_amount: optionalQueryText('currency_amount', ID_MAX_LENGTH),
  currency_text: optionalQueryText('currency_text', ID_MAX_LENGTH),
  source: optionalQueryText('source', TEXT_MAX_LENGTH),
  bank: optionalQueryText('bank', ID_MAX_LENGTH),
  crypto_token: optionalQueryText('crypto_token', ID_MAX_LENGTH),
  chain: optionalQueryText('chain', ID_MAX_LENGTH),
  account_name: optionalQueryText('account_name', TEXT_MAX_LENGTH),
});
export type GatewayPaymentQuery = z.infer<typeof gatewayPaymentQuery>;

/** The token of a hosted checkout link (24 random bytes, base64url): anything else finds nothing. */
export const CHECKOUT_TOKEN = /^[A-Za-z0-9_-]{1,64}$/;

/**
 * What the sandbox's hosted checkout lets the payer (or a developer) decide (docs/SANDBOX.md):
 * pay (SUCCESS), fail (FAILED), cancel (CANCEL by the payer: payment.cancelled) and expire
 * (CANCEL as if it timed out: payment.expired).
 */
export const SANDBOX_OUTCOMES = ['pay', 'fail', 'cancel', 'expire'] as const;
export type SandboxOutcome = (typeof SANDBOX_OUTCOMES)[number];

// Refunds (issue 29 item 1, docs/adr/0029-refunds.md). The amount is read at the tokens' 3
// decimals; a VND payment's refund must then be whole (checked against the payment's currency).

export const REFUND_PAYMENT_REQUIRED = /*i18n*/ 'payment_id or payment_transaction_id is required';
/** The portal's refund form: how much, and why. */
export const refundInput = (options: { requireOtp: boolean }) =>
  z.object({
    amount: amountField({
      decimals: TOKEN_DECIMALS,
      required: /*i18n*/ 'amount is required!',
      invalid: /*i18n*/ 'amount has at most 3 decimals',
      min: { value: 0.001, message: /*i18n*/ 'amount must be more than 0' },
      below: { value: PAYMENT_MAX_AMOUNT, message: BELOW_A_BILLION },
    }),
    reason: safeText('reason', REFUND_REASON_MAX_LENGTH, { required: /*i18n*/ 'reason is required!' }),
    otp: otpField(options.requireOtp),
  });

/** GraphQL refundPayment's arguments: the form's, the payment, and the refund's own transaction_id. */
export const refundArgs = (options: { requireOtp: boolean }) =>
  refundInput(options).extend({
    payment_id: safeText('payment_id', ID_MAX_LENGTH, { required: /*i18n*/ 'payment_id is required' }),
    transaction_id: transactionId(/*i18n*/ 'transaction_id is required'),
  });

/** POST /v1/partner/refund: signed with the app secret (HASH_FIELDS.refund); the payment by its id or its transaction_id. */
export const refundBody = refundInput({ requireOtp: false })
  .omit({ otp: true })
  .extend({
    app_id: safeText('app_id', ID_MAX_LENGTH, { required: /*i18n*/ 'app_id is required' }),
    transaction_id: transactionId(/*i18n*/ 'transaction_id is required'),
    payment_id: optionalId('payment_id'),
    payment_transaction_id: safeText('payment_transaction_id', TRANSACTION_ID_MAX_LENGTH).optional().nullable(),
    hash: requestHash,
  })
  .refine((body) => Boolean(body.payment_id) !== Boolean(body.payment_transaction_id), {
    error: REFUND_PAYMENT_REQUIRED,
    path: ['payment_id'],
  });

// Asking the gateway about a payment (issue 29 item 3): exactly one of its two ids.

/**
 * GET /v1/partner/payment: signed with the app secret (HASH_FIELDS.payment); the payment by your
 * transaction_id or by the payment_id Paygate gave it. An empty one reads as absent, as in the hash.
 */
export const paymentLookupQuery = z
  .object({
    app_id: safeText('app_id', ID_MAX_LENGTH, { required: GATEWAY_MESSAGES.appIdRequired }),
    transaction_id: optionalQueryText('transaction_id', TRANSACTION_ID_MAX_LENGTH),
    payment_id: optionalQueryText('payment_id', ID_MAX_LENGTH),
    hash: requestHash,
  })
  .superRefine((query, ctx) => {
    if (!query.transaction_id && !query.payment_id) {
      ctx.addIssue({ code: 'custom', message: GATEWAY_MESSAGES.paymentLookupIdRequired, path: ['transaction_id'] });
    } else if (query.transaction_id && query.payment_id) {
      ctx.addIssue({ code: 'custom', message: GATEWAY_MESSAGES.paymentLookupOneId, path: ['payment_id'] });
    }
  });
export type PaymentLookupQuery = z.infer<typeof paymentLookupQuery>;
