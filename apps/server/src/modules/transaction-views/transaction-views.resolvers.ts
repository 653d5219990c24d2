import { renameViewInput, saveViewInput } from '@paygate/contracts';
import type { Resolvers } from '../../generated/graphql.js';
import { parseInput } from '../../lib/validate.js';

// Saved views (issue #15 item 3): any member of the partner may keep their own — every role
// opens /transaction (policy MENU). Views hold filters, not data: no active token is needed to
// keep them, and the list they open still asks for one.

export const transactionViewsResolvers: Resolvers = {
  Query: {
    transactionViews: async (_root, _args, ctx) => {
      const access = await ctx.access();
      return ctx.services.transactionViews.list(access.membershipId);
    },
  },
  Mutation: {
    saveTransactionView: async (_root, args, ctx) => {
      const input = parseInput(saveViewInput, { ...args, is_default: args.is_default ?? false });
      const access = await ctx.access();
      return ctx.services.transactionViews.save(access.membershipId, input);
    },
    renameTransactionView: async (_root, { id, name }, ctx) => {
      const input = parseInput(renameViewInput, { name });
      const access = await ctx.access();
      return ctx.services.transactionViews.rename(access.membershipId, id, input.name);
    },
    setDefaultTransactionView: async (_root, { id }, ctx) => {
      const access = await ctx.access();
      return ctx.services.transactionViews.setDefault(access.membershipId, id ?? null);
    },
    deleteTransactionView: async (_root, { id }, ctx) => {
      const access = await ctx.access();
      return ctx.services.transactionViews.remove(access.membershipId, id);
    },
  },
  TransactionView: {
    is_default: (v) => v.isDefault,
    created_time: (v) => v.createdAt,
  },
};
