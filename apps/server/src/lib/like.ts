// LIKE patterns from what a person typed: `%`, `_` and the escape character itself match only
// themselves. Backslash is PostgreSQL's default LIKE escape, so no ESCAPE clause is needed.

export const escapeLike = (text: string): string => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/** Anywhere in the value (ILIKE): for the short lists of one partner (apps, channels, members). */
export const containsPattern = (text: string): string => `%${escapeLike(text)}%`;

/** The start of the value (LIKE, case as typed): an index on the column with text_pattern_ops serves it. */
export const prefixPattern = (text: string): string => `${escapeLike(text)}%`;
