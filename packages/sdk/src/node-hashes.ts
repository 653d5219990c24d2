import { createHash } from 'node:crypto';

// What the contracts' request signing and the settlement report's checksum take from
// @noble/hashes (sha1, sha256, bytesToHex, utf8ToBytes),
// from Node's own crypto instead: the SDK runs on a merchant's Node server, where SHA-1 is built
// in, so the published bundle carries no hash code of its own (4.6 KB of @noble/hashes; BENCHMARKS.md
// "SDK"). build.mjs points the two @noble/hashes imports here; the tests run contracts as written
// (with @noble/hashes), and sdk.int.test.ts signs with the built package against the gateway.

export const sha1 = (bytes: Uint8Array): Uint8Array => new Uint8Array(createHash('sha1').update(bytes).digest());
export const sha256 = (bytes: Uint8Array): Uint8Array => new Uint8Array(createHash('sha256').update(bytes).digest());
export const bytesToHex = (bytes: Uint8Array): string => Buffer.from(bytes).toString('hex');
export const utf8ToBytes = (text: string): Uint8Array => new TextEncoder().encode(text);
