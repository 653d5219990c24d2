import { type AppStatus, type StatementPeriod, settlementReportQuery } from '@paygate/contracts';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { partners } from '../../db/schema.js';
import { parseInput } from '../../lib/validate.js';
import { type PaymentQueryDeps, rawValues } from './payment-query.js';

// The reconciliation file asked for by a merchant's server (issue 30 item 4): GET
// /v1/partner/settlement-report?app_id=&date=[&environment=]&hash=, signed with the app secret
// like every gateway call. Read-only: a replayed request gets the same file. The app's secret
// reads that app's file only; the day is a calendar day of the partner's time zone.

export type SettlementReportAsk = { appId: string; environment: AppStatus; day: StatementPeriod; timeZone: string };

/** The signed request, checked: which app, environment, day and zone the file is of. */
export const settlementReportAsk = async (
  deps: { db: Db; requests: PaymentQueryDeps['requests'] },
  query: Record<string, unknown>,
): Promise<SettlementReportAsk> => {
  const input = parseInput(settlementReportQuery, query);
  const app = await deps.requests.appForRequest(input.app_id);
  // The hash covers the values as sent (an absent environment empty), as the merchant computed it.
  deps.requests.verifyHash('settlementReport', rawValues(query), app, input.hash);
  const [partner] = await deps.db
    .select({ timeZone: partners.timeZone })
    .from(partners)
    .where(eq(partners.id, app.partnerId));
  if (!partner) throw new Error(`app ${app.id} has no partner`);
  return {
    appId: app.id,
    // Without one, the environment the app is in now: a production app's books are production's.
    environment: input.environment ?? app.status,
    day: input.date,
    timeZone: partner.timeZone,
  };
};
