import { createServer, type RequestListener, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import closeWithGrace from 'close-with-grace';
import type { Redis } from 'ioredis';
import { buildApp } from './app.js';
import { type Config, loadServerConfig } from './config.js';
import { type Database, openDatabase } from './db/client.js';
import { bootstrapHandler, Lifecycle } from './lib/lifecycle.js';
import { startMetricsServer } from './lib/metrics.js';
import { createRedis } from './lib/redis-client.js';
import { startAdminSocket } from './modules/admin/index.js';
import { demoBanner, hasDemoWorkspace, isDatabaseEmpty, seedDemoWorkspace } from './seed/demo.js';
import { seedDemoActivity } from './seed/demo-activity.js';
import { isConnectionError, unreachable } from './startup.js';

/** A mistake or an outage the operator fixes: one line on stderr, no stack trace, exit 1. */
const fatal = (message: string): never => {
  process.stderr.write(`${message}\n`);
  process.exit(1);
};

const config: Config = (() => {
  try {
    return loadServerConfig();
  } catch (error) {
    return fatal(error instanceof Error ? error.message : String(error));
  }
})();

// The port answers from the first moment: /healthz 200, /readyz 503 'starting' while migrations
// run (or wait for another instance's lock); the app takes over the same server once built.
const lifecycle = new Lifecycle('starting');
let handler: RequestListener = bootstrapHandler(lifecycle);
const server: Server = createServer((req, res) => handler(req, res));
await new Promise<void>((resolve) => {
  server.once('error', (error: NodeJS.ErrnoException) =>
    fatal(`PORT: cannot listen on ${config.host}:${config.port} (${error.code ?? error.message})`),
  );
  server.listen(config.port, config.host, () => resolve());
});

/**
 * The first connection to Redis. A Redis that refuses it is reported at once; one that answers too
 * slowly (a command's 1 s passed while a busy machine still loaded this process, seen in CI) is
 * asked again, three times in all, before the start fails saying what to set.
 */
const connectRedis = async (url: string): Promise<Redis> => {
  for (let attempt = 1; ; attempt++) {
    const client = createRedis(url, { lazyConnect: true });
    // Reported once below (with the socket's reason, which the rejected connect() lacks), not as
    // an unhandled error event per retry.
    let socketError: unknown;
    client.on('error', (error) => {
      socketError = error;
    });
    try {
      await client.connect();
      await client.ping();
      return client;
    } catch (error) {
      client.disconnect();
      const cause = socketError ?? error;
      const isRefused = (cause as NodeJS.ErrnoException).code === 'ECONNREFUSED';
      if (isRefused || attempt >= 3) fatal(unreachable('REDIS_URL', 'Redis', url, cause));
      await new Promise((resolve) => setTimeout(resolve, 1_000));
    }
  }
};

const redis: Redis | undefined = config.redisUrl ? await connectRedis(config.redisUrl) : undefined;

let database: Database;
try {
  database = await openDatabase(
    config.databaseUrl
      ? { kind: 'postgres', url: config.databaseUrl, timeouts: config.databaseTimeouts }
      : { kind: 'pglite', dataDir: config.dataDir },
  );
  // On PostgreSQL one instance migrates under an advisory lock; the others wait, then find nothing to do.
  await database.migrate();
} catch (error) {
  if (config.databaseUrl && isConnectionError(error))
    fatal(unreachable('DATABASE_URL', 'PostgreSQL', config.databaseUrl, error));
  throw error;
}

let appHandler: RequestListener | undefined;
const { app, services, metrics } = await buildApp(config, database, {
  redis,
  lifecycle,
  serverFactory: (fastifyHandler) => {
    appHandler = fastifyHandler;
    return server;
  },
});
await app.ready();
if (appHandler) handler = appHandler;

// Logos an earlier version kept under DATA_DIR/uploads move into the database (docs/adr/0014).
const moved = await services.uploads.importFromDirectory(config.dataDir);
if (moved.imported > 0)
  app.log.info({ imported: moved.imported }, 'logos moved from DATA_DIR/uploads into the database');
if (moved.skipped.length > 0)
  app.log.warn({ skipped: moved.skipped }, 'files under DATA_DIR/uploads that are not logos were left');

// The demo workspace (users, partners, apps) before ready; its 90 days of payments (~20 s of the
// payment service's own writes) after ready in development, so a first `npm start` answers at
// once and the banner says the history is on its way (issue 27 item 7). Tests and a production
// with SEED_DEMO=1 get the whole workspace before ready, as they read it at once.
let demoHistory: (() => Promise<void>) | undefined;
if (config.seedDemo && (await isDatabaseEmpty(database.db))) {
  const started = Date.now();
  await seedDemoWorkspace(database.db, services.uploads);
  const afterReady = config.isDevelopment;
  const writeHistory = async () => {
    const activity = await seedDemoActivity(database.db, services, {
      paymentTtlSeconds: config.paymentTtlSeconds,
      // After ready, a request (and /readyz's 2 s database check) waits for the batch in flight
      // on the one PGlite connection: 10 payments, a fraction of a second even on a busy machine.
      // At 50 a batch took over 2 s at load 13, and /readyz said 'unavailable' until the last one.
      ...(afterReady ? { batchSize: 10 } : {}),
    });
    app.log.info({ payments: activity.created, ms: Date.now() - started }, 'demo workspace seeded');
  };
  if (afterReady) demoHistory = writeHistory;
  else await writeHistory();
}

const adminSocket =
  database.kind === 'pglite' ? await startAdminSocket(config.dataDir, services.admin, app.log) : undefined;
const metricsServer =
  config.metricsPort !== undefined
    ? await startMetricsServer(metrics.registry, config.metricsPort, config.host)
    : undefined;
if (metricsServer) app.log.info({ address: metricsServer.address() }, 'metrics served on their own port');

lifecycle.phase = 'ready';
const port = (server.address() as AddressInfo).port;
const url = `http://localhost:${port}`;
app.log.info({ port }, 'ready');
if (await hasDemoWorkspace(database.db))
  process.stdout.write(`${demoBanner(url, { historyPending: !!demoHistory })}\n`);
else process.stdout.write(`\n  Paygate Partner Portal is running at ${url}\n\n`);
demoHistory?.().catch((err: unknown) => app.log.error({ err }, 'the demo payment history was not written'));

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

// SIGTERM/SIGINT: /readyz answers 503 at once while everything is still served for
// SHUTDOWN_DELAY_SECONDS (the load balancer takes the instance out), then no new connection is
// accepted, requests in flight finish, the job runners stop claiming and finish or hand back what
// they run, and the database closes. Past SHUTDOWN_TIMEOUT_SECONDS (or on a second signal) the
// process exits 1.
closeWithGrace(
  { delay: (config.shutdownDelaySeconds + config.shutdownTimeoutSeconds) * 1000 },
  async ({ signal, err }) => {
    lifecycle.phase = 'stopping';
    if (err) app.log.error({ err }, 'shutting down after an error');
    else app.log.info({ signal, delaySeconds: config.shutdownDelaySeconds }, 'shutting down');
    if (config.shutdownDelaySeconds > 0) await sleep(config.shutdownDelaySeconds * 1000);
    const httpClosed = new Promise<void>((resolve) => server.close(() => resolve()));
    // Keep-alive connections are closed as soon as their request in flight is answered.
    server.closeIdleConnections();
    const idle = setInterval(() => server.closeIdleConnections(), 100);
    await adminSocket?.close();
    await new Promise<void>((resolve) => (metricsServer ? metricsServer.close(() => resolve()) : resolve()));
    await app.close();
    await httpClosed;
    clearInterval(idle);
    await redis?.quit();
    await database.close();
    app.log.info('stopped');
  },
);
