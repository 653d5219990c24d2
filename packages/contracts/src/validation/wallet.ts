import { keccak_256 } from '@noble/hashes/sha3.js';
import { utf8ToBytes } from '@noble/hashes/utils.js';
import { CHAINS, type Chain } from '../enums.js';

// Wallet addresses per chain (issue #6 §3). Every chain of the catalogue is EIP155 (spec §3): a
// 20-byte hex address. A mixed-case address carries the EIP-55 checksum and must match it; an
// all-lower or all-upper one carries none. keccak-256 from @noble/hashes, as signing.ts uses SHA-1.

export const WALLET_ADDRESS_INVALID = 'Wallet address is not valid';
export const WALLET_CHECKSUM_INVALID = 'Wallet address checksum is wrong: check its upper and lower case letters';

const EVM_ADDRESS = /^0x[0-9a-fA-F]{40}$/;

/** The EIP-55 spelling of a 0x address (its letters upper-cased where the hash nibble is ≥ 8). */
export const toChecksumAddress = (address: string): string => {
  const hex = address.slice(2).toLowerCase();
  const hash = keccak_256(utf8ToBytes(hex));
  let out = '0x';
  for (let i = 0; i < hex.length; i += 1) {
    const byte = hash[i >> 1] ?? 0;
    const nibble = i % 2 === 0 ? byte >> 4 : byte & 0x0f;
    const char = hex[i] ?? '';
    out += nibble >= 8 ? char.toUpperCase() : char;
  }
  return out;
};

/** Why a wallet address cannot receive on this chain, or null when it can. */
export const walletAddressError = (chain: string | null | undefined, address: string): string | null => {
  const text = address.trim();
  const info = chain && chain in CHAINS ? CHAINS[chain as Chain] : undefined;
  // An unknown chain is the chain field's error; the address is judged by the EIP155 rule.
  if (info && info.chainType !== 'EIP155') return WALLET_ADDRESS_INVALID;
  if (!EVM_ADDRESS.test(text)) return WALLET_ADDRESS_INVALID;
  const body = text.slice(2);
  const isMixedCase = body !== body.toLowerCase() && body !== body.toUpperCase();
  if (isMixedCase && toChecksumAddress(text) !== text) return WALLET_CHECKSUM_INVALID;
  return null;
};
