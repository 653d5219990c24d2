import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { sessions } from '../src/db/schema.js';
import { errorMessage, startTestServer, useTestServer } from './support/server.js';

const server = useTestServer();

const sessionCount = async (s: ReturnType<typeof server>) => {
  const [row] = await s.database.db.select({ n: sql<number>`count(*)::int` }).from(sessions);
  return Number(row?.n);
};

describe('GraphQL limits', () => {
  it('refuses fifty aliased logins before running any of them', async () => {
    const s = server();
    const before = await sessionCount(s);
    const fields = Array.from(
      { length: 50 },
      (_, i) =>
        `a${i}: loginByPassword(email_or_phone_number: "owner@demo.test", password: "paygate-demo") { access_token }`,
    );
    const res = await s.gql(`mutation { ${fields.join('\n')} }`);
    expect(res.data).toBeNull();
    expect(errorMessage(res)).toMatch(/alias/i);
    expect(await sessionCount(s)).toBe(before);
  });

  it('refuses batched requests', async () => {
    const s = server();
    const res = await fetch(`${s.url}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify([{ query: '{ __typename }' }, { query: '{ __typename }' }]),
    });
    expect(res.status).toBeGreaterThanOrEqual(400);
  });

  it('refuses a request body over the size limit', async () => {
    const s = server();
    const res = await fetch(`${s.url}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ query: `{ __typename } #${'x'.repeat(400_000)}` }),
    });
    expect(res.status).toBe(413);
    expect(await res.text()).not.toMatch(/at .*\.js:\d+/);
  });
});

describe('HTTP hardening', () => {
  it('sends a strict CSP and nosniff on every response', async () => {
    const s = server();
    for (const path of ['/healthz', '/graphql', '/login']) {
      const res = await fetch(`${s.url}${path}`);
      const csp = res.headers.get('content-security-policy') ?? '';
      expect(csp).toContain("script-src 'self'");
      expect(csp).toContain("frame-ancestors 'none'");
      expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/);
      expect(res.headers.get('x-content-type-options')).toBe('nosniff');
      expect(res.headers.get('x-frame-options')).toBe('SAMEORIGIN');
      expect(res.headers.get('referrer-policy')).toBe('no-referrer');
      expect(res.headers.get('cross-origin-opener-policy')).toBe('same-origin');
      expect(res.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/);
      // HTTPS is the deployment's business in development: no HSTS here (production sends it).
      expect(res.headers.get('strict-transport-security')).toBeNull();
    }
  });

  it('reports health and readiness', async () => {
    const s = server();
    expect(await (await fetch(`${s.url}/healthz`)).json()).toEqual({ status: 'ok' });
    expect(await (await fetch(`${s.url}/readyz`)).json()).toMatchObject({ status: 'ready' });
  });

  it('keeps introspection and the dev mailbox in development only', async () => {
    const dev = server();
    expect((await dev.gql('{ __schema { queryType { name } } }')).data).toEqual({
      __schema: { queryType: { name: 'Query' } },
    });
    expect((await fetch(`${dev.url}/dev/mailbox`)).status).toBe(200);

    const prod = await startTestServer({
      env: { NODE_ENV: 'production', JWT_SECRET: 'x'.repeat(40) },
      seedDemo: false,
    });
    try {
      const res = await prod.gql('{ __schema { queryType { name } } }');
      expect(res.data).toBeNull();
      expect(errorMessage(res)).toMatch(/introspection/i);
      const mailbox = await fetch(`${prod.url}/dev/mailbox`);
      expect(mailbox.status).toBe(404);
      expect(mailbox.headers.get('strict-transport-security')).toMatch(/^max-age=\d+; includeSubDomains$/);
      expect((await fetch(`${prod.url}/dev/mailbox.json`)).status).toBe(404);
    } finally {
      await prod.close();
    }
  });
});
