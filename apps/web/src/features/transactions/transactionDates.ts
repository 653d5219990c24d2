import {
  type AppStatus,
  DEFAULT_LANGUAGE,
  exportRangeInput,
  FILTER_FLOOR_MONTHS,
  type Language,
  transactionExportFileName,
} from '@paygate/contracts';
import type { TransactionExportQueryVariables } from '../../gql/graphql';
import dayjs, { type Dayjs } from '../../lib/dayjs';
import { dayIn } from '../../lib/partnerDays';
import { presentFilters, presentFlags, type TransactionFilters } from './transactionSearch';

// The date rules of the filter and export forms (PRODUCT §5), kept apart from the list's URL state
// so that the list route does not load dayjs before a form opens.

const compactDate = (day: Dayjs) => day.format('YYYYMMDD');

/**
 * PRODUCT §5: an export covers at most 30 calendar days, both ends included. The contract's rule,
 * the one the server applies: its message, or undefined when the range is fine.
 */
export const exportRangeError = (from: Dayjs, to: Dayjs): string | undefined => {
  const result = exportRangeInput.safeParse({ from_date: compactDate(from), to_date: compactDate(to) });
  return result.success ? undefined : result.error.issues[0]?.message;
};

/** exportPartnerPayment's variables: the list's filters, empty arrays dropped, dates YYYYMMDD. */
export const exportVariables = (
  filters: TransactionFilters,
  from: Dayjs,
  to: Dayjs,
  appStatus: AppStatus,
): TransactionExportQueryVariables => ({
  ...presentFilters(filters),
  ...presentFlags(filters),
  from_date: compactDate(from),
  to_date: compactDate(to),
  app_status: appStatus,
});

/** The server's streamed download of the same export (constant memory), for exports too large for one GraphQL answer. */
export const EXPORT_STREAM_PATH = '/v1/partner/payments/export.csv';

export const exportStreamUrl = (variables: TransactionExportQueryVariables, language: Language = DEFAULT_LANGUAGE) => {
  // The headers' language: a link the browser follows sends the browser's Accept-Language, not
  // the portal's (issue 31).
  const params = new URLSearchParams({ language });
  for (const [key, value] of Object.entries(variables)) {
    if (Array.isArray(value)) for (const item of value) params.append(key, String(item));
    else if (value != null && value !== '') params.set(key, String(value));
  }
  return `${EXPORT_STREAM_PATH}?${params}`;
};

/** The file the export is saved as (PRODUCT §7.1), named in its headers' language (contracts). */
export const exportFileName = (from: Dayjs, to: Dayjs, language: Language = DEFAULT_LANGUAGE) =>
  transactionExportFileName(compactDate(from), compactDate(to), language);

/** The export's range when the list has no dates: the last 7 days of the partner's zone, today included. */
export const defaultExportRange = (timeZone: string | undefined, now: Date = new Date()): [Dayjs, Dayjs] => {
  const today = dayIn(timeZone, now);
  return [today.subtract(6, 'day'), today.endOf('day')];
};

/** PRODUCT §5: the date picker allows nothing before the start of the month three months ago. */
export const filterDateFloor = (now: Dayjs = dayjs()) => now.subtract(FILTER_FLOOR_MONTHS, 'month').startOf('month');

export const isBeforeFloor = (day: Dayjs, now: Dayjs = dayjs()) => day.isBefore(filterDateFloor(now));
