import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
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
// without a browser. Its words come in the portal's language through `t` (useLingui's).

/** Renders a message in the portal's language: useLingui's `t`, or `i18n._`. */
export type Translate = (descriptor: MessageDescriptor) => string;

export type SearchHit = GlobalSearchQuery['globalSearch']['hits'][number];

/** Where a result opens, and the state that tells the screen which row (or dialog) it was. */
export type SearchTarget = { path: string; state?: { openPayment: string } };

export const KIND_LABELS: Record<SearchKind, MessageDescriptor> = {
  payment: msg`Transaction`,
  app: msg`App`,
  channel: msg`Channel`,
  member: msg`Member`,
};

const MATCHED_LABELS: Record<string, MessageDescriptor> = {
  transaction_id: msg`transaction id`,
  payment_id: msg`payment id`,
  pay_id: msg`pay id`,
  account_number: msg`account number`,
  user_id: msg`user ID`,
  pay_memo: msg`memo`,
  refund_transaction_id: msg`refund transaction id`,
};

/** "refunded 25,000 VND" when refunds took something back (PRODUCT §11); nothing otherwise. */
const refundedPart = (hit: SearchHit, t: Translate) => {
  if (!hit.refunded_amount || !hit.currency || /^0(\.0*)?$/.test(hit.refunded_amount)) return undefined;
  const amount = formatMoney(hit.refunded_amount, hit.currency);
  return t(msg`refunded ${amount}`);
};

/** The identifier that found a payment, in words (a field the portal does not name stays as it is). */
const matchedPart = (matched: string, t: Translate) => {
  const descriptor = MATCHED_LABELS[matched];
  const field = descriptor ? t(descriptor) : matched;
  return t(msg`matched by ${field}`);
};

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
export const searchHitDetail = (hit: SearchHit, t: Translate): string => {
  switch (hit.kind) {
    case 'payment': {
      const parts = [
        hit.amount != null && hit.currency ? formatMoney(hit.amount, hit.currency) : undefined,
        hit.status ?? undefined,
        refundedPart(hit, t),
        hit.app_name ?? undefined,
        hit.matched && hit.matched !== 'transaction_id' ? matchedPart(hit.matched, t) : undefined,
      ];
      return parts.filter(Boolean).join(' · ');
    }
    case 'app':
      return hit.status ?? '';
    case 'channel': {
      const appName = hit.app_name;
      return appName ? t(msg`in ${appName}`) : '';
    }
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

/**
 * The line that explains kinds left out for want of today's code: payments and members are the
 * kinds that need it (SEARCH_SCREENS), each sentence whole for the translators.
 */
export const lockedNotice = (locked: readonly SearchKind[], t: Translate): string | undefined => {
  if (locked.length === 0) return undefined;
  const payments = locked.includes('payment');
  const members = locked.some((kind) => kind !== 'payment');
  if (payments && members)
    return t(msg`Enter today's two-factor code on the dashboard to search transactions and members`);
  return payments
    ? t(msg`Enter today's two-factor code on the dashboard to search transactions`)
    : t(msg`Enter today's two-factor code on the dashboard to search members`);
};
