import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { SERVER_ROOT } from '../src/lib/paths.js';

// Issue 11 item 7: the real server process, started as `npm start` starts it, in production
// without a mail server. It must not come up (it would have only the log for the links).

const startProcess = (env: Record<string, string>) => {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'paygate-prod-mail-'));
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
    cwd: SERVER_ROOT,
    env: {
      ...process.env,
      // Nothing from the caller's environment may point the process elsewhere.
      DATABASE_URL: '',
      REDIS_URL: '',
      SMTP_URL: '',
      PUBLIC_URL: '',
      SEED_DEMO: '0',
      LOG_LEVEL: 'info',
      HOST: '127.0.0.1',
      PORT: '0',
      DATA_DIR: dataDir,
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let stdout = '';
  let stderr = '';
  child.stdout.on('data', (chunk: Buffer) => {
    stdout += chunk.toString();
  });
  child.stderr.on('data', (chunk: Buffer) => {
    stderr += chunk.toString();
  });
  /** The exit code, or 'running' if the process is still up after `ms` (then it is stopped). */
  const exit = (ms: number) =>
    new Promise<number | 'running'>((resolve) => {
      const timer = setTimeout(() => {
        child.kill('SIGKILL');
        resolve('running');
      }, ms);
      child.on('exit', (code) => {
        clearTimeout(timer);
        resolve(code ?? -1);
      });
    });
  return { exit, output: () => ({ stdout, stderr }), cleanup: () => rmSync(dataDir, { recursive: true, force: true }) };
};

describe('production without SMTP_URL', () => {
  it('refuses to start, saying what to set, before it opens the database', async () => {
    const server = startProcess({
      NODE_ENV: 'production',
      JWT_SECRET: 'a-shared-signing-secret-of-48-characters-0123456',
    });
    try {
      const code = await server.exit(120_000);
      const { stdout, stderr } = server.output();
      expect(code).toBe(1);
      expect(stderr).toContain('SMTP_URL is required when NODE_ENV=production');
      // The message, not a stack trace; and nothing served.
      expect(stderr).not.toMatch(/\n\s+at /);
      expect(stdout).not.toContain('is running at');
    } finally {
      server.cleanup();
    }
  }, 180_000);
});
