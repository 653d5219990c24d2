import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { errors, jwtVerify, SignJWT } from 'jose';
import QuickLRU from 'quick-lru';
import type { Db } from '../../db/client.js';
import { serverSecrets } from '../../db/schema.js';

/** What an access token proves: a user, the session it belongs to, and optionally a partner. */
export type AccessClaims = { userId: string; sessionId: string; partnerId: string | null };

const ISSUER = 'paygate';
const AUDIENCE = 'paygate-portal';
/** The dashboard's active token (PRODUCT §4): a second factor proven today, for one partner. */
const ACTIVE_AUDIENCE = 'paygate-active';

export type ActiveClaims = { userId: string; sessionId: string; partnerId: string };

/**
 * Tokens whose signature was checked, by their exact text (issue #16: the HMAC check through
 * WebCrypto was a twentieth of a request's CPU, twice per request with the active token). Only
 * what the signature proves is kept — never whether the session still stands, which is read from
 * the database on every request — and the expiry is checked again on every use.
 */
const VERIFIED_TOKENS = 10_000;
type Verified<T> = { claims: T; exp: number };
/** jose's rule: expired once `exp` is at or before the current second. */
const isExpired = (exp: number) => exp <= Math.floor(Date.now() / 1000);

export class SessionTokens {
  private readonly verifiedAccess = new QuickLRU<string, Verified<AccessClaims>>({ maxSize: VERIFIED_TOKENS });
  private readonly verifiedActive = new QuickLRU<string, Verified<ActiveClaims>>({ maxSize: VERIFIED_TOKENS });

  constructor(private readonly key: Uint8Array) {}

  sign(claims: AccessClaims, expiresAt: Date): Promise<string> {
    const jwt = new SignJWT({ sid: claims.sessionId, ...(claims.partnerId ? { pid: claims.partnerId } : {}) })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(claims.userId)
      .setIssuer(ISSUER)
      .setAudience(AUDIENCE)
      .setIssuedAt()
      .setExpirationTime(Math.floor(expiresAt.getTime() / 1000));
    return jwt.sign(this.key);
  }

  signActive(claims: ActiveClaims, expiresAt: Date): Promise<string> {
    return new SignJWT({ sid: claims.sessionId, pid: claims.partnerId })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(claims.userId)
      .setIssuer(ISSUER)
      .setAudience(ACTIVE_AUDIENCE)
      .setIssuedAt()
      .setExpirationTime(Math.floor(expiresAt.getTime() / 1000))
      .sign(this.key);
  }

  async verifyActive(token: string): Promise<ActiveClaims | null> {
    const known = this.verifiedActive.get(token);
    if (known) return isExpired(known.exp) ? null : known.claims;
    try {
      const { payload } = await jwtVerify(token, this.key, {
        issuer: ISSUER,
        audience: ACTIVE_AUDIENCE,
        algorithms: ['HS256'],
      });
      if (typeof payload.sub !== 'string' || typeof payload.sid !== 'string' || typeof payload.pid !== 'string')
        return null;
      const claims = { userId: payload.sub, sessionId: payload.sid, partnerId: payload.pid };
      if (typeof payload.exp === 'number') this.verifiedActive.set(token, { claims, exp: payload.exp });
      return claims;
    } catch {
      return null;
    }
  }

  /** 'expired' and 'invalid' are told apart: an expired session answers 410, a forged token 401. */
  async verify(token: string): Promise<AccessClaims | 'expired' | 'invalid'> {
    const known = this.verifiedAccess.get(token);
    if (known) return isExpired(known.exp) ? 'expired' : known.claims;
    try {
      const { payload } = await jwtVerify(token, this.key, {
        issuer: ISSUER,
        audience: AUDIENCE,
        algorithms: ['HS256'],
      });
      if (typeof payload.sub !== 'string' || typeof payload.sid !== 'string') return 'invalid';
      const claims = {
        userId: payload.sub,
        sessionId: payload.sid,
        partnerId: typeof payload.pid === 'string' ? payload.pid : null,
      };
      if (typeof payload.exp === 'number') this.verifiedAccess.set(token, { claims, exp: payload.exp });
      return claims;
    } catch (error) {
      return error instanceof errors.JWTExpired ? 'expired' : 'invalid';
    }
  }
}

/**
 * The signing key: JWT_SECRET when set; otherwise one generated on first start and kept in the
 * database, so every instance and every restart signs with the same key.
 */
export const loadSigningKey = async (db: Db, configured: string | undefined): Promise<Uint8Array> => {
  if (configured) return new TextEncoder().encode(configured);
  const generated = randomBytes(48).toString('base64url');
  await db.insert(serverSecrets).values({ name: 'jwt', value: generated }).onConflictDoNothing();
  const [row] = await db.select().from(serverSecrets).where(eq(serverSecrets.name, 'jwt'));
  if (!row) throw new Error('Could not load the token signing key');
  return new TextEncoder().encode(row.value);
};
