import {
  APP_MESSAGES,
  type AppStatus,
  type ComplaintOutcome,
  type ComplaintResponse,
  maskAccountNumber,
  PAYMENT_MESSAGES,
} from '@paygate/contracts';
import type { Resolvers } from '../../generated/graphql.js';
import type { GraphQLContext } from '../../graphql/context.js';
import { AppError } from '../../lib/errors.js';
import { normalize } from '../../lib/money.js';
import { ownEventJob } from '../payments/index.js';

// Balances, banks and account lookup for the portal. The partner comes from the token only: an
// app_id of another partner answers "App not found" like a missing one.

const ownApp = async (ctx: GraphQLContext, appId: string) => {
  const access = await ctx.access();
  return { access, app: await ctx.services.apps.getApp(access.partnerId, appId) };
};

export const moneyResolvers: Resolvers = {
  // A complaint as the detail shows it (issue 29 item 2); its evidence without the file's bytes.
  Complaint: {
    complaint_id: (c) => c.id,
    payment_id: (c) => c.paymentId,
    amount: (c) => normalize(c.amount) ?? '0',
    held: (c) => normalize(c.held) ?? '0',
    respond_by: (c) => c.respondBy,
    response: (c) => c.response as ComplaintResponse | null,
    outcome: (c) => c.outcome as ComplaintOutcome | null,
    refund_id: (c) => c.refundId,
    responded_at: (c) => c.respondedAt,
    created_at: (c) => c.createdAt,
    resolved_at: (c) => c.resolvedAt,
    responded_by: async (c, _args, ctx) => (c.respondedBy ? ctx.services.money.memberName(c.respondedBy) : null),
    evidence: async (c, _args, ctx) => {
      if (!c.evidenceId) return null;
      const e = await ctx.services.money.evidenceInfo(c.evidenceId);
      return e ? { evidence_id: e.id, name: e.name, content_type: e.contentType, size: e.size } : null;
    },
  },
  Query: {
    getPayableBalance: async (_root, { app_id, app_status }, ctx) => {
      const { app } = await ownApp(ctx, app_id);
      return ctx.services.ledger.balances(app.id, app_status as AppStatus);
    },
    getCryptoChainAvailableBalance: async (_root, { app_id, app_status, token_name, chain }, ctx) => {
      const { app } = await ownApp(ctx, app_id);
      const balance = await ctx.services.ledger.balanceOf(
        app.id,
        app_status as AppStatus,
        token_name.toUpperCase(),
        chain,
      );
      return { success: balance !== null, balance };
    },
    listBanks: async (_root, _args, ctx) => {
      await ctx.access();
      return ctx.services.providers.banks
        .listBanks('BANK')
        .map((b) => ({ id: b.id, name: b.name, bank_code: b.bankCode, bank_name: b.bankName }));
    },
    getBankAccountInfo: async (_root, args, ctx) => {
      const { app } = await ownApp(ctx, args.app_id);
      const payee = await ctx.services.money.lookupPayee(args.bank_code, args.account_number, args.account_type);
      const [vnd] = await ctx.services.ledger.balances(app.id, args.app_status as AppStatus);
      return {
        account_name: payee.holderName,
        account_number: maskAccountNumber(args.account_number.trim(), args.account_type),
        account_type: args.account_type,
        bank_code: payee.bank.bankCode,
        available_balance: vnd?.amount ?? '0',
      };
    },
  },
  Mutation: {
    exchangeCrypto: async (_root, args, ctx) => {
      const access = await ctx.access();
      // Only OWNER exchanges (PRODUCT §6), whatever the portal shows.
      await ctx.services.partners.requireAccess(access.viewer, 'moveMoney');
      return ctx.services.money.exchange(access, args);
    },
    refundPayment: async (_root, args, ctx) => {
      const access = await ctx.access();
      // OWNER and FINANCIAL (policy `refund`), whatever the portal shows.
      await ctx.services.partners.requireAccess(access.viewer, 'refund');
      const answer = await ctx.services.money.refund(access, args);
      return { refund: answer.refund, payment: answer.payment, retried: answer.retried === true };
    },
    respondComplaint: async (_root, args, ctx) => {
      const access = await ctx.access();
      // OWNER and FINANCIAL (policy `respondComplaint`), whatever the portal shows.
      await ctx.services.partners.requireAccess(access.viewer, 'respondComplaint');
      return ctx.services.money.respondComplaint(access, args);
    },
    resendPaymentToWebhook: async (_root, { payment_id }, ctx) => {
      const access = await ctx.access();
      await ctx.services.partners.requireAccess(access.viewer, 'resendWebhook');
      const payment = await ctx.services.payments.forPartner(access.partnerId, payment_id);
      // The payment's own event (payment.succeeded…), with its webhook-id; a pending one has none yet.
      const job = ownEventJob(payment);
      if (!job) throw new AppError(PAYMENT_MESSAGES.paymentStillPending, 'BAD_USER_INPUT');
      const attempt = await ctx.services.webhookWorker.attempt(job);
      if (!attempt) throw new AppError(APP_MESSAGES.noWebhookUrl, 'BAD_USER_INPUT');
      return attempt;
    },
  },
};
