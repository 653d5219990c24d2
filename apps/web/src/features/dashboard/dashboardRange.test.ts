import { i18n, type MessageDescriptor } from '@lingui/core';
import { describe, expect, it } from 'vitest';
import dayjs from '../../lib/dayjs';
import {
  changeOf,
  comparisonText,
  defaultRange,
  endsToday,
  extendToToday,
  normalizePick,
  previousRange,
  rangeDays,
  rangeInstants,
  rangePresets,
} from './dashboardRange';

const today = dayjs('2026-11-22');
const now = new Date('2026-11-22T08:30:00Z'); // 15:30 in Vietnam
const VN = 'Asia/Ho_Chi_Minh';
const fmt = (d: dayjs.Dayjs) => d.format('YYYY-MM-DD');
// English with no catalogue: the messages carry their English (issue 31).
i18n.loadAndActivate({ locale: 'en', messages: {} });
const t = (descriptor: MessageDescriptor) => i18n._(descriptor);
const presets = () => Object.fromEntries(rangePresets(today).map((p) => [t(p.label), p.value.map(fmt)]));

const preset = (label: string) => rangePresets(today).find((p) => t(p.label) === label)!.value;

describe('dashboard date range (PRODUCT §2.5)', () => {
  it('offers the presets in the spec order and words', () => {
    expect(rangePresets(today).map((p) => t(p.label))).toEqual([
      'Today',
      'Yesterday',
      '7 day ago',
      '30 day ago',
      'This month',
      'Last month',
    ]);
    expect(presets()).toEqual({
      Today: ['2026-11-22', '2026-11-22'],
      Yesterday: ['2026-11-21', '2026-11-21'],
      '7 day ago': ['2026-11-15', '2026-11-22'],
      '30 day ago': ['2026-10-23', '2026-11-22'],
      'This month': ['2026-11-01', '2026-11-22'],
      'Last month': ['2026-10-01', '2026-10-31'],
    });
  });

  it('defaults to the last 7 days up to today', () => {
    expect(defaultRange(today).map(fmt)).toEqual(['2026-11-15', '2026-11-22']);
  });

  it('reads a pick as its days, none after today', () => {
    expect(normalizePick(dayjs('2026-11-03T12:00'), dayjs('2026-11-09T08:00'), today).map(fmt)).toEqual([
      '2026-11-03',
      '2026-11-09',
    ]);
    expect(normalizePick(dayjs('2026-11-20'), dayjs('2026-11-25'), today).map(fmt)).toEqual([
      '2026-11-20',
      '2026-11-22',
    ]);
  });

  it("asks for exactly the days shown, from the partner's midnight, and up to now on today (issue 28 item 4)", () => {
    expect(rangeInstants(defaultRange(today), VN, now)).toEqual({
      from_date: '2026-11-14T17:00:00.000Z',
      to_date: '2026-11-22T08:30:00.000Z',
    });
    expect(rangeInstants(preset('Last month'), VN, now)).toEqual({
      from_date: '2026-09-30T17:00:00.000Z',
      to_date: '2026-10-31T16:59:59.999Z',
    });
    // A minute later the same days ask for the same start: the window no longer rolls.
    const later = rangeInstants(defaultRange(today), VN, new Date(now.getTime() + 60_000));
    expect(later.from_date).toBe('2026-11-14T17:00:00.000Z');
  });

  it('compares with as many whole days just before, at least one day', () => {
    expect(previousRange(defaultRange(today)).map(fmt)).toEqual(['2026-11-07', '2026-11-14']);
    const todayOnly = preset('Today');
    expect(previousRange(todayOnly).map(fmt)).toEqual(['2026-11-21', '2026-11-21']);
    expect(rangeInstants(previousRange(todayOnly), VN, now)).toEqual({
      from_date: '2026-11-20T17:00:00.000Z',
      to_date: '2026-11-21T16:59:59.999Z',
    });
    expect(rangeDays(todayOnly)).toBe(1);
    expect(rangeDays(defaultRange(today))).toBe(8);
  });

  it("names the comparison 'Today' or 'N day ago'", () => {
    const text = (label: string) => comparisonText(preset(label), today, t);
    expect(text('Today')).toBe('Today');
    expect(text('Yesterday')).toBe('1 day ago');
    expect(text('7 day ago')).toBe('7 day ago');
    expect(text('30 day ago')).toBe('30 day ago');
    expect(text('This month')).toBe('21 day ago');
    expect(comparisonText(defaultRange(today), today, t)).toBe('7 day ago');
  });

  it('states the change from the previous period', () => {
    expect(changeOf(150, 100, t)).toEqual({ direction: 'up', text: '50%' });
    expect(changeOf(95, 100, t)).toEqual({ direction: 'down', text: '5%' });
    expect(changeOf(1001, 1000, t)).toEqual({ direction: 'up', text: '0.1%' });
    expect(changeOf(0, 0, t)).toEqual({ direction: 'flat', text: '0%' });
    expect(changeOf(3, 0, t)).toEqual({ direction: 'up', text: 'new' });
  });
});

describe('live refresh of the dashboard (issue #15 item 4)', () => {
  it('follows a range whose last day is today', () => {
    expect(endsToday(defaultRange(today), today)).toBe(true);
    expect(endsToday(preset('This month'), today)).toBe(true);
  });

  it('leaves a range that ended earlier still', () => {
    expect(endsToday(preset('Yesterday'), today)).toBe(false);
    expect(endsToday(defaultRange(today.subtract(1, 'day')), today)).toBe(false);
  });

  it('takes in the new day past midnight, keeping the first day', () => {
    const tomorrow = today.add(1, 'day');
    expect(extendToToday(defaultRange(today), tomorrow).map(fmt)).toEqual(['2026-11-15', '2026-11-23']);
    const range = defaultRange(today);
    expect(extendToToday(range, today)).toBe(range);
  });
});
