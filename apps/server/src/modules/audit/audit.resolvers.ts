import { auditFilterInput, auditPage, auditPageInput } from '@paygate/contracts';
import type { Resolvers } from '../../generated/graphql.js';
import { parseInput } from '../../lib/validate.js';
import type { AuditRow } from './audit.record.js';

// The audit log's queries (issue #15 item 1): OWNER and ADMIN (viewAudit in the policy table),
// with today's active token, like the team's data. The partner comes from the token; nothing in
// the schema changes an entry (there is no mutation), and the table refuses it anyway.

export type AuditEntryPageParent = { data: AuditRow[]; hasMore: boolean };

export const auditResolvers: Resolvers = {
  Query: {
    auditLog: async (_root, args, ctx) => {
      const access = await ctx.activeAccess('viewAudit');
      const filter = parseInput(auditFilterInput, args);
      const page = auditPage(parseInput(auditPageInput, args));
      return ctx.services.audit.list(access.partnerId, filter, page);
    },
    auditEntry: async (_root, { id }, ctx) => {
      const access = await ctx.activeAccess('viewAudit');
      return ctx.services.audit.entry(access.partnerId, id);
    },
    auditActors: async (_root, _args, ctx) => {
      const access = await ctx.activeAccess('viewAudit');
      return ctx.services.audit.actors(access.partnerId);
    },
  },
  AuditEntryPage: {
    has_more: (p) => p.hasMore,
  },
  AuditEntry: {
    seq: (e) => String(e.seq),
    created_time: (e) => e.createdAt,
    actor_type: (e) => e.actorType,
    actor_id: (e) => e.actorId,
    actor_name: (e) => e.actorName,
    actor_email: (e) => e.actorEmail,
    session_id: (e) => e.sessionId,
    target_type: (e) => e.targetType,
    target_id: (e) => e.targetId,
    target_label: (e) => e.targetLabel,
    user_agent: (e) => e.userAgent,
    prev_hash: (e) => e.prevHash,
  },
};
