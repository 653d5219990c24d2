import { randomUUID } from 'node:crypto';
import type pg from 'pg';
import { startReceiver } from './apps.js';
import { freePort, type Instance, roundRobinProxy, serverInstance } from './cluster.js';
import { clusterClient, type Workspace } from './cluster-money.js';
import { type OwnPostgres, type OwnRedis, ownDatabase, ownPostgres, ownRedis } from './own-services.js';

// The set-up the cluster tests share (cluster.cluster.test.ts, faults.cluster.test.ts): a
// PostgreSQL and a Redis of the test's own (own-services.ts, so a test may stop and kill them), a
// webhook receiver, two real server processes on them and a round-robin proxy in front, and a
// workspace made through the proxy.

/** An address of this run: the instances trust the proxy's X-Forwarded-For (TRUST_PROXY=1). */
const runAddress = () =>
  `10.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}.${1 + Math.floor(Math.random() * 250)}`;

/** A cluster of the test's own, set up by `start` (in a beforeAll) and ended by `close` (in an afterAll). */
export type OwnCluster = {
  /** The run's address: the proxy forwards it, and a direct call names it in X-Forwarded-For. */
  address: string;
  client: ReturnType<typeof clusterClient>;
  postgres: OwnPostgres;
  redis: OwnRedis;
  pool: pg.Pool;
  databaseUrl: string;
  a: Instance;
  b: Instance;
  proxy: Awaited<ReturnType<typeof roundRobinProxy>>;
  receiver: Awaited<ReturnType<typeof startReceiver>>;
  ws: Workspace;
  /** Starts it all; `env` is added to both instances' environment. */
  start: (env?: Record<string, string>) => Promise<void>;
  /** Ends whatever `start` got to. */
  close: () => Promise<void>;
};

/**
 * The address and client are there at once (the test's closures may hold them); the rest once
 * `start` has run.
 */
export const ownCluster = (): OwnCluster => {
  const address = runAddress();
  const jwtSecret = randomUUID() + randomUUID();
  const cluster = { address, client: clusterClient(address), databaseUrl: '' } as OwnCluster;
  cluster.start = async (extraEnv = {}) => {
    [cluster.postgres, cluster.redis, cluster.receiver] = await Promise.all([
      ownPostgres(),
      ownRedis(),
      startReceiver(),
    ]);
    const database = await ownDatabase(cluster.postgres);
    cluster.pool = database.pool;
    cluster.databaseUrl = database.url;
    const proxyPort = await freePort();
    const env = {
      DATABASE_URL: database.url,
      REDIS_URL: cluster.redis.url,
      JWT_SECRET: jwtSecret,
      PUBLIC_URL: `http://127.0.0.1:${proxyPort}`,
      ...extraEnv,
    };
    cluster.a = serverInstance('A', await freePort(), env);
    cluster.b = serverInstance('B', await freePort(), env);
    // Both at once: the migration runs once (an advisory lock), the other waits for it.
    await Promise.all([cluster.a.start(), cluster.b.start()]);
    cluster.proxy = await roundRobinProxy(() => [cluster.a, cluster.b], address);
    // An OWNER (registered, verified, activated by the operator), a partner and a PRODUCTION app
    // whose webhooks go to the local receiver, funded through the gateway.
    cluster.ws = await cluster.client.workspace(cluster.proxy.url, cluster.a.url, cluster.pool, cluster.receiver.url);
  };
  cluster.close = async () => {
    await cluster.proxy?.close();
    await Promise.all([cluster.a?.stop(), cluster.b?.stop()]);
    await cluster.receiver?.close();
    await cluster.pool?.end().catch(() => undefined);
    await Promise.all([cluster.postgres?.destroy(), cluster.redis?.destroy()]);
  };
  return cluster;
};
