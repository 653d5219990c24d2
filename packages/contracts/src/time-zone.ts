const FORMATS = {
  offset: ['en-US', { timeZoneName: 'longOffset' }],
  date: ['en-CA', { year: 'numeric', month: '2-digit', day: '2-digit' }],
  dateTime: [
    'en-GB',
    { year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' },
  ],
} as const satisfies Record<string, readonly [string, Intl.DateTimeFormatOptions]>;
const formatters = new Map<string, Intl.DateTimeFormat>();

/**
 * One formatter per use and zone, kept: building one costs about a tenth of a millisecond, a
 * tenth of the dashboard's CPU when it was built per request (issue #16). A zone that does not
 * exist throws before anything is kept, so the map holds at most the runtime's zones.
 */
const formatterFor = (use: keyof typeof FORMATS, timeZone: string): Intl.DateTimeFormat => {
  const key = `${use}|${timeZone}`;
  let formatter = formatters.get(key);
  if (!formatter) {
    const [locale, options] = FORMATS[use];
    formatter = new Intl.DateTimeFormat(locale, { ...options, timeZone });
    formatters.set(key, formatter);
  }
  return formatter;
};

/** The local calendar date (YYYY-MM-DD) of an instant in a zone. */
export const localDate = (at: Date, timeZone: string): string => formatterFor('date', timeZone).format(at);

/**
 * An instant as mails and notices print it (docs/GLOSSARY.md: DD/MM/YYYY in both languages, in the
 * partner's zone), with its time and the zone named: "23/11/2026 00:30 (Asia/Ho_Chi_Minh)".
 */
export const localDateTime = (at: Date, timeZone: string, { zoneNamed = true } = {}): string => {
  const parts = formatterFor('dateTime', timeZone).formatToParts(at);
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((p) => p.type === type)?.value ?? '';
  const shown = `${part('day')}/${part('month')}/${part('year')} ${part('hour')}:${part('minute')}`;
  return zoneNamed ? `${shown} (${timeZone})` : shown;
};

/** The local calendar date as people read it (docs/GLOSSARY.md), DD/MM/YYYY: "23/11/2026". */
export const localDayShown = (at: Date, timeZone: string): string =>
  localDate(at, timeZone).split('-').reverse().join('/');

/** Offset of a time zone at an instant, in minutes east of UTC (Asia/Ho_Chi_Minh → 420). */
export const zoneOffsetMinutes = (timeZone: string, at: Date): number => {
  const name = formatterFor('offset', timeZone)
    .formatToParts(at)
    .find((p) => p.type === 'timeZoneName')?.value;
  const match = /GMT([+-])(\d{2}):?(\d{2})?/.exec(name ?? '');
  if (!match) return 0;
  const minutes = Number(match[2]) * 60 + Number(match[3] ?? 0);
  return match[1] === '-' ? -minutes : minutes;
};

/** The last millisecond of the local day that contains `now` in `timeZone`. */
export const endOfLocalDay = (timeZone: string, now = new Date()): Date => {
  const offset = zoneOffsetMinutes(timeZone, now);
  const local = new Date(now.getTime() + offset * 60_000);
  const nextMidnightLocal = Date.UTC(local.getUTCFullYear(), local.getUTCMonth(), local.getUTCDate() + 1);
  const nextMidnight = nextMidnightLocal - zoneOffsetMinutes(timeZone, new Date(nextMidnightLocal)) * 60_000;
  return new Date(nextMidnight - 1);
};

/** The instant a local calendar day starts in `timeZone` (month 1–12). */
export const startOfLocalDay = (timeZone: string, year: number, month: number, day: number): Date => {
  const midnightUtc = Date.UTC(year, month - 1, day);
  // The offset at the guess, then at the corrected instant: right across a DST change too.
  const first = midnightUtc - zoneOffsetMinutes(timeZone, new Date(midnightUtc)) * 60_000;
  return new Date(midnightUtc - zoneOffsetMinutes(timeZone, new Date(first)) * 60_000);
};

/** True for an IANA zone name this runtime knows (Asia/Ho_Chi_Minh, UTC…). */
export const isTimeZone = (timeZone: string): boolean => {
  try {
    new Intl.DateTimeFormat('en-US', { timeZone });
    return true;
  } catch {
    return false;
  }
};
