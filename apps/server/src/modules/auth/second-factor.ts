import { AUTH_MESSAGES, OTP_REQUIRED_MESSAGE, requiresOtp, type TotpUse } from '@paygate/contracts';
import { and, eq, isNull, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { recoveryCodes, users } from '../../db/schema.js';
import type { UserRow } from '../../lib/caller.js';
import { AppError } from '../../lib/errors.js';
import { sha256 } from '../../lib/random.js';
import { humanDuration, type Limiter, takeAttempt } from '../../lib/rate-limit.js';
import { matchTotp } from './totp.js';

/** XXXXX-XXXXX: 50 bits each, single use, typed when the phone is lost. */
export const RECOVERY_CODE = /^[A-Z2-9]{5}-[A-Z2-9]{5}$/;

const otpBlocked = (s: number) => AUTH_MESSAGES.otpBlocked(humanDuration(s));
const invalid = () =>
  new AppError(AUTH_MESSAGES.otpInvalid, 'OTP_INVALID', { fields: { otp: AUTH_MESSAGES.otpInvalid } });

/**
 * Every two-factor code check of the product goes through {@link SecondFactor.guard}: login,
 * activeDashBoard, enableTOTP, configTOTP (removing a use), disableTOTP, cash-out, withdraw and
 * exchange. One counter per user (the `totp-user` limiter): five wrong codes anywhere lock every
 * code check of that user for the rest of the window. The attempt is counted before the code is looked at, atomically, so a
 * burst of wrong codes sent at once checks at most five of them.
 *
 * A code is accepted once per user, whatever the action: its time step is stored and only a
 * newer step passes afterwards. A recovery code is accepted once too.
 */
export class SecondFactor {
  constructor(
    private readonly db: Db,
    private readonly failures: Limiter,
  ) {}

  /** The code an action asks for when the user's totp_config includes its use; else nothing. */
  async requireFor(user: UserRow, use: TotpUse, code: string | null | undefined, missing = OTP_REQUIRED_MESSAGE) {
    if (!requiresOtp(user, use)) return;
    await this.verify(user, code, missing);
  }

  /** A code of the user's authenticator (or one of their recovery codes), accepted once. */
  async verify(user: UserRow, code: string | null | undefined, missing = OTP_REQUIRED_MESSAGE): Promise<void> {
    await this.guard(user, code, missing, async (given) => {
      const upper = given.trim().toUpperCase();
      if (RECOVERY_CODE.test(upper)) return this.useRecoveryCode(user.id, upper);
      return this.consumeTotp(user, given);
    });
  }

  /**
   * enableTOTP's code: proves the pending secret and turns two-factor on with it, its step
   * already used. Two requests with the same code turn it on once.
   */
  async enable(user: UserRow, code: string | null | undefined, pendingSecret: string): Promise<void> {
    await this.guard(user, code, 'OTP is required', async (given) => {
      const step = matchTotp(pendingSecret, given);
      if (step === null) return false;
      const updated = await this.db
        .update(users)
        .set({ totpSecret: pendingSecret, totpPendingSecret: null, totpEnabled: true, totpLastCounter: step })
        .where(and(eq(users.id, user.id), eq(users.totpEnabled, false)))
        .returning({ id: users.id });
      return updated.length === 1;
    });
  }

  /** Seconds until the user's code checks open again; 0 when they are not locked. */
  lockedFor(user: Pick<UserRow, 'id'>): Promise<number> {
    return this.failures.blockedFor(user.id);
  }

  /**
   * The one code check: a missing code asks for one; otherwise one attempt is counted (throwing
   * RATE_LIMITED when the user is over the limit) before `accept` looks at the code; a right code
   * clears the count.
   */
  private async guard(
    user: UserRow,
    code: string | null | undefined,
    missing: string,
    accept: (code: string) => Promise<boolean>,
  ): Promise<void> {
    const given = code?.trim();
    if (!given) throw new AppError(missing, 'OTP_REQUIRED', { fields: { otp: missing } });
    // A code the database could not check (an outage) is given back, never counted as wrong.
    const attempt = await takeAttempt(otpBlocked, [this.failures, user.id]);
    if (!(await attempt.check(() => accept(given)))) throw invalid();
    await this.failures.reset(user.id);
  }

  /**
   * The step is stored and only a newer one passes, in one statement, so two requests with the
   * same code cannot both succeed.
   */
  private async consumeTotp(user: UserRow, code: string): Promise<boolean> {
    if (!user.totpSecret) return false;
    const step = matchTotp(user.totpSecret, code);
    if (step === null) return false;
    const updated = await this.db
      .update(users)
      .set({ totpLastCounter: step })
      .where(
        and(
          eq(users.id, user.id),
          eq(users.totpEnabled, true),
          or(isNull(users.totpLastCounter), sql`${users.totpLastCounter} < ${step}`),
        ),
      )
      .returning({ id: users.id });
    return updated.length === 1;
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
