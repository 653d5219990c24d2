import { i18n } from '@lingui/core';
import { afterEach, describe, expect, it } from 'vitest';
import {
  formatAmount,
  formatCount,
  formatMoney,
  formatPercent,
  formatSignedAmount,
  formatSignedMoney,
  formatVnd,
  shortNumber,
} from './amount';

describe('amounts as the portal writes them', () => {
  it('groups digits and keeps decimal text exact', () => {
    expect(formatAmount('1500000')).toBe('1,500,000');
    expect(formatAmount('12.5')).toBe('12.5');
    expect(formatAmount('-20000')).toBe('-20,000');
    expect(formatAmount(null)).toBe('0');
  });

  it('writes VND one way, with its code after the figure (never ₫)', () => {
    expect(formatVnd('250000000')).toBe('250,000,000 VND');
    expect(formatVnd(16500)).toBe('16,500 VND');
  });

  it('signs money in with + and money out with a minus sign, zero with neither (issue 28)', () => {
    expect(formatSignedMoney('150000000', 'VND', 'INCOMING')).toBe('+150,000,000 VND');
    expect(formatSignedMoney('260000000', 'VND', 'OUTGOING')).toBe('\u2212260,000,000 VND');
    expect(formatSignedAmount('0', 'OUTGOING')).toBe('0');
    expect(formatSignedAmount('1.5', 'OUTGOING')).toBe('\u22121.5');
  });

  it('writes a token with its three decimals always, VND with none, counts and shares in English (issue 28)', () => {
    expect(formatMoney('12.5', 'USDT')).toBe('12.500 USDT');
    expect(formatMoney('1', 'BUSD')).toBe('1.000 BUSD');
    expect(formatMoney('1234.567', 'USDC')).toBe('1,234.567 USDC');
    expect(formatMoney('1000000000', 'VND')).toBe('1,000,000,000 VND');
    expect(formatSignedMoney('1.5', 'USDT', 'OUTGOING')).toBe('\u22121.500 USDT');
    expect(formatCount(1234567)).toBe('1,234,567');
    expect(formatPercent(0.3931, 2)).toBe('39.31%');
  });

  it("writes a fee or an amount in its payment's currency", () => {
    expect(formatMoney('16500', 'VND')).toBe('16,500 VND');
    expect(formatMoney('0.125', 'USDT')).toBe('0.125 USDT');
  });

  it('shortens chart values with K, M, G', () => {
    expect(shortNumber(1500)).toBe('1.5K');
    expect(shortNumber(2_000_000)).toBe('2M');
  });
});

describe('amounts in the language on screen (issue 31 item 3)', () => {
  afterEach(() => i18n.loadAndActivate({ locale: 'en', messages: {} }));

  it('writes Vietnamese numbers with its signs once the screens are in Vietnamese', () => {
    i18n.loadAndActivate({ locale: 'vi', messages: {} });
    expect(formatVnd('1234567')).toBe('1.234.567 ₫');
    expect(formatMoney('12.5', 'USDT')).toBe('12,500 USDT');
    expect(formatSignedMoney('260000000', 'VND', 'OUTGOING')).toBe('\u2212260.000.000 ₫');
    expect(formatSignedAmount('0', 'INCOMING', 3)).toBe('0,000');
    expect(formatCount(12345)).toBe('12.345');
    expect(formatPercent(0.1234)).toBe('12,3%');
    expect(shortNumber(1_500_000)).toBe('1,5M');
  });

  it('goes back to the spec’s format when the screens go back to English', () => {
    i18n.loadAndActivate({ locale: 'vi', messages: {} });
    i18n.loadAndActivate({ locale: 'en', messages: {} });
    expect(formatVnd('1234567')).toBe('1,234,567 VND');
    expect(shortNumber(1_500_000)).toBe('1.5M');
  });
});
