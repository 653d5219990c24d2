import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Redis } from 'ioredis';
import { type Db, pingDatabase } from '../db/client.js';
import { gatewayErrorEnvelope } from '../modules/gateway/gateway.errors.js';

/**
 * Where an instance is in its life (issue #13 item 3): `starting` until migrations ran and the
 * app is built (and the demo seeded), `ready` while it takes traffic, `stopping` from SIGTERM on.
 * /readyz answers 200 only when ready and its dependencies answer; /healthz while the process lives.
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

export type Readiness = {
  ready: boolean;
  body: { status: Phase | 'unavailable'; database?: 'up' | 'down'; redis?: 'up' | 'down' };
};

export const checkReadiness = async (lifecycle: Lifecycle, db: Db, redis: Redis | undefined): Promise<Readiness> => {
  if (lifecycle.phase !== 'ready') return { ready: false, body: { status: lifecycle.phase } };
  const [database, cache] = await Promise.all([
    within(2_000, () => pingDatabase(db)).then(
      () => 'up' as const,
      () => 'down' as const,
    ),
    redis
      ? redis.status !== 'ready'
        ? Promise.resolve('down' as const)
        : within(1_000, () => redis.ping()).then(
            () => 'up' as const,
            () => 'down' as const,
          )
      : Promise.resolve(undefined),
  ]);
  const ready = database === 'up' && cache !== 'down';
  return {
    ready,
    body: { status: ready ? 'ready' : 'unavailable', database, ...(cache ? { redis: cache } : {}) },
  };
};

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
