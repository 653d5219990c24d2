/** Offset of a time zone at an instant, in minutes east of UTC (Asia/Ho_Chi_Minh → 420). */
export const zoneOffsetMinutes = (timeZone: string, at: Date): number => {
  const name = new Intl.DateTimeFormat('en-US', { timeZone, timeZoneName: 'longOffset' })
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
