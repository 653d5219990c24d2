import { describe, expect, it } from 'vitest';
import { isCardNumber, maskAccountNumber, maskCardNumber, maskCardNumbersIn, maskCardNumbersInText } from './card.js';

describe('maskCardNumber (PCI DSS 3.4.1: at most the first 6 and last 4 digits)', () => {
  it('keeps the BIN and the last four of every card length', () => {
    expect(maskCardNumber('9704361234567891')).toBe('970436******7891');
    expect(maskCardNumber('9704 3612 3456 7891')).toBe('970436******7891');
    expect(maskCardNumber('4111-1111-1111-1111')).toBe('411111******1111');
    expect(maskCardNumber('9704361234567891234')).toBe('970436*********1234');
    expect(maskCardNumber('4222222222222')).toBe('422222***2222');
  });

  it('never shows more than ten digits, nor a short number whole', () => {
    for (let n = 1; n <= 19; n++) {
      const card = '1234567890123456789'.slice(0, n);
      const shown = maskCardNumber(card).replace(/\*/g, '');
      expect(shown.length).toBeLessThanOrEqual(Math.min(10, Math.max(0, n - 1)));
      expect(maskCardNumber(card)).toHaveLength(n);
    }
    expect(maskCardNumber('123456789012')).toBe('********9012');
    expect(maskCardNumber('1234')).toBe('****');
  });

  it('is idempotent: a masked number masks to itself', () => {
    const once = maskCardNumber('9704361234567891');
    expect(maskCardNumber(once)).toBe(once);
    expect(maskCardNumber(maskCardNumber('123456789012'))).toBe('********9012');
  });

  it('masks card numbers inside text and leaves short numbers and masked ones alone', () => {
    expect(maskCardNumbersIn('paid to 9704361234567891 at 10:30, 250000 VND')).toBe(
      'paid to 970436******7891 at 10:30, 250000 VND',
    );
    expect(maskCardNumbersIn('card 4111 1111 1111 1111.')).toBe('card 411111******1111.');
    expect(maskCardNumbersIn('already 970436******7891')).toBe('already 970436******7891');
    expect(maskCardNumbersIn('order 123456789012 ok')).toBe('order 123456789012 ok');
    const ids = 'id 550e8400-e29b-41d4-a716-446655440000 sha a1234567890123456b';
    expect(maskCardNumbersIn(ids)).toBe(ids);
    expect(maskCardNumbersIn('{"params":["9704361234567891234"]}')).toBe('{"params":["970436*********1234"]}');
  });
});

describe('card numbers in account fields and free text (issue 26)', () => {
  it('knows a card number by its length and Luhn check, separators aside', () => {
    expect(isCardNumber('4111111111111111')).toBe(true);
    expect(isCardNumber('4111 1111-1111.1111')).toBe(true);
    expect(isCardNumber('9704361234567895')).toBe(true);
    expect(isCardNumber('9704361234567891')).toBe(false);
    expect(isCardNumber('0011001234567')).toBe(false);
    expect(isCardNumber('411111111111')).toBe(false);
  });

  it('masks an account field holding a card number whatever its type, and nothing else', () => {
    expect(maskAccountNumber('4111 1111 1111 1111', 'BANK_ACCOUNT')).toBe('411111******1111');
    expect(maskAccountNumber('4111111111111111')).toBe('411111******1111');
    expect(maskAccountNumber('9704361234567891', 'CARD_NUMBER')).toBe('970436******7891');
    expect(maskAccountNumber('9704361234567891', 'BANK_ACCOUNT')).toBe('9704361234567891');
    expect(maskAccountNumber(maskAccountNumber('4111111111111111'))).toBe('411111******1111');
  });

  it('masks the card numbers inside free text only', () => {
    expect(maskCardNumbersInText('pay 4111 1111 1111 1111 and 0011001234567890')).toBe(
      'pay 411111******1111 and 0011001234567890',
    );
  });
});
