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

/**
 * Which way a payment moves the merchant's money: INCOMING credits it (a payer paid, a cash-in, a
 * deposit, tokens bought), OUTGOING debits it (a cash-out, a token withdrawal). Totals never add
 * one direction to the other (issue 28): the ledger, the list's totals, the CSV and the portal all
 * read this one definition.
 */
export const PAYMENT_DIRECTIONS = ['INCOMING', 'OUTGOING'] as const;
export type PaymentDirection = (typeof PAYMENT_DIRECTIONS)[number];

export const OUTGOING_PAYMENT_TYPES = ['CASH_OUT', 'PAY_CRYPTO_WITHDRAW'] as const satisfies readonly PaymentType[];
export const INCOMING_PAYMENT_TYPES = PAYMENT_TYPES.filter(
  (t): t is Exclude<PaymentType, (typeof OUTGOING_PAYMENT_TYPES)[number]> =>
    !(OUTGOING_PAYMENT_TYPES as readonly string[]).includes(t),
);

export const paymentDirection = (type: string): PaymentDirection =>
  (OUTGOING_PAYMENT_TYPES as readonly string[]).includes(type) ? 'OUTGOING' : 'INCOMING';

/** Types a portal user makes from the money buttons: their user_id is that user's id. */
export const PORTAL_PAYMENT_TYPES = [
  'CASH_IN',
  'CASH_OUT',
  'CRYPTO_DEPOSIT',
  'PAY_CRYPTO_WITHDRAW',
  'CRYPTO_EXCHANGE',
] as const satisfies readonly PaymentType[];

export const PAYMENT_TYPE_OF_API: Record<PaymentApi, PaymentType> = {
  getATMCardPaymentURL: 'ATM_CARD',
  getInternetBankingPaymentURL: 'INTERNET_BANKING',
  getVirtualAccount: 'VIRTUAL_ACCOUNT',
  getBankAccount: 'BANK_ACCOUNT',
  getCryptoPaymentUrl: 'CRYPTO',
  getPermanentVirtualAccount: 'PERMANENT_VIRTUAL_ACCOUNT',
  getDynamicQrPaymentUrl: 'DYNAMIC_QR',
};

/** Keys of partner.fees (PRODUCT §3): atm_vnd has rate and fixed, the others a rate. */
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

/** Bank-list types (PRODUCT §3 "Bank") and the docs lists. */
export const BANK_LIST_TYPES = ['ATM', 'CC', 'VA', 'BANK', 'CRYPTO', 'all'] as const;
export type BankListType = (typeof BANK_LIST_TYPES)[number];
export const DOCS_BANK_LISTS = ['transaction', 'pay', 'crypto', 'directTransfer'] as const;
export type DocsBankList = (typeof DOCS_BANK_LISTS)[number];

/**
 * GET /config/bank?type=…: every list type the spec names — §7.2 (pay, va, crypto), the docs
 * pages of §2.3 (transaction, pay, crypto, directTransfer) and §3's lists (ATM, CC, VA, BANK,
 * CRYPTO, all) — with the list it answers and the partner.disabled_banks prefix that hides a
 * bank from it when app_id is given. `pay` is the card and internet-banking list (§7.2, the API
 * tool, cash-in) also on the cash-out docs page (docs/SPEC-DECISIONS.md).
 */
export const CONFIG_BANK_LISTS = {
  pay: { list: 'ATM', disabledPrefix: 'ATM' },
  transaction: { list: 'ATM', disabledPrefix: 'ATM' },
  va: { list: 'VA', disabledPrefix: 'VA' },
  directTransfer: { list: 'directTransfer', disabledPrefix: 'VA' },
  crypto: { list: 'CRYPTO', disabledPrefix: 'CRYPTO' },
  ATM: { list: 'ATM', disabledPrefix: 'ATM' },
  CC: { list: 'CC', disabledPrefix: null },
  VA: { list: 'VA', disabledPrefix: 'VA' },
  BANK: { list: 'BANK', disabledPrefix: null },
  CRYPTO: { list: 'CRYPTO', disabledPrefix: 'CRYPTO' },
  all: { list: 'all', disabledPrefix: null },
} as const satisfies Record<
  BankListType | DocsBankList | 'va',
  { list: BankListType | 'directTransfer'; disabledPrefix: 'ATM' | 'VA' | 'CRYPTO' | null }
>;
export type ConfigBankType = keyof typeof CONFIG_BANK_LISTS;
export const CONFIG_BANK_TYPES = Object.keys(CONFIG_BANK_LISTS) as ConfigBankType[];
export const isConfigBankType = (type: string): type is ConfigBankType => Object.hasOwn(CONFIG_BANK_LISTS, type);
