import { WEBHOOK_LOG_PAGE_SIZE, WEBHOOK_RETENTION_DAYS, type WebhookOutcome } from '@paygate/contracts';

// The delivery log's filters and page live in the URL (?outcome=FAILED&from=2026-11-01&to=…&page=2),
// so a filtered page can be shared and survives a reload. Days are the browser's: `from` starts
// at its midnight, `to` includes the whole day.

export type WebhookLogParams = { outcome?: WebhookOutcome; from?: string; to?: string; page: number };

const DAY = /^\d{4}-\d{2}-\d{2}$/;

const validDay = (value: string | null) =>
  value && DAY.test(value) && !Number.isNaN(localMidnight(value)) ? value : undefined;

/** 'YYYY-MM-DD' → that day's local midnight, in ms. */
const localMidnight = (day: string) => {
  const [y, m, d] = day.split('-').map(Number);
  return new Date(y ?? 0, (m ?? 1) - 1, d ?? 1).getTime();
};

export const readLogParams = (search: URLSearchParams): WebhookLogParams => {
  const outcome = search.get('outcome');
  const page = Number(search.get('page') ?? '1');
  return {
    outcome: outcome === 'SUCCESS' || outcome === 'FAILED' ? outcome : undefined,
    from: validDay(search.get('from')),
    to: validDay(search.get('to')),
    page: Number.isInteger(page) && page > 0 ? page : 1,
  };
};

/** The next URL params: a changed filter goes back to page 1; empty values leave the URL. */
export const writeLogParams = (current: WebhookLogParams, change: Partial<WebhookLogParams>): URLSearchParams => {
  const next = { ...current, ...change };
  if (!('page' in change)) next.page = 1;
  const out = new URLSearchParams();
  if (next.outcome) out.set('outcome', next.outcome);
  if (next.from) out.set('from', next.from);
  if (next.to) out.set('to', next.to);
  if (next.page > 1) out.set('page', String(next.page));
  return out;
};

/** The instants the API takes: from the start of `from` to the end of `to`. */
export const rangeOf = (params: Pick<WebhookLogParams, 'from' | 'to'>) => ({
  from_date: params.from ? new Date(localMidnight(params.from)).toISOString() : undefined,
  to_date: params.to ? new Date(localMidnight(params.to) + 86_400_000).toISOString() : undefined,
});

/** The bulk resend's range: the filter's, else what the log keeps (the last 30 days to now). */
export const resendRangeOf = (params: Pick<WebhookLogParams, 'from' | 'to'>, now = Date.now()) => {
  const range = rangeOf(params);
  return {
    from_date: range.from_date ?? new Date(now - WEBHOOK_RETENTION_DAYS * 86_400_000).toISOString(),
    to_date: range.to_date ?? new Date(now + 60_000).toISOString(),
  };
};

export const pageVariables = (params: WebhookLogParams) => ({
  ...rangeOf(params),
  outcome: params.outcome,
  offset: (params.page - 1) * WEBHOOK_LOG_PAGE_SIZE,
  limit: WEBHOOK_LOG_PAGE_SIZE,
});
