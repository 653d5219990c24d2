import { DASHBOARD_DEFAULT_DAYS } from '@paygate/contracts';
import dayjs, { type Dayjs } from 'dayjs';

// The dashboard's date range (spec §2.5): presets, the default, the previous period it is
// compared with and the text naming it. Pure functions of `now`, tested without a browser.

export type DateRange = [Dayjs, Dayjs];
export type Preset = { label: string; value: DateRange };

const DAY_MS = 24 * 60 * 60 * 1000;

/** The presets in the spec's order and words; a custom range is any other pick. */
export const rangePresets = (now: Dayjs = dayjs()): Preset[] => {
  const yesterday = now.subtract(1, 'day');
  const lastMonth = now.subtract(1, 'month');
  return [
    { label: 'Today', value: [now.startOf('day'), now] },
    { label: 'Yesterday', value: [yesterday.startOf('day'), yesterday.endOf('day')] },
    { label: '7 day ago', value: [now.subtract(7, 'day'), now] },
    { label: '30 day ago', value: [now.subtract(30, 'day'), now] },
    { label: 'This month', value: [now.startOf('month'), now] },
    { label: 'Last month', value: [lastMonth.startOf('month'), lastMonth.endOf('month')] },
  ];
};

/** The default range: the last 7 days ending now. */
export const defaultRange = (now: Dayjs = dayjs()): DateRange => [now.subtract(DASHBOARD_DEFAULT_DAYS, 'day'), now];

/**
 * What the picker's pick means. The picker shows days only (DD/MM/YYYY): a pick whose days are a
 * preset's is that preset (with its times); any other is whole days, ending no later than now.
 */
export const normalizePick = (from: Dayjs, to: Dayjs, now: Dayjs = dayjs()): DateRange => {
  const preset = rangePresets(now).find(({ value: [a, b] }) => a.isSame(from, 'day') && b.isSame(to, 'day'));
  if (preset) return preset.value;
  const end = to.endOf('day');
  return [from.startOf('day'), end.isAfter(now) ? now : end];
};

/** The previous period of the comparison: as long as the range, and at least one day (spec §9). */
export const previousRange = ([from, to]: DateRange): DateRange => {
  const length = Math.max(to.diff(from), DAY_MS);
  return [from.subtract(length, 'millisecond'), from];
};

/** The range's length in whole days, at least 1. */
export const rangeDays = ([from, to]: DateRange) => Math.max(1, Math.round(to.diff(from) / DAY_MS));

/**
 * The comparison text (spec §2.5): 'Today' for a range that starts today, otherwise 'N day ago'
 * with N the days from the range's first day to today (docs/SPEC-DECISIONS.md).
 */
export const comparisonText = ([from]: DateRange, now: Dayjs = dayjs()): string => {
  const days = now.startOf('day').diff(from.startOf('day'), 'day');
  return days <= 0 ? 'Today' : `${days} day ago`;
};

/** The range picker's width, also held by its placeholder while its code loads (no shift). */
export const PICKER_WIDTH = 260;

export type Change = { direction: 'up' | 'down' | 'flat'; text: string };

/** The change from the previous period's figure to this one's, as a signed percentage. */
export const changeOf = (current: number, previous: number): Change => {
  if (current === previous) return { direction: 'flat', text: '0%' };
  if (previous === 0) return { direction: 'up', text: 'new' };
  const percent = ((current - previous) / Math.abs(previous)) * 100;
  const rounded = Math.abs(percent) >= 10 ? Math.round(Math.abs(percent)) : Math.round(Math.abs(percent) * 10) / 10;
  return { direction: percent > 0 ? 'up' : 'down', text: `${rounded}%` };
};

/**
 * A range that ends now (the default, a preset up to now, a pick ending today) follows new
 * payments live (issue #15 item 4); one that ended earlier stays still.
 */
export const endsNow = ([, to]: DateRange, now: Dayjs = dayjs()): boolean => !to.isBefore(now) || now.diff(to) < 60_000;

/** The same range, its end moved to now: what a live refresh asks for. */
export const extendToNow = ([from]: DateRange, now: Dayjs = dayjs()): DateRange => [from, now];
