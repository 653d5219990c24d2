import {
  can,
  INVITE_TTL_DAYS,
  NOT_FOUND_MESSAGES,
  PARTNER_MESSAGES,
  type PartnerInput,
  type Permission,
  type Role,
  type UpdatableRole,
  type UserType,
} from '@paygate/contracts';
import { and, asc, desc, eq, gt, isNull, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.js';
import { auditLog, inviteTokens, partners, sessions, userPartners, users } from '../../db/schema.js';
import type { ChosenMembership, MembershipRow, PartnerAccess, PartnerRow, Viewer } from '../../lib/caller.js';
import { AppError, forbidden, notFound } from '../../lib/errors.js';
import { isUuid } from '../../lib/ids.js';
import { inviteCode, sha256 } from '../../lib/random.js';
import { actorOf, recordAudit } from '../audit/index.js';
import type { AuthService } from '../auth/index.js';

const DAY_MS = 86_400_000;

const inviteRefused = (message: string) =>
  new AppError(message, 'BAD_USER_INPUT', { fields: { invite_token: message } });

/** A pending invitation code as the contract's PendingInviteToken lists it. */
export type PendingInvite = {
  id: string;
  role: Role;
  created_by: string | null;
  created_time: Date;
  expires_at: Date;
};

/**
 * Revokes the pending codes a user minted for a partner: run where the user leaves the partner or
 * loses the right to invite, in the same transaction (issue 11 item 8).
 */
const revokeInvitesOf = async (tx: Tx, partnerId: string, userId: string, now = new Date()) => {
  await tx
    .update(inviteTokens)
    .set({ revokedAt: now })
    .where(
      and(
        eq(inviteTokens.partnerId, partnerId),
        eq(inviteTokens.createdBy, userId),
        isNull(inviteTokens.usedAt),
        isNull(inviteTokens.revokedAt),
      ),
    );
};

export const userTypeOf = (kind: 'USER' | 'SUPERVISOR', role: Role): UserType =>
  kind === 'SUPERVISOR' ? 'SUPERVISOR' : role;

export class PartnersService {
  constructor(
    private readonly db: Db,
    private readonly auth: AuthService,
  ) {}

  /**
   * The partner a request acts for: the one the token is bound to (partner switch), else the
   * user's current partner, else the most recent membership. Never taken from arguments.
   */
  async resolveAccess(viewer: Viewer): Promise<PartnerAccess | null> {
    // Read with the session by AuthService.authenticate (issue #16: one query per request).
    if (viewer.chosen !== undefined) return viewer.chosen && this.accessOf(viewer, viewer.chosen);
    const memberships = await this.db
      .select({ membership: userPartners, partner: partners })
      .from(userPartners)
      .innerJoin(partners, eq(partners.id, userPartners.partnerId))
      .where(eq(userPartners.userId, viewer.user.id))
      .orderBy(desc(userPartners.createdAt));
    const chosen =
      memberships.find((m) => m.membership.partnerId === viewer.tokenPartnerId) ??
      memberships.find((m) => m.membership.partnerId === viewer.user.currentPartnerId) ??
      memberships[0];
    return chosen ? this.accessOf(viewer, chosen) : null;
  }

  private accessOf(viewer: Viewer, { membership, partner }: ChosenMembership): PartnerAccess {
    return {
      viewer,
      partnerId: membership.partnerId,
      membershipId: membership.id,
      role: membership.role,
      joinedAt: membership.createdAt,
      userType: userTypeOf(viewer.user.kind, membership.role),
      partner,
    };
  }

  async requireAccess(viewer: Viewer, permission?: Permission): Promise<PartnerAccess> {
    const access = await this.resolveAccess(viewer);
    if (!access) throw new AppError(PARTNER_MESSAGES.noPartner, 'FORBIDDEN');
    if (permission && !can(access.userType, permission)) throw forbidden();
    return access;
  }

  async getPartner(partnerId: string): Promise<PartnerRow> {
    const [row] = await this.db.select().from(partners).where(eq(partners.id, partnerId));
    if (!row) throw notFound(NOT_FOUND_MESSAGES.partner);
    return row;
  }

  /**
   * The partner's members for the team screen (issue 28 item 15): with each one's e-mail, whether
   * they use two-factor, and when they were last active — the later of their newest session (a
   * sign-in) and their newest audit entry in this partner (both read by an index).
   */
  async members(partnerId: string) {
    const lastSignIn = sql<Date | null>`(select max(s.created_at) from ${sessions} s where s.user_id = ${users.id})`;
    const lastAction = sql<Date | null>`(select max(a.created_at) from ${auditLog} a
      where a.partner_id = ${userPartners.partnerId} and a.actor_id = ${users.id})`;
    const rows = await this.db
      .select({
        membership: userPartners,
        user: { id: users.id, name: users.name, avatar: users.avatar },
        email: users.email,
        twoFactorEnabled: users.totpEnabled,
        lastActiveAt: sql<Date | string | null>`greatest(${lastSignIn}, ${lastAction})`,
      })
      .from(userPartners)
      .innerJoin(users, eq(users.id, userPartners.userId))
      .where(eq(userPartners.partnerId, partnerId))
      .orderBy(asc(userPartners.createdAt));
    return rows.map(({ membership, user, email, twoFactorEnabled, lastActiveAt }) => ({
      membership,
      user,
      // A raw sql column comes back as text from pg (a Date from PGlite): one type for the resolver.
      team: { email, twoFactorEnabled, lastActiveAt: lastActiveAt == null ? null : new Date(lastActiveAt) },
    }));
  }

  /** The new partner, and its owner's access to it: the rest of the request acts for it (issue 26). */
  async createPartner(viewer: Viewer, input: PartnerInput): Promise<PartnerAccess> {
    return this.db.transaction(async (tx) => {
      const [partner] = await tx
        .insert(partners)
        .values({ name: input.name, partnerType: input.partner_type })
        .returning();
      if (!partner) throw new Error('partner insert returned nothing');
      const [membership] = await tx
        .insert(userPartners)
        .values({ userId: viewer.user.id, partnerId: partner.id, role: 'OWNER' })
        .returning();
      if (!membership) throw new Error('membership insert returned nothing');
      await tx.update(users).set({ currentPartnerId: partner.id }).where(eq(users.id, viewer.user.id));
      await recordAudit(tx, partner.id, actorOf(viewer), {
        action: 'partner.created',
        target: { type: 'partner', id: partner.id, label: partner.name },
        changes: { name: { after: partner.name }, partner_type: { after: partner.partnerType } },
      });
      return this.accessOf(viewer, { membership, partner });
    });
  }

  async createInvite(access: PartnerAccess, role: UpdatableRole) {
    const code = inviteCode();
    const expiresAt = new Date(Date.now() + INVITE_TTL_DAYS * DAY_MS);
    await this.db.transaction(async (tx) => {
      const [invite] = await tx
        .insert(inviteTokens)
        .values({
          partnerId: access.partnerId,
          codeHash: sha256(code),
          role,
          createdBy: access.viewer.user.id,
          expiresAt,
        })
        .returning({ id: inviteTokens.id });
      // The code itself is a bearer secret: never in the log.
      await recordAudit(tx, access.partnerId, actorOf(access.viewer), {
        action: 'invite.created',
        target: { type: 'invite', id: invite?.id ?? '', label: role },
        changes: { role: { after: role }, expires_at: { after: expiresAt } },
      });
    });
    return { invite_token: code, role, expires_at: expiresAt };
  }

  /**
   * Uses the code in the same transaction that adds the member, so a code joins one user once. A
   * code counts only while its creator may still invite for the partner: a removal or a role
   * change that races the join cannot leave a usable code behind.
   */
  /** The partner joined, and the new member's access to it (as createPartner). */
  async joinPartner(viewer: Viewer, code: string): Promise<PartnerAccess> {
    const now = new Date();
    const codeHash = sha256(code.trim().toUpperCase());
    return this.db.transaction(async (tx) => {
      const [invite] = await tx.select().from(inviteTokens).where(eq(inviteTokens.codeHash, codeHash));
      if (!invite) throw inviteRefused(PARTNER_MESSAGES.inviteInvalid);
      if (invite.usedAt) throw inviteRefused(PARTNER_MESSAGES.inviteUsed);
      if (invite.revokedAt) throw inviteRefused(PARTNER_MESSAGES.inviteRevoked);
      if (invite.expiresAt.getTime() <= now.getTime()) throw inviteRefused(PARTNER_MESSAGES.inviteExpired);
      if (!(await this.mayStillInvite(tx, invite.partnerId, invite.createdBy)))
        throw inviteRefused(PARTNER_MESSAGES.inviteRevoked);
      const [existing] = await tx
        .select()
        .from(userPartners)
        .where(and(eq(userPartners.userId, viewer.user.id), eq(userPartners.partnerId, invite.partnerId)));
      if (existing) throw new AppError(PARTNER_MESSAGES.alreadyMember, 'CONFLICT');
      const [claimed] = await tx
        .update(inviteTokens)
        .set({ usedAt: now, usedBy: viewer.user.id })
        .where(
          and(
            eq(inviteTokens.id, invite.id),
            isNull(inviteTokens.usedAt),
            isNull(inviteTokens.revokedAt),
            gt(inviteTokens.expiresAt, now),
          ),
        )
        .returning();
      if (!claimed) throw inviteRefused(PARTNER_MESSAGES.inviteUsed);
      const [membership] = await tx
        .insert(userPartners)
        .values({ userId: viewer.user.id, partnerId: invite.partnerId, role: invite.role })
        .returning();
      if (!membership) throw new Error('membership insert returned nothing');
      await tx.update(users).set({ currentPartnerId: invite.partnerId }).where(eq(users.id, viewer.user.id));
      const [partner] = await tx.select().from(partners).where(eq(partners.id, invite.partnerId));
      if (!partner) throw notFound(NOT_FOUND_MESSAGES.partner);
      await recordAudit(tx, partner.id, actorOf(viewer), {
        action: 'invite.used',
        target: { type: 'invite', id: invite.id, label: viewer.user.email },
        changes: { member: { after: viewer.user.email }, role: { after: invite.role } },
      });
      return this.accessOf(viewer, { membership, partner });
    });
  }

  /** Whether the code's creator is still a member of the partner with the right to invite. */
  private async mayStillInvite(tx: Tx, partnerId: string, creatorId: string | null): Promise<boolean> {
    if (!creatorId) return false;
    const [row] = await tx
      .select({ role: userPartners.role, kind: users.kind })
      .from(userPartners)
      .innerJoin(users, eq(users.id, userPartners.userId))
      .where(and(eq(userPartners.userId, creatorId), eq(userPartners.partnerId, partnerId)));
    return Boolean(row && can(userTypeOf(row.kind, row.role), 'invite'));
  }

  /** The partner's codes not used, revoked or expired yet, newest first. */
  async pendingInvites(access: PartnerAccess): Promise<PendingInvite[]> {
    const rows = await this.db
      .select({ invite: inviteTokens, creator: users.name })
      .from(inviteTokens)
      .leftJoin(users, eq(users.id, inviteTokens.createdBy))
      .where(
        and(
          eq(inviteTokens.partnerId, access.partnerId),
          isNull(inviteTokens.usedAt),
          isNull(inviteTokens.revokedAt),
          gt(inviteTokens.expiresAt, new Date()),
        ),
      )
      .orderBy(desc(inviteTokens.createdAt));
    return rows.map(({ invite, creator }) => ({
      id: invite.id,
      role: invite.role,
      created_by: creator,
      created_time: invite.createdAt,
      expires_at: invite.expiresAt,
    }));
  }

  /** Revokes a pending code of the caller's partner; another partner's code is not found. */
  async revokeInvite(access: PartnerAccess, inviteId: string): Promise<boolean> {
    if (!isUuid(inviteId)) throw notFound(NOT_FOUND_MESSAGES.invite);
    const [invite] = await this.db
      .select()
      .from(inviteTokens)
      .where(and(eq(inviteTokens.id, inviteId), eq(inviteTokens.partnerId, access.partnerId)));
    if (!invite) throw notFound(NOT_FOUND_MESSAGES.invite);
    if (invite.usedAt) throw new AppError(PARTNER_MESSAGES.inviteUsed, 'CONFLICT');
    // Revoking twice, or an expired code, changes nothing and is not an error.
    await this.db.transaction(async (tx) => {
      const revoked = await tx
        .update(inviteTokens)
        .set({ revokedAt: new Date() })
        .where(and(eq(inviteTokens.id, invite.id), isNull(inviteTokens.usedAt), isNull(inviteTokens.revokedAt)))
        .returning({ id: inviteTokens.id });
      if (revoked.length === 0) return;
      await recordAudit(tx, access.partnerId, actorOf(access.viewer), {
        action: 'invite.revoked',
        target: { type: 'invite', id: invite.id, label: invite.role },
      });
    });
    return true;
  }

  /** Nobody changes or removes an OWNER or themself (issue #3); another partner's member is not found. */
  private async manageableMember(access: PartnerAccess, membershipId: string): Promise<MembershipRow> {
    if (!isUuid(membershipId)) throw notFound(NOT_FOUND_MESSAGES.member);
    const [member] = await this.db
      .select()
      .from(userPartners)
      .where(and(eq(userPartners.id, membershipId), eq(userPartners.partnerId, access.partnerId)));
    if (!member) throw notFound(NOT_FOUND_MESSAGES.member);
    if (member.role === 'OWNER') throw forbidden(PARTNER_MESSAGES.ownerUnchangeable);
    if (member.userId === access.viewer.user.id) throw forbidden(PARTNER_MESSAGES.notYourself);
    return member;
  }

  async updateMemberRole(access: PartnerAccess, membershipId: string, role: UpdatableRole) {
    const member = await this.manageableMember(access, membershipId);
    await this.db.transaction(async (tx) => {
      const [before] = await tx
        .select({ role: userPartners.role })
        .from(userPartners)
        .where(eq(userPartners.id, membershipId))
        .for('update');
      await tx.update(userPartners).set({ role }).where(eq(userPartners.id, membershipId));
      const [user] = await tx
        .select({ kind: users.kind, email: users.email })
        .from(users)
        .where(eq(users.id, member.userId));
      // A role without the right to invite takes the member's pending codes with it.
      if (!user || !can(userTypeOf(user.kind, role), 'invite')) {
        await revokeInvitesOf(tx, member.partnerId, member.userId);
      }
      await recordAudit(tx, access.partnerId, actorOf(access.viewer), {
        action: 'member.role_changed',
        target: { type: 'member', id: member.userId, label: user?.email },
        changes: { role: { before: before?.role ?? member.role, after: role } },
      });
    });
    const [row] = (await this.members(access.partnerId)).filter((m) => m.membership.id === membershipId);
    if (!row) throw notFound(NOT_FOUND_MESSAGES.member);
    return row;
  }

  async removeMember(access: PartnerAccess, membershipId: string): Promise<boolean> {
    const member = await this.manageableMember(access, membershipId);
    await this.db.transaction(async (tx) => {
      await tx.delete(userPartners).where(eq(userPartners.id, member.id));
      // The codes the member minted leave with them: none lets them, or anyone, back in.
      await revokeInvitesOf(tx, member.partnerId, member.userId);
      // The user's row before the audit head, as a profile change of the member (updateLanguage,
      // changePassword) locks them: the other way round, the two deadlocked.
      const [user] = await tx
        .select({ email: users.email })
        .from(users)
        .where(eq(users.id, member.userId))
        .for('update');
      await tx
        .update(users)
        .set({ currentPartnerId: null })
        .where(and(eq(users.id, member.userId), eq(users.currentPartnerId, member.partnerId)));
      // The audit head last, as recordAudit asks.
      await recordAudit(tx, access.partnerId, actorOf(access.viewer), {
        action: 'member.removed',
        target: { type: 'member', id: member.userId, label: user?.email },
        changes: { role: { before: member.role, after: null } },
      });
    });
    return true;
  }

  /** Every partner of the user, each with a token bound to it for the switch (PRODUCT §4). */
  async allPartners(viewer: Viewer) {
    const rows = await this.db
      .select({ membership: userPartners, partner: partners })
      .from(userPartners)
      .innerJoin(partners, eq(partners.id, userPartners.partnerId))
      .where(eq(userPartners.userId, viewer.user.id))
      .orderBy(asc(partners.name));
    return Promise.all(
      rows.map(async (r) => ({
        partner: r.partner,
        token: await this.auth.tokenForPartner(viewer, r.partner.id),
        user_type: userTypeOf(viewer.user.kind, r.membership.role),
      })),
    );
  }
}
