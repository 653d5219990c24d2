import { createHash, randomUUID, timingSafeEqual } from 'node:crypto';
import { existsSync } from 'node:fs';
import type { RequestListener, Server } from 'node:http';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import Fastify, { type FastifyInstance, type FastifyReply } from 'fastify';
import type { Redis } from 'ioredis';
import type { Config } from './config.js';
import type { Database } from './db/client.js';
import { registerGraphQL } from './graphql/index.js';
import type { PartnerAccess } from './lib/caller.js';
import type { Credentials } from './lib/http/credentials.js';
import { answerError, gatewayErrorEnvelope, httpRefusal } from './lib/http/errors.js';
import { type CallerRule, registerRouteGuards } from './lib/http/guard.js';
import { loadMessageCatalogues, requestLanguage, translateRefusal } from './lib/i18n.js';
import { checkReadiness, Lifecycle } from './lib/lifecycle.js';
import { Metrics } from './lib/metrics.js';
import { DEFAULT_WEB_DIST } from './lib/paths.js';
import { watchRedis } from './lib/redis-client.js';
import { registerSecurityHeaders } from './lib/security-headers.js';
import { loggerFor } from './logger.js';
import { auditRoutes } from './modules/audit/index.js';
import { gatewayRoutes } from './modules/gateway/index.js';
import { balanceHistoryRoutes, settlementReportRoutes, statementRoutes } from './modules/ledger/index.js';
import { mailboxRoutes } from './modules/mail/index.js';
import { complaintRoutes, moneyRoutes } from './modules/money/index.js';
import { openApiRoutes } from './modules/openapi/index.js';
import { liveRoutes } from './modules/payments/index.js';
import { reportRoutes } from './modules/reports/index.js';
import { transactionsRoutes } from './modules/transactions/index.js';
import { uploadsRoutes } from './modules/uploads/index.js';
import { createServices, type Services } from './services.js';

/** A route as registered: what GET /openapi.json must describe (apps/server/test/openapi.int.test.ts). */
export type RegisteredRoute = { method: string; url: string };
export type BuiltApp = {
  app: FastifyInstance;
  services: Services;
  routes: readonly RegisteredRoute[];
  metrics: Metrics;
  lifecycle: Lifecycle;
};

export type BuildOptions = {
  redis?: Redis;
  logger?: boolean;
  /** Where the instance is (main.ts moves it); a test's app is ready once built. */
  lifecycle?: Lifecycle;
  /** main.ts: the HTTP server that already listens (and answered /healthz during migrations). */
  serverFactory?: (handler: RequestListener) => Server;
};

/** Equal-length values for a constant-time comparison of a presented token. */
const digest = (value: string) => createHash('sha256').update(value).digest();

/** Prefixes the web app never owns: unknown paths under them are a 404, not the SPA. */
const API_PREFIXES = [
  '/openapi.json',
  '/graphql',
  '/v1/',
  '/dev/',
  '/healthz',
  '/readyz',
  '/metrics',
  '/config/',
  '/uploads/',
];

// Strict CSP (ENGINEERING §3.9): the access token lives in a script-readable cookie, so no inline
// script and no third-party origin may run. antd injects its styles at run time, hence
// 'unsafe-inline' for styles only.
const CONTENT_SECURITY_POLICY = {
  useDefaults: false,
  directives: {
    defaultSrc: ["'self'"],
    scriptSrc: ["'self'"],
    styleSrc: ["'self'", "'unsafe-inline'"],
    imgSrc: ["'self'", 'data:', 'blob:'],
    fontSrc: ["'self'", 'data:'],
    connectSrc: ["'self'"],
    objectSrc: ["'none'"],
    baseUri: ["'self'"],
    formAction: ["'self'"],
    frameAncestors: ["'none'"],
  },
};

/**
 * The caller of a guarded REST route: the session, its membership under the route's permission,
 * then today's active token — the order of the GraphQL checks, so the refusals match.
 */
const checkCaller = async (services: Services, credentials: Credentials, rule: CallerRule): Promise<PartnerAccess> => {
  const viewer = await services.auth.authenticate(credentials.token, credentials.meta);
  const access = await services.partners.requireAccess(viewer, rule.permission);
  if (rule.activeToken) await services.profile.requireActiveToken(access, credentials.activeToken);
  return access;
};

export const buildApp = async (config: Config, database: Database, options: BuildOptions = {}): Promise<BuiltApp> => {
  const lifecycle = options.lifecycle ?? new Lifecycle('ready');
  // The catalogues of the server's messages: a missing one stops the start, not a request.
  loadMessageCatalogues();
  const app = Fastify({
    ...(options.serverFactory ? { serverFactory: options.serverFactory } : {}),
    logger: options.logger === false ? false : await loggerFor(config.logLevel, config.isDevelopment),
    genReqId: () => randomUUID(),
    requestIdHeader: 'x-request-id',
    // GraphQL documents and JSON bodies are small; uploads get their own limit (issue #3).
    bodyLimit: 256 * 1024,
    trustProxy: config.trustProxy,
    return503OnClosing: true,
    // The router's own refusals (an undecodable URL, a path parameter over 100 characters) answer
    // the envelope too, without echoing the path.
    frameworkErrors: (error, _req, reply) => {
      (reply as unknown as FastifyReply).code(400).send(httpRefusal(400, error.code));
    },
  });
  app.addHook('onSend', async (req, reply) => {
    reply.header('x-request-id', req.id);
  });
  // A refusal's message and field messages in the language the request reads (issue 31): the
  // portal's and the hosted checkout's, else English, as the envelope has always been.
  app.addHook('preSerialization', async (req, _reply, payload) =>
    translateRefusal(requestLanguage(req.headers), payload),
  );
  // Every route any plugin registers, so a test can hold the OpenAPI document to the real list.
  const routes: RegisteredRoute[] = [];
  app.addHook('onRoute', (route) => {
    for (const method of [route.method].flat()) routes.push({ method, url: route.url });
  });
  registerSecurityHeaders(app, {
    contentSecurityPolicy: CONTENT_SECURITY_POLICY,
    crossOriginEmbedderPolicy: false,
    strictTransportSecurity: config.isProduction,
  });

  // Before any plugin is registered: a plugin's routes keep the error handler in place when it
  // registers, so one set after them would never run for them (that let driver text out).
  app.setErrorHandler(answerError);

  const metrics = new Metrics();
  if (options.redis) watchRedis(options.redis, metrics, app.log);
  const services = await createServices(config, database, app.log, options.redis, metrics);
  await services.startJobs();
  // Graceful shutdown: in-flight jobs are interrupted (recorded, retried later) before the
  // database closes; main.ts and the tests close the database after app.close().
  app.addHook('onClose', async () => {
    await services.jobs.stop();
    await services.changeFeed.close();
  });

  metrics.watchJobQueues(database.db);
  app.addHook('onResponse', async (req, reply) => {
    metrics.httpDuration
      .labels(req.method, req.routeOptions.url ?? 'unmatched', String(reply.statusCode))
      .observe(reply.elapsedTime / 1000);
  });

  // /healthz: the process lives. /readyz: take traffic — migrated and built, not shutting down,
  // and the database answers (issue #13 item 3); Redis down shows as 'degraded' (issue 26 item 3).
  // Probes come every few seconds: their requests are logged at warn and above only.
  const probe = { logLevel: 'warn' } as const;
  app.get('/healthz', probe, async (_req, reply) => reply.header('cache-control', 'no-store').send({ status: 'ok' }));
  app.get('/readyz', probe, async (_req, reply) => {
    const { ready, body } = await checkReadiness(lifecycle, database, options.redis);
    return reply
      .code(ready ? 200 : 503)
      .header('cache-control', 'no-store')
      .send(ready ? { ...body, database: database.kind } : body);
  });
  // Runtime, memory and traffic figures are the operator's, never public: on this port only with
  // the METRICS_TOKEN bearer; METRICS_PORT serves them without one on a listener of its own
  // (main.ts), for a scraper on the private network.
  if (config.metricsToken) {
    const expected = digest(`Bearer ${config.metricsToken}`);
    app.get('/metrics', probe, async (req, reply) => {
      if (!timingSafeEqual(digest(req.headers.authorization ?? ''), expected)) {
        return reply
          .code(401)
          .header('www-authenticate', 'Bearer realm="metrics"')
          .send({ error: 'Unauthorized', message: 'A valid metrics token is required' });
      }
      return reply
        .type(metrics.registry.contentType)
        .header('cache-control', 'no-store')
        .send(await metrics.registry.metrics());
    });
  }

  await registerGraphQL(app, services, {
    introspection: !config.isProduction,
    suggestions: !config.isProduction,
    metrics,
  });
  // REST routes declare their caller in their config (lib/http/guard.ts); this is the check.
  const guards = await registerRouteGuards(app, (credentials, rule) => checkCaller(services, credentials, rule));
  await app.register(uploadsRoutes, { services });
  await app.register(gatewayRoutes, { services });
  await app.register(moneyRoutes, { services, guards });
  await app.register(complaintRoutes, { services, guards });
  await app.register(transactionsRoutes, { services, guards });
  await app.register(balanceHistoryRoutes, { services, guards });
  await app.register(statementRoutes, { services, guards });
  await app.register(reportRoutes, { services, guards });
  await app.register(settlementReportRoutes, { services, guards });
  await app.register(liveRoutes, { services, guards });
  await app.register(auditRoutes, { services, guards });
  await app.register(openApiRoutes, { publicUrl: config.publicUrl, version: '1' });
  if (config.devRoutes) await app.register(mailboxRoutes, { mail: services.mail });

  const webDist = config.webDistDir ?? DEFAULT_WEB_DIST;
  const hasWeb = existsSync(path.join(webDist, 'index.html'));
  if (hasWeb) {
    await app.register(fastifyStatic, {
      root: webDist,
      index: false,
      wildcard: true,
      // The web build writes .br and .gz copies (apps/web/scripts/precompress.mjs): served when
      // the browser accepts them, with Vary: Accept-Encoding.
      preCompressed: true,
      setHeaders: (res, filePath) => {
        // Vite fingerprints everything under assets/: cache forever; everything else revalidates.
        const immutable = filePath.includes(`${path.sep}assets${path.sep}`);
        res.header('cache-control', immutable ? 'public, max-age=31536000, immutable' : 'no-cache');
      },
    });
    // The root is a folder to the static plugin (403); it is the portal's dashboard route.
    app.get('/', (_req, reply) => reply.header('cache-control', 'no-cache').sendFile('index.html'));
    // The hosted checkout (GatewayService.checkoutUrl) is its own page, outside the portal's login rules.
    app.get('/checkout/:token', (_req, reply) =>
      reply.header('cache-control', 'no-cache').header('x-robots-tag', 'noindex').sendFile('checkout.html'),
    );
  } else {
    app.log.warn({ webDist }, 'the web app is not built: only the API is served (run npm run build)');
  }

  app.setNotFoundHandler((req, reply) => {
    // Whatever its case, as the portal's own routes (issue 28 item 10): /GRAPHQL is no screen.
    const url = req.url.toLowerCase();
    const isApi = API_PREFIXES.some((p) => url === p.replace(/\/$/, '') || url.startsWith(p));
    if ((req.method === 'GET' || req.method === 'HEAD') && !isApi && hasWeb) {
      // Client-side routes (/, /login, /apps…) all load the single page; it shows /404 itself.
      return reply.header('cache-control', 'no-cache').sendFile('index.html');
    }
    // The REST envelope like every API answer; the path is echoed only in part (it is the caller's input).
    const pathname = (req.url.split('?')[0] ?? '').slice(0, 100);
    return reply.code(404).send(gatewayErrorEnvelope('NOT_FOUND', `Route ${req.method} ${pathname} not found`));
  });
  return { app, services, routes, metrics, lifecycle };
};
