import { isLanguage, statementFileName } from '@paygate/contracts';
import type { FastifyInstance } from 'fastify';
import type { PartnerAccess } from '../../lib/caller.js';
import { sendDownload } from '../../lib/http/csv.js';
import { withEnvelope } from '../../lib/http/envelope.js';
import { lastQueryValue, type RouteGuards } from '../../lib/http/guard.js';
import { requestLanguage } from '../../lib/i18n.js';
import type { Services } from '../../services.js';
import { actorOf, recordAuditAlone } from '../audit/index.js';
import { statementRequestOf } from './statement.args.js';
import { statementCsv, statementPdf } from './statement.document.js';

type Query = Record<string, string | string[] | undefined>;

const FORMATS = {
  csv: { type: 'text/csv; charset=utf-8', make: statementCsv },
  pdf: { type: 'application/pdf', make: statementPdf },
} as const;

/**
 * GET /v1/partner/statement.csv and .pdf?app_id=&app_status=&currency=&chain=&period= (issue 30
 * item 2): balanceStatement's statement as a file. The rights of the GraphQL query (policy
 * viewBalanceHistory, the access token from the header or the portal's cookie, today's active
 * token); another partner's app is NOT_FOUND; a statement that does not add up is never written.
 * The PDF's words and numbers are in `language` (en, vi), else in the request's Accept-Language
 * (issue 31); the CSV, a machine format, is the same in every language.
 */
export const statementRoutes = async (
  app: FastifyInstance,
  opts: { services: Services; guards: RouteGuards<PartnerAccess> },
) => {
  const { services, guards } = opts;
  for (const format of ['csv', 'pdf'] as const) {
    app.get<{ Querystring: Query }>(
      `/v1/partner/statement.${format}`,
      { config: { access: 'viewBalanceHistory', activeToken: true, token: ['header', 'cookie'] } },
      async (req, reply) =>
        withEnvelope(reply, async () => {
          const access = guards.callerOf(req);
          const q = req.query;
          const args = {
            app_id: lastQueryValue(q.app_id) ?? '',
            app_status: lastQueryValue(q.app_status) ?? '',
            currency: lastQueryValue(q.currency) ?? '',
            chain: lastQueryValue(q.chain),
            period: lastQueryValue(q.period) ?? '',
          };
          const partner = await services.partners.getPartner(access.partnerId);
          const request = statementRequestOf(args, partner.timeZone);
          const target = await services.apps.getApp(access.partnerId, request.appId);
          const statement = await services.statements.make(request);
          await recordAuditAlone(services.audit.db, access.partnerId, actorOf(access.viewer), {
            action: 'export.statement',
            target: { type: 'app', id: target.id, label: target.name },
            changes: { statement: { after: { ...args, format } } },
          });
          const heading = {
            partnerName: partner.name,
            appName: target.name,
            appId: target.id,
            environment: request.environment,
            timeZone: partner.timeZone,
          };
          // `language`: the PDF's, which a link the browser follows cannot send as its
          // Accept-Language (as the transaction export); without it, the request's Accept-Language.
          const asked = lastQueryValue(q.language);
          const language = isLanguage(asked) ? asked : requestLanguage(req.headers);
          const name = statementFileName(statement, format, language);
          const body = await FORMATS[format].make(statement, heading, language);
          return sendDownload(reply, name, FORMATS[format].type, body);
        }),
    );
  }
};
