import { isStatementPeriodClosed, STATEMENT_MESSAGES, statementArgs } from '@paygate/contracts';
import { badInput } from '../../lib/errors.js';
import { parseInput } from '../../lib/validate.js';
import type { StatementRequest } from './statement.js';

// balanceStatement's variables (GraphQL) and the download's query string (REST) → one request,
// checked once; the app's tenancy is the caller's to check (it knows the partner).

export const statementRequestOf = (args: unknown, timeZone: string, now = new Date()): StatementRequest => {
  const parsed = parseInput(statementArgs, args);
  // A statement of a period still running would change after it was filed: closed periods only.
  if (!isStatementPeriodClosed(parsed.period, timeZone, now)) {
    throw badInput(STATEMENT_MESSAGES.periodNotClosed, { period: STATEMENT_MESSAGES.periodNotClosed });
  }
  return {
    appId: parsed.app_id,
    environment: parsed.app_status,
    currency: parsed.currency,
    // VND's balance has no chain; a token's balance is one chain's.
    chain: parsed.currency === 'VND' ? '' : (parsed.chain ?? ''),
    period: parsed.period,
    timeZone,
  };
};
