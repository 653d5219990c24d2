import { type AmountRule, checkAmount } from './amount.js';
import { fill } from './i18n/message.js';
import {
  ACCOUNT_NAME_MAX_LENGTH,
  API_TOOL_MIN_AMOUNT,
  API_TOOL_MIN_AMOUNT_SCARD,
  API_TOOL_MIN_CRYPTO_AMOUNT,
  PAYMENT_MAX_AMOUNT,
} from './limits.js';
import { TOKEN_DECIMALS, VND_DECIMALS } from './money.js';
import { CONFIG_BANK_TYPES, PAYMENT_TYPE_OF_API } from './payments.js';
import { PAYMENT_APIS, type PaymentApi } from './signing.js';

// The rules of a gateway payment request (PRODUCT §5 "API tool page", §7.2) that a client can check
// before sending, as plain data and functions: the server's zod schemas (validation/money.ts) and
// gateway service take their messages and amount rules from here, and the SDK runs
// paymentRequestProblem as it is. Kept free of zod so the SDK stays small.

export const GATEWAY_MESSAGES = {
  unknownApi: /*i18n*/ 'Unknown API',
  appIdRequired: /*i18n*/ 'app_id is required',
  transactionIdRequired: /*i18n*/ 'You need to enter the transaction id',
  hashRequired: /*i18n*/ 'hash is required',
  bankRequired: /*i18n*/ 'bank is required',
  tokenRequired: /*i18n*/ 'Please select token',
  chainRequired: /*i18n*/ 'Please select deposit chain',
  accountNameRequired: /*i18n*/ 'You need to enter the Username',
  accountNameInvalid: /*i18n*/ 'Username can not contain special characters, maximum 32 characters',
  amountBelowBillion: /*i18n*/ 'amount must be less than 1.000.000.000',
  configBankType: fill(/*i18n*/ 'type must be one of {types}', { types: CONFIG_BANK_TYPES.join(', ') }),
  /** GET /v1/partner/payment (issue 29 item 3) names its payment by exactly one of two ids. */
  paymentLookupIdRequired: /*i18n*/ 'transaction_id or payment_id is required',
  paymentLookupOneId: /*i18n*/ 'Give transaction_id or payment_id, not both',
} as const;

/** Letters (any script), digits and spaces, 1 to 32 characters (PRODUCT §5, §9). */
export const ACCOUNT_NAME_PATTERN = new RegExp(`^[\\p{L}\\p{N} ]{1,${ACCOUNT_NAME_MAX_LENGTH}}$`, 'u');

export const isPaymentApi = (value: unknown): value is PaymentApi => PAYMENT_APIS.includes(value as PaymentApi);

/** The methods whose `bank` picks the payer's bank (every one but crypto). */
export const apiNeedsBank = (api: PaymentApi) => PAYMENT_TYPE_OF_API[api] !== 'CRYPTO';
export const apiIsCrypto = (api: PaymentApi) => PAYMENT_TYPE_OF_API[api] === 'CRYPTO';
/** Virtual accounts carry the payer's name (PRODUCT §5: getVirtualAccount; the permanent one too). */
export const apiNeedsAccountName = (api: PaymentApi) =>
  PAYMENT_TYPE_OF_API[api] === 'VIRTUAL_ACCOUNT' || PAYMENT_TYPE_OF_API[api] === 'PERMANENT_VIRTUAL_ACCOUNT';

const belowPaymentMax = { value: PAYMENT_MAX_AMOUNT, message: GATEWAY_MESSAGES.amountBelowBillion };

/** The API tool's minimum: 0.5 for crypto (3 decimals), 0 for SCARD_ banks, else 10,000 (integer). */
export const apiToolAmountRule = (options: { crypto: boolean; bank?: string | null | undefined }): AmountRule =>
  options.crypto
    ? {
        decimals: TOKEN_DECIMALS,
        required: /*i18n*/ 'You need to enter at least 0.5',
        invalid: /*i18n*/ 'amount has at most 3 decimals',
        min: { value: API_TOOL_MIN_CRYPTO_AMOUNT, message: /*i18n*/ 'You need to enter at least 0.5' },
        below: belowPaymentMax,
      }
    : options.bank?.includes('SCARD_')
      ? {
          decimals: VND_DECIMALS,
          required: /*i18n*/ 'You need to enter at least 0',
          invalid: /*i18n*/ 'amount must be an integer',
          min: { value: API_TOOL_MIN_AMOUNT_SCARD, message: /*i18n*/ 'You need to enter at least 0' },
          below: belowPaymentMax,
        }
      : {
          decimals: VND_DECIMALS,
          required: /*i18n*/ 'You need to enter at least 10,000',
          invalid: /*i18n*/ 'amount must be an integer',
          min: { value: API_TOOL_MIN_AMOUNT, message: /*i18n*/ 'You need to enter at least 10,000' },
          below: belowPaymentMax,
        };

export type RequestProblem = { field: string; message: string };

const isBlank = (value: unknown) => value == null || String(value).trim() === '';

/**
 * The first problem of a payment request that needs no server to see, with the message the
 * gateway answers for it: an unknown API, a missing app_id, transaction_id, bank, token, chain or
 * account name, an amount outside the method's bounds. Undefined when none is found (the gateway
 * still checks everything else: lengths, the hash, whether the bank exists).
 */
export const paymentRequestProblem = (api: string, values: Record<string, unknown>): RequestProblem | undefined => {
  if (!isPaymentApi(api)) return { field: 'api', message: GATEWAY_MESSAGES.unknownApi };
  if (isBlank(values.app_id)) return { field: 'app_id', message: GATEWAY_MESSAGES.appIdRequired };
  if (isBlank(values.transaction_id))
    return { field: 'transaction_id', message: GATEWAY_MESSAGES.transactionIdRequired };
  const bank = isBlank(values.bank) ? undefined : String(values.bank);
  const amount = checkAmount(apiToolAmountRule({ crypto: apiIsCrypto(api), bank }), values.amount);
  if (!amount.ok) return { field: 'amount', message: amount.message };
  if (apiNeedsBank(api) && !bank) return { field: 'bank', message: GATEWAY_MESSAGES.bankRequired };
  if (apiIsCrypto(api)) {
    if (isBlank(values.crypto_token)) return { field: 'crypto_token', message: GATEWAY_MESSAGES.tokenRequired };
    if (isBlank(values.chain)) return { field: 'chain', message: GATEWAY_MESSAGES.chainRequired };
  }
  if (apiNeedsAccountName(api)) {
    const name = String(values.account_name ?? '').trim();
    if (!name) return { field: 'account_name', message: GATEWAY_MESSAGES.accountNameRequired };
    if (!ACCOUNT_NAME_PATTERN.test(name))
      return { field: 'account_name', message: GATEWAY_MESSAGES.accountNameInvalid };
  }
  return undefined;
};
