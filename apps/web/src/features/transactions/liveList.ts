import type { MessageDescriptor } from '@lingui/core';
import { msg, plural } from '@lingui/core/macro';
import type { TransactionSearch } from './transactionSearch';

// When the transaction list follows new payments live (issue #15 item 4): only its first page,
// and only when it has no end date or one still ahead. A later page, or a window that has
// closed, would not show a new payment anyway, so it is left still.

export const isLiveList = (search: Pick<TransactionSearch, 'page' | 'filters'>, now: number = Date.now()): boolean => {
  if (search.page !== 1) return false;
  const to = search.filters.to_date;
  if (!to) return true;
  const end = Date.parse(to);
  return !Number.isNaN(end) && end >= now;
};

/** The bar's text, in the portal's language: "1 new payment", "3 new payments". */
export const newPaymentsText = (count: number): MessageDescriptor =>
  msg({ message: plural(count, { one: '# new payment', other: '# new payments' }) });
