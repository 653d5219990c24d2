// A minimal shop server on @paygate/sdk: it creates a payment for an order, sends the buyer to
// Paygate's checkout, and marks the order from the verified webhook. Plain node:http, no framework,
// so every Paygate call is in plain sight. Orders live in memory: a real shop keeps them in its database.
import { randomUUID } from 'node:crypto';
import http from 'node:http';
import { pathToFileURL } from 'node:url';
import {
  PaygateApiError,
  PaygateClient,
  PaygateValidationError,
  verifyWebhook,
  WebhookReplayError,
  WebhookVerificationError,
} from '@paygate/sdk';

/**
 * @param {{ paygateUrl: string, appId: string, appSecret: string, webhookSecret: string, publicUrl?: string }} options
 */
export const createMerchantServer = (options) => {
  const paygate = new PaygateClient({
    baseUrl: options.paygateUrl,
    appId: options.appId,
    appSecret: options.appSecret,
  });
  /** @type {Map<string, { order_id: string, amount: string, status: string, payment_url?: string, webhooks: number }>} */
  const orders = new Map();
  // One process: a Set is the store of handled webhook ids. Several processes need a shared one.
  const seenIds = new Set();

  const escapeHtml = (text) => String(text).replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
  const send = (res, status, body) => {
    res.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body));
  };
  const readBody = async (req) => {
    const chunks = [];
    for await (const chunk of req) chunks.push(chunk);
    return Buffer.concat(chunks);
  };

  const createOrder = async (req, res) => {
    const raw = (await readBody(req)).toString('utf8');
    const isForm = (req.headers['content-type'] ?? '').startsWith('application/x-www-form-urlencoded');
    const input = isForm ? Object.fromEntries(new URLSearchParams(raw)) : JSON.parse(raw || '{}');
    const order = {
      order_id: `ORDER-${randomUUID()}`,
      amount: String(input.amount ?? ''),
      status: 'PENDING',
      webhooks: 0,
    };
    const publicUrl = options.publicUrl ?? `http://${req.headers.host}`;
    try {
      // The order id is the transaction_id: retrying this call can never make a second payment.
      const payment = await paygate.createPaymentUrl(input.api ?? 'getATMCardPaymentURL', {
        transaction_id: order.order_id,
        amount: input.amount,
        bank: input.bank,
        callback_uri: `${publicUrl}/orders/${order.order_id}`,
      });
      orders.set(order.order_id, { ...order, payment_url: payment.payment_url });
      if (isForm) return res.writeHead(303, { location: payment.payment_url }).end();
      return send(res, 201, { order_id: order.order_id, payment_url: payment.payment_url });
    } catch (error) {
      // Refused before sending (our input) or by the gateway: show its error_code and message.
      if (error instanceof PaygateValidationError)
        return send(res, 400, { error_code: error.error_code, message: error.message });
      if (error instanceof PaygateApiError)
        return send(res, 502, { error_code: error.error_code, message: error.message });
      throw error;
    }
  };

  const receiveWebhook = async (req, res) => {
    const body = await readBody(req);
    try {
      const { payload } = await verifyWebhook(body, req.headers, options.webhookSecret, { seenIds });
      const order = orders.get(payload.transaction_id);
      if (order) {
        order.status = payload.payment.status === 'SUCCESS' ? 'PAID' : payload.payment.status;
        order.webhooks += 1;
      }
      return send(res, 200, { received: true });
    } catch (error) {
      // Already handled: acknowledge so Paygate stops retrying, and do nothing twice.
      if (error instanceof WebhookReplayError) return send(res, 200, { received: true, duplicate: true });
      if (error instanceof WebhookVerificationError) return send(res, 400, { code: error.code });
      throw error;
    }
  };

  const page = async (res) => {
    const banks = await paygate.getBanks('pay');
    const choices = banks.map((b) => `<option value="${escapeHtml(b.id)}">${escapeHtml(b.name)}</option>`).join('');
    res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(
      `<!doctype html><title>Demo shop</title><h1>Demo shop</h1>
<form method="post" action="/orders">
  <label>Amount (VND) <input name="amount" value="150000"></label>
  <label>Bank <select name="bank">${choices}</select></label>
  <button>Pay with Paygate</button>
</form>`,
    );
  };

  return http.createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://merchant.local');
    const route = `${req.method} ${url.pathname}`;
    const handle = async () => {
      if (route === 'GET /') return page(res);
      if (route === 'POST /orders') return createOrder(req, res);
      if (route === 'POST /paygate/webhook') return receiveWebhook(req, res);
      if (req.method === 'GET' && url.pathname.startsWith('/orders/')) {
        const order = orders.get(decodeURIComponent(url.pathname.slice('/orders/'.length)));
        return order ? send(res, 200, order) : send(res, 404, { message: 'No such order' });
      }
      return send(res, 404, { message: 'Not found' });
    };
    handle().catch((error) => {
      console.error(error);
      if (!res.headersSent) send(res, 500, { message: 'Internal error' });
    });
  });
};

// `node server.mjs`: configured by the environment (README.md).
if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const env = (name, fallback) => {
    const value = process.env[name] ?? fallback;
    if (value === undefined) {
      console.error(`Set ${name} (see README.md)`);
      process.exit(1);
    }
    return value;
  };
  const server = createMerchantServer({
    paygateUrl: env('PAYGATE_URL', 'http://localhost:3000'),
    appId: env('PAYGATE_APP_ID'),
    appSecret: env('PAYGATE_APP_SECRET'),
    webhookSecret: env('PAYGATE_WEBHOOK_SECRET'),
    publicUrl: process.env.PUBLIC_URL,
  });
  server.listen(Number(env('PORT', '4000')), env('HOST', '127.0.0.1'), () => {
    const address = server.address();
    console.log(`Merchant server on http://${address.address}:${address.port}`);
  });
}
