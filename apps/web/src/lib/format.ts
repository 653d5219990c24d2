// Dates as the spec writes them (§9): DD/MM/YYYY, and DD/MM/YYYY HH:mm with a time, in the
// browser's time zone. Written out rather than through dayjs so the list screens that only
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
