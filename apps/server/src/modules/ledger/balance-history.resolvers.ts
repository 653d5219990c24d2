import type { Resolvers } from '../../generated/graphql.js';
import { parsePage } from '../../lib/paging.js';
import { historyFilterOf } from './balance-history.args.js';
import { MOVEMENT_KINDS } from './postings.js';

// balanceHistory (issue 30 item 1): the roles of policy viewBalanceHistory with today's active
// token, like the transaction list whose payments its lines link to; tenancy by the app.

export const balanceHistoryResolvers: Resolvers = {
  Query: {
    balanceHistory: async (_root, args, ctx) => {
      const access = await ctx.activeAccess('viewBalanceHistory');
      const filter = historyFilterOf(args);
      const page = parsePage(args.offset, args.limit);
      // Another partner's app (or none) is NOT_FOUND, before anything of the ledger is read.
      await ctx.services.apps.getApp(access.partnerId, args.app_id);
      const { balanceHistory } = ctx.services;
      const [rows, counted] = await Promise.all([balanceHistory.page(filter, page), balanceHistory.total(filter)]);
      return {
        total: counted.total,
        total_capped: counted.capped,
        kinds: [...MOVEMENT_KINDS],
        data: rows.map((r) => ({
          id: r.id,
          created_time: r.createdAt,
          kind: r.kind,
          payment_id: r.paymentId,
          currency: r.currency,
          chain: r.chain,
          amount: r.amount,
          fee: r.fee,
          balance_after: r.balanceAfter,
        })),
      };
    },
  },
};
