import { APP_MESSAGES, type AppStatus, maskAccountNumber, PAYMENT_MESSAGES } from '@paygate/contracts';
import type { Resolvers } from '../../generated/graphql.js';
import type { GraphQLContext } from '../../graphql/context.js';
import { AppError } from '../../lib/errors.js';
import { ownEventJob } from '../payments/index.js';

// Balances, banks and account lookup for the portal. The partner comes from the token only: an
// app_id of another partner answers "App not found" like a missing one.

const ownApp = async (ctx: GraphQLContext, appId: string) => {
  const access = await ctx.access();
  return { access, app: await ctx.services.apps.getApp(access.partnerId, appId) };
};

export const moneyResolvers: Resolvers = {
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
