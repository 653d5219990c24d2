export { WEBHOOK_TIMEOUT_MS, type WebhookAttemptRow, WebhookSender } from './delivery.js';
export { testWebhookPayload } from './payload.js';
export { newWebhookSecret, webhookSigningSecrets } from './signing.js';
export { assertPublicWebhookUrl } from './url-safety.js';
export { type WebhookDeliveryPageParent, webhookLogResolvers } from './webhook-log.resolvers.js';
export {
  type EndpointStatus,
  type NotificationRow,
  PRUNE_EVERY_SECONDS,
  type WebhookDeliveryRow,
  WebhookLogService,
} from './webhook-log.service.js';
export { WEBHOOK_QUEUE_POLICY, WebhookWorker } from './webhook-worker.js';
