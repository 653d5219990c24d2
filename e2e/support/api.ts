import { execFile } from 'node:child_process';
import path from 'node:path';
import { promisify } from 'node:util';
import { expect, type Page } from '@playwright/test';
import { Secret, TOTP } from 'otpauth';

// Data made through the product's own API (ENGINEERING §5.15): GraphQL, the dev mailbox, and the
// operator CLI run against the data folder of the server the browser tests started.

export const BASE_URL = process.env.E2E_BASE_URL ?? 'http://127.0.0.1:3999';
export const DEMO_PASSWORD = 'paygate-demo';
/** Every demo user's two-factor secret (README, demo workspace). */
export const DEMO_TOTP_SECRET = 'JBSWY3DPEHPK3PXP';
const ROOT = path.resolve(import.meta.dirname, '../..');
const ARTIFACTS = path.join(import.meta.dirname, '../.artifacts');

export type GqlResult<T> = {
  data: T | null;
  errors?: { message: string; extensions?: { code?: string } }[];
};

export const gql = async <T = Record<string, unknown>>(
  query: string,
  variables: Record<string, unknown> = {},
  token?: string,
): Promise<GqlResult<T>> => {
  const res = await fetch(`${BASE_URL}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(token ? { authorization: token } : {}) },
    body: JSON.stringify({ query, variables }),
  });
  return (await res.json()) as GqlResult<T>;
};

/** The data of a call that must succeed; its errors otherwise fail the test with their message. */
export const gqlOk = async <T>(query: string, variables: Record<string, unknown> = {}, token?: string): Promise<T> => {
  const res = await gql<T>(query, variables, token);
  expect(res.errors, `GraphQL errors: ${JSON.stringify(res.errors)}`).toBeUndefined();
  return res.data as T;
};

export const apiLogin = async (email: string, password = DEMO_PASSWORD): Promise<string> => {
  const data = await gqlOk<{ loginByPassword: { access_token: string } }>(
    'mutation Login($e: String!, $p: String!) { loginByPassword(email_or_phone_number: $e, password: $p) { access_token } }',
    { e: email, p: password },
  );
  return data.loginByPassword.access_token;
};

export type Mail = { id: string; to: string; subject: string; text: string; links: string[]; created_at: string };

const mailbox = async (): Promise<Mail[]> => (await (await fetch(`${BASE_URL}/dev/mailbox.json`)).json()) as Mail[];

/** The ids of the mail already in the dev mailbox: take it before an action, pass it to nextMail. */
export const seenMail = async (): Promise<Set<string>> => new Set((await mailbox()).map((m) => m.id));

/** The newest mail to an address that was not in `seen` (the dev mailbox lists newest first). */
export const nextMail = async (to: string, seen: Set<string> = new Set()): Promise<Mail> => {
  let found: Mail | undefined;
  await expect
    .poll(async () => {
      found = (await mailbox()).find((m) => m.to === to && !seen.has(m.id));
      return found !== undefined;
    }, `a mail to ${to} in /dev/mailbox.json`)
    .toBe(true);
  return found!;
};

/** Kept for specs that only ever receive one mail per address. */
export const latestMail = (to: string): Promise<Mail> => nextMail(to);

/**
 * The operator CLI, as an operator runs it beside the running portal (same DATA_DIR). Not
 * execFileSync: a CLI start takes seconds on a busy machine, and an event loop blocked that long
 * sends its next request on a keep-alive socket the server has closed meanwhile.
 */
export const adminCli = async (...args: string[]): Promise<string> =>
  (
    await promisify(execFile)(process.execPath, [path.join(ROOT, 'apps/server/dist/cli.js'), ...args], {
      env: { ...process.env, DATA_DIR: process.env.E2E_DATA_DIR, DATABASE_URL: '' },
      encoding: 'utf8',
    })
  ).stdout;

export const uniqueEmail = (label: string) =>
  `${label}.${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}@example.test`;

/** A registered, verified and activated user without a partner: made through the API and the CLI. */
export const createActivatedUser = async (label: string, password = 'a-good-password') => {
  const email = uniqueEmail(label);
  const name = `${label[0]!.toUpperCase()}${label.slice(1)} Tester`;
  const seen = await seenMail();
  await gqlOk(
    'mutation Register($n: String!, $e: String!, $p: String!) { registerByEmail(name: $n, email: $e, password: $p) }',
    {
      n: name,
      e: email,
      p: password,
    },
  );
  const link = new URL((await nextMail(email, seen)).links[0]!);
  await gqlOk('mutation Active($t: String!) { activeUser(active_token: $t) { access_token } }', {
    t: decodeURIComponent(link.pathname.split('/').pop()!),
  });
  expect(await adminCli('activate-user', email)).toContain(email);
  return { email, name, password };
};

// A code is accepted once per user (no replay), so each call takes a newer 30-second step than the
// last one this worker used for that user, waiting for it when needed.
const lastStep = new Map<string, number>();
const totp = new TOTP({ secret: Secret.fromBase32(DEMO_TOTP_SECRET), digits: 6, period: 30, algorithm: 'SHA1' });

export const demoOtp = async (email: string): Promise<string> => {
  const nowStep = () => Math.floor(Date.now() / 30_000);
  const step = Math.max((lastStep.get(email) ?? Number.NEGATIVE_INFINITY) + 1, nowStep());
  // The server accepts the previous, current and next step.
  while (step > nowStep() + 1) await new Promise((resolve) => setTimeout(resolve, 1000));
  lastStep.set(email, step);
  return totp.generate({ timestamp: step * 30_000 });
};

/** Today's active token (PRODUCT §2.5 dashboard OTP) for the session and partner of `token`. */
export const activeDashboardToken = async (email: string, token: string): Promise<string> => {
  const data = await gqlOk<{ activeDashBoard: { active_token: string } }>(
    'mutation ActiveDashBoard($otp: String!) { activeDashBoard(otp: $otp) { active_token } }',
    { otp: await demoOtp(email) },
    token,
  );
  return data.activeDashBoard.active_token;
};

/** A full-page screenshot under e2e/.artifacts, to look at after the run. */
export const shot = (page: Page, name: string) =>
  page.screenshot({ path: path.join(ARTIFACTS, `${name}.png`), fullPage: true });
