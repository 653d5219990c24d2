import type { GraphQLResolveInfo } from 'graphql';
import type { Resolvers } from '../../generated/graphql.js';
import { graphql } from '../../lib/graphql-cjs.js';
import { type DashboardParts, DashboardView } from './dashboard.service.js';

// partnerDashboard (PRODUCT §2.5, §7.1): any member of the partner (the sidebar hides it from
// TECHNICAL; its figures are no secret from someone who may list the transactions). Each field
// group is read only when asked for: the comparison period's query asks for the cards alone.

const CHANNEL_FIELDS = new Set(['list_channel_active', 'total_channel_active']);
const SOURCE_FIELDS = new Set(['list_source_active', 'total_source_active']);

/** The parts the request names directly (issue #16: read together in one statement). */
const wantedParts = (info: GraphQLResolveInfo): DashboardParts => {
  const wanted = { figures: false, channels: false, sources: false };
  for (const node of info.fieldNodes)
    for (const selection of node.selectionSet?.selections ?? []) {
      if (selection.kind !== graphql.Kind.FIELD) continue;
      const name = selection.name.value;
      if (CHANNEL_FIELDS.has(name)) wanted.channels = true;
      else if (SOURCE_FIELDS.has(name)) wanted.sources = true;
      else if (name !== '__typename') wanted.figures = true;
    }
  return wanted;
};

export const dashboardResolvers: Resolvers = {
  Query: {
    partnerDashboard: async (_root, { from_date, to_date }, ctx, info) => {
      const access = await ctx.access();
      const { timeZone } = access.partner;
      const range = ctx.services.dashboard.range(access.partnerId, timeZone, new Date(from_date), new Date(to_date));
      return new DashboardView(ctx.services.dashboard, range, wantedParts(info));
    },
  },
  DashboardData: {
    total_amount_success: async (v) => (await v.figures()).totalAmountSuccess,
    total_amount_refunded: async (v) => (await v.figures()).totalAmountRefunded,
    total_amount_net: async (v) => (await v.figures()).totalAmountNet,
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
