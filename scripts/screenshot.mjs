// `node scripts/screenshot.mjs`: retakes docs/screenshot.png, the README's picture. Starts the
// built portal on a throwaway data folder, logs in as the demo owner in Chromium, captures the
// apps screen, and stops the server.
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { chromium } from '@playwright/test';
import { Secret, TOTP } from 'otpauth';
import { ensureBuilt, ROOT } from './lib/build.mjs';

const PORT = Number(process.env.SCREENSHOT_PORT ?? 3995);
const BASE = `http://127.0.0.1:${PORT}`;
const OUT = path.join(ROOT, 'docs/screenshot.png');
// The same places the browser tests look (e2e/support/chromium.ts).
const CHROME = [
  process.env.CHROME_PATH,
  '/usr/bin/chromium',
  '/usr/bin/chromium-browser',
  '/usr/bin/google-chrome',
  '/usr/bin/google-chrome-stable',
  '/opt/google/chrome/chrome',
].find((p) => p && existsSync(p));
if (!CHROME) throw new Error('No Chrome or Chromium found: sudo apt-get install -y chromium (or set CHROME_PATH)');

ensureBuilt();
const dataDir = mkdtempSync(path.join(os.tmpdir(), 'paygate-screenshot-'));
const server = spawn(process.execPath, [path.join(ROOT, 'apps/server/dist/main.js')], {
  env: {
    ...process.env,
    PORT: String(PORT),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    DATABASE_URL: '',
    LOG_LEVEL: 'warn',
    // Not development: the demo's payment history is written before /readyz answers, as the shot needs it.
    NODE_ENV: 'test',
  },
  stdio: 'ignore',
});

const gql = async (query, variables, token) => {
  const res = await fetch(`${BASE}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(token ? { authorization: token } : {}) },
    body: JSON.stringify({ query, variables }),
  });
  const body = /** @type {{ data?: any, errors?: unknown[] }} */ (await res.json());
  if (body.errors) throw new Error(JSON.stringify(body.errors));
  return body.data;
};

try {
  for (let i = 0; ; i++) {
    // /readyz: /healthz answers while migrations and the demo seed still run.
    const ok = await fetch(`${BASE}/readyz`).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) break;
    if (i > 120) throw new Error('the server did not start');
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  const browser = await chromium.launch({ executablePath: CHROME, args: ['--no-sandbox', '--disable-gpu'] });
  const page = await browser.newPage({ viewport: { width: 1280, height: 720 } });
  await page.goto(`${BASE}/login`);
  await page.getByLabel('Email or phone number').fill('owner@demo.test');
  await page.getByLabel('Password', { exact: true }).fill('paygate-demo');
  await page.getByRole('button', { name: 'LOGIN' }).click();
  await page.getByRole('heading', { name: 'Dashboard' }).waitFor();
  // Today's active token (the dashboard OTP step), so the sidebar shows the owner's menu.
  const token = (await page.context().cookies()).find((c) => c.name === 'auth')?.value;
  const otp = new TOTP({ secret: Secret.fromBase32('JBSWY3DPEHPK3PXP') }).generate();
  const { activeDashBoard } = await gql(
    'mutation A($otp: String!) { activeDashBoard(otp: $otp) { active_token } }',
    { otp },
    token,
  );
  await page.context().addCookies([{ name: 'active-token', value: activeDashBoard.active_token, url: BASE }]);
  await page.goto(`${BASE}/apps`);
  await page.getByRole('row').filter({ hasText: 'Demo Store' }).waitFor();
  await page.waitForLoadState('networkidle');
  await page.screenshot({ path: OUT });
  await browser.close();
  console.log(`Wrote ${path.relative(ROOT, OUT)}`);
} finally {
  server.kill('SIGTERM');
  await new Promise((resolve) => server.once('exit', resolve));
  rmSync(dataDir, { recursive: true, force: true });
}
