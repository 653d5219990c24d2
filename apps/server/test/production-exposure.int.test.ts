import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from './support/server.js';

// Issue 11 item 12: what a stranger learns about the server. /metrics (Node version, memory,
// request counts) answers only the operator's METRICS_TOKEN, and is not served on the public port
// without one (METRICS_PORT serves it on a port of its own); GraphQL suggests no field names in production, where introspection is off too.

const METRICS_TOKEN = 'metrics-token-for-the-scraper-0123456789';
// Production refuses to start without real mail (issue 11 item 7); nothing is mailed here.
const PRODUCTION = { NODE_ENV: 'production', SMTP_URL: 'smtp://127.0.0.1:2525' };

const metrics = (s: TestServer, authorization?: string) =>
  fetch(`${s.url}/metrics`, authorization ? { headers: { authorization } } : {});

const MISSPELT = `mutation { rotateAppSecrt(app_id: "x") { id } }`;

describe('production', () => {
  let s: TestServer;
  beforeAll(async () => {
    s = await startTestServer({ env: { ...PRODUCTION, METRICS_TOKEN }, seedDemo: false });
  });
  afterAll(async () => s?.close());

  it('answers /metrics 401 without the token or with a wrong one, 200 with it', async () => {
    const refused = await Promise.all([
      metrics(s),
      metrics(s, 'Bearer wrong'),
      metrics(s, METRICS_TOKEN),
      metrics(s, `Bearer ${METRICS_TOKEN}x`),
      metrics(s, `Basic ${METRICS_TOKEN}`),
    ]);
    for (const res of refused) {
      expect(res.status).toBe(401);
      const body = await res.text();
      expect(body).not.toContain('nodejs_version_info');
      expect(body).not.toContain('process_resident_memory_bytes');
    }
    const ok = await metrics(s, `Bearer ${METRICS_TOKEN}`);
    expect(ok.status).toBe(200);
    expect(await ok.text()).toContain('nodejs_version_info');
  });

  it('answers a misspelt field, argument or enum value without suggesting the real one', async () => {
    const cases = [
      MISSPELT,
      `{ userInfo { emial } }`,
      `mutation { rotateAppSecret(app_idd: "x") { id } }`,
      `{ allPayment(statuses: [SUCESS]) { total } }`,
    ];
    for (const query of cases) {
      const res = await s.gql(query);
      expect(res.errors?.length).toBeGreaterThan(0);
      for (const e of res.errors ?? []) expect(e.message).not.toMatch(/did you mean/i);
    }
    const res = await s.gql(MISSPELT);
    expect(res.errors?.[0]?.message).toBe('Cannot query field "rotateAppSecrt" on type "Mutation".');
    // A misspelt variable's enum value, coerced at execution: no suggestion either.
    const variable = await s.gql(`query Q($s: [PaymentStatus!]) { allPayment(statuses: $s) { total } }`, {
      s: ['SUCESS'],
    });
    expect(variable.errors?.[0]?.message).not.toMatch(/did you mean/i);
  });
});

describe('production without METRICS_TOKEN', () => {
  it('does not serve /metrics at all', async () => {
    const s = await startTestServer({ env: PRODUCTION, seedDemo: false });
    try {
      const res = await metrics(s);
      expect(res.status).toBe(404);
      expect(await res.text()).not.toContain('nodejs_version_info');
      expect((await metrics(s, 'Bearer anything')).status).toBe(404);
    } finally {
      await s.close();
    }
  });
});

describe('development', () => {
  let s: TestServer;
  beforeAll(async () => {
    s = await startTestServer({ seedDemo: false });
  });
  afterAll(async () => s?.close());

  it('does not serve /metrics without METRICS_TOKEN either, and keeps the suggestions for the developer', async () => {
    // Issue #13: never public, in any mode: the token, or METRICS_PORT (lifecycle.int.test.ts).
    const res = await metrics(s);
    expect(res.status).toBe(404);
    expect(await res.text()).not.toContain('nodejs_version_info');
    expect((await s.gql(MISSPELT)).errors?.[0]?.message).toContain('Did you mean "rotateAppSecret"?');
  });
});
