// What a merchant's server needs to call the gateway, without zod or anything of the portal:
// the entry point packages/sdk bundles (`@paygate/contracts/gateway-client`), so the SDK signs and
// checks requests with the very code the server verifies them with, in a few KB.

export { type AmountCheck, type AmountRule, checkAmount } from './amount.js';
export type { AppStatus, PaymentStatus } from './enums.js';
export { GATEWAY_ERROR_NAMES, GATEWAY_ERRORS, type GatewayErrorName } from './errors.js';
export { GATEWAY_QUERY_FIELDS, type GatewayQueryField, signGatewayRequest } from './gateway-request.js';
export {
  apiIsCrypto,
  GATEWAY_MESSAGES,
  isPaymentApi,
  paymentRequestProblem,
  type RequestProblem,
} from './gateway-rules.js';
export type { PaymentType, RefundDestination, RefundStatus } from './payments.js';
export { CONFIG_BANK_TYPES, type ConfigBankType, isConfigBankType } from './payments.js';
export type { ConfigBank, PaymentQueryResult, PaymentUrlResult, Refund, RefundResult } from './rest-types.js';
export {
  readSettlementReport,
  SETTLEMENT_MESSAGES,
  SETTLEMENT_REPORT_COLUMNS,
  type SettlementReportCheck,
} from './settlement-report.js';
export { gatewayHash, PAYMENT_APIS, type PaymentApi } from './signing.js';
export {
  COMPLAINT_EVENT_TYPES,
  type ComplaintEventType,
  type ComplaintWebhookPayload,
  isWebhookPayload,
  PAYMENT_EVENT_TYPES,
  type PaymentEventType,
  type PaymentWebhookPayload,
  REFUND_EVENT_TYPES,
  type RefundEventType,
  type RefundWebhookPayload,
  WEBHOOK_EVENT_TYPES,
  type WebhookComplaint,
  type WebhookEventType,
  type WebhookPayload,
  webhookPayloadProblem,
} from './webhook.js';
