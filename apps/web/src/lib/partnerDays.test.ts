import { describe, expect, it } from 'vitest';
import dayjs from './dayjs';
import { dayEnd, dayIn, dayStart } from './partnerDays';

// 23:30 UTC on 24 Nov: already 25 Nov in Vietnam (UTC+7), still 24 Nov in Los Angeles.
const lateEvening = new Date('2026-11-24T23:30:00Z');

describe("the partner's calendar days", () => {
  it('reads an instant as the calendar day of the given zone', () => {
    expect(dayIn('Asia/Ho_Chi_Minh', lateEvening).format('YYYY-MM-DD')).toBe('2026-11-25');
    expect(dayIn('UTC', lateEvening).format('YYYY-MM-DD')).toBe('2026-11-24');
    expect(dayIn('America/Los_Angeles', lateEvening).format('YYYY-MM-DD')).toBe('2026-11-24');
  });

  it("starts and ends a day at the zone's midnight, whatever the browser's zone", () => {
    const day = dayjs('2026-11-25');
    expect(dayStart(day, 'Asia/Ho_Chi_Minh').toISOString()).toBe('2026-11-24T17:00:00.000Z');
    expect(dayEnd(day, 'Asia/Ho_Chi_Minh').toISOString()).toBe('2026-11-25T16:59:59.999Z');
    expect(dayStart(day, 'UTC').toISOString()).toBe('2026-11-25T00:00:00.000Z');
  });

  it('keeps a day 23 or 25 hours long across a daylight-saving change', () => {
    // New York leaves daylight saving on 1 Nov 2026: that day has 25 hours.
    const day = dayjs('2026-11-01');
    const hours =
      (dayEnd(day, 'America/New_York').getTime() + 1 - dayStart(day, 'America/New_York').getTime()) / 3_600_000;
    expect(hours).toBe(25);
  });
});
