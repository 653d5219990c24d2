import {
  APP_STATUSES,
  type AppStatus,
  BALANCE_HISTORY_MESSAGES,
  COMMON_MESSAGES,
  TRANSACTION_MESSAGES,
} from '@paygate/contracts';
import { badInput } from '../../lib/errors.js';
import type { BalanceHistoryFilter } from './balance-history.js';
import { MOVEMENT_KINDS } from './postings.js';

// balanceHistory's variables (GraphQL) and its export's query string (REST) → one filter, checked
// once: the same names as allPayment's where they mean the same (app_id, app_status, from_date,
// to_date, offset, limit).

export type BalanceHistoryArgs = {
  app_id: string;
  app_status: string;
  currency?: string | null | undefined;
  chain?: string | null | undefined;
  kinds?: readonly string[] | null | undefined;
  from_date?: Date | string | null | undefined;
  to_date?: Date | string | null | undefined;
};

const instant = (value: Date | string | null | undefined, field: string): Date | undefined => {
  if (value == null || value === '') return undefined;
  const date = value instanceof Date ? value : new Date(value);
  if (Number.isNaN(date.getTime()))
    throw badInput(COMMON_MESSAGES.invalidInput, { [field]: COMMON_MESSAGES.invalidInput });
  return date;
};

/** The filter of a request; the app's tenancy is the caller's to check (it knows the partner). */
export const historyFilterOf = (args: BalanceHistoryArgs): BalanceHistoryFilter => {
  if (!(APP_STATUSES as readonly string[]).includes(args.app_status)) {
    throw badInput(COMMON_MESSAGES.invalidInput, { app_status: COMMON_MESSAGES.invalidInput });
  }
  for (const kind of args.kinds ?? []) {
    if (!MOVEMENT_KINDS.includes(kind)) {
      throw badInput(BALANCE_HISTORY_MESSAGES.unknownKind(kind), { kinds: BALANCE_HISTORY_MESSAGES.unknownKind(kind) });
    }
  }
  const currency = args.currency ? args.currency.toUpperCase() : undefined;
  if (args.chain && !currency) {
    throw badInput(BALANCE_HISTORY_MESSAGES.chainWithoutCurrency, {
      chain: BALANCE_HISTORY_MESSAGES.chainWithoutCurrency,
    });
  }
  const from = instant(args.from_date, 'from_date');
  const to = instant(args.to_date, 'to_date');
  if (from && to && from > to)
    throw badInput(TRANSACTION_MESSAGES.fromBeforeTo, { from_date: TRANSACTION_MESSAGES.fromBeforeTo });
  return {
    appId: args.app_id,
    environment: args.app_status as AppStatus,
    currency,
    // One currency's balance: VND's chain is ''; a token without a chain means all its chains.
    chain: currency === 'VND' ? '' : args.chain || undefined,
    kinds: args.kinds ?? undefined,
    from,
    // to_date counts to its last millisecond, as the transaction list's (payment-stats.ts rangeUntil).
    until: to ? new Date(to.getTime() + 1) : undefined,
  };
};
