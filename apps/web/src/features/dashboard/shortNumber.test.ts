import { describe, expect, it } from 'vitest';
import { shortNumber } from '../../lib/amount';
import { dayLabel } from './shortNumber';

describe('chart value shortening (PRODUCT §2.5, §9)', () => {
  it('uses K, M and G at 1e3, 1e6 and 1e9', () => {
    expect(shortNumber(999)).toBe('999');
    expect(shortNumber(1_000)).toBe('1K');
    expect(shortNumber(1_500)).toBe('1.5K');
    expect(shortNumber(999_999)).toBe('1M');
    expect(shortNumber(999_499)).toBe('999.5K');
    expect(shortNumber(1_000_000)).toBe('1M');
    expect(shortNumber(25_400_000)).toBe('25.4M');
    expect(shortNumber(1_000_000_000)).toBe('1G');
    expect(shortNumber(2_345_678_901)).toBe('2.35G');
    expect(shortNumber(-1_500)).toBe('-1.5K');
    expect(shortNumber(0)).toBe('0');
    expect(shortNumber(12.345)).toBe('12.35');
  });

  it('writes a grouped day as DD/MM/YYYY', () => {
    expect(dayLabel('2026-11-05')).toBe('05/11/2026');
  });
});
