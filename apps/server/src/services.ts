import type { FastifyBaseLogger } from 'fastify';
import type { Redis } from 'ioredis';
import type { Config } from './config.js';
import type { Database } from './db/client.js';
import { Limiter } from './lib/rate-limit.js';
import { AdminService } from './modules/admin/admin.service.js';
import { AppsService } from './modules/apps/apps.service.js';
import { AuthService } from './modules/auth/auth.service.js';
import { loadSigningKey, SessionTokens } from './modules/auth/session-tokens.js';
import { MailService } from './modules/mail/mail.service.js';
import { PartnersService } from './modules/partners/partners.service.js';
import { UploadsService } from './modules/uploads/uploads.service.js';
import { WebhookSender } from './modules/webhooks/delivery.js';

/** Every domain service, wired once per process. Resolvers and routes reach them through here. */
export type Services = {
  auth: AuthService;
  partners: PartnersService;
  mail: MailService;
  admin: AdminService;
  apps: AppsService;
  uploads: UploadsService;
  webhooks: WebhookSender;
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
  return { auth, partners: new PartnersService(db, auth), mail, admin: new AdminService(db), apps, uploads, webhooks };
};
