import { keccak_256 } from '@noble/hashes/sha3.js';
import { utf8ToBytes } from '@noble/hashes/utils.js';
import { CHAINS, type Chain } from '../enums.js';

// Wallet addresses per chain (issue #6 §3). Every chain of the catalogue is EIP155 (PRODUCT §3): a
// 20-byte hex address, spelled exactly as EIP-55 spells it. EIP-55 itself also allows an
// unchecksummed (all-lower or all-upper) spelling, but a withdraw cannot be undone, so we refuse
// what carries no checksum to catch a mistyped address (docs/SPEC-DECISIONS.md, issue 17 item 8).
// keccak-256 from @noble/hashes, as signing.ts uses SHA-1.

export const WALLET_ADDRESS_INVALID = /*i18n*/ 'Wallet address is not valid';
export const WALLET_CHECKSUM_INVALID =
  /*i18n*/ 'Wallet address checksum is wrong: check its upper and lower case letters';
export const WALLET_CHECKSUM_MISSING =
  /*i18n*/ 'Wallet address has no checksum: paste it as the receiving wallet shows it, with its upper and lower case letters';

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
  if (toChecksumAddress(text) === text) return null;
  // An address whose checksummed spelling is itself all-lower (or all-upper) passes above.
  const body = text.slice(2);
  const isMixedCase = body !== body.toLowerCase() && body !== body.toUpperCase();
  return isMixedCase ? WALLET_CHECKSUM_INVALID : WALLET_CHECKSUM_MISSING;
};
