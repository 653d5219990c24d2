import { Readable } from 'node:stream';
import { auditFilterInput, COOKIE_ACTIVE_TOKEN, COOKIE_AUTH } from '@paygate/contracts';
import type { FastifyInstance } from 'fastify';
import { parseInput } from '../../lib/validate.js';
import type { Services } from '../../services.js';
import { tokenFromHeader } from '../auth/session-tokens.js';
import { withEnvelope } from '../gateway/gateway.routes.js';
import { cookie, header } from '../transactions/transactions.routes.js';
import { actorOf, recordAuditAlone } from './audit.record.js';

type Query = Record<string, string | string[] | undefined>;

const last = (value: string | string[] | undefined) => (Array.isArray(value) ? value[value.length - 1] : value);
const instant = (value: string | undefined) => (value ? new Date(value) : undefined);

/**
 * GET /v1/partner/audit/export.csv?actor_id=&action=&target=&from_date=ISO&to_date=ISO: the audit
 * list's current filter as a streamed CSV, with the list's rights (viewAudit and today's active
 * token; the tokens as the transaction export takes them). The export itself is recorded first.
 */
export const auditRoutes = async (app: FastifyInstance, opts: { services: Services }) => {
  const { services } = opts;
  app.get<{ Querystring: Query }>('/v1/partner/audit/export.csv', async (req, reply) =>
    withEnvelope(reply, async () => {
      const viewer = await services.auth.authenticate(
        tokenFromHeader(req.headers.authorization) ?? cookie(req, COOKIE_AUTH),
        { ip: req.ip, userAgent: req.headers['user-agent'] },
      );
      const access = await services.partners.requireAccess(viewer, 'viewAudit');
      await services.profile.requireActiveToken(
        access,
        header(req, COOKIE_ACTIVE_TOKEN) ?? cookie(req, COOKIE_ACTIVE_TOKEN),
      );
      const q = req.query;
      const args = {
        actor_id: last(q.actor_id),
        action: last(q.action),
        target: last(q.target),
        from_date: instant(last(q.from_date)),
        to_date: instant(last(q.to_date)),
      };
      const filter = parseInput(auditFilterInput, args);
      const { timeZone } = await services.partners.getPartner(access.partnerId);
      await recordAuditAlone(services.audit.db, access.partnerId, actorOf(viewer), {
        action: 'export.audit',
        changes: { filter: { after: { ...args, from_date: filter.from, to_date: filter.to } } },
      });
      const body = Readable.from(services.audit.exportChunks(access.partnerId, filter, timeZone), {
        objectMode: false,
      });
      return reply
        .header('content-type', 'text/csv; charset=utf-8')
        .header('content-disposition', 'attachment; filename="audit-log.csv"')
        .header('cache-control', 'no-store')
        .send(body);
    }),
  );
};
