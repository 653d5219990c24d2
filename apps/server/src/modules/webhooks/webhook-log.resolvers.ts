import { languageFromAcceptLanguage, webhookDeliveriesInput, webhookResendRangeInput } from '@paygate/contracts';
import type { Resolvers } from '../../generated/graphql.js';
import type { GraphQLContext } from '../../graphql/context.js';
import { messageIn } from '../../lib/i18n.js';
import { parseInput } from '../../lib/validate.js';
import type { WebhookDeliveryRow } from './webhook-log.service.js';

// The webhook delivery log (issue #14 item 3). The app must be the caller's partner's (another
// partner's answers "App not found", as a missing one); the log is for the roles that see the
// app list, and resending also needs resendWebhook (PRODUCT §6: never SUPPORTER). The notices on
// /notification are stored in English (contracts' NOTICE_MESSAGES) and read in the request's
// language (issue 31): a title or body that fills a template of the catalogue is translated, any
// other (an older wording) is answered as it was stored.

export type WebhookDeliveryPageParent = { rows: WebhookDeliveryRow[]; total: number };

const appOfCaller = async (ctx: GraphQLContext, appId: string, resend: boolean) => {
  const access = await ctx.access();
  await ctx.services.partners.requireAccess(access.viewer, 'viewWebhookLog');
  if (resend) await ctx.services.partners.requireAccess(access.viewer, 'resendWebhook');
  return ctx.services.apps.getApp(access.partnerId, appId);
};

export const webhookLogResolvers: Resolvers = {
  Query: {
    webhookDeliveries: async (_root, args, ctx) => {
      const filter = parseInput(webhookDeliveriesInput, args);
      const app = await appOfCaller(ctx, filter.appId, false);
      return ctx.services.webhookLog.list(app.id, filter);
    },
    failedWebhookEventCount: async (_root, args, ctx) => {
      const range = parseInput(webhookResendRangeInput, args);
      const app = await appOfCaller(ctx, range.appId, false);
      return ctx.services.webhookLog.failedEventCount({ ...range, appId: app.id });
    },
    notifications: async (_root, _args, ctx) => {
      const access = await ctx.access();
      const language = languageFromAcceptLanguage(ctx.meta.acceptLanguage);
      const rows = await ctx.services.webhookLog.notifications(access.partnerId);
      return rows.map((n) => ({ ...n, title: messageIn(language, n.title), body: messageIn(language, n.body) }));
    },
  },
  Mutation: {
    resendWebhookEvent: async (_root, { app_id, payment_id, message_id }, ctx) => {
      const app = await appOfCaller(ctx, app_id, true);
      return ctx.services.webhookLog.resendOne(app, payment_id, message_id);
    },
    resendFailedWebhooks: async (_root, args, ctx) => {
      const range = parseInput(webhookResendRangeInput, args);
      const app = await appOfCaller(ctx, range.appId, true);
      return { count: await ctx.services.webhookLog.resendFailed({ ...range, appId: app.id }) };
    },
  },
  App: {
    // Whoever sees the app sees whether its endpoint answers: no secret in it.
    webhook_status: async (a, _args, ctx) => ctx.services.webhookLog.endpointStatus(a.id),
  },
  WebhookEndpointStatus: {
    failing_since: (s) => s.failingSince,
    last_attempt_time: (s) => s.lastAttemptAt,
  },
  WebhookDeliveryPage: {
    data: (p) => p.rows,
  },
  WebhookDelivery: {
    created_time: (w) => w.createdAt,
    event_type: (w) => w.eventType,
    message_id: (w) => w.messageId,
    payment_id: (w) => w.paymentId,
    transaction_id: (w) => w.transactionId,
    status_code: (w) => w.statusCode,
    latency_ms: (w) => w.latencyMs,
    response_excerpt: (w) => w.responseExcerpt,
  },
  Notification: {
    app_id: (n) => n.appId,
    created_time: (n) => n.createdAt,
  },
};
