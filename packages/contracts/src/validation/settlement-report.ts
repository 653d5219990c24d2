import { z } from 'zod';
import { APP_STATUSES } from '../enums.js';
import { GATEWAY_MESSAGES } from '../gateway-rules.js';
import { HASH_MAX_LENGTH, ID_MAX_LENGTH } from '../limits.js';
import { COMMON_MESSAGES } from '../messages.js';
import { SETTLEMENT_MESSAGES } from '../settlement-report.js';
import { parseStatementPeriod, type StatementPeriod } from '../statements.js';
import { safeText } from './common.js';

// The reconciliation file's requests (issue 30 item 4): the signed call of a merchant's server
// and the portal's download, checked here once. The day is a calendar day of the partner's zone.

const settlementDay = z.string({ error: SETTLEMENT_MESSAGES.dateRequired }).transform((text, ctx) => {
  if (text.trim() === '') {
    ctx.addIssue({ code: 'custom', message: SETTLEMENT_MESSAGES.dateRequired });
    return z.NEVER;
  }
  const period = parseStatementPeriod(text);
  if (period?.kind !== 'day') {
    ctx.addIssue({ code: 'custom', message: SETTLEMENT_MESSAGES.dateInvalid });
    return z.NEVER;
  }
  return period as StatementPeriod & { kind: 'day' };
});

/**
 * GET /v1/partner/settlement-report: signed with the app secret (HASH_FIELDS.settlementReport).
 * Without `environment` the report is of the environment the app is in now.
 */
export const settlementReportQuery = z.object({
  app_id: safeText('app_id', ID_MAX_LENGTH, { required: GATEWAY_MESSAGES.appIdRequired }),
  date: settlementDay,
  environment: z
    .enum(['', ...APP_STATUSES], { error: SETTLEMENT_MESSAGES.environmentInvalid })
    .optional()
    .transform((value) => value || undefined),
  hash: safeText('hash', HASH_MAX_LENGTH, { required: GATEWAY_MESSAGES.hashRequired }),
});
export type SettlementReportQuery = z.infer<typeof settlementReportQuery>;

/** GET /v1/partner/settlement-report.csv: the portal's download, by a member's session. */
export const settlementReportDownloadQuery = z.object({
  app_id: safeText('app_id', ID_MAX_LENGTH, { required: /*i18n*/ 'app_id is required' }),
  app_status: z.enum(APP_STATUSES, { error: COMMON_MESSAGES.invalidInput }),
  date: settlementDay,
});
export type SettlementReportDownloadQuery = z.infer<typeof settlementReportDownloadQuery>;
