import { fieldErrors } from '@paygate/contracts';
import { describe, expect, it } from 'vitest';
import { cashOutResolver, cashOutSubmitSchema, EMPTY_CASH_OUT } from './cashOutForm';

const FILLED = {
  ...EMPTY_CASH_OUT,
  app_id: 'a1',
  payee_bank: 'VCB',
  payee_account: '0011001234567',
  payee_account_type: 'BANK_ACCOUNT',
  payee_name: 'NGUYEN VAN AN',
  amount: '600000000',
  message: '123 456',
};

const errors = (input: unknown, options = { requireOtp: false, available: '1000000000' as string | null }) => {
  const r = cashOutSubmitSchema(options).safeParse(input);
  return r.success ? {} : fieldErrors(r.error);
};

describe('cash-out form rules (PRODUCT §5)', () => {
  it("step 1 'Check Info' needs the app and the payee fields", async () => {
    const result = await cashOutResolver('check', { requireOtp: true, available: null })(EMPTY_CASH_OUT);
    expect(Object.fromEntries(Object.entries(result.errors).map(([k, v]) => [k, v?.message]))).toEqual({
      app_id: 'Please Select App!',
      payee_bank: 'payee_bank is required!',
      payee_account: 'payee_account is required!',
      payee_account_type: 'payee_account_type is required!',
    });
  });

  it('step 2 applies the amount range, the message digits and the otp', () => {
    expect(errors({ ...FILLED, amount: '9999' })).toEqual({ amount: 'amount must be >= 10.000' });
    expect(errors({ ...FILLED, amount: '1000000000' })).toEqual({ amount: 'amount must be less than 1.000.000.000' });
    expect(errors({ ...FILLED, amount: '10000.5' })).toEqual({ amount: 'amount must be an integer' });
    expect(errors({ ...FILLED, message: 'rent 12' })).toEqual({ message: 'message only number' });
    expect(errors({ ...FILLED, message: '1'.repeat(101) })).toEqual({
      message: 'message must be at most 100 characters',
    });
    expect(errors({ ...FILLED, otp: '' }, { requireOtp: true, available: null })).toEqual({ otp: 'otp is required!' });
    expect(errors(FILLED)).toEqual({});
  });

  it("refuses more than the looked-up balance: 'Amount is greater than available'", () => {
    const options = { requireOtp: false, available: '599999999' };
    expect(errors(FILLED, options)).toEqual({ amount: 'Amount is greater than available' });
    expect(errors({ ...FILLED, amount: '599999999' }, options)).toEqual({});
  });
});
