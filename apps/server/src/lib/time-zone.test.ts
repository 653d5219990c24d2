import { describe, expect, it } from 'vitest';
import { endOfLocalDay, zoneOffsetMinutes } from './time-zone.js';

describe('time zones', () => {
  it('knows the offset of Vietnam and of a zone with daylight saving', () => {
    expect(zoneOffsetMinutes('Asia/Ho_Chi_Minh', new Date('2026-11-22T10:00:00Z'))).toBe(420);
    expect(zoneOffsetMinutes('Europe/Berlin', new Date('2026-07-01T10:00:00Z'))).toBe(120);
    expect(zoneOffsetMinutes('UTC', new Date())).toBe(0);
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
});
