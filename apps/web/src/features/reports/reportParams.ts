import {
  DEFAULT_TIME_ZONE,
  localDate,
  REPORT_SERVICES,
  type ReportRowService,
  type ReportService,
  reportRangeIssue,
  startOfLocalDay,
} from '@paygate/contracts';

// /report's filter lives in the URL (?service=TOPUP&from=2026-10-01&to=2026-10-07): a report can
// be shared and survives a reload. Days are the partner's calendar (Partner.time_zone), as the
// server counts them. Without a filter: every service over the seven days ending today.

export const REPORT_PATH = '/report';
export const REPORT_DEFAULT_DAYS = 7;

export type ReportParams = { service: ReportService; from: string; to: string };

/** A YYYY-MM-DD `days` days after (or before) another, calendar arithmetic only. */
export const addDays = (day: string, days: number): string => {
  const [y, m, d] = day.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(y, m - 1, d + days)).toISOString().slice(0, 10);
};

/** The seven days ending today in the zone. */
export const defaultReportParams = (timeZone = DEFAULT_TIME_ZONE, now = new Date()): ReportParams => {
  const to = localDate(now, timeZone);
  return { service: 'ALL', from: addDays(to, 1 - REPORT_DEFAULT_DAYS), to };
};

/** The service select's labels (PRODUCT §2.3), in Vietnamese like the reports. */
export const SERVICE_LABELS: Record<ReportService, string> = {
  ALL: 'Tất cả',
  PAYMENT_GATEWAY: 'Cổng thanh toán',
  TOPUP: 'Nạp tiền',
  PAY_ON_BEHALF: 'Chi hộ',
  CARD_CHARGING: 'Gạch thẻ',
};
export const serviceLabel = (service: ReportRowService | string) => SERVICE_LABELS[service as ReportService] ?? service;

/** The URL's filter when the server would take it (reportRangeIssue), else the default days. */
export const readReportParams = (search: URLSearchParams, timeZone?: string, now = new Date()): ReportParams => {
  const fallback = defaultReportParams(timeZone, now);
  const wanted = search.get('service');
  const service = REPORT_SERVICES.find((s) => s === wanted) ?? fallback.service;
  const from = search.get('from') ?? fallback.from;
  const to = search.get('to') ?? fallback.to;
  return reportRangeIssue(from, to) ? { ...fallback, service } : { service, from, to };
};

export const writeReportParams = (p: ReportParams): URLSearchParams =>
  new URLSearchParams({ service: p.service, from: p.from, to: p.to });

/** partnerReport's variables. */
export const reportVariables = (p: ReportParams) => ({ service: p.service, from_date: p.from, to_date: p.to });

/** The CSV of the filter (GET /v1/partner/report.csv), and the name the server gives it. */
export const reportCsvUrl = (p: ReportParams) => `/v1/partner/report.csv?${new URLSearchParams(reportVariables(p))}`;
export const reportCsvName = (p: ReportParams) => `report-${p.service}-${p.from}-${p.to}.csv`;

/** 2026-10-01 → 01/10/2026, the reports' date format (PRODUCT §2.3). */
export const reportDate = (day: string) => day.split('-').reverse().join('/');

/** Every day of the range, oldest first. */
export const daysOf = (p: Pick<ReportParams, 'from' | 'to'>): string[] => {
  const days: string[] = [];
  for (let day = p.from; day <= p.to; day = addDays(day, 1)) days.push(day);
  return days;
};

/** The range as the dashboard's instants: the first day's midnight to the last day's last millisecond. */
export const rangeInstantsOf = (p: Pick<ReportParams, 'from' | 'to'>, timeZone = DEFAULT_TIME_ZONE) => {
  const start = (day: string) => {
    const [y, m, d] = day.split('-').map(Number) as [number, number, number];
    return startOfLocalDay(timeZone, y, m, d);
  };
  return {
    from_date: start(p.from).toISOString(),
    to_date: new Date(start(addDays(p.to, 1)).getTime() - 1).toISOString(),
  };
};
