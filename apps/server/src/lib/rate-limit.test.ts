import { describe, expect, it } from 'vitest';
import { AppError } from './errors.js';
import { Limiter, takeAttempt } from './rate-limit.js';

// Issue 26 item 1: only a real verification failure is counted. A check that could not be made
// (the database or a dependency failed) is an error of ours, given back like a check that passed.

const blocked = (s: number) => `blocked for ${s}`;
const limiter = () => new Limiter(`test-${Math.random()}`, { points: 3, durationSeconds: 60 }, undefined);
const outage = () => Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), { code: 'ECONNREFUSED' });

describe('takeAttempt().check', () => {
  it('keeps a failed check counted, until the budget refuses the next attempt', async () => {
    const counter = limiter();
    for (let i = 0; i < 3; i += 1) {
      const attempt = await takeAttempt(blocked, [counter, 'key']);
      expect(await attempt.check(async () => false)).toBe(false);
    }
    await expect(takeAttempt(blocked, [counter, 'key'])).rejects.toMatchObject({ code: 'RATE_LIMITED' });
  });

  it('gives back a check that passed and one that threw, and rethrows the error untouched', async () => {
    const counter = limiter();
    for (let i = 0; i < 10; i += 1) {
      const attempt = await takeAttempt(blocked, [counter, 'key']);
      await expect(
        attempt.check(async () => {
          throw outage();
        }),
      ).rejects.toMatchObject({ code: 'ECONNREFUSED' });
    }
    for (let i = 0; i < 10; i += 1) {
      expect(await (await takeAttempt(blocked, [counter, 'key'])).check(async () => true)).toBe(true);
    }
    expect(await counter.blockedFor('key')).toBe(0);
  });

  it('refuses a burst beyond the budget at once: 20 simultaneous failing checks count 3', async () => {
    const counter = limiter();
    const results = await Promise.allSettled(
      Array.from({ length: 20 }, async () => (await takeAttempt(blocked, [counter, 'key'])).check(async () => false)),
    );
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(3);
    const refused = results.filter((r): r is PromiseRejectedResult => r.status === 'rejected');
    expect(refused).toHaveLength(17);
    for (const r of refused) expect(r.reason).toBeInstanceOf(AppError);
  });
});
