import { Readable } from 'node:stream';
import { auditExportFileName, auditFilterInput, isLanguage } from '@paygate/contracts';
import type { FastifyInstance } from 'fastify';
import type { PartnerAccess } from '../../lib/caller.js';
import { sendCsv } from '../../lib/http/csv.js';
import { withEnvelope } from '../../lib/http/envelope.js';
import { lastQueryValue, type RouteGuards } from '../../lib/http/guard.js';
import { requestLanguage } from '../../lib/i18n.js';
import { parseInput } from '../../lib/validate.js';
import type { Services } from '../../services.js';
import { actorOf, recordAuditAlone } from './audit.record.js';

type Query = Record<string, string | string[] | undefined>;

const instant = (value: string | undefined) => (value ? new Date(value) : undefined);

/**
 * GET /v1/partner/audit/export.csv?actor_id=&action=&target=&from_date=ISO&to_date=ISO&language=:
 * the audit list's current filter as a streamed CSV, with the list's rights (viewAudit and today's
 * active token; the tokens as the transaction export takes them). The export itself is recorded
 * first. Its headers are in `language` (en, vi), else in the request's Accept-Language (issue 31).
 */
export const auditRoutes = async (
  app: FastifyInstance,
  opts: { services: Services; guards: RouteGuards<PartnerAccess> },
) => {
  const { services, guards } = opts;
  app.get<{ Querystring: Query }>(
    '/v1/partner/audit/export.csv',
    { config: { access: 'viewAudit', activeToken: true, token: ['header', 'cookie'] } },
    async (req, reply) =>
      withEnvelope(reply, async () => {
        const access = guards.callerOf(req);
        const q = req.query;
        const args = {
          actor_id: lastQueryValue(q.actor_id),
          action: lastQueryValue(q.action),
          target: lastQueryValue(q.target),
          from_date: instant(lastQueryValue(q.from_date)),
          to_date: instant(lastQueryValue(q.to_date)),
        };
        const filter = parseInput(auditFilterInput, args);
        const { timeZone } = await services.partners.getPartner(access.partnerId);
        await recordAuditAlone(services.audit.db, access.partnerId, actorOf(access.viewer), {
          action: 'export.audit',
          changes: { filter: { after: { ...args, from_date: filter.from, to_date: filter.to } } },
        });
        // `language`: the headers' language, which a link the browser follows cannot send as its
        // Accept-Language (as the transaction export); without it, the request's Accept-Language.
        const language = lastQueryValue(q.language);
        const headers = isLanguage(language) ? language : requestLanguage(req.headers);
        const body = Readable.from(services.audit.exportChunks(access.partnerId, filter, timeZone, headers), {
          objectMode: false,
        });
        return sendCsv(reply, auditExportFileName(headers), body);
      }),
  );
};
