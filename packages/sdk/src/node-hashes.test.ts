import { sha1 as nobleSha1 } from '@noble/hashes/legacy.js';
import { bytesToHex as nobleHex, utf8ToBytes as nobleUtf8 } from '@noble/hashes/utils.js';
import { describe, expect, it } from 'vitest';
import { bytesToHex, sha1, utf8ToBytes } from './node-hashes.js';

// The published SDK signs with node:crypto's SHA-1 (build.mjs): it must give what contracts'
// @noble/hashes gives, byte for byte, for every text a request's hash input can hold.
describe('node-hashes', () => {
  it.each(['', 'app:ORDER-1:100000:VCB:secret', 'Nguyễn Văn An · ₫ · 🧾', 'x'.repeat(10_000)])(
    'agrees with @noble/hashes for %j',
    (text) => {
      expect(bytesToHex(utf8ToBytes(text))).toBe(nobleHex(nobleUtf8(text)));
      expect(bytesToHex(sha1(utf8ToBytes(text)))).toBe(nobleHex(nobleSha1(nobleUtf8(text))));
    },
  );
});
