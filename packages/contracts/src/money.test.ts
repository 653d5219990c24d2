import { describe, expect, it } from 'vitest';
import { fromUnits, normalizeAmount, toUnits } from './money.js';

describe('decimal money', () => {
  it('scales decimal text to integers and back without floats', () => {
    expect(toUnits('12.5', 3)).toBe(12_500n);
    expect(toUnits('0.001', 3)).toBe(1n);
    expect(toUnits('250000000', 0)).toBe(250_000_000n);
    expect(fromUnits(12_500n, 3)).toBe('12.5');
    expect(fromUnits(-1n, 3)).toBe('-0.001');
    // 0.1 + 0.2 is exact here.
    expect(fromUnits((toUnits('0.1', 3) as bigint) + (toUnits('0.2', 3) as bigint), 3)).toBe('0.3');
  });

  it('refuses too many decimals and non-numbers', () => {
    expect(toUnits('0.0005', 3)).toBeNull();
    expect(toUnits('1.5', 0)).toBeNull();
    expect(toUnits('1e5', 0)).toBeNull();
    expect(toUnits('-1', 0)).toBeNull();
    expect(normalizeAmount(10000, 0)).toBe('10000');
    expect(normalizeAmount('1.500', 3)).toBe('1.5');
  });
});
