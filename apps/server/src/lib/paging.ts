import { TRANSACTION_DEFAULT_LIMIT, TRANSACTION_MAX_LIMIT, TRANSACTION_MESSAGES } from '@paygate/contracts';
import { badInput } from './errors.js';

// One paging rule for the lists that page by offset (allPayment, balanceHistory): offset from 0,
// limit 1 to TRANSACTION_MAX_LIMIT, refused with the same messages wherever it is asked.

export type Page = { offset: number; limit: number };

/** The page a request asks for; a limit above the cap is lowered to it, whatever a client asks (issue #5). */
export const parsePage = (offset: number | null | undefined, limit: number | null | undefined): Page => {
  const o = offset ?? 0;
  const l = limit ?? TRANSACTION_DEFAULT_LIMIT;
  if (!Number.isInteger(o) || o < 0)
    throw badInput(TRANSACTION_MESSAGES.offsetMin, { offset: TRANSACTION_MESSAGES.offsetMin });
  if (!Number.isInteger(l) || l < 1)
    throw badInput(TRANSACTION_MESSAGES.limitMin, { limit: TRANSACTION_MESSAGES.limitMin });
  return { offset: o, limit: Math.min(l, TRANSACTION_MAX_LIMIT) };
};
