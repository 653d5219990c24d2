import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { freePort } from '../test/support/cluster.js';

// The real server in its own process, as the benchmarks measure it (src/main.ts through tsx, no
// build needed). Each benchmark says its own mode and configuration; this is the one place that
// starts it, waits until /readyz answers (migrations and seed done) and stops it.

export type BenchServer = { url: string; child: ChildProcess; stop(): Promise<void> };

const REPO_ROOT = path.resolve(import.meta.dirname, '../../..');

export const startBenchServer = async (options: {
  /** Added to (and over) the caller's environment; PORT and HOST are set here. */
  env: Record<string, string>;
  /** Node flags before the entry (e.g. --cpu-prof). */
  nodeArgs?: string[];
  /** The checkout whose server runs (a benchmark may measure an older one). */
  cwd?: string;
  /** How long to wait for /readyz, in seconds (a demo seed takes a while on PGlite). */
  readySeconds?: number;
}): Promise<BenchServer> => {
  const port = await freePort();
  const child = spawn(process.execPath, [...(options.nodeArgs ?? []), '--import', 'tsx', 'apps/server/src/main.ts'], {
    cwd: options.cwd ?? REPO_ROOT,
    env: { ...process.env, ...options.env, PORT: String(port), HOST: '127.0.0.1' },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + (options.readySeconds ?? 120) * 1000;
  for (;;) {
    const ready = await fetch(`${url}/readyz`).catch(() => undefined);
    if (ready?.ok) break;
    if (Date.now() > deadline || child.exitCode !== null) {
      child.kill('SIGKILL');
      throw new Error('the server did not start');
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  return {
    url,
    child,
    stop: () =>
      new Promise<void>((resolve) => {
        if (child.exitCode !== null) return resolve();
        child.once('exit', () => resolve());
        child.kill('SIGTERM');
      }),
  };
};

/**
 * The environment of a server in production mode as the benchmarks run it: a fresh signing secret
 * (ADR 0014), a mail server that is never reached (production will not start without one, issue 11
 * item 7; the benchmarks send no mail), no demo, quiet logs; the database, or PGlite in `dataDir`.
 */
export const productionEnv = (options: { dataName: string; databaseUrl?: string }): Record<string, string> => ({
  NODE_ENV: 'production',
  SMTP_URL: 'smtp://127.0.0.1:9',
  JWT_SECRET: randomBytes(32).toString('hex'),
  SEED_DEMO: '0',
  LOG_LEVEL: 'warn',
  DATA_DIR: path.join(os.tmpdir(), options.dataName),
  ...(options.databaseUrl ? { DATABASE_URL: options.databaseUrl } : {}),
});

/** A process's resident memory from /proc (Linux), in MB; 0 when it cannot be read. */
export const rssOf = async (pid: number): Promise<number> => {
  const status = await readFile(`/proc/${pid}/status`, 'utf8').catch(() => '');
  return Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0) / 1024;
};

/**
 * A download read to its end as a client reads it: its lines (LF-counted) and bytes, the seconds
 * it took, and the serving process's RSS before it and at its peak (sampled every 20 ms).
 */
export const measureDownload = async (pid: number, url: string, init?: RequestInit) => {
  const rssBeforeMB = await rssOf(pid);
  let rssPeakMB = rssBeforeMB;
  const sampler = setInterval(() => {
    void rssOf(pid).then((mb) => {
      rssPeakMB = Math.max(rssPeakMB, mb);
    });
  }, 20);
  try {
    const started = performance.now();
    const res = await fetch(url, init);
    if (!res.ok || !res.body) throw new Error(`download failed: ${res.status} ${await res.text()}`);
    let lines = 0;
    let bytes = 0;
    for await (const chunk of res.body as unknown as AsyncIterable<Uint8Array>) {
      bytes += chunk.length;
      for (let i = chunk.indexOf(10); i !== -1; i = chunk.indexOf(10, i + 1)) lines++;
    }
    const seconds = (performance.now() - started) / 1000;
    rssPeakMB = Math.max(rssPeakMB, await rssOf(pid));
    return { lines, bytes, seconds, rssBeforeMB, rssPeakMB };
  } finally {
    clearInterval(sampler);
  }
};
