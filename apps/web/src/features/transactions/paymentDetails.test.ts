import { describe, expect, it } from 'vitest';
import { tokenTotals } from './paymentDetails';
import { accountNumberOf, prettyJson } from './responseFields';

describe('reading a payment (PRODUCT §3)', () => {
  it('takes the account number from payment.bankAccounts[0].accountNo, else account_number', () => {
    expect(
      accountNumberOf(JSON.stringify({ payment: { bankAccounts: [{ accountNo: '9704001' }, { accountNo: 'x' }] } })),
    ).toBe('9704001');
    expect(accountNumberOf(JSON.stringify({ account_number: '0011001234567' }))).toBe('0011001234567');
    expect(accountNumberOf(JSON.stringify({ payment: { account_number: 123456 } }))).toBe('123456');
    expect(accountNumberOf(JSON.stringify({ payment: { bankAccounts: [] } }))).toBeUndefined();
    expect(accountNumberOf('not json')).toBeUndefined();
    expect(accountNumberOf(null)).toBeUndefined();
  });

  it('gives one total per token from crypto_amount, 0 for a token without payments', () => {
    expect(tokenTotals('{"USDT":"12.5","BUSD":"0.001"}')).toEqual({ USDT: '12.5', USDC: '0', BUSD: '0.001' });
    expect(tokenTotals('')).toEqual({ USDT: '0', USDC: '0', BUSD: '0' });
    expect(tokenTotals('broken')).toEqual({ USDT: '0', USDC: '0', BUSD: '0' });
  });

  it('indents the response JSON, and leaves other text alone', () => {
    expect(prettyJson('{"a":1}')).toBe('{\n  "a": 1\n}');
    expect(prettyJson('plain')).toBe('plain');
  });
});
