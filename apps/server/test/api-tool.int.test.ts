import { mkdtempSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { type GatewayQueryField, PAYMENT_APIS, type PaymentApi, signGatewayRequest } from '@paygate/contracts';
import { describe, expect, it } from 'vitest';
import { demoApp, getJson, paymentCount, uniqueTxn } from './support/gateway.js';
import { useTestServer } from './support/server.js';

// The API tool and the apps' API Test dialog sign with contracts' signGatewayRequest: here the
// same function's requests go to the real gateway, which must verify every one of them.

// A built portal stand-in: the server serves the hosted checkout's own page from it.
const webDist = mkdtempSync(path.join(os.tmpdir(), 'paygate-web-'));
writeFileSync(path.join(webDist, 'index.html'), '<!doctype html><title>portal</title>');
writeFileSync(path.join(webDist, 'checkout.html'), '<!doctype html><title>checkout</title>');

const server = useTestServer({ env: { WEB_DIST_DIR: webDist } });

/** The values the tool sends for each API (PRODUCT §2.11 fields). */
const toolValues = (api: PaymentApi, appId: string): Partial<Record<GatewayQueryField, string>> => {
  const common = {
    app_id: appId,
    transaction_id: uniqueTxn(api),
    callback_uri: 'https://shop.test/return?order=1',
    user_id: 'buyer 1',
    source: 'api tool',
    currency_text: 'VND',
  };
  switch (api) {
    case 'getCryptoPaymentUrl':
      return { ...common, currency_text: '', amount: '0.5', crypto_token: 'USDT', chain: 'polygon' };
    case 'getVirtualAccount':
    case 'getPermanentVirtualAccount':
      return { ...common, amount: '10000', bank: 'VCB', account_name: 'Nguyen Van An' };
    default:
      return { ...common, amount: '10000', bank: 'VCB' };
  }
};

describe('API tool requests at the gateway (hash round trip)', () => {
  it.each(PAYMENT_APIS)('%s: the signed request verifies and creates a payment', async (api) => {
    const s = server();
    const app = await demoApp(s);
    const values = toolValues(api, app.id);
    const request = signGatewayRequest(api, values, app.appSecret, s.url);
    expect(request.hashInput.endsWith(`:${app.appSecret}`)).toBe(true);
    const { status, body } = await getJson(request.url);
    expect(body).toMatchObject({ error_code: 0, status: 'PENDING', transaction_id: values.transaction_id });
    expect(status).toBe(200);
    expect(await paymentCount(s, app.id, values.transaction_id!)).toBe(1);
  });

  it('a request signed with another secret is refused and creates nothing', async () => {
    const s = server();
    const app = await demoApp(s);
    const values = toolValues('getATMCardPaymentURL', app.id);
    const request = signGatewayRequest('getATMCardPaymentURL', values, `${app.appSecret}x`, s.url);
    const { status, body } = await getJson(request.url);
    expect(status).toBe(401);
    expect(body).toMatchObject({ code: 'INVALID_HASH', message: 'Invalid hash' });
    expect(await paymentCount(s, app.id, values.transaction_id!)).toBe(0);
  });

  it('a value changed after signing is refused', async () => {
    const s = server();
    const app = await demoApp(s);
    const values = toolValues('getBankAccount', app.id);
    const request = signGatewayRequest('getBankAccount', values, app.appSecret, s.url);
    const tampered = request.url.replace('amount=10000', 'amount=20000');
    expect(tampered).not.toBe(request.url);
    const { body } = await getJson(tampered);
    expect(body.code).toBe('INVALID_HASH');
  });
});

describe('hosted checkout page', () => {
  it('serves its own page at the checkout URL the gateway hands out, the portal elsewhere', async () => {
    const s = server();
    const app = await demoApp(s);
    const request = signGatewayRequest(
      'getDynamicQrPaymentUrl',
      toolValues('getDynamicQrPaymentUrl', app.id),
      app.appSecret,
      s.url,
    );
    const { body } = await getJson(request.url);
    const checkoutPath = new URL(String(body.payment_url)).pathname;
    expect(checkoutPath).toMatch(/^\/checkout\/[\w-]+$/);

    const page = await fetch(`${s.url}${checkoutPath}`);
    expect(page.status).toBe(200);
    expect(await page.text()).toContain('<title>checkout</title>');
    expect(page.headers.get('x-robots-tag')).toBe('noindex');
    expect(page.headers.get('referrer-policy')).toBe('no-referrer');

    const portal = await fetch(`${s.url}/apps`);
    expect(await portal.text()).toContain('<title>portal</title>');
    // The page's data comes from the gateway's JSON API with the same token.
    const data = await getJson(`${s.url}/v1${checkoutPath}`);
    expect(data.body.error_code).toBe(0);
  });
});
