import {
  COMMON_MESSAGES,
  GATEWAY_MESSAGES,
  isPaymentApi,
  PAYMENT_MESSAGES,
  SANDBOX_OUTCOMES,
  type SandboxOutcome,
} from '@paygate/contracts';
import type { FastifyInstance } from 'fastify';
import { gatewayError } from '../../lib/errors.js';
import { sendCsv } from '../../lib/http/csv.js';
import { restAnswer, withEnvelope } from '../../lib/http/envelope.js';
import type { Services } from '../../services.js';

const OUTCOMES: ReadonlySet<string> = new Set<string>(SANDBOX_OUTCOMES);

export const gatewayRoutes = async (app: FastifyInstance, opts: { services: Services }) => {
  const { gateway, checkout, money, settlementReports } = opts.services;

  app.get<{ Querystring: { type?: string; app_id?: string } }>('/config/bank', async (req, reply) =>
    withEnvelope(reply, async () =>
      restAnswer('GET /config/bank', {
        error_code: 0,
        message: COMMON_MESSAGES.success,
        data: await gateway.configBanks(req.query.type ?? '', req.query.app_id || undefined),
      }),
    ),
  );

  // A merchant's server asks what became of a payment (issue 29 item 3): signed, read-only. A static
  // route: Fastify takes it before /v1/partner/:api, whose APIs all start with "get".
  app.get<{ Querystring: Record<string, unknown> }>('/v1/partner/payment', async (req, reply) =>
    withEnvelope(reply, async () => restAnswer('GET /v1/partner/payment', await gateway.queryPayment(req.query))),
  );

  // A merchant's server fetches a closed day's reconciliation file (issue 30 item 4): signed,
  // read-only, the CSV itself on success and the envelope on an error. Static, like /payment.
  app.get<{ Querystring: Record<string, unknown> }>('/v1/partner/settlement-report', async (req, reply) =>
    withEnvelope(reply, async () => {
      const request = settlementReports.requestOf(await gateway.settlementReportAsk(req.query));
      return sendCsv(reply, settlementReports.filename(request), await settlementReports.stream(request));
    }),
  );

  app.get<{ Params: { api: string }; Querystring: Record<string, string | undefined> }>(
    '/v1/partner/:api',
    async (req, reply) =>
      withEnvelope(reply, async () => {
        const api = req.params.api;
        if (!isPaymentApi(api)) throw gatewayError('NOT_FOUND', GATEWAY_MESSAGES.unknownApi, 404);
        const created = await gateway.createPayment(api, req.query);
        return restAnswer('GET /v1/partner/{api}', gateway.paymentResult(created));
      }),
  );

  // A merchant's server refunds a payment (PRODUCT §11): signed with the app secret, no user token.
  app.post<{ Body: Record<string, unknown> | undefined }>('/v1/partner/refund', async (req, reply) =>
    withEnvelope(reply, async () => restAnswer('POST /v1/partner/refund', await money.refundForApp(req.body ?? {}))),
  );

  // The hosted checkout page reads these; the token in the path is its only credential.
  app.get<{ Params: { token: string } }>('/v1/checkout/:token', async (req, reply) =>
    withEnvelope(reply, async () =>
      restAnswer('GET /v1/checkout/{token}', {
        error_code: 0,
        message: COMMON_MESSAGES.success,
        data: await checkout.view(req.params.token),
      }),
    ),
  );

  app.post<{ Params: { token: string; outcome: string } }>('/v1/checkout/:token/:outcome', async (req, reply) =>
    withEnvelope(reply, async () => {
      if (!OUTCOMES.has(req.params.outcome)) throw gatewayError('NOT_FOUND', PAYMENT_MESSAGES.unknownAction, 404);
      const result = await checkout.sandbox(req.params.token, req.params.outcome as SandboxOutcome);
      return restAnswer('POST /v1/checkout/{token}/{outcome}', {
        error_code: 0,
        message: COMMON_MESSAGES.success,
        data: result,
      });
    }),
  );
};
