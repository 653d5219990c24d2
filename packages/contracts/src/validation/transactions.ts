import { z } from 'zod';
import { EXPORT_MAX_DAYS } from '../limits.js';

// Transactions (PRODUCT §5 "Transactions", §7.1 exportPartnerPayment): the export's dates travel as
// YYYYMMDD, days of the partner's time zone, both included.

export const EXPORT_RANGE_MESSAGE = /*i18n*/ 'Can not export transaction more than 30 days';
export const EXPORT_ORDER_MESSAGE = /*i18n*/ 'to_date must not be before from_date';
const COMPACT_DATE_MESSAGE = /*i18n*/ 'Dates must be YYYYMMDD';

const DAY_MS = 86_400_000;

/** '20261122' → its calendar date as a UTC midnight (a day number, not an instant); null if invalid. */
export const parseCompactDate = (text: string): { year: number; month: number; day: number } | null => {
  const match = /^(\d{4})(\d{2})(\d{2})$/.exec(text.trim());
  if (!match) return null;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  if (date.getUTCFullYear() !== year || date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day) return null;
  return { year, month, day };
};

/** Calendar days from `from` to `to`, both included ('20261101'…'20261130' → 30). */
export const exportDayCount = (from: string, to: string): number | null => {
  const a = parseCompactDate(from);
  const b = parseCompactDate(to);
  if (!a || !b) return null;
  return (Date.UTC(b.year, b.month - 1, b.day) - Date.UTC(a.year, a.month - 1, a.day)) / DAY_MS + 1;
};

// The pattern is documentation (the OpenAPI document's export.csv): the refine is the rule.
const compactDate = z
  .string({ error: COMPACT_DATE_MESSAGE })
  .trim()
  .refine((v) => parseCompactDate(v) !== null, { error: COMPACT_DATE_MESSAGE })
  .meta({ description: 'A calendar day as YYYYMMDD', pattern: '^[0-9]{8}$', examples: ['20261126'] });

/** The export's range: at most EXPORT_MAX_DAYS calendar days, to_date not before from_date. */
export const exportRangeInput = z
  .object({ from_date: compactDate, to_date: compactDate })
  .superRefine(({ from_date, to_date }, ctx) => {
    const days = exportDayCount(from_date, to_date);
    if (days === null) return;
    if (days < 1) ctx.addIssue({ code: 'custom', path: ['to_date'], message: EXPORT_ORDER_MESSAGE });
    else if (days > EXPORT_MAX_DAYS) ctx.addIssue({ code: 'custom', path: ['to_date'], message: EXPORT_RANGE_MESSAGE });
  });
export type ExportRangeInput = z.infer<typeof exportRangeInput>;

/** PRODUCT §5: empty-array filters are dropped before the export (and mean "no filter" in the list). */
export const dropEmptyFilters = <T extends Record<string, unknown>>(filters: T): Partial<T> =>
  Object.fromEntries(
    Object.entries(filters).filter(([, v]) => v !== undefined && v !== null && !(Array.isArray(v) && v.length === 0)),
  ) as Partial<T>;
