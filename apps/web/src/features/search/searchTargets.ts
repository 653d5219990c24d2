import {
  type PaymentStatus,
  parseSearchQuery,
  SEARCH_QUERY_MAX,
  SEARCH_QUERY_TOO_LONG,
  type SearchKind,
} from '@paygate/contracts';
import type { GlobalSearchQuery } from '../../gql/graphql';
import { formatMoney } from '../../lib/amount';

// What the search box shows and where each result goes (issue #15 item 2). Pure: tested
// without a browser.

export type SearchHit = GlobalSearchQuery['globalSearch']['hits'][number];

/** Where a result opens, and the state that tells the screen which row (or dialog) it was. */
export type SearchTarget = { path: string; state?: { openPayment: string } };

export const KIND_LABELS: Record<SearchKind, string> = {
  payment: 'Transaction',
  app: 'App',
  channel: 'Channel',
  member: 'Member',
};

const MATCHED_LABELS: Record<string, string> = {
  transaction_id: 'transaction id',
  payment_id: 'payment id',
  pay_id: 'pay id',
  account_number: 'account number',
  user_id: 'user ID',
  pay_memo: 'memo',
  refund_transaction_id: 'refund transaction id',
};

/** "refunded 25,000 VND" when refunds took something back (PRODUCT §11); nothing otherwise. */
const refundedPart = (hit: SearchHit) =>
  hit.refunded_amount && hit.currency && !/^0(\.0*)?$/.test(hit.refunded_amount)
    ? `refunded ${formatMoney(hit.refunded_amount, hit.currency)}`
    : undefined;

/** A payment opens its detail over the transaction list filtered to it; the rest mark their row. */
export const searchTarget = (hit: SearchHit): SearchTarget => {
  const id = encodeURIComponent(hit.id);
  switch (hit.kind) {
    case 'payment':
      return { path: `/transaction?payment_id=${id}`, state: { openPayment: hit.id } };
    case 'app':
      return { path: `/apps?app=${id}` };
    case 'channel':
      return { path: `/channels/${encodeURIComponent(hit.app_id ?? '')}?channel=${id}` };
    case 'member':
      return { path: `/users?member=${id}` };
  }
};

/** The second line of a result. */
export const searchHitDetail = (hit: SearchHit): string => {
  switch (hit.kind) {
    case 'payment': {
      const parts = [
        hit.amount != null && hit.currency ? formatMoney(hit.amount, hit.currency) : undefined,
        hit.status ?? undefined,
        refundedPart(hit),
        hit.app_name ?? undefined,
        hit.matched && hit.matched !== 'transaction_id'
          ? `matched by ${MATCHED_LABELS[hit.matched] ?? hit.matched}`
          : undefined,
      ];
      return parts.filter(Boolean).join(' · ');
    }
    case 'app':
      return hit.status ?? '';
    case 'channel':
      return hit.app_name ? `in ${hit.app_name}` : '';
    case 'member':
      return [hit.email, hit.status].filter(Boolean).join(' · ');
  }
};

/** What the box says instead of (or above) its results; undefined when the results speak. */
export type SearchNotice =
  | { kind: 'error'; text: string }
  | { kind: 'status-only'; status: PaymentStatus; path: string }
  | undefined;

/** A status alone lists nothing itself: the box offers the transaction list with that status. */
export const localNotice = (query: string): SearchNotice => {
  if (query.trim().length > SEARCH_QUERY_MAX) return { kind: 'error', text: SEARCH_QUERY_TOO_LONG };
  const parsed = parseSearchQuery(query);
  if (parsed.invalidStatus) return { kind: 'error', text: parsed.invalidStatus };
  if (parsed.status && parsed.text === '') {
    return { kind: 'status-only', status: parsed.status, path: `/transaction?statuses=${parsed.status}` };
  }
  return undefined;
};

/** Whether the query is worth sending: something to look for and nothing the box refuses itself. */
export const isSearchable = (query: string): boolean => {
  if (localNotice(query)) return false;
  return parseSearchQuery(query).text !== '';
};

/** The line that explains kinds left out for want of today's code. */
export const lockedNotice = (locked: readonly SearchKind[]): string | undefined => {
  if (locked.length === 0) return undefined;
  const names = locked.map((kind) => (kind === 'payment' ? 'transactions' : 'members'));
  return `Enter today's two-factor code on the dashboard to search ${names.join(' and ')}`;
};
