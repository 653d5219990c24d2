import { describe, expect, it } from 'vitest';
import { gatewayHash, HASH_FIELDS, hashInput, splitCashOut } from './signing.js';

// Vectors computed outside this code (`printf '%s' '<input>' | sha1sum`), so a change of field
// order or of the empty-field rule breaks them.
describe('gatewayHash', () => {
  it('hashes every field in the fixed order with the secret last', () => {
    const values = {
      app_id: 'app-1',
      channel_id: 'ch-1',
      transaction_id: 'T-001',
      callback_uri: 'https://shop.test/done',
      user_id: 'u-9',
      amount: 100000,
      bank: 'VCB',
      source: 'web',
    };
    expect(hashInput('getATMCardPaymentURL', values, 's3cret')).toBe(
      'app-1:ch-1:T-001:https://shop.test/done:u-9:100000:VCB:web:s3cret',
    );
    expect(gatewayHash('getATMCardPaymentURL', values, 's3cret')).toBe('e918f257edfd98a93be56338e064220272448087');
  });

  it('keeps an empty slot for every absent optional field', () => {
    const values = { app_id: 'app-1', transaction_id: 'T-002', amount: '0.5', crypto_token: 'USDT', chain: 'bsc' };
    expect(hashInput('getCryptoPaymentUrl', values, 's3cret')).toBe('app-1::T-002:::0.5::USDT:bsc:s3cret');
    expect(gatewayHash('getCryptoPaymentUrl', values, 's3cret')).toBe('0c525847751e76d13e6b1ef1798c4197cc8b8d95');
  });

  it('signs account_name for virtual accounts, and ignores fields outside the order', () => {
    const values = {
      app_id: 'app-1',
      channel_id: 'ch-1',
      transaction_id: 'T-003',
      amount: 50000,
      bank: 'VCB',
      account_name: 'NGUYEN VAN A',
      currency_text: 'not signed',
    };
    expect(gatewayHash('getVirtualAccount', values, 's3cret')).toBe('04005021ab573b30eb21ce561650905dec76d8e0');
  });

  it('uses the same order for the card, internet-banking, bank-account and QR APIs', () => {
    expect(HASH_FIELDS.getInternetBankingPaymentURL).toEqual(HASH_FIELDS.getATMCardPaymentURL);
    expect(HASH_FIELDS.getDynamicQrPaymentUrl).toEqual(HASH_FIELDS.getBankAccount);
  });
});

describe('splitCashOut', () => {
  it('cuts 250,000,000 chunks with the remainder last', () => {
    expect(splitCashOut(600_000_000)).toEqual([250_000_000, 250_000_000, 100_000_000]);
    expect(splitCashOut(250_000_000)).toEqual([250_000_000]);
    expect(splitCashOut(10_000)).toEqual([10_000]);
    expect(splitCashOut(999_999_999).reduce((a, b) => a + b, 0)).toBe(999_999_999);
  });

  it('never plans a chunk below the 10,000 minimum: a short remainder borrows from the chunk before', () => {
    expect(splitCashOut(250_000_001)).toEqual([249_990_001, 10_000]);
    expect(splitCashOut(250_009_999)).toEqual([249_999_999, 10_000]);
    expect(splitCashOut(250_010_000)).toEqual([250_000_000, 10_000]);
    expect(splitCashOut(750_005_000)).toEqual([250_000_000, 250_000_000, 249_995_000, 10_000]);
    for (let amount = 10_000; amount < 1_000_000_000; amount += 12_345_679) {
      for (const total of [amount, amount + 250_000_000 - (amount % 250_000_000) + 1]) {
        if (total >= 1_000_000_000) continue;
        const chunks = splitCashOut(total);
        expect(chunks.reduce((a, b) => a + b, 0)).toBe(total);
        expect(Math.min(...chunks)).toBeGreaterThanOrEqual(10_000);
        expect(Math.max(...chunks)).toBeLessThanOrEqual(250_000_000);
      }
    }
  });

  it('refuses amounts that are not whole VND of at least the minimum', () => {
    expect(() => splitCashOut(0)).toThrow(RangeError);
    expect(() => splitCashOut(1.5)).toThrow(RangeError);
    expect(() => splitCashOut(9_999)).toThrow(RangeError);
  });
});
