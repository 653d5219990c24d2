import { setupI18n } from '@lingui/core';
import { describe, expect, it } from 'vitest';
import { refundedText, transactionColumns } from './transactionColumns';

const i18n = setupI18n({ locale: 'en', messages: { en: {} } });

const titles = (compact: boolean, canSeeFees = true) =>
  transactionColumns({
    t: (descriptor) => i18n._(descriptor),
    canSeeFees,
    canResend: true,
    compact,
    onStatus: () => {},
    onDetail: () => {},
    onResend: () => {},
  }).map((c) => c.title);

describe('transaction columns (PRODUCT §2.6)', () => {
  it("keep the spec's order on a wide screen, what refunds took back beside the amount", () => {
    expect(titles(false)).toEqual([
      'Transaction ID',
      'App',
      'Amount',
      'Refunded',
      'Fee',
      'Bank',
      'Type',
      'Status',
      'User ID',
      'Created time',
      'Action',
    ]);
  });

  it('bring the amount, the status below it, next to the id on a phone, the app under the id (issue 28 item 8)', () => {
    expect(titles(true)).toEqual([
      'Transaction ID',
      'Amount',
      'Fee',
      'Bank',
      'Type',
      'User ID',
      'Created time',
      'Action',
    ]);
    expect(titles(true, false)).not.toContain('Fee');
  });
});

describe('refundedText (PRODUCT §11)', () => {
  it('shows what refunds took back in the payment’s currency, nothing when none', () => {
    expect(refundedText({ refunded_amount: '0', currency: 'VND' })).toBe('');
    expect(refundedText({ refunded_amount: '125000', currency: 'VND' })).toBe('125,000 VND');
    expect(refundedText({ refunded_amount: '2.25', currency: 'USDT' })).toBe('2.250 USDT');
  });
});
