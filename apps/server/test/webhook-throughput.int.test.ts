import http from 'node:http';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { QUEUES } from '../src/lib/jobs.js';
import { WEBHOOK_QUEUE_POLICY, WEBHOOK_TIMEOUT_MS } from '../src/modules/webhooks/index.js';
import { eventually, getJson, setWebhookUrl, signedUrl, uniqueTxn } from './support/gateway.js';
import { newOwnerWithApp, payCheckout } from './support/money.js';
import { type TestServer, useTestServer } from './support/server.js';

// Issue 17 items 1–2: webhook jobs run many at once, one partner's endpoint cannot hold the
// others up, and a slow receiver gets each webhook once. No timings are asserted: only what
// arrived where, and what was still hanging when it did.

const server = useTestServer();

type Received = { webhookId: string; transactionId: string; closed: boolean };

/** A webhook endpoint: answers at once, after `delayMs`, or never (`hang`); `onRequest` sees each arrival. */
const receiver = async (
  mode: { delayMs?: number; hang?: boolean; onRequest?: (received: Received[]) => void } = {},
) => {
  const received: Received[] = [];
  const open = new Set<http.ServerResponse>();
  const srv = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const body = JSON.parse(Buffer.concat(chunks).toString('utf8')) as { transaction_id: string };
      const entry: Received = {
        webhookId: String(req.headers['webhook-id']),
        transactionId: body.transaction_id,
        closed: false,
      };
      received.push(entry);
      mode.onRequest?.(received);
      open.add(res);
      // The sender gave up (its timeout) or the answer went out: the request is over either way.
      res.on('close', () => {
        entry.closed = true;
        open.delete(res);
      });
      if (mode.hang) return;
      setTimeout(() => res.writeHead(200).end('ok'), mode.delayMs ?? 0);
    });
  });
  await new Promise<void>((resolve) => srv.listen(0, '127.0.0.1', resolve));
  const address = srv.address();
  return {
    url: `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}/hook`,
    received,
    close: () => {
      for (const res of open) res.destroy();
      srv.closeAllConnections();
      return new Promise<void>((resolve) => srv.close(() => resolve()));
    },
  };
};

/** An app of a new partner whose webhooks go to `url`. */
const appWithWebhook = async (s: TestServer, url: string) => {
  const { app } = await newOwnerWithApp(s);
  await setWebhookUrl(s, app.id, url);
  return app;
};

/** `count` payments of the app paid at once; their transaction ids. */
const payBurst = async (s: TestServer, app: { id: string; appSecret: string }, count: number) =>
  Promise.all(
    Array.from({ length: count }, async () => {
      const txn = uniqueTxn('B');
      const created = await getJson(
        signedUrl(
          s,
          'getATMCardPaymentURL',
          { app_id: app.id, transaction_id: txn, amount: 50_000, bank: 'VCB' },
          app.appSecret,
        ),
      );
      expect(created.body.error_code).toBe(0);
      await payCheckout(s, created.body.payment_url);
      return txn;
    }),
  );

/** Webhook jobs of the app that may still run (queued, waiting to retry, or running). */
const unfinishedJobs = async (s: TestServer, appId: string) => {
  const result = (await s.database.db.execute(
    sql`select count(*)::int as n from pgboss.job where name = ${QUEUES.webhook}
        and state in ('created', 'retry', 'active') and data->>'appId' = ${appId}`,
  )) as unknown as { rows: { n: number }[] };
  return Number(result.rows[0]?.n);
};

const countBy = (values: string[]) => {
  const counts = new Map<string, number>();
  for (const v of values) counts.set(v, (counts.get(v) ?? 0) + 1);
  return counts;
};

describe('webhook delivery throughput (issue 17)', () => {
  it('a burst of payments: every webhook is delivered exactly once', async () => {
    const s = server();
    const hook = await receiver();
    try {
      const app = await appWithWebhook(s, hook.url);
      const txns = await payBurst(s, app, 80);
      await eventually(
        async () => hook.received.length >= txns.length && (await unfinishedJobs(s, app.id)) === 0,
        60_000,
      );
      expect(hook.received.map((r) => r.transactionId).sort()).toEqual([...txns].sort());
      expect([...countBy(hook.received.map((r) => r.webhookId)).values()].every((n) => n === 1)).toBe(true);
    } finally {
      await hook.close();
    }
  }, 120_000);

  it('an endpoint that hangs holds a few slots; another app gets all its webhooks meanwhile', async () => {
    const s = server();
    const perApp = WEBHOOK_QUEUE_POLICY.perGroup ?? 0;
    expect(perApp).toBeGreaterThan(0);
    const slow = await receiver({ hang: true });
    const fast = await receiver();
    try {
      const slowApp = await appWithWebhook(s, slow.url);
      const fastApp = await appWithWebhook(s, fast.url);
      // More webhooks for the hanging endpoint than it may hold at once, queued first.
      await payBurst(s, slowApp, perApp + 6);
      await eventually(async () => slow.received.length >= perApp, 30_000);
      const fastTxns = await payBurst(s, fastApp, 30);
      await eventually(async () => fast.received.length >= fastTxns.length, 30_000);

      // Every fast webhook arrived while the hanging requests were still waiting for an answer,
      // and the hanging endpoint never had more than its share in flight.
      expect(slow.received.every((r) => !r.closed)).toBe(true);
      expect(slow.received).toHaveLength(perApp);
      expect(fast.received.map((r) => r.transactionId).sort()).toEqual([...fastTxns].sort());
    } finally {
      await slow.close();
      await fast.close();
    }
  }, 120_000);

  it('with every delivery slot held by hanging endpoints the server still answers, and the rest waits', async () => {
    const s = server();
    const { concurrency, perGroup = 1 } = WEBHOOK_QUEUE_POLICY;
    const hanging = await Promise.all(
      Array.from({ length: Math.ceil(concurrency / perGroup) }, () => receiver({ hang: true })),
    );
    const held = () => hanging.reduce((n, hook) => n + hook.received.filter((r) => !r.closed).length, 0);
    // Requests in flight everywhere when each late webhook arrived: never more than the slots.
    const inFlightAtLateArrival: number[] = [];
    const late = await receiver({
      onRequest: (received) => inFlightAtLateArrival.push(held() + received.filter((r) => !r.closed).length),
    });
    try {
      // Every app first, then every payment at once: the hanging requests start together, well
      // inside one HTTP timeout of each other even on a loaded machine (a sequential set-up let
      // the first ones time out before the last ones started).
      const apps = await Promise.all(hanging.map((hook) => appWithWebhook(s, hook.url)));
      await Promise.all(apps.map((app) => payBurst(s, app, perGroup)));
      await eventually(async () => held() >= concurrency, 60_000);
      // A payment now: its webhook job wakes a runner that has no free slot, and the server
      // still answers the payer and the partner.
      const lateApp = await appWithWebhook(s, late.url);
      const [txn] = await payBurst(s, lateApp, 1);
      const again = await payBurst(s, lateApp, 1);
      expect(again).toHaveLength(1);
      // Its webhook goes out once a hanging request gives up (the HTTP timeout frees a slot).
      await eventually(async () => late.received.length >= 2, 60_000);
      expect(late.received.map((r) => r.transactionId)).toContain(txn);
      expect(Math.max(...inFlightAtLateArrival)).toBeLessThanOrEqual(concurrency);
    } finally {
      for (const hook of hanging) await hook.close();
      await late.close();
    }
  }, 180_000);

  it('a receiver that answers slowly gets each webhook once, with many in flight', async () => {
    const s = server();
    // A claim outlives the HTTP timeout: pg-boss never hands a waiting delivery to a second worker.
    expect(WEBHOOK_QUEUE_POLICY.expireInSeconds * 1000).toBeGreaterThan(WEBHOOK_TIMEOUT_MS);
    const hook = await receiver({ delayMs: 1_800 });
    try {
      const app = await appWithWebhook(s, hook.url);
      const txns = await payBurst(s, app, 24);
      // Done when no job of the app can run any more: nothing else can arrive after that.
      await eventually(
        async () => hook.received.length >= txns.length && (await unfinishedJobs(s, app.id)) === 0,
        60_000,
      );
      expect(hook.received).toHaveLength(txns.length);
      expect(new Set(hook.received.map((r) => r.webhookId)).size).toBe(txns.length);
      const attempts = (await s.database.db.execute(
        sql`select count(*)::int as n, bool_and(success) as ok from webhook_attempts where app_id = ${app.id}`,
      )) as unknown as { rows: { n: number; ok: boolean }[] };
      expect(attempts.rows[0]).toMatchObject({ n: txns.length, ok: true });
    } finally {
      await hook.close();
    }
  }, 120_000);
});
