import closeWithGrace from 'close-with-grace';
import { Redis } from 'ioredis';
import { buildApp } from './app.js';
import { loadServerConfig } from './config.js';
import { openDatabase } from './db/client.js';
import { startAdminSocket } from './modules/admin/admin.socket.js';
import { demoBanner, hasDemoWorkspace, isDatabaseEmpty, seedDemoWorkspace } from './seed/demo.js';
import { seedDemoActivity } from './seed/demo-activity.js';

const config = (() => {
  try {
    return loadServerConfig();
  } catch (error) {
    // A configuration mistake is the operator's to fix: the message, not a stack trace.
    process.stderr.write(`${error instanceof Error ? error.message : String(error)}\n`);
    process.exit(1);
  }
})();
const database = await openDatabase(
  config.databaseUrl ? { kind: 'postgres', url: config.databaseUrl } : { kind: 'pglite', dataDir: config.dataDir },
);
await database.migrate();
const redis = config.redisUrl ? new Redis(config.redisUrl, { maxRetriesPerRequest: 2 }) : undefined;
const { app, services } = await buildApp(config, database, { redis });

if (config.seedDemo && (await isDatabaseEmpty(database.db))) {
  const started = Date.now();
  await seedDemoWorkspace(database.db, services.uploads);
  const activity = await seedDemoActivity(database.db, services, { paymentTtlSeconds: config.paymentTtlSeconds });
  app.log.info({ payments: activity.created, ms: Date.now() - started }, 'demo workspace seeded');
}

await app.listen({ port: config.port, host: config.host });
const adminSocket =
  database.kind === 'pglite' ? await startAdminSocket(config.dataDir, services.admin, app.log) : undefined;

const url = `http://localhost:${config.port}`;
if (await hasDemoWorkspace(database.db)) process.stdout.write(`${demoBanner(url)}\n`);
else process.stdout.write(`\n  Paygate Partner Portal is running at ${url}\n\n`);

// Finish in-flight requests, then release the database; a second signal or 10 s forces the exit.
closeWithGrace({ delay: 10_000 }, async ({ signal, err }) => {
  if (err) app.log.error({ err }, 'shutting down after an error');
  else app.log.info({ signal }, 'shutting down');
  await adminSocket?.close();
  await app.close();
  await redis?.quit();
  await database.close();
});
