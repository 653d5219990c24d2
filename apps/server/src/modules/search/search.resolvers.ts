import { parseSearchQuery, searchInput } from '@paygate/contracts';
import type { Resolvers } from '../../generated/graphql.js';
import { badInput } from '../../lib/errors.js';
import { parseInput } from '../../lib/validate.js';
import type { SearchHitRow } from './search.service.js';

// globalSearch (issue #15 item 2): the partner and role come from the token; the query is only
// what to look for. A bad query (too long, a control character, an unknown status) is a
// validation error with its message, never a server error.

export const searchResolvers: Resolvers = {
  Query: {
    globalSearch: async (_root, args, ctx) => {
      const { query } = parseInput(searchInput, args);
      const parsed = parseSearchQuery(query);
      if (parsed.invalidStatus) throw badInput(parsed.invalidStatus, { query: parsed.invalidStatus });
      const access = await ctx.access();
      const result = await ctx.services.search.search(access, parsed, () =>
        ctx.services.profile.hasActiveToken(access, ctx.activeToken),
      );
      return { hits: result.hits, locked_kinds: result.lockedKinds };
    },
  },
  SearchHit: {
    matched: (h: SearchHitRow) => h.matched ?? null,
    refunded_amount: (h: SearchHitRow) => h.refundedAmount ?? null,
    app_id: (h: SearchHitRow) => h.appId ?? null,
    app_name: (h: SearchHitRow) => h.appName ?? null,
    created_time: (h: SearchHitRow) => h.createdAt ?? null,
  },
};
