import {
  PAYMENT_APIS,
  PAYMENT_TYPE_OF_API,
  PAYOUT_REPORT_CSV_COLUMNS,
  SETTLEMENT_REPORT_COLUMNS,
} from '@paygate/contracts';
import {
  auditExportQuerySchema,
  balanceHistoryExportQuerySchema,
  cashInBodySchema,
  cashOutBodySchema,
  cashOutResultSchema,
  checkoutTokenParams,
  checkoutViewSchema,
  complaintWebhookPayloadSchema,
  configBankQuerySchema,
  configBankResultSchema,
  depositBodySchema,
  evidenceBodySchema,
  evidenceParams,
  evidenceResultSchema,
  exchangeRateQuerySchema,
  exportQuerySchema,
  feeReportQuerySchema,
  fundingResultSchema,
  gatewayErrorSchema,
  paymentLookupQuerySchema,
  paymentQueryResultSchema,
  paymentQuerySchema,
  paymentUrlResultSchema,
  paymentWebhookPayloadSchema,
  payoutReportQuerySchema,
  rateQuoteSchema,
  refundBodySchema,
  refundResultSchema,
  refundWebhookPayloadSchema,
  reportQuerySchema,
  sandboxComplaintBodySchema,
  sandboxComplaintDecisionBodySchema,
  sandboxComplaintResultSchema,
  sandboxOutcomeParams,
  sandboxResultSchema,
  settlementReportDownloadSchema,
  settlementReportQuerySchema,
  statementQuerySchema,
  uploadBodySchema,
  uploadResultSchema,
  withdrawBodySchema,
  withdrawResultSchema,
} from '@paygate/contracts/rest-schemas';
import { z } from 'zod';
import { createDocument, type ZodOpenApiOperationObject, type ZodOpenApiResponsesObject } from 'zod-openapi';

// The OpenAPI 3.1 document of the REST calls of PRODUCT §7.2 and of the webhook, generated from the
// contracts' zod schemas by zod-openapi (which renders them with zod's own toJSONSchema): the
// server parses requests with these schemas, so the document cannot describe another API than the
// one served. apps/server/test/openapi.int.test.ts validates it and compares its paths with the
// routes Fastify registered. Served at GET /openapi.json.

const json = (schema: z.ZodType) => ({ 'application/json': { schema } });

/** The Standard Webhooks headers every webhook carries. */
const webhookHeaders = z.object({
  'webhook-id': z.string().meta({ description: 'The event id, the same on every retry and resend' }),
  'webhook-timestamp': z.string().meta({ description: 'Seconds since the epoch when this attempt was signed' }),
  'webhook-signature': z.string().meta({
    description: '`v1,` and the base64 HMAC-SHA256; several, space-separated, while the webhook secret rotates',
  }),
});

const REFUSALS = {
  '400': 'Invalid input (error_code 1), or another refusal of the request',
  '401': 'Invalid hash (2), or no valid auth token (7)',
  '403': 'Not allowed for this role (8), or the active token is missing (13)',
  '404': 'Not found: no app has this app_id (error_code 3), or the route does not exist (10)',
  '409': 'The transaction_id was used for another request (5), or a conflict (11)',
  '429': 'Too many requests (15)',
  '500': 'Internal server error (16)',
} as const;
type RefusalStatus = keyof typeof REFUSALS;

/** Success plus the refusals a route can answer, each the gateway envelope with a non-zero error_code. */
const responses = (ok: ZodOpenApiResponsesObject, refusals: RefusalStatus[]): ZodOpenApiResponsesObject => {
  const out: ZodOpenApiResponsesObject = { ...ok };
  for (const status of [...refusals, '500'] as const) {
    out[status] = { description: REFUSALS[status], content: json(gatewayErrorSchema) };
  }
  return out;
};

const PAYMENT_API_SUMMARY: Record<(typeof PAYMENT_APIS)[number], string> = {
  getATMCardPaymentURL: 'Pay by domestic ATM card',
  getInternetBankingPaymentURL: 'Pay by internet banking',
  getVirtualAccount: 'A virtual account for one payment',
  getBankAccount: 'Pay by transfer to a collection bank account',
  getCryptoPaymentUrl: 'Pay in a token on a chain',
  getPermanentVirtualAccount: 'A virtual account that stays open',
  getDynamicQrPaymentUrl: 'Pay by VietQR transfer',
};

// How each call is authorised, as OpenAPI security schemes (Redocly's security-defined rule):
// a merchant's call is signed by its app_id and hash; the bank lists and the checkout page are
// public (`security: []`); the portal's calls carry its tokens; a webhook carries its signature.
const SIGNED = [{ appId: [], gatewayHash: [] }];
/**
 * A call signed in its JSON body (POST /v1/partner/refund): app_id and hash are fields of the body,
 * and OpenAPI's apiKey schemes can only say query, header or cookie. So it declares no scheme, and
 * its description and body schema say where the signature travels.
 */
const BODY_SIGNED: [] = [];
const PUBLIC: [] = [];

const paymentOperation = (api: (typeof PAYMENT_APIS)[number]): ZodOpenApiOperationObject => ({
  operationId: api,
  tags: ['Payments'],
  summary: PAYMENT_API_SUMMARY[api],
  description:
    `Creates a ${PAYMENT_TYPE_OF_API[api]} payment, or answers the one this transaction_id already made. ` +
    '`hash` is the SHA-1 hex of the values joined by `:` in the documented order with the app secret last ' +
    '(Docs → API). A retry with the same transaction_id and values is safe.',
  security: SIGNED,
  requestParams: { query: paymentQuerySchema(api) },
  responses: responses(
    { '200': { description: 'The payment and its checkout URL', content: json(paymentUrlResultSchema) } },
    ['400', '401', '404', '409', '429'],
  ),
});

const portalOperation = (
  operationId: string,
  summary: string,
  body: z.ZodType,
  result: z.ZodType,
): ZodOpenApiOperationObject => ({
  operationId,
  tags: ['Money'],
  summary,
  description: 'The portal’s money movement: the OWNER’s auth token (`Authorization` header or `token` in the body).',
  security: [{ authToken: [] }],
  requestBody: { required: true, content: json(body) },
  responses: responses({ '200': { description: 'Accepted', content: json(result) } }, [
    '400',
    '401',
    '403',
    '404',
    '409',
  ]),
});

export const buildOpenApiDocument = (options: { serverUrl: string; version: string }) =>
  createDocument({
    openapi: '3.1.0',
    info: {
      title: 'Paygate gateway REST API',
      version: options.version,
      description:
        'The payment APIs a merchant server calls, the bank lists, the portal’s money calls and uploads, and the ' +
        'webhook Paygate sends (PRODUCT §7.2). Every answer is an envelope: `error_code` 0 is success, anything else ' +
        'a refusal with `code`, `message` and `fields`. A typed Node client: `@paygate/sdk`.',
    },
    servers: [{ url: options.serverUrl }],
    tags: [
      { name: 'Payments', description: 'Signed payment requests of a merchant server' },
      { name: 'Configuration', description: 'The bank and token lists a payment request chooses from' },
      { name: 'Money', description: 'Cash-out, withdraw, cash-in and deposit of the portal' },
      { name: 'Checkout', description: 'The hosted checkout page and its sandbox actions' },
      { name: 'Portal', description: 'Uploads and exports of the signed-in portal' },
    ],
    components: {
      securitySchemes: {
        appId: {
          type: 'apiKey',
          in: 'query',
          name: 'app_id',
          description: 'The app making the request (Apps screen); always together with `hash`',
        },
        gatewayHash: {
          type: 'apiKey',
          in: 'query',
          name: 'hash',
          description:
            'SHA-1 hex of the request’s values joined by `:` in the order Docs → API gives for the call, the app ' +
            'secret last (PRODUCT §7.2). Not a key sent as it is: a signature of this one request.',
        },
        webhookSignature: {
          type: 'apiKey',
          in: 'header',
          name: 'webhook-signature',
          description:
            'Standard Webhooks: `v1,` and the base64 HMAC-SHA256 of `webhook-id.webhook-timestamp.body` with the ' +
            'app’s `whsec_` secret; during a webhook secret rotation one signature per secret, space-separated.',
        },
        authToken: { type: 'apiKey', in: 'header', name: 'authorization', description: 'The portal’s auth token' },
        activeToken: { type: 'apiKey', in: 'header', name: 'active-token', description: 'Today’s active token' },
      },
    },
    paths: {
      ...Object.fromEntries(PAYMENT_APIS.map((api) => [`/v1/partner/${api}`, { get: paymentOperation(api) }])),
      '/config/bank': {
        get: {
          operationId: 'configBank',
          tags: ['Configuration'],
          summary: 'The banks (or tokens) of a list',
          security: PUBLIC,
          requestParams: { query: configBankQuerySchema },
          responses: responses({ '200': { description: 'The list', content: json(configBankResultSchema) } }, [
            '400',
            '404',
          ]),
        },
      },
      '/v1/partner/transfer/cms': {
        post: portalOperation(
          'transferCms',
          'One chunk of a cash-out to a bank account or card',
          cashOutBodySchema,
          cashOutResultSchema,
        ),
      },
      '/v1/partner/crypto-withdraw': {
        post: portalOperation(
          'cryptoWithdraw',
          'Withdraw tokens to a wallet',
          withdrawBodySchema,
          withdrawResultSchema,
        ),
      },
      '/v1/partner/cmsCashInVND': {
        post: portalOperation('cmsCashInVND', 'Top up the app’s VND balance', cashInBodySchema, fundingResultSchema),
      },
      '/v1/partner/cmsDepositCrypto': {
        post: portalOperation(
          'cmsDepositCrypto',
          'Deposit tokens to the app’s balance',
          depositBodySchema,
          fundingResultSchema,
        ),
      },
      '/v1/partner/refund': {
        post: {
          operationId: 'refund',
          tags: ['Payments'],
          security: BODY_SIGNED,
          summary: "Refund a payer's payment, wholly or in part",
          description:
            'Signed in the JSON body: `app_id` and `hash` are body fields, not query parameters. ' +
            'Refunds a successful pay-in of this app (PRODUCT §11): several partial refunds up to the amount paid. The ' +
            'balance is debited at once and the refund answered PENDING; the payer’s bank or chain settles it and the ' +
            'webhook says refund.succeeded or refund.failed. `hash` is the SHA-1 hex of app_id, transaction_id, ' +
            'payment_id, payment_transaction_id, amount and reason joined by `:` in this order (an absent one empty) ' +
            'with the app secret last. The same transaction_id and values again answer the first refund.',
          requestBody: { required: true, content: json(refundBodySchema) },
          responses: responses(
            { '200': { description: 'The refund, PENDING, and the payment', content: json(refundResultSchema) } },
            ['400', '401', '404', '409', '429'],
          ),
        },
      },
      '/v1/partner/payment': {
        get: {
          operationId: 'getPayment',
          tags: ['Payments'],
          security: SIGNED,
          summary: 'What became of a payment: its status, amounts and refunds',
          description:
            'One payment of this app as it stands now (issue 29 item 3), by your `transaction_id` or its ' +
            '`payment_id` (exactly one): status, amount, fee, refunded amount, times, the failure reason and its ' +
            'refunds, newest first. Recovers what a lost webhook would have said; read-only, so a retry is harmless. ' +
            "Another app's payment, the same partner's too, is NOT_FOUND. `hash` is the SHA-1 hex of app_id, " +
            'transaction_id and payment_id joined by `:` in this order (the absent one empty) with the app secret ' +
            'last. `complaint` is always null for now.',
          requestParams: { query: paymentLookupQuerySchema },
          responses: responses(
            { '200': { description: 'The payment and its refunds', content: json(paymentQueryResultSchema) } },
            ['400', '401', '404', '429'],
          ),
        },
      },
      '/v1/partner/settlement-report': {
        get: {
          operationId: 'getSettlementReport',
          tags: ['Payments'],
          security: SIGNED,
          summary: "A closed day's reconciliation file: every payment, payout and refund that settled",
          description:
            'One CSV per day and app (issue 30 item 4): every payment that succeeded, and every payout and refund the ' +
            "bank or chain answered (paid or failed), on that day of the partner's time zone, oldest first, with your " +
            "`transaction_id` beside Paygate's ids, the amounts, the fee, `net` (what it left on the balance), both " +
            "times and the network's reference. The last line is `checksum,<lines>,<sha256>`: the number of data lines " +
            'and the SHA-256 (hex) of every byte before that line. Only a day that has ended; read-only, so a retry ' +
            'gets the same bytes. `hash` is the SHA-1 hex of app_id, date and environment joined by `:` in this order ' +
            '(an absent environment empty) with the app secret last. An error answers the JSON envelope.',
          requestParams: { query: settlementReportQuerySchema },
          responses: responses(
            {
              '200': {
                description: `CSV: the header (${SETTLEMENT_REPORT_COLUMNS.join(', ')}), a line per settlement, the checksum line`,
                content: { 'text/csv': { schema: z.string() } },
              },
            },
            ['400', '401', '404', '429'],
          ),
        },
      },
      '/v1/partner/crypto/exchange-rate': {
        get: {
          operationId: 'exchangeRateStream',
          tags: ['Money'],
          summary: 'Server-sent events: one rate quote per tick',
          security: [{ authToken: [] }],
          requestParams: { query: exchangeRateQuerySchema },
          responses: responses(
            {
              '200': {
                description: 'An event stream; each `data:` line is a RateQuote in JSON',
                content: { 'text/event-stream': { schema: rateQuoteSchema } },
              },
            },
            ['400', '401', '403'],
          ),
        },
      },
      '/v1/upload': {
        post: {
          operationId: 'upload',
          tags: ['Portal'],
          summary: 'Upload an app logo',
          security: [{ authToken: [] }],
          requestBody: { required: true, content: { 'multipart/form-data': { schema: uploadBodySchema } } },
          responses: responses({ '200': { description: 'The stored logo', content: json(uploadResultSchema) } }, [
            '400',
            '401',
            '403',
          ]),
        },
      },
      '/v1/partner/payments/export.csv': {
        get: {
          operationId: 'exportPaymentsCsv',
          tags: ['Portal'],
          summary: 'The transaction export as a streamed CSV file',
          security: [{ authToken: [], activeToken: [] }],
          requestParams: { query: exportQuerySchema },
          responses: responses(
            { '200': { description: 'CSV, one payment a row', content: { 'text/csv': { schema: z.string() } } } },
            ['400', '401', '403'],
          ),
        },
      },
      '/v1/partner/audit/export.csv': {
        get: {
          operationId: 'exportAuditCsv',
          tags: ['Portal'],
          summary: "The partner's audit log (OWNER and ADMIN) as a streamed CSV file",
          security: [{ authToken: [], activeToken: [] }],
          requestParams: { query: auditExportQuerySchema },
          responses: responses(
            { '200': { description: 'CSV, one audit entry a row', content: { 'text/csv': { schema: z.string() } } } },
            ['400', '401', '403'],
          ),
        },
      },
      '/v1/partner/balance-history/export.csv': {
        get: {
          operationId: 'exportBalanceHistoryCsv',
          tags: ['Portal'],
          summary: "An app's balance history (OWNER, ADMIN, FINANCIAL, SUPERVISOR) as a streamed CSV file",
          security: [{ authToken: [], activeToken: [] }],
          requestParams: { query: balanceHistoryExportQuerySchema },
          responses: responses(
            {
              '200': {
                description: 'CSV, one balance movement a row',
                content: { 'text/csv': { schema: z.string() } },
              },
            },
            ['400', '401', '403', '404'],
          ),
        },
      },
      '/v1/partner/report.csv': {
        get: {
          operationId: 'reportCsv',
          tags: ['Portal'],
          summary: "/report's figures per day and service (OWNER, ADMIN, FINANCIAL, SUPERVISOR) as CSV",
          description: 'The rows of partnerReport for the same filter, then a total line; each export is audited.',
          security: [{ authToken: [], activeToken: [] }],
          requestParams: { query: reportQuerySchema },
          responses: responses(
            {
              '200': {
                description: 'CSV: date, service, counts and the VND paid, one row per day and service',
                content: { 'text/csv': { schema: z.string() } },
              },
            },
            ['400', '401', '403'],
          ),
        },
      },
      '/v1/partner/fee-report.csv': {
        get: {
          operationId: 'feeReportCsv',
          tags: ['Portal'],
          summary: 'The fees charged per month, method and currency (OWNER, ADMIN, FINANCIAL, SUPERVISOR) as CSV',
          description:
            'The rows of partnerFeeReport for the same months, then one total line per currency; the nets add up to the fee postings. Each export is audited.',
          security: [{ authToken: [], activeToken: [] }],
          requestParams: { query: feeReportQuerySchema },
          responses: responses(
            {
              '200': {
                description: 'CSV: month, method, currency, chain, charges, charged, returned, net',
                content: { 'text/csv': { schema: z.string() } },
              },
            },
            ['400', '401', '403'],
          ),
        },
      },
      '/v1/partner/payout-report.csv': {
        get: {
          operationId: 'payoutReportCsv',
          tags: ['Portal'],
          summary:
            "The partner's cash-outs and withdrawals of a range of days (OWNER, ADMIN, FINANCIAL, SUPERVISOR) as CSV",
          description:
            'Every payout made in the range, oldest first, with its settlement time and the network reference; streamed. Each export is audited.',
          security: [{ authToken: [], activeToken: [] }],
          requestParams: { query: payoutReportQuerySchema },
          responses: responses(
            {
              '200': {
                description: `CSV: ${PAYOUT_REPORT_CSV_COLUMNS.join(', ')}`,
                content: { 'text/csv': { schema: z.string() } },
              },
            },
            ['400', '401', '403'],
          ),
        },
      },
      '/v1/partner/statement.csv': {
        get: {
          operationId: 'statementCsv',
          tags: ['Portal'],
          summary: "A balance's statement for a closed day or month (OWNER, ADMIN, FINANCIAL, SUPERVISOR) as CSV",
          description:
            'Made only when opening + movements = closing holds in the ledger; otherwise 409 (conflict, 11) and an alarm on /metrics.',
          security: [{ authToken: [], activeToken: [] }],
          requestParams: { query: statementQuerySchema },
          responses: responses(
            {
              '200': {
                description: 'CSV: the heading as field,value rows, then one row per kind',
                content: { 'text/csv': { schema: z.string() } },
              },
            },
            ['400', '401', '403', '404', '409'],
          ),
        },
      },
      '/v1/partner/statement.pdf': {
        get: {
          operationId: 'statementPdf',
          tags: ['Portal'],
          summary: "A balance's statement for a closed day or month (OWNER, ADMIN, FINANCIAL, SUPERVISOR) as PDF",
          description: 'The same statement as statement.csv, on A4 pages numbered "Page n of m".',
          security: [{ authToken: [], activeToken: [] }],
          requestParams: { query: statementQuerySchema },
          responses: responses(
            { '200': { description: 'PDF', content: { 'application/pdf': { schema: z.string() } } } },
            ['400', '401', '403', '404', '409'],
          ),
        },
      },
      '/v1/partner/settlement-report.csv': {
        get: {
          operationId: 'settlementReportCsv',
          tags: ['Portal'],
          summary: "An app's reconciliation file for a closed day (OWNER, ADMIN, FINANCIAL, SUPERVISOR)",
          description: 'The same bytes as GET /v1/partner/settlement-report, for a member of the partner.',
          security: [{ authToken: [], activeToken: [] }],
          requestParams: { query: settlementReportDownloadSchema },
          responses: responses(
            {
              '200': {
                description: 'CSV, the checksum line last',
                content: { 'text/csv': { schema: z.string() } },
              },
            },
            ['400', '401', '403', '404'],
          ),
        },
      },
      '/v1/checkout/{token}': {
        get: {
          operationId: 'checkoutView',
          tags: ['Checkout'],
          summary: 'What the hosted checkout page shows',
          security: PUBLIC,
          requestParams: { path: checkoutTokenParams },
          responses: responses({ '200': { description: 'The payment', content: json(checkoutViewSchema) } }, ['404']),
        },
      },
      '/v1/checkout/{token}/{outcome}': {
        post: {
          operationId: 'checkoutSandboxAction',
          tags: ['Checkout'],
          summary: 'Sandbox only: pay, fail, cancel or expire a payment of a DEVELOPMENT app',
          security: PUBLIC,
          requestParams: { path: sandboxOutcomeParams },
          responses: responses({ '200': { description: 'The final status', content: json(sandboxResultSchema) } }, [
            '400',
            '403',
            '404',
            '409',
          ]),
        },
      },
      '/v1/checkout/{token}/complain': {
        post: {
          operationId: 'checkoutSandboxComplain',
          tags: ['Checkout'],
          summary: 'Sandbox only: the payer disputes a successful payment (docs/SANDBOX.md)',
          description:
            'The payment reads IN_COMPLAIN, what is left of it (not yet refunded) is disputed and held from the ' +
            'available balance, and the merchant has 7 days to accept or contest it in the portal. ' +
            'Sends complaint.opened.',
          security: PUBLIC,
          requestParams: { path: checkoutTokenParams },
          requestBody: { required: true, content: json(sandboxComplaintBodySchema) },
          responses: responses(
            { '200': { description: 'The complaint opened', content: json(sandboxComplaintResultSchema) } },
            ['400', '403', '404', '409'],
          ),
        },
      },
      '/v1/checkout/{token}/complaint/decide': {
        post: {
          operationId: 'checkoutSandboxDecideComplaint',
          tags: ['Checkout'],
          summary: 'Sandbox only: the payer’s bank decides a contested complaint now (docs/SANDBOX.md)',
          description:
            'PAYMENT_KEPT releases the hold and the payment is SUCCESS again; REFUNDED refunds the disputed amount ' +
            'from the hold. Sends complaint.resolved. Without this call the sandbox decides 30 seconds after the ' +
            'contest: evidence wins it, none loses it.',
          security: PUBLIC,
          requestParams: { path: checkoutTokenParams },
          requestBody: { required: true, content: json(sandboxComplaintDecisionBodySchema) },
          responses: responses(
            { '200': { description: 'The complaint resolved', content: json(sandboxComplaintResultSchema) } },
            ['400', '403', '404', '409'],
          ),
        },
      },
      '/v1/complaint/evidence': {
        post: {
          operationId: 'uploadComplaintEvidence',
          tags: ['Portal'],
          summary: 'A file of evidence for an open complaint’s contest (OWNER and FINANCIAL)',
          security: [{ authToken: [] }],
          requestBody: { required: true, content: { 'multipart/form-data': { schema: evidenceBodySchema } } },
          responses: responses({ '200': { description: 'The stored file', content: json(evidenceResultSchema) } }, [
            '400',
            '401',
            '403',
            '404',
            '409',
          ]),
        },
      },
      '/v1/complaint/evidence/{id}': {
        get: {
          operationId: 'downloadComplaintEvidence',
          tags: ['Portal'],
          summary: 'A complaint’s file of evidence, to a member of its partner',
          security: [{ authToken: [], activeToken: [] }],
          requestParams: { path: evidenceParams },
          responses: responses(
            {
              '200': {
                description: 'The file as it was checked at upload',
                content: {
                  'image/png': { schema: z.string().meta({ format: 'binary' }) },
                  'image/jpeg': { schema: z.string().meta({ format: 'binary' }) },
                  'application/pdf': { schema: z.string().meta({ format: 'binary' }) },
                },
              },
            },
            ['401', '403', '404'],
          ),
        },
      },
    },
    webhooks: {
      paymentStatus: {
        post: {
          operationId: 'paymentStatusWebhook',
          security: [{ webhookSignature: [] }],
          summary:
            'A payment reached its final status: payment.succeeded, payment.failed, payment.cancelled, payment.expired',
          description:
            'Sent to the app’s webhook URL and signed per Standard Webhooks with the app’s `whsec_` secret; retried ' +
            'with back-off until a 2xx. The same `webhook-id` on every retry: de-duplicate on it. Every body keeps ' +
            'the fields of the spec’s sample, then `type`, `created_at` (when it happened) and `test` (true only for ' +
            'the Webhook Test button’s event).',
          requestParams: { header: webhookHeaders },
          requestBody: { required: true, content: json(paymentWebhookPayloadSchema) },
          responses: { '200': { description: 'Any 2xx acknowledges the event' } },
        },
      },
      refundOutcome: {
        post: {
          operationId: 'refundOutcomeWebhook',
          security: [{ webhookSignature: [] }],
          summary: 'A refund was settled: refund.succeeded or refund.failed (PRODUCT §11)',
          description:
            'The payment’s body as it stands (REFUNDED once refunds cover its amount), with `type` and the `refund`. ' +
            'Signed and retried as the payment’s events; its own `webhook-id` per refund outcome.',
          requestParams: { header: webhookHeaders },
          requestBody: { required: true, content: json(refundWebhookPayloadSchema) },
          responses: { '200': { description: 'Any 2xx acknowledges the event' } },
        },
      },
      complaint: {
        post: {
          operationId: 'complaintWebhook',
          security: [{ webhookSignature: [] }],
          summary: 'A payer’s complaint opened or was resolved: complaint.opened, complaint.resolved',
          description:
            'The payment’s body as it stands (IN_COMPLAIN while open), with `type` and the `complaint` ' +
            '(PRODUCT §12). Signed and retried as the payment’s events; one `webhook-id` per moment.',
          requestParams: { header: webhookHeaders },
          requestBody: { required: true, content: json(complaintWebhookPayloadSchema) },
          responses: { '200': { description: 'Any 2xx acknowledges the event' } },
        },
      },
    },
  });
