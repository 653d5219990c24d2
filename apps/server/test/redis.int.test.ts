import { describe, expect, it } from 'vitest';
import { login, newActiveUser } from './support/account.js';
import { errorCode, startTestServer } from './support/server.js';

// With REDIS_URL, every instance counts the same attempts. Runs where a Redis is given
// (TEST_REDIS_URL; CI sets it beside TEST_DATABASE_URL).
const redisUrl = process.env.TEST_REDIS_URL;

describe.runIf(redisUrl)('rate limits shared through Redis', () => {
  it('blocks an account on a second instance after failures on the first', async () => {
    const a = await startTestServer({ redisUrl });
    const b = await startTestServer({ redisUrl, seedDemo: false });
    try {
      const { email } = await newActiveUser(a, 'shared-rl');
      for (let i = 0; i < 5; i++) expect(errorCode(await login(a, email, 'wrong'))).toBe('UNAUTHENTICATED');
      // The second instance has its own database (the account does not even exist there), yet
      // the attempt budget is shared: it refuses before looking at the password.
      expect(errorCode(await login(b, email, 'wrong'))).toBe('RATE_LIMITED');
    } finally {
      await a.close();
      await b.close();
    }
  });
});
