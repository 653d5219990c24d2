import type { Permission } from '@paygate/contracts';
import type { GraphQLContext } from '../../graphql/context.js';
import type { PartnerAccess } from '../partners/partners.service.js';

/**
 * The caller, allowed by the policy table, with today's active token in the `active-token`
 * header (PRODUCT §4, §6: transaction, team and API-tool data). The role is checked first: a role
 * that may never see the data is told FORBIDDEN, not asked for a code.
 */
export const activeAccess = async (ctx: GraphQLContext, permission?: Permission): Promise<PartnerAccess> => {
  const access = await ctx.access();
  const allowed = permission ? await ctx.services.partners.requireAccess(access.viewer, permission) : access;
  await ctx.services.profile.requireActiveToken(allowed, ctx.activeToken);
  return allowed;
};
