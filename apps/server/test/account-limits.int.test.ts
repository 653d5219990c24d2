import { describe, expect, it } from 'vitest';
import { LOGIN, mailbox, newActiveUser, REGISTER } from './support/account.js';
import { errorCode, type GraphQLResponse, type TestServer, uniqueEmail, useTestServer } from './support/server.js';

// Bursts of the same request at once (issue 11 items 5 and 9): the limits hold when the requests
// arrive together, counted in process memory (the embedded default, on PGlite or Postgres) and,
// where a Redis is given (TEST_REDIS_URL), in Redis.
const redisUrl = process.env.TEST_REDIS_URL;
const backends = [
  { counter: 'in memory', redisUrl: undefined },
  ...(redisUrl ? [{ counter: 'in Redis', redisUrl }] : []),
];

const CHANGE_PASSWORD = `mutation C($old_password: String!, $new_password: String!) { changePassword(old_password: $old_password, new_password: $new_password) }`;

/** Each test sends from its own client address (TRUST_PROXY), so the per-address budgets of one test never touch another's. */
const newAddress = () => `10.${rnd()}.${rnd()}.${rnd()}`;
const rnd = () => Math.floor(Math.random() * 250) + 1;

const codes = (responses: GraphQLResponse[]) => {
  const count: Record<string, number> = {};
  for (const res of responses) {
    const code = res.errors ? String(errorCode(res)) : 'OK';
    count[code] = (count[code] ?? 0) + 1;
  }
  return count;
};

const loginFrom = (s: TestServer, ip: string, email: string, password: string) =>
  s.gql<{ loginByPassword: { access_token: string } }>(
    LOGIN,
    { email_or_phone_number: email, password },
    { headers: { 'x-forwarded-for': ip } },
  );

describe.each(backends)('bursts, counted $counter', ({ redisUrl }) => {
  const server = useTestServer({ env: { TRUST_PROXY: '1' }, redisUrl });

  it('checks no more than 5 passwords of one account when 100 logins arrive at once', async () => {
    const s = server();
    const { email, password } = await newActiveUser(s, 'burst');
    const ip = newAddress();
    // 99 wrong passwords and the right one 41st, all at once (the audit's attack).
    const responses = await Promise.all(
      Array.from({ length: 100 }, (_, i) => loginFrom(s, ip, email, i === 40 ? password : `wrong-${i}`)),
    );
    const count = codes(responses);
    expect(count.UNAUTHENTICATED ?? 0).toBeLessThanOrEqual(5);
    expect(count.OK ?? 0).toBeLessThanOrEqual(1);
    expect((count.UNAUTHENTICATED ?? 0) + (count.OK ?? 0) + (count.RATE_LIMITED ?? 0)).toBe(100);
    // The failures stay counted: the account is blocked for the rest of the window.
    expect(errorCode(await loginFrom(s, newAddress(), email, password))).toBe('RATE_LIMITED');
  });

  it('checks no more than 50 passwords from one address when logins to many accounts arrive at once', async () => {
    const s = server();
    const ip = newAddress();
    const responses = await Promise.all(
      Array.from({ length: 80 }, () => loginFrom(s, ip, uniqueEmail('ghost'), 'wrong-password')),
    );
    const count = codes(responses);
    expect(count.UNAUTHENTICATED ?? 0).toBeLessThanOrEqual(50);
    expect((count.UNAUTHENTICATED ?? 0) + (count.RATE_LIMITED ?? 0)).toBe(80);
  });

  it('does not count a right password as a failure', async () => {
    const s = server();
    const { email, password } = await newActiveUser(s, 'steady');
    const ip = newAddress();
    for (let i = 0; i < 4; i++) expect(errorCode(await loginFrom(s, ip, email, 'wrong'))).toBe('UNAUTHENTICATED');
    for (let i = 0; i < 3; i++) expect((await loginFrom(s, ip, email, password)).errors).toBeUndefined();
    expect(errorCode(await loginFrom(s, ip, email, 'wrong'))).toBe('UNAUTHENTICATED');
    expect(errorCode(await loginFrom(s, ip, email, password))).toBe('RATE_LIMITED');
  });

  it('checks no more than 5 current passwords when password changes arrive at once', async () => {
    const s = server();
    const { token } = await newActiveUser(s, 'change-burst');
    const responses = await Promise.all(
      Array.from({ length: 30 }, (_, i) =>
        s.gql(CHANGE_PASSWORD, { old_password: `wrong-${i}`, new_password: 'a-new-password' }, { token }),
      ),
    );
    const count = codes(responses);
    expect(count.BAD_USER_INPUT ?? 0).toBeLessThanOrEqual(5);
    expect((count.BAD_USER_INPUT ?? 0) + (count.RATE_LIMITED ?? 0)).toBe(30);
  });

  it('sends at most 3 mails to one address when 30 registrations of it arrive at once', async () => {
    const s = server();
    const email = uniqueEmail('reg-burst');
    const ip = newAddress();
    const responses = await Promise.all(
      Array.from({ length: 30 }, (_, i) =>
        s.gql(
          REGISTER,
          { name: `Burst ${i}`, email, password: 'burst-password' },
          { headers: { 'x-forwarded-for': ip } },
        ),
      ),
    );
    const count = codes(responses);
    expect(count.OK ?? 0).toBeLessThanOrEqual(3);
    expect((count.OK ?? 0) + (count.RATE_LIMITED ?? 0)).toBe(30);
    const mails = (await mailbox(s)).filter((m) => m.to === email);
    expect(mails.length).toBe(count.OK);
    // One account, one verification mail; the others tell its owner about the attempts.
    expect(mails.filter((m) => m.subject.startsWith('Verify')).length).toBe(1);
    const refused = responses.find((r) => r.errors);
    expect(refused?.errors?.[0]?.message).toMatch(
      /^Too many registration attempts\. Please try again in \d+ minutes\.$/,
    );
  });

  it('registers at most 20 addresses from one client address when they arrive at once', async () => {
    const s = server();
    const ip = newAddress();
    const emails = Array.from({ length: 40 }, () => uniqueEmail('reg-ip'));
    const responses = await Promise.all(
      emails.map((email) =>
        s.gql(REGISTER, { name: 'Many', email, password: 'burst-password' }, { headers: { 'x-forwarded-for': ip } }),
      ),
    );
    const count = codes(responses);
    expect(count.OK ?? 0).toBeLessThanOrEqual(20);
    expect((count.OK ?? 0) + (count.RATE_LIMITED ?? 0)).toBe(40);
    const mailed = new Set((await mailbox(s)).map((m) => m.to));
    expect(emails.filter((e) => mailed.has(e)).length).toBe(count.OK);
  });
});
