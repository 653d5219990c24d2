import { type ChildProcess, spawn } from 'node:child_process';
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
