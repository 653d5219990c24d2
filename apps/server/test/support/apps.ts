import http from 'node:http';
import { expect } from 'vitest';
import { pngOf, upload } from './images.js';
import type { TestServer } from './server.js';

export const APP_FIELDS = `id name logo app_secret webhook_secret previous_secret_expires_at status description webhook_url
  list_channel { id name is_default }`;
export const CREATE_APP = `mutation CreateApp($name: String!, $description: String!, $logo: String!, $webhook_url: String) {
  createApp(name: $name, description: $description, logo: $logo, webhook_url: $webhook_url) { ${APP_FIELDS} } }`;
export const APP = `query App($app_id: ID!) { app(app_id: $app_id) { ${APP_FIELDS} } }`;

export type AppShape = {
  id: string;
  name: string;
  logo: string;
  app_secret: string | null;
  webhook_secret: string | null;
  previous_secret_expires_at: string | null;
  status: string;
  webhook_url: string | null;
  list_channel: { id: string; name: string; is_default: boolean }[];
};

export const uploadLogo = async (s: TestServer, token: string) => {
  const res = await upload(s.url, token, pngOf(512, 512), 'logo.png');
  expect(res.status).toBe(200);
  return res.body.data!.path;
};

export const createApp = async (
  s: TestServer,
  token: string,
  extra: Record<string, unknown> = {},
): Promise<AppShape> => {
  const logo = await uploadLogo(s, token);
  const res = await s.gql<{ createApp: AppShape }>(
    CREATE_APP,
    { name: `App ${Math.random().toString(36).slice(2, 7)}`, description: 'Test app', logo, ...extra },
    { token },
  );
  expect(res.errors).toBeUndefined();
  return res.data!.createApp;
};

export type Received = { headers: http.IncomingHttpHeaders; body: string };

/** A merchant's webhook endpoint on localhost that records what it receives. */
export const startReceiver = async (status = 200) => {
  const received: Received[] = [];
  const srv = http.createServer((req, res) => {
    let body = '';
    req.on('data', (c) => {
      body += c;
    });
    req.on('end', () => {
      received.push({ headers: req.headers, body });
      res.writeHead(status, { 'content-type': 'application/json' });
      res.end(JSON.stringify({ received: true }));
    });
  });
  await new Promise<void>((resolve) => srv.listen(0, '127.0.0.1', resolve));
  const address = srv.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  return {
    url: `http://127.0.0.1:${port}/webhook`,
    received,
    close: () => new Promise<void>((resolve) => srv.close(() => resolve())),
  };
};
