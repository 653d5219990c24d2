import type { PaymentStatus } from '@paygate/contracts';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useSearchParams } from 'react-router';
import {
  parseTransactionSearch,
  type TransactionFilters,
  type TransactionSearch,
  toTransactionSearch,
} from './transactionSearch';

/**
 * The list's state, read from and written to the URL (PRODUCT §9).
 *
 * The router applies a new address in a transition, and a transition yields to any urgent render
 * (the list's own loading state is one): such a render still sees the old address, so the list
 * asked for the old filters, then the new, then the old again until the transition finished —
 * three list requests and seconds per click (issue 28 item 16). So the screen's own changes are
 * held here at once, and the address follows; an address the screen did not write (a link, back,
 * a reload) is taken when it arrives.
 */
export const useTransactionSearch = () => {
  const [params, setParams] = useSearchParams();
  const raw = params.toString();
  // `seen`: the address last read. A new one is adopted during this render, so nothing renders
  // the old state after it; the screen's own change keeps `seen` until its address arrives.
  const [held, setHeld] = useState(() => ({ seen: raw, search: parseTransactionSearch(params) }));
  const current = held.seen === raw ? held : { seen: raw, search: parseTransactionSearch(params) };
  if (current !== held) setHeld(current);
  const { search } = current;

  // page, limit and offset always show in the URL, the defaults included. The address's own
  // form, not the state held ahead of it: a change on its way is already canonical. The bare
  // address the list was opened with is left to the default view's decision (useSavedViews),
  // which writes the address once: two writes raced, and this one could land last and drop the
  // view's filters.
  const isOpenedBare = useRef(raw === '');
  useEffect(() => {
    if (raw !== '') isOpenedBare.current = false;
    if (isOpenedBare.current) return;
    const canonical = toTransactionSearch(parseTransactionSearch(new URLSearchParams(raw))).toString();
    if (raw !== canonical) setParams(new URLSearchParams(canonical), { replace: true });
  }, [raw, setParams]);

  /** Shows `next` now and writes it to the address; the address's render then finds it held. */
  const show = useCallback(
    (next: URLSearchParams, options?: { replace: boolean }) => {
      setHeld((prev) => ({ seen: prev.seen, search: parseTransactionSearch(next) }));
      setParams(next, options);
    },
    [setParams],
  );
  const go = (next: Pick<TransactionSearch, 'filters' | 'page' | 'limit'>) => show(toTransactionSearch(next));
  const applyFilters = (filters: TransactionFilters) => go({ filters, page: 1, limit: search.limit });

  /** A saved view's query (issue #15): its filters on page 1. */
  const openView = useCallback(
    (query: string, options?: { replace: boolean }) => show(new URLSearchParams(query), options),
    [show],
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
