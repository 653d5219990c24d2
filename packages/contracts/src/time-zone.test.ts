import { describe, expect, it } from 'vitest';
import {
  endOfLocalDay,
  isTimeZone,
  localDate,
  localDateTime,
  localDayShown,
  startOfLocalDay,
  zoneOffsetMinutes,
} from './time-zone.js';

describe('time zones', () => {
  it('knows the offset of Vietnam and of a zone with daylight saving', () => {
    expect(zoneOffsetMinutes('Asia/Ho_Chi_Minh', new Date('2026-11-22T10:00:00Z'))).toBe(420);
    expect(zoneOffsetMinutes('Europe/Berlin', new Date('2026-07-01T10:00:00Z'))).toBe(120);
    expect(zoneOffsetMinutes('UTC', new Date())).toBe(0);
  });

  it('dates an instant in each zone, the kept formatters never mixing zones or uses', () => {
    const at = new Date('2026-11-22T17:30:00Z');
    expect(localDate(at, 'Asia/Ho_Chi_Minh')).toBe('2026-11-23');
    expect(localDate(at, 'America/New_York')).toBe('2026-11-22');
    expect(zoneOffsetMinutes('America/New_York', at)).toBe(-300);
    expect(localDate(at, 'Asia/Ho_Chi_Minh')).toBe('2026-11-23');
    expect(() => localDate(at, 'Not/AZone')).toThrow(RangeError);
  });

  it('prints an instant DD/MM/YYYY HH:mm in the zone, naming it (mails and notices)', () => {
    const at = new Date('2026-11-22T17:30:00Z');
    expect(localDateTime(at, 'Asia/Ho_Chi_Minh')).toBe('23/11/2026 00:30 (Asia/Ho_Chi_Minh)');
    expect(localDateTime(at, 'America/New_York')).toBe('22/11/2026 12:30 (America/New_York)');
    // Midnight is 00, never 24; single digits are padded.
    expect(localDateTime(new Date('2026-01-05T00:05:00Z'), 'UTC')).toBe('05/01/2026 00:05 (UTC)');
    expect(localDate(at, 'Asia/Ho_Chi_Minh')).toBe('2026-11-23');
    expect(() => localDateTime(at, 'Not/AZone')).toThrow(RangeError);
    // Where the zone is named beside it (the statement's footer): the date and time alone.
    expect(localDateTime(at, 'Asia/Ho_Chi_Minh', { zoneNamed: false })).toBe('23/11/2026 00:30');
  });

  it("prints a local day DD/MM/YYYY (the statement's period)", () => {
    const at = new Date('2026-11-22T17:30:00Z');
    expect(localDayShown(at, 'Asia/Ho_Chi_Minh')).toBe('23/11/2026');
    expect(localDayShown(at, 'America/New_York')).toBe('22/11/2026');
  });

  it('ends the day at local midnight', () => {
    // 22:30 in Hanoi on 22 Nov is 15:30 UTC; the local day ends at 16:59:59.999 UTC.
    expect(endOfLocalDay('Asia/Ho_Chi_Minh', new Date('2026-11-22T15:30:00Z')).toISOString()).toBe(
      '2026-11-22T16:59:59.999Z',
    );
    // 00:30 on 23 Nov in Hanoi belongs to the next day.
    expect(endOfLocalDay('Asia/Ho_Chi_Minh', new Date('2026-11-22T17:30:00Z')).toISOString()).toBe(
      '2026-11-23T16:59:59.999Z',
    );
  });

  it('starts a local day at local midnight, across daylight saving changes too', () => {
    expect(startOfLocalDay('Asia/Ho_Chi_Minh', 2026, 11, 22).toISOString()).toBe('2026-11-21T17:00:00.000Z');
    expect(startOfLocalDay('UTC', 2026, 1, 1).toISOString()).toBe('2026-01-01T00:00:00.000Z');
    // Berlin: 29 March 2026 starts in winter time (+01:00), 30 March in summer time (+02:00).
    expect(startOfLocalDay('Europe/Berlin', 2026, 3, 29).toISOString()).toBe('2026-03-28T23:00:00.000Z');
    expect(startOfLocalDay('Europe/Berlin', 2026, 3, 30).toISOString()).toBe('2026-03-29T22:00:00.000Z');
    expect(startOfLocalDay('America/New_York', 2026, 11, 1).toISOString()).toBe('2026-11-01T04:00:00.000Z');
  });

  it('tells a known zone from a made-up one', () => {
    expect(isTimeZone('Asia/Ho_Chi_Minh')).toBe(true);
    expect(isTimeZone('Mars/Olympus')).toBe(false);
  });
});
