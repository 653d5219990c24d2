import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import {
  type AppStatus,
  PAYMENT_STATUSES,
  type PaymentStatus,
  TRANSACTION_DEFAULT_LIMIT,
  TRANSACTION_FLAG_FILTERS,
  TRANSACTION_LIST_FILTERS,
  TRANSACTION_PAGE_SIZES,
  TRANSACTION_TEXT_FILTERS,
} from '@paygate/contracts';
import type { TransactionListQueryVariables } from '../../gql/graphql';

// The transaction list's state lives in the URL (PRODUCT §9: page, limit and offset in the query
// string). The filters go there too, under allPayment's own variable names, so a filtered page
// can be bookmarked, shared and reloaded. Pure functions: tested without a browser.

/** allPayment's text filters (PRODUCT §7.1), in the order the filter form shows them. */
export const TEXT_FILTERS = TRANSACTION_TEXT_FILTERS;
export type TextFilter = (typeof TEXT_FILTERS)[number];
export const LIST_FILTERS = TRANSACTION_LIST_FILTERS;
/** allPayment's yes/no filters: `true` in the URL when set, absent otherwise. */
export const FLAG_FILTERS = TRANSACTION_FLAG_FILTERS;
export type FlagFilter = (typeof FLAG_FILTERS)[number];

export type TransactionFilters = Partial<Record<TextFilter, string>> &
  /** needs_response: only payments whose complaint waits for the merchant's answer (issue 29 item 2). */
  Partial<Record<FlagFilter, true>> & {
    /** ISO 8601 date-times. */
    from_date?: string;
    to_date?: string;
    statuses: PaymentStatus[];
    banks: string[];
    types: string[];
  };

export type TransactionSearch = { filters: TransactionFilters; page: number; limit: number; offset: number };

export const EMPTY_FILTERS: TransactionFilters = { statuses: [], banks: [], types: [] };

const isStatus = (value: string): value is PaymentStatus => (PAYMENT_STATUSES as readonly string[]).includes(value);
const isPageSize = (value: number) => (TRANSACTION_PAGE_SIZES as readonly number[]).includes(value);
const positiveInt = (text: string | null) => (text !== null && /^\d+$/.test(text) ? Number(text) : undefined);
const isoOrUndefined = (text: string | null) => (text && !Number.isNaN(Date.parse(text)) ? text : undefined);
const unique = (values: string[]) => [...new Set(values.map((v) => v.trim()).filter(Boolean))];

/** The URL's query string → the list's state; anything malformed falls back to the defaults. */
export const parseTransactionSearch = (params: URLSearchParams): TransactionSearch => {
  const filters: TransactionFilters = {
    statuses: unique(params.getAll('statuses')).filter(isStatus),
    banks: unique(params.getAll('banks')),
    types: unique(params.getAll('types')),
  };
  const from = isoOrUndefined(params.get('from_date'));
  const to = isoOrUndefined(params.get('to_date'));
  if (from) filters.from_date = from;
  if (to) filters.to_date = to;
  for (const key of TEXT_FILTERS) {
    const value = params.get(key)?.trim();
    if (value) filters[key] = value;
  }
  for (const key of FLAG_FILTERS) if (params.get(key) === 'true') filters[key] = true;
  const limitParam = positiveInt(params.get('limit'));
  const limit = limitParam !== undefined && isPageSize(limitParam) ? limitParam : TRANSACTION_DEFAULT_LIMIT;
  const pageParam = positiveInt(params.get('page'));
  const offsetParam = positiveInt(params.get('offset'));
  // page wins; a link that only carries an offset lands on the page holding that row.
  const page =
    pageParam !== undefined && pageParam >= 1
      ? pageParam
      : offsetParam !== undefined
        ? Math.floor(offsetParam / limit) + 1
        : 1;
  return { filters, page, limit, offset: (page - 1) * limit };
};

/** The list's state → the query string: filters first, then page, limit and offset. */
export const toTransactionSearch = ({
  filters,
  page,
  limit,
}: Pick<TransactionSearch, 'filters' | 'page' | 'limit'>): URLSearchParams => {
  const params = new URLSearchParams();
  if (filters.from_date) params.set('from_date', filters.from_date);
  if (filters.to_date) params.set('to_date', filters.to_date);
  for (const key of LIST_FILTERS) for (const value of filters[key]) params.append(key, value);
  for (const key of TEXT_FILTERS) {
    const value = filters[key]?.trim();
    if (value) params.set(key, value);
  }
  for (const key of FLAG_FILTERS) if (filters[key]) params.set(key, 'true');
  params.set('page', String(page));
  params.set('limit', String(limit));
  params.set('offset', String((page - 1) * limit));
  return params;
};

/**
 * What a saved view keeps (issue #15 item 3): the filters and the page size as the list writes
 * them in its URL, without the page — a view opens on its first page.
 */
export const viewQuery = ({ filters, limit }: Pick<TransactionSearch, 'filters' | 'limit'>): string => {
  const params = toTransactionSearch({ filters, page: 1, limit });
  params.delete('page');
  params.delete('offset');
  return params.toString();
};

/** The unfiltered list's first page, as the address writes it. */
export const FIRST_PAGE_QUERY = toTransactionSearch({
  filters: EMPTY_FILTERS,
  page: 1,
  limit: TRANSACTION_DEFAULT_LIMIT,
}).toString();

/** The list opened with nothing in its address: where a default view applies. */
export const isBareSearch = (search: string) => new URLSearchParams(search).size === 0;

/**
 * The filters without empty values: empty arrays and blank texts are dropped (PRODUCT §5). The
 * yes/no filters are not among them: the export (exportPartnerPayment) does not take them.
 */
export const presentFilters = (filters: TransactionFilters) => {
  const out: Partial<Pick<TransactionListQueryVariables, TextFilter | (typeof LIST_FILTERS)[number]>> = {};
  if (filters.statuses.length > 0) out.statuses = [...filters.statuses];
  if (filters.banks.length > 0) out.banks = [...filters.banks];
  if (filters.types.length > 0) out.types = [...filters.types];
  for (const key of TEXT_FILTERS) {
    const value = filters[key]?.trim();
    if (value) out[key] = value;
  }
  return out;
};

/** The yes/no filters that are set, as allPayment takes them (`needs_response: true`). */
export const presentFlags = (filters: TransactionFilters) => {
  const out: Partial<Pick<TransactionListQueryVariables, FlagFilter>> = {};
  for (const key of FLAG_FILTERS) if (filters[key]) out[key] = true;
  return out;
};

/** allPayment's variables; the environment switch chooses which apps' payments show. */
export const listVariables = (search: TransactionSearch, appStatus: AppStatus): TransactionListQueryVariables => ({
  ...presentFilters(search.filters),
  ...presentFlags(search.filters),
  ...(search.filters.from_date ? { from_date: search.filters.from_date } : {}),
  ...(search.filters.to_date ? { to_date: search.filters.to_date } : {}),
  offset: search.offset,
  limit: search.limit,
  app_status: appStatus,
});

/** How many filters are set (the Filter button's badge). */
export const activeFilterCount = (filters: TransactionFilters) =>
  Object.keys(presentFilters(filters)).length +
  Object.keys(presentFlags(filters)).length +
  (filters.from_date || filters.to_date ? 1 : 0);

/** The empty list says why (issue 12 item 10): nothing at all yet, or nothing these filters keep. */
export const transactionsEmptyText = (filters: TransactionFilters): MessageDescriptor =>
  activeFilterCount(filters) > 0 ? msg`No transactions match these filters` : msg`No transactions yet`;
