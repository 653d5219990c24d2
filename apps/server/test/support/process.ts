import { type ChildProcessWithoutNullStreams, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { SERVER_ROOT } from '../../src/lib/paths.js';

// The real server process, started as `npm start` starts it (src/main.ts), for what only a
// process shows: listening before migrations, SIGTERM, start-up errors, METRICS_PORT.

/** A port nothing listens on right now. */
export const freePort = (): Promise<number> =>
  new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as net.AddressInfo;
      probe.close(() => resolve(port));
    });
  });

export type ServerProcess = {
  child: ChildProcessWithoutNullStreams;
  port: number;
  url: string;
  dataDir: string;
  output(): { stdout: string; stderr: string };
  /** The exit code (null when killed by a signal), or 'running' if still up after `ms` (then killed). */
  exit(ms: number): Promise<number | null | 'running'>;
  /** Stops the process if it still runs and removes its data folder. */
  cleanup(): Promise<void>;
};

export const startServerProcess = async (env: Record<string, string> = {}): Promise<ServerProcess> => {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'paygate-proc-'));
  const port = await freePort();
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
    cwd: SERVER_ROOT,
    env: {
      ...process.env,
      // Nothing from the caller's environment may point the process elsewhere.
      NODE_ENV: 'test',
      DATABASE_URL: '',
      REDIS_URL: '',
      SMTP_URL: '',
      PUBLIC_URL: '',
      METRICS_TOKEN: '',
      METRICS_PORT: '',
      SEED_DEMO: '0',
      LOG_LEVEL: 'info',
      HOST: '127.0.0.1',
      PORT: String(port),
      DATA_DIR: dataDir,
      ...env,
    },
    stdio: ['pipe', 'pipe', 'pipe'],
  });
  let stdout = '';
  let stderr = '';
  child.stdout.on('data', (chunk: Buffer) => {
    stdout += chunk.toString();
  });
  child.stderr.on('data', (chunk: Buffer) => {
    stderr += chunk.toString();
  });
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  const exit = (ms: number) =>
    new Promise<number | null | 'running'>((resolve) => {
      const timer = setTimeout(() => {
        child.kill('SIGKILL');
        resolve('running');
      }, ms);
      void exited.then((code) => {
        clearTimeout(timer);
        resolve(code);
      });
    });
  return {
    child,
    port,
    url: `http://127.0.0.1:${port}`,
    dataDir,
    output: () => ({ stdout, stderr }),
    exit,
    async cleanup() {
      if (child.exitCode === null && child.signalCode === null) {
        child.kill('SIGKILL');
        await exited;
      }
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
};

/** Status and JSON body of a GET, or undefined when nothing answers. */
export const probe = async (url: string): Promise<{ status: number; body: Record<string, unknown> } | undefined> => {
  try {
    const res = await fetch(url, { signal: AbortSignal.timeout(5_000) });
    const text = await res.text();
    let body: Record<string, unknown> = {};
    try {
      body = JSON.parse(text) as Record<string, unknown>;
    } catch {
      body = { text };
    }
    return { status: res.status, body };
  } catch {
    return undefined;
  }
};

/** Polls until `check` returns a value (or throws after `timeoutMs`). */
export const waitFor = async <T>(check: () => Promise<T | undefined | false>, timeoutMs = 180_000): Promise<T> => {
  const until = Date.now() + timeoutMs;
  for (;;) {
    const value = await check();
    if (value !== undefined && value !== false) return value;
    if (Date.now() > until) throw new Error('condition not met in time');
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
};

/**
 * A request whose body arrives in two parts, over a raw socket: in flight from the first byte
 * until `finish()` sends the rest. `response` is everything the server wrote back.
 */
export const slowRequest = async (port: number, pathname: string, body: string) => {
  const socket = net.connect(port, '127.0.0.1');
  await new Promise<void>((resolve, reject) => {
    socket.once('connect', () => resolve());
    socket.once('error', reject);
  });
  let received = '';
  socket.on('data', (chunk: Buffer) => {
    received += chunk.toString();
  });
  const closed = new Promise<void>((resolve) => socket.once('close', () => resolve()));
  socket.on('error', () => undefined);
  const half = Math.floor(body.length / 2);
  socket.write(
    `POST ${pathname} HTTP/1.1\r\nHost: 127.0.0.1\r\ncontent-type: application/json\r\n` +
      `content-length: ${Buffer.byteLength(body)}\r\n\r\n${body.slice(0, half)}`,
  );
  return {
    finish: () => socket.write(body.slice(half)),
    /** The raw answer once the server closed the connection. */
    response: async () => {
      await closed;
      return received;
    },
    destroy: () => socket.destroy(),
  };
};
