import { randomBytes } from 'node:crypto';
import type { TotpUse } from '@paygate/contracts';
import { and, eq, isNull, ne } from 'drizzle-orm';
import { Secret } from 'otpauth';
import type { Db } from '../../db/client.js';
import { recoveryCodes, sessions, users } from '../../db/schema.js';
import { AppError, activeTokenRequired } from '../../lib/errors.js';
import { sha256 } from '../../lib/random.js';
import { humanDuration, type Limiter, tooMany } from '../../lib/rate-limit.js';
import { endOfLocalDay } from '../../lib/time-zone.js';
import type { AuthService, Viewer } from '../auth/auth.service.js';
import { hashPassword, verifyPassword } from '../auth/password.js';
import type { SessionTokens } from '../auth/session-tokens.js';
import { matchTotp, totpFor } from '../auth/totp.js';
import type { PartnerAccess } from '../partners/partners.service.js';

const RECOVERY_CODE_COUNT = 10;
const RECOVERY_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
/** XXXXX-XXXXX: 50 bits each, single use, typed when the phone is lost. */
export const RECOVERY_CODE = /^[A-Z2-9]{5}-[A-Z2-9]{5}$/;

const newRecoveryCode = () => {
  const chars = Array.from(randomBytes(10), (b) => RECOVERY_ALPHABET[b % RECOVERY_ALPHABET.length]).join('');
  return `${chars.slice(0, 5)}-${chars.slice(5)}`;
};

export type ProfileLimiters = { totp: Limiter; password: Limiter };

const otpBlocked = (s: number) => `Too many wrong codes. Please try again in ${humanDuration(s)}.`;
const passwordBlocked = (s: number) => `Too many wrong passwords. Please try again in ${humanDuration(s)}.`;

/** Profile security: password change, two-factor set-up and use, the dashboard's active token. */
export class ProfileService {
  constructor(
    private readonly db: Db,
    private readonly auth: AuthService,
    private readonly tokens: SessionTokens,
    private readonly limiters: ProfileLimiters,
  ) {}

  private async checkPassword(viewer: Viewer, password: string, field = 'password') {
    const key = viewer.user.id;
    const blocked = await this.limiters.password.blockedFor(key);
    if (blocked > 0) throw tooMany(passwordBlocked, blocked);
    if (!(await verifyPassword(viewer.user.passwordHash, password))) {
      await this.limiters.password.hit(key);
      throw new AppError('Password is incorrect', 'BAD_USER_INPUT', { fields: { [field]: 'Password is incorrect' } });
    }
    await this.limiters.password.reset(key);
  }

  /** Every other session of the user ends; the caller's goes on (the web logs in again anyway). */
  async changePassword(viewer: Viewer, oldPassword: string, newPassword: string): Promise<boolean> {
    await this.checkPassword(viewer, oldPassword, 'old_password');
    const passwordHash = await hashPassword(newPassword);
    await this.db.transaction(async (tx) => {
      await tx.update(users).set({ passwordHash }).where(eq(users.id, viewer.user.id));
      await tx
        .update(sessions)
        .set({ revokedAt: new Date() })
        .where(and(eq(sessions.userId, viewer.user.id), ne(sessions.id, viewer.sessionId), isNull(sessions.revokedAt)));
    });
    return true;
  }

  /** Step 1: a new secret as an otpauth:// URI (shown as a QR); it counts only after enableTOTP. */
  async generateTotp(viewer: Viewer, password: string): Promise<string> {
    await this.checkPassword(viewer, password);
    if (viewer.user.totpEnabled) throw new AppError('Two-factor authentication is already enabled', 'CONFLICT');
    const secret = new Secret({ size: 20 }).base32;
    await this.db.update(users).set({ totpPendingSecret: secret }).where(eq(users.id, viewer.user.id));
    return totpFor(secret, viewer.user.email).toString();
  }

  /** Step 2: a code from the app proves the secret; ten recovery codes are shown once. */
  async enableTotp(viewer: Viewer, otp: string): Promise<string[]> {
    const pending = viewer.user.totpPendingSecret;
    if (viewer.user.totpEnabled) throw new AppError('Two-factor authentication is already enabled', 'CONFLICT');
    if (!pending) throw new AppError('Start again: enter your password to get a new QR code', 'BAD_USER_INPUT');
    await this.guardOtp(viewer, async () => {
      const step = matchTotp(pending, otp);
      if (step === null) return false;
      await this.db
        .update(users)
        .set({ totpSecret: pending, totpPendingSecret: null, totpEnabled: true, totpLastCounter: step })
        .where(eq(users.id, viewer.user.id));
      return true;
    });
    const codes = Array.from({ length: RECOVERY_CODE_COUNT }, newRecoveryCode);
    await this.db.transaction(async (tx) => {
      await tx.delete(recoveryCodes).where(eq(recoveryCodes.userId, viewer.user.id));
      await tx.insert(recoveryCodes).values(codes.map((c) => ({ userId: viewer.user.id, codeHash: sha256(c) })));
    });
    return codes;
  }

  async disableTotp(viewer: Viewer, password: string): Promise<boolean> {
    await this.checkPassword(viewer, password);
    await this.db.transaction(async (tx) => {
      await tx
        .update(users)
        .set({ totpEnabled: false, totpSecret: null, totpPendingSecret: null, totpConfig: [], totpLastCounter: null })
        .where(eq(users.id, viewer.user.id));
      await tx.delete(recoveryCodes).where(eq(recoveryCodes.userId, viewer.user.id));
    });
    return true;
  }

  async configureTotp(viewer: Viewer, uses: TotpUse[]): Promise<boolean> {
    if (!viewer.user.totpEnabled) throw new AppError('Enable two-factor authentication first', 'BAD_USER_INPUT');
    await this.db
      .update(users)
      .set({ totpConfig: [...new Set(uses)] })
      .where(eq(users.id, viewer.user.id));
    return true;
  }

  /**
   * Checks a code (or a recovery code) for an action, counting failures per user. A code is
   * accepted once; a recovery code too.
   */
  async verifyOtp(viewer: Viewer, otp: string | undefined | null): Promise<void> {
    if (!otp) throw new AppError('otp is required!', 'OTP_REQUIRED', { fields: { otp: 'otp is required!' } });
    await this.guardOtp(viewer, async () => {
      const code = otp.trim().toUpperCase();
      if (RECOVERY_CODE.test(code)) return this.useRecoveryCode(viewer.user.id, code);
      return this.auth.consumeTotp(viewer.user, code);
    });
  }

  /** The dashboard OTP form (spec §2.5): a token valid until the end of the partner's day. */
  async activateDashboard(access: PartnerAccess, otp: string, timeZone: string) {
    const { viewer } = access;
    if (!viewer.user.totpEnabled) {
      throw new AppError('Turn on two-factor authentication in Profile first', 'TOTP_NOT_ENABLED');
    }
    await this.verifyOtp(viewer, otp);
    const expiresAt = endOfLocalDay(timeZone);
    const active_token = await this.tokens.signActive(
      { userId: viewer.user.id, sessionId: viewer.sessionId, partnerId: access.partnerId },
      expiresAt,
    );
    return { active_token, expires_at: expiresAt };
  }

  /** True when the request carries today's active token for this session and partner. */
  async hasActiveToken(access: PartnerAccess, token: string | undefined): Promise<boolean> {
    if (!token) return false;
    const claims = await this.tokens.verifyActive(token);
    return (
      claims !== null &&
      claims.userId === access.viewer.user.id &&
      claims.sessionId === access.viewer.sessionId &&
      claims.partnerId === access.partnerId
    );
  }

  /** Throws ACTIVE_TOKEN_REQUIRED unless hasActiveToken (transaction, team and API-tool data). */
  async requireActiveToken(access: PartnerAccess, token: string | undefined): Promise<void> {
    if (!(await this.hasActiveToken(access, token))) throw activeTokenRequired();
  }

  private async guardOtp(viewer: Viewer, check: () => Promise<boolean>): Promise<void> {
    const key = viewer.user.id;
    const blocked = await this.limiters.totp.blockedFor(key);
    if (blocked > 0) throw tooMany(otpBlocked, blocked);
    if (!(await check())) {
      await this.limiters.totp.hit(key);
      throw new AppError('OTP is invalid', 'OTP_INVALID', { fields: { otp: 'OTP is invalid' } });
    }
    await this.limiters.totp.reset(key);
  }

  private async useRecoveryCode(userId: string, code: string): Promise<boolean> {
    const used = await this.db
      .update(recoveryCodes)
      .set({ usedAt: new Date() })
      .where(
        and(eq(recoveryCodes.userId, userId), eq(recoveryCodes.codeHash, sha256(code)), isNull(recoveryCodes.usedAt)),
      )
      .returning({ id: recoveryCodes.id });
    return used.length === 1;
  }
}
