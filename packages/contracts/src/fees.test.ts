import { describe, expect, it } from 'vitest';
import { cashOutQuote, feeOf, feeRuleOf, moneyOutQuote, refundQuote } from './fees.js';
import { TOKEN_DECIMALS, VND_DECIMALS } from './money.js';
import { PERMISSIONS } from './policy.js';

// Issue 28 item 2: the one fee rule the server posts by (MoneyService's cash-out and withdrawal
// call moneyOutQuote) and the portal previews by. The figures are the issue's: a cash-out of
// 260,000,000 at the demo partner's 0.2 % took 260,520,000 from the balance.

const DEMO_FEES = {
  atm_vnd: { rate: 0.011, fixed: 1_100 },
  cashout_vnd: { rate: 0.002 },
  crypto_withdraw: { rate: 0.01 },
};

describe('the fee rule (issue 28 item 2)', () => {
  it('charges rate × amount rounded half up, plus the fixed part, in the amount’s decimals', () => {
    expect(feeOf('1500000', feeRuleOf(DEMO_FEES, 'ATM_CARD'), VND_DECIMALS)).toBe('17600');
    expect(feeOf('250', { rate: 0.002 }, VND_DECIMALS)).toBe('1');
    expect(feeOf('249', { rate: 0.002 }, VND_DECIMALS)).toBe('0');
    expect(feeOf('12.5', feeRuleOf(DEMO_FEES, 'PAY_CRYPTO_WITHDRAW'), TOKEN_DECIMALS)).toBe('0.125');
    expect(feeOf('100000', undefined, VND_DECIMALS)).toBe('0');
  });

  it('finds a type’s rule in partner.fees, and none for a type without one or fees withheld', () => {
    expect(feeRuleOf(DEMO_FEES, 'CASH_OUT')).toEqual({ rate: 0.002 });
    expect(feeRuleOf(DEMO_FEES, 'CASH_IN')).toBeUndefined();
    expect(feeRuleOf(null, 'CASH_OUT')).toBeUndefined();
  });

  it('takes amount + fee from the balance, or with payee_pay_fee sends amount − fee', () => {
    const rule = feeRuleOf(DEMO_FEES, 'CASH_OUT');
    expect(moneyOutQuote('10000000', rule, VND_DECIMALS)).toEqual({
      fee: '20000',
      debited: '10020000',
      sent: '10000000',
    });
    expect(moneyOutQuote('10000000', rule, VND_DECIMALS, true)).toEqual({
      fee: '20000',
      debited: '10000000',
      sent: '9980000',
    });
  });

  it('quotes a cash-out sent in chunks as the sum of its chunks: 260,000,000 → 260,520,000', () => {
    const quote = cashOutQuote(260_000_000, feeRuleOf(DEMO_FEES, 'CASH_OUT'));
    expect(quote).toEqual({ fee: '520000', debited: '260520000', sent: '260000000' });
    // Chunk by chunk, as the server posts them (250,000,000 and 10,000,000).
    const chunks = ['250000000', '10000000'].map((a) => moneyOutQuote(a, { rate: 0.002 }, VND_DECIMALS));
    expect(chunks.map((c) => c.debited)).toEqual(['250500000', '10020000']);
  });

  it('is shown to every role that may move money: moveMoney is within seeFees', () => {
    for (const role of PERMISSIONS.moveMoney) expect(PERMISSIONS.seeFees).toContain(role);
  });
});

describe('refundQuote', () => {
  const payment = { paid: '100000', fee: '2201', refunded: '0' };
  it('keeps the fee unless the partner returns it', () => {
    expect(refundQuote(payment, '40000', false, 0)).toEqual({ amount: '40000', fee_returned: '0', debited: '40000' });
  });
  it('returns the share of the fee the refund covers, half up', () => {
    expect(refundQuote(payment, '40000', true, 0)).toEqual({ amount: '40000', fee_returned: '880', debited: '39120' });
  });
  it('gives back exactly the whole fee over several partial refunds', () => {
    let refunded = 0n;
    let returned = 0n;
    for (const part of ['33333', '33333', '33334']) {
      const q = refundQuote({ ...payment, refunded: String(refunded) }, part, true, 0);
      refunded += BigInt(part);
      returned += BigInt(q.fee_returned);
      expect(BigInt(q.debited) + BigInt(q.fee_returned)).toBe(BigInt(part));
    }
    expect(returned).toBe(2201n);
  });
  it('works in a token with 3 decimals', () => {
    expect(refundQuote({ paid: '10', fee: '0.015', refunded: '0' }, '5', true, 3)).toEqual({
      amount: '5',
      fee_returned: '0.008',
      debited: '4.992',
    });
  });
});
