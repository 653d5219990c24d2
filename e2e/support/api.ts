import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { expect, type Page } from '@playwright/test';

// Data made through the product's own API (STYLE.md §15), and the operator CLI against the
// running server's data folder.

export const BASE_URL = process.env.E2E_BASE_URL ?? 'http://localhost:3999';
export const DEMO_PASSWORD = 'paygate-demo';
const ROOT = path.resolve(import.meta.dirname, '../..');

export const gql = async <T = Record<string, unknown>>(
  query: string,
  variables: Record<string, unknown> = {},
  token?: string,
) => {
  const res = await fetch(`${BASE_URL}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(token ? { authorization: token } : {}) },
    body: JSON.stringify({ query, variables }),
  });
  return (await res.json()) as { data: T | null; errors?: { message: string; extensions?: { code?: string } }[] };
};

export const apiLogin = async (email: string, password = DEMO_PASSWORD): Promise<string> => {
  const res = await gql<{ loginByPassword: { access_token: string } }>(
    'mutation($e: String!, $p: String!) { loginByPassword(email_or_phone_number: $e, password: $p) { access_token } }',
    { e: email, p: password },
  );
  expect(res.errors).toBeUndefined();
  return res.data!.loginByPassword.access_token;
};

export type Mail = { to: string; subject: string; text: string; links: string[] };
/** The newest mail to an address, from the dev mailbox. */
export const latestMail = async (to: string): Promise<Mail> => {
  await expect
    .poll(async () => ((await (await fetch(`${BASE_URL}/dev/mailbox.json`)).json()) as Mail[]).some((m) => m.to === to))
    .toBe(true);
  const mails = (await (await fetch(`${BASE_URL}/dev/mailbox.json`)).json()) as Mail[];
  return mails.find((m) => m.to === to)!;
};

/** The operator CLI, as an operator runs it while the portal is running. */
export const adminCli = (...args: string[]): string =>
  execFileSync(process.execPath, [path.join(ROOT, 'apps/server/dist/cli.js'), ...args], {
    env: { ...process.env, DATA_DIR: process.env.E2E_DATA_DIR, DATABASE_URL: '' },
    encoding: 'utf8',
  });

export const uniqueEmail = (label: string) =>
  `${label}.${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}@example.test`;

export const shot = (page: Page, name: string) =>
  page.screenshot({ path: path.join(import.meta.dirname, '../.artifacts', `${name}.png`), fullPage: true });
