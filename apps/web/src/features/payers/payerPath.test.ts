import { describe, expect, it } from 'vitest';
import { isPayerPayment, payerPath, payerTransactionsPath } from './payerPath';

describe('payer paths (issue 28 item 18)', () => {
  it('carries any user_id in the query string', () => {
    expect(payerPath('a1', 'cust 0289/&x')).toBe('/payer?app_id=a1&user_id=cust+0289%2F%26x');
    expect(new URLSearchParams(payerPath('a1', 'cust 0289/&x').split('?')[1]).get('user_id')).toBe('cust 0289/&x');
    expect(payerTransactionsPath('a1', 'cust-1')).toBe('/transaction?payment_user_id=cust-1&app_id=a1');
  });

  it("knows a payer's payment from a member's cash-in or cash-out", () => {
    expect(isPayerPayment({ type: 'ATM_CARD', user_id: 'cust-1' })).toBe(true);
    expect(isPayerPayment({ type: 'CASH_OUT', user_id: 'a-member-id' })).toBe(false);
    expect(isPayerPayment({ type: 'ATM_CARD', user_id: null })).toBe(false);
  });
});
