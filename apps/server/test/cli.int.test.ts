import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { eq } from 'drizzle-orm';
import { pino } from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../src/db/schema.js';
import { startAdminSocket } from '../src/modules/admin/index.js';
import { newActiveUser, REGISTER } from './support/account.js';
import { startTestServer, type TestServer, uniqueEmail } from './support/server.js';

const run = promisify(execFile);
const CLI = path.resolve(import.meta.dirname, '../src/cli/main.ts');

/** Runs the operator CLI as a person would, in its own process. */
const admin = (env: Record<string, string>, ...args: string[]) =>
  run(process.execPath, ['--import', 'tsx', CLI, ...args], {
    env: { ...process.env, ...env, DATABASE_URL: env.DATABASE_URL ?? '' },
    cwd: path.resolve(import.meta.dirname, '..'),
  }).then(
    (r) => ({ code: 0, out: r.stdout + r.stderr }),
    (e: { code: number; stdout: string; stderr: string }) => ({ code: e.code, out: e.stdout + e.stderr }),
  );

describe('operator CLI while the server owns the embedded database', () => {
  let server: TestServer;
  let dataDir: string;
  let socket: Awaited<ReturnType<typeof startAdminSocket>>;

  beforeAll(async () => {
    server = await startTestServer();
    dataDir = mkdtempSync(path.join(os.tmpdir(), 'pg-cli-'));
    socket = await startAdminSocket(dataDir, server.services.admin, pino({ level: 'silent' }));
  });
  afterAll(async () => {
    await socket?.close();
    await server.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('activates a verified user through the running server', async () => {
    const email = uniqueEmail('cli');
    await server.gql(REGISTER, { name: 'Cli User', email, password: 'cli-password' });
    await server.database.db.update(users).set({ emailVerifiedAt: new Date() }).where(eq(users.email, email));
    const result = await admin({ DATA_DIR: dataDir }, 'activate-user', email);
    expect(result).toMatchObject({ code: 0 });
    expect(result.out).toContain(`Activated ${email}`);
    const [row] = await server.database.db.select().from(users).where(eq(users.email, email));
    expect(row?.activatedAt).toBeInstanceOf(Date);
  });

  it('lists users and makes supervisors', async () => {
    const { email } = await newActiveUser(server, 'sup');
    const made = await admin({ DATA_DIR: dataDir }, 'create-supervisor', email);
    expect(made.out).toContain(`${email} is now a supervisor`);
    const list = await admin({ DATA_DIR: dataDir }, 'list-users');
    expect(list.out).toContain('owner@demo.test');
    expect(list.out).toMatch(new RegExp(`${email.replace(/[.+]/g, '\\$&')}.*SUPERVISOR`));
  });

  it('fails clearly for an unknown user or command', async () => {
    const missing = await admin({ DATA_DIR: dataDir }, 'activate-user', 'nobody@example.test');
    expect(missing.code).toBe(1);
    expect(missing.out).toContain('No user with email nobody@example.test');
    const unknown = await admin({ DATA_DIR: dataDir }, 'drop-tables');
    expect(unknown.code).toBe(1);
    expect(unknown.out).toContain('Unknown command: drop-tables');
  });
});

describe('operator CLI without a running server', () => {
  it('says to start the portal when DATA_DIR holds no database', async () => {
    const empty = mkdtempSync(path.join(os.tmpdir(), 'pg-cli-empty-'));
    const result = await admin({ DATA_DIR: empty }, 'list-users');
    expect(result.code).toBe(1);
    expect(result.out).toContain('start the portal once with npm start');
    rmSync(empty, { recursive: true, force: true });
  });
});
