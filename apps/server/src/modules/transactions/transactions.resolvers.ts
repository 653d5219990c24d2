import { can, languageFromAcceptLanguage, paymentDirection } from '@paygate/contracts';
import type { GraphQLResolveInfo } from 'graphql';
import type { Resolvers } from '../../generated/graphql.js';
import type { GraphQLContext } from '../../graphql/context.js';
import { graphql } from '../../lib/graphql-cjs.js';
import { normalize } from '../../lib/money.js';
import { type Page, parsePage } from '../../lib/paging.js';
import { actorOf, recordAuditAlone } from '../audit/index.js';
import { refundView } from '../payments/index.js';
import { listRange, type PaymentFilter, parseFilter } from './transactions.filters.js';
import type { DirectionTotals, ListedPayment, PaymentTotals } from './transactions.service.js';

// allPayment and exportPartnerPayment (PRODUCT §7.1): every role of the partner, with today's active
// token (PRODUCT §6); fees, and anything a fee can be computed from, only for the roles of policy seeFees.

export type PaymentListParent = {
  partnerId: string;
  filter: PaymentFilter;
  page: Page;
  rows(): Promise<ListedPayment[]>;
  totals(): Promise<PaymentTotals>;
};

const TOTALS_FIELDS = new Set(['total', 'amount', 'crypto_amount', 'incoming', 'outgoing', 'refunded']);

/** The PaymentList fields a request names directly (fragments are not looked into: then false). */
const asks = (info: GraphQLResolveInfo, names: (name: string) => boolean) =>
  info.fieldNodes.some((node) =>
    node.selectionSet?.selections.some((s) => s.kind === graphql.Kind.FIELD && names(s.name.value)),
  );

/** PRODUCT §3: a transfer's counterpart: the payee of a cash-out, the payer of a bank transfer. */
const transferOf = (p: ListedPayment) => {
  if (p.type === 'CASH_OUT') {
    return {
      id: p.id,
      bank_code: p.bank,
      account_no: p.accountNumber,
      account_name: p.accountName ?? p.details.payee_name ?? null,
      message: p.details.message ?? p.payMemo,
    };
  }
  if (p.details.sender_account) {
    return {
      id: p.id,
      bank_code: p.details.sender_bank_bin ?? null,
      account_no: p.details.sender_account,
      account_name: p.details.sender_name ?? null,
      message: p.details.message ?? null,
    };
  }
  return null;
};

/**
 * Method details a fee can be read from: an outgoing payment's `debited` and `sent` (their
 * difference, or amount − sent, is the fee). Left out of `response` for roles without seeFees.
 */
export const FEE_DETAILS: readonly string[] = ['debited', 'sent'];

const detailsFor = (details: ListedPayment['details'], seeFees: boolean) =>
  seeFees ? details : Object.fromEntries(Object.entries(details).filter(([key]) => !FEE_DETAILS.includes(key)));

/** PRODUCT §3 `response`: JSON text; the portal reads payment.bankAccounts[0].accountNo or account_number. */
const responseOf = (p: ListedPayment, seeFees: boolean) =>
  JSON.stringify({
    payment: {
      bankAccounts: p.accountNumber
        ? [{ accountNo: p.accountNumber, accountName: p.accountName, bankCode: p.bank }]
        : [],
    },
    account_number: p.accountNumber,
    account_name: p.accountName,
    ...(p.failureReason ? { failure_reason: p.failureReason } : {}),
    details: detailsFor(p.details, seeFees),
  });

/**
 * `answer(seeFees)` for the caller's role: at once when the request's access is already known (a
 * list's rows: no promise per row and field), else once it is.
 */
const withFeeRule = <T>(ctx: GraphQLContext, answer: (seeFees: boolean) => T): T | Promise<T> => {
  const known = ctx.accessResolved;
  if (known) return answer(can(known.userType, 'seeFees'));
  return ctx.access().then((access) => answer(can(access.userType, 'seeFees')));
};

const directionTotals = (d: DirectionTotals) => ({
  total: d.total,
  amount: d.amount,
  crypto_amount: JSON.stringify(d.crypto),
});

export const transactionsResolvers: Resolvers = {
  Query: {
    allPayment: async (_root, args, ctx, info) => {
      const access = await ctx.activeAccess();
      const filter = parseFilter(args, listRange(args.from_date, args.to_date));
      const page = parsePage(args.offset, args.limit);
      const { transactions } = ctx.services;
      // The portal asks for the page and its totals line together: one round trip for both
      // (issue #16); either one alone reads only what it needs.
      const both =
        asks(info, (name) => name === 'data') && asks(info, (name) => TOTALS_FIELDS.has(name))
          ? transactions.pageWithTotals(access.partnerId, filter, page)
          : undefined;
      let rows: Promise<ListedPayment[]> | undefined;
      let totals: Promise<PaymentTotals> | undefined;
      return {
        partnerId: access.partnerId,
        filter,
        page,
        rows() {
          rows ??= both ? both.then((b) => b.rows) : transactions.list(access.partnerId, filter, page);
          return rows;
        },
        totals() {
          totals ??= both ? both.then((b) => b.totals) : transactions.totals(access.partnerId, filter);
          return totals;
        },
      };
    },
    payer: async (_root, args, ctx) => {
      const access = await ctx.activeAccess();
      const p = await ctx.services.transactions.payer(access.partnerId, args.app_id, args.user_id);
      return {
        user_id: p.userId,
        app: { id: p.appId, name: p.appName, logo: p.appLogo },
        total_payment: p.total,
        total_payment_success: p.totalSuccess,
        paid: p.paid,
        first_payment_time: p.firstAt,
        last_payment_time: p.lastAt,
      };
    },
    exportPartnerPayment: async (_root, args, ctx) => {
      const access = await ctx.activeAccess();
      const { timeZone } = access.partner;
      const { from, until } = ctx.services.transactions.exportRange(timeZone, args);
      const { from_date: _from, to_date: _to, ...filters } = args;
      const filter = parseFilter(filters, { from, until });
      // The headers in the language the portal asks in (its Accept-Language, issue 31).
      const csv = await ctx.services.transactions.exportCsv(access.partnerId, filter, {
        timeZone,
        withFee: can(access.userType, 'seeFees'),
        language: languageFromAcceptLanguage(ctx.meta.acceptLanguage),
      });
      // Recorded once the export is known to fit (a refused one exported nothing).
      await recordAuditAlone(ctx.services.audit.db, access.partnerId, actorOf(access.viewer), {
        action: 'export.transactions',
        changes: { filter: { after: args } },
      });
      return csv;
    },
  },
  PaymentList: {
    data: (p) => p.rows(),
    total: async (p) => (await p.totals()).total,
    // PRODUCT §2.6's 'Total Amount' is money in: an outgoing payment is never added to it (issue 28).
    amount: async (p) => (await p.totals()).incoming.amount,
    crypto_amount: async (p) => JSON.stringify((await p.totals()).incoming.crypto),
    incoming: async (p) => directionTotals((await p.totals()).incoming),
    outgoing: async (p) => directionTotals((await p.totals()).outgoing),
    refunded: async (p) => directionTotals((await p.totals()).refunded),
  },
  Payment: {
    transaction_id: (p) => p.transactionId,
    amount: (p) => normalize(p.amount) ?? '0',
    crypto_amount: (p) => normalize(p.cryptoAmount),
    fee: (p, _args, ctx) => withFeeRule(ctx, (seeFees) => (seeFees ? normalize(p.fee) : null)),
    pay_id: (p) => p.payId,
    pay_memo: (p) => p.payMemo,
    user_id: (p) => p.userId,
    created_time: (p) => p.createdAt,
    completed_time: (p) => p.completedAt,
    failure_reason: (p) => p.failureReason,
    direction: (p) => paymentDirection(p.type),
    made_by: (p) => p.madeBy,
    app_status: (p) => p.environment,
    response: (p, _args, ctx) => withFeeRule(ctx, (seeFees) => responseOf(p, seeFees)),
    channel: (p) => p.channelName,
    app: (p) => ({ id: p.appId, name: p.appName, logo: p.appLogo }),
    payment_transfer: (p) => transferOf(p),
    webhook_attempts: (p, _args, ctx) => ctx.services.transactions.webhookAttempts(p.id),
    refunded_amount: (p) => normalize(p.refundedAmount) ?? '0',
    // Read only when asked (the detail): a list page never runs one query per row for it.
    // The fee share, and what left the balance (which tells it), only for roles that see fees.
    refunds: async (p, _args, ctx) => {
      const rows = (await ctx.services.transactions.refunds(p.id)).map(refundView);
      return withFeeRule(ctx, (seeFees) =>
        seeFees ? rows : rows.map((r) => ({ ...r, fee_returned: null, debited: null })),
      );
    },
    // Only when asked too (the detail): four reads beside each other, timeline.ts puts them in order.
    timeline: (p, _args, ctx) => ctx.services.transactions.timeline(p),
    // Only when asked (the detail, the "needs a response" list): one indexed read.
    complaint: async (p, _args, ctx) => (await ctx.services.transactions.complaint(p.id)) ?? null,
  },
  PaymentEvent: {
    actor_name: (e) => e.actorName,
    refund_id: (e) => e.refundId,
    webhook_type: (e) => e.webhookType,
    status_code: (e) => e.statusCode,
  },
};
