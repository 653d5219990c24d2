import { describe, expect, it } from 'vitest';
import { INCOMING_PAYMENT_TYPES, OUTGOING_PAYMENT_TYPES, PAYMENT_TYPES, paymentDirection } from './payments.js';

describe('payment directions (issue 28)', () => {
  it('gives every payment type exactly one direction', () => {
    expect([...INCOMING_PAYMENT_TYPES, ...OUTGOING_PAYMENT_TYPES].sort()).toEqual([...PAYMENT_TYPES].sort());
    for (const type of PAYMENT_TYPES)
      expect(paymentDirection(type)).toBe(
        (OUTGOING_PAYMENT_TYPES as readonly string[]).includes(type) ? 'OUTGOING' : 'INCOMING',
      );
  });

  it('counts a cash-out and a token withdrawal as money out, a cash-in and tokens bought as money in', () => {
    expect(paymentDirection('CASH_OUT')).toBe('OUTGOING');
    expect(paymentDirection('PAY_CRYPTO_WITHDRAW')).toBe('OUTGOING');
    expect(paymentDirection('CASH_IN')).toBe('INCOMING');
    expect(paymentDirection('CRYPTO_EXCHANGE')).toBe('INCOMING');
    expect(paymentDirection('ATM_CARD')).toBe('INCOMING');
  });
});
