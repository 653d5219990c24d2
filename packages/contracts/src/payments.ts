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

// Refunds (issue 29 item 1, docs/adr/0029-refunds.md).

/** A payer's pay-ins are refunded; the merchant's own funding (cash-in, deposit, exchange) and payouts are not. */
export const REFUNDABLE_PAYMENT_TYPES = Object.values(PAYMENT_TYPE_OF_API);
export const isRefundable = (type: string): boolean => (REFUNDABLE_PAYMENT_TYPES as readonly string[]).includes(type);

/** A refund is PENDING when accepted (the balance is debited then), and settled SUCCESS or FAILED (given back). */
export const REFUND_STATUSES = ['PENDING', 'SUCCESS', 'FAILED'] as const;
export type RefundStatus = (typeof REFUND_STATUSES)[number];

/**
 * A payment's story in its detail (issue 29 item 5, PRODUCT §11): created, paid (or failed, or
 * cancelled), each refund asked for and settled, each webhook attempt — oldest first.
 */
export const PAYMENT_EVENT_KINDS = [
  'CREATED',
  'PAID',
  'FAILED',
  'CANCELLED',
  'REFUND_REQUESTED',
  'REFUND_SUCCEEDED',
  'REFUND_FAILED',
  'COMPLAINT_OPENED',
  'COMPLAINT_ANSWERED',
  'COMPLAINT_RESOLVED',
  'WEBHOOK',
] as const;
export type PaymentEventKind = (typeof PAYMENT_EVENT_KINDS)[number];

/**
 * Who made a moment happen: a MEMBER of the partner (by name, as the audit log recorded it), the
 * APP's server through the gateway API, the PAYER, the GATEWAY itself (its bank or chain, its
 * webhook sender), or the OPERATOR's command line.
 */
export const PAYMENT_EVENT_ACTORS = ['MEMBER', 'APP', 'PAYER', 'GATEWAY', 'OPERATOR'] as const;
export type PaymentEventActor = (typeof PAYMENT_EVENT_ACTORS)[number];

/**
 * Where a refund's money goes, by how the payer paid: a card payment back to the card, an
 * internet-banking or bank-account payment back to the account, a transfer to a virtual account or
 * a VietQR back to the account the transfer came from, a token payment to the sending address.
 */
export const REFUND_DESTINATIONS = ['CARD', 'ACCOUNT', 'SENDER_ACCOUNT', 'WALLET'] as const;
export type RefundDestination = (typeof REFUND_DESTINATIONS)[number];
export const REFUND_DESTINATION_OF_TYPE: Readonly<Record<string, RefundDestination>> = {
  ATM_CARD: 'CARD',
  INTERNET_BANKING: 'ACCOUNT',
  BANK_ACCOUNT: 'ACCOUNT',
  VIRTUAL_ACCOUNT: 'SENDER_ACCOUNT',
  PERMANENT_VIRTUAL_ACCOUNT: 'SENDER_ACCOUNT',
  DYNAMIC_QR: 'SENDER_ACCOUNT',
  CRYPTO: 'WALLET',
};
