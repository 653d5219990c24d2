import type { LoginInput, RegisterInput, ResetPasswordInput } from '@paygate/contracts';
import { AUTH_MESSAGES, languageFromAcceptLanguage } from '@paygate/contracts';
import { and, desc, eq, gt, isNull, or, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.js';
import { partners, sessions, userPartners, users, userTokens } from '../../db/schema.js';
import type { RequestMeta, UserRow, Viewer } from '../../lib/caller.js';
import { AppError, sessionGone, unauthenticated } from '../../lib/errors.js';
import { isUuid } from '../../lib/ids.js';
import { randomToken, sha256 } from '../../lib/random.js';
import { humanDuration, type Limiter, takeAttempt } from '../../lib/rate-limit.js';
import { actorOf, partnersOfUser, recordAudit, userActor } from '../audit/index.js';
import type { MailService } from '../mail/index.js';
import { registrationAttemptMail, resetPasswordMail, verificationMail } from '../mail/index.js';
import { hashPassword, verifyPassword } from './password.js';
import type { SecondFactor } from './second-factor.js';
import type { SessionCache } from './session-cache.js';
import type { SessionTokens } from './session-tokens.js';

const DAY_MS = 86_400_000;
/** Matches the auth cookie's 30 days (PRODUCT §9). */
export const SESSION_TTL_MS = 30 * DAY_MS;
const VERIFY_TTL_MS = 2 * DAY_MS;
const RESET_TTL_MS = 60 * 60 * 1000;

export type AuthLimiters = {
  /** Failed logins per account. */
  loginAccount: Limiter;
  /** Failed logins per address. */
  loginAddress: Limiter;
  /** Reset mails asked per account. */
  resetAccount: Limiter;
  /** Reset requests and attempts per address. */
  resetAddress: Limiter;
  /** Registrations (each one sends a mail) per e-mail address. */
  registerAccount: Limiter;
  /** Registrations per client address. */
  registerAddress: Limiter;
};

const loginBlocked = (s: number) => AUTH_MESSAGES.loginBlocked(humanDuration(s));
const registerBlocked = (s: number) => AUTH_MESSAGES.registerBlocked(humanDuration(s));
const resetBlocked = (s: number) => AUTH_MESSAGES.resetBlocked(humanDuration(s));

/**
 * Ends every outstanding reset link of a user (issue 11 item 6): once the password is reset or
 * changed, no older link may set it again. Run it in the transaction that sets the password.
 */
export const endResetLinks = async (db: Db | Tx, userId: string, now = new Date()): Promise<void> => {
  await db
    .update(userTokens)
    .set({ usedAt: now })
    .where(and(eq(userTokens.userId, userId), eq(userTokens.purpose, 'reset_password'), isNull(userTokens.usedAt)));
};

/**
 * Built once (a prepared statement): the session by id with its user and the chosen membership —
 * the token's partner if the user is still a member, else the user's current partner, else the
 * newest membership (the order PartnersService.resolveAccess applies) — and that partner.
 */
const prepareSessionQuery = (db: Db) => {
  const chosen = db
    .select()
    .from(userPartners)
    .where(eq(userPartners.userId, users.id))
    .orderBy(
      sql`(${userPartners.partnerId} = ${sql.placeholder('pid')}::uuid) is true desc`,
      sql`(${userPartners.partnerId} = ${users.currentPartnerId}) is true desc`,
      desc(userPartners.createdAt),
    )
    .limit(1)
    .as('chosen');
  return db
    .select({
      session: sessions,
      user: users,
      membership: {
        id: chosen.id,
        userId: chosen.userId,
        partnerId: chosen.partnerId,
        role: chosen.role,
        createdAt: chosen.createdAt,
      },
      partner: partners,
    })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .leftJoinLateral(chosen, sql`true`)
    .leftJoin(partners, eq(partners.id, chosen.partnerId))
    .where(eq(sessions.id, sql.placeholder('sid')))
    .prepare('authenticate_session');
};
/** One row of the session query: what a request's authentication reads, and what SessionCache keeps. */
export type SessionRow = Awaited<ReturnType<ReturnType<typeof prepareSessionQuery>['execute']>>[number];

const normaliseIdentifier = (value: string) => value.trim().toLowerCase();

export class AuthService {
  constructor(
    private readonly db: Db,
    private readonly mail: MailService,
    private readonly tokens: SessionTokens,
    private readonly limiters: AuthLimiters,
    private readonly publicUrl: string,
    private readonly secondFactor: SecondFactor,
    /** What the session query read, per instance, dropped on the database's notices (ADR 0022). */
    private readonly sessions?: SessionCache<SessionRow>,
  ) {}

  private sessionQuery: ReturnType<typeof prepareSessionQuery> | undefined;

  /**
   * Answers true whether or not the address has an account, so the form discloses nothing; an
   * existing account's owner is mailed about the attempt instead. Every registration mails, so
   * each is counted per address and per client first, atomically (a burst sends no more).
   */
  async register(input: RegisterInput, meta: RequestMeta): Promise<boolean> {
    const email = normaliseIdentifier(input.email);
    await takeAttempt(
      registerBlocked,
      [this.limiters.registerAddress, meta.ip],
      [this.limiters.registerAccount, email],
    );
    // Hashed for both answers, so the time taken does not tell them apart either.
    const passwordHash = await hashPassword(input.password);
    const token = randomToken();
    const created = await this.db.transaction(async (tx) => {
      const [user] = await tx
        .insert(users)
        // The browser's language, from the register request: the variables are the spec's (issue 31).
        .values({ name: input.name, email, passwordHash, language: languageFromAcceptLanguage(meta.acceptLanguage) })
        .onConflictDoNothing()
        .returning();
      if (!user) return undefined;
      await tx.insert(userTokens).values({
        userId: user.id,
        purpose: 'verify_email',
        tokenHash: sha256(token),
        expiresAt: new Date(Date.now() + VERIFY_TTL_MS),
      });
      return user;
    });
    if (!created) {
      const [owner] = await this.db.select().from(users).where(eq(users.email, email)).limit(1);
      if (owner) {
        await this.mail.send(
          registrationAttemptMail(owner, {
            login: `${this.publicUrl}/login`,
            forgotPassword: `${this.publicUrl}/forgot-password`,
          }),
        );
      }
      return true;
    }
    await this.mail.send(verificationMail(created, `${this.publicUrl}/active/${encodeURIComponent(token)}`));
    return true;
  }

  /** Verifies the e-mail. A token is returned only when an operator has already activated the user. */
  async activateEmail(activeToken: string, meta: RequestMeta) {
    const now = new Date();
    const [used] = await this.db
      .update(userTokens)
      .set({ usedAt: now })
      .where(
        and(
          eq(userTokens.tokenHash, sha256(activeToken)),
          eq(userTokens.purpose, 'verify_email'),
          isNull(userTokens.usedAt),
          gt(userTokens.expiresAt, now),
        ),
      )
      .returning();
    if (!used) throw new AppError(AUTH_MESSAGES.invalidActivationLink, 'BAD_USER_INPUT');
    const [user] = await this.db
      .update(users)
      .set({ emailVerifiedAt: sql`coalesce(${users.emailVerifiedAt}, now())` })
      .where(eq(users.id, used.userId))
      .returning();
    if (!user) throw new AppError(AUTH_MESSAGES.invalidActivationLink, 'BAD_USER_INPUT');
    const access_token = user.activatedAt ? await this.startSession(user, meta, null, 'activation_link') : null;
    return { access_token, user };
  }

  async login(input: LoginInput, meta: RequestMeta) {
    const identifier = normaliseIdentifier(input.email_or_phone_number);
    // Counted before the password is checked, atomically: a burst cannot check more passwords
    // than the budget. Given back once the password is right, or when it could not be checked
    // (the database failed: an error of ours is never a wrong password), so only failures stay.
    const attempt = await takeAttempt(
      loginBlocked,
      [this.limiters.loginAccount, identifier],
      [this.limiters.loginAddress, meta.ip],
    );

    let user: UserRow | undefined;
    const passed = await attempt.check(async () => {
      [user] = await this.db
        .select()
        .from(users)
        .where(or(eq(users.email, identifier), eq(users.phone, input.email_or_phone_number.trim())))
        .limit(1);
      return (await verifyPassword(user?.passwordHash, input.password)) && user !== undefined;
    });
    // A wrong password keeps the attempt counted above.
    if (!passed || !user) {
      if (user) await this.recordLoginFailure(user, meta, 'password');
      throw new AppError(AUTH_MESSAGES.invalidCredentials, 'UNAUTHENTICATED');
    }
    if (!user.emailVerifiedAt) {
      throw new AppError(AUTH_MESSAGES.emailNotVerified, 'EMAIL_NOT_VERIFIED');
    }
    if (!user.activatedAt) {
      throw new AppError(AUTH_MESSAGES.notActivated, 'NOT_ACTIVATED');
    }
    // The code goes through the user's one two-factor counter, shared with every other code check.
    try {
      await this.secondFactor.requireFor(user, 'login', input.otp, 'OTP is required');
    } catch (error) {
      // Asking for the code is a step of the sign-in, not a failure; a code refused is.
      if (input.otp) await this.recordLoginFailure(user, meta, 'otp');
      throw error;
    }
    return { access_token: await this.startSession(user, meta, null, 'password'), user };
  }

  /**
   * A refused sign-in has no transaction of its own that commits, so its entry is written alone
   * (docs/SPEC-DECISIONS.md): for a known account only (an unknown address has no partner to
   * show it to), and only for attempts the rate limit let through, so it is bounded per account.
   */
  private async recordLoginFailure(user: UserRow, meta: RequestMeta, reason: 'password' | 'otp') {
    await this.db.transaction(async (tx) => {
      const partnerIds = await partnersOfUser(tx, user.id);
      await recordAudit(tx, partnerIds, userActor(user, null, meta), {
        action: 'auth.login_failed',
        target: { type: 'user', id: user.id, label: user.email },
        changes: { reason: { after: reason } },
      });
    });
  }

  /** Always answers true: whether an address is registered is not disclosed. */
  async requestPasswordReset(emailInput: string, meta: RequestMeta): Promise<boolean> {
    const email = normaliseIdentifier(emailInput);
    await this.limiters.resetAddress.consume(meta.ip, resetBlocked);
    await this.limiters.resetAccount.consume(email, resetBlocked);
    const [user] = await this.db.select().from(users).where(eq(users.email, email)).limit(1);
    if (!user) return true;
    const token = randomToken();
    await this.db.insert(userTokens).values({
      userId: user.id,
      purpose: 'reset_password',
      tokenHash: sha256(token),
      expiresAt: new Date(Date.now() + RESET_TTL_MS),
    });
    const link = `${this.publicUrl}/reset-password?user_id=${encodeURIComponent(user.id)}&token=${encodeURIComponent(token)}`;
    await this.mail.send(resetPasswordMail(user, link));
    return true;
  }

  /** Single use; every session of the user ends, as after any password change. */
  async resetPassword(input: ResetPasswordInput, meta: RequestMeta): Promise<boolean> {
    await this.limiters.resetAddress.consume(meta.ip, resetBlocked);
    if (!isUuid(input.user_id)) throw new AppError(AUTH_MESSAGES.invalidResetLink, 'BAD_USER_INPUT');
    const passwordHash = await hashPassword(input.password);
    const now = new Date();
    const ok = await this.db.transaction(async (tx) => {
      // The user's row before the link's: a password change locks the row and then ends every
      // link of the user, so a reset that held its link while waiting for the row deadlocked it.
      await tx.select({ id: users.id }).from(users).where(eq(users.id, input.user_id)).for('update');
      const [used] = await tx
        .update(userTokens)
        .set({ usedAt: now })
        .where(
          and(
            eq(userTokens.tokenHash, sha256(input.token)),
            eq(userTokens.userId, input.user_id),
            eq(userTokens.purpose, 'reset_password'),
            isNull(userTokens.usedAt),
            gt(userTokens.expiresAt, now),
          ),
        )
        .returning();
      if (!used) return false;
      // The link came to the address, which proves it: an unverified account (someone else may
      // have registered the address first) becomes its owner's here.
      await tx
        .update(users)
        .set({ passwordHash, emailVerifiedAt: sql`coalesce(${users.emailVerifiedAt}, now())` })
        .where(eq(users.id, used.userId));
      await endResetLinks(tx, used.userId, now);
      const revoked = await tx
        .update(sessions)
        .set({ revokedAt: now })
        .where(and(eq(sessions.userId, used.userId), isNull(sessions.revokedAt)))
        .returning({ id: sessions.id });
      const [user] = await tx.select().from(users).where(eq(users.id, used.userId));
      if (user) {
        await recordAudit(tx, await partnersOfUser(tx, user.id), userActor(user, null, meta), {
          action: 'auth.password_reset',
          target: { type: 'user', id: user.id, label: user.email },
          changes: { password: { before: 'set', after: 'set' }, sessions_revoked: { after: revoked.length } },
        });
      }
      return true;
    });
    if (!ok) throw new AppError(AUTH_MESSAGES.invalidResetLink, 'BAD_USER_INPUT');
    return true;
  }

  /** A new session, recorded as a sign-in in the audit log of each of the user's partners. */
  async startSession(
    user: UserRow,
    meta: RequestMeta,
    partnerId: string | null = null,
    method = 'password',
  ): Promise<string> {
    const expiresAt = new Date(Date.now() + SESSION_TTL_MS);
    const session = await this.db.transaction(async (tx) => {
      const [row] = await tx
        .insert(sessions)
        .values({ userId: user.id, expiresAt, ip: meta.ip, userAgent: meta.userAgent?.slice(0, 300) })
        .returning();
      if (!row) throw new Error('session insert returned nothing');
      await recordAudit(tx, await partnersOfUser(tx, user.id), userActor(user, row.id, meta), {
        action: 'auth.login',
        target: { type: 'user', id: user.id, label: user.email },
        changes: { method: { after: method } },
      });
      return row;
    });
    return this.tokens.sign({ userId: user.id, sessionId: session.id, partnerId }, expiresAt);
  }

  /** A token for the same session bound to another partner (the partner switch, PRODUCT §4). */
  async tokenForPartner(viewer: Viewer, partnerId: string): Promise<string> {
    const [session] = await this.db.select().from(sessions).where(eq(sessions.id, viewer.sessionId));
    if (!session) throw sessionGone();
    return this.tokens.sign({ userId: viewer.user.id, sessionId: session.id, partnerId }, session.expiresAt);
  }

  /** Resolves the caller of a request; a revoked or expired session answers 410 (PRODUCT §2.1). */
  async authenticate(token: string | undefined, meta?: RequestMeta): Promise<Viewer> {
    if (!token) throw unauthenticated();
    const claims = await this.tokens.verify(token);
    if (claims === 'expired') throw sessionGone();
    if (claims === 'invalid') throw unauthenticated();
    const row = await this.sessionRow(claims.sessionId, claims.partnerId);
    if (!row || row.user.id !== claims.userId) throw sessionGone();
    if (row.session.revokedAt || row.session.expiresAt.getTime() <= Date.now()) throw sessionGone();
    const chosen = row.membership && row.partner ? { membership: row.membership, partner: row.partner } : null;
    return { user: row.user, sessionId: row.session.id, tokenPartnerId: claims.partnerId, chosen, meta };
  }

  /**
   * Issue #16: the session, its user, the membership the request acts through and that partner, in
   * one indexed round trip — or from this instance's cache, which the database empties of a
   * session the moment anything of it changes (ADR 0022). Whether it still stands (revoked,
   * expired) is decided by the caller on every request either way.
   */
  private async sessionRow(sessionId: string, partnerId: string | null): Promise<SessionRow | undefined> {
    const key = `${sessionId}|${partnerId ?? ''}`;
    const cached = this.sessions?.get(key);
    if (cached) return cached;
    const stamp = this.sessions?.stamp();
    this.sessionQuery ??= prepareSessionQuery(this.db);
    const [row] = await this.sessionQuery.execute({ sid: sessionId, pid: partnerId });
    if (row && !row.session.revokedAt) {
      const keys = { sessionId, userId: row.user.id, partnerId: row.partner?.id ?? null };
      this.sessions?.store(stamp, key, keys, row);
    }
    return row;
  }

  async logout(viewer: Viewer): Promise<boolean> {
    await this.db.transaction(async (tx) => {
      await tx.update(sessions).set({ revokedAt: new Date() }).where(eq(sessions.id, viewer.sessionId));
      await recordAudit(tx, await partnersOfUser(tx, viewer.user.id), actorOf(viewer), {
        action: 'auth.logout',
        target: { type: 'session', id: viewer.sessionId },
      });
    });
    return true;
  }
}
