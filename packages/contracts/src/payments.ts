import type { PaymentApi } from './signing.js';

// Payment types (the `type` of a transaction) and where each comes from.

export const PAYMENT_TYPES = [
  'ATM_CARD',
  'INTERNET_BANKING',
  'VIRTUAL_ACCOUNT',
  'BANK_ACCOUNT',
  'CRYPTO',
  'PERMANENT_VIRTUAL_ACCOUNT',
  'DYNAMIC_QR',
  'CASH_IN',
  'CRYPTO_DEPOSIT',
  'CASH_OUT',
  'PAY_CRYPTO_WITHDRAW',
  'CRYPTO_EXCHANGE',
] as const;
export type PaymentType = (typeof PAYMENT_TYPES)[number];

export const PAYMENT_TYPE_OF_API: Record<PaymentApi, PaymentType> = {
  getATMCardPaymentURL: 'ATM_CARD',
  getInternetBankingPaymentURL: 'INTERNET_BANKING',
  getVirtualAccount: 'VIRTUAL_ACCOUNT',
  getBankAccount: 'BANK_ACCOUNT',
  getCryptoPaymentUrl: 'CRYPTO',
  getPermanentVirtualAccount: 'PERMANENT_VIRTUAL_ACCOUNT',
  getDynamicQrPaymentUrl: 'DYNAMIC_QR',
};

/** Keys of partner.fees (spec §3): atm_vnd has rate and fixed, the others a rate. */
export const FEE_KEY_OF_TYPE: Partial<Record<PaymentType, string>> = {
  ATM_CARD: 'atm_vnd',
  INTERNET_BANKING: 'ib_vnd',
  VIRTUAL_ACCOUNT: 'va_vnd',
  PERMANENT_VIRTUAL_ACCOUNT: 'va_vnd',
  BANK_ACCOUNT: 'bank_vnd',
  DYNAMIC_QR: 'qr_vnd',
  CRYPTO: 'crypto',
  CASH_OUT: 'cashout_vnd',
  PAY_CRYPTO_WITHDRAW: 'crypto_withdraw',
};

/** Bank-list types (spec §3 "Bank") and the docs lists. */
export const BANK_LIST_TYPES = ['ATM', 'CC', 'VA', 'BANK', 'CRYPTO', 'all'] as const;
export type BankListType = (typeof BANK_LIST_TYPES)[number];
export const DOCS_BANK_LISTS = ['transaction', 'pay', 'crypto', 'directTransfer'] as const;
export type DocsBankList = (typeof DOCS_BANK_LISTS)[number];

/** Non-zero error_code values of the gateway envelope (spec §7.2: non-zero is an error). */
export const GATEWAY_ERRORS = {
  INVALID_INPUT: 1,
  INVALID_HASH: 2,
  APP_NOT_FOUND: 3,
  BANK_DISABLED: 4,
  DUPLICATE_TRANSACTION: 5,
  INSUFFICIENT_FUNDS: 6,
  UNAUTHENTICATED: 7,
  FORBIDDEN: 8,
  OTP_REQUIRED: 9,
  NOT_FOUND: 10,
  CONFLICT: 11,
  NOT_IMPLEMENTED: 12,
  ACTIVE_TOKEN_REQUIRED: 13,
} as const;
export type GatewayErrorName = keyof typeof GATEWAY_ERRORS;
