import type { PaymentStatus } from './enums.js';
import { OUTGOING_PAYMENT_TYPES, PAYMENT_TYPE_OF_API, PAYMENT_TYPES, type PaymentType } from './payments.js';
import { parseStatementPeriod } from './statements.js';

// The report screens computed from the partner's data (issue 30 item 3, PRODUCT §2.3): which
// payments each service of the filter counts, what a day's row says, and the CSV's columns. The
// screens stay Vietnamese (PRODUCT §1), so do their messages.

/** The report filter's services (PRODUCT §2.3), "ALL" first. */
export const REPORT_SERVICES = ['ALL', 'PAYMENT_GATEWAY', 'TOPUP', 'PAY_ON_BEHALF', 'CARD_CHARGING'] as const;
export type ReportService = (typeof REPORT_SERVICES)[number];

/**
 * The payment types each service counts (docs/SPEC-DECISIONS.md "Reports"): the gateway's payments
 * that payers make through the API; a top-up is money the merchant puts in (cash-in, token
 * deposit); pay-on-behalf is money paid out (cash-out, token withdrawal). This gateway has no card
 * charging product: that service counts nothing. A token exchange is a conversion, no service's.
 * "ALL" is the four together.
 */
export const REPORT_SERVICE_TYPES = {
  PAYMENT_GATEWAY: [...new Set(Object.values(PAYMENT_TYPE_OF_API))],
  TOPUP: ['CASH_IN', 'CRYPTO_DEPOSIT'],
  PAY_ON_BEHALF: ['CASH_OUT', 'PAY_CRYPTO_WITHDRAW'],
  CARD_CHARGING: [],
} as const satisfies Record<Exclude<ReportService, 'ALL'>, readonly PaymentType[]>;
export type ReportRowService = keyof typeof REPORT_SERVICE_TYPES;

/** The service a payment type counts under, if any. */
export const reportServiceOf = (type: string): ReportRowService | undefined =>
  (Object.keys(REPORT_SERVICE_TYPES) as ReportRowService[]).find((service) =>
    (REPORT_SERVICE_TYPES[service] as readonly string[]).includes(type),
  );

/** The services a filter's choice covers, in the select's order. */
export const servicesOf = (service: ReportService): ReportRowService[] =>
  service === 'ALL' ? (Object.keys(REPORT_SERVICE_TYPES) as ReportRowService[]) : [service];

/** Statuses whose money was paid (a refund or a complaint came after): "Thành công". */
export const PAID_PAYMENT_STATUSES = ['SUCCESS', 'REFUNDED', 'IN_COMPLAIN'] as const;
/** Statuses of a payment that did not happen: "Thất bại". PENDING is neither. */
export const UNPAID_PAYMENT_STATUSES = ['FAILED', 'CANCEL'] as const;

/** The longest range a report answers, in days (one row per day and service). */
export const REPORT_MAX_DAYS = 366;

export const REPORT_MESSAGES = {
  /** PRODUCT §5: the range is required (the form's message, the server's too). */
  rangeRequired: 'Nhập ngày',
  rangeInvalid: 'Ngày không hợp lệ: YYYY-MM-DD',
  rangeReversed: 'Ngày bắt đầu phải trước ngày kết thúc',
  rangeTooLong: `Chọn tối đa ${REPORT_MAX_DAYS} ngày`,
  serviceInvalid: 'Dịch vụ không hợp lệ',
  /** The table's empty text once a range was asked for. */
  empty: 'Không có giao dịch trong khoảng thời gian này.',
} as const;

/**
 * One day and service of /report: the payments made that day (local to the partner), how many
 * were paid and how many failed, and the revenue — the VND paid, gross of later refunds (token
 * payments count, add no VND).
 */
export type ReportRow = {
  date: string;
  service: ReportRowService;
  total_payment: number;
  total_success: number;
  total_failed: number;
  revenue: string;
};

/** A YYYY-MM-DD as a day number (days since 1970-01-01), or undefined when it is no calendar day. */
const dayNumber = (text: string) => {
  const period = parseStatementPeriod(text);
  return period?.kind === 'day' ? Date.UTC(period.year, period.month - 1, period.day ?? 1) / 86_400_000 : undefined;
};

/**
 * What is wrong with a report's range, if anything: the field and the message. One rule for the
 * server's arguments (partnerReportArgs) and the portal's URL, which must not load zod for it.
 */
export const reportRangeIssue = (
  from: string,
  to: string,
): { field: 'from_date' | 'to_date'; message: string } | undefined => {
  if (from.trim() === '') return { field: 'from_date', message: REPORT_MESSAGES.rangeRequired };
  if (to.trim() === '') return { field: 'to_date', message: REPORT_MESSAGES.rangeRequired };
  const [first, last] = [dayNumber(from), dayNumber(to)];
  if (first === undefined) return { field: 'from_date', message: REPORT_MESSAGES.rangeInvalid };
  if (last === undefined) return { field: 'to_date', message: REPORT_MESSAGES.rangeInvalid };
  if (first > last) return { field: 'to_date', message: REPORT_MESSAGES.rangeReversed };
  if (last - first + 1 > REPORT_MAX_DAYS) return { field: 'to_date', message: REPORT_MESSAGES.rangeTooLong };
  return undefined;
};

/** The CSV of /report's filter (GET /v1/partner/report.csv), in the table's order. */
export const REPORT_CSV_COLUMNS = [
  'date',
  'service',
  'total_payment',
  'total_success',
  'total_failed',
  'revenue_vnd',
] as const;

// ── Fees and payouts (issue 30 item 3, PRODUCT §2.23) ───────────────────────────────────────────

/** The longest range the fee report answers, in months (one row per month, method and currency). */
export const FEE_REPORT_MAX_MONTHS = 24;

/**
 * A fee report's method: the payment type whose postings charged (or gave back) the fee, or
 * REFUND — the fee share a refund gives back, a posting of its own (ADR 0029).
 */
export const FEE_REPORT_METHODS = [...PAYMENT_TYPES, 'REFUND'] as const;
export type FeeReportMethod = (typeof FEE_REPORT_METHODS)[number];

export const FEE_REPORT_MESSAGES = {
  rangeRequired: 'Nhập tháng',
  rangeInvalid: 'Tháng không hợp lệ: YYYY-MM',
  rangeReversed: 'Tháng bắt đầu phải trước tháng kết thúc',
  rangeTooLong: `Chọn tối đa ${FEE_REPORT_MAX_MONTHS} tháng`,
  empty: 'Không có phí trong khoảng thời gian này.',
} as const;

/**
 * One month (of the partner's zone), method and currency of the fee report: how many postings
 * charged a fee, what they charged, what was given back (a failed payout's fee, a refund's share:
 * 0 or negative) and the net — the sum of the gateway's fee postings, to the đồng or the token's
 * decimals.
 */
export type FeeReportRow = {
  month: string;
  method: FeeReportMethod;
  currency: string;
  chain: string | null;
  charges: number;
  charged: string;
  returned: string;
  net: string;
};

/** The CSV of the fee report (GET /v1/partner/fee-report.csv), in the table's order. */
export const FEE_REPORT_CSV_COLUMNS = [
  'month',
  'method',
  'currency',
  'chain',
  'charges',
  'charged',
  'returned',
  'net',
] as const;

/** A YYYY-MM as a month number (months since 1970-01), or undefined when it is no month. */
const monthNumber = (text: string) => {
  const period = parseStatementPeriod(text);
  return period?.kind === 'month' ? period.year * 12 + period.month - 1 : undefined;
};

/** What is wrong with a fee report's months, if anything (the server's arguments and the portal's URL). */
export const feeReportRangeIssue = (
  from: string,
  to: string,
): { field: 'from_month' | 'to_month'; message: string } | undefined => {
  if (from.trim() === '') return { field: 'from_month', message: FEE_REPORT_MESSAGES.rangeRequired };
  if (to.trim() === '') return { field: 'to_month', message: FEE_REPORT_MESSAGES.rangeRequired };
  const [first, last] = [monthNumber(from), monthNumber(to)];
  if (first === undefined) return { field: 'from_month', message: FEE_REPORT_MESSAGES.rangeInvalid };
  if (last === undefined) return { field: 'to_month', message: FEE_REPORT_MESSAGES.rangeInvalid };
  if (first > last) return { field: 'to_month', message: FEE_REPORT_MESSAGES.rangeReversed };
  if (last - first + 1 > FEE_REPORT_MAX_MONTHS) return { field: 'to_month', message: FEE_REPORT_MESSAGES.rangeTooLong };
  return undefined;
};

/** The payments a payout report lists: money paid out of a balance (cash-out, token withdrawal). */
export const PAYOUT_REPORT_TYPES = OUTGOING_PAYMENT_TYPES;

/** Payouts on a page of the payout report. */
export const PAYOUT_REPORT_PAGE_SIZE = 20;

export const PAYOUT_REPORT_MESSAGES = {
  empty: 'Không có lệnh chi trong khoảng thời gian này.',
} as const;

/**
 * One payout of the payout report: made in the range (days of the partner's zone), its amount and
 * fee, where it went, and — once the bank or chain answered — when it settled and the network's
 * reference (the bank's FT… number, the chain's transaction hash).
 */
export type PayoutReportRow = {
  id: string;
  transaction_id: string;
  type: (typeof PAYOUT_REPORT_TYPES)[number];
  status: PaymentStatus;
  amount: string;
  fee: string;
  currency: string;
  chain: string | null;
  bank: string | null;
  account_number: string | null;
  created_at: string;
  settled_at: string | null;
  network_reference: string | null;
};

/** The CSV of the payout report (GET /v1/partner/payout-report.csv), oldest first. */
export const PAYOUT_REPORT_CSV_COLUMNS = [
  'created_at',
  'id',
  'transaction_id',
  'type',
  'status',
  'currency',
  'chain',
  'amount',
  'fee',
  'bank',
  'account_number',
  'settled_at',
  'network_reference',
] as const;
