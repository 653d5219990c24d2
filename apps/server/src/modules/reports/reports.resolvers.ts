import type { Resolvers } from '../../generated/graphql.js';
import { feeReportArgsOf, payoutReportArgsOf, reportArgsOf } from './reports.args.js';

// partnerReport, partnerFeeReport and partnerPayoutReport (issue 30 item 3): policy viewReports with today's active token, the balance
// history's rights; the partner is the caller's, so another partner's figures cannot be asked for.

export const reportsResolvers: Resolvers = {
  Query: {
    partnerReport: async (_root, args, ctx) => {
      const access = await ctx.activeAccess('viewReports');
      const request = reportArgsOf(args);
      const { timeZone } = await ctx.services.partners.getPartner(access.partnerId);
      return ctx.services.reports.daily(access.partnerId, timeZone, request);
    },
    partnerFeeReport: async (_root, args, ctx) => {
      const access = await ctx.activeAccess('viewReports');
      const request = feeReportArgsOf(args);
      const { timeZone } = await ctx.services.partners.getPartner(access.partnerId);
      return ctx.services.reports.fees(access.partnerId, timeZone, request);
    },
    partnerPayoutReport: async (_root, args, ctx) => {
      const access = await ctx.activeAccess('viewReports');
      const request = payoutReportArgsOf({ ...args, page: args.page ?? undefined });
      const { timeZone } = await ctx.services.partners.getPartner(access.partnerId);
      return ctx.services.reports.payouts(access.partnerId, timeZone, request);
    },
  },
};
