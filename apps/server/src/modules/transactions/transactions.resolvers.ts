import { can } from '@paygate/contracts';
import type { Resolvers } from '../../generated/graphql.js';
import { normalize } from '../../lib/money.js';
import { actorOf, recordAuditAlone } from '../audit/audit.record.js';
import { activeAccess } from '../profile/active-token.js';
import { listRange, type Page, type PaymentFilter, parseFilter, parsePage } from './transactions.filters.js';
import type { ListedPayment, PaymentTotals } from './transactions.service.js';

// allPayment and exportPartnerPayment (spec §7.1): every role of the partner, with today's active
// token (spec §6); fees, and anything a fee can be computed from, only for the roles of policy seeFees.

export type PaymentListParent = {
  partnerId: string;
  filter: PaymentFilter;
  page: Page;
  totals(): Promise<PaymentTotals>;
};

/** spec §3: a transfer's counterpart: the payee of a cash-out, the payer of a bank transfer. */
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

/** spec §3 `response`: JSON text; the portal reads payment.bankAccounts[0].accountNo or account_number. */
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

export const transactionsResolvers: Resolvers = {
  Query: {
    allPayment: async (_root, args, ctx) => {
      const access = await activeAccess(ctx);
      const filter = parseFilter(args, listRange(args.from_date, args.to_date));
      const page = parsePage(args.offset, args.limit);
      let totals: Promise<PaymentTotals> | undefined;
      return {
        partnerId: access.partnerId,
        filter,
        page,
        totals() {
          totals ??= ctx.services.transactions.totals(access.partnerId, filter);
          return totals;
        },
      };
    },
    exportPartnerPayment: async (_root, args, ctx) => {
      const access = await activeAccess(ctx);
      const { timeZone } = access.partner;
      const { from, until } = ctx.services.transactions.exportRange(timeZone, args);
      const { from_date: _from, to_date: _to, ...filters } = args;
      const filter = parseFilter(filters, { from, until });
      const csv = await ctx.services.transactions.exportCsv(access.partnerId, filter, {
        timeZone,
        withFee: can(access.userType, 'seeFees'),
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
    data: (p, _args, ctx) => ctx.services.transactions.list(p.partnerId, p.filter, p.page),
    total: async (p) => (await p.totals()).total,
    amount: async (p) => (await p.totals()).amount,
    crypto_amount: async (p) => JSON.stringify((await p.totals()).crypto),
  },
  Payment: {
    transaction_id: (p) => p.transactionId,
    amount: (p) => normalize(p.amount) ?? '0',
    crypto_amount: (p) => normalize(p.cryptoAmount),
    fee: async (p, _args, ctx) => (can((await ctx.access()).userType, 'seeFees') ? normalize(p.fee) : null),
    pay_id: (p) => p.payId,
    pay_memo: (p) => p.payMemo,
    user_id: (p) => p.userId,
    created_time: (p) => p.createdAt,
    completed_time: (p) => p.completedAt,
    failure_reason: (p) => p.failureReason,
    app_status: (p) => p.environment,
    response: async (p, _args, ctx) => responseOf(p, can((await ctx.access()).userType, 'seeFees')),
    channel: (p) => p.channelName,
    app: (p) => ({ id: p.appId, name: p.appName, logo: p.appLogo }),
    payment_transfer: (p) => transferOf(p),
    webhook_attempts: (p, _args, ctx) => ctx.services.transactions.webhookAttempts(p.id),
  },
};
