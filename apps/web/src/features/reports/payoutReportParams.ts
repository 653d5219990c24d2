import { reportRangeIssue } from '@paygate/contracts';
import { defaultReportParams } from './reportParams';

// /report_payout's days and page live in the URL (?from=2026-12-01&to=2026-12-07&page=2): the
// days of /report's rule (reportRangeIssue), the seven ending today by default.

export type PayoutReportParams = { from: string; to: string; page: number };

export const readPayoutReportParams = (
  search: URLSearchParams,
  timeZone?: string,
  now = new Date(),
): PayoutReportParams => {
  const { from, to } = defaultReportParams(timeZone, now);
  const page = Math.max(1, Math.floor(Number(search.get('page')) || 1));
  const wanted = { from: search.get('from') ?? from, to: search.get('to') ?? to };
  return reportRangeIssue(wanted.from, wanted.to) ? { from, to, page: 1 } : { ...wanted, page };
};

export const writePayoutReportParams = (p: PayoutReportParams) =>
  new URLSearchParams({ from: p.from, to: p.to, ...(p.page > 1 ? { page: String(p.page) } : {}) });

export const payoutReportVariables = (p: PayoutReportParams) => ({ from_date: p.from, to_date: p.to, page: p.page });
export const payoutReportCsvUrl = (p: Pick<PayoutReportParams, 'from' | 'to'>) =>
  `/v1/partner/payout-report.csv?${new URLSearchParams({ from_date: p.from, to_date: p.to })}`;
export const payoutReportCsvName = (p: Pick<PayoutReportParams, 'from' | 'to'>) =>
  `payout-report-${p.from}-${p.to}.csv`;
