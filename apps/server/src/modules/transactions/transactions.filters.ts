import {
  APP_STATUSES,
  type AppStatus,
  hasControlCharacter,
  PAYMENT_STATUSES,
  type PaymentStatus,
  type TRANSACTION_FLAG_FILTERS,
  type TRANSACTION_LIST_FILTERS,
  TRANSACTION_MESSAGES,
  TRANSACTION_TEXT_FILTERS,
} from '@paygate/contracts';
import { and, eq, gte, inArray, lt, type SQL, sql } from 'drizzle-orm';
import { z } from 'zod';
import { complaints, paymentBankTotals, payments, paymentTotals } from '../../db/schema.js';
import { badInput } from '../../lib/errors.js';
import { isUuid } from '../../lib/ids.js';
import { parseInput } from '../../lib/validate.js';
import { rangeUntil } from '../payments/index.js';

// allPayment's and exportPartnerPayment's filters (PRODUCT §7.1), parsed once at the edge and turned
// into SQL here. Empty strings and empty arrays mean "no filter" (PRODUCT §5 drops them for export).

/** Virtual-account payments: what va_account_name / va_account_no search (docs/SPEC-DECISIONS.md). */
export const VA_TYPES = ['VIRTUAL_ACCOUNT', 'PERMANENT_VIRTUAL_ACCOUNT'] as const;
/** Collection accounts and QR bills: what ebill_account_name / ebill_account_no search. */
export const EBILL_TYPES = ['BANK_ACCOUNT', 'DYNAMIC_QR'] as const;

const MAX_LIST = 50;
// Filters reach SQL: no control character (a NUL is a driver error), checked before any query.
const NO_CONTROL = { error: 'Filters must not contain control characters' };
const text = z
  .string()
  .trim()
  .max(255, { error: 'Filters are at most 255 characters' })
  .refine((v) => !hasControlCharacter(v), NO_CONTROL)
  .nullish()
  .transform((v) => v || undefined);
const list = <T extends z.ZodType<string>>(item: T) =>
  z
    .array(item)
    .max(MAX_LIST, { error: `At most ${MAX_LIST} values per filter` })
    .nullish()
    .transform((v) => (v && v.length > 0 ? [...new Set(v)] : undefined));
const code = z
  .string()
  .trim()
  .min(1)
  .max(64)
  .refine((v) => !hasControlCharacter(v), NO_CONTROL)
  .transform((v) => v.toUpperCase());

// The keys are contracts' (the web's list, its URL and saved views use the same): a key added
// there fails to compile here until the server filters by it.
const listFilters = {
  banks: list(code),
  statuses: list(z.enum(PAYMENT_STATUSES)),
  types: list(code),
} satisfies Record<(typeof TRANSACTION_LIST_FILTERS)[number], z.ZodType>;
const textFilters = Object.fromEntries(TRANSACTION_TEXT_FILTERS.map((key) => [key, text])) as Record<
  (typeof TRANSACTION_TEXT_FILTERS)[number],
  typeof text
>;

// GraphQL sends a Boolean; the CSV export's query string sends the text.
const flag = z
  .union([z.boolean(), z.enum(['true', 'false'], { error: 'must be true or false' })])
  .nullish()
  .transform((v) => v === true || v === 'true' || undefined);
const flagFilters = { needs_response: flag } satisfies Record<(typeof TRANSACTION_FLAG_FILTERS)[number], z.ZodType>;

export const filterInput = z.object({
  ...listFilters,
  ...textFilters,
  ...flagFilters,
  app_status: z.enum(APP_STATUSES).nullish(),
});

export type PaymentFilter = Omit<z.infer<typeof filterInput>, 'app_status'> & {
  app_status?: AppStatus;
  /** Inclusive. */
  from?: Date;
  /** Exclusive: the end of the caller's to_date (inclusive to the millisecond). */
  until?: Date;
};

export const parseFilter = (args: Record<string, unknown>, range: { from?: Date; until?: Date }): PaymentFilter => {
  const parsed = parseInput(filterInput, args);
  if (range.from && range.until && range.from.getTime() >= range.until.getTime()) {
    throw badInput(TRANSACTION_MESSAGES.fromBeforeTo, { to_date: TRANSACTION_MESSAGES.fromBeforeTo });
  }
  return { ...parsed, app_status: parsed.app_status ?? undefined, ...range };
};

/** allPayment's dates: ISO 8601 date-times; to_date counts to its last millisecond. */
export const listRange = (from: Date | string | null | undefined, to: Date | string | null | undefined) => {
  const asDate = (v: Date | string | null | undefined) => (v == null ? undefined : v instanceof Date ? v : new Date(v));
  const start = asDate(from);
  const end = asDate(to);
  return { from: start, until: end ? rangeUntil(end) : undefined };
};

/** A filter no payment can match (an id that is not a UUID): answered without a query. */
export const matchesNothing = (f: PaymentFilter) =>
  (f.payment_id !== undefined && !isUuid(f.payment_id)) || (f.app_id !== undefined && !isUuid(f.app_id));

/** The payments rows of one partner that the filter keeps. */
export const paymentConditions = (partnerId: string, f: PaymentFilter): SQL => {
  const c: (SQL | undefined)[] = [eq(payments.partnerId, partnerId)];
  if (f.from) c.push(gte(payments.createdAt, f.from));
  if (f.until) c.push(lt(payments.createdAt, f.until));
  if (f.app_status) c.push(eq(payments.environment, f.app_status));
  if (f.app_id) c.push(eq(payments.appId, f.app_id));
  if (f.statuses) c.push(inArray(payments.status, f.statuses));
  if (f.types) c.push(inArray(payments.type, f.types));
  if (f.banks) c.push(inArray(payments.bank, f.banks));
  if (f.transaction_id) c.push(eq(payments.transactionId, f.transaction_id));
  if (f.payment_user_id) c.push(eq(payments.userId, f.payment_user_id));
  if (f.payment_id) c.push(eq(payments.id, f.payment_id));
  if (f.pay_memo) c.push(eq(payments.payMemo, f.pay_memo));
  if (f.pay_id) c.push(eq(payments.payId, f.pay_id));
  // Disputed and unanswered: the partner's open complaints are few, and their partial index finds them.
  if (f.needs_response) {
    c.push(eq(payments.status, 'IN_COMPLAIN'));
    c.push(
      sql`exists (select 1 from ${complaints} where ${complaints.paymentId} = ${payments.id} and ${complaints.partnerId} = ${partnerId} and ${complaints.status} = 'OPEN' and ${complaints.response} is null)`,
    );
  }
  const account = (types: readonly string[], name: string | undefined, number: string | undefined) => {
    if (!name && !number) return;
    c.push(inArray(payments.type, [...types]));
    if (name) c.push(sql`lower(${payments.accountName}) = ${name.toLowerCase()}`);
    if (number) c.push(eq(payments.accountNumber, number));
  };
  account(VA_TYPES, f.va_account_name, f.va_account_no);
  account(EBILL_TYPES, f.ebill_account_name, f.ebill_account_no);
  return and(...c) as SQL;
};

/** True when the running totals can answer the totals line (no filter outside their columns). */
export const totalsFromRollup = (f: PaymentFilter) =>
  !f.needs_response &&
  !f.transaction_id &&
  !f.payment_user_id &&
  !f.payment_id &&
  !f.pay_memo &&
  !f.pay_id &&
  !f.va_account_name &&
  !f.va_account_no &&
  !f.ebill_account_name &&
  !f.ebill_account_no;

/**
 * The running totals that answer the filter: per bank when it names banks (payment_bank_totals),
 * else payment_totals, and their rows of one partner matching the filter's columns (dates aside).
 */
export const totalsSource = (partnerId: string, f: PaymentFilter): { table: SQL; where: SQL } => {
  const t = f.banks ? paymentBankTotals : paymentTotals;
  const c: SQL[] = [eq(t.partnerId, partnerId)];
  if (f.banks) c.push(inArray(paymentBankTotals.bank, f.banks));
  if (f.app_status) c.push(eq(t.environment, f.app_status));
  if (f.app_id) c.push(eq(t.appId, f.app_id));
  if (f.statuses) c.push(inArray(t.status, f.statuses as PaymentStatus[]));
  if (f.types) c.push(inArray(t.type, f.types));
  return { table: sql`${t}`, where: and(...c) as SQL };
};
