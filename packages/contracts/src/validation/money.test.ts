import { describe, expect, it } from 'vitest';
import { fieldErrors } from './common.js';
import { apiTestInput, apiToolInput, cashOutInput, depositInput, exchangeInput, withdrawInput } from './money.js';

const errors = (schema: { safeParse(v: unknown): { success: boolean; error?: unknown } }, input: unknown) => {
  const r = schema.safeParse(input);
  return r.success ? {} : fieldErrors(r.error as never);
};

const CASH_OUT = {
  app_id: 'a',
  payee_bank: 'VCB',
  payee_account: '0011001234567',
  payee_account_type: 'BANK_ACCOUNT',
  amount: 10_000,
  payee_name: 'NGUYEN VAN A',
  message: '123 456',
};

describe('cash-out', () => {
  it('gives the spec messages for missing fields', () => {
    expect(errors(cashOutInput({ requireOtp: true }), {})).toMatchObject({
      app_id: 'Please Select App!',
      payee_bank: 'payee_bank is required!',
      payee_account: 'payee_account is required!',
      payee_account_type: 'payee_account_type is required!',
      otp: 'otp is required!',
    });
  });

  it('checks the amount range and the message digits', () => {
    const schema = cashOutInput({ requireOtp: false });
    expect(errors(schema, { ...CASH_OUT, amount: 9_999 })).toEqual({ amount: 'amount must be >= 10.000' });
    expect(errors(schema, { ...CASH_OUT, amount: 1_000_000_000 })).toEqual({
      amount: 'amount must be less than 1.000.000.000',
    });
    expect(errors(schema, { ...CASH_OUT, message: 'pay rent' })).toEqual({ message: 'message only number' });
    expect(schema.parse({ ...CASH_OUT, amount: '999999999' }).amount).toBe('999999999');
  });
});

describe('withdraw, exchange, deposit', () => {
  it('withdraw: 3 decimals from 0.001', () => {
    const schema = withdrawInput({ requireOtp: false });
    const base = {
      app_id: 'a',
      payee_wallet: '0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed',
      chain: 'bsc',
      token_name: 'USDT',
    };
    expect(errors(schema, { ...base, amount: '0.0009' })).toEqual({ amount: 'amount has at most 3 decimals' });
    expect(errors(schema, { ...base, amount: 0 })).toEqual({ amount: 'amount must be >= 0.001' });
    expect(schema.parse({ ...base, amount: 0.001 }).amount).toBe('0.001');
  });

  it('exchange: integer from 10 to below 10,000', () => {
    const schema = exchangeInput({ requireOtp: true });
    expect(errors(schema, { amount: 9, token_name: 'USDT', otp: '1' })).toEqual({ amount: 'amount must be >= 10' });
    expect(errors(schema, { amount: 10_000, token_name: 'USDT', otp: '1' })).toEqual({
      amount: 'amount must be less than 10.000',
    });
  });

  it('deposit: the spec messages', () => {
    expect(errors(depositInput, {})).toEqual({
      app_id: 'Please input apps',
      amount: 'Please input amount',
      crypto_token: 'Please select token',
      chain: 'Please select deposit chain',
    });
  });
});

describe('API tool and API Test', () => {
  it('minimum depends on the method', () => {
    const base = { app_id: 'a', transaction_id: 't' };
    expect(errors(apiToolInput({ crypto: false, virtualAccount: false }), { ...base, amount: 5_000 })).toEqual({
      amount: 'You need to enter at least 10,000',
    });
    expect(errors(apiToolInput({ crypto: true, virtualAccount: false }), { ...base, amount: '0.4' })).toEqual({
      amount: 'You need to enter at least 0.5',
    });
    expect(
      errors(apiToolInput({ crypto: false, bank: 'SCARD_VTT', virtualAccount: false }), { ...base, amount: 0 }),
    ).toEqual({});
    expect(
      errors(apiToolInput({ crypto: false, virtualAccount: true }), { ...base, amount: 10_000, account_name: 'a-b' }),
    ).toEqual({ account_name: 'Username can not contain special characters, maximum 32 characters' });
  });

  it('API Test dialog', () => {
    expect(errors(apiTestInput, { transaction_id: 'x', amount: 9_000, callback_uri: 'nope' })).toEqual({
      amount: 'You need to enter at least 10,000',
      callback_uri: 'Invalid path',
    });
  });
});
