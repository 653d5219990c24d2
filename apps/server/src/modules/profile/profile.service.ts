import { randomBytes } from 'node:crypto';
import {
  endOfLocalDay,
  type Language,
  OTP_REQUIRED_MESSAGE,
  PROFILE_MESSAGES,
  removesTotpUse,
  type TotpUse,
} from '@paygate/contracts';
import { and, eq, isNull, ne, sql } from 'drizzle-orm';
import { Secret } from 'otpauth';
import type { Db } from '../../db/client.js';
import { recoveryCodes, sessions, users } from '../../db/schema.js';
import type { PartnerAccess, Viewer } from '../../lib/caller.js';
import { AppError, activeTokenRequired } from '../../lib/errors.js';
import { sha256 } from '../../lib/random.js';
import { humanDuration, type Limiter, takeAttempt } from '../../lib/rate-limit.js';
import { actorOf, partnersOfUser, recordAudit } from '../audit/index.js';
import type { SecondFactor, SessionTokens } from '../auth/index.js';
import { endResetLinks, hashPassword, totpFor, verifyPassword } from '../auth/index.js';

const RECOVERY_CODE_COUNT = 10;
const RECOVERY_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
const newRecoveryCode = () => {
  const chars = Array.from(randomBytes(10), (b) => RECOVERY_ALPHABET[b % RECOVERY_ALPHABET.length]).join('');
  return `${chars.slice(0, 5)}-${chars.slice(5)}`;
};

const userTarget = (viewer: Viewer) => ({ type: 'user', id: viewer.user.id, label: viewer.user.email });

export type ProfileLimiters = { password: Limiter };

const passwordBlocked = (s: number) => PROFILE_MESSAGES.passwordBlocked(humanDuration(s));

/** Profile security: password change, two-factor set-up and use, the dashboard's active token. */
export class ProfileService {
  constructor(
    private readonly db: Db,
    private readonly secondFactor: SecondFactor,
    private readonly tokens: SessionTokens,
    private readonly limiters: ProfileLimiters,
  ) {}

  private async checkPassword(viewer: Viewer, password: string, field = 'password') {
    // Counted before the check, atomically, so a burst checks no more passwords than the budget.
    const attempt = await takeAttempt(passwordBlocked, [this.limiters.password, viewer.user.id]);
    if (!(await attempt.check(() => verifyPassword(viewer.user.passwordHash, password)))) {
      throw new AppError(PROFILE_MESSAGES.passwordIncorrect, 'BAD_USER_INPUT', {
        fields: { [field]: PROFILE_MESSAGES.passwordIncorrect },
      });
    }
  }

  /** Every other session of the user ends; the caller's goes on (the web logs in again anyway). */
  async changePassword(viewer: Viewer, oldPassword: string, newPassword: string): Promise<boolean> {
    await this.checkPassword(viewer, oldPassword, 'old_password');
    const passwordHash = await hashPassword(newPassword);
    await this.db.transaction(async (tx) => {
      await tx.update(users).set({ passwordHash }).where(eq(users.id, viewer.user.id));
      await endResetLinks(tx, viewer.user.id);
      const revoked = await tx
        .update(sessions)
        .set({ revokedAt: new Date() })
        .where(and(eq(sessions.userId, viewer.user.id), ne(sessions.id, viewer.sessionId), isNull(sessions.revokedAt)))
        .returning({ id: sessions.id });
      await recordAudit(tx, await partnersOfUser(tx, viewer.user.id), actorOf(viewer), {
        action: 'auth.password_changed',
        target: userTarget(viewer),
        changes: { password: { before: 'set', after: 'set' }, sessions_revoked: { after: revoked.length } },
      });
    });
    return true;
  }

  /** Step 1: a new secret as an otpauth:// URI (shown as a QR); it counts only after enableTOTP. */
  async generateTotp(viewer: Viewer, password: string): Promise<string> {
    await this.checkPassword(viewer, password);
    if (viewer.user.totpEnabled) throw new AppError(PROFILE_MESSAGES.totpAlreadyEnabled, 'CONFLICT');
    const secret = new Secret({ size: 20 }).base32;
    await this.db.update(users).set({ totpPendingSecret: secret }).where(eq(users.id, viewer.user.id));
    return totpFor(secret, viewer.user.email).toString();
  }

  /** Step 2: a code from the app proves the secret; ten recovery codes are shown once. */
  async enableTotp(viewer: Viewer, otp: string): Promise<string[]> {
    const pending = viewer.user.totpPendingSecret;
    if (viewer.user.totpEnabled) throw new AppError(PROFILE_MESSAGES.totpAlreadyEnabled, 'CONFLICT');
    if (!pending) throw new AppError(PROFILE_MESSAGES.totpStartAgain, 'BAD_USER_INPUT');
    await this.secondFactor.enable(viewer.user, otp, pending);
    const codes = Array.from({ length: RECOVERY_CODE_COUNT }, newRecoveryCode);
    await this.db.transaction(async (tx) => {
      await tx.delete(recoveryCodes).where(eq(recoveryCodes.userId, viewer.user.id));
      await tx.insert(recoveryCodes).values(codes.map((c) => ({ userId: viewer.user.id, codeHash: sha256(c) })));
      await recordAudit(tx, await partnersOfUser(tx, viewer.user.id), actorOf(viewer), {
        action: 'two_factor.enabled',
        target: userTarget(viewer),
        changes: { totp_enabled: { before: false, after: true }, recovery_codes: { after: 'issued' } },
      });
    });
    return codes;
  }

  /**
   * Turning two-factor off takes the password and a code (the authenticator's or a recovery
   * code), checked by SecondFactor: a stolen session alone cannot remove the codes that guard
   * money. The password is checked first so a wrong password does not spend the code.
   */
  async disableTotp(viewer: Viewer, password: string, otp: string | null | undefined): Promise<boolean> {
    await this.checkPassword(viewer, password);
    // Nothing guards anything yet (at most a secret waiting for enableTOTP): no code exists to ask.
    if (viewer.user.totpEnabled) await this.secondFactor.verify(viewer.user, otp);
    await this.db.transaction(async (tx) => {
      await tx
        .update(users)
        .set({ totpEnabled: false, totpSecret: null, totpPendingSecret: null, totpConfig: [], totpLastCounter: null })
        .where(eq(users.id, viewer.user.id));
      await tx.delete(recoveryCodes).where(eq(recoveryCodes.userId, viewer.user.id));
      await recordAudit(tx, await partnersOfUser(tx, viewer.user.id), actorOf(viewer), {
        action: 'two_factor.disabled',
        target: userTarget(viewer),
        changes: {
          totp_enabled: { before: viewer.user.totpEnabled, after: false },
          totp_config: { before: viewer.user.totpConfig, after: [] },
        },
      });
    });
    return true;
  }

  /**
   * Saves the uses (PRODUCT §2.12). Adding a use needs nothing; leaving out a use the user has needs
   * a code (removesTotpUse), since that is how a stolen session would open the money actions.
   */
  async configureTotp(viewer: Viewer, uses: TotpUse[], otp: string | null | undefined): Promise<boolean> {
    if (!viewer.user.totpEnabled) throw new AppError(PROFILE_MESSAGES.enableTotpFirst, 'BAD_USER_INPUT');
    const next = [...new Set(uses)];
    const removes = removesTotpUse(viewer.user.totpConfig, next);
    if (removes) await this.secondFactor.verify(viewer.user, otp);
    const saved = await this.db.transaction(async (tx) => {
      const rows = await tx
        .update(users)
        .set({ totpConfig: next })
        .where(
          and(
            eq(users.id, viewer.user.id),
            eq(users.totpEnabled, true),
            // Without a code, only while the stored list is still a subset of the new one: a use
            // added meanwhile (another tab) is not removed by a request that was checked without it.
            removes
              ? undefined
              : sql`${users.totpConfig} <@ ARRAY[${sql.join(
                  next.map((u) => sql`${u}`),
                  sql`, `,
                )}]::text[]`,
          ),
        )
        .returning({ id: users.id });
      if (rows.length > 0) {
        await recordAudit(tx, await partnersOfUser(tx, viewer.user.id), actorOf(viewer), {
          action: 'two_factor.configured',
          target: userTarget(viewer),
          changes: { totp_config: { before: viewer.user.totpConfig, after: next } },
        });
      }
      return rows;
    });
    if (saved.length === 0 && removes) throw new AppError(PROFILE_MESSAGES.enableTotpFirst, 'BAD_USER_INPUT');
    if (saved.length === 0) {
      throw new AppError(OTP_REQUIRED_MESSAGE, 'OTP_REQUIRED', { fields: { otp: OTP_REQUIRED_MESSAGE } });
    }
    return true;
  }

  /**
   * Saves the user's own language (issue 31). A session is all it takes: the language guards
   * nothing, so no partner role and no code. Read and changed under the user row's lock, so the
   * entry's `before` is the language this call replaced, whatever runs beside it; a call that
   * changes nothing writes no entry.
   */
  async updateLanguage(viewer: Viewer, language: Language): Promise<boolean> {
    await this.db.transaction(async (tx) => {
      const [current] = await tx
        .select({ language: users.language })
        .from(users)
        .where(eq(users.id, viewer.user.id))
        .for('update');
      if (!current || current.language === language) return;
      await tx.update(users).set({ language }).where(eq(users.id, viewer.user.id));
      await recordAudit(tx, await partnersOfUser(tx, viewer.user.id), actorOf(viewer), {
        action: 'profile.language_changed',
        target: userTarget(viewer),
        changes: { language: { before: current.language, after: language } },
      });
    });
    return true;
  }

  /** The dashboard OTP form (PRODUCT §2.5): a token valid until the end of the partner's day. */
  async activateDashboard(access: PartnerAccess, otp: string, timeZone: string) {
    const { viewer } = access;
    if (!viewer.user.totpEnabled) {
      throw new AppError(PROFILE_MESSAGES.turnOnTotpInProfile, 'TOTP_NOT_ENABLED');
    }
    await this.secondFactor.verify(viewer.user, otp, 'OTP is required');
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
}
