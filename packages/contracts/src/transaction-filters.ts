// The transaction list's filters (PRODUCT §7.1 allPayment), named once for the web's list, its URL and
// the saved views the server checks. No zod here: the web bundles this module with the list, and
// a module with zod schemas at its top level would bring zod into that chunk.

/** allPayment's text filters (PRODUCT §7.1), in the order the filter form shows them. */
export const TRANSACTION_TEXT_FILTERS = [
  'transaction_id',
  'payment_id',
  'pay_id',
  'payment_user_id',
  'app_id',
  'pay_memo',
  'va_account_name',
  'va_account_no',
  'ebill_account_name',
  'ebill_account_no',
] as const;
/** allPayment's list filters: repeated keys in the query string. */
export const TRANSACTION_LIST_FILTERS = ['statuses', 'banks', 'types'] as const;
/**
 * allPayment's yes/no filters: `true` in the query string, absent otherwise. needs_response keeps the
 * payments whose complaint waits for the merchant's answer (issue 29 item 2).
 */
export const TRANSACTION_FLAG_FILTERS = ['needs_response'] as const;
/** Every key a saved view's query may hold: the filters, the date range and the page size. */
export const SAVED_VIEW_QUERY_KEYS: readonly string[] = [
  ...TRANSACTION_TEXT_FILTERS,
  ...TRANSACTION_LIST_FILTERS,
  ...TRANSACTION_FLAG_FILTERS,
  'from_date',
  'to_date',
  'limit',
];
