import { randomUUID } from 'node:crypto';
import { appendFileSync, mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { openApiPath, restAnswerProblem } from '@paygate/contracts/rest-schemas';
import { afterAll, afterEach, beforeAll, expect } from 'vitest';
import { type BuildOptions, buildApp, type RegisteredRoute } from '../../src/app.js';
import { type Config, loadConfig } from '../../src/config.js';
import type { Database, DatabaseTimeouts } from '../../src/db/client.js';
import { createRedis } from '../../src/lib/redis-client.js';
import { seedDemoWorkspace } from '../../src/seed/demo.js';
import type { Services } from '../../src/services.js';
import { openTestDatabase } from './database.js';

// The machine's Redis outlives a test run: counters of an earlier run (login failures from
// 127.0.0.1, say) would block this one for 15 minutes. Every key of this test file's servers gets
// one prefix of its own; servers of the same file still share it (the second-instance tests).
const REDIS_RUN_PREFIX = `test:${randomUUID()}:`;

export type GraphQLResponse<T = Record<string, unknown>> = {
  status: number;
  data: T | null;
  errors?: { message: string; extensions?: { code?: string | number; fields?: Record<string, string> } }[];
};

type GqlOptions = { token?: string; headers?: Record<string, string> };

/** A GraphQL call over HTTP to the server at `url`, as the portal makes it. */
const gqlAt =
  (url: string) =>
  async <T = Record<string, unknown>>(
    query: string,
    variables: Record<string, unknown> = {},
    { token, headers = {} }: GqlOptions = {},
  ): Promise<GraphQLResponse<T>> => {
    const res = await fetch(`${url}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...(token ? { authorization: token } : {}), ...headers },
      body: JSON.stringify({ query, variables }),
    });
    const body = (await res.json()) as Omit<GraphQLResponse<T>, 'status'>;
    return { status: res.status, ...body };
  };

/** Listens on a free port of 127.0.0.1; answers its base URL. */
const listenLocal = async (app: Awaited<ReturnType<typeof buildApp>>['app']) => {
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  return `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
};

export type TestServer = {
  url: string;
  config: Config;
  database: Database;
  services: Services;
  /** Every route the app registered (Fastify's onRoute), HEAD included. */
  routes: readonly RegisteredRoute[];
  /** REST answers that did not match their contracts schema since the last look (restAnswerProblem). */
  restProblems: string[];
  gql<T = Record<string, unknown>>(
    query: string,
    variables?: Record<string, unknown>,
    options?: GqlOptions,
  ): Promise<GraphQLResponse<T>>;
  close(): Promise<void>;
};

/** Boots the real app on a real database and a real port; tests talk HTTP to it. */
export const startTestServer = async (
  options: {
    env?: Record<string, string>;
    seedDemo?: boolean;
    redisUrl?: string;
    /** The statement, lock and pool-wait limits main.ts gives a PostgreSQL server. */
    databaseTimeouts?: DatabaseTimeouts;
  } = {},
): Promise<TestServer> => {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'paygate-test-'));
  const database = await openTestDatabase(options.databaseTimeouts);
  // Production refuses to start without a mail server (issue 11 item 7); production-mode tests
  // send no mail, so a closed local port stands in unless a test names its own.
  const productionMail = options.env?.NODE_ENV === 'production' ? { SMTP_URL: 'smtp://127.0.0.1:9' } : {};
  const config = loadConfig({
    NODE_ENV: 'test',
    DATA_DIR: dataDir,
    LOG_LEVEL: 'silent',
    ...productionMail,
    ...options.env,
  });
  const redis = options.redisUrl ? createRedis(options.redisUrl, { keyPrefix: REDIS_RUN_PREFIX }) : undefined;
  const { app, services, routes } = await buildApp(config, database, { logger: process.env.TEST_LOGS === '1', redis });
  if (options.seedDemo !== false) await seedDemoWorkspace(database.db, services.uploads);
  const restProblems = watchRestAnswers(app);
  const url = await listenLocal(app);
  return {
    url,
    config,
    database,
    services,
    routes,
    restProblems,
    gql: gqlAt(url),
    async close() {
      await app.close();
      await redis?.quit();
      await database.close();
      rmSync(dataDir, { recursive: true, force: true });
      // A server a test started itself: its REST answers that break their contract fail at the end.
      const left = restProblems.splice(0);
      if (left.length > 0) throw new Error(`REST answers that do not match contracts:\n${left.join('\n')}`);
    },
  };
};

// The REST routes (PRODUCT §7.2): every JSON answer they give is held to its contracts schema.
const REST_PREFIXES = ['/v1/', '/config/'];

/**
 * Checks every JSON answer of a REST route against contracts (restAnswerProblem: the operation's
 * result, or the error body of a refusal) as the tests produce them; what does not match is
 * collected, and useTestServer fails the test that produced it.
 */
const watchRestAnswers = (app: Awaited<ReturnType<typeof buildApp>>['app']): string[] => {
  const problems: string[] = [];
  app.addHook('onSend', async (req, reply, payload) => {
    const path = req.url.split('?')[0] ?? '';
    const isJson = String(reply.getHeader('content-type') ?? '').startsWith('application/json');
    if (!isJson || typeof payload !== 'string' || !REST_PREFIXES.some((p) => path.startsWith(p))) return payload;
    const operation = `${req.method} ${openApiPath(req.routeOptions.url ?? path)}`;
    let body: unknown;
    try {
      body = JSON.parse(payload);
    } catch {
      problems.push(`${operation} ${reply.statusCode}: not JSON`);
      return payload;
    }
    const problem = restAnswerProblem(operation, reply.statusCode, body);
    if (problem) problems.push(problem);
    // REST_ANSWERS_LOG=file: which operation and status the run held to contracts, one a line.
    if (process.env.REST_ANSWERS_LOG)
      appendFileSync(process.env.REST_ANSWERS_LOG, `${operation} ${reply.statusCode}\n`);
    return payload;
  });
  return problems;
};

/** One server per test file, shared by its tests (each test makes its own data). */
export const useTestServer = (options?: Parameters<typeof startTestServer>[0]) => {
  const holder = {} as { server: TestServer };
  beforeAll(async () => {
    holder.server = await startTestServer(options);
  });
  afterEach(() => {
    // A REST answer this test produced that its contracts schema refuses fails the test.
    expect(holder.server?.restProblems.splice(0) ?? []).toEqual([]);
  });
  afterAll(async () => {
    await holder.server?.close();
  });
  return () => holder.server;
};

let counter = 0;
/** A unique address per call, so tests never depend on each other's data. */
export const uniqueEmail = (label = 'user') =>
  `${label}.${Date.now().toString(36)}.${(counter++).toString(36)}.${Math.random().toString(36).slice(2, 6)}@example.test`;

export const errorCode = (res: GraphQLResponse) => res.errors?.[0]?.extensions?.code;
export const errorMessage = (res: GraphQLResponse) => res.errors?.[0]?.message;

/** A second instance of the app on the same database and configuration, as a cluster runs (ADR 0014). */
export const secondInstance = async (s: TestServer, options: Pick<BuildOptions, 'redis'> = {}) => {
  const { app, services } = await buildApp(s.config, s.database, { logger: false, redis: options.redis });
  const url = await listenLocal(app);
  return { url, services, gql: gqlAt(url), close: () => app.close() };
};
