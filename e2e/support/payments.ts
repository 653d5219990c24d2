import http from 'node:http';
import { signGatewayRequest } from '@paygate/contracts';
import { expect, type Locator, type Page } from '@playwright/test';
import { activeDashboardToken, apiLogin, BASE_URL, gqlOk } from './api';

// The payment journeys' helpers: a merchant's server (signed gateway requests, a webhook and
// return endpoint on localhost) and page objects for the hosted checkout and the API tool.

export type PaymentApi = Parameters<typeof signGatewayRequest>[0];
export type GatewayBody = Record<string, unknown> & { error_code: number; message: string };

/** A merchant's server call: the request signed with the shared contracts code, sent as is. */
export const gatewayRequest = async (
  api: PaymentApi,
  values: Parameters<typeof signGatewayRequest>[1],
  secret: string,
): Promise<GatewayBody> => {
  const request = signGatewayRequest(api, values, secret, BASE_URL);
  const res = await fetch(request.url);
  return (await res.json()) as GatewayBody;
};

export const uniqueTxn = (label: string) =>
  `${label}-${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;

export type Received = { headers: Record<string, string>; body: string };

/** What the merchant's webhook endpoint answers: change it mid-test to make deliveries fail or recover. */
export type MerchantReply = { status: number; body: string };

/**
 * The merchant's endpoints on localhost: POST /webhook records deliveries and answers `reply`
 * (200 `{"received":true}` unless told otherwise), GET /return is where payers land.
 */
export const startMerchant = async (
  reply: MerchantReply = { status: 200, body: '{"received":true}' },
): Promise<{ base: string; webhooks: Received[]; reply: MerchantReply; close: () => Promise<void> }> => {
  const webhooks: Received[] = [];
  const merchant = { reply };
  const server = http.createServer((req, res) => {
    let body = '';
    req.on('data', (chunk) => {
      body += chunk;
    });
    req.on('end', () => {
      if (req.method === 'POST') {
        const headers: Record<string, string> = {};
        for (const [k, v] of Object.entries(req.headers)) if (typeof v === 'string') headers[k] = v;
        webhooks.push({ headers, body });
        res.writeHead(merchant.reply.status, { 'content-type': 'application/json' }).end(merchant.reply.body);
        return;
      }
      res
        .writeHead(200, { 'content-type': 'text/html' })
        .end('<!doctype html><title>Merchant</title><h1>Thank you</h1>');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  return {
    base: `http://127.0.0.1:${port}`,
    webhooks,
    get reply() {
      return merchant.reply;
    },
    set reply(next: MerchantReply) {
      merchant.reply = next;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
};

/**
 * A real 512x512 PNG: one of Demo Shop's logos, as the server serves it (logos live in the
 * database since issue #13, not in the data folder).
 */
export const demoLogo = async (): Promise<Uint8Array<ArrayBuffer>> => {
  const data = await gqlOk<{ partner: { list_app: { logo: string | null }[] } }>(
    '{ partner { list_app { logo } } }',
    {},
    await apiLogin('owner@demo.test'),
  );
  const logo = data.partner.list_app.map((a) => a.logo).find((l) => l?.endsWith('.png'));
  if (!logo) throw new Error('no demo logo found');
  const res = await fetch(new URL(logo, BASE_URL));
  if (res.headers.get('content-type') !== 'image/png') throw new Error(`${logo} is not served as a PNG`);
  return new Uint8Array(await res.arrayBuffer());
};

export type CreatedApp = { id: string; name: string; app_secret: string; webhook_secret: string };

/** A new DEVELOPMENT app of the token's partner, made through the API (upload, createApp). */
export const createApp = async (token: string, name: string, webhookUrl: string): Promise<CreatedApp> => {
  const form = new FormData();
  form.append('upload', new Blob([await demoLogo()], { type: 'image/png' }), 'logo.png');
  const upload = await fetch(`${BASE_URL}/v1/upload`, {
    method: 'POST',
    headers: { authorization: token },
    body: form,
  });
  const logo = ((await upload.json()) as { data: { path: string } }).data.path;
  const data = await gqlOk<{ createApp: CreatedApp }>(
    `mutation CreateApp($name: String!, $description: String!, $logo: String!, $webhook_url: String) {
      createApp(name: $name, description: $description, logo: $logo, webhook_url: $webhook_url) { id name app_secret webhook_secret } }`,
    { name, description: 'Made by the payments journey', logo, webhook_url: webhookUrl },
    token,
  );
  return data.createApp;
};

export const appByName = async (token: string, name: string) => {
  const data = await gqlOk<{ partner: { list_app: (CreatedApp & { status: string })[] } }>(
    '{ partner { list_app { id name status app_secret webhook_secret } } }',
    {},
    token,
  );
  const app = data.partner.list_app.find((a) => a.name === name);
  if (!app) throw new Error(`no app ${name}`);
  return app;
};

export const vndBalance = async (token: string, appId: string): Promise<bigint> => {
  const data = await gqlOk<{ getPayableBalance: { amount: string; currency: string }[] }>(
    'query B($a: ID!) { getPayableBalance(app_id: $a, app_status: DEVELOPMENT) { amount currency } }',
    { a: appId },
    token,
  );
  return BigInt(data.getPayableBalance.find((b) => b.currency === 'VND')?.amount ?? '0');
};

/** partner.fees of the token's partner (PRODUCT §3). */
export const partnerFees = async (token: string) =>
  (
    await gqlOk<{ partner: { fees: Record<string, { rate?: number; fixed?: number }> } }>(
      '{ partner { fees } }',
      {},
      token,
    )
  ).partner.fees;

/** Today's active token for the browser's session (the dashboard OTP step, done through the API). */
export const activateInBrowser = async (page: Page, email: string) => {
  const auth = (await page.context().cookies()).find((c) => c.name === 'auth')?.value;
  expect(auth).toBeTruthy();
  const active = await activeDashboardToken(email, auth!);
  await page.context().addCookies([{ name: 'active-token', value: active, url: BASE_URL }]);
};

/** The hosted checkout as a payer uses it. */
export class CheckoutPage {
  constructor(private readonly page: Page) {}

  async open(url: string) {
    await this.page.goto(url);
    await expect(this.page.getByLabel('Amount to pay')).toBeVisible();
  }

  readonly amount = (): Locator => this.page.getByLabel('Amount to pay');
  readonly button = (name: 'Pay' | 'Fail' | 'Expire'): Locator => this.page.getByRole('button', { name, exact: true });

  async finish(outcome: 'Pay' | 'Fail' | 'Expire') {
    await this.button(outcome).click();
  }
}
