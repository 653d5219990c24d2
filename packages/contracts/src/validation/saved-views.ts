import { z } from 'zod';
import { fill } from '../i18n/message.js';
import { SAVED_VIEW_QUERY_KEYS } from '../transaction-filters.js';
import { safeText } from './common.js';

// Saved views of the transaction list (issue #15 item 3): a member's named filter sets, kept per
// user and partner. A view stores the list's filters as the query string the list already writes
// in its URL (its keys are allPayment's variable names), without the page: a view opens on page 1.

/** Views one member keeps for one partner: enough for every team's habits, not a storage bin. */
export const SAVED_VIEWS_MAX = 50;
export const SAVED_VIEW_NAME_MAX = 60;
/** The longest query a view stores: every filter filled in stays far below it. */
export const SAVED_VIEW_QUERY_MAX = 2000;

export const SAVED_VIEW_NAME_REQUIRED = /*i18n*/ 'Please input view name';
export const SAVED_VIEW_NAME_TAKEN = /*i18n*/ 'You already have a view with this name';
export const SAVED_VIEW_QUERY_INVALID = /*i18n*/ 'This view holds a filter the transaction list does not know';
export const SAVED_VIEWS_FULL = fill(/*i18n*/ 'You can keep at most {max} views: delete one first', {
  max: SAVED_VIEWS_MAX,
});

/** A view's query: a query string of known keys only, at most SAVED_VIEW_QUERY_MAX characters. */
export const isSavedViewQuery = (query: string): boolean => {
  if (query.length > SAVED_VIEW_QUERY_MAX) return false;
  // The keys as URLSearchParams reads them (contracts runs where that class may not be typed).
  return query
    .split('&')
    .filter(Boolean)
    .every((pair) => {
      try {
        return SAVED_VIEW_QUERY_KEYS.includes(decodeURIComponent(pair.split('=')[0]!.replaceAll('+', ' ')));
      } catch {
        return false; // a malformed escape (%zz)
      }
    });
};

const viewName = safeText('View name', SAVED_VIEW_NAME_MAX, { required: SAVED_VIEW_NAME_REQUIRED });
const viewQuery = z
  .string({ error: SAVED_VIEW_QUERY_INVALID })
  .refine(isSavedViewQuery, { error: SAVED_VIEW_QUERY_INVALID });

/** saveTransactionView: a new view, the default one when `is_default`. */
export const saveViewInput = z.object({ name: viewName, query: viewQuery, is_default: z.boolean().default(false) });
export type SaveViewInput = z.infer<typeof saveViewInput>;

/** renameTransactionView. */
export const renameViewInput = z.object({ name: viewName });
