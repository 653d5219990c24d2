import { PAYMENT_STATUSES, type PaymentStatus } from './enums.js';
import { fill } from './i18n/message.js';
import type { SearchKind } from './policy.js';

// The global search's query language (issue #15 item 2), read the same way by the search box and
// the server. Zod-free: the shell's chunk carries it (contracts modules with zod at their top
// level are kept whole by the bundler).

/** The longest search, after trimming: a transaction id is at most 50 characters, a name 60. */
export const SEARCH_QUERY_MAX = 200;
export const SEARCH_QUERY_TOO_LONG = fill(/*i18n*/ 'Search at most {max} characters', { max: SEARCH_QUERY_MAX });
export const SEARCH_QUERY_CONTROL = /*i18n*/ 'Search must not contain control characters';
/** Results of each kind at most: the box shows a handful, the screen it opens shows the rest. */
export const SEARCH_LIMIT_PER_KIND = 5;
/** How long the box waits after the last keystroke before it asks the server. */
export const SEARCH_DEBOUNCE_MS = 200;

/** `prefix:value` narrows the search to one kind; the prefixes a person types. */
export const SEARCH_PREFIXES = {
  txn: 'payment',
  app: 'app',
  channel: 'channel',
  member: 'member',
} as const satisfies Record<string, SearchKind>;

export type ParsedSearch = {
  /** What is looked for, trimmed; '' when only a status was typed. */
  text: string;
  /** The kinds asked for: every kind without a prefix. */
  kinds: SearchKind[] | 'all';
  /** `status:FAILED`: payments of that status only (case-insensitive). */
  status?: PaymentStatus;
  /** `status:` with a value that is no status: the message to show, nothing is searched. */
  invalidStatus?: string;
};

const STATUS_TOKEN = /(?:^|\s)status:\s*(\S*)/i;
const KIND_PREFIX = /^(txn|app|channel|member):\s*/i;

/**
 * Reads a search: an optional `status:<STATUS>` anywhere, then an optional leading kind prefix
 * (`txn:`, `app:`, `channel:`, `member:`; a space after the colon is allowed), then the text.
 * An unknown prefix is text (a transaction id may hold a colon). `status:` narrows to payments.
 */
export const parseSearchQuery = (raw: string): ParsedSearch => {
  let rest = raw.trim();
  let status: PaymentStatus | undefined;
  let invalidStatus: string | undefined;
  const statusMatch = STATUS_TOKEN.exec(rest);
  if (statusMatch) {
    const value = (statusMatch[1] ?? '').toUpperCase();
    if ((PAYMENT_STATUSES as readonly string[]).includes(value)) status = value as PaymentStatus;
    else invalidStatus = fill(/*i18n*/ 'Status is one of {statuses}', { statuses: PAYMENT_STATUSES.join(', ') });
    rest = `${rest.slice(0, statusMatch.index)} ${rest.slice(statusMatch.index + statusMatch[0].length)}`.trim();
  }
  let kinds: ParsedSearch['kinds'] = 'all';
  const prefix = KIND_PREFIX.exec(rest);
  if (prefix) {
    kinds = [SEARCH_PREFIXES[prefix[1]!.toLowerCase() as keyof typeof SEARCH_PREFIXES]];
    rest = rest.slice(prefix[0].length).trim();
  }
  if (statusMatch) kinds = kinds === 'all' || kinds.includes('payment') ? ['payment'] : [];
  return { text: rest, kinds, ...(status ? { status } : {}), ...(invalidStatus ? { invalidStatus } : {}) };
};

/** The kinds a parsed search looks in, among those the caller may search. */
export const searchKindsOf = (parsed: ParsedSearch, allowed: readonly SearchKind[]): SearchKind[] =>
  parsed.kinds === 'all' ? [...allowed] : parsed.kinds.filter((kind) => allowed.includes(kind));
