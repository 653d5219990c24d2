import type { FastifyBaseLogger } from 'fastify';
import type { Redis } from 'ioredis';

// Redis pub/sub fan-out of the exchange-rate stream (live payment changes ride the database's
// notices instead, ADR 0025): one subscriber connection per stream kind and process (a connection in subscribe mode can do
// nothing else), messages parsed and checked before anyone sees them, and Redis lists of recent
// messages for Last-Event-ID replay on any instance.

/**
 * Subscribes a duplicate of `redis` to `channel`; each message that parses as JSON and passes
 * `isMessage` goes to `deliver`. Returns the subscriber (quit it to leave).
 */
export const subscribeChannel = async <T>(
  redis: Redis,
  channel: string,
  isMessage: (value: unknown) => value is T,
  deliver: (message: T) => void,
  log: FastifyBaseLogger,
): Promise<Redis> => {
  const subscriber = redis.duplicate();
  // Redis lost: ioredis reconnects and resubscribes; meanwhile the log says so.
  subscriber.on('error', (err: Error) => log.warn({ err: err.message, channel }, 'Redis unreachable, reconnecting'));
  subscriber.on('message', (_channel: string, message: string) => {
    const parsed = parseMessage(message, isMessage);
    if (parsed === undefined) log.warn({ channel }, 'ignored a malformed message');
    else deliver(parsed);
  });
  await subscriber.subscribe(channel);
  return subscriber;
};

/** Leaves Redis: quits politely, else drops the connection. */
export const quitSubscriber = async (subscriber: Redis | undefined): Promise<void> => {
  if (subscriber) await subscriber.quit().catch(() => subscriber.disconnect());
};

export const parseMessage = <T>(message: string, isMessage: (value: unknown) => value is T): T | undefined => {
  try {
    const value: unknown = JSON.parse(message);
    return isMessage(value) ? value : undefined;
  } catch {
    return undefined;
  }
};

/** The messages kept in a Redis list (newest pushed first), each parsed; undefined when Redis failed. */
export const readRecent = async <T>(
  redis: Redis,
  key: string,
  count: number,
  isMessage: (value: unknown) => value is T,
): Promise<T[] | undefined> => {
  const stored = await redis.lrange(key, 0, count - 1).catch(() => undefined);
  return stored?.flatMap((m) => parseMessage(m, isMessage) ?? []);
};
