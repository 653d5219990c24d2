import { Readable } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import type { PartnerAccess } from '../../lib/caller.js';
import { sendCsv, sendDownload } from '../../lib/http/csv.js';
import { withEnvelope } from '../../lib/http/envelope.js';
import { lastQueryValue, type RouteGuards } from '../../lib/http/guard.js';
import type { Services } from '../../services.js';
import { actorOf, recordAuditAlone } from '../audit/index.js';
import { feeReportArgsOf, payoutReportArgsOf, reportArgsOf } from './reports.args.js';
import { feeReportCsv, reportCsv } from './reports.document.js';

type Query = Record<string, string | string[] | undefined>;

/**
 * GET /v1/partner/report.csv?service=&from_date=&to_date= (issue 30 item 3): /report's filter as
 * a file ("Xuất báo cáo"); the fee and payout reports' files beside it. partnerReport's rights (policy viewReports, the access token from the
 * header or the portal's cookie, today's active token); audited like every export.
 */
export const reportRoutes = async (
  app: FastifyInstance,
  opts: { services: Services; guards: RouteGuards<PartnerAccess> },
) => {
  const { services, guards } = opts;
  app.get<{ Querystring: Query }>(
    '/v1/partner/report.csv',
    { config: { access: 'viewReports', activeToken: true, token: ['header', 'cookie'] } },
    async (req, reply) =>
      withEnvelope(reply, async () => {
        const access = guards.callerOf(req);
        const q = req.query;
        const args = {
          service: lastQueryValue(q.service) ?? '',
          from_date: lastQueryValue(q.from_date) ?? '',
          to_date: lastQueryValue(q.to_date) ?? '',
        };
        const request = reportArgsOf(args);
        const partner = await services.partners.getPartner(access.partnerId);
        const report = await services.reports.daily(access.partnerId, partner.timeZone, request);
        await recordAuditAlone(services.audit.db, access.partnerId, actorOf(access.viewer), {
          action: 'export.report',
          target: { type: 'partner', id: access.partnerId, label: partner.name },
          changes: { report: { after: args } },
        });
        const name = `report-${request.service}-${request.from_date}-${request.to_date}.csv`;
        return sendDownload(reply, name, 'text/csv; charset=utf-8', reportCsv(report));
      }),
  );

  /** GET /v1/partner/fee-report.csv?from_month=&to_month=: the fee report's rows and totals. */
  app.get<{ Querystring: Query }>(
    '/v1/partner/fee-report.csv',
    { config: { access: 'viewReports', activeToken: true, token: ['header', 'cookie'] } },
    async (req, reply) =>
      withEnvelope(reply, async () => {
        const access = guards.callerOf(req);
        const args = {
          from_month: lastQueryValue(req.query.from_month) ?? '',
          to_month: lastQueryValue(req.query.to_month) ?? '',
        };
        const request = feeReportArgsOf(args);
        const partner = await services.partners.getPartner(access.partnerId);
        const report = await services.reports.fees(access.partnerId, partner.timeZone, request);
        await recordAuditAlone(services.audit.db, access.partnerId, actorOf(access.viewer), {
          action: 'export.fee_report',
          target: { type: 'partner', id: access.partnerId, label: partner.name },
          changes: { report: { after: args } },
        });
        const name = `fee-report-${request.from_month}-${request.to_month}.csv`;
        return sendDownload(reply, name, 'text/csv; charset=utf-8', feeReportCsv(report));
      }),
  );

  /** GET /v1/partner/payout-report.csv?from_date=&to_date=: every payout of the days, oldest first, streamed. */
  app.get<{ Querystring: Query }>(
    '/v1/partner/payout-report.csv',
    { config: { access: 'viewReports', activeToken: true, token: ['header', 'cookie'] } },
    async (req, reply) =>
      withEnvelope(reply, async () => {
        const access = guards.callerOf(req);
        const args = {
          from_date: lastQueryValue(req.query.from_date) ?? '',
          to_date: lastQueryValue(req.query.to_date) ?? '',
        };
        const request = payoutReportArgsOf(args);
        const partner = await services.partners.getPartner(access.partnerId);
        await recordAuditAlone(services.audit.db, access.partnerId, actorOf(access.viewer), {
          action: 'export.payout_report',
          target: { type: 'partner', id: access.partnerId, label: partner.name },
          changes: { report: { after: args } },
        });
        const chunks = services.reports.payoutCsv(access.partnerId, partner.timeZone, request);
        const name = `payout-report-${request.from_date}-${request.to_date}.csv`;
        return sendCsv(reply, name, Readable.from(chunks, { objectMode: false }));
      }),
  );
};
