// A minimal shop server on @paygate/sdk: it creates a payment for an order, sends the buyer to
// Paygate's checkout, refunds it, and follows the order from the verified webhook's events
// (payment.*, refund.*, complaint.*). Plain node:http, no framework, so every Paygate call is in
// plain sight. Orders live in memory: a real shop keeps them in its database.
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
  /**
   * @typedef {{ refund_id: string, amount: string, status: string, failure_reason: string | null }} OrderRefund
   * @type {Map<string, { order_id: string, amount: string, status: string, payment_url?: string, payment_id?: string,
   *   refunded: string, refunds: Record<string, OrderRefund>, complaint: string | null, events: string[], webhooks: number }>}
   */
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
      refunded: '0',
      refunds: {},
      complaint: null,
      events: [],
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
      orders.set(order.order_id, { ...order, payment_url: payment.payment_url, payment_id: payment.payment_id });
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

  // POST /orders/{order_id}/refund { amount, reason }: the refund is PENDING until its webhook says how it ended.
  const refundOrder = async (req, res, order) => {
    const input = JSON.parse((await readBody(req)).toString('utf8') || '{}');
    try {
      const { refund } = await paygate.refund({
        // One refund id per request the shop makes: a retry of this call is the same refund, never a second.
        transaction_id: input.refund_id ?? `REFUND-${randomUUID()}`,
        payment_transaction_id: order.order_id,
        amount: input.amount,
        reason: input.reason ?? 'Refunded by the shop',
      });
      order.refunds[refund.refund_id] = {
        refund_id: refund.refund_id,
        amount: refund.amount,
        status: refund.status,
        failure_reason: refund.failure_reason,
      };
      return send(res, 202, { refund_id: refund.refund_id, status: refund.status });
    } catch (error) {
      if (error instanceof PaygateValidationError || error instanceof PaygateApiError)
        return send(res, 400, { error_code: error.error_code, message: error.message });
      throw error;
    }
  };

  /** What each kind of event does to the order: `event.type` tells them apart, and types `event.payload`. */
  const applyEvent = (order, event) => {
    const { payload } = event;
    switch (event.type) {
      case 'payment.succeeded':
        order.status = 'PAID';
        break;
      case 'payment.failed':
        order.status = 'FAILED';
        break;
      case 'payment.cancelled':
      case 'payment.expired':
        order.status = 'CANCELLED';
        break;
      case 'refund.succeeded':
      case 'refund.failed': {
        const { refund } = payload;
        order.refunds[refund.refund_id] = {
          refund_id: refund.refund_id,
          amount: refund.amount,
          status: refund.status,
          failure_reason: refund.failure_reason,
        };
        // The payment as it stands: REFUNDED once refunds cover it; a failed refund gave the money back.
        order.status = payload.payment.status === 'REFUNDED' ? 'REFUNDED' : 'PAID';
        order.refunded = Object.values(order.refunds)
          .filter((r) => r.status === 'SUCCESS')
          .reduce((sum, r) => sum + Number(r.amount), 0)
          .toString();
        break;
      }
      case 'complaint.opened':
        order.complaint = payload.complaint.status;
        order.status = 'DISPUTED';
        break;
      case 'complaint.resolved':
        order.complaint = payload.complaint.outcome;
        order.status = payload.complaint.outcome === 'REFUNDED' ? 'REFUNDED' : 'PAID';
        break;
    }
    order.events.push(event.type);
  };

  const receiveWebhook = async (req, res) => {
    const body = await readBody(req);
    try {
      const event = await verifyWebhook(body, req.headers, options.webhookSecret, { seenIds });
      // The Webhook Test button's event is about no order of ours.
      if (event.payload.test) return send(res, 200, { received: true, test: true });
      const order = orders.get(event.payload.transaction_id);
      if (order) {
        applyEvent(order, event);
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
      const orderPath = /^\/orders\/([^/]+)(\/refund)?$/.exec(url.pathname);
      const order = orderPath?.[1] ? orders.get(decodeURIComponent(orderPath[1])) : undefined;
      if (orderPath && !order) return send(res, 404, { message: 'No such order' });
      if (order && req.method === 'GET' && !orderPath?.[2]) return send(res, 200, order);
      if (order && req.method === 'POST' && orderPath?.[2]) return refundOrder(req, res, order);
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
