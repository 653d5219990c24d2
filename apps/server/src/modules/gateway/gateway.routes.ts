import { COMMON_MESSAGES, GATEWAY_MESSAGES, isPaymentApi, PAYMENT_MESSAGES } from '@paygate/contracts';
import type { FastifyInstance } from 'fastify';
import { gatewayError } from '../../lib/errors.js';
import { restAnswer, withEnvelope } from '../../lib/http/envelope.js';
import type { Services } from '../../services.js';
import type { SandboxOutcome } from '../payments/checkout.js';

const OUTCOMES: ReadonlySet<string> = new Set<SandboxOutcome>(['pay', 'fail', 'expire']);

export const gatewayRoutes = async (app: FastifyInstance, opts: { services: Services }) => {
  const { gateway, checkout } = opts.services;

  app.get<{ Querystring: { type?: string; app_id?: string } }>('/config/bank', async (req, reply) =>
    withEnvelope(reply, async () =>
      restAnswer('GET /config/bank', {
        error_code: 0,
        message: COMMON_MESSAGES.success,
        data: await gateway.configBanks(req.query.type ?? '', req.query.app_id || undefined),
      }),
    ),
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
