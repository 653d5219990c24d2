import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { errors, jwtVerify, SignJWT } from 'jose';
import type { Db } from '../../db/client.js';
import { serverSecrets } from '../../db/schema.js';

/** What an access token proves: a user, the session it belongs to, and optionally a partner. */
export type AccessClaims = { userId: string; sessionId: string; partnerId: string | null };

const ISSUER = 'paygate';
const AUDIENCE = 'paygate-portal';
/** The dashboard's active token (spec §4): a second factor proven today, for one partner. */
const ACTIVE_AUDIENCE = 'paygate-active';

export type ActiveClaims = { userId: string; sessionId: string; partnerId: string };

export class SessionTokens {
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
    try {
      const { payload } = await jwtVerify(token, this.key, {
        issuer: ISSUER,
        audience: ACTIVE_AUDIENCE,
        algorithms: ['HS256'],
      });
      if (typeof payload.sub !== 'string' || typeof payload.sid !== 'string' || typeof payload.pid !== 'string')
        return null;
      return { userId: payload.sub, sessionId: payload.sid, partnerId: payload.pid };
    } catch {
      return null;
    }
  }

  /** 'expired' and 'invalid' are told apart: an expired session answers 410, a forged token 401. */
  async verify(token: string): Promise<AccessClaims | 'expired' | 'invalid'> {
    try {
      const { payload } = await jwtVerify(token, this.key, {
        issuer: ISSUER,
        audience: AUDIENCE,
        algorithms: ['HS256'],
      });
      if (typeof payload.sub !== 'string' || typeof payload.sid !== 'string') return 'invalid';
      return {
        userId: payload.sub,
        sessionId: payload.sid,
        partnerId: typeof payload.pid === 'string' ? payload.pid : null,
      };
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

/** The authorization header carries the token raw or as `Bearer …` (issue #2). */
export const tokenFromHeader = (header: string | undefined): string | undefined => {
  const value = header?.trim();
  if (!value) return undefined;
  return value.replace(/^Bearer\s+/i, '') || undefined;
};
