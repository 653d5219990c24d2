// The languages the portal speaks (issue 31): English and Vietnamese. A user's language is saved on
// the server (users.language), so it follows them to another browser and can choose the language
// of the mails they receive. A new user's is read from the register request's Accept-Language.

export const LANGUAGES = ['en', 'vi'] as const;
export type Language = (typeof LANGUAGES)[number];

/** What a user gets when nothing says otherwise: the language of every user before issue 31. */
export const DEFAULT_LANGUAGE: Language = 'en';

export const isLanguage = (value: unknown): value is Language =>
  typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);

/** A language range (RFC 9110 §12.5.4): `*`, or subtags of 1 to 8 letters/digits joined by hyphens. */
const RANGE = /^(?:\*|[a-z]{1,8}(?:-[a-z0-9]{1,8})*)$/i;
/** A weight: 0 to 1 with at most three decimals (RFC 9110 §12.4.2). */
const WEIGHT = /^q=(0(?:\.\d{0,3})?|1(?:\.0{0,3})?)$/i;

type Range = { range: string; q: number };

/** The header's well-formed ranges, lower-cased, with their weights; a malformed entry is skipped. */
const rangesOf = (header: string): Range[] =>
  header.split(',').flatMap((part) => {
    const [rawRange = '', ...params] = part.split(';').map((p) => p.trim());
    if (!RANGE.test(rawRange)) return [];
    let q = 1;
    for (const param of params) {
      const weight = WEIGHT.exec(param);
      if (!weight) return [];
      q = Number(weight[1]);
    }
    return [{ range: rawRange.toLowerCase(), q }];
  });

/**
 * The language to speak to a browser that sent this Accept-Language header: the portal's language
 * the browser prefers most, by its weights (ties by order). A range matches a language by its
 * primary subtag (`vi-VN` is Vietnamese: RFC 4647 lookup's truncation); `*` stands for a language
 * the header names nowhere else; q=0 on a bare language (`en;q=0`) refuses it. No header, no
 * language the portal speaks or a garbled header: DEFAULT_LANGUAGE.
 *
 * Written here rather than taken from a library: contracts runs in the browser too and depends on
 * zod alone, and choosing between two languages needs a few lines (the negotiators on npm are
 * server-side CommonJS packages written for many more cases).
 */
export const languageFromAcceptLanguage = (header: string | undefined): Language => {
  if (!header) return DEFAULT_LANGUAGE;
  const ranges = rangesOf(header);
  const primary = (range: string) => range.split('-')[0] ?? '';
  const refused = new Set(ranges.filter((r) => r.q === 0 && isLanguage(r.range)).map((r) => r.range));
  const named = new Set(ranges.map((r) => primary(r.range)));
  // Array.prototype.sort is stable: equal weights keep the header's order.
  for (const { range, q } of [...ranges].sort((a, b) => b.q - a.q)) {
    if (q === 0) break;
    if (range === '*') {
      const other = [DEFAULT_LANGUAGE, ...LANGUAGES].find((l) => !named.has(l) && !refused.has(l));
      if (other) return other;
      continue;
    }
    const language = primary(range);
    if (isLanguage(language) && !refused.has(language)) return language;
  }
  return DEFAULT_LANGUAGE;
};
