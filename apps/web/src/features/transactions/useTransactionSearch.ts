import type { PaymentStatus } from '@paygate/contracts';
import { useCallback, useEffect, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import {
  parseTransactionSearch,
  type TransactionFilters,
  type TransactionSearch,
  toTransactionSearch,
} from './transactionSearch';

/** The list's state read from and written to the URL (PRODUCT §9). */
export const useTransactionSearch = () => {
  const [params, setParams] = useSearchParams();
  const raw = params.toString();
  const search = useMemo(() => parseTransactionSearch(new URLSearchParams(raw)), [raw]);
  const canonical = toTransactionSearch(search).toString();

  // page, limit and offset always show in the URL, the defaults included.
  useEffect(() => {
    if (raw !== canonical) setParams(new URLSearchParams(canonical), { replace: true });
  }, [raw, canonical, setParams]);

  const go = (next: Pick<TransactionSearch, 'filters' | 'page' | 'limit'>) => setParams(toTransactionSearch(next));
  const applyFilters = (filters: TransactionFilters) => go({ filters, page: 1, limit: search.limit });

  /** A saved view's query (issue #15): its filters on page 1. */
  const openView = useCallback(
    (query: string, options?: { replace: boolean }) => setParams(new URLSearchParams(query), options),
    [setParams],
  );

  return {
    search,
    applyFilters,
    openView,
    /** A new page size starts again from the first page. */
    setPage: (page: number, limit: number) =>
      go({ filters: search.filters, page: limit === search.limit ? page : 1, limit }),
    /** Clicking a status tag lists that status only (PRODUCT §2.6). */
    filterByStatus: (status: PaymentStatus) => applyFilters({ ...search.filters, statuses: [status] }),
  };
};
