import type { Resolvers } from '../../generated/graphql.js';
import { statementRequestOf } from './statement.args.js';

// balanceStatement (issue 30 item 2): the rights of the balance history it summarises — policy
// viewBalanceHistory with today's active token; another partner's app is NOT_FOUND.

export const statementResolvers: Resolvers = {
  Query: {
    balanceStatement: async (_root, args, ctx) => {
      const access = await ctx.activeAccess('viewBalanceHistory');
      const { timeZone } = await ctx.services.partners.getPartner(access.partnerId);
      const request = statementRequestOf(args, timeZone);
      await ctx.services.apps.getApp(access.partnerId, request.appId);
      const s = await ctx.services.statements.make(request);
      return {
        period: s.period,
        from: s.from,
        until: s.until,
        currency: s.currency,
        chain: s.chain,
        opening_balance: s.opening,
        closing_balance: s.closing,
        kinds: s.kinds,
        total_count: s.totals.count,
        total_credits: s.totals.credits,
        total_debits: s.totals.debits,
        total_fees: s.totals.fees,
        pending_payments: s.pendingPayments,
        made_at: s.madeAt,
      };
    },
    statementMail: async (_root, _args, ctx) => {
      const access = await ctx.access();
      return ctx.services.statementMailer.choiceOf(access.partnerId, access.viewer.user.id);
    },
  },
  Mutation: {
    setStatementMail: async (_root, args, ctx) => {
      const access = await ctx.activeAccess('receiveStatementMail');
      return ctx.services.statementMailer.choose(access, args.enabled);
    },
  },
};
