import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { pino } from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startAdminSocket } from '../src/modules/admin/index.js';
import { getJson, signedUrl, uniqueTxn } from './support/gateway.js';
import { newOwnerWithApp, payCheckout, postJson } from './support/money.js';
import { startTestServer, type TestServer } from './support/server.js';

// `npm run admin -- set-fees | disable-bank | enable-bank`, run as an operator would, against a
// running server; the gateway and the portal read the result on the next request.

const run = promisify(execFile);
/**
 * Each `admin` call starts Node with tsx, which transpiles the CLI before it runs: seconds each on a
 * busy machine (CI runs the browser tests beside this suite), so a test of four calls gets more
 * than the suite's 30 s. The time is the process's start, not what the test checks.
 */
const CLI_TEST_TIMEOUT = 120_000;
const CLI = path.resolve(import.meta.dirname, '../src/cli/main.ts');

let server: TestServer;
let dataDir: string;
let socket: Awaited<ReturnType<typeof startAdminSocket>>;

const admin = (...args: string[]) =>
  run(process.execPath, ['--import', 'tsx', CLI, ...args], {
    env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '' },
    cwd: path.resolve(import.meta.dirname, '..'),
  }).then(
    (r) => ({ code: 0, out: r.stdout + r.stderr }),
    (e: { code: number; stdout: string; stderr: string }) => ({ code: e.code, out: e.stdout + e.stderr }),
  );

beforeAll(async () => {
  server = await startTestServer();
  dataDir = mkdtempSync(path.join(os.tmpdir(), 'pg-cli-settings-'));
  socket = await startAdminSocket(dataDir, server.services.admin, pino({ level: 'silent' }));
});
afterAll(async () => {
  await socket?.close();
  await server?.close();
  rmSync(dataDir, { recursive: true, force: true });
});

const atmPayment = (s: TestServer, app: { id: string; appSecret: string }, bank: string, amount = 100_000) =>
  getJson(
    signedUrl(
      s,
      'getATMCardPaymentURL',
      { app_id: app.id, transaction_id: uniqueTxn('F'), amount, bank },
      app.appSecret,
    ),
  );

describe('npm run admin -- set-fees', { timeout: CLI_TEST_TIMEOUT }, () => {
  it('sets a partner’s fees, which the next payment’s ledger posting uses', async () => {
    const { app, partnerId } = await newOwnerWithApp(server);
    const set = await admin('set-fees', partnerId, 'atm_vnd=1.1%+1100', 'ib_vnd=0.009');
    expect(set).toMatchObject({ code: 0 });
    expect(set.out).toContain('Fees of Money Shop: atm_vnd=0.011+1100 ib_vnd=0.009');

    const paid = await atmPayment(server, app, 'VCB');
    await payCheckout(server, paid.body.payment_url);
    // 100,000 − (1.1 % + 1,100).
    expect(await server.services.ledger.balanceOf(app.id, 'DEVELOPMENT', 'VND', '')).toBe('97800');

    const off = await admin('set-fees', partnerId, 'atm_vnd=off');
    expect(off.out).toContain('Fees of Money Shop: ib_vnd=0.009');
    const free = await atmPayment(server, app, 'VCB');
    await payCheckout(server, free.body.payment_url);
    expect(await server.services.ledger.balanceOf(app.id, 'DEVELOPMENT', 'VND', '')).toBe('197800');
  });

  it('refuses unknown services, impossible rates and a fixed part outside atm_vnd', async () => {
    const { partnerId } = await newOwnerWithApp(server);
    const results = await Promise.all([
      admin('set-fees', partnerId, 'nope=0.1'),
      admin('set-fees', partnerId, 'va_vnd=1.5'),
      admin('set-fees', partnerId, 'ib_vnd=0.01+500'),
      admin('set-fees', 'No Such Partner', 'ib_vnd=0.01'),
    ]);
    expect(results.map((r) => r.code)).toEqual([1, 1, 1, 1]);
    expect(results[0]?.out).toContain('Unknown fee nope');
    expect(results[1]?.out).toContain('must be at least 0 and below 1');
    expect(results[2]?.out).toContain('Only atm_vnd has a fixed part');
    expect(results[3]?.out).toContain('No partner No Such Partner');
  });
});

describe('npm run admin -- disable-bank / enable-bank', { timeout: CLI_TEST_TIMEOUT }, () => {
  it('refuses the bank at the gateway and in cash-in, hides it from /config/bank, and allows it again', async () => {
    const { owner, app, partnerId } = await newOwnerWithApp(server);
    const off = await admin('disable-bank', partnerId, 'vcb', 'CRYPTO_USDT');
    expect(off).toMatchObject({ code: 0 });
    expect(off.out).toContain('disabled now: ATM_VCB, CRYPTO_USDT, VA_VCB');

    expect((await atmPayment(server, app, 'VCB')).body.error_code).toBe(4);
    expect((await atmPayment(server, app, 'TCB')).body.error_code).toBe(0);
    const cashIn = await postJson(server, '/v1/partner/cmsCashInVND', owner.token, {
      app_id: app.id,
      amount: 100_000,
      bank_code: 'VCB',
      transaction_id: `cashin_${uniqueTxn()}`,
    });
    expect(cashIn.body).toMatchObject({ error_code: 4 });
    const ids = async (type: string) =>
      ((await getJson(`${server.url}/config/bank?type=${type}&app_id=${app.id}`)).body.data as { id: string }[]).map(
        (b) => b.id,
      );
    expect(await ids('pay')).not.toContain('VCB');
    expect(await ids('va')).not.toContain('VCB');
    expect(await ids('crypto')).toEqual(['USDC', 'BUSD']);
    // Without app_id the public list is the whole list.
    const all = (await getJson(`${server.url}/config/bank?type=pay`)).body.data as { id: string }[];
    expect(all.map((b) => b.id)).toContain('VCB');

    const on = await admin('enable-bank', app.partnerId, 'VCB');
    expect(on.out).toContain('disabled now: CRYPTO_USDT');
    expect((await atmPayment(server, app, 'VCB')).body.error_code).toBe(0);
    expect(await ids('pay')).toContain('VCB');

    const unknown = await admin('disable-bank', partnerId, 'NOPE');
    expect(unknown.code).toBe(1);
    expect(unknown.out).toContain('Unknown bank NOPE');
    const list = await admin('list-partners');
    expect(list.out).toContain(partnerId);
  });
});
