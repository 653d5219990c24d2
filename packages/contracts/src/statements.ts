import { fill } from './i18n/message.js';
import { localDate, startOfLocalDay } from './time-zone.js';

// Statements (issue 30 item 2, docs/adr/0032-statements.md): for a closed day or month of the
// partner's time zone, per app, environment and currency, the opening balance, the movements by
// kind, the fees and the closing balance — made only when opening + movements = closing holds.

export const STATEMENT_PERIOD_KINDS = ['day', 'month'] as const;
export type StatementPeriodKind = (typeof STATEMENT_PERIOD_KINDS)[number];

/** A day (YYYY-MM-DD) or a month (YYYY-MM) of the partner's calendar. */
export type StatementPeriod = { kind: StatementPeriodKind; year: number; month: number; day?: number };

export const STATEMENT_MESSAGES = {
  periodInvalid: /*i18n*/ 'The period must be a day (YYYY-MM-DD) or a month (YYYY-MM)',
  periodNotClosed: /*i18n*/ 'A statement covers a closed period: this one has not ended yet',
  currencyRequired: /*i18n*/ 'currency is required',
  /** The ledger's identity failed: the statement is not shown, the log and /metrics raise the alarm. */
  doesNotAddUp:
    /*i18n*/ "This statement does not add up, so it is not shown. The gateway's operators have been alerted; please try again later.",
  /** The monthly mail (ADR 0032): its subject, for the month and the partner. */
  mailSubject: (period: string, partnerName: string) =>
    fill(/*i18n*/ 'Your statement for {period} — {partnerName}', { period, partnerName }),
  /** A message each for one and for more: a language's catalogue words each its own way. */
  pending: (count: number) =>
    count === 1
      ? /*i18n*/ '1 payment made in this period is still PENDING: it posts when it finishes, in the period it finishes in.'
      : fill(
          /*i18n*/ '{count} payments made in this period are still PENDING: they post when they finish, in the period they finish in.',
          { count },
        ),
} as const;

const PERIOD = /^(\d{4})-(\d{2})(?:-(\d{2}))?$/;

/** The period a text names, or null: a real calendar day or month, year 2000–2999. */
export const parseStatementPeriod = (text: string): StatementPeriod | null => {
  const match = PERIOD.exec(text.trim());
  if (!match) return null;
  const year = Number(match[1]);
  const month = Number(match[2]);
  if (year < 2000 || year > 2999 || month < 1 || month > 12) return null;
  if (match[3] === undefined) return { kind: 'month', year, month };
  const day = Number(match[3]);
  const daysInMonth = new Date(Date.UTC(year, month, 0)).getUTCDate();
  if (day < 1 || day > daysInMonth) return null;
  return { kind: 'day', year, month, day };
};

const pad = (n: number) => String(n).padStart(2, '0');

/** The period's own name: 2026-10 or 2026-10-31. */
export const statementPeriodLabel = (p: StatementPeriod): string =>
  p.kind === 'month' ? `${p.year}-${pad(p.month)}` : `${p.year}-${pad(p.month)}-${pad(p.day ?? 1)}`;

/** The instants a period covers in a zone: from its first local midnight up to (not including) the next period's. */
export const statementRange = (p: StatementPeriod, timeZone: string): { from: Date; until: Date } => {
  if (p.kind === 'month') {
    const next = p.month === 12 ? { year: p.year + 1, month: 1 } : { year: p.year, month: p.month + 1 };
    return {
      from: startOfLocalDay(timeZone, p.year, p.month, 1),
      until: startOfLocalDay(timeZone, next.year, next.month, 1),
    };
  }
  const day = p.day ?? 1;
  // Date.UTC rolls the 32nd over into the next month, so the day after is one addition.
  const after = new Date(Date.UTC(p.year, p.month - 1, day + 1));
  return {
    from: startOfLocalDay(timeZone, p.year, p.month, day),
    until: startOfLocalDay(timeZone, after.getUTCFullYear(), after.getUTCMonth() + 1, after.getUTCDate()),
  };
};

/** True once the period has ended in the zone: a statement of it reads lines that no longer change. */
export const isStatementPeriodClosed = (p: StatementPeriod, timeZone: string, now = new Date()): boolean =>
  statementRange(p, timeZone).until.getTime() <= now.getTime();

/** The closed periods a screen offers first: yesterday and the month before this one, in the zone. */
export const latestClosedPeriods = (timeZone: string, now = new Date()): { day: string; month: string } => {
  const [year, month, day] = localDate(now, timeZone).split('-').map(Number) as [number, number, number];
  const yesterday = new Date(Date.UTC(year, month - 1, day - 1));
  const lastMonth = new Date(Date.UTC(year, month - 2, 1));
  return {
    day: yesterday.toISOString().slice(0, 10),
    month: lastMonth.toISOString().slice(0, 7),
  };
};

/** The monthly mail goes on the 1st of the partner's month; the 2nd and 3rd catch up after an outage. */
export const STATEMENT_MAIL_LAST_DAY = 3;
