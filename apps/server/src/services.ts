import type { FastifyBaseLogger } from 'fastify';
import type { Redis } from 'ioredis';
import type { Config } from './config.js';
import type { Database } from './db/client.js';
import { JobQueue, QUEUES } from './lib/jobs.js';
import { Limiter } from './lib/rate-limit.js';
import { AdminService } from './modules/admin/admin.service.js';
import { AppsService } from './modules/apps/apps.service.js';
import { AuthService } from './modules/auth/auth.service.js';
import { loadSigningKey, SessionTokens } from './modules/auth/session-tokens.js';
import { DashboardService } from './modules/dashboard/dashboard.service.js';
import { GatewayService } from './modules/gateway/gateway.service.js';
import { LedgerService } from './modules/ledger/ledger.service.js';
import { MailService } from './modules/mail/mail.service.js';
import { FundingService } from './modules/money/funding.service.js';
import { MoneyService } from './modules/money/money.service.js';
import { RateStream } from './modules/money/rate-stream.js';
import { PartnersService } from './modules/partners/partners.service.js';
import { CheckoutService } from './modules/payments/checkout.js';
import { PaymentsService } from './modules/payments/payments.service.js';
import { ProfileService } from './modules/profile/profile.service.js';
import { TransactionsService } from './modules/transactions/transactions.service.js';
import { UploadsService } from './modules/uploads/uploads.service.js';
import { WebhookSender } from './modules/webhooks/delivery.js';
import { WebhookWorker } from './modules/webhooks/webhook-worker.js';
import { createSandboxProviders, type Providers } from './providers/index.js';

/** Every domain service, wired once per process. Resolvers and routes reach them through here. */
export type Services = {
  auth: AuthService;
  partners: PartnersService;
  mail: MailService;
  admin: AdminService;
  profile: ProfileService;
  apps: AppsService;
  uploads: UploadsService;
  webhooks: WebhookSender;
  providers: Providers;
  jobs: JobQueue;
  ledger: LedgerService;
  payments: PaymentsService;
  gateway: GatewayService;
  checkout: CheckoutService;
  webhookWorker: WebhookWorker;
  money: MoneyService;
  /** Cash-in, deposit and exchange: payments into an app's balance through the checkout. */
  funding: FundingService;
  /** The exchange-rate stream (through Redis when REDIS_URL is set). */
  rates: RateStream;
  /** The transaction list, its totals and the CSV export (issue #5). */
  transactions: TransactionsService;
  /** partnerDashboard from the running totals (issue #5). */
  dashboard: DashboardService;
  /** Starts the background workers (webhooks, expiry); the app's onClose stops them. */
  startJobs(): Promise<void>;
};

const MINUTE = 60;

export const createServices = async (
  config: Config,
  database: Database,
  log: FastifyBaseLogger,
  redis: Redis | undefined,
): Promise<Services> => {
  const { db } = database;
  const mail = new MailService(db, log, { smtpUrl: config.smtpUrl, from: config.mailFrom });
  const tokens = new SessionTokens(await loadSigningKey(db, config.jwtSecret));
  const auth = new AuthService(
    db,
    mail,
    tokens,
    {
      loginAccount: new Limiter('login-account', { points: 5, durationSeconds: 15 * MINUTE }, redis),
      loginAddress: new Limiter('login-address', { points: 50, durationSeconds: 15 * MINUTE }, redis),
      resetAccount: new Limiter('reset-account', { points: 3, durationSeconds: 60 * MINUTE }, redis),
      resetAddress: new Limiter('reset-address', { points: 20, durationSeconds: 60 * MINUTE }, redis),
    },
    config.publicUrl,
  );
  const uploads = new UploadsService(config.dataDir);
  // Webhooks reach only public addresses in production (no SSRF); tests and dev use localhost.
  const webhooks = new WebhookSender(db, { publicOnly: config.isProduction });
  const apps = new AppsService(db, uploads, webhooks, { publicWebhooksOnly: config.isProduction });
  const profile = new ProfileService(db, auth, tokens, {
    totp: new Limiter('totp-user', { points: 5, durationSeconds: 15 * MINUTE }, redis),
    password: new Limiter('password-user', { points: 5, durationSeconds: 15 * MINUTE }, redis),
  });
  const engine = createPaymentEngine(config, database, log, { apps, webhooks, auth, redis });
  return {
    auth,
    partners: new PartnersService(db, auth),
    transactions: new TransactionsService(db),
    dashboard: new DashboardService(db),
    mail,
    admin: new AdminService(db),
    apps,
    uploads,
    webhooks,
    profile,
    ...engine,
  };
};

/** The payment engine (issue #4): providers, job queue, ledger, payments, gateway, checkout. */
const createPaymentEngine = (
  config: Config,
  database: Database,
  log: FastifyBaseLogger,
  deps: { apps: AppsService; webhooks: WebhookSender; auth: AuthService; redis: Redis | undefined },
) => {
  const { db } = database;
  const providers = createSandboxProviders();
  const jobs = new JobQueue(database, log, { pollingIntervalSeconds: 0.5 });
  const ledger = new LedgerService(db);
  const payments = new PaymentsService(db, ledger, jobs);
  const gateway = new GatewayService(db, deps.apps, payments, providers, {
    publicUrl: config.publicUrl,
    paymentTtlSeconds: config.paymentTtlSeconds,
  });
  const checkout = new CheckoutService(payments, providers, { sandbox: config.sandboxCheckout });
  const webhookWorker = new WebhookWorker(payments, deps.webhooks, jobs);
  const money = new MoneyService(deps.auth, gateway, payments, providers, jobs);
  const funding = new FundingService(db, gateway, payments, money, providers, {
    publicUrl: config.publicUrl,
    paymentTtlSeconds: config.paymentTtlSeconds,
  });
  const rates = new RateStream(providers.rates, deps.redis, log);
  const startJobs = () =>
    jobs.start({
      [QUEUES.webhook]: { handler: webhookWorker.handle as never },
      [QUEUES.expiry]: {
        handler: (async (job: { data: { paymentId: string } }) => payments.expireIfDue(job.data.paymentId)) as never,
      },
      [QUEUES.settlement]: { handler: money.settle as never },
    });
  return { providers, jobs, ledger, payments, gateway, checkout, webhookWorker, money, funding, rates, startJobs };
};
