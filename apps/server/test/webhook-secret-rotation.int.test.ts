import { verifyWebhook, WebhookSignatureError } from '@paygate/sdk';
import { eq } from 'drizzle-orm';
import { Webhook, WebhookVerificationError } from 'standardwebhooks';
import { afterAll, describe, expect, it } from 'vitest';
import { apps, auditLog } from '../src/db/schema.js';
import { createApp, type Received, startReceiver } from './support/apps.js';
import { newPartnerWorkspace } from './support/payments.js';
import { type TestServer, useTestServer } from './support/server.js';

// Issue 29 (polish): the webhook secret rotates like the app secret. During the grace period every
// webhook carries one signature per secret (`v1,<new> v1,<old>`), so a receiver holding either
// verifies it; after it, only the new secret signs. A burst of rotations ends with a pair that
// belongs together: the previous secret is the one the rotation before the last made.

const server = useTestServer({ env: { TRUST_PROXY: '1' } });
const receiver = await startReceiver();
afterAll(() => receiver.close());

const ROTATE = `mutation($id: ID!, $g: SecretGrace!) {
  rotateWebhookSecret(app_id: $id, grace: $g) { id webhook_secret previous_webhook_secret_expires_at } }`;
const TEST_WEBHOOK = `mutation($id: ID!) { testAppWebhook(app_id: $id) { success } }`;
type Rotated = { rotateWebhookSecret: { webhook_secret: string; previous_webhook_secret_expires_at: string | null } };

let addresses = 0;
const setUp = async (s: TestServer) => {
  const ws = await newPartnerWorkspace(s, 'webhook-rotation', { from: `10.29.${++addresses}.1` });
  const app = await createApp(s, ws.token, { webhook_url: receiver.url });
  return { ws, app, original: app.webhook_secret as string };
};

/** Sends the app's test webhook and returns what the receiver got. */
const delivered = async (s: TestServer, token: string, appId: string): Promise<Received> => {
  const count = receiver.received.length;
  const res = await s.gql<{ testAppWebhook: { success: boolean } }>(TEST_WEBHOOK, { id: appId }, { token });
  expect(res.data?.testAppWebhook.success).toBe(true);
  expect(receiver.received).toHaveLength(count + 1);
  return receiver.received[count]!;
};

const signatures = (got: Received) => String(got.headers['webhook-signature']).split(' ');
const sdkVerifies = (got: Received, secret: string) => verifyWebhook(got.body, got.headers, secret);
const libraryVerifies = (got: Received, secret: string) =>
  new Webhook(secret).verify(got.body, got.headers as Record<string, string>);

describe('rotating the webhook secret', () => {
  it('signs with both secrets during the grace period: the SDK and standardwebhooks verify either', async () => {
    const s = server();
    const { ws, app, original } = await setUp(s);
    const rotated = await s.gql<Rotated>(ROTATE, { id: app.id, g: 'ONE_HOUR' }, { token: ws.token });
    expect(rotated.errors).toBeUndefined();
    const { webhook_secret: fresh, previous_webhook_secret_expires_at: until } = rotated.data!.rotateWebhookSecret;
    expect(fresh).toMatch(/^whsec_/);
    expect(fresh).not.toBe(original);
    expect(new Date(until!).getTime() - Date.now()).toBeGreaterThan(3_590_000);

    const got = await delivered(s, ws.token, app.id);
    expect(signatures(got)).toHaveLength(2);
    for (const secret of [fresh, original]) {
      await expect(sdkVerifies(got, secret)).resolves.toMatchObject({ payload: { app: { app_id: app.id } } });
      expect(libraryVerifies(got, secret)).toMatchObject({ app: { app_id: app.id } });
    }
    const stranger = `whsec_${Buffer.from('a secret of no one here').toString('base64')}`;
    await expect(sdkVerifies(got, stranger)).rejects.toBeInstanceOf(WebhookSignatureError);
  });

  it('signs with the new secret only once the grace period is over, or at once with NOW', async () => {
    const s = server();
    const { ws, app, original } = await setUp(s);
    const rotated = await s.gql<Rotated>(ROTATE, { id: app.id, g: 'ONE_DAY' }, { token: ws.token });
    const fresh = rotated.data!.rotateWebhookSecret.webhook_secret;
    // The grace period ends: moved into the past rather than waited for.
    await s.database.db
      .update(apps)
      .set({ previousWebhookSecretExpiresAt: new Date(Date.now() - 1_000) })
      .where(eq(apps.id, app.id));
    const after = await delivered(s, ws.token, app.id);
    expect(signatures(after)).toHaveLength(1);
    await expect(sdkVerifies(after, fresh)).resolves.toBeTruthy();
    await expect(sdkVerifies(after, original)).rejects.toBeInstanceOf(WebhookSignatureError);
    expect(() => libraryVerifies(after, original)).toThrow(WebhookVerificationError);
    const shown = await s.gql<{ app: { previous_webhook_secret_expires_at: string | null } }>(
      `query($id: ID!) { app(app_id: $id) { previous_webhook_secret_expires_at } }`,
      { id: app.id },
      { token: ws.token },
    );
    expect(shown.data?.app.previous_webhook_secret_expires_at).toBeNull();

    const now = await s.gql<Rotated>(ROTATE, { id: app.id, g: 'NOW' }, { token: ws.token });
    const newest = now.data!.rotateWebhookSecret;
    expect(newest.previous_webhook_secret_expires_at).toBeNull();
    const atOnce = await delivered(s, ws.token, app.id);
    expect(signatures(atOnce)).toHaveLength(1);
    await expect(sdkVerifies(atOnce, newest.webhook_secret)).resolves.toBeTruthy();
    await expect(sdkVerifies(atOnce, fresh)).rejects.toBeInstanceOf(WebhookSignatureError);
  });

  it('ends a burst of 20 rotations at once with a consistent pair, each rotation audited', async () => {
    const s = server();
    const { ws, app, original } = await setUp(s);
    const results = await Promise.all(
      Array.from({ length: 20 }, () => s.gql<Rotated>(ROTATE, { id: app.id, g: 'ONE_HOUR' }, { token: ws.token })),
    );
    expect(results.map((r) => r.errors)).toEqual(Array(20).fill(undefined));
    const issued = results.map((r) => r.data!.rotateWebhookSecret.webhook_secret);
    expect(new Set(issued).size).toBe(20);

    const [row] = await s.database.db.select().from(apps).where(eq(apps.id, app.id));
    // The rotations followed one another: the current secret is one issued, and the previous one
    // is the secret issued (or held) just before it — the chain of 20 has no fork and no gap.
    expect(issued).toContain(row!.webhookSecret);
    expect([original, ...issued]).toContain(row!.previousWebhookSecret);
    expect(row!.previousWebhookSecret).not.toBe(row!.webhookSecret);
    expect(row!.previousWebhookSecretExpiresAt).not.toBeNull();

    const got = await delivered(s, ws.token, app.id);
    expect(signatures(got)).toHaveLength(2);
    await expect(sdkVerifies(got, row!.webhookSecret)).resolves.toBeTruthy();
    await expect(sdkVerifies(got, row!.previousWebhookSecret!)).resolves.toBeTruthy();
    const others = [original, ...issued].filter((x) => x !== row!.webhookSecret && x !== row!.previousWebhookSecret);
    for (const secret of others) await expect(sdkVerifies(got, secret)).rejects.toBeInstanceOf(WebhookSignatureError);

    const entries = await s.database.db.select().from(auditLog).where(eq(auditLog.partnerId, ws.partnerId));
    const rotations = entries.filter((e) => e.action === 'app.webhook_secret_rotated');
    expect(rotations).toHaveLength(20);
    expect(rotations[0]?.changes).toMatchObject({ webhook_secret: { before: '[redacted]', after: '[redacted]' } });
    const stored = JSON.stringify(entries);
    for (const secret of [original, ...issued]) expect(stored).not.toContain(secret.slice('whsec_'.length));
  });
});
