import { COOKIE_ACTIVE_TOKEN, COOKIE_AUTH, can } from '@paygate/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Services } from '../../services.js';
import { actorOf, recordAuditAlone } from '../audit/audit.record.js';
import { tokenFromHeader } from '../auth/session-tokens.js';
import { withEnvelope } from '../gateway/gateway.routes.js';
import { parseFilter } from './transactions.filters.js';

type Query = Record<string, string | string[] | undefined>;

/** One value of a cookie of the request (the portal's `auth` and `active-token`). */
export const cookie = (req: FastifyRequest, name: string): string | undefined => {
  for (const part of (req.headers.cookie ?? '').split(';')) {
    const [key, ...rest] = part.trim().split('=');
    if (key !== name) continue;
    try {
      return decodeURIComponent(rest.join('=')) || undefined;
    } catch {
      return undefined;
    }
  }
  return undefined;
};

export const header = (req: FastifyRequest, name: string) => {
  const value = req.headers[name];
  return typeof value === 'string' && value ? value : undefined;
};

const LIST_FILTERS = new Set(['banks', 'statuses', 'types']);

/** Query string → exportPartnerPayment's arguments: lists repeated (banks=A&banks=B) or comma-separated. */
const argsOf = (query: Query) => {
  const args: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(query)) {
    if (value === undefined) continue;
    const values = Array.isArray(value) ? value : [value];
    args[key] = LIST_FILTERS.has(key)
      ? values.flatMap((v) => v.split(',')).filter((v) => v.trim() !== '')
      : values[values.length - 1];
  }
  return args;
};

/**
 * GET /v1/partner/payments/export.csv?from_date=YYYYMMDD&to_date=YYYYMMDD&<allPayment filters>:
 * exportPartnerPayment as a streamed file, for exports too large for one GraphQL answer. The same
 * rights as the GraphQL call: the access token (Authorization header or the portal's `auth`
 * cookie) and today's active token (`active-token` header or cookie). Same bytes, constant memory.
 */
export const transactionsRoutes = async (app: FastifyInstance, opts: { services: Services }) => {
  const { services } = opts;
  app.get<{ Querystring: Query }>('/v1/partner/payments/export.csv', async (req, reply) =>
    withEnvelope(reply, async () => {
      const viewer = await services.auth.authenticate(
        tokenFromHeader(req.headers.authorization) ?? cookie(req, COOKIE_AUTH),
        { ip: req.ip, userAgent: req.headers['user-agent'] },
      );
      const access = await services.partners.requireAccess(viewer);
      await services.profile.requireActiveToken(
        access,
        header(req, COOKIE_ACTIVE_TOKEN) ?? cookie(req, COOKIE_ACTIVE_TOKEN),
      );
      const { from_date, to_date, ...filters } = argsOf(req.query);
      const { timeZone } = await services.partners.getPartner(access.partnerId);
      const range = services.transactions.exportRange(timeZone, {
        from_date: String(from_date ?? ''),
        to_date: String(to_date ?? ''),
      });
      const filter = parseFilter(filters, { from: range.from, until: range.until });
      await recordAuditAlone(services.audit.db, access.partnerId, actorOf(viewer), {
        action: 'export.transactions',
        changes: { filter: { after: { from_date, to_date, ...filters } } },
      });
      const body = await services.transactions.exportStream(access.partnerId, filter, {
        timeZone,
        withFee: can(access.userType, 'seeFees'),
      });
      return reply
        .header('content-type', 'text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="${range.filename}"`)
        .header('cache-control', 'no-store')
        .send(body);
    }),
  );
};
