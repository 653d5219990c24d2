import { DEFAULT_TIME_ZONE, type FeeReportMethod, feeReportRangeIssue, localDate } from '@paygate/contracts';

// /report_fee's months live in the URL (?from=2026-07&to=2026-12), months of the partner's
// calendar as the server counts them. Without them: the six months ending with this one.

export const FEE_REPORT_DEFAULT_MONTHS = 6;

export type FeeReportParams = { from: string; to: string };

/** A YYYY-MM `months` months after (or before) another. */
export const addMonths = (month: string, months: number): string => {
  const [y, m] = month.split('-').map(Number) as [number, number];
  return new Date(Date.UTC(y, m - 1 + months, 1)).toISOString().slice(0, 7);
};

export const defaultFeeReportParams = (timeZone = DEFAULT_TIME_ZONE, now = new Date()): FeeReportParams => {
  const to = localDate(now, timeZone).slice(0, 7);
  return { from: addMonths(to, 1 - FEE_REPORT_DEFAULT_MONTHS), to };
};

/** The URL's months when the server would take them (feeReportRangeIssue), else the default. */
export const readFeeReportParams = (search: URLSearchParams, timeZone?: string, now = new Date()): FeeReportParams => {
  const from = search.get('from');
  const to = search.get('to');
  if (from === null || to === null || feeReportRangeIssue(from, to)) return defaultFeeReportParams(timeZone, now);
  return { from, to };
};

export const writeFeeReportParams = (p: FeeReportParams) => new URLSearchParams({ from: p.from, to: p.to });

export const feeReportVariables = (p: FeeReportParams) => ({ from_month: p.from, to_month: p.to });
export const feeReportCsvUrl = (p: FeeReportParams) =>
  `/v1/partner/fee-report.csv?${new URLSearchParams(feeReportVariables(p))}`;
export const feeReportCsvName = (p: FeeReportParams) => `fee-report-${p.from}-${p.to}.csv`;

/** 2026-10 → 10/2026. */
export const reportMonth = (month: string) => month.split('-').reverse().join('/');

/** The methods' names, in Vietnamese like the reports (a refund's fee share given back is its own). */
export const METHOD_LABELS: Record<FeeReportMethod, string> = {
  ATM_CARD: 'Thẻ ATM',
  INTERNET_BANKING: 'Internet Banking',
  VIRTUAL_ACCOUNT: 'Tài khoản ảo',
  BANK_ACCOUNT: 'Chuyển khoản ngân hàng',
  CRYPTO: 'Thanh toán token',
  PERMANENT_VIRTUAL_ACCOUNT: 'Tài khoản ảo cố định',
  DYNAMIC_QR: 'QR động',
  CASH_IN: 'Nạp tiền',
  CRYPTO_DEPOSIT: 'Nạp token',
  CASH_OUT: 'Chi hộ',
  PAY_CRYPTO_WITHDRAW: 'Rút token',
  CRYPTO_EXCHANGE: 'Đổi token',
  REFUND: 'Hoàn tiền',
};
export const methodLabel = (method: string) => METHOD_LABELS[method as FeeReportMethod] ?? method;
