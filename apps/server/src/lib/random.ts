import { createHash, randomBytes } from 'node:crypto';

/** An unguessable URL-safe token (256 bits). */
export const randomToken = (bytes = 32): string => randomBytes(bytes).toString('base64url');

/** Only hashes of bearer secrets (links, invite codes) are stored: a database leak reveals none. */
export const sha256 = (value: string): string => createHash('sha256').update(value).digest('hex');

const INVITE_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
/** A human-typable invite code, e.g. K7QX-4M9P-ZT2W-8HRC (80 bits from an unambiguous alphabet). */
export const inviteCode = (): string => {
  const bytes = randomBytes(16);
  const chars = Array.from(bytes, (b) => INVITE_ALPHABET[b % INVITE_ALPHABET.length]);
  return [0, 4, 8, 12].map((i) => chars.slice(i, i + 4).join('')).join('-');
};
