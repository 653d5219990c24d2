import { gatewayHash, type PaymentApi } from '@paygate/contracts';
import { and, eq } from 'drizzle-orm';
import { apps, partners, payments } from '../../src/db/schema.js';
import type { TestServer } from './server.js';

export type GatewayBody = Record<string, unknown> & { error_code: number; message: string };

/** A demo app straight from the database (its secret included), by name. */
export const demoApp = async (s: TestServer, name = 'Demo Sandbox') => {
  const [app] = await s.database.db.select().from(apps).where(eq(apps.name, name));
  if (!app) throw new Error(`no demo app ${name}`);
  return app;
};

export const uniqueTxn = (label = 'T') =>
  `${label}-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 8)}`;

/** A signed gateway request URL, signed the way contracts documents it. */
export const signedUrl = (
  s: TestServer,
  api: PaymentApi,
  values: Record<string, string | number | undefined>,
  secret: string,
) => {
  const hash = gatewayHash(api, values, secret);
  const params = new URLSearchParams();
  for (const [k, v] of Object.entries(values)) if (v !== undefined) params.set(k, String(v));
  params.set('hash', hash);
  return `${s.url}/v1/partner/${api}?${params}`;
};

export const getJson = async (url: string, init?: RequestInit) => {
  const res = await fetch(url, init);
  return { status: res.status, body: (await res.json()) as GatewayBody };
};

export const paymentCount = async (s: TestServer, appId: string, transactionId: string) =>
  (
    await s.database.db
      .select({ id: payments.id })
      .from(payments)
      .where(and(eq(payments.appId, appId), eq(payments.transactionId, transactionId)))
  ).length;

export const setDisabledBanks = async (s: TestServer, partnerId: string, banks: string[]) =>
  s.database.db.update(partners).set({ disabledBanks: banks }).where(eq(partners.id, partnerId));

export const setWebhookUrl = async (s: TestServer, appId: string, url: string | null) =>
  s.database.db.update(apps).set({ webhookUrl: url }).where(eq(apps.id, appId));

/** Polls until the check passes or the time is up (background jobs). */
export const eventually = async <T>(check: () => Promise<T | undefined | false>, timeoutMs = 15_000): Promise<T> => {
  const until = Date.now() + timeoutMs;
  for (;;) {
    const value = await check();
    if (value) return value;
    if (Date.now() > until) throw new Error('condition not met in time');
    await new Promise((r) => setTimeout(r, 200));
  }
};
