import { describe, expect, it } from 'vitest';
import { groupTyped } from './moneyInputs';

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
