import { describe, expect, it } from 'vitest';
import { currencyLabel, formatAmount, formatMoney } from './money-format.js';

// Issue 31 item 3: each language's signs (docs/GLOSSARY.md "Numbers"). English stays the spec's.
describe('money in Vietnamese', () => {
  it('groups thousands with a dot and names the đồng with its sign', () => {
    expect(formatMoney('1234567', 'VND', 'vi')).toBe('1.234.567 ₫');
    expect(formatMoney('-20000', 'VND', 'vi')).toBe('-20.000 ₫');
    expect(formatAmount('1000000000', undefined, 'vi')).toBe('1.000.000.000');
  });

  it('writes a token with a decimal comma, its three decimals and its code', () => {
    expect(formatMoney('12.5', 'USDT', 'vi')).toBe('12,500 USDT');
    expect(formatMoney('1234.567', 'USDC', 'vi')).toBe('1.234,567 USDC');
    expect(formatAmount('12.5', undefined, 'vi')).toBe('12,5');
  });

  it('keeps text that is no number as it is', () => {
    expect(formatAmount('abc', undefined, 'vi')).toBe('abc');
  });
});

describe('money in English', () => {
  it('is the spec’s format, the default when no language is given', () => {
    expect(formatMoney('1234567', 'VND', 'en')).toBe('1,234,567 VND');
    expect(formatMoney('1234567', 'VND')).toBe('1,234,567 VND');
    expect(formatMoney('12.5', 'USDT', 'en')).toBe('12.500 USDT');
    expect(currencyLabel('VND')).toBe('VND');
  });
});
