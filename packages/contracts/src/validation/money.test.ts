import { describe, expect, it } from 'vitest';
import { fieldErrors } from './common.js';
import {
  apiTestInput,
  apiToolInput,
  cashInBody,
  cashInInput,
  cashOutChunkBody,
  cashOutInput,
  depositBody,
  depositInput,
  exchangeArgs,
  exchangeInput,
  gatewayPaymentQuery,
  withdrawBody,
  withdrawInput,
} from './money.js';

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
      bank_code: 'Please input bank',
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

const WITHDRAW = {
  app_id: 'a',
  payee_wallet: '0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed',
  chain: 'bsc',
  token_name: 'USDT',
  amount: '1',
};

describe('amount messages name the rule that is broken (issue 17 item 7)', () => {
  it('withdraw: not a number, negative, too many decimals, too large', () => {
    const schema = withdrawInput({ requireOtp: false });
    expect(errors(schema, { ...WITHDRAW, amount: 'abc' })).toEqual({ amount: 'amount must be a number' });
    expect(errors(schema, { ...WITHDRAW, amount: '-1' })).toEqual({ amount: 'amount must be >= 0.001' });
    expect(errors(schema, { ...WITHDRAW, amount: -1 })).toEqual({ amount: 'amount must be >= 0.001' });
    expect(errors(schema, { ...WITHDRAW, amount: '1e3' })).toEqual({ amount: 'amount must be a number' });
    expect(errors(schema, { ...WITHDRAW, amount: '1.2345' })).toEqual({ amount: 'amount has at most 3 decimals' });
    expect(errors(schema, { ...WITHDRAW, amount: '1'.repeat(30) })).toEqual({
      amount: 'amount must be less than 1.000.000.000',
    });
    expect(errors(schema, { ...WITHDRAW, amount: '9'.repeat(100_000) })).toEqual({
      amount: 'amount must be less than 1.000.000.000',
    });
  });

  it('cash-out: a negative amount is below the minimum, a fraction is not an integer', () => {
    const schema = cashOutInput({ requireOtp: false });
    expect(errors(schema, { ...CASH_OUT, amount: '-1' })).toEqual({ amount: 'amount must be >= 10.000' });
    expect(errors(schema, { ...CASH_OUT, amount: 'abc' })).toEqual({ amount: 'amount must be a number' });
    expect(errors(schema, { ...CASH_OUT, amount: '10000.5' })).toEqual({ amount: 'amount must be an integer' });
  });
});

describe('cash-in and deposit: the gateway minimums and bounds, on the form too (issue 11 item 4)', () => {
  it('cash-in: at least 10,000, below 1,000,000,000, whole VND', () => {
    const base = { app_id: 'a', bank_code: 'VCB' };
    expect(errors(cashInInput, { ...base, amount: 5_000 })).toEqual({ amount: 'You need to enter at least 10,000' });
    expect(errors(cashInInput, { ...base, amount: '1'.repeat(21) })).toEqual({
      amount: 'amount must be less than 1.000.000.000',
    });
    expect(errors(cashInInput, { ...base, amount: 10_000 })).toEqual({});
    expect(errors(cashInInput, { ...base, amount: 999_999_999 })).toEqual({});
  });

  it('deposit: at least 0.5, below 1,000,000,000, 3 decimals', () => {
    const base = { app_id: 'a', crypto_token: 'USDT', chain: 'bsc', bank_code: 'USDT' };
    expect(errors(depositInput, { ...base, amount: '0.4' })).toEqual({ amount: 'You need to enter at least 0.5' });
    expect(errors(depositInput, { ...base, amount: '1'.repeat(30) })).toEqual({
      amount: 'amount must be less than 1.000.000.000',
    });
    expect(errors(depositInput, { ...base, amount: '0.5' })).toEqual({});
  });
});

describe('request strings: a maximum length and no control characters (issue 17 items 4, 6)', () => {
  const NUL = 'a\u0000b';
  const HUGE = 'x'.repeat(100 * 1024);
  const signed = { transaction_id: 'T-1', hash: 'h' };
  const bodies = [
    { schema: cashOutChunkBody({ requireOtp: false }), body: { ...CASH_OUT, ...signed } },
    { schema: withdrawBody({ requireOtp: false }), body: { ...WITHDRAW, ...signed } },
    { schema: cashInBody, body: { app_id: 'a', amount: 10_000, bank_code: 'VCB', transaction_id: 'T-1' } },
    {
      schema: depositBody,
      body: { app_id: 'a', amount: 1, crypto_token: 'USDT', chain: 'bsc', transaction_id: 'T-1' },
    },
    { schema: exchangeArgs({ requireOtp: false }), body: { amount: 10, token_name: 'USDT', transaction_id: 'T-1' } },
    { schema: gatewayPaymentQuery, body: { app_id: 'a', ...signed, amount: '10000' } },
  ];

  it('accepts each valid body', () => {
    for (const { schema, body } of bodies) expect(errors(schema, body)).toEqual({});
  });

  it('refuses NUL and 100 KB in every string field, naming the field', () => {
    for (const { schema, body } of bodies) {
      for (const [field, value] of Object.entries(body)) {
        if (typeof value !== 'string' || field === 'amount' || field === 'payee_account_type') continue;
        const withNul = errors(schema, { ...body, [field]: NUL })[field] ?? `none for ${field}`;
        expect(withNul, field).toMatch(new RegExp(`control characters|${field}|wallet|only number`, 'i'));
        const huge = errors(schema, { ...body, [field]: HUGE })[field] ?? `none for ${field}`;
        expect(huge, field).toMatch(/at most|Wallet address/);
      }
    }
  });

  it('says what is wrong with a transaction_id of 101 characters', () => {
    expect(errors(cashInBody, { ...bodies[2]?.body, transaction_id: 't'.repeat(101) })).toEqual({
      transaction_id: 'transaction_id must be at most 100 characters',
    });
    expect(errors(cashInBody, { ...bodies[2]?.body, transaction_id: 'a\u0000' })).toEqual({
      transaction_id: 'transaction_id must not contain control characters',
    });
  });

  it('payee_name: at most 32 characters (§9 account names), on the form and the request', () => {
    const name = 'N'.repeat(33);
    expect(errors(cashOutInput({ requireOtp: false }), { ...CASH_OUT, payee_name: name })).toEqual({
      payee_name: 'payee_name must be at most 32 characters',
    });
    expect(errors(cashOutChunkBody({ requireOtp: false }), { ...CASH_OUT, ...signed, payee_name: name })).toEqual({
      payee_name: 'payee_name must be at most 32 characters',
    });
  });

  it('cash-out chunks: the form minimum of 10,000, at most one chunk', () => {
    const schema = cashOutChunkBody({ requireOtp: false });
    expect(errors(schema, { ...CASH_OUT, ...signed, amount: 1 })).toEqual({ amount: 'amount must be >= 10.000' });
    expect(errors(schema, { ...CASH_OUT, ...signed, amount: 9_999 })).toEqual({ amount: 'amount must be >= 10.000' });
    expect(errors(schema, { ...CASH_OUT, ...signed, amount: 250_000_001 })).toEqual({
      amount: 'amount must be at most 250.000.000 per chunk',
    });
    expect(errors(schema, { ...CASH_OUT, ...signed, amount: 250_000_000 })).toEqual({});
  });
});
