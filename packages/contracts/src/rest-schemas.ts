import { z } from 'zod';
import { AUDIT_ACTION_NAMES, type AuditAction } from './audit.js';
import { COMPLAINT_EVIDENCE_TYPES } from './complaints.js';
import { APP_STATUSES, PAYMENT_STATUSES, RATE_TYPES, TOKENS } from './enums.js';
import { type GatewayErrorBody, gatewayErrorBody } from './envelope.js';
import { GATEWAY_ERROR_NAMES } from './errors.js';
import { apiIsCrypto, apiNeedsAccountName, GATEWAY_MESSAGES } from './gateway-rules.js';
import { ID_MAX_LENGTH } from './limits.js';
import { CONFIG_BANK_TYPES, PAYMENT_TYPES, REFUND_DESTINATIONS, REFUND_STATUSES } from './payments.js';
import { FEE_REPORT_MAX_MONTHS, REPORT_MAX_DAYS, REPORT_SERVICES } from './reports.js';
import type { ConfigBank, PaymentQueryResult, PaymentUrlResult, Refund, RefundResult } from './rest-types.js';
import type { PaymentApi } from './signing.js';
import { safeText } from './validation/common.js';
import { sandboxComplaintBody, sandboxComplaintDecisionBody } from './validation/complaints.js';
import {
  accountNameField,
  apiToolAmount,
  cashInBody,
  cashOutChunkBody,
  depositBody,
  gatewayPaymentQuery,
  paymentLookupQuery,
  refundBody,
  SANDBOX_OUTCOMES,
  withdrawBody,
} from './validation/money.js';
import { exportRangeInput } from './validation/transactions.js';
import {
  COMPLAINT_EVENT_TYPES,
  COMPLAINT_OUTCOMES,
  COMPLAINT_STATUSES,
  type ComplaintWebhookPayload,
  PAYMENT_EVENT_TYPES,
  type PaymentWebhookPayload,
  REFUND_EVENT_TYPES,
  type RefundWebhookPayload,
  type WebhookPayload,
} from './webhook.js';

// The wire shapes of the REST calls (PRODUCT §7.2) and of the webhook as zod, for the OpenAPI
// document the server serves (GET /openapi.json) and for tests that check real answers against
// it. Requests reuse the schemas the server parses with; answers are checked against the plain
// types in rest-types.ts and webhook.ts with `satisfies`, so the document cannot drift from them.

const success = { error_code: z.literal(0), message: z.string() };

/** Every refusal: error_code (non-zero) and its name in `code`, the message, per-field messages. */
export const gatewayErrorSchema = z
  .object({
    error_code: z
      .int()
      .positive()
      .meta({ description: 'Non-zero: the number of `code` (1 INVALID_INPUT … 16 INTERNAL, 17 UNAVAILABLE)' }),
    code: z.enum(GATEWAY_ERROR_NAMES),
    message: z.string().meta({ description: "The message to show; the spec's own where it writes one" }),
    fields: z.record(z.string(), z.string()).optional().meta({ description: 'The message of each refused field' }),
  })
  .meta({ id: 'GatewayError' }) satisfies z.ZodType<GatewayErrorBody>;

/** GET /v1/partner/{api}'s query for one API: the common fields, the method's amount rule, account_name where required. */
export const paymentQuerySchema = (api: PaymentApi) =>
  gatewayPaymentQuery.extend({
    amount: apiToolAmount({ crypto: apiIsCrypto(api) }).meta({
      description: apiIsCrypto(api)
        ? 'Token amount, at least 0.5, 3 decimals'
        : 'Whole VND, at least 10,000 (0 for SCARD_ banks), below 1,000,000,000',
    }),
    ...(apiNeedsAccountName(api) ? { account_name: accountNameField } : {}),
  });

export const paymentUrlResultSchema = z
  .object({
    ...success,
    status: z.enum(PAYMENT_STATUSES),
    transaction_id: z.string(),
    payment_id: z.uuid(),
    app: z.object({ app_id: z.uuid(), name: z.string(), status: z.string() }),
    payment: z.object({
      payment_id: z.uuid(),
      amount: z.string().meta({ description: 'Decimal text: whole VND, or a token amount with up to 3 decimals' }),
      bank: z.string().nullable(),
      status: z.enum(PAYMENT_STATUSES),
      type: z.string(),
    }),
    payment_url: z.url().meta({ description: 'The hosted checkout page to send the payer to' }),
    expires_at: z.iso.datetime().nullable(),
  })
  .meta({ id: 'PaymentUrlResult' }) satisfies z.ZodType<PaymentUrlResult>;

export const configBankQuerySchema = z.object({
  type: z.enum(CONFIG_BANK_TYPES, { error: GATEWAY_MESSAGES.configBankType }),
  app_id: z.uuid().optional().meta({ description: "Leave out the banks this app's partner has disabled" }),
});

export const configBankResultSchema = z
  .object({ ...success, data: z.array(z.object({ id: z.string(), name: z.string() }) satisfies z.ZodType<ConfigBank>) })
  .meta({ id: 'ConfigBankResult' });

const moneyPayment = {
  payment_id: z.uuid(),
  transaction_id: z.string(),
  status: z.enum(PAYMENT_STATUSES),
  amount: z.string(),
};

/** The portal's auth token: in the body (PRODUCT §7.2) or the Authorization header. */
const bodyToken = {
  token: z.string().optional().meta({ description: 'The auth token, when no Authorization header is sent' }),
};

export const cashOutBodySchema = cashOutChunkBody({ requireOtp: false }).extend(bodyToken);
export const cashOutResultSchema = z
  .object({
    ...success,
    status: z.literal('SUCCESS'),
    error_id: z.literal(0),
    payment: z.object({ ...moneyPayment, fee: z.string() }),
    confirmation: z.string().optional().meta({ description: 'Stands in for the OTP on the later chunks (ADR 0008)' }),
    confirmation_expires_at: z.iso.datetime().optional(),
    retried: z
      .literal(true)
      .optional()
      .meta({ description: 'This transaction_id was already accepted: its first answer' }),
  })
  .meta({ id: 'CashOutResult' });

export const withdrawBodySchema = withdrawBody({ requireOtp: false }).extend(bodyToken);
export const withdrawResultSchema = z
  .object({
    ...success,
    status: z.literal('SUCCESS'),
    payment: z.object({ ...moneyPayment, fee: z.string(), token_name: z.string(), chain: z.string().nullable() }),
    retried: z.literal(true).optional(),
  })
  .meta({ id: 'WithdrawResult' });

export const cashInBodySchema = cashInBody.extend(bodyToken);
export const depositBodySchema = depositBody.extend(bodyToken);
export const fundingResultSchema = z
  .object({
    ...success,
    webPaymentUrl: z.url().meta({ description: 'The checkout page that pays the app balance' }),
    payment: z.looseObject(moneyPayment),
  })
  .meta({ id: 'FundingResult' });

/** POST /v1/partner/refund (issue 29 item 1): signed with the app secret, no user token. */
export const refundBodySchema = refundBody;
/** A refund as every answer and the portal show it (docs/adr/0029-refunds.md). */
export const refundSchema = z
  .object({
    refund_id: z.uuid(),
    transaction_id: z.string().meta({ description: "The refund's own id in your system: unique per app" }),
    payment_id: z.uuid(),
    status: z.enum(REFUND_STATUSES),
    amount: z.string().meta({ description: 'What the payer gets back, in the payment currency' }),
    fee_returned: z
      .string()
      .meta({ description: "The part of the payment's fee the gateway gives back (refund_fee_returned)" }),
    debited: z.string().meta({ description: 'What left the balance: amount − fee_returned' }),
    currency: z.string(),
    chain: z.string().nullable(),
    reason: z.string(),
    destination: z
      .enum(REFUND_DESTINATIONS)
      .meta({ description: "Where the money goes: the payer's card, account, sending account or wallet" }),
    failure_reason: z.string().nullable(),
    created_at: z.iso.datetime(),
    completed_at: z.iso.datetime().nullable(),
  })
  .meta({ id: 'Refund' }) satisfies z.ZodType<Refund>;
export const refundResultSchema = z
  .object({
    ...success,
    refund: refundSchema,
    payment: z.object({
      ...moneyPayment,
      refunded_amount: z.string().meta({ description: 'Refunds accepted so far (pending or succeeded)' }),
    }),
    retried: z
      .literal(true)
      .optional()
      .meta({ description: 'This transaction_id was already accepted: its first answer' }),
  })
  .meta({ id: 'RefundResult' }) satisfies z.ZodType<RefundResult>;

/** A payer's complaint (issue 29 item 2, PRODUCT §12) as the gateway shows it. */
export const complaintSchema = z
  .object({
    complaint_id: z.string(),
    status: z.enum(COMPLAINT_STATUSES),
    amount: z.string().meta({ description: 'The disputed amount, held from the available balance while open' }),
    reason: z.string().meta({ description: "The payer's reason" }),
    respond_by: z.iso.datetime().meta({ description: "The deadline of the merchant's answer" }),
    outcome: z
      .enum(COMPLAINT_OUTCOMES)
      .nullable()
      .meta({ description: 'Null while open; PAYMENT_KEPT (hold released) or REFUNDED once resolved' }),
    created_at: z.iso.datetime(),
    resolved_at: z.iso.datetime().nullable(),
  })
  .meta({ id: 'Complaint' });

/** GET /v1/partner/payment (issue 29 item 3): signed with the app secret (HASH_FIELDS.payment). */
export const paymentLookupQuerySchema = paymentLookupQuery;
const nullableTime = z.iso.datetime().nullable();
export const paymentQueryResultSchema = z
  .object({
    ...success,
    payment: z.object({
      payment_id: z.uuid(),
      transaction_id: z.string().meta({ description: 'Your order id' }),
      app_id: z.uuid(),
      type: z.string().meta({ description: 'The method: ATM_CARD, VIRTUAL_ACCOUNT, CRYPTO…' }),
      status: z.enum(PAYMENT_STATUSES),
      amount: z.string().meta({ description: 'Decimal text: whole VND, or a token amount with up to 3 decimals' }),
      fee: z.string().meta({ description: 'Taken from a successful payment: the balance got amount − fee' }),
      refunded_amount: z.string().meta({ description: 'Refunds accepted so far (pending or succeeded)' }),
      currency: z.string(),
      chain: z.string().nullable().meta({ description: 'Token payments: polygon, bsc or eth' }),
      bank: z.string().nullable().meta({ description: 'The bank code, or the token of a crypto payment' }),
      user_id: z.string().nullable(),
      failure_reason: z.string().nullable(),
      created_at: z.iso.datetime(),
      completed_at: nullableTime.meta({ description: 'When it reached its final status; null while PENDING' }),
      expires_at: nullableTime,
    }),
    refunds: z.array(refundSchema).meta({ description: 'Its refunds, newest first' }),
    complaint: complaintSchema
      .nullable()
      .meta({ description: 'Its complaint, if a payer ever disputed it (at most one)' }),
  })
  .meta({ id: 'PaymentQueryResult' }) satisfies z.ZodType<PaymentQueryResult>;

/** GET /v1/partner/crypto/exchange-rate's query (PRODUCT §7.2). */
export const exchangeRateQuerySchema = z.object({
  partner_id: safeText('partner_id', ID_MAX_LENGTH, { required: 'partner_id is required' }),
  token: safeText('token', ID_MAX_LENGTH, { required: GATEWAY_MESSAGES.tokenRequired })
    .transform((t) => t.toUpperCase())
    .refine((t) => t in TOKENS, { error: GATEWAY_MESSAGES.tokenRequired }),
  type: z.enum(RATE_TYPES, { error: 'type must be BUY or SELL' }),
});
export const rateQuoteSchema = z
  .object({
    token: z.enum(Object.keys(TOKENS) as [keyof typeof TOKENS, ...(keyof typeof TOKENS)[]]),
    type: z.enum(RATE_TYPES),
    rate: z.string().meta({ description: 'VND per token, whole VND as decimal text' }),
    at: z.iso.datetime(),
  })
  .meta({ id: 'RateQuote', description: 'The `data` of each server-sent event' });

export const uploadBodySchema = z.object({
  upload: z.string().meta({ format: 'binary', description: 'PNG or JPEG, 512×512 px, at most 1 MB' }),
});
export const uploadResultSchema = z
  .object({ ...success, data: z.object({ path: z.string().meta({ example: '/uploads/3f6c….png' }) }) })
  .meta({ id: 'UploadResult' });

export const exportQuerySchema = exportRangeInput.meta({
  description: 'from_date and to_date as YYYYMMDD, at most 30 days; the filters of allPayment may follow',
});

/** GET /v1/partner/audit/export.csv: the audit list's filter (issue #15 item 1), dates as ISO instants. */
export const auditExportQuerySchema = z
  .object({
    actor_id: z.string().max(64).optional(),
    action: z.enum(AUDIT_ACTION_NAMES as [AuditAction, ...AuditAction[]]).optional(),
    target: z.string().max(200).optional(),
    from_date: z.iso.datetime({ offset: true }).optional(),
    to_date: z.iso.datetime({ offset: true }).optional(),
  })
  .meta({ description: "The audit list's filters; every entry that matches, newest first" });

/** GET /v1/partner/balance-history/export.csv (issue 30 item 1): balanceHistory's filters. */
export const balanceHistoryExportQuerySchema = z
  .object({
    app_id: z.string().max(64),
    app_status: z.enum(['DEVELOPMENT', 'PRODUCTION']),
    currency: z.string().max(16).optional(),
    chain: z.string().max(32).optional(),
    kinds: z.string().max(2000).optional().meta({ description: 'Kinds of line, comma-separated or repeated' }),
    from_date: z.iso.datetime({ offset: true }).optional(),
    to_date: z.iso.datetime({ offset: true }).optional(),
  })
  .meta({ description: "The balance history's filters; every line that matches, newest first" });

/** GET /v1/partner/statement.csv and .pdf (issue 30 item 2): balanceStatement's variables. */
export const statementQuerySchema = z
  .object({
    app_id: z.string().max(64),
    app_status: z.enum(['DEVELOPMENT', 'PRODUCTION']),
    currency: z.string().max(16),
    chain: z.string().max(32).optional(),
    period: z
      .string()
      .regex(/^\d{4}-\d{2}(-\d{2})?$/)
      .meta({ description: "A closed day (YYYY-MM-DD) or month (YYYY-MM) of the partner's time zone" }),
  })
  .meta({ description: "One balance's statement for a closed period" });

/** GET /v1/partner/report.csv (issue 30 item 3): partnerReport's variables. */
export const reportQuerySchema = z
  .object({
    service: z.enum(REPORT_SERVICES),
    from_date: z
      .string()
      .regex(/^\d{4}-\d{2}-\d{2}$/)
      .meta({ description: "The first day, of the partner's time zone" }),
    to_date: z
      .string()
      .regex(/^\d{4}-\d{2}-\d{2}$/)
      .meta({ description: `The last day, included; at most ${REPORT_MAX_DAYS} days in all` }),
  })
  .meta({ description: "/report's filter: a service and a range of the partner's days" });

/** GET /v1/partner/fee-report.csv (issue 30 item 3): partnerFeeReport's variables. */
export const feeReportQuerySchema = z
  .object({
    from_month: z
      .string()
      .regex(/^\d{4}-\d{2}$/)
      .meta({ description: "The first month, YYYY-MM, of the partner's time zone" }),
    to_month: z
      .string()
      .regex(/^\d{4}-\d{2}$/)
      .meta({ description: `The last month, included; at most ${FEE_REPORT_MAX_MONTHS} months in all` }),
  })
  .meta({ description: "The fee report's months: the fees the partner's PRODUCTION postings charged" });

/** GET /v1/partner/payout-report.csv (issue 30 item 3): partnerPayoutReport's days. */
export const payoutReportQuerySchema = z
  .object({
    from_date: z
      .string()
      .regex(/^\d{4}-\d{2}-\d{2}$/)
      .meta({ description: "The first day a payout was made, of the partner's time zone" }),
    to_date: z
      .string()
      .regex(/^\d{4}-\d{2}-\d{2}$/)
      .meta({ description: `The last day, included; at most ${REPORT_MAX_DAYS} days in all` }),
  })
  .meta({ description: "The payout report's days: the partner's PRODUCTION cash-outs and withdrawals made then" });

/** GET /v1/partner/settlement-report (issue 30 item 4): signed with the app secret (HASH_FIELDS.settlementReport). */
export const settlementReportQuerySchema = z
  .object({
    app_id: z.string().max(64),
    date: z
      .string()
      .regex(/^\d{4}-\d{2}-\d{2}$/)
      .meta({ description: "A closed day (YYYY-MM-DD) of the partner's time zone" }),
    environment: z
      .enum(['PRODUCTION', 'DEVELOPMENT'])
      .optional()
      .meta({ description: 'Which of the app’s balances; absent: the environment the app is in now' }),
    hash: z.string().max(128),
  })
  .meta({ description: "One app's settlements of a closed day" });

/** GET /v1/partner/settlement-report.csv: the portal's download of the same file. */
export const settlementReportDownloadSchema = z
  .object({
    app_id: z.string().max(64),
    app_status: z.enum(['DEVELOPMENT', 'PRODUCTION']),
    date: z
      .string()
      .regex(/^\d{4}-\d{2}-\d{2}$/)
      .meta({ description: "A closed day (YYYY-MM-DD) of the partner's time zone" }),
  })
  .meta({ description: "One app's settlements of a closed day" });

export const checkoutTokenParams = z.object({ token: z.string().regex(/^[A-Za-z0-9_-]{1,64}$/) });
export const sandboxOutcomeParams = checkoutTokenParams.extend({ outcome: z.enum(SANDBOX_OUTCOMES) });
export const checkoutViewSchema = z
  .object({
    ...success,
    data: z.looseObject({
      payment_id: z.uuid(),
      transaction_id: z.string(),
      type: z.string(),
      status: z.enum(PAYMENT_STATUSES),
      amount: z.string(),
      currency: z.string(),
      expires_at: z.iso.datetime().nullable(),
      sandbox: z.boolean(),
      return_url: z.string().nullable(),
    }),
  })
  .meta({ id: 'CheckoutView' });
export const sandboxResultSchema = z
  .object({ ...success, data: z.object({ status: z.enum(PAYMENT_STATUSES), return_url: z.string().nullable() }) })
  .meta({ id: 'SandboxResult' });

/** The sandbox's payer disputed the payment, or its bank decided the contest (docs/SANDBOX.md). */
export const sandboxComplaintResultSchema = z
  .object({
    ...success,
    data: z.object({
      status: z.enum(PAYMENT_STATUSES).meta({ description: "The payment's status after it" }),
      complaint: complaintSchema,
    }),
  })
  .meta({ id: 'SandboxComplaintResult' });
export const sandboxComplaintBodySchema = sandboxComplaintBody;
export const sandboxComplaintDecisionBodySchema = sandboxComplaintDecisionBody;

/** A file of evidence stored for a complaint's answer (POST /v1/complaint/evidence). */
export const evidenceBodySchema = z.object({
  complaint_id: z.string().meta({ description: 'The complaint the file is for' }),
  evidence: z.string().meta({ format: 'binary', description: 'PNG, JPEG or PDF, at most 2 MB' }),
});
export const evidenceResultSchema = z
  .object({
    ...success,
    data: z.object({
      evidence_id: z.uuid(),
      name: z.string(),
      content_type: z.enum(COMPLAINT_EVIDENCE_TYPES),
      size: z.number().int(),
    }),
  })
  .meta({ id: 'EvidenceResult' });
export const evidenceParams = z.object({ id: z.uuid() });

/** What every webhook body starts with: the fields of PRODUCT §3 "Webhook sample", in its order. */
const webhookSpecFields = {
  transaction_id: z.string().meta({ description: 'Your order id' }),
  app: z.object({ app_id: z.string(), name: z.string(), status: z.enum(APP_STATUSES) }),
  channel: z.object({ channel_id: z.string(), name: z.string() }),
  source: z.string(),
  payment: z.object({
    payment_id: z.string(),
    amount: z.string(),
    bank: z.string(),
    status: z.enum(PAYMENT_STATUSES).meta({
      description: "The status the event announced; a refund's or complaint's event: the payment's status as it stands",
    }),
    user_id: z.string(),
    account_number: z.string(),
    account_name: z.string(),
    type: z.enum(PAYMENT_TYPES).meta({ description: "The payment's method, not the event's type" }),
  }),
  transfer_info: z.object({
    sender_name: z.string(),
    sender_account: z.string(),
    sender_bank_bin: z.string(),
    message: z.string(),
  }),
};
/** What every event adds after them (issue 29 item 4). */
const webhookEventFields = <T extends readonly [string, ...string[]]>(types: T, description: string) => ({
  type: z.enum(types).meta({ description }),
  created_at: z.iso
    .datetime()
    .meta({ description: 'When it happened: the same on every retry (the webhook-timestamp header is the attempt)' }),
  test: z.boolean().meta({ description: "True only for the Webhook Test button's event" }),
});

/** A payment's final status (PRODUCT §3 "Webhook sample" and its type). */
export const paymentWebhookPayloadSchema = z
  .object({
    ...webhookSpecFields,
    ...webhookEventFields(
      PAYMENT_EVENT_TYPES,
      'SUCCESS: payment.succeeded; FAILED: payment.failed; CANCEL: payment.expired when it timed out unpaid, else payment.cancelled',
    ),
  })
  .meta({ id: 'PaymentWebhookPayload' }) satisfies z.ZodType<PaymentWebhookPayload>;

/** A refund's event (PRODUCT §11): the payment's body with the event's type and the refund. */
export const refundWebhookPayloadSchema = z
  .object({
    ...webhookSpecFields,
    ...webhookEventFields(REFUND_EVENT_TYPES, "The refund's outcome"),
    refund: refundSchema,
  })
  .meta({ id: 'RefundWebhookPayload' }) satisfies z.ZodType<RefundWebhookPayload>;

/** A complaint's moment: complaint.opened, complaint.resolved. */
export const complaintWebhookPayloadSchema = z
  .object({
    ...webhookSpecFields,
    ...webhookEventFields(COMPLAINT_EVENT_TYPES, 'A complaint opened, or was resolved'),
    complaint: complaintSchema,
  })
  .meta({ id: 'ComplaintWebhookPayload' }) satisfies z.ZodType<ComplaintWebhookPayload>;

/** Every webhook body, told apart by `type`. */
export const webhookPayloadSchema = z.discriminatedUnion('type', [
  paymentWebhookPayloadSchema,
  refundWebhookPayloadSchema,
  complaintWebhookPayloadSchema,
]) satisfies z.ZodType<WebhookPayload>;

/**
 * The JSON answer of each REST operation on success (PRODUCT §7.2), by method and path as the
 * OpenAPI document writes them; every refusal is the gateway error body (envelope.ts). The server
 * builds its answers against these, the web parses them, and the integration tests hold every
 * answer they see to them (restAnswerProblem), as documenso keeps a response schema per operation.
 */
export const REST_RESULTS = {
  'GET /config/bank': configBankResultSchema,
  'GET /v1/partner/{api}': paymentUrlResultSchema,
  'POST /v1/partner/transfer/cms': cashOutResultSchema,
  'POST /v1/partner/crypto-withdraw': withdrawResultSchema,
  'POST /v1/partner/cmsCashInVND': fundingResultSchema,
  'POST /v1/partner/cmsDepositCrypto': fundingResultSchema,
  'POST /v1/partner/refund': refundResultSchema,
  'GET /v1/partner/payment': paymentQueryResultSchema,
  'POST /v1/upload': uploadResultSchema,
  'GET /v1/checkout/{token}': checkoutViewSchema,
  'POST /v1/checkout/{token}/{outcome}': sandboxResultSchema,
  'POST /v1/checkout/{token}/complain': sandboxComplaintResultSchema,
  'POST /v1/checkout/{token}/complaint/decide': sandboxComplaintResultSchema,
  'POST /v1/complaint/evidence': evidenceResultSchema,
} as const satisfies Record<string, z.ZodType>;
export type RestOperation = keyof typeof REST_RESULTS;
/** What an operation answers on success: the server types its answer with it, the web reads it. */
export type RestResult<O extends RestOperation> = z.output<(typeof REST_RESULTS)[O]>;

/** Operations whose success is not JSON (a CSV file, server-sent events); their refusals are. */
export const REST_STREAMS: readonly string[] = [
  'GET /v1/partner/crypto/exchange-rate',
  'GET /v1/partner/payments/export.csv',
  'GET /v1/partner/audit/export.csv',
  'GET /v1/complaint/evidence/{id}',
];

/** `/v1/checkout/:token` (a Fastify route) → `/v1/checkout/{token}` (the OpenAPI path). */
export const openApiPath = (route: string) => route.replace(/:([A-Za-z_]+)/g, '{$1}');

/** JSON with every object's keys sorted: two values that differ only in key order read the same. */
const canonical = (value: unknown): string =>
  JSON.stringify(value, (_key, v: unknown) =>
    v && typeof v === 'object' && !Array.isArray(v)
      ? Object.fromEntries(Object.entries(v).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)))
      : v,
  );
const sameJson = (a: unknown, b: unknown): boolean => canonical(a) === canonical(b);

/**
 * Why a REST answer does not match its contract, or undefined when it does: a refusal must be the
 * exact error body (its code's number as error_code), a success its operation's result with no
 * field the schema does not declare. `operation` is `METHOD /path` with OpenAPI parameters.
 */
export const restAnswerProblem = (operation: string, status: number, body: unknown): string | undefined => {
  if (status >= 400) {
    const refusal = gatewayErrorBody.safeParse(body);
    return refusal.success ? undefined : `${operation} ${status}: not the gateway error body: ${refusal.error.message}`;
  }
  const schema = (REST_RESULTS as Record<string, z.ZodType>)[operation];
  if (!schema) return `${operation} ${status}: no result schema in contracts (REST_RESULTS)`;
  const result = schema.safeParse(body);
  if (!result.success) return `${operation} ${status}: ${result.error.message}`;
  // A schema drops the fields it does not declare: an answer that loses some says more than its contract.
  if (!sameJson(result.data, body)) return `${operation} ${status}: fields the schema does not declare`;
  return undefined;
};
