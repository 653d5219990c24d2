import { type AppStatus, startOfLocalDay } from '@paygate/contracts';

// The balance history's filters and page live in the URL (?app=…&currency=USDT&chain=bsc&kind=
// CASH_OUT_ACCEPTED&from=2026-11-01&to=…&page=2): a filtered view can be shared and survives a
// reload. Days are the partner's (Partner.time_zone), as the server's statements will be.

export const BALANCE_PAGE_SIZE = 20;
export const BALANCE_EXPORT_PATH = '/v1/partner/balance-history/export.csv';

export type BalanceParams = {
  app?: string;
  currency?: string;
  chain?: string;
  kind?: string;
  from?: string;
  to?: string;
  page: number;
};

const DAY = /^\d{4}-\d{2}-\d{2}$/;
const word = (value: string | null, max = 64) =>
  value && /^[A-Za-z0-9_.-]+$/.test(value) ? value.slice(0, max) : undefined;
const day = (value: string | null) => (value && DAY.test(value) ? value : undefined);

export const readBalanceParams = (search: URLSearchParams): BalanceParams => {
  const page = Number(search.get('page') ?? '1');
  return {
    app: word(search.get('app')),
    currency: word(search.get('currency'), 16)?.toUpperCase(),
    chain: word(search.get('chain'), 32),
    kind: word(search.get('kind')),
    from: day(search.get('from')),
    to: day(search.get('to')),
    page: Number.isInteger(page) && page > 0 ? page : 1,
  };
};

/** The next URL params: a changed filter goes back to page 1; empty values leave the URL. */
export const writeBalanceParams = (current: BalanceParams, change: Partial<BalanceParams>): URLSearchParams => {
  const next = { ...current, ...change };
  if (!('page' in change)) next.page = 1;
  const out = new URLSearchParams();
  for (const key of ['app', 'currency', 'chain', 'kind', 'from', 'to'] as const) {
    const value = next[key];
    if (value) out.set(key, value);
  }
  if (next.page > 1) out.set('page', String(next.page));
  return out;
};

const startOf = (value: string, timeZone: string | undefined) => {
  const [y = 0, m = 1, d = 1] = value.split('-').map(Number);
  return timeZone ? startOfLocalDay(timeZone, y, m, d) : new Date(y, m - 1, d);
};

/** The filter as balanceHistory takes it: instants from the start of `from` to the end of `to`, in the zone. */
export const balanceFilterVariables = (p: BalanceParams, appStatus: AppStatus, timeZone: string | undefined) => {
  const next = (value: string) => {
    const [y = 0, m = 1, d = 1] = value.split('-').map(Number);
    return new Date(Date.UTC(y, m - 1, d + 1)).toISOString().slice(0, 10);
  };
  return {
    app_id: p.app ?? '',
    app_status: appStatus,
    currency: p.currency,
    chain: p.currency && p.currency !== 'VND' ? p.chain : undefined,
    kinds: p.kind ? [p.kind] : undefined,
    from_date: p.from ? startOf(p.from, timeZone).toISOString() : undefined,
    to_date: p.to ? new Date(startOf(next(p.to), timeZone).getTime() - 1).toISOString() : undefined,
  };
};

/** The CSV of the current filter (every page), streamed by the server with the session's cookies. */
export const balanceExportUrl = (variables: ReturnType<typeof balanceFilterVariables>) => {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(variables)) {
    if (Array.isArray(value)) for (const v of value) params.append(key, v);
    else if (value) params.set(key, value);
  }
  return `${BALANCE_EXPORT_PATH}?${params}`;
};
