import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { DASHBOARD_DEFAULT_DAYS } from '@paygate/contracts';
import type { Dayjs } from '../../lib/dayjs';
import { dayEnd, dayStart } from '../../lib/partnerDays';

// The dashboard's date range (PRODUCT §2.5): presets, the default, the previous period it is
// compared with and the text naming it. A range is the calendar days the picker shows, days of the
// partner's time zone (issue 28 item 4): the figures cover exactly those days, from the first
// day's midnight to the last day's end, or to now while the last day is today. The window never
// rolls by the hour under dates that stay the same. Pure functions of `today`, tested without a
// browser.

/** The first and the last day shown, both included (Dayjs at local midnight). */
export type DateRange = [Dayjs, Dayjs];
export type Preset = { label: MessageDescriptor; value: DateRange };
/** Renders a message in the portal's language: useLingui's `t`, or `i18n._`. */
export type Translate = (descriptor: MessageDescriptor) => string;

/** The presets in the spec's order and words; a custom range is any other pick of days. */
export const rangePresets = (today: Dayjs): Preset[] => {
  const yesterday = today.subtract(1, 'day');
  const lastMonth = today.subtract(1, 'month');
  return [
    { label: msg`Today`, value: [today, today] },
    { label: msg`Yesterday`, value: [yesterday, yesterday] },
    { label: msg`7 day ago`, value: [today.subtract(7, 'day'), today] },
    { label: msg`30 day ago`, value: [today.subtract(30, 'day'), today] },
    { label: msg`This month`, value: [today.startOf('month'), today] },
    { label: msg`Last month`, value: [lastMonth.startOf('month'), lastMonth.endOf('month').startOf('day')] },
  ];
};

/** The default range: the last 7 days up to today (and so up to now). */
export const defaultRange = (today: Dayjs): DateRange => [today.subtract(DASHBOARD_DEFAULT_DAYS, 'day'), today];

/** What the picker's pick means: its days, none after today. */
export const normalizePick = (from: Dayjs, to: Dayjs, today: Dayjs): DateRange => {
  const last = to.startOf('day');
  return [from.startOf('day'), last.isAfter(today) ? today : last];
};

/** The range's length in days, both ends included. */
export const rangeDays = ([first, last]: DateRange) => last.diff(first, 'day') + 1;

/** The previous period of the comparison: as many whole days, just before (PRODUCT §9: at least one day). */
export const previousRange = (range: DateRange): DateRange => {
  const days = rangeDays(range);
  return [range[0].subtract(days, 'day'), range[0].subtract(1, 'day')];
};

/**
 * The instants partnerDashboard is asked for: the first day's midnight to the last day's end in
 * the partner's zone, never past `now` (a range up to today grows with the day).
 */
export const rangeInstants = ([first, last]: DateRange, timeZone: string | undefined, now: Date) => {
  const end = dayEnd(last, timeZone);
  return {
    from_date: dayStart(first, timeZone).toISOString(),
    to_date: (end.getTime() > now.getTime() ? now : end).toISOString(),
  };
};

/**
 * The comparison text (PRODUCT §2.5): 'Today' for a range that starts today, otherwise 'N day ago'
 * with N the days from the range's first day to today (docs/SPEC-DECISIONS.md).
 */
export const comparisonText = ([first]: DateRange, today: Dayjs, t: Translate): string => {
  const days = today.diff(first, 'day');
  return days <= 0 ? t(msg`Today`) : t(msg`${days} day ago`);
};

/** The range picker's width, also held by its placeholder while its code loads (no shift). */
export const PICKER_WIDTH = 260;

export type Change = { direction: 'up' | 'down' | 'flat'; text: string };

/** The change from the previous period's figure to this one's, as a signed percentage. */
export const changeOf = (current: number, previous: number, t: Translate): Change => {
  if (current === previous) return { direction: 'flat', text: '0%' };
  if (previous === 0) return { direction: 'up', text: t(msg`new`) };
  const percent = ((current - previous) / Math.abs(previous)) * 100;
  const rounded = Math.abs(percent) >= 10 ? Math.round(Math.abs(percent)) : Math.round(Math.abs(percent) * 10) / 10;
  return { direction: percent > 0 ? 'up' : 'down', text: `${rounded}%` };
};

/** A range whose last day is today follows new payments live (issue #15 item 4); an earlier one stays still. */
export const endsToday = ([, last]: DateRange, today: Dayjs): boolean => !last.isBefore(today, 'day');

/** A followed range, its last day moved to today when midnight has passed: what a live refresh asks for. */
export const extendToToday = (range: DateRange, today: Dayjs): DateRange =>
  range[1].isBefore(today, 'day') ? [range[0], today] : range;
