import { sha1 } from '@noble/hashes/legacy.js';
import { bytesToHex, utf8ToBytes } from '@noble/hashes/utils.js';
import { CASH_OUT_CHUNK_SIZE, CASH_OUT_MIN_AMOUNT } from './limits.js';

// The gateway request hash (PRODUCT §7.2): SHA-1, hex, of the request's values joined by ':' in the
// fixed order below, with the app's secret appended last. An optional field that is absent is an
// empty string in its place, so the number of ':' never changes and a field cannot move into
// another's slot. @noble/hashes runs the same in the browser (API tool) and in Node (server).

/** The gateway APIs a merchant's server calls with GET /v1/partner/{api}. */
export const PAYMENT_APIS = [
  'getATMCardPaymentURL',
  'getInternetBankingPaymentURL',
  'getVirtualAccount',
  'getBankAccount',
  'getCryptoPaymentUrl',
  'getPermanentVirtualAccount',
  'getDynamicQrPaymentUrl',
] as const;
export type PaymentApi = (typeof PAYMENT_APIS)[number];

/** The money-movement calls of the portal (POST bodies, PRODUCT §7.2). */
export type MoneyApi = 'transferCms' | 'cryptoWithdraw' | 'refund';
/**
 * The read-only calls of a merchant's server: GET /v1/partner/payment (issue 29 item 3) and
 * GET /v1/partner/settlement-report (issue 30 item 4).
 */
export type QueryApi = 'payment' | 'settlementReport';
export type SignedApi = PaymentApi | MoneyApi | QueryApi;

const BANK_PAYMENT = ['app_id', 'channel_id', 'transaction_id', 'callback_uri', 'user_id', 'amount', 'bank', 'source'];
const NAMED_ACCOUNT = [...BANK_PAYMENT, 'account_name'];

/** Field order of each API's hash; app_secret follows the last field. PRODUCT §7.2 query order. */
export const HASH_FIELDS = {
  getATMCardPaymentURL: BANK_PAYMENT,
  getInternetBankingPaymentURL: BANK_PAYMENT,
  getBankAccount: BANK_PAYMENT,
  getDynamicQrPaymentUrl: BANK_PAYMENT,
  getVirtualAccount: NAMED_ACCOUNT,
  getPermanentVirtualAccount: NAMED_ACCOUNT,
  getCryptoPaymentUrl: [
    'app_id',
    'channel_id',
    'transaction_id',
    'callback_uri',
    'user_id',
    'amount',
    'source',
    'crypto_token',
    'chain',
  ],
  transferCms: [
    'app_id',
    'transaction_id',
    'amount',
    'payee_bank',
    'payee_account',
    'payee_account_type',
    'payee_name',
    'payee_pay_fee',
    'currency',
    'message',
    'channel_id',
    'source',
  ],
  cryptoWithdraw: [
    'app_id',
    'transaction_id',
    'payee_wallet',
    'amount',
    'token_name',
    'chain',
    'memo',
    'channel_id',
    'source',
  ],
  /** POST /v1/partner/refund (issue 29 item 1): the payment by its id or its transaction_id. */
  refund: ['app_id', 'transaction_id', 'payment_id', 'payment_transaction_id', 'amount', 'reason'],
  /**
   * GET /v1/partner/payment (issue 29 item 3): the payment by your transaction_id or its
   * payment_id, one of the two (the other empty in its slot).
   */
  payment: ['app_id', 'transaction_id', 'payment_id'],
  /** GET /v1/partner/settlement-report (issue 30 item 4): the day, and the environment if one is asked for. */
  settlementReport: ['app_id', 'date', 'environment'],
} as const satisfies Record<SignedApi, readonly string[]>;

export type HashValues = Record<string, string | number | null | undefined>;

/** The exact text that is hashed: values in order, absent ones empty, the secret last. */
export const hashInput = (api: SignedApi, values: HashValues, appSecret: string): string =>
  [...HASH_FIELDS[api].map((field) => (values[field] == null ? '' : String(values[field]))), appSecret].join(':');

/** SHA-1 hex of {@link hashInput}: the `hash` field of a gateway request. */
export const gatewayHash = (api: SignedApi, values: HashValues, appSecret: string): string =>
  bytesToHex(sha1(utf8ToBytes(hashInput(api, values, appSecret))));

/**
 * Cash-out chunks (PRODUCT §9): 250,000,000 each, the remainder last, sent one after another.
 * Every chunk keeps the §5 minimum of 10,000 (the server refuses a smaller one): a remainder
 * below it takes what it lacks from the chunk before (250,005,000 → 249,995,000 + 10,000).
 * Amounts are whole VND; anything else, or a total below the minimum, is refused, not rounded.
 */
export const splitCashOut = (amount: number, chunkSize = CASH_OUT_CHUNK_SIZE): number[] => {
  if (!Number.isSafeInteger(amount) || amount < CASH_OUT_MIN_AMOUNT) {
    throw new RangeError(`amount must be a whole number of at least ${CASH_OUT_MIN_AMOUNT}`);
  }
  if (chunkSize < 2 * CASH_OUT_MIN_AMOUNT) throw new RangeError('chunkSize must hold two minimum chunks');
  const chunks: number[] = [];
  for (let left = amount; left > 0; left -= chunkSize) chunks.push(Math.min(left, chunkSize));
  const last = chunks.length - 1;
  const shortfall = CASH_OUT_MIN_AMOUNT - (chunks[last] ?? 0);
  if (last > 0 && shortfall > 0) {
    chunks[last - 1] = (chunks[last - 1] ?? 0) - shortfall;
    chunks[last] = CASH_OUT_MIN_AMOUNT;
  }
  return chunks;
};
