import path from 'node:path';
import { z } from 'zod';

// Every environment variable the server reads, parsed in one place (README has the table).
const envSchema = z.object({
  NODE_ENV: z.string().default('development'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().default('0.0.0.0'),
  DATA_DIR: z.string().default('./data'),
  DATABASE_URL: z.string().optional(),
  REDIS_URL: z.string().optional(),
  SMTP_URL: z.string().optional(),
  MAIL_FROM: z.string().default('Paygate <no-reply@paygate.local>'),
  PUBLIC_URL: z.string().optional(),
  JWT_SECRET: z.string().min(32, 'JWT_SECRET must be at least 32 characters').optional(),
  SEED_DEMO: z.string().optional(),
  LOG_LEVEL: z.string().default('info'),
  WEB_DIST_DIR: z.string().optional(),
  TRUST_PROXY: z.string().optional(),
  PAYMENT_TTL_SECONDS: z.coerce.number().int().min(1).default(900),
  DATABASE_STATEMENT_TIMEOUT_MS: z.coerce.number().int().min(100).max(600_000).default(10_000),
  DATABASE_LOCK_TIMEOUT_MS: z.coerce.number().int().min(100).max(600_000).default(3_000),
  DATABASE_POOL_WAIT_MS: z.coerce.number().int().min(100).max(600_000).default(5_000),
  SANDBOX_CHECKOUT: z.string().optional(),
  METRICS_TOKEN: z.string().min(16, 'METRICS_TOKEN must be at least 16 characters').optional(),
  METRICS_PORT: z.coerce.number().int().min(0).max(65535).optional(),
  SHUTDOWN_DELAY_SECONDS: z.coerce.number().min(0).max(120).default(0),
  SHUTDOWN_TIMEOUT_SECONDS: z.coerce.number().min(1).max(600).default(25),
  AUDIT_CHECKPOINT_KEY: z.string().min(32, 'AUDIT_CHECKPOINT_KEY must be at least 32 characters').optional(),
  AUDIT_CHECKPOINT_DIR: z.string().optional(),
  AUDIT_CHECKPOINT_SECONDS: z.coerce.number().int().min(5).max(86_400).default(300),
});

/** The names of every variable the server reads (compose.yaml may pass no other: deploy.int.test.ts). */
export const CONFIG_VARIABLES = Object.keys(envSchema.shape) as readonly string[];

export type Config = {
  isProduction: boolean;
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | undefined;
  redisUrl: string | undefined;
  smtpUrl: string | undefined;
  mailFrom: string;
  /** Base of the links in mails; defaults to the local address. */
  publicUrl: string;
  jwtSecret: string | undefined;
  /** Seed the demo workspace into an empty database. */
  seedDemo: boolean;
  logLevel: string;
  /**
   * NODE_ENV=development (the default, `npm start`): logs printed for a person (pino-pretty), not
   * JSON lines, and the demo's payment history written after the server is ready (main.ts).
   */
  isDevelopment: boolean;
  /** The built portal (apps/web/dist); undefined serves no web app. */
  webDistDir: string | undefined;
  /** /dev/* (mailbox) and introspection: never in production. */
  devRoutes: boolean;
  /** Behind a load balancer: take the client address from X-Forwarded-For (rate limits use it). */
  trustProxy: boolean;
  /** A pending payment is cancelled this long after it was created (issue #4). */
  paymentTtlSeconds: number;
  /**
   * On PostgreSQL, the longest a statement may run, wait for a lock, and a request wait for a free
   * connection: past them the request is answered busy (503) and rolls back (issue 26 item 4).
   */
  databaseTimeouts: { statementMs: number; lockMs: number; poolWaitMs: number };
  /** The hosted checkout offers Pay / Fail / Expire (the built-in bank simulator); on unless '0'. */
  sandboxCheckout: boolean;
  /**
   * Bearer token /metrics asks for. Unset: /metrics is open in development and not served in
   * production (docs/SPEC-DECISIONS.md).
   */
  metricsToken: string | undefined;
  /**
   * A second listener (on HOST) that serves /metrics alone, without a token: for a scraper on the
   * private network when the public port must never answer it (docs/DEPLOY.md).
   */
  metricsPort: number | undefined;
  /**
   * On SIGTERM, /readyz answers 503 this long while everything else is still served, so the load
   * balancer takes the instance out before it stops accepting connections (rolling restart).
   */
  shutdownDelaySeconds: number;
  /** The most a shutdown may take (delay, in-flight requests and jobs); past it the process exits 1. */
  shutdownTimeoutSeconds: number;
  /**
   * HMAC-SHA256 key of the audit checkpoints (docs/adr/0024): from the operator's secret store,
   * never stored in the database. Unset outside production: a key file under DATA_DIR.
   */
  auditCheckpointKey: string | undefined;
  /** Where the signed checkpoints are appended (JSON lines, one file per UTC day). */
  auditCheckpointDir: string;
  /** How often the partners' audit heads are checkpointed (once per cluster). */
  auditCheckpointSeconds: number;
};

export const loadConfig = (env: NodeJS.ProcessEnv = process.env, defaults: Partial<Config> = {}): Config => {
  // An empty variable counts as unset (a compose file's `${JWT_SECRET:-}`, `METRICS_PORT=`), so
  // production says a required one is missing rather than too short, and no port becomes 0.
  const parsed = envSchema.safeParse(Object.fromEntries(Object.entries(env).filter(([, v]) => v !== '')));
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`);
    throw new Error(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const e = parsed.data;
  const isProduction = e.NODE_ENV === 'production';
  const config: Config = {
    isProduction,
    port: e.PORT,
    host: e.HOST,
    dataDir: path.resolve(e.DATA_DIR),
    databaseUrl: e.DATABASE_URL || undefined,
    redisUrl: e.REDIS_URL || undefined,
    smtpUrl: e.SMTP_URL || undefined,
    mailFrom: e.MAIL_FROM,
    publicUrl: (e.PUBLIC_URL ?? `http://localhost:${e.PORT}`).replace(/\/+$/, ''),
    jwtSecret: e.JWT_SECRET,
    seedDemo: isProduction ? e.SEED_DEMO === '1' : e.SEED_DEMO !== '0',
    logLevel: e.LOG_LEVEL,
    isDevelopment: e.NODE_ENV === 'development',
    webDistDir: e.WEB_DIST_DIR ? path.resolve(e.WEB_DIST_DIR) : undefined,
    devRoutes: !isProduction && !e.SMTP_URL,
    trustProxy: e.TRUST_PROXY === '1' || e.TRUST_PROXY === 'true',
    paymentTtlSeconds: e.PAYMENT_TTL_SECONDS,
    databaseTimeouts: {
      statementMs: e.DATABASE_STATEMENT_TIMEOUT_MS,
      lockMs: e.DATABASE_LOCK_TIMEOUT_MS,
      poolWaitMs: e.DATABASE_POOL_WAIT_MS,
    },
    sandboxCheckout: e.SANDBOX_CHECKOUT !== '0',
    metricsToken: e.METRICS_TOKEN || undefined,
    metricsPort: e.METRICS_PORT,
    shutdownDelaySeconds: e.SHUTDOWN_DELAY_SECONDS,
    shutdownTimeoutSeconds: e.SHUTDOWN_TIMEOUT_SECONDS,
    auditCheckpointKey: e.AUDIT_CHECKPOINT_KEY,
    auditCheckpointDir: path.resolve(e.AUDIT_CHECKPOINT_DIR ?? path.join(e.DATA_DIR, 'audit-checkpoints')),
    auditCheckpointSeconds: e.AUDIT_CHECKPOINT_SECONDS,
  };
  return { ...config, ...defaults };
};

/** Why a production server will not start without SMTP_URL (issue 11 item 7). */
export const SMTP_REQUIRED_IN_PRODUCTION =
  'SMTP_URL is required when NODE_ENV=production: verification and password reset links are sent by mail, ' +
  'and without a mail server they would reach no one (the dev mailbox is off in production, and links are never ' +
  'written to the log there). Set SMTP_URL to your mail server, e.g. smtps://user:password@smtp.example.com:465.';

/**
 * Why a production server will not start without JWT_SECRET (issue #13): every instance must sign
 * and check sessions with one key, given by the operator, never one an instance made up.
 */
export const JWT_SECRET_REQUIRED_IN_PRODUCTION =
  'JWT_SECRET is required when NODE_ENV=production: every instance signs and checks session tokens with it, ' +
  'so all instances need the same value from your secret store (at least 32 characters, e.g. the output of ' +
  '`openssl rand -base64 48`).';

/**
 * The server's configuration: loadConfig plus what serving needs. The operator CLI sends no mail
 * and signs no token, and reads loadConfig alone.
 */
export const loadServerConfig = (env: NodeJS.ProcessEnv = process.env): Config => {
  const config = loadConfig(env);
  const missing: string[] = [];
  if (config.isProduction && !config.smtpUrl) missing.push(SMTP_REQUIRED_IN_PRODUCTION);
  if (config.isProduction && !config.jwtSecret) missing.push(JWT_SECRET_REQUIRED_IN_PRODUCTION);
  if (missing.length > 0) throw new Error(`Invalid configuration:\n${missing.join('\n')}`);
  return config;
};
