export type {
  ConfigBank,
  ConfigBankType,
  PaymentApi,
  PaymentUrlResult,
  WebhookPayload,
} from '@paygate/contracts/gateway-client';
export { CONFIG_BANK_TYPES, GATEWAY_ERRORS, PAYMENT_APIS } from '@paygate/contracts/gateway-client';
export { PaygateClient, type PaygateClientOptions, type PaymentParams } from './client.js';
export {
  PaygateApiError,
  PaygateError,
  type PaygateErrorCode,
  PaygateNetworkError,
  PaygateResponseError,
  PaygateTimeoutError,
  PaygateValidationError,
  WebhookPayloadError,
  WebhookReplayError,
  WebhookSignatureError,
  WebhookTimestampError,
  WebhookVerificationError,
} from './errors.js';
export {
  type SeenWebhookIds,
  type VerifyWebhookOptions,
  verifyWebhook,
  type WebhookEvent,
  type WebhookHeaders,
} from './webhook.js';
