import type { FastifyInstance } from 'fastify';
import type { PartnerAccess } from '../../lib/caller.js';
import { sendCsv } from '../../lib/http/csv.js';
import { withEnvelope } from '../../lib/http/envelope.js';
import { lastQueryValue, type RouteGuards } from '../../lib/http/guard.js';
import type { Services } from '../../services.js';
import { actorOf, recordAuditAlone } from '../audit/index.js';
import { historyFilterOf } from './balance-history.args.js';

type Query = Record<string, string | string[] | undefined>;

/**
 * GET /v1/partner/balance-history/export.csv?app_id=&app_status=&<balanceHistory's filters>: the
 * current filter of /balance as a streamed file (issue 30 item 1), newest first. The rights of the
 * GraphQL query: policy viewBalanceHistory, the access token (header or the portal's cookie) and
 * today's active token; another partner's app is NOT_FOUND.
 */
export const balanceHistoryRoutes = async (
  app: FastifyInstance,
  opts: { services: Services; guards: RouteGuards<PartnerAccess> },
) => {
  const { services, guards } = opts;
  app.get<{ Querystring: Query }>(
    '/v1/partner/balance-history/export.csv',
    { config: { access: 'viewBalanceHistory', activeToken: true, token: ['header', 'cookie'] } },
    async (req, reply) =>
      withEnvelope(reply, async () => {
        const access = guards.callerOf(req);
        const q = req.query;
        const kinds = [q.kinds ?? []]
          .flat()
          .flatMap((v) => v.split(','))
          .filter((v) => v.trim() !== '');
        const args = {
          app_id: lastQueryValue(q.app_id) ?? '',
          app_status: lastQueryValue(q.app_status) ?? '',
          currency: lastQueryValue(q.currency),
          chain: lastQueryValue(q.chain),
          kinds,
          from_date: lastQueryValue(q.from_date),
          to_date: lastQueryValue(q.to_date),
        };
        const filter = historyFilterOf(args);
        const exported = await services.apps.getApp(access.partnerId, filter.appId);
        // Who took the ledger out of the portal, and which part of it, as the transaction export says.
        await recordAuditAlone(services.audit.db, access.partnerId, actorOf(access.viewer), {
          action: 'export.balance_history',
          target: { type: 'app', id: exported.id, label: exported.name },
          changes: { filter: { after: args } },
        });
        const { timeZone } = await services.partners.getPartner(access.partnerId);
        const day = new Date().toISOString().slice(0, 10).replaceAll('-', '');
        return sendCsv(reply, `balance-${day}.csv`, services.balanceHistory.exportStream(filter, timeZone));
      }),
  );
};
