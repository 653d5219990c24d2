import { settlementReportDownloadQuery } from '@paygate/contracts';
import type { FastifyInstance } from 'fastify';
import type { PartnerAccess } from '../../lib/caller.js';
import { sendCsv } from '../../lib/http/csv.js';
import { withEnvelope } from '../../lib/http/envelope.js';
import { lastQueryValue, type RouteGuards } from '../../lib/http/guard.js';
import { parseInput } from '../../lib/validate.js';
import type { Services } from '../../services.js';
import { actorOf, recordAuditAlone } from '../audit/index.js';

type Query = Record<string, string | string[] | undefined>;

/**
 * GET /v1/partner/settlement-report.csv?app_id=&app_status=&date= (issue 30 item 4): the portal's
 * download of the reconciliation file, the same bytes as the signed call of a merchant's server
 * (gateway: GET /v1/partner/settlement-report). The rights of the balance history (policy
 * viewBalanceHistory, the access token from the header or the portal's cookie, today's active
 * token); another partner's app is NOT_FOUND.
 */
export const settlementReportRoutes = async (
  app: FastifyInstance,
  opts: { services: Services; guards: RouteGuards<PartnerAccess> },
) => {
  const { services, guards } = opts;
  app.get<{ Querystring: Query }>(
    '/v1/partner/settlement-report.csv',
    { config: { access: 'viewBalanceHistory', activeToken: true, token: ['header', 'cookie'] } },
    async (req, reply) =>
      withEnvelope(reply, async () => {
        const access = guards.callerOf(req);
        const args = {
          app_id: lastQueryValue(req.query.app_id) ?? '',
          app_status: lastQueryValue(req.query.app_status) ?? '',
          date: lastQueryValue(req.query.date) ?? '',
        };
        const query = parseInput(settlementReportDownloadQuery, args);
        const partner = await services.partners.getPartner(access.partnerId);
        const target = await services.apps.getApp(access.partnerId, query.app_id);
        const request = services.settlementReports.requestOf({
          appId: target.id,
          environment: query.app_status,
          day: query.date,
          timeZone: partner.timeZone,
        });
        await recordAuditAlone(services.audit.db, access.partnerId, actorOf(access.viewer), {
          action: 'export.settlement_report',
          target: { type: 'app', id: target.id, label: target.name },
          changes: { settlement_report: { after: args } },
        });
        return sendCsv(
          reply,
          services.settlementReports.filename(request),
          await services.settlementReports.stream(request),
        );
      }),
  );
};
