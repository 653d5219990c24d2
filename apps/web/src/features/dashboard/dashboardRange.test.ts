import dayjs from 'dayjs';
import { describe, expect, it } from 'vitest';
import {
  changeOf,
  comparisonText,
  defaultRange,
  endsNow,
  extendToNow,
  normalizePick,
  previousRange,
  rangeDays,
  rangePresets,
} from './dashboardRange';

const now = dayjs('2026-11-22T15:30:00');
const fmt = (d: dayjs.Dayjs) => d.format('YYYY-MM-DD HH:mm');
const presets = () => Object.fromEntries(rangePresets(now).map((p) => [p.label, p.value.map(fmt)]));

describe('dashboard date range (spec §2.5)', () => {
  it('offers the presets in the spec order and words', () => {
    expect(rangePresets(now).map((p) => p.label)).toEqual([
      'Today',
      'Yesterday',
      '7 day ago',
      '30 day ago',
      'This month',
      'Last month',
    ]);
    expect(presets()).toEqual({
      Today: ['2026-11-22 00:00', '2026-11-22 15:30'],
      Yesterday: ['2026-11-21 00:00', '2026-11-21 23:59'],
      '7 day ago': ['2026-11-15 15:30', '2026-11-22 15:30'],
      '30 day ago': ['2026-10-23 15:30', '2026-11-22 15:30'],
      'This month': ['2026-11-01 00:00', '2026-11-22 15:30'],
      'Last month': ['2026-10-01 00:00', '2026-10-31 23:59'],
    });
  });

  it('defaults to the last 7 days ending now', () => {
    expect(defaultRange(now).map(fmt)).toEqual(['2026-11-15 15:30', '2026-11-22 15:30']);
  });

  it('reads a custom pick as whole days, never past now, and a preset pick as the preset', () => {
    expect(normalizePick(dayjs('2026-11-03T12:00'), dayjs('2026-11-09T08:00'), now).map(fmt)).toEqual([
      '2026-11-03 00:00',
      '2026-11-09 23:59',
    ]);
    expect(normalizePick(dayjs('2026-11-20T12:00'), dayjs('2026-11-22T08:00'), now).map(fmt)).toEqual([
      '2026-11-20 00:00',
      '2026-11-22 15:30',
    ]);
    expect(normalizePick(dayjs('2026-10-01'), dayjs('2026-10-31'), now).map(fmt)).toEqual(presets()['Last month']);
  });

  it('compares with the previous period of equal length, at least one day', () => {
    expect(previousRange(defaultRange(now)).map(fmt)).toEqual(['2026-11-08 15:30', '2026-11-15 15:30']);
    const today = rangePresets(now)[0]!.value;
    expect(previousRange(today).map(fmt)).toEqual(['2026-11-21 00:00', '2026-11-22 00:00']);
    expect(rangeDays(today)).toBe(1);
    expect(rangeDays(defaultRange(now))).toBe(7);
  });

  it("names the comparison 'Today' or 'N day ago'", () => {
    const text = (label: string) => comparisonText(rangePresets(now).find((p) => p.label === label)!.value, now);
    expect(text('Today')).toBe('Today');
    expect(text('Yesterday')).toBe('1 day ago');
    expect(text('7 day ago')).toBe('7 day ago');
    expect(text('30 day ago')).toBe('30 day ago');
    expect(text('This month')).toBe('21 day ago');
    expect(comparisonText(defaultRange(now), now)).toBe('7 day ago');
  });

  it('states the change from the previous period', () => {
    expect(changeOf(150, 100)).toEqual({ direction: 'up', text: '50%' });
    expect(changeOf(95, 100)).toEqual({ direction: 'down', text: '5%' });
    expect(changeOf(1001, 1000)).toEqual({ direction: 'up', text: '0.1%' });
    expect(changeOf(0, 0)).toEqual({ direction: 'flat', text: '0%' });
    expect(changeOf(3, 0)).toEqual({ direction: 'up', text: 'new' });
  });
});

describe('live refresh of the dashboard (issue #15 item 4)', () => {
  it('follows a range that ends now or later', () => {
    expect(endsNow(defaultRange(now), now)).toBe(true);
    expect(endsNow(defaultRange(now.subtract(30, 'second')), now)).toBe(true);
    expect(endsNow([now.subtract(1, 'day'), now.endOf('day')], now)).toBe(true);
  });

  it('leaves a range that ended earlier still', () => {
    expect(endsNow(defaultRange(now.subtract(2, 'minute')), now)).toBe(false);
    expect(endsNow(rangePresets(now)[1]!.value, now)).toBe(false);
  });

  it('moves only the end to now', () => {
    const [from, to] = extendToNow(defaultRange(now.subtract(5, 'minute')), now);
    expect([fmt(from), fmt(to)]).toEqual(['2026-11-15 15:25', '2026-11-22 15:30']);
  });
});
