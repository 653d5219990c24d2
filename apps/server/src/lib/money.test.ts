import { describe, expect, it } from 'vitest';
import { decimal, milli, normalize } from './money.js';

// normalize trims the database's NUMERIC text as text (issue #16); it must answer exactly what
// the milli-unit arithmetic answers, and refuse what that refuses.

const viaMilli = (text: string) => decimal(milli(text));

describe('normalize', () => {
  it('answers what the milli-unit arithmetic answers, for every shape of NUMERIC text', () => {
    const wholes = ['0', '1', '7', '10', '100000', '2500000000', '123456789012345678901234567890'];
    const fractions = ['', '.0', '.00', '.000', '.5', '.50', '.500', '.05', '.005', '.123', '.120', '.100'];
    for (const sign of ['', '-'])
      for (const whole of wholes)
        for (const fraction of fractions) {
          const text = `${sign}${whole}${fraction}`;
          expect(normalize(text), text).toBe(viaMilli(text));
        }
  });

  it('gives no negative zero, and passes null through', () => {
    expect(normalize('-0.000')).toBe('0');
    expect(normalize(null)).toBeNull();
    expect(normalize(undefined)).toBeNull();
  });

  it('takes other spellings through the arithmetic, and refuses what is not money', () => {
    expect(normalize(' 0012.500 ')).toBe('12.5');
    expect(() => normalize('1.0001')).toThrow('not a money amount');
    expect(() => normalize('1e5')).toThrow('not a money amount');
    expect(() => normalize('')).toThrow('not a money amount');
  });
});
