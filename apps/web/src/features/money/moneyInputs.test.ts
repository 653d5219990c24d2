import { NUMBER_SIGNS } from '@paygate/contracts';
import { describe, expect, it } from 'vitest';
import { groupTyped, plainTyped } from './moneyInputs';

describe('an amount grouped as it is typed (issue 28 item 3)', () => {
  it('groups the whole part and keeps a fraction and anything else as typed', () => {
    expect(groupTyped('260000000')).toBe('260,000,000');
    expect(groupTyped('1234.5')).toBe('1,234.5');
    expect(groupTyped('1234.')).toBe('1,234.');
    expect(groupTyped('999')).toBe('999');
    expect(groupTyped('')).toBe('');
    // Not a figure: left for the form's rule to name.
    expect(groupTyped('12a')).toBe('12a');
  });
});

describe('an amount typed in Vietnamese (issue 31 item 3)', () => {
  const vi = NUMBER_SIGNS.vi;

  it('groups with dots and shows the fraction after a comma', () => {
    expect(groupTyped('260000000', vi)).toBe('260.000.000');
    expect(groupTyped('1234.5', vi)).toBe('1.234,5');
    expect(groupTyped('1234.', vi)).toBe('1.234,');
  });

  it('reads what was typed back as the plain figure the rules check', () => {
    expect(plainTyped('260.000.000', vi)).toBe('260000000');
    expect(plainTyped('1.234,5', vi)).toBe('1234.5');
    // A shown value edited in place comes back whole, and grouping it again is the same text.
    expect(groupTyped(plainTyped('1.234,56', vi), vi)).toBe('1.234,56');
    // Not a figure: left for the rule to name.
    expect(plainTyped('12a', vi)).toBe('12a');
  });

  it('reads English as before: commas dropped, the point kept', () => {
    expect(plainTyped('1,234.5')).toBe('1234.5');
  });
});
