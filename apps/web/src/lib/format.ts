// Dates as the spec writes them (§9): DD/MM/YYYY, and DD/MM/YYYY HH:mm with a time, in the
// browser's time zone (formatInZone: in the partner's, where the server counted in it). Written out rather than through dayjs so the list screens that only
// print dates do not carry a date library (route budget); screens with date pickers load dayjs
// with antd's DatePicker anyway.
const pad = (n: number) => String(n).padStart(2, '0');

const parse = (iso: string) => {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? undefined : date;
};

export const formatDate = (iso: string) => {
  const d = parse(iso);
  return d ? `${pad(d.getDate())}/${pad(d.getMonth() + 1)}/${d.getFullYear()}` : '—';
};

export const formatDateTime = (iso: string) => {
  const d = parse(iso);
  return d ? `${formatDate(iso)} ${pad(d.getHours())}:${pad(d.getMinutes())}` : '—';
};

const padPart = (n: string | undefined) => (n ?? '').padStart(2, '0');

/**
 * DD/MM/YYYY HH:mm (§9) in the partner's zone, as the server counts days and deadlines; the browser's
 * own without a zone, or with one this browser does not know.
 */
export const formatInZone = (iso: string, timeZone: string | null | undefined): string => {
  const at = new Date(iso);
  if (!timeZone || Number.isNaN(at.getTime())) return formatDateTime(iso);
  let parts: Intl.DateTimeFormatPart[];
  try {
    parts = new Intl.DateTimeFormat('en-GB', {
      timeZone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    }).formatToParts(at);
  } catch {
    return formatDateTime(iso);
  }
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((p) => p.type === type)?.value;
  return `${padPart(part('day'))}/${padPart(part('month'))}/${part('year')} ${padPart(part('hour'))}:${padPart(part('minute'))}`;
};
