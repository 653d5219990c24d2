import { describe, expect, it } from 'vitest';
import { fieldErrors } from './common.js';
import { withdrawInput } from './money.js';
import {
  toChecksumAddress,
  WALLET_ADDRESS_INVALID,
  WALLET_CHECKSUM_INVALID,
  WALLET_CHECKSUM_MISSING,
  walletAddressError,
} from './wallet.js';

// The test vectors published with EIP-55.
const EIP55_VECTORS = [
  '0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed',
  '0xfB6916095ca1df60bB79Ce92cE3Ea74c37c5d359',
  '0xdbF03B407c01E7cD3CBea99509d93f8DDDC8C6FB',
  '0xD1220A0cf47c7B9Be7A2E6BA89F429762e7b9aDb',
];

describe('wallet addresses', () => {
  it('spells the EIP-55 vectors', () => {
    for (const address of EIP55_VECTORS) expect(toChecksumAddress(address.toLowerCase())).toBe(address);
  });

  it('accepts checksummed addresses on every chain, and refuses all-lower or all-upper ones that carry no checksum', () => {
    for (const chain of ['polygon', 'bsc', 'eth']) {
      for (const address of EIP55_VECTORS) {
        expect(walletAddressError(chain, address)).toBeNull();
        expect(walletAddressError(chain, address.toLowerCase())).toBe(WALLET_CHECKSUM_MISSING);
        expect(walletAddressError(chain, `0x${address.slice(2).toUpperCase()}`)).toBe(WALLET_CHECKSUM_MISSING);
      }
    }
  });

  it('accepts the EIP-55 vectors whose checksummed spelling is all-caps or all-lower', () => {
    for (const address of [
      '0x52908400098527886E0F7030069857D2E4169EE7',
      '0x8617E340B3D01FA5F11F306F4090FD50E238070D',
      '0xde709f2102306220921060314715629080e2fb77',
      '0x27b1fdb04752bbc536007a920d24acb045561c26',
    ]) {
      expect(walletAddressError('bsc', address)).toBeNull();
    }
    expect(walletAddressError('bsc', '0x52908400098527886e0f7030069857d2e4169ee7')).toBe(WALLET_CHECKSUM_MISSING);
  });

  it('refuses a mixed-case address whose checksum is wrong', () => {
    // One letter's case flipped.
    expect(walletAddressError('eth', '0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAeD')).toBe(WALLET_CHECKSUM_INVALID);
  });

  it('refuses what is not a 20-byte hex address', () => {
    for (const bad of [
      '',
      '0x123',
      '5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed',
      '0xZZAeb6053F3E94C9b9A09f33669435E7Ef1BeAed',
    ]) {
      expect(walletAddressError('bsc', bad)).toBe(WALLET_ADDRESS_INVALID);
    }
  });

  it('is the payee_wallet rule of the withdraw schema', () => {
    const base = { app_id: 'a', amount: '1.5', chain: 'bsc', token_name: 'USDT' };
    const schema = withdrawInput({ requireOtp: false });
    expect(schema.safeParse({ ...base, payee_wallet: EIP55_VECTORS[0] }).success).toBe(true);
    const r = schema.safeParse({ ...base, payee_wallet: '0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAeD' });
    expect(r.success ? {} : fieldErrors(r.error)).toEqual({ payee_wallet: WALLET_CHECKSUM_INVALID });
  });
});
