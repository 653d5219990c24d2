import type { Role, UserType } from '@paygate/contracts';
import type { partners, userPartners, users } from '../db/schema.js';

// Who is calling, as every module that acts for a caller sees it. These types sit beneath the
// modules (ENGINEERING §2): auth fills in the viewer, partners the access, and the audit log,
// money, apps and the rest only read them, so none of those depends on auth or partners for it.

export type UserRow = typeof users.$inferSelect;
export type PartnerRow = typeof partners.$inferSelect;
/** What a request knows of its membership (the session query reads it); a member's own preferences are read where used. */
export type MembershipRow = Omit<typeof userPartners.$inferSelect, 'statementMail'>;

/** The membership a request acts through and its partner, as read with the session. */
export type ChosenMembership = {
  membership: MembershipRow;
  partner: PartnerRow;
};

/** The authenticated caller: the user, the session, and the partner the token is bound to. */
export type Viewer = {
  user: UserRow;
  sessionId: string;
  tokenPartnerId: string | null;
  /**
   * The membership chosen for this request (PartnersService.resolveAccess's rule), read in the same
   * query as the session: null when the user has none, absent when it was not read with it.
   */
  chosen?: ChosenMembership | null;
  /** The request's client address and user agent: what the audit log records with the actor. */
  meta?: RequestMeta | undefined;
};
export type RequestMeta = {
  ip: string;
  userAgent: string | undefined;
  /** The request's Accept-Language header: a new user's language is read from it (issue 31). */
  acceptLanguage?: string | undefined;
};

/** The caller acting for one partner: where every tenant-scoped operation starts. */
export type PartnerAccess = {
  viewer: Viewer;
  partnerId: string;
  membershipId: string;
  role: Role;
  joinedAt: Date;
  /** The role, or SUPERVISOR for gateway supervisors (PRODUCT §6 uses both). */
  userType: UserType;
  /** The partner's row as read with the membership (name, time zone) — for this request only. */
  partner: PartnerRow;
};
