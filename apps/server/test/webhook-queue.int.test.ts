import { mkdtempSync, rmSync } from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { Webhook } from 'svix';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app.js';
import { loadConfig } from '../src/config.js';
import type { Database } from '../src/db/client.js';
import { payments, webhookAttempts } from '../src/db/schema.js';
import { seedDemoWorkspace } from '../src/seed/demo.js';
import { openTestDatabase } from './support/database.js';
import { demoApp, eventually, getJson, setWebhookUrl, signedUrl, uniqueTxn } from './support/gateway.js';
import type { TestServer } from './support/server.js';

// Restarts need the database to outlive the app, so this file boots the app itself.

type Booted = Pick<TestServer, 'url' | 'config' | 'database' | 'services'> & { close(): Promise<void> };

let database: Database;
let dataDir: string;

const boot = async (): Promise<Booted> => {
  const config = loadConfig({ NODE_ENV: 'test', DATA_DIR: dataDir, LOG_LEVEL: 'silent', PAYMENT_TTL_SECONDS: '2' });
  const { app, services } = await buildApp(config, database, { logger: false });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  const url = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
  return { url, config: { ...config, publicUrl: url }, database, services, close: () => app.close() };
};

/** A receiver whose first request never gets an answer (the server goes down meanwhile). */
const hangingReceiver = async () => {
  const received: { headers: http.IncomingHttpHeaders; body: string }[] = [];
  const hanging: http.ServerResponse[] = [];
  const srv = http.createServer((req, res) => {
    let body = '';
    req.on('data', (c) => {
      body += c;
    });
    req.on('end', () => {
      received.push({ headers: req.headers, body });
      if (received.length === 1) hanging.push(res);
      else res.writeHead(200).end('ok');
    });
  });
  await new Promise<void>((resolve) => srv.listen(0, '127.0.0.1', resolve));
  const address = srv.address();
  return {
    url: `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}/hook`,
    received,
    close: () => {
      for (const res of hanging) res.destroy();
      srv.closeAllConnections();
      return new Promise<void>((resolve) => srv.close(() => resolve()));
    },
  };
};

beforeAll(async () => {
  dataDir = mkdtempSync(path.join(os.tmpdir(), 'paygate-queue-'));
  database = await openTestDatabase();
  const first = await boot();
  await seedDemoWorkspace(database.db, first.services.uploads);
  await first.close();
});

afterAll(async () => {
  await database?.close();
  rmSync(dataDir, { recursive: true, force: true });
});

describe('webhook job queue', () => {
  it('survives a server restart mid-delivery and is delivered once the server is back', async () => {
    const receiver = await hangingReceiver();
    let a: Booted | undefined = await boot();
    let b: Booted | undefined;
    try {
      const app = await demoApp(a as TestServer);
      await setWebhookUrl(a as TestServer, app.id, receiver.url);
      const txn = uniqueTxn('R');
      const created = await getJson(
        signedUrl(
          a as TestServer,
          'getATMCardPaymentURL',
          { app_id: app.id, transaction_id: txn, amount: 50_000, bank: 'TCB' },
          app.appSecret,
        ),
      );
      const token = String(created.body.payment_url).split('/checkout/')[1];
      await getJson(`${a.url}/v1/checkout/${token}/pay`, { method: 'POST' });
      // The first delivery reaches the receiver, which does not answer; the server stops.
      await eventually(async () => receiver.received.length === 1);
      await a.close();
      a = undefined;

      b = await boot();
      const second = await eventually(async () => receiver.received[1], 20_000);
      const first = receiver.received[0];
      expect(second.headers['webhook-id']).toBe(first?.headers['webhook-id']);
      const payload = new Webhook(app.webhookSecret).verify(second.body, {
        'webhook-id': String(second.headers['webhook-id']),
        'webhook-timestamp': String(second.headers['webhook-timestamp']),
        'webhook-signature': String(second.headers['webhook-signature']),
      }) as { transaction_id: string; payment: { status: string } };
      expect(payload).toMatchObject({ transaction_id: txn, payment: { status: 'SUCCESS' } });

      const [payment] = await database.db.select().from(payments).where(eq(payments.transactionId, txn));
      const attempts = await eventually(async () => {
        const rows = await database.db
          .select()
          .from(webhookAttempts)
          .where(eq(webhookAttempts.paymentId, payment?.id ?? ''));
        return rows.length === 2 ? rows : undefined;
      });
      expect(attempts.map((r) => r.success).sort()).toEqual([false, true]);
      expect(attempts.find((r) => !r.success)?.error).toMatch(/shutdown/);
    } finally {
      await a?.close();
      await b?.close();
      await receiver.close();
    }
  });

  it('cancels a pending payment when it expires, by itself', async () => {
    const s = await boot();
    try {
      const app = await demoApp(s as TestServer);
      const txn = uniqueTxn('Z');
      await getJson(
        signedUrl(
          s as TestServer,
          'getBankAccount',
          { app_id: app.id, transaction_id: txn, amount: 20_000, bank: 'VCB' },
          app.appSecret,
        ),
      );
      const expired = await eventually(async () => {
        const [row] = await database.db.select().from(payments).where(eq(payments.transactionId, txn));
        return row?.status === 'CANCEL' ? row : undefined;
      }, 15_000);
      expect(expired.failureReason).toBe('Expired');
    } finally {
      await s.close();
    }
  });
});
