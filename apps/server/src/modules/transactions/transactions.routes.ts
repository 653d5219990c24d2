import { can, isLanguage } from '@paygate/contracts';
import type { FastifyInstance } from 'fastify';
import type { PartnerAccess } from '../../lib/caller.js';
import { sendCsv } from '../../lib/http/csv.js';
import { withEnvelope } from '../../lib/http/envelope.js';
import type { RouteGuards } from '../../lib/http/guard.js';
import { requestLanguage } from '../../lib/i18n.js';
import type { Services } from '../../services.js';
import { actorOf, recordAuditAlone } from '../audit/index.js';
import { parseFilter } from './transactions.filters.js';

type Query = Record<string, string | string[] | undefined>;

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
export const transactionsRoutes = async (
  app: FastifyInstance,
  opts: { services: Services; guards: RouteGuards<PartnerAccess> },
) => {
  const { services, guards } = opts;
  app.get<{ Querystring: Query }>(
    '/v1/partner/payments/export.csv',
    { config: { access: 'member', activeToken: true, token: ['header', 'cookie'] } },
    async (req, reply) =>
      withEnvelope(reply, async () => {
        const access = guards.callerOf(req);
        // `language`: the headers' language, which a link the browser follows cannot send as its
        // Accept-Language (the portal's, issue 31); without it, the request's Accept-Language.
        const { from_date, to_date, language, ...filters } = argsOf(req.query);
        const { timeZone } = await services.partners.getPartner(access.partnerId);
        const range = services.transactions.exportRange(timeZone, {
          from_date: String(from_date ?? ''),
          to_date: String(to_date ?? ''),
        });
        const filter = parseFilter(filters, { from: range.from, until: range.until });
        await recordAuditAlone(services.audit.db, access.partnerId, actorOf(access.viewer), {
          action: 'export.transactions',
          changes: { filter: { after: { from_date, to_date, ...filters } } },
        });
        const headers = isLanguage(language) ? language : requestLanguage(req.headers);
        const body = await services.transactions.exportStream(access.partnerId, filter, {
          timeZone,
          withFee: can(access.userType, 'seeFees'),
          language: headers,
        });
        return sendCsv(reply, range.filename(headers), body);
      }),
  );
};
