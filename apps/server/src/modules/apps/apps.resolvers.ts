import { can, channelNameInput, createAppInput, sourceNameInput, updateAppInput } from '@paygate/contracts';
import type { Resolvers } from '../../generated/graphql.js';
import type { GraphQLContext } from '../../graphql/context.js';
import { parseInput } from '../../lib/validate.js';

/** The caller, checked against a permission of the policy table (PRODUCT §6 as data). */
const accessFor = async (ctx: GraphQLContext, permission?: Parameters<typeof can>[1]) => {
  const access = await ctx.access();
  if (permission) return ctx.services.partners.requireAccess(access.viewer, permission);
  return access;
};

/**
 * The partner's source counts, read once per request however many sources the list holds (a
 * field resolver per source would query once per row).
 */
const sourceCounts = new WeakMap<GraphQLContext, Map<string, Promise<Map<string, number>>>>();
const sourceCountsOf = (ctx: GraphQLContext, partnerId: string) => {
  const byPartner = sourceCounts.get(ctx) ?? new Map<string, Promise<Map<string, number>>>();
  sourceCounts.set(ctx, byPartner);
  let counts = byPartner.get(partnerId);
  if (!counts) {
    counts = ctx.services.dashboard.sourcePaymentCounts(partnerId);
    byPartner.set(partnerId, counts);
  }
  return counts;
};

/** Secrets only for the roles that manage apps; null for everyone else. */
const managerOnly = async <T>(ctx: GraphQLContext, value: T): Promise<T | null> =>
  can((await ctx.access()).userType, 'manageApps') ? value : null;

export const appsResolvers: Resolvers = {
  Query: {
    app: async (_root, { app_id }, ctx) => ctx.services.apps.getApp((await accessFor(ctx)).partnerId, app_id),
  },
  Mutation: {
    createApp: async (_root, args, ctx) =>
      ctx.services.apps.createApp(await accessFor(ctx, 'manageApps'), parseInput(createAppInput, args)),
    updateApp: async (_root, args, ctx) =>
      ctx.services.apps.updateApp(await accessFor(ctx, 'manageApps'), parseInput(updateAppInput, args)),
    setAppStatusToProduction: async (_root, { app_id }, ctx) =>
      ctx.services.apps.setProduction(await accessFor(ctx, 'manageApps'), app_id),
    removeApp: async (_root, { app_id }, ctx) => ctx.services.apps.removeApp(await accessFor(ctx, 'deleteApp'), app_id),
    rotateAppSecret: async (_root, { app_id, grace }, ctx) =>
      ctx.services.apps.rotateSecret(await accessFor(ctx, 'manageApps'), app_id, grace),
    rotateWebhookSecret: async (_root, { app_id, grace }, ctx) =>
      ctx.services.apps.rotateWebhookSecret(await accessFor(ctx, 'manageApps'), app_id, grace),
    testAppWebhook: async (_root, { app_id }, ctx) =>
      ctx.services.apps.testWebhook(await accessFor(ctx, 'manageApps'), app_id),
    createChannel: async (_root, { app_id, name }, ctx) =>
      ctx.services.apps.createChannel(
        await accessFor(ctx, 'manageApps'),
        app_id,
        parseInput(channelNameInput, { name }).name,
      ),
    updateChannel: async (_root, { channel_id, name }, ctx) =>
      ctx.services.apps.renameChannel(
        await accessFor(ctx, 'manageApps'),
        channel_id,
        parseInput(channelNameInput, { name }).name,
      ),
    setChannelDefault: async (_root, { channel_id }, ctx) =>
      ctx.services.apps.setDefaultChannel(await accessFor(ctx, 'manageApps'), channel_id),
    createSource: async (_root, { name }, ctx) =>
      ctx.services.apps.createSource(await accessFor(ctx, 'manageSources'), parseInput(sourceNameInput, { name }).name),
    updateSource: async (_root, { source_id, name }, ctx) =>
      ctx.services.apps.renameSource(
        await accessFor(ctx, 'manageSources'),
        source_id,
        parseInput(sourceNameInput, { name }).name,
      ),
    updateUserPartner: async (_root, { user_partner_id, role }, ctx) =>
      ctx.services.partners.updateMemberRole(await accessFor(ctx, 'manageTeam'), user_partner_id, role),
    removeUserPartner: async (_root, { user_partner_id }, ctx) =>
      ctx.services.partners.removeMember(await accessFor(ctx, 'manageTeam'), user_partner_id),
  },
  App: {
    created_time: (a) => a.createdAt,
    webhook_url: (a) => a.webhookUrl,
    app_secret: (a, _args, ctx) => managerOnly(ctx, a.appSecret),
    webhook_secret: (a, _args, ctx) => managerOnly(ctx, a.webhookSecret),
    previous_secret_expires_at: (a, _args, ctx) =>
      managerOnly(
        ctx,
        a.previousSecretExpiresAt && a.previousSecretExpiresAt.getTime() > Date.now()
          ? a.previousSecretExpiresAt
          : null,
      ),
    previous_webhook_secret_expires_at: (a, _args, ctx) =>
      managerOnly(
        ctx,
        a.previousWebhookSecretExpiresAt && a.previousWebhookSecretExpiresAt.getTime() > Date.now()
          ? a.previousWebhookSecretExpiresAt
          : null,
      ),
    list_channel: (a, _args, ctx) => ctx.services.apps.listChannels(a.id),
  },
  Channel: {
    is_default: (c) => c.isDefault,
  },
  Source: {
    // Figures any member sees on the dashboard's source donut: no further role rule. A source
    // is only ever listed to its own partner (Partner.list_source, the mutations' access).
    payments_last_30_days: async (s, _args, ctx) => (await sourceCountsOf(ctx, s.partnerId)).get(s.id) ?? 0,
  },
  WebhookAttempt: {
    created_time: (w) => w.createdAt,
    status_code: (w) => w.statusCode,
    latency_ms: (w) => w.latencyMs,
    response_excerpt: (w) => w.responseExcerpt,
  },
};
