import { describe, expect, it } from 'vitest';
import { formatDate, formatDateTime, formatInZone } from './format';

describe('date formats of PRODUCT §9', () => {
  it('writes DD/MM/YYYY and DD/MM/YYYY HH:mm in local time, zero-padded', () => {
    const local = new Date(2026, 0, 5, 7, 3).toISOString();
    expect(formatDate(local)).toBe('05/01/2026');
    expect(formatDateTime(local)).toBe('05/01/2026 07:03');
  });

  it('shows a dash for a value that is not a date', () => {
    expect(formatDate('not a date')).toBe('—');
    expect(formatDateTime('')).toBe('—');
  });
});

describe('formatInZone', () => {
  it("writes DD/MM/YYYY HH:mm in the partner's zone, whatever the browser's", () => {
    expect(formatInZone('2026-11-28T10:30:00.000Z', 'Asia/Ho_Chi_Minh')).toBe('28/11/2026 17:30');
    expect(formatInZone('2026-11-28T20:05:00.000Z', 'Asia/Ho_Chi_Minh')).toBe('29/11/2026 03:05');
    expect(formatInZone('2026-11-28T00:00:00.000Z', 'UTC')).toBe('28/11/2026 00:00');
  });

  it("falls back to the browser's zone without a zone, or with one it does not know", () => {
    const iso = '2026-11-28T10:30:00.000Z';
    expect(formatInZone(iso, undefined)).toBe(formatDateTime(iso));
    expect(formatInZone(iso, 'Mars/Olympus_Mons')).toBe(formatDateTime(iso));
    expect(formatInZone('not a date', 'Asia/Ho_Chi_Minh')).toBe('—');
  });
});
