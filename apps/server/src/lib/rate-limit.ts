import { DURATION_WORDS } from '@paygate/contracts';
import type { Redis } from 'ioredis';
import { type RateLimiterAbstract, RateLimiterMemory, RateLimiterRedis, RateLimiterRes } from 'rate-limiter-flexible';
import { AppError } from './errors.js';

export type LimitRule = { points: number; durationSeconds: number };

/**
 * A named counter per key (account, address). In process memory for one instance; in Redis when
 * REDIS_URL is set, so every instance counts the same attempts. While Redis is not connected the
 * count goes to this instance's memory at once (the insurance limiter, ADR 0026): a limit keeps
 * holding, per instance, and a request never waits on a Redis that does not answer.
 */
export class Limiter {
  private readonly limiter: RateLimiterAbstract;

  constructor(
    readonly name: string,
    rule: LimitRule,
    redis: Redis | undefined,
  ) {
    const options = { keyPrefix: `rl:${name}`, points: rule.points, duration: rule.durationSeconds };
    this.limiter = redis
      ? new RateLimiterRedis({
          ...options,
          storeClient: redis,
          // Not 'ready' (reconnecting, down): straight to the insurance, not into ioredis's queue.
          rejectIfRedisNotReady: true,
          insuranceLimiter: new RateLimiterMemory(options),
        })
      : new RateLimiterMemory(options);
  }

  /**
   * Seconds until the key may try again, or 0 when it is not blocked. A read: a check between it
   * and hit() lets a concurrent burst through, so guard a check with takeAttempt() instead.
   */
  async blockedFor(key: string): Promise<number> {
    const res = await this.limiter.get(key);
    if (!res || res.consumedPoints < this.limiter.points) return 0;
    return Math.max(1, Math.ceil(res.msBeforeNext / 1000));
  }

  /** Counts one attempt (a failure, for failure-only rules) without throwing. */
  async hit(key: string): Promise<void> {
    await this.limiter.penalty(key, 1);
  }

  /** Counts one attempt and throws RATE_LIMITED when the key is over its budget. */
  async consume(key: string, message: (seconds: number) => string): Promise<void> {
    try {
      await this.limiter.consume(key, 1);
    } catch (error) {
      if (error instanceof RateLimiterRes) throw tooMany(message, Math.ceil(error.msBeforeNext / 1000));
      throw error;
    }
  }

  /** Gives one attempt back: the check it was counted for passed. */
  async reward(key: string): Promise<void> {
    await this.limiter.reward(key, 1);
  }

  async reset(key: string): Promise<void> {
    await this.limiter.delete(key);
  }
}

/**
 * An attempt counted before its check. Only a failed check keeps it: a check that passes, and a
 * check that could not be made (the database or a dependency failed: an error of ours, never a
 * wrong secret), give it back.
 */
export type Attempt = {
  /** Runs the check: true gives the attempt back, false keeps it, a throw gives it back and rethrows. */
  check(run: () => Promise<boolean>): Promise<boolean>;
  refund(): Promise<void>;
};

/**
 * Counts one attempt on every (limiter, key) before a secret is checked, each in one atomic step
 * (the limiter's consume), so a burst of simultaneous requests cannot pass the budget the way a
 * read-then-write does (issue 11 item 5). Over any budget it throws RATE_LIMITED and gives back
 * what it took from the others.
 */
export const takeAttempt = async (
  message: (seconds: number) => string,
  ...counters: [Limiter, string][]
): Promise<Attempt> => {
  const taken: [Limiter, string][] = [];
  try {
    for (const counter of counters) {
      await counter[0].consume(counter[1], message);
      taken.push(counter);
    }
  } catch (error) {
    await Promise.all(taken.map(([limiter, key]) => limiter.reward(key)));
    throw error;
  }
  const refund = async () => {
    await Promise.all(taken.map(([limiter, key]) => limiter.reward(key)));
  };
  return {
    refund,
    async check(run) {
      let passed: boolean;
      try {
        passed = await run();
      } catch (error) {
        // The refund must not hide the error that made the check impossible.
        await refund().catch(() => undefined);
        throw error;
      }
      if (passed) await refund();
      return passed;
    },
  };
};

export const tooMany = (message: (seconds: number) => string, seconds: number) =>
  new AppError(message(seconds), 'RATE_LIMITED', { retry_after_seconds: seconds });

/** "15 minutes", "1 minute", "40 seconds": for the rate-limit messages a person reads. */
export const humanDuration = (seconds: number): string => {
  if (seconds >= 90) return DURATION_WORDS.minutes(Math.ceil(seconds / 60));
  if (seconds >= 60) return DURATION_WORDS.oneMinute;
  return seconds === 1 ? DURATION_WORDS.oneSecond : DURATION_WORDS.seconds(seconds);
};
