import type { Resolvers } from '../../generated/graphql.js';
import { DashboardView } from './dashboard.service.js';

// partnerDashboard (spec §2.5, §7.1): any member of the partner (the sidebar hides it from
// TECHNICAL; its figures are no secret from someone who may list the transactions). Each field
// group is read only when asked for: the comparison period's query asks for the cards alone.

export const dashboardResolvers: Resolvers = {
  Query: {
    partnerDashboard: async (_root, { from_date, to_date }, ctx) => {
      const access = await ctx.access();
      const { timeZone } = access.partner;
      const range = ctx.services.dashboard.range(access.partnerId, timeZone, new Date(from_date), new Date(to_date));
      return new DashboardView(ctx.services.dashboard, range);
    },
  },
  DashboardData: {
    total_amount_success: async (v) => (await v.figures()).totalAmountSuccess,
    total_payment_success: async (v) => (await v.figures()).totalPaymentSuccess,
    total_payment_failed: async (v) => (await v.figures()).totalPaymentFailed,
    payment_success_group_by_date: async (v) => (await v.figures()).successByDate,
    payment_failed_group_by_date: async (v) => (await v.figures()).failedByDate,
    payment_success_group_by_time_in_24_hour: async (v) => (await v.figures()).successBy24Hour,
    payment_success_group_by_date_time: async (v) => (await v.figures()).successByDateTime,
    list_channel_active: (v) => v.channels(),
    list_source_active: (v) => v.sources(),
    total_channel_active: async (v) => (await v.channels()).length,
    total_source_active: async (v) => (await v.sources()).length,
  },
};
