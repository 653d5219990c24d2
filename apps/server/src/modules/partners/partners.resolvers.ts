import { can, DEFAULT_INVITE_ROLE, joinPartnerInput, partnerInput, TOTP_USES, type TotpUse } from '@paygate/contracts';
import type { Resolvers } from '../../generated/graphql.js';
import type { GraphQLContext } from '../../graphql/context.js';
import { parseInput } from '../../lib/validate.js';

export const partnersResolvers: Resolvers = {
  Query: {
    userInfo: async (_root, _args, ctx) => {
      const viewer = await ctx.viewer();
      return { viewer, access: await ctx.services.partners.resolveAccess(viewer) };
    },
    allPartner: async (_root, _args, ctx) => ctx.services.partners.allPartners(await ctx.viewer()),
    pendingInviteTokens: async (_root, _args, ctx) =>
      ctx.services.partners.pendingInvites(await ctx.activeAccess('invite')),
    partner: async (_root, _args, ctx) => {
      return (await ctx.access()).partner;
    },
  },
  Mutation: {
    // The caller's partner changes here: the mutation's own selection (the new partner's fees)
    // is answered for the new membership, not the one the request started with (issue 26).
    createPartner: async (_root, args, ctx) =>
      ctx.actFor(await ctx.services.partners.createPartner(await ctx.viewer(), parseInput(partnerInput, args))).partner,
    joinPartner: async (_root, args, ctx) =>
      ctx.actFor(
        await ctx.services.partners.joinPartner(await ctx.viewer(), parseInput(joinPartnerInput, args).invite_token),
      ).partner,
    createInviteToken: async (_root, args, ctx) => {
      const access = await ctx.services.partners.requireAccess(await ctx.viewer(), 'invite');
      return ctx.services.partners.createInvite(access, args.role ?? DEFAULT_INVITE_ROLE);
    },
    revokeInviteToken: async (_root, { invite_id }, ctx) =>
      ctx.services.partners.revokeInvite(
        await ctx.services.partners.requireAccess(await ctx.viewer(), 'invite'),
        invite_id,
      ),
  },
  User: {
    id: (p) => p.viewer.user.id,
    name: (p) => p.viewer.user.name,
    email: (p) => p.viewer.user.email,
    avatar: (p) => p.viewer.user.avatar,
    is_enabled_TOTP: (p) => p.viewer.user.totpEnabled,
    totp_config: (p) => p.viewer.user.totpConfig.filter(isTotpUse),
    language: (p) => p.viewer.user.language,
    user_type: (p) => p.access?.userType ?? (p.viewer.user.kind === 'SUPERVISOR' ? 'SUPERVISOR' : null),
    partner: (p) => p.access?.partner ?? null,
    user_partner: (p) =>
      p.access
        ? {
            membership: { id: p.access.membershipId, role: p.access.role, createdAt: p.access.joinedAt },
            user: p.viewer.user,
          }
        : null,
  },
  Partner: {
    partner_type: (p) => p.partnerType,
    fees: async (p, _args, ctx) => ((await maySeeFees(p.id, ctx)) ? p.fees : null),
    // The refund rule is part of the fees (it tells what a refund costs): the same roles see it.
    refund_fee_returned: async (p, _args, ctx) => ((await maySeeFees(p.id, ctx)) ? p.refundFeeReturned : null),
    disabled_banks: (p) => p.disabledBanks,
    time_zone: (p) => p.timeZone,
    list_user: async (p, _args, ctx) => {
      // The team is for the roles that manage it, only inside the caller's own partner, and only
      // with today's active token (PRODUCT §6: user lists show data only with it).
      const access = await ctx.activeAccess('manageTeam');
      if (access.partnerId !== p.id) return [];
      return ctx.services.partners.members(p.id);
    },
    list_app: async (p, _args, ctx) =>
      (await ctx.access()).partnerId === p.id ? ctx.services.apps.listApps(p.id) : [],
    list_source: async (p, _args, ctx) =>
      (await ctx.access()).partnerId === p.id ? ctx.services.apps.listSources(p.id) : [],
  },
  UserPartner: {
    id: (p) => p.membership.id,
    role: (p) => p.membership.role,
    user: (p) => p.user,
    created_time: (p) => p.membership.createdAt,
    // Team data (issue 28 item 15): loaded only by list_user, which is for manageTeam with today's
    // active token; the same type reached another way (the viewer's own membership) carries none.
    email: (p) => p.team?.email ?? null,
    two_factor_enabled: (p) => p.team?.twoFactorEnabled ?? null,
    last_active_at: (p) => p.team?.lastActiveAt ?? null,
  },
};

/**
 * PRODUCT §6: fees only for the roles of seeFees, and only of the partner the caller acts for
 * (allPartner lists others; their fees show after switching, by the role held there).
 */
const maySeeFees = async (partnerId: string, ctx: GraphQLContext) => {
  const access = await ctx.access();
  return access.partnerId === partnerId && can(access.userType, 'seeFees');
};

const isTotpUse = (v: string): v is TotpUse => (TOTP_USES as readonly string[]).includes(v);
