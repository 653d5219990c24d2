import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { once } from 'node:events';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { latestClosedPeriods, WEBHOOK_EVENT_TYPES } from '@paygate/contracts';
import {
  paymentQueryResultSchema,
  paymentUrlResultSchema,
  webhookPayloadSchema,
} from '@paygate/contracts/rest-schemas';
import {
  PaygateApiError,
  PaygateClient,
  PaygateValidationError,
  verifyWebhook,
  WebhookReplayError,
  WebhookSignatureError,
  WebhookTimestampError,
} from '@paygate/sdk';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loginToken } from './support/account.js';
import { startReceiver } from './support/apps.js';
import { demoApp, eventually, getJson, setDisabledBanks, setWebhookUrl, uniqueTxn } from './support/gateway.js';
import { useTestServer } from './support/server.js';

// Issue 14 item 2 against a real server: the SDK (its source, in process) creates payments the
// gateway accepts, maps its refusals, and verifies a webhook the server really signed; then the
// example merchant server, run as a partner runs it (`node server.mjs` on the built package),
// takes an order through checkout, sandbox payment and webhook to PAID.

const ROOT = fileURLToPath(new URL('../../../', import.meta.url));
const server = useTestServer();

const checkoutToken = (paymentUrl: string) => paymentUrl.split('/checkout/')[1] ?? '';
const payInSandbox = (paymentUrl: string) =>
  getJson(`${server().url}/v1/checkout/${checkoutToken(paymentUrl)}/pay`, { method: 'POST' });

const sandboxClient = async (overrides: { appSecret?: string } = {}) => {
  const app = await demoApp(server());
  return {
    app,
    client: new PaygateClient({
      baseUrl: server().url,
      appId: app.id,
      appSecret: app.appSecret,
      retryDelayMs: 10,
      ...overrides,
    }),
  };
};

describe('@paygate/sdk against the gateway', () => {
  it('creates a payment the gateway accepts, and a retry of the same transaction_id returns it again', async () => {
    const { client } = await sandboxClient();
    const transaction_id = uniqueTxn('SDK');
    const params = { transaction_id, amount: 150_000, bank: 'VCB', user_id: 'buyer-1', source: 'web' };
    const first = await client.createPaymentUrl('getATMCardPaymentURL', params);
    // The answer is the documented one (the OpenAPI document's schema).
    expect(paymentUrlResultSchema.parse(first)).toMatchObject({ error_code: 0, transaction_id, status: 'PENDING' });
    const again = await client.createPaymentUrl('getATMCardPaymentURL', params);
    expect(again.payment_id).toBe(first.payment_id);

    const va = await client.createPaymentUrl('getVirtualAccount', {
      transaction_id: uniqueTxn('SDK-VA'),
      amount: 20_000,
      bank: 'VCB',
      account_name: 'NGUYEN VAN A',
    });
    expect(va.payment.type).toBe('VIRTUAL_ACCOUNT');
    const crypto = await client.createPaymentUrl('getCryptoPaymentUrl', {
      transaction_id: uniqueTxn('SDK-C'),
      amount: '12.5',
      crypto_token: 'USDT',
      chain: 'bsc',
    });
    expect(crypto.payment.amount).toBe('12.5');
  });

  it('asks the gateway what became of a payment, by either id; another app cannot read it (issue 29 item 3)', async () => {
    const { client } = await sandboxClient();
    const transaction_id = uniqueTxn('SDK-Q');
    const created = await client.createPaymentUrl('getATMCardPaymentURL', {
      transaction_id,
      amount: 60_000,
      bank: 'VCB',
    });
    expect((await client.getPayment({ transactionId: transaction_id })).payment.status).toBe('PENDING');
    expect((await payInSandbox(created.payment_url)).status).toBe(200);
    const asked = await client.getPayment({ paymentId: created.payment_id });
    // The documented answer (the OpenAPI document's schema), now SUCCESS with its completion time.
    expect(paymentQueryResultSchema.parse(asked)).toMatchObject({
      payment: { payment_id: created.payment_id, transaction_id, status: 'SUCCESS', amount: '60000' },
      refunds: [],
      complaint: null,
    });
    expect(asked.payment.completed_at).not.toBeNull();
    const other = new PaygateClient({
      baseUrl: server().url,
      ...(await demoApp(server(), 'Demo Store').then((a) => ({ appId: a.id, appSecret: a.appSecret }))),
      retryDelayMs: 10,
    });
    await expect(other.getPayment({ paymentId: created.payment_id })).rejects.toMatchObject({
      code: 'NOT_FOUND',
      status: 404,
      message: 'Payment not found',
    });
  });

  it("fetches yesterday's reconciliation file, its checksum checked, with the payment settled then (issue 30 item 4)", async () => {
    const { app, client } = await sandboxClient();
    const transaction_id = uniqueTxn('SDK-S');
    const created = await client.createPaymentUrl('getATMCardPaymentURL', {
      transaction_id,
      amount: 70_000,
      bank: 'VCB',
    });
    expect((await payInSandbox(created.payment_url)).status).toBe(200);
    const yesterday = latestClosedPeriods('Asia/Ho_Chi_Minh').day;
    // As if the payer had paid yesterday at noon (the partner's zone).
    await server().database.db.execute(
      sql`update payments set completed_at = ${`${yesterday}T12:00:00+07:00`}::timestamptz where id = ${created.payment_id}`,
    );
    const report = await client.getSettlementReport(yesterday);
    expect(report.date).toBe(yesterday);
    expect(report.rows).toBeGreaterThanOrEqual(1);
    const line = report.csv.split('\r\n').find((l) => l.includes(created.payment_id));
    expect(line?.split(',').slice(0, 3)).toEqual(['PAYMENT', created.payment_id, `"${transaction_id}"`]);
    expect(report.csv.endsWith(`checksum,${report.rows},${report.sha256}\r\n`)).toBe(true);
    // Another app's secret signs another app's file: this one's payment is not in it.
    const other = new PaygateClient({
      baseUrl: server().url,
      ...(await demoApp(server(), 'Demo Store').then((a) => ({ appId: a.id, appSecret: a.appSecret }))),
      retryDelayMs: 10,
    });
    expect((await other.getSettlementReport(yesterday, { environment: app.status })).csv).not.toContain(
      created.payment_id,
    );
  });

  it('lists banks for the app, without the ones its partner disabled', async () => {
    const { app, client } = await sandboxClient();
    expect((await client.getBanks('pay')).map((b) => b.id)).toContain('VCB');
    await setDisabledBanks(server(), app.partnerId, ['ATM_VCB']);
    try {
      expect((await client.getBanks('pay')).map((b) => b.id)).not.toContain('VCB');
      expect((await client.getBanks('pay', { forApp: false })).map((b) => b.id)).toContain('VCB');
      // The gateway refuses the disabled bank: error_code 4 and its message, not retried.
      const call = client.createPaymentUrl('getATMCardPaymentURL', {
        transaction_id: uniqueTxn(),
        amount: 20_000,
        bank: 'VCB',
      });
      await expect(call).rejects.toMatchObject({
        error_code: 4,
        code: 'BANK_DISABLED',
        message: 'This payment method is disabled for your partner',
      });
    } finally {
      await setDisabledBanks(server(), app.partnerId, []);
    }
  });

  it('throws the gateway refusal with error_code and message: a wrong secret is an invalid hash', async () => {
    const { client } = await sandboxClient({ appSecret: 'not-the-secret' });
    const call = client.createPaymentUrl('getATMCardPaymentURL', {
      transaction_id: uniqueTxn(),
      amount: 20_000,
      bank: 'VCB',
    });
    await expect(call).rejects.toBeInstanceOf(PaygateApiError);
    await expect(call).rejects.toMatchObject({
      error_code: 2,
      code: 'INVALID_HASH',
      message: 'Invalid hash',
      status: 401,
    });
  });

  it('refuses before sending what the gateway would refuse, with the same message', async () => {
    const { client } = await sandboxClient();
    const below = { transaction_id: uniqueTxn(), amount: 9_999, bank: 'VCB' };
    const sdk = await client.createPaymentUrl('getATMCardPaymentURL', below).catch((e: unknown) => e);
    expect(sdk).toBeInstanceOf(PaygateValidationError);
    // The gateway's own answer to the same request, sent signed by hand.
    const { app } = await sandboxClient();
    const { gatewayHash } = await import('@paygate/contracts');
    const values = { app_id: app.id, ...below };
    const query = new URLSearchParams({
      ...values,
      amount: String(below.amount),
      hash: gatewayHash('getATMCardPaymentURL', values, app.appSecret),
    });
    const gateway = await getJson(`${server().url}/v1/partner/getATMCardPaymentURL?${query}`);
    expect(gateway.body.error_code).toBe((sdk as PaygateValidationError).error_code);
    expect(gateway.body.message).toBe((sdk as PaygateValidationError).message);
  });

  it('verifies the webhook the server signed, and refuses it altered, late or replayed', async () => {
    const { app, client } = await sandboxClient();
    const receiver = await startReceiver();
    await setWebhookUrl(server(), app.id, receiver.url);
    try {
      const transaction_id = uniqueTxn('SDK-WH');
      const payment = await client.createPaymentUrl('getBankAccount', { transaction_id, amount: 50_000, bank: 'VCB' });
      expect((await payInSandbox(payment.payment_url)).body.error_code).toBe(0);
      const webhook = await eventually(async () => receiver.received.find((r) => r.body.includes(transaction_id)));

      const seenIds = new Set<string>();
      const event = await verifyWebhook(webhook.body, webhook.headers, app.webhookSecret, { seenIds });
      expect(event.type).toBe('payment.succeeded');
      expect(webhookPayloadSchema.parse(event.payload)).toMatchObject({
        transaction_id,
        payment: { status: 'SUCCESS' },
        type: 'payment.succeeded',
        test: false,
      });
      await expect(verifyWebhook(webhook.body, webhook.headers, app.webhookSecret, { seenIds })).rejects.toBeInstanceOf(
        WebhookReplayError,
      );
      const altered = webhook.body.replace('"SUCCESS"', '"FAILED"');
      await expect(verifyWebhook(altered, webhook.headers, app.webhookSecret)).rejects.toBeInstanceOf(
        WebhookSignatureError,
      );
      const later = new Date(Date.now() + 6 * 60_000);
      await expect(
        verifyWebhook(webhook.body, webhook.headers, app.webhookSecret, { now: later }),
      ).rejects.toBeInstanceOf(WebhookTimestampError);
    } finally {
      await setWebhookUrl(server(), app.id, null);
      await receiver.close();
    }
  });
});

describe('examples/merchant-server', () => {
  let merchant: ChildProcess | undefined;
  let merchantUrl = '';
  /** Every event type the example recorded on an order, across this block's tests. */
  const heard = new Set<string>();

  beforeAll(async () => {
    // The example runs the built package, as a partner installs it.
    execFileSync(process.execPath, [path.join(ROOT, 'packages/sdk/build.mjs'), '--js'], { stdio: 'inherit' });
    const app = await demoApp(server());
    merchant = spawn(process.execPath, ['server.mjs'], {
      cwd: path.join(ROOT, 'examples/merchant-server'),
      env: {
        PATH: process.env.PATH,
        PAYGATE_URL: server().url,
        PAYGATE_APP_ID: app.id,
        PAYGATE_APP_SECRET: app.appSecret,
        PAYGATE_WEBHOOK_SECRET: app.webhookSecret,
        PORT: '0',
      },
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    // Its first line names its address; an early exit (a broken build, say) fails here, not at the hook's timeout.
    const exited = once(merchant, 'exit').then(([code]) => {
      throw new Error(`the merchant server exited with ${code}`);
    });
    const [line] = (await Promise.race([once(merchant.stdout ?? merchant, 'data'), exited])) as [Buffer];
    exited.catch(() => {});
    merchant.stdout?.resume();
    merchantUrl = /http:\/\/[\d.:]+/.exec(line.toString())?.[0] ?? '';
    expect(merchantUrl).not.toBe('');
    await setWebhookUrl(server(), app.id, `${merchantUrl}/paygate/webhook`);
  });

  afterAll(async () => {
    if (merchant && merchant.exitCode === null) {
      merchant.kill();
      await once(merchant, 'exit');
    }
    await setWebhookUrl(server(), (await demoApp(server())).id, null);
  });

  it('takes an order from checkout to PAID, then refunds it in parts, through the verified webhook events', async () => {
    const page = await fetch(merchantUrl);
    expect(await page.text()).toContain('<option value="VCB">');

    const created = await fetch(`${merchantUrl}/orders`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ amount: 150_000, bank: 'VCB' }),
    });
    expect(created.status).toBe(201);
    const order = (await created.json()) as { order_id: string; payment_url: string };
    expect(order.payment_url).toContain('/checkout/');

    expect((await payInSandbox(order.payment_url)).body.error_code).toBe(0);
    const paid = await eventually(async () => {
      const state = (await (await fetch(`${merchantUrl}/orders/${order.order_id}`)).json()) as {
        status: string;
        webhooks: number;
        events: string[];
      };
      return state.status === 'PAID' && state;
    });
    expect(paid.webhooks).toBe(1);
    expect(paid.events).toEqual(['payment.succeeded']);

    // Refunds through the example's own route: its refund() call, then each outcome's event. The
    // sandbox's bank fails a refund whose whole part ends in 999 (docs/SANDBOX.md).
    const refundOrder = async (amount: number) => {
      const res = await fetch(`${merchantUrl}/orders/${order.order_id}/refund`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ amount, reason: 'Returned' }),
      });
      expect(res.status).toBe(202);
      return ((await res.json()) as { refund_id: string }).refund_id;
    };
    type Order = { status: string; refunded: string; events: string[]; refunds: Record<string, { status: string }> };
    const orderOnce = (check: (o: Order) => boolean) =>
      eventually(async () => {
        const state = (await (await fetch(`${merchantUrl}/orders/${order.order_id}`)).json()) as Order;
        return check(state) && state;
      });
    const part = await refundOrder(50_000);
    const refunded = await orderOnce((o) => o.refunds[part]?.status === 'SUCCESS');
    expect(refunded).toMatchObject({ status: 'PAID', refunded: '50000' });
    const failing = await refundOrder(10_999);
    const failed = await orderOnce((o) => o.refunds[failing]?.status === 'FAILED');
    // A failed refund gave the money back: still PAID, still 50 000 refunded.
    expect(failed).toMatchObject({ status: 'PAID', refunded: '50000' });
    const rest = await refundOrder(100_000);
    const whole = await orderOnce((o) => o.refunds[rest]?.status === 'SUCCESS');
    expect(whole).toMatchObject({ status: 'REFUNDED', refunded: '150000' });
    expect(whole.events).toEqual(['payment.succeeded', 'refund.succeeded', 'refund.failed', 'refund.succeeded']);
    for (const type of whole.events) heard.add(type);
  });

  it('follows a complaint from its opening to the bank keeping the payment, through the verified events', async () => {
    const created = await fetch(`${merchantUrl}/orders`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ amount: 90_000, bank: 'VCB' }),
    });
    const order = (await created.json()) as { order_id: string; payment_url: string };
    expect((await payInSandbox(order.payment_url)).body.error_code).toBe(0);
    type Order = { status: string; complaint: string | null; events: string[] };
    const orderOnce = (check: (o: Order) => boolean) =>
      eventually(async () => {
        const state = (await (await fetch(`${merchantUrl}/orders/${order.order_id}`)).json()) as Order;
        return check(state) && state;
      });
    await orderOnce((o) => o.status === 'PAID');
    const token = checkoutToken(order.payment_url);
    const opened = await fetch(`${server().url}/v1/checkout/${token}/complain`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ reason: 'Never arrived' }),
    });
    const complaintId = ((await opened.json()) as { data: { complaint: { complaint_id: string } } }).data.complaint
      .complaint_id;
    expect(await orderOnce((o) => o.status === 'DISPUTED')).toMatchObject({ complaint: 'OPEN' });
    const owner = await loginToken(server(), 'owner@demo.test');
    const contested = await server().gql(
      `mutation($id: ID!) { respondComplaint(complaint_id: $id, response: CONTEST, note: "Delivered to the door") { status } }`,
      { id: complaintId },
      { token: owner },
    );
    expect(contested.errors).toBeUndefined();
    const decided = await fetch(`${server().url}/v1/checkout/${token}/complaint/decide`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ outcome: 'PAYMENT_KEPT' }),
    });
    expect(decided.status).toBe(200);
    const kept = await orderOnce((o) => o.complaint === 'PAYMENT_KEPT');
    expect(kept).toMatchObject({ status: 'PAID' });
    expect(kept.events).toEqual(['payment.succeeded', 'complaint.opened', 'complaint.resolved']);
    for (const type of kept.events) heard.add(type);
  });

  it('hears an order failed, cancelled by the payer and expired, each by its verified event', async () => {
    // With the two tests above (they run first, in this order), the example has received and
    // verified every type of event there is.
    const ended = await Promise.all(
      (['fail', 'cancel', 'expire'] as const).map(async (outcome) => {
        const created = await fetch(`${merchantUrl}/orders`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ amount: 60_000, bank: 'VCB' }),
        });
        const order = (await created.json()) as { order_id: string; payment_url: string };
        const finished = await getJson(`${server().url}/v1/checkout/${checkoutToken(order.payment_url)}/${outcome}`, {
          method: 'POST',
        });
        expect(finished.body).toMatchObject({
          error_code: 0,
          data: { status: outcome === 'fail' ? 'FAILED' : 'CANCEL' },
        });
        return eventually(async () => {
          const state = (await (await fetch(`${merchantUrl}/orders/${order.order_id}`)).json()) as {
            status: string;
            events: string[];
          };
          return state.events.length > 0 && state;
        });
      }),
    );
    expect(ended).toEqual([
      expect.objectContaining({ status: 'FAILED', events: ['payment.failed'] }),
      expect.objectContaining({ status: 'CANCELLED', events: ['payment.cancelled'] }),
      expect.objectContaining({ status: 'CANCELLED', events: ['payment.expired'] }),
    ]);
    for (const order of ended) for (const type of order.events) heard.add(type);
    expect([...heard].sort()).toEqual([...WEBHOOK_EVENT_TYPES].sort());
  });

  it('shows the spec message when the SDK refuses the order, and refuses an unsigned webhook', async () => {
    const refused = await fetch(`${merchantUrl}/orders`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ amount: 5_000, bank: 'VCB' }),
    });
    expect(refused.status).toBe(400);
    expect(await refused.json()).toEqual({ error_code: 1, message: 'You need to enter at least 10,000' });

    const forged = await fetch(`${merchantUrl}/paygate/webhook`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        'webhook-id': 'msg_forged',
        'webhook-timestamp': String(Math.floor(Date.now() / 1000)),
        'webhook-signature': 'v1,bm90IGEgc2lnbmF0dXJl',
      },
      body: JSON.stringify({ transaction_id: 'ORDER-x', payment: { status: 'SUCCESS' } }),
    });
    expect(forged.status).toBe(400);
    expect(await forged.json()).toEqual({ code: 'WEBHOOK_INVALID_SIGNATURE' });
  });
});
