import { GATEWAY_ERRORS } from '@paygate/contracts';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Services } from '../../services.js';
import { tokenFromHeader } from '../auth/session-tokens.js';
import { withEnvelope } from '../gateway/gateway.routes.js';

/** The portal sends its auth token in the body (`token`, spec §7.2) or the Authorization header. */
const accessOf = async (services: Services, req: FastifyRequest) => {
  const body = (req.body ?? {}) as Record<string, unknown>;
  const token = typeof body.token === 'string' && body.token ? body.token : tokenFromHeader(req.headers.authorization);
  const viewer = await services.auth.authenticate(token);
  // Only OWNER moves money (spec §6), checked here whatever the portal shows.
  return services.partners.requireAccess(viewer, 'moveMoney');
};

export const moneyRoutes = async (app: FastifyInstance, opts: { services: Services }) => {
  const { services } = opts;
  app.post('/v1/partner/transfer/cms', async (req, reply) =>
    withEnvelope(reply, async () =>
      services.money.cashOut(await accessOf(services, req), (req.body ?? {}) as Record<string, unknown>),
    ),
  );

  // Issue #4 calls not built yet: named and visible, like GraphQL's NOT_IMPLEMENTED.
  const notYet = (_req: FastifyRequest, reply: FastifyReply) =>
    reply
      .code(501)
      .send({ error_code: GATEWAY_ERRORS.NOT_IMPLEMENTED, code: 'NOT_IMPLEMENTED', message: 'Not implemented yet' });
  for (const path of ['/v1/partner/crypto-withdraw', '/v1/partner/cmsCashInVND', '/v1/partner/cmsDepositCrypto']) {
    app.post(path, notYet);
  }
  app.get('/v1/partner/crypto/exchange-rate', notYet);
};
