import { describe, expect, it } from 'vitest';
import { formatDate, formatDateTime } from './format';

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
