import { z } from 'zod';
import { SEARCH_QUERY_CONTROL, SEARCH_QUERY_MAX, SEARCH_QUERY_TOO_LONG } from '../search.js';
import { hasControlCharacter } from './common.js';

// globalSearch's input (issue #15 item 2). A longer search is refused with a message rather than
// cut: a cut identifier would silently look for something else (docs/SPEC-DECISIONS.md).

export const searchInput = z.object({
  query: z
    .string({ error: /*i18n*/ 'Search must be text' })
    .trim()
    .max(SEARCH_QUERY_MAX, { error: SEARCH_QUERY_TOO_LONG })
    .refine((value) => !hasControlCharacter(value), { error: SEARCH_QUERY_CONTROL }),
});
export type SearchInput = z.infer<typeof searchInput>;
