import { type ChildProcess, execFile, spawn } from 'node:child_process';
import { cpSync, mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { signGatewayRequest } from '@paygate/contracts';
import { Secret, TOTP } from 'otpauth';
import { type Browser, type BrowserContext, chromium } from 'playwright-core';
import { CHROMIUM_ARGS, findChromium } from '../support/chromium';

// The built portal in its own process, for the measurements that need a real browser (the
// JavaScript budget and CLS in `npm test`, Lighthouse in `npm run bench`): the real server on a
// free port with a fresh data folder (the server seeds the demo workspace into it), the demo owner
// signed in, a payment's hosted checkout. Nothing here is a test helper: no `expect`.

// PORTAL_ROOT measures another checkout's build (e.g. the commit before a change, for before/after).
const ROOT = path.resolve(process.env.PORTAL_ROOT ?? path.join(import.meta.dirname, '../..'));
const OWNER = 'owner@demo.test';
const DEMO_PASSWORD = 'paygate-demo';
const DEMO_TOTP_SECRET = 'JBSWY3DPEHPK3PXP';

/** A port nothing listens on now (the OS picks it). */
export const freePort = () =>
  new Promise<number>((resolve, reject) => {
    const probe = net.createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      probe.close(() => resolve(port));
    });
  });

export type Portal = { base: string; dataDir: string; stop: () => Promise<void> };

/**
 * The environment variable naming a data folder the demo workspace was seeded into
 * (e2e/perf/demo-data.ts): `npm test` seeds it once after the build, and the browser halves and
 * the budget each start their server on a copy, instead of each writing the same 90 days of
 * payments (~30 CPU s apiece, past 100 s at the start of the run when they all did it at once).
 */
export const DEMO_DATA_ENV = 'E2E_DEMO_DATA';

/**
 * Copies a seeded data folder into `dataDir` (empty or missing), leaving out the admin socket of
 * the server that wrote it. The server then finds its database filled and does not seed it again.
 */
export const copyDemoData = (from: string, dataDir: string) => {
  mkdirSync(dataDir, { recursive: true });
  cpSync(from, dataDir, { recursive: true, filter: (source) => path.basename(source) !== 'admin.sock' });
};

type PortalOptions = {
  /** A seeded data folder to start from (copied; see DEMO_DATA_ENV): no demo seed then. */
  from?: string;
  /** Where the data goes, kept when the portal stops (the seed step's folder); else a temporary one, removed. */
  dataDir?: string;
};

/**
 * Starts apps/server/dist/main.js (build first). The server loads orphan-guard.mjs, so it ends
 * with this process even when this one is killed (SIGKILL runs no cleanup here).
 */
export const startPortal = async ({ from, dataDir: keptDir }: PortalOptions = {}): Promise<Portal> => {
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const dataDir = keptDir ?? mkdtempSync(path.join(os.tmpdir(), 'paygate-perf-'));
  if (from) copyDemoData(from, dataDir);
  const server: ChildProcess = spawn(
    process.execPath,
    ['--import', path.join(import.meta.dirname, 'orphan-guard.mjs'), path.join(ROOT, 'apps/server/dist/main.js')],
    {
      cwd: ROOT,
      stdio: ['ignore', 'ignore', 'inherit'],
      env: {
        ...process.env,
        PORT: String(port),
        HOST: '127.0.0.1',
        DATA_DIR: dataDir,
        // As the browser tests run it: production would ask for mail and secrets a measurement has no use for.
        NODE_ENV: 'test',
        LOG_LEVEL: 'warn',
        PUBLIC_URL: base,
        DATABASE_URL: '',
        REDIS_URL: '',
        SMTP_URL: '',
        SEED_DEMO: '1',
        WEB_DIST_DIR: '',
        ORPHAN_GUARD_PARENT: String(process.pid),
        ...(keptDir ? {} : { ORPHAN_GUARD_REMOVE: dataDir }),
      },
    },
  );
  let exited = false;
  const gone = new Promise<void>((resolve) =>
    server.once('exit', () => {
      exited = true;
      resolve();
    }),
  );
  const stop = async () => {
    if (!exited) server.kill('SIGTERM');
    await gone;
    if (!keptDir) rmSync(dataDir, { recursive: true, force: true });
  };
  // Ctrl-C or a SIGTERM from a runner: stop the server before going.
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.once(signal, () => {
      void stop().finally(() => process.exit(130));
    });
  }
  const started = Date.now();
  for (;;) {
    if (exited) throw new Error('the portal server exited while starting (see its output above)');
    // /readyz: /healthz answers while migrations and the demo seed still run (issue #13).
    const ok = await fetch(`${base}/readyz`).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) break;
    // As long as the browser tests give their server (playwright.config.ts): beside the other steps
    // of `npm test` on a busy machine, migrations and the demo seed took past 120 s.
    if (Date.now() - started > 240_000) {
      await stop();
      throw new Error('the portal server was not ready (/readyz) within 240 s');
    }
    await new Promise((resolve) => setTimeout(resolve, 300));
  }
  return { base, dataDir, stop };
};

type Gql = { data?: Record<string, never>; errors?: { message: string }[] };

export const gql = async <T>(base: string, query: string, variables: Record<string, unknown> = {}, token?: string) => {
  const res = await fetch(`${base}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(token ? { authorization: token } : {}) },
    body: JSON.stringify({ query, variables }),
  });
  const body = (await res.json()) as Gql;
  if (body.errors?.length) throw new Error(`GraphQL: ${body.errors.map((e) => e.message).join('; ')}`);
  return body.data as T;
};

export type Session = { token: string; cookies: { name: string; value: string; url: string }[] };

/**
 * A demo user (the owner unless named) signed in with today's active token (the dashboard's OTP
 * step), as the cookies the portal writes (src/lib/cookies.ts): every context given them opens
 * that user's screens.
 */
export const signInOwner = async (base: string, email = OWNER): Promise<Session> => {
  const { token, userName } = await passwordLogin(base, email);
  const otp = new TOTP({ secret: Secret.fromBase32(DEMO_TOTP_SECRET) }).generate();
  const { activeDashBoard } = await gql<{ activeDashBoard: { active_token: string } }>(
    base,
    'mutation A($otp: String!) { activeDashBoard(otp: $otp) { active_token } }',
    { otp },
    token,
  );
  const cookies = [
    { name: 'auth', value: token, url: base },
    { name: 'user_name', value: encodeURIComponent(userName), url: base },
    { name: 'active-token', value: activeDashBoard.active_token, url: base },
  ];
  return { token, cookies };
};

const passwordLogin = async (base: string, email: string) => {
  const { loginByPassword } = await gql<{ loginByPassword: { access_token: string; user: { name: string } } }>(
    base,
    'mutation L($e: String!, $p: String!) { loginByPassword(email_or_phone_number: $e, password: $p) { access_token user { name } } }',
    { e: email, p: DEMO_PASSWORD },
  );
  return { token: loginByPassword.access_token, userName: loginByPassword.user.name };
};

/** A demo user signed in without the day's two-factor: the screens as they open before the OTP step. */
export const signInWithoutOtp = async (base: string, email: string): Promise<Session> => {
  const { token, userName } = await passwordLogin(base, email);
  return {
    token,
    cookies: [
      { name: 'auth', value: token, url: base },
      { name: 'user_name', value: encodeURIComponent(userName), url: base },
    ],
  };
};

/**
 * A new user who has no partner yet (registered, e-mail verified, activated by the operator CLI):
 * the only one who may open /register-partner and /join-partner.
 */
export const signInPartnerless = async (portal: Portal): Promise<Session> => {
  const email = `perf.${Date.now().toString(36)}@example.test`;
  const password = 'a-good-password';
  await gql(
    portal.base,
    'mutation R($n: String!, $e: String!, $p: String!) { registerByEmail(name: $n, email: $e, password: $p) }',
    { n: 'Perf Tester', e: email, p: password },
  );
  const mails = (await (await fetch(`${portal.base}/dev/mailbox.json`)).json()) as { to: string; links: string[] }[];
  const link = mails.find((m) => m.to === email)?.links[0];
  if (!link) throw new Error(`no verification mail to ${email}`);
  await gql(portal.base, 'mutation A($t: String!) { activeUser(active_token: $t) { access_token } }', {
    t: decodeURIComponent(new URL(link).pathname.split('/').pop() ?? ''),
  });
  // Not execFileSync: on a busy machine the CLI takes seconds to start, and an event loop blocked
  // that long never sees the server close the idle keep-alive socket, so the next request went out
  // on a closed one ("fetch failed: other side closed").
  await promisify(execFile)(process.execPath, [path.join(ROOT, 'apps/server/dist/cli.js'), 'activate-user', email], {
    env: { ...process.env, DATA_DIR: portal.dataDir, DATABASE_URL: '' },
  });
  const { loginByPassword } = await gql<{ loginByPassword: { access_token: string } }>(
    portal.base,
    'mutation L($e: String!, $p: String!) { loginByPassword(email_or_phone_number: $e, password: $p) { access_token } }',
    { e: email, p: password },
  );
  const token = loginByPassword.access_token;
  return { token, cookies: [{ name: 'auth', value: token, url: portal.base }] };
};

/** Saves a transaction-list view as the user's default (the list opens with it): its id. */
export const saveDefaultView = async (base: string, session: Session, name: string, query: string) =>
  (
    await gql<{ saveTransactionView: { id: string } }>(
      base,
      'mutation S($n: String!, $q: String!) { saveTransactionView(name: $n, query: $q, is_default: true) { id } }',
      { n: name, q: query },
      session.token,
    )
  ).saveTransactionView.id;

export const deleteView = (base: string, session: Session, id: string) =>
  gql(base, 'mutation D($id: ID!) { deleteTransactionView(id: $id) }', { id }, session.token);

type DemoApp = { id: string; name: string; status: string; app_secret: string };

/** The owner's apps (the demo workspace: Demo Store in production, Demo Sandbox in development). */
export const ownerApps = async (base: string, session: Session) =>
  (
    await gql<{ partner: { list_app: DemoApp[] } }>(
      base,
      '{ partner { list_app { id name status app_secret } } }',
      {},
      session.token,
    )
  ).partner.list_app;

/** A new pending payment of the development app, as a merchant's server makes it: its checkout URL. */
export const checkoutUrl = async (base: string, session: Session): Promise<string> => {
  const app = (await ownerApps(base, session)).find((a) => a.status === 'DEVELOPMENT');
  if (!app) throw new Error('the demo workspace has no development app');
  const transactionId = `perf-${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
  const request = signGatewayRequest(
    'getATMCardPaymentURL',
    {
      app_id: app.id,
      transaction_id: transactionId,
      amount: '250000',
      bank: 'VCB',
      callback_uri: `${base}/healthz`,
      user_id: 'perf-buyer',
    },
    app.app_secret,
    base,
  );
  const body = (await (await fetch(request.url)).json()) as {
    error_code: number;
    message: string;
    payment_url?: string;
  };
  if (body.error_code !== 0 || !body.payment_url) throw new Error(`no checkout: ${body.message}`);
  return body.payment_url;
};

/** Debian's Chromium, headless and quiet (the browser tests' flags). */
export const launchChromium = (extraArgs: string[] = []): Promise<Browser> =>
  chromium.launch({ executablePath: findChromium(), headless: true, args: [...CHROMIUM_ARGS, ...extraArgs] });

/** A context with an empty cache at the size of the measurements, signed in when given a session. */
export const freshContext = async (browser: Browser, session?: Session): Promise<BrowserContext> => {
  const context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
  if (session) await context.addCookies(session.cookies);
  return context;
};
