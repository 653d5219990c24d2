import {
  AUDIT_ACTIONS,
  AUDIT_PAGE_SIZE,
  type AuditAction,
  auditExportFileName,
  DEFAULT_LANGUAGE,
  type Language,
} from '@paygate/contracts';

// The audit list's filters and page live in the URL (?actor=…&action=app.created&target=…&from=
// 2026-11-01&to=…&page=2), so a filtered view can be shared and survives a reload. Days are the
// browser's: `from` starts at its midnight, `to` includes the whole day.

export type AuditParams = {
  actor?: string;
  action?: AuditAction;
  target?: string;
  from?: string;
  to?: string;
  page: number;
};

export const AUDIT_EXPORT_PATH = '/v1/partner/audit/export.csv';
const DAY = /^\d{4}-\d{2}-\d{2}$/;
const MAX_TARGET = 200;

/** 'YYYY-MM-DD' → that day's local midnight, in ms. */
const localMidnight = (day: string) => {
  const [y, m, d] = day.split('-').map(Number);
  return new Date(y ?? 0, (m ?? 1) - 1, d ?? 1).getTime();
};
const validDay = (value: string | null) =>
  value && DAY.test(value) && !Number.isNaN(localMidnight(value)) ? value : undefined;
const isAction = (value: string | null): value is AuditAction => value != null && value in AUDIT_ACTIONS;
const text = (value: string | null, max: number) => value?.trim().slice(0, max) || undefined;

/** What the URL asks for; anything malformed is left out rather than sent. */
export const readAuditParams = (search: URLSearchParams): AuditParams => {
  const action = search.get('action');
  const page = Number(search.get('page') ?? '1');
  return {
    actor: text(search.get('actor'), 64),
    action: isAction(action) ? action : undefined,
    target: text(search.get('target'), MAX_TARGET),
    from: validDay(search.get('from')),
    to: validDay(search.get('to')),
    page: Number.isInteger(page) && page > 0 ? page : 1,
  };
};

/** The next URL params: a changed filter goes back to page 1; empty values leave the URL. */
export const writeAuditParams = (current: AuditParams, change: Partial<AuditParams>): URLSearchParams => {
  const next = { ...current, ...change };
  if (!('page' in change)) next.page = 1;
  const out = new URLSearchParams();
  for (const key of ['actor', 'action', 'target', 'from', 'to'] as const) {
    const value = next[key];
    if (value) out.set(key, value);
  }
  if (next.page > 1) out.set('page', String(next.page));
  return out;
};

export const hasAuditFilter = (p: AuditParams) => Boolean(p.actor || p.action || p.target || p.from || p.to);

/** The filter as the API takes it: instants from the start of `from` to the end of `to`. */
export const auditFilterVariables = (p: AuditParams) => ({
  actor_id: p.actor,
  action: p.action,
  target: p.target,
  from_date: p.from ? new Date(localMidnight(p.from)).toISOString() : undefined,
  to_date: p.to ? new Date(localMidnight(p.to) + 86_400_000).toISOString() : undefined,
});

export const auditPageVariables = (p: AuditParams) => ({
  ...auditFilterVariables(p),
  offset: (p.page - 1) * AUDIT_PAGE_SIZE,
  limit: AUDIT_PAGE_SIZE,
});

/**
 * The CSV of the current filter (every page), streamed by the server with the session's cookies,
 * its headers in `language`: a link the browser follows sends the browser's Accept-Language, not
 * the portal's (issue 31, as the transaction export).
 */
export const auditExportUrl = (p: AuditParams, language: Language = DEFAULT_LANGUAGE) => {
  const params = new URLSearchParams({ language });
  for (const [key, value] of Object.entries(auditFilterVariables(p))) if (value) params.set(key, value);
  return `${AUDIT_EXPORT_PATH}?${params}`;
};

/** The export's link and the file it is saved as, named as the server names it (contracts). */
export const auditExportDownload = (p: AuditParams, language: Language = DEFAULT_LANGUAGE) => ({
  url: auditExportUrl(p, language),
  fileName: auditExportFileName(language),
});

/** The pager's total when the log is not counted: this page, and one more page if another follows. */
export const pagerTotal = (page: number, rows: number, hasMore: boolean) =>
  (page - 1) * AUDIT_PAGE_SIZE + rows + (hasMore ? AUDIT_PAGE_SIZE : 0);
