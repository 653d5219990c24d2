import http from 'node:http';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AppRow } from '../src/db/schema.js';
import { partners, webhookAttempts } from '../src/db/schema.js';
import { paymentMessageId } from '../src/modules/payments/index.js';
import { loginToken, mailbox } from './support/account.js';
import { demoApp, eventually, setWebhookUrl } from './support/gateway.js';
import { newPartnerWorkspace, seedPayment } from './support/payments.js';
import { errorCode, type TestServer, useTestServer } from './support/server.js';

// Issue #14 item 3: the webhook delivery log, its resends, retention, endpoint status and the
// 24-hour failing notice, over HTTP against the real queue and a real receiver on localhost.

const server = useTestServer();

const DELIVERIES = `query($app_id: ID!, $outcome: WebhookOutcome, $from_date: DateTime, $to_date: DateTime, $offset: Int, $limit: Int) {
  webhookDeliveries(app_id: $app_id, outcome: $outcome, from_date: $from_date, to_date: $to_date, offset: $offset, limit: $limit) {
    total data { id created_time event_type message_id attempt payment_id transaction_id success status_code error latency_ms response_excerpt }
  } }`;
const RESEND_ONE = `mutation($app_id: ID!, $payment_id: ID!) { resendWebhookEvent(app_id: $app_id, payment_id: $payment_id) { message_id attempt success status_code } }`;
const RESEND_FAILED = `mutation($app_id: ID!, $from_date: DateTime!, $to_date: DateTime!) { resendFailedWebhooks(app_id: $app_id, from_date: $from_date, to_date: $to_date) { count } }`;
const FAILED_COUNT = `query($app_id: ID!, $from_date: DateTime!, $to_date: DateTime!) { failedWebhookEventCount(app_id: $app_id, from_date: $from_date, to_date: $to_date) }`;
const STATUS = `query($app_id: ID!) { app(app_id: $app_id) { webhook_status { state failing_since last_attempt_time } } }`;

type Delivery = {
  id: string;
  event_type: string;
  message_id: string;
  attempt: number;
  payment_id: string | null;
  transaction_id: string | null;
  success: boolean;
  status_code: number | null;
  error: string | null;
  latency_ms: number | null;
  response_excerpt: string | null;
};

/** A merchant endpoint whose answer the test switches; records each request's webhook-id. */
const startEndpoint = async () => {
  const state = { status: 200, body: '{"ok":true}', ids: [] as string[] };
  const srv = http.createServer((req, res) => {
    req.resume();
    req.on('end', () => {
      state.ids.push(String(req.headers['webhook-id']));
      res.writeHead(state.status, { 'content-type': 'application/json' }).end(state.body);
    });
  });
  await new Promise<void>((resolve) => srv.listen(0, '127.0.0.1', resolve));
  const address = srv.address();
  return {
    state,
    url: `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}/hook`,
    close: () => new Promise<void>((resolve) => srv.close(() => resolve())),
  };
};
type Endpoint = Awaited<ReturnType<typeof startEndpoint>>;

let endpoint: Endpoint;
beforeAll(async () => {
  endpoint = await startEndpoint();
});
afterAll(async () => endpoint?.close());

/** One delivery of a new SUCCESS payment's event, answered with `status`. */
const deliveredPayment = async (s: TestServer, app: AppRow, status: number) => {
  const payment = await seedPayment(s, app, { status: 'SUCCESS' });
  endpoint.state.status = status;
  await s.services.webhookWorker.attempt({
    paymentId: payment.id,
    appId: app.id,
    status: 'SUCCESS',
    attempt: 0,
    messageId: paymentMessageId(payment.id, 'SUCCESS'),
  });
  endpoint.state.status = 200;
  return payment;
};

const workspaceWithEndpoint = async (s: TestServer, label: string) => {
  const ws = await newPartnerWorkspace(s, label);
  await setWebhookUrl(s, ws.prod.id, endpoint.url);
  const app = await s.services.apps.getApp(ws.partnerId, ws.prod.id);
  return { ...ws, app };
};

const list = async (s: TestServer, token: string, vars: Record<string, unknown>) => {
  const res = await s.gql<{ webhookDeliveries: { total: number; data: Delivery[] } }>(DELIVERIES, vars, { token });
  expect(res.errors).toBeUndefined();
  return res.data!.webhookDeliveries;
};

const hourAgo = () => new Date(Date.now() - 3_600_000).toISOString();
const inAnHour = () => new Date(Date.now() + 3_600_000).toISOString();

describe('webhook delivery log', () => {
  it('lists attempts newest first with outcome, date filters and pages', async () => {
    const s = server();
    const { app, token } = await workspaceWithEndpoint(s, 'log-list');
    endpoint.state.body = 'x'.repeat(5000);
    const failed = await deliveredPayment(s, app, 500);
    endpoint.state.body = '{"ok":true}';
    await deliveredPayment(s, app, 200);
    const newest = await deliveredPayment(s, app, 200);
    // A fourth attempt, three days old: outside a "last day" filter.
    const old = await deliveredPayment(s, app, 200);
    await s.database.db
      .update(webhookAttempts)
      .set({ createdAt: new Date(Date.now() - 3 * 86_400_000) })
      .where(eq(webhookAttempts.paymentId, old.id));

    const first = await list(s, token, { app_id: app.id, limit: 2 });
    expect(first.total).toBe(4);
    expect(first.data.map((d) => d.payment_id)).toEqual([newest.id, expect.any(String)]);
    expect(first.data[0]).toMatchObject({
      event_type: 'payment.succeeded',
      transaction_id: newest.transactionId,
      attempt: 1,
      success: true,
      status_code: 200,
      message_id: paymentMessageId(newest.id, 'SUCCESS'),
    });
    const second = await list(s, token, { app_id: app.id, limit: 2, offset: 2 });
    expect(second.data.map((d) => d.payment_id)).toEqual([failed.id, old.id]);

    const failures = await list(s, token, { app_id: app.id, outcome: 'FAILED' });
    expect(failures.total).toBe(1);
    const [failure] = failures.data;
    expect(failure).toMatchObject({ payment_id: failed.id, success: false, status_code: 500, error: null });
    // The first 2 KB of the body, not the whole answer.
    expect(failure!.response_excerpt).toHaveLength(2048);
    expect(failure!.latency_ms).toBeGreaterThanOrEqual(0);

    const lastDay = await list(s, token, {
      app_id: app.id,
      from_date: new Date(Date.now() - 86_400_000).toISOString(),
      to_date: inAnHour(),
    });
    expect(lastDay.total).toBe(3);
    expect(lastDay.data.map((d) => d.payment_id)).not.toContain(old.id);
  });

  it('shows the network error when there was no HTTP answer', async () => {
    const s = server();
    const ws = await newPartnerWorkspace(s, 'log-neterr');
    // A port that was just free and is closed again: the connection is refused.
    const closed = await startEndpoint();
    await closed.close();
    await setWebhookUrl(s, ws.prod.id, closed.url);
    await s.gql(`mutation($id: ID!) { testAppWebhook(app_id: $id) { id } }`, { id: ws.prod.id }, { token: ws.token });
    const { data } = await list(s, ws.token, { app_id: ws.prod.id });
    expect(data[0]).toMatchObject({ event_type: 'test', success: false, status_code: null, payment_id: null });
    expect(data[0]!.error).toMatch(/ECONNREFUSED|refused/i);
  });

  it('resends one event with the same webhook-id as a new attempt', async () => {
    const s = server();
    const { app, token } = await workspaceWithEndpoint(s, 'log-resend');
    const payment = await deliveredPayment(s, app, 503);
    const messageId = paymentMessageId(payment.id, 'SUCCESS');
    endpoint.state.ids = [];

    const res = await s.gql<{ resendWebhookEvent: { message_id: string; attempt: number; success: boolean } }>(
      RESEND_ONE,
      { app_id: app.id, payment_id: payment.id },
      { token },
    );

    expect(res.errors).toBeUndefined();
    expect(res.data!.resendWebhookEvent).toMatchObject({ message_id: messageId, attempt: 2, success: true });
    expect(endpoint.state.ids).toEqual([messageId]);
    const { data } = await list(s, token, { app_id: app.id });
    expect(data.map((d) => [d.message_id, d.attempt, d.success])).toEqual([
      [messageId, 2, true],
      [messageId, 1, false],
    ]);
  });

  it('resends every failed event of a range once: the count it answers, exactly those events', async () => {
    const s = server();
    const { app, token } = await workspaceWithEndpoint(s, 'log-bulk');
    const failedIds = [];
    for (let i = 0; i < 3; i += 1) failedIds.push((await deliveredPayment(s, app, 500)).id);
    await deliveredPayment(s, app, 200);
    // Failed, then delivered by a later attempt: not a failed event any more.
    const recovered = await deliveredPayment(s, app, 500);
    await s.gql(RESEND_ONE, { app_id: app.id, payment_id: recovered.id }, { token });
    const range = { app_id: app.id, from_date: hourAgo(), to_date: inAnHour() };

    const counted = await s.gql<{ failedWebhookEventCount: number }>(FAILED_COUNT, range, { token });
    expect(counted.data?.failedWebhookEventCount).toBe(3);
    endpoint.state.ids = [];
    const res = await s.gql<{ resendFailedWebhooks: { count: number } }>(RESEND_FAILED, range, { token });
    expect(res.data?.resendFailedWebhooks.count).toBe(3);

    const expected = failedIds.map((id) => paymentMessageId(id, 'SUCCESS')).sort();
    await eventually(async () => endpoint.state.ids.length >= 3);
    await new Promise((r) => setTimeout(r, 500));
    expect([...endpoint.state.ids].sort()).toEqual(expected);
    // Delivered now: nothing left to resend in the range.
    const after = await s.gql<{ failedWebhookEventCount: number }>(FAILED_COUNT, range, { token });
    expect(after.data?.failedWebhookEventCount).toBe(0);
  });

  it('delivers each failed event once under a burst of 20 concurrent bulk resends', async () => {
    const s = server();
    const { app, token } = await workspaceWithEndpoint(s, 'log-burst');
    const failedIds = [];
    for (let i = 0; i < 4; i += 1) failedIds.push((await deliveredPayment(s, app, 500)).id);
    const range = { app_id: app.id, from_date: hourAgo(), to_date: inAnHour() };
    endpoint.state.ids = [];

    const answers = await Promise.all(
      Array.from({ length: 20 }, () =>
        s.gql<{ resendFailedWebhooks: { count: number } }>(RESEND_FAILED, range, { token }),
      ),
    );

    expect(answers.every((a) => a.errors === undefined)).toBe(true);
    // The first call queued the four events; the others found them queued and added nothing.
    expect(answers.reduce((sum, a) => sum + (a.data?.resendFailedWebhooks.count ?? 0), 0)).toBe(4);
    await eventually(async () => endpoint.state.ids.length >= 4);
    await new Promise((r) => setTimeout(r, 1_000));
    expect([...endpoint.state.ids].sort()).toEqual(failedIds.map((id) => paymentMessageId(id, 'SUCCESS')).sort());
  });

  it("refuses another partner's app and a payment of another app, and sends nothing", async () => {
    const s = server();
    const mine = await workspaceWithEndpoint(s, 'log-mine');
    const theirs = await workspaceWithEndpoint(s, 'log-theirs');
    const theirPayment = await deliveredPayment(s, theirs.app, 500);
    const devPayment = await seedPayment(s, mine.dev, { status: 'SUCCESS' });
    endpoint.state.ids = [];
    const range = { app_id: theirs.app.id, from_date: hourAgo(), to_date: inAnHour() };

    const other = await s.gql(
      RESEND_ONE,
      { app_id: theirs.app.id, payment_id: theirPayment.id },
      { token: mine.token },
    );
    const crossed = await s.gql(
      RESEND_ONE,
      { app_id: mine.app.id, payment_id: theirPayment.id },
      { token: mine.token },
    );
    const wrongApp = await s.gql(RESEND_ONE, { app_id: mine.app.id, payment_id: devPayment.id }, { token: mine.token });
    const bulk = await s.gql(RESEND_FAILED, range, { token: mine.token });
    const read = await s.gql(DELIVERIES, { app_id: theirs.app.id }, { token: mine.token });

    expect([other, crossed, wrongApp, bulk, read].map(errorCode)).toEqual([
      'NOT_FOUND',
      'NOT_FOUND',
      'NOT_FOUND',
      'NOT_FOUND',
      'NOT_FOUND',
    ]);
    await new Promise((r) => setTimeout(r, 500));
    expect(endpoint.state.ids).toEqual([]);
    expect((await list(s, theirs.token, { app_id: theirs.app.id })).total).toBe(1);
  });

  it('refuses SUPPORTER a resend, and sends nothing', async () => {
    const s = server();
    const supporter = await loginToken(s, 'supporter@demo.test');
    const sandbox = await demoApp(s);
    await setWebhookUrl(s, sandbox.id, endpoint.url);
    const payment = await seedPayment(s, sandbox, { status: 'SUCCESS' });
    endpoint.state.ids = [];

    const res = await s.gql(RESEND_ONE, { app_id: sandbox.id, payment_id: payment.id }, { token: supporter });

    expect(errorCode(res)).toBe('FORBIDDEN');
    expect(endpoint.state.ids).toEqual([]);
  });

  it('refuses a range that ends before it starts', async () => {
    const s = server();
    const { app, token } = await workspaceWithEndpoint(s, 'log-range');
    const res = await s.gql(RESEND_FAILED, { app_id: app.id, from_date: inAnHour(), to_date: hourAgo() }, { token });
    expect(res.errors?.[0]?.message).toBe('to_date must be after from_date');
  });

  it('prunes attempts older than 30 days, and only those', async () => {
    const s = server();
    const { app } = await workspaceWithEndpoint(s, 'log-prune');
    const day = 86_400_000;
    const rows = [31, 30.5, 29.9, 1].map((days) => ({
      appId: app.id,
      paymentId: null,
      messageId: `msg_prune_${days}`,
      eventType: 'test',
      url: endpoint.url,
      success: true,
      createdAt: new Date(Date.now() - days * day),
    }));
    await s.database.db.insert(webhookAttempts).values(rows);

    await s.services.webhookLog.prune();

    const left = await s.database.db
      .select({ messageId: webhookAttempts.messageId })
      .from(webhookAttempts)
      .where(eq(webhookAttempts.appId, app.id));
    expect(left.map((r) => r.messageId).sort()).toEqual(['msg_prune_1', 'msg_prune_29.9']);
  });

  it('shows the endpoint as healthy, then failing since the first failure after the last success', async () => {
    const s = server();
    const { app, token } = await workspaceWithEndpoint(s, 'log-status');
    const status = async () =>
      (
        await s.gql<{ app: { webhook_status: { state: string; failing_since: string | null } } }>(
          STATUS,
          { app_id: app.id },
          { token },
        )
      ).data!.app.webhook_status;
    expect(await status()).toMatchObject({ state: 'NONE', failing_since: null });
    await deliveredPayment(s, app, 200);
    expect(await status()).toMatchObject({ state: 'HEALTHY', failing_since: null });
    const firstFailure = await deliveredPayment(s, app, 500);
    await deliveredPayment(s, app, 502);
    const [attempt] = await s.database.db
      .select()
      .from(webhookAttempts)
      .where(eq(webhookAttempts.paymentId, firstFailure.id));
    expect(await status()).toMatchObject({ state: 'FAILING', failing_since: attempt!.createdAt.toISOString() });
  });

  it('gives one notice and one mail when every attempt failed for 24 hours, not one per attempt', async () => {
    const s = server();
    const { app, token, partnerId } = await workspaceWithEndpoint(s, 'log-notice');
    // The partner counts in Tokyo (UTC+9, no daylight saving): the notice and the mail date in it.
    await s.database.db.update(partners).set({ timeZone: 'Asia/Tokyo' }).where(eq(partners.id, partnerId));
    // The streak began 25 hours ago.
    const began = new Date(Date.now() - 25 * 3_600_000);
    await s.database.db.insert(webhookAttempts).values({
      appId: app.id,
      paymentId: null,
      messageId: 'msg_old_failure',
      eventType: 'test',
      url: endpoint.url,
      success: false,
      statusCode: 500,
      createdAt: began,
    });
    const tokyo = new Date(began.getTime() + 9 * 3_600_000);
    const two = (n: number) => String(n).padStart(2, '0');
    const since = `${two(tokyo.getUTCDate())}/${two(tokyo.getUTCMonth() + 1)}/${tokyo.getUTCFullYear()} ${two(tokyo.getUTCHours())}:${two(tokyo.getUTCMinutes())} (Asia/Tokyo)`;
    const notices = async (language = 'en') =>
      (
        await s.gql<{ notifications: { kind: string; app_id: string; title: string; body: string }[] }>(
          '{ notifications { kind app_id title body } }',
          {},
          { token, headers: { 'accept-language': language } },
        )
      ).data!.notifications.filter((n) => n.app_id === app.id);
    const mails = async () => (await mailbox(s)).filter((m) => m.subject.includes(app.name));

    await deliveredPayment(s, app, 500);
    await deliveredPayment(s, app, 500);
    await deliveredPayment(s, app, 500);

    expect(await notices()).toEqual([
      {
        kind: 'WEBHOOK_FAILING',
        app_id: app.id,
        title: `Webhooks of ${app.name} are failing`,
        body: `Every delivery to ${endpoint.url} has failed since ${since}. Check the endpoint, then resend the failed events from the delivery log.`,
      },
    ]);
    // The same notice read in Vietnamese (issue 31): the name, the address and the date kept.
    expect(await notices('vi')).toEqual([
      {
        kind: 'WEBHOOK_FAILING',
        app_id: app.id,
        title: `Webhook của ${app.name} đang gửi thất bại`,
        body: `Mọi lần gửi webhook đến ${endpoint.url} đều thất bại kể từ ${since}. Hãy kiểm tra địa chỉ nhận, rồi gửi lại các sự kiện thất bại từ nhật ký gửi webhook.`,
      },
    ]);
    const sent = await mails();
    expect(sent).toHaveLength(1);
    expect(sent[0]!.subject).toBe(`Webhooks of ${app.name} have been failing for 24 hours`);
    expect(sent[0]!.text).toContain(
      `Every webhook delivery to ${endpoint.url} for the app ${app.name} has failed since ${since}.`,
    );
    expect(sent[0]!.links[0]).toContain(`/apps/${app.id}/webhooks`);
  });
});
