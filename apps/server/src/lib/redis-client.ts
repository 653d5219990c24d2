import type { FastifyBaseLogger } from 'fastify';
import { Redis, type RedisOptions } from 'ioredis';
import type { Metrics } from './metrics.js';

// The one place a Redis client is made and watched (issue 26 item 3). Redis is optional to
// serving: rate limits fall back to each instance's memory (lib/rate-limit.ts, ADR 0026) and live
// changes to the database's notices, so an unreachable Redis must cost a request a second at
// most, never ioredis's default ten, and must show (log, /metrics, /readyz's body) without
// taking the instance out of the load balancer.

/** ioredis defaults wait 10 s to connect and queue commands across every reconnection. */
export const REDIS_OPTIONS: RedisOptions = {
  connectTimeout: 1_000,
  // A command (queued while reconnecting, or sent to a Redis that does not answer) fails in 1 s.
  commandTimeout: 1_000,
  maxRetriesPerRequest: 1,
  // Reconnect quickly at first, then every 2 s: Redis's return is noticed within seconds.
  retryStrategy: (times) => Math.min(times * 100, 2_000),
};

export const createRedis = (url: string, options: RedisOptions = {}): Redis =>
  new Redis(url, { ...REDIS_OPTIONS, ...options });

/**
 * Says when Redis goes and comes back: one warning when it is lost, one line when it is back (not
 * a line per reconnection attempt), and `paygate_dependency_up{dependency="redis"}` on /metrics.
 */
export const watchRedis = (redis: Redis, metrics: Metrics, log: FastifyBaseLogger): void => {
  const gauge = metrics.dependencyUp.labels('redis');
  let up = redis.status === 'ready';
  gauge.set(up ? 1 : 0);
  let lastError: string | undefined;
  redis.removeAllListeners('error');
  redis.on('error', (error: Error) => {
    lastError = error.message;
  });
  redis.on('ready', () => {
    gauge.set(1);
    if (!up) log.info('Redis is back: rate limits and live changes are shared again');
    up = true;
  });
  redis.on('close', () => {
    gauge.set(0);
    if (up)
      log.warn(
        { err: lastError },
        'Redis lost: rate limits count per instance and live changes go through the database until it returns',
      );
    up = false;
  });
};
