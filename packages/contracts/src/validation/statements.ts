import { z } from 'zod';
import { APP_STATUSES } from '../enums.js';
import { ID_MAX_LENGTH } from '../limits.js';
import { COMMON_MESSAGES } from '../messages.js';
import { parseStatementPeriod, STATEMENT_MESSAGES } from '../statements.js';
import { safeText } from './common.js';

// A statement's request (issue 30 item 2): GraphQL balanceStatement's variables and the CSV/PDF
// download's query string are the same names, checked once here.

export const statementArgs = z.object({
  app_id: safeText('app_id', ID_MAX_LENGTH, { required: /*i18n*/ 'app_id is required' }),
  app_status: z.enum(APP_STATUSES, { error: COMMON_MESSAGES.invalidInput }),
  currency: safeText('currency', 16, { required: STATEMENT_MESSAGES.currencyRequired }).transform((c) =>
    c.toUpperCase(),
  ),
  /** A token's chain; none (or '') for VND. */
  chain: safeText('chain', 32).optional().nullable(),
  period: z.string({ error: STATEMENT_MESSAGES.periodInvalid }).transform((text, ctx) => {
    const period = parseStatementPeriod(text);
    if (!period) {
      ctx.addIssue({ code: 'custom', message: STATEMENT_MESSAGES.periodInvalid });
      return z.NEVER;
    }
    return period;
  }),
});
export type StatementArgs = z.infer<typeof statementArgs>;
