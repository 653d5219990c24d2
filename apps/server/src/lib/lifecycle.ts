import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Redis } from 'ioredis';
import type { Database } from '../db/client.js';
import { gatewayErrorEnvelope } from './http/errors.js';

/**
 * Where an instance is in its life (issue #13 item 3): `starting` until migrations ran and the
 * app is built (and the demo seeded), `ready` while it takes traffic, `stopping` from SIGTERM on.
 * /readyz answers 200 only when ready and the database answers; /healthz while the process lives.
 */
export type Phase = 'starting' | 'ready' | 'stopping';

export class Lifecycle {
  constructor(public phase: Phase = 'starting') {}
}

/** A dependency check that never hangs /readyz: an unreachable host fails within `ms`. */
const within = <T>(ms: number, run: () => Promise<T>): Promise<T> =>
  new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`no answer within ${ms} ms`)), ms);
    run().then(
      (value) => {
        clearTimeout(timer);
        resolve(value);
      },
      (error: unknown) => {
        clearTimeout(timer);
        reject(error);
      },
    );
  });

export type DependencyState = 'up' | 'down';

export type Readiness = {
  ready: boolean;
  body: {
    status: Phase | 'unavailable' | 'degraded';
    database?: DependencyState;
    redis?: DependencyState;
  };
};

/**
 * Ready means this instance can serve: it is in its `ready` phase and the database answers
 * (issue 26 item 3). Redis is optional to serving: without it rate limits count per instance and
 * live changes come through the database, so a Redis that is down shows as `degraded` in the
 * body (and on /metrics, and in the log), never as unready — a load balancer following /readyz
 * would otherwise take every instance out at once.
 */
export const checkReadiness = async (
  lifecycle: Lifecycle,
  database: Pick<Database, 'ping'>,
  redis: Redis | undefined,
): Promise<Readiness> => {
  if (lifecycle.phase !== 'ready') return { ready: false, body: { status: lifecycle.phase } };
  const [db, cache] = await Promise.all([
    within(2_000, () => database.ping()).then(
      () => 'up' as const,
      () => 'down' as const,
    ),
    redis ? redisState(redis) : Promise.resolve(undefined),
  ]);
  const ready = db === 'up';
  const status = !ready ? 'unavailable' : cache === 'down' ? 'degraded' : 'ready';
  return { ready, body: { status, database: db, ...(cache ? { redis: cache } : {}) } };
};

/** Redis answers a PING within a second; a client that is not connected is down without asking. */
export const redisState = (redis: Redis): Promise<DependencyState> =>
  redis.status !== 'ready'
    ? Promise.resolve('down')
    : within(1_000, () => redis.ping()).then(
        () => 'up' as const,
        () => 'down' as const,
      );

/**
 * What the port answers before the app is built (migrations may wait for another instance's
 * lock): the process lives, it is not ready, and nothing else is served yet.
 */
export const bootstrapHandler = (lifecycle: Lifecycle) => (req: IncomingMessage, res: ServerResponse) => {
  const pathname = (req.url ?? '').split('?')[0];
  const json = (status: number, body: unknown) =>
    res
      .writeHead(status, {
        'content-type': 'application/json; charset=utf-8',
        'cache-control': 'no-store',
        ...(status === 503 ? { 'retry-after': '5' } : {}),
      })
      .end(JSON.stringify(body));
  if (pathname === '/healthz') return json(200, { status: 'ok' });
  if (pathname === '/readyz') return json(503, { status: lifecycle.phase });
  // The REST envelope every API answer has; the load balancer sends nothing here while /readyz is 503.
  return json(503, gatewayErrorEnvelope('INTERNAL', 'The server is starting; try again in a few seconds'));
};
