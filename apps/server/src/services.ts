import { OTP_LOCK_SECONDS, OTP_MAX_FAILURES } from '@paygate/contracts';
import type { FastifyBaseLogger } from 'fastify';
import type { Redis } from 'ioredis';
import type { Config } from './config.js';
import { type ChangeFeed, startChangeFeed } from './db/change-feed.js';
import type { Database } from './db/client.js';
import { JobQueue, QUEUES } from './lib/jobs.js';
import type { Metrics, MoneyOperation } from './lib/metrics.js';
import { Limiter } from './lib/rate-limit.js';
import { AdminService } from './modules/admin/index.js';
import { AppsService } from './modules/apps/index.js';
import { AuditCheckpoints, AuditService, CHECKPOINT_KEY_MISSING, loadCheckpointKey } from './modules/audit/index.js';
import {
  AuthService,
  loadSigningKey,
  SecondFactor,
  SessionCache,
  type SessionRow,
  SessionTokens,
} from './modules/auth/index.js';
import { DashboardService } from './modules/dashboard/index.js';
import { GatewayService } from './modules/gateway/index.js';
import {
  BalanceHistory,
  LedgerService,
  SettlementReports,
  STATEMENT_MAIL_EVERY_SECONDS,
  StatementMailer,
  Statements,
} from './modules/ledger/index.js';
import { MailService } from './modules/mail/index.js';
import { CashOutConfirmations, MoneyService, RateStream } from './modules/money/index.js';
import { PartnersService } from './modules/partners/index.js';
import {
  CheckoutService,
  ensurePartitionsAhead,
  FOLD_EVERY_SECONDS,
  foldPaymentShards,
  maintainPaymentPartitions,
  PARTITIONS_EVERY_SECONDS,
  PartnerDataNotices,
  PartnerReadCache,
  PaymentChanges,
  PaymentsService,
} from './modules/payments/index.js';
import { ProfileService } from './modules/profile/index.js';
import { Reports } from './modules/reports/index.js';
import { SearchService } from './modules/search/index.js';
import { TransactionViewsService } from './modules/transaction-views/index.js';
import { TransactionsService } from './modules/transactions/index.js';
import { UploadsService } from './modules/uploads/index.js';
import { PRUNE_EVERY_SECONDS, WebhookLogService, WebhookSender, WebhookWorker } from './modules/webhooks/index.js';
import { createSandboxProviders, type Providers } from './providers/index.js';

/** Every domain service, wired once per process. Resolvers and routes reach them through here. */
export type Services = {
  auth: AuthService;
  partners: PartnersService;
  mail: MailService;
  admin: AdminService;
  profile: ProfileService;
  /** Every two-factor code check: one failure counter and lock per user, each code once. */
  secondFactor: SecondFactor;
  apps: AppsService;
  uploads: UploadsService;
  webhooks: WebhookSender;
  providers: Providers;
  jobs: JobQueue;
  ledger: LedgerService;
  /** The ledger read line by line (issue 30 item 1). */
  balanceHistory: BalanceHistory;
  /** A balance's closed day or month, checked against the ledger (issue 30 item 2). */
  statements: Statements;
  /** Last month's statements mailed on the 1st to the members who asked (issue 30 item 2). */
  statementMailer: StatementMailer;
  /** The daily reconciliation file of an app (issue 30 item 4). */
  settlementReports: SettlementReports;
  payments: PaymentsService;
  gateway: GatewayService;
  checkout: CheckoutService;
  webhookWorker: WebhookWorker;
  /** An app's delivery log, endpoint status, resends, retention and failing notice (issue #14). */
  webhookLog: WebhookLogService;
  /** Every money flow of the portal (money/flows): cash-out, withdraw, cash-in, deposit, exchange. */
  money: MoneyService;
  /** The money service under the name the money-in routes use (cash-in, deposit). */
  funding: MoneyService;
  /** The exchange-rate stream (through Redis when REDIS_URL is set). */
  rates: RateStream;
  /** Payment changes for the live list and dashboard (through the database's notices, ADR 0025). */
  paymentChanges: PaymentChanges;
  /** The transaction list, its totals and the CSV export (issue #5). */
  transactions: TransactionsService;
  /** Each member's saved views of the transaction list (issue #15). */
  transactionViews: TransactionViewsService;
  /** The top bar's search across payments, apps, channels and members (issue #15 item 2). */
  search: SearchService;
  /** partnerDashboard from the running totals (issue #5). */
  dashboard: DashboardService;
  /** /report's figures per day and service, and its CSV (issue 30 item 3). */
  reports: Reports;
  /** The audit log's list, entry, actors and CSV export (issue #15 item 1). */
  audit: AuditService;
  /** Signed checkpoints of the audit heads outside the database (ADR 0024); none without a key. */
  auditCheckpoints: AuditCheckpoints | undefined;
  /**
   * The database's notices of changes, feeding the session cache (ADR 0022) and the partners'
   * payment reads (ADR 0023); closed with the app.
   */
  changeFeed: ChangeFeed;
  /** The list's and the dashboard's reads, shared per partner until its data changes (ADR 0023). */
  partnerReads: PartnerReadCache;
  /** Starts the background workers (webhooks, expiry); the app's onClose stops them. */
  startJobs(): Promise<void>;
};

const MINUTE = 60;

export const createServices = async (
  config: Config,
  database: Database,
  log: FastifyBaseLogger,
  redis: Redis | undefined,
  metrics?: Metrics,
): Promise<Services> => {
  const { db } = database;
  const mail = new MailService(db, log, {
    smtpUrl: config.smtpUrl,
    from: config.mailFrom,
    devMailbox: !config.isProduction,
  });
  const signingKey = await loadSigningKey(db, config.jwtSecret);
  const tokens = new SessionTokens(signingKey);
  const sessionCache = new SessionCache<SessionRow>();
  const partnerReads = new PartnerReadCache();
  const paymentChanges = new PaymentChanges(db, log, (reason) => metrics?.liveResets.labels(reason).inc());
  const changeFeed = await startChangeFeed(
    database,
    [sessionCache.subscriber(), partnerReads.subscriber(), paymentChanges.subscriber()],
    log,
  );
  const secondFactor = new SecondFactor(
    db,
    new Limiter('totp-user', { points: OTP_MAX_FAILURES, durationSeconds: OTP_LOCK_SECONDS }, redis),
  );
  const auth = new AuthService(
    db,
    mail,
    tokens,
    {
      loginAccount: new Limiter('login-account', { points: 5, durationSeconds: 15 * MINUTE }, redis),
      loginAddress: new Limiter('login-address', { points: 50, durationSeconds: 15 * MINUTE }, redis),
      resetAccount: new Limiter('reset-account', { points: 3, durationSeconds: 60 * MINUTE }, redis),
      resetAddress: new Limiter('reset-address', { points: 20, durationSeconds: 60 * MINUTE }, redis),
      registerAccount: new Limiter('register-account', { points: 3, durationSeconds: 60 * MINUTE }, redis),
      registerAddress: new Limiter('register-address', { points: 20, durationSeconds: 60 * MINUTE }, redis),
    },
    config.publicUrl,
    secondFactor,
    sessionCache,
  );
  const uploads = new UploadsService(db);
  // Webhooks reach only public addresses in production (no SSRF); tests and dev use localhost.
  const webhooks = new WebhookSender(db, { publicOnly: config.isProduction });
  const apps = new AppsService(db, uploads, webhooks, { publicWebhooksOnly: config.isProduction });
  const profile = new ProfileService(db, secondFactor, tokens, {
    password: new Limiter('password-user', { points: 5, durationSeconds: 15 * MINUTE }, redis),
  });
  const checkpointKey = loadCheckpointKey(config, { create: true });
  if (!checkpointKey) log.warn(CHECKPOINT_KEY_MISSING);
  const auditCheckpoints = checkpointKey
    ? new AuditCheckpoints(db, checkpointKey, config.auditCheckpointDir, log)
    : undefined;
  const statements = new Statements(db, log, () => metrics?.unbalancedStatements.inc());
  const statementMailer = new StatementMailer(db, statements, mail, log, config.publicUrl);
  const engine = createPaymentEngine(config, database, log, {
    auditCheckpoints,
    statementMailer,
    apps,
    webhooks,
    mail,
    secondFactor,
    confirmations: new CashOutConfirmations(signingKey),
    redis,
    paymentChanges,
    partnerNotices: new PartnerDataNotices(partnerReads, db, log),
  });
  if (metrics) instrument(engine, metrics);
  return {
    auth,
    changeFeed,
    partnerReads,
    partners: new PartnersService(db, auth),
    transactions: new TransactionsService(db, partnerReads, database.pool),
    transactionViews: new TransactionViewsService(db),
    search: new SearchService(db),
    dashboard: new DashboardService(db, partnerReads, database.pool),
    reports: new Reports(db),
    audit: new AuditService(db),
    auditCheckpoints,
    mail,
    admin: new AdminService(db, auditCheckpoints),
    statements,
    statementMailer,
    settlementReports: new SettlementReports(db, database.pool),
    apps,
    uploads,
    webhooks,
    profile,
    secondFactor,
    ...engine,
  };
};

/** An instance method wrapped so each call is counted by outcome (money_operations_total). */
const countCalls = <T extends object>(
  target: T,
  method: keyof T & string,
  operation: MoneyOperation,
  metrics: Metrics,
) => {
  const original = target[method] as unknown as (...args: unknown[]) => Promise<unknown>;
  if (typeof original !== 'function') throw new Error(`${method} is not a method`);
  const bound = original.bind(target);
  (target as Record<string, unknown>)[method] = (...args: unknown[]) => metrics.money(operation, () => bound(...args));
};

/** /metrics figures of the money engine and the webhook worker (issue #13 item 3). */
const instrument = (engine: ReturnType<typeof createPaymentEngine>, metrics: Metrics) => {
  countCalls(engine.money, 'cashOut', 'cash_out', metrics);
  countCalls(engine.money, 'withdraw', 'withdraw', metrics);
  countCalls(engine.money, 'settle', 'settle', metrics);
  countCalls(engine.money, 'cashIn', 'cash_in', metrics);
  countCalls(engine.money, 'deposit', 'deposit', metrics);
  countCalls(engine.money, 'exchange', 'exchange', metrics);
  engine.webhookWorker.onOutcome = (outcome) => metrics.webhookDeliveries.labels(outcome).inc();
};

/** The payment engine (issue #4): providers, job queue, ledger, payments, gateway, checkout. */
const createPaymentEngine = (
  config: Config,
  database: Database,
  log: FastifyBaseLogger,
  deps: {
    apps: AppsService;
    webhooks: WebhookSender;
    mail: MailService;
    secondFactor: SecondFactor;
    confirmations: CashOutConfirmations;
    redis: Redis | undefined;
    partnerNotices: PartnerDataNotices;
    paymentChanges: PaymentChanges;
    auditCheckpoints: AuditCheckpoints | undefined;
    statementMailer: StatementMailer;
  },
) => {
  const { db } = database;
  const providers = createSandboxProviders();
  const jobs = new JobQueue(database, log);
  const ledger = new LedgerService(db);
  const { paymentChanges } = deps;
  const payments = new PaymentsService(db, ledger, jobs, paymentChanges, deps.partnerNotices);
  const gateway = new GatewayService(db, deps.apps, payments, providers, {
    publicUrl: config.publicUrl,
    paymentTtlSeconds: config.paymentTtlSeconds,
  });
  const checkout = new CheckoutService(payments, providers, { sandbox: config.sandboxCheckout });
  const webhookWorker = new WebhookWorker(payments, deps.webhooks, jobs);
  const webhookLog = new WebhookLogService(db, {
    payments,
    worker: webhookWorker,
    jobs,
    mail: deps.mail,
    log,
    publicUrl: config.publicUrl,
  });
  deps.webhooks.onFailedAttempt = webhookLog.onFailedAttempt;
  // The money module registers its settlement handler with the queue itself.
  const money = new MoneyService({
    db,
    ledger,
    requests: gateway,
    payments,
    providers,
    jobs,
    secondFactor: deps.secondFactor,
    confirmations: deps.confirmations,
    mail: deps.mail,
    log,
    options: {
      publicUrl: config.publicUrl,
      paymentTtlSeconds: config.paymentTtlSeconds,
      sandbox: config.sandboxCheckout,
    },
  });
  const rates = new RateStream(providers.rates, deps.redis, log);
  const startJobs = async () => {
    await jobs.start({
      [QUEUES.expiry]: (job) => payments.expireIfDue(job.data.paymentId),
      [QUEUES.fold]: async () => {
        // The next run first: a fold that fails still leaves the schedule going.
        await jobs.scheduleNext(QUEUES.fold, {}, FOLD_EVERY_SECONDS);
        await foldPaymentShards(db);
      },
      [QUEUES.prune]: async () => {
        await jobs.scheduleNext(QUEUES.prune, {}, PRUNE_EVERY_SECONDS);
        const removed = await webhookLog.prune();
        if (removed > 0) log.info({ removed }, 'webhook attempts past retention pruned');
      },
      [QUEUES.partitions]: async () => {
        await jobs.scheduleNext(QUEUES.partitions, {}, PARTITIONS_EVERY_SECONDS);
        // The months ahead exist from the first start on (a no-op when they do; the job moves rows).
        await ensurePartitionsAhead(db);
        const made = await maintainPaymentPartitions(db);
        if (made > 0) log.info({ made }, 'payment partitions made');
      },
      [QUEUES.checkpoint]: async () => {
        await jobs.scheduleNext(QUEUES.checkpoint, {}, config.auditCheckpointSeconds);
        await deps.auditCheckpoints?.write();
      },
      [QUEUES.statementMail]: async () => {
        await jobs.scheduleNext(QUEUES.statementMail, {}, STATEMENT_MAIL_EVERY_SECONDS);
        await deps.statementMailer.run();
      },
    });
    await jobs.scheduleNext(QUEUES.fold, {}, FOLD_EVERY_SECONDS);
    await jobs.scheduleNext(QUEUES.prune, {}, PRUNE_EVERY_SECONDS);
    await jobs.scheduleNext(QUEUES.partitions, {}, PARTITIONS_EVERY_SECONDS);
    if (deps.auditCheckpoints) await jobs.scheduleNext(QUEUES.checkpoint, {}, config.auditCheckpointSeconds);
    await jobs.scheduleNext(QUEUES.statementMail, {}, STATEMENT_MAIL_EVERY_SECONDS);
    // The months ahead exist from the first start on (a no-op when they do; the job moves rows).
    await ensurePartitionsAhead(db);
  };
  return {
    providers,
    jobs,
    ledger,
    balanceHistory: new BalanceHistory(db),
    payments,
    gateway,
    checkout,
    webhookWorker,
    webhookLog,
    money,
    funding: money,
    rates,
    paymentChanges,
    startJobs,
  };
};
