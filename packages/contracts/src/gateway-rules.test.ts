import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { GATEWAY_MESSAGES, paymentRequestProblem } from './gateway-rules.js';
import type { PaymentApi } from './signing.js';
import { fieldErrors } from './validation/common.js';
import { accountNameField, apiToolAmount, gatewayPaymentQuery } from './validation/money.js';

const base = { app_id: 'app-1', transaction_id: 'T-1', amount: 150_000, bank: 'VCB' };

/** What the server's schemas answer for the same values (the first message, as the gateway sends it). */
const serverMessage = (api: PaymentApi, values: Record<string, unknown>, crypto = false) => {
  const schema = gatewayPaymentQuery.extend({
    amount: apiToolAmount({ crypto, bank: typeof values.bank === 'string' ? values.bank : undefined }),
    ...(api === 'getVirtualAccount' ? { account_name: accountNameField } : {}),
  });
  const parsed = schema.safeParse({ hash: 'h', ...values });
  return parsed.success ? undefined : Object.values(fieldErrors(parsed.error))[0];
};

describe('paymentRequestProblem', () => {
  it('accepts a complete request', () => {
    expect(paymentRequestProblem('getATMCardPaymentURL', base)).toBeUndefined();
    expect(
      paymentRequestProblem('getCryptoPaymentUrl', {
        ...base,
        bank: undefined,
        amount: '0.5',
        crypto_token: 'USDT',
        chain: 'bsc',
      }),
    ).toBeUndefined();
  });

  it('names an unknown API', () => {
    expect(paymentRequestProblem('getCashPlease', base)).toEqual({ field: 'api', message: 'Unknown API' });
  });

  it.each([
    ['app_id', { ...base, app_id: '' }],
    ['transaction_id', { ...base, transaction_id: '  ' }],
    ['amount', { ...base, amount: 9_999 }],
    ['amount', { ...base, amount: '150000.5' }],
    ['amount', { ...base, amount: 1_000_000_000 }],
    ['amount', { ...base, amount: undefined }],
  ])('refuses a bad %s with the message the server answers', (field, values) => {
    const problem = paymentRequestProblem('getATMCardPaymentURL', values);
    expect(problem?.field).toBe(field);
    expect(problem?.message).toBe(serverMessage('getATMCardPaymentURL', values));
  });

  it('uses the PRODUCT §5 minimums: 10,000 VND, 0 for SCARD_ banks, 0.5 of a token', () => {
    expect(paymentRequestProblem('getATMCardPaymentURL', { ...base, amount: 5_000 })?.message).toBe(
      'You need to enter at least 10,000',
    );
    expect(paymentRequestProblem('getATMCardPaymentURL', { ...base, amount: 0, bank: 'SCARD_VCB' })).toBeUndefined();
    const crypto = { ...base, bank: undefined, crypto_token: 'USDT', chain: 'bsc' };
    expect(paymentRequestProblem('getCryptoPaymentUrl', { ...crypto, amount: '0.4' })?.message).toBe(
      'You need to enter at least 0.5',
    );
  });

  it('asks for what each method needs: a bank, a token and chain, an account name', () => {
    expect(paymentRequestProblem('getBankAccount', { ...base, bank: '' })?.message).toBe(GATEWAY_MESSAGES.bankRequired);
    expect(paymentRequestProblem('getCryptoPaymentUrl', { ...base, amount: 1, chain: 'bsc' })?.message).toBe(
      'Please select token',
    );
    expect(paymentRequestProblem('getCryptoPaymentUrl', { ...base, amount: 1, crypto_token: 'USDT' })?.message).toBe(
      'Please select deposit chain',
    );
    const va = paymentRequestProblem('getVirtualAccount', base);
    expect(va).toEqual({ field: 'account_name', message: 'You need to enter the Username' });
    expect(va?.message).toBe(serverMessage('getVirtualAccount', base));
    const badName = { ...base, account_name: 'NGUYEN-VAN-A' };
    expect(paymentRequestProblem('getVirtualAccount', badName)?.message).toBe(
      serverMessage('getVirtualAccount', badName),
    );
  });

  it('agrees with the zod schema on every amount message', () => {
    const amounts: unknown[] = ['abc', '-5', '1e5', '', 10_000, '10000.0', 999_999_999, '1000000000', Number.NaN];
    for (const amount of amounts) {
      const values = { ...base, amount };
      const expected = z.object({ amount: apiToolAmount({ crypto: false, bank: 'VCB' }) }).safeParse({ amount });
      const message = expected.success ? undefined : expected.error.issues[0]?.message;
      expect(paymentRequestProblem('getATMCardPaymentURL', values)?.message, String(amount)).toBe(message);
    }
  });
});
