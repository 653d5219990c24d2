import {
  type AppStatus,
  DEFAULT_LANGUAGE,
  type Language,
  latestClosedPeriods,
  parseStatementPeriod,
  type StatementPeriodKind,
  statementFileName,
  statementPeriodLabel,
} from '@paygate/contracts';

// The statement screen's choice lives in the URL (?app=…&currency=USDT&chain=bsc&period=2026-10):
// a statement can be shared and survives a reload. Periods are the partner's calendar
// (Partner.time_zone); only closed ones are offered, as the server makes only those.

export const STATEMENT_PATH = '/balance/statement';
/** Closed months the month list offers, newest first: two years of books. */
export const STATEMENT_MONTHS_OFFERED = 24;

export type StatementParams = { app?: string; currency?: string; chain?: string; period?: string };

const word = (value: string | null, max = 64) =>
  value && /^[A-Za-z0-9_.-]+$/.test(value) ? value.slice(0, max) : undefined;

export const readStatementParams = (search: URLSearchParams): StatementParams => {
  const period = search.get('period');
  return {
    app: word(search.get('app')),
    currency: word(search.get('currency'), 16)?.toUpperCase(),
    chain: word(search.get('chain'), 32),
    period: period && parseStatementPeriod(period) ? period : undefined,
  };
};

export const writeStatementParams = (current: StatementParams, change: Partial<StatementParams>): URLSearchParams => {
  const next = { ...current, ...change };
  const out = new URLSearchParams();
  for (const key of ['app', 'currency', 'chain', 'period'] as const) {
    const value = next[key];
    if (value) out.set(key, value);
  }
  return out;
};

/** Day or month: what a period's name says. */
export const periodKindOf = (period: string | undefined): StatementPeriodKind =>
  (period && parseStatementPeriod(period)?.kind) || 'month';

/** The closed months a finance user picks from, newest first: last month back STATEMENT_MONTHS_OFFERED months. */
export const closedMonths = (timeZone: string, now = new Date()): string[] => {
  const [year, month] = latestClosedPeriods(timeZone, now).month.split('-').map(Number) as [number, number];
  return Array.from({ length: STATEMENT_MONTHS_OFFERED }, (_, i) => {
    const at = new Date(Date.UTC(year, month - 1 - i, 1));
    return statementPeriodLabel({ kind: 'month', year: at.getUTCFullYear(), month: at.getUTCMonth() + 1 });
  });
};

/** balanceStatement's variables; VND has no chain. */
export const statementVariables = (
  p: Required<Pick<StatementParams, 'app' | 'currency' | 'period'>> & Pick<StatementParams, 'chain'>,
  appStatus: AppStatus,
) => ({
  app_id: p.app,
  app_status: appStatus,
  currency: p.currency,
  chain: p.currency === 'VND' ? null : (p.chain ?? null),
  period: p.period,
});

type StatementVariables = ReturnType<typeof statementVariables>;

/**
 * The file of a statement, streamed by the server with the session's cookies. The PDF is in
 * `language`, which a link the browser follows cannot send as its Accept-Language (issue 31); the
 * CSV, a machine format, is the same in every language and is asked without one.
 */
export const statementFileUrl = (
  format: 'csv' | 'pdf',
  variables: StatementVariables,
  language: Language = DEFAULT_LANGUAGE,
) => {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(variables)) if (value) params.set(key, value);
  if (format === 'pdf') params.set('language', language);
  return `/v1/partner/statement.${format}?${params}`;
};

/** A statement's link and the file it is saved as, named as the server names it (contracts). */
export const statementDownload = (
  format: 'csv' | 'pdf',
  variables: StatementVariables,
  language: Language = DEFAULT_LANGUAGE,
) => ({
  url: statementFileUrl(format, variables, language),
  fileName: statementFileName(variables, format, language),
});

/** GET /v1/partner/settlement-report.csv: a closed day's reconciliation file of one app (issue 30 item 4). */
export const settlementReportUrl = (query: { app_id: string; app_status: string; date: string }) =>
  `/v1/partner/settlement-report.csv?${new URLSearchParams(query)}`;

/** Closed days offered, newest first: yesterday back about a quarter. */
export const STATEMENT_DAYS_OFFERED = 92;

/** The closed days a finance user picks from, newest first (the partner's calendar). */
export const closedDays = (timeZone: string, now = new Date()): string[] => {
  const [year, month, day] = latestClosedPeriods(timeZone, now).day.split('-').map(Number) as [number, number, number];
  return Array.from({ length: STATEMENT_DAYS_OFFERED }, (_, i) =>
    new Date(Date.UTC(year, month - 1, day - i)).toISOString().slice(0, 10),
  );
};
