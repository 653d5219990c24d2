import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import http from 'node:http';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { REPO_ROOT, SERVER_ROOT } from '../../src/lib/paths.js';

// The cluster fault test's machinery (issue #13 item 4): real server processes on one PostgreSQL
// database and one Redis, and a round-robin proxy in front of them. Every process started here is
// killed when the test ends, and ends by itself when the test runner is gone, even killed (the
// orphan guard the browser tests use polls this process).

const ORPHAN_GUARD = path.join(REPO_ROOT, 'e2e/perf/orphan-guard.mjs');
const MAIN = path.join(SERVER_ROOT, 'src/main.ts');

/** A port nothing listens on now. */
export const freePort = () =>
  new Promise<number>((resolve, reject) => {
    const srv = net.createServer();
    srv.once('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const address = srv.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      srv.close(() => resolve(port));
    });
  });

/** A brand-new database on TEST_DATABASE_URL's server; drop() removes it. */
export const createClusterDatabase = async (adminUrl: string) => {
  const name = `paygate_cluster_${Date.now()}_${randomBytes(3).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const pool = new pg.Pool({ connectionString: url.toString(), max: 3 });
  return {
    url: url.toString(),
    pool,
    async drop() {
      await pool.end();
      const dropper = new pg.Client({ connectionString: adminUrl });
      await dropper.connect();
      await dropper.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await dropper.end();
    },
  };
};

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export type Instance = {
  readonly name: string;
  readonly url: string;
  readonly port: number;
  /** What the process wrote (for the failure message). */
  readonly output: string[];
  running(): boolean;
  start(): Promise<void>;
  /** SIGKILL: no shutdown hook runs, in-flight requests and jobs are cut. */
  kill(): Promise<void>;
  stop(): Promise<void>;
};

/**
 * One server process (src/main.ts through tsx: no build needed). Ready when /readyz answers 200 —
 * or, on a build without /readyz (before issue #13 item 3 lands), when /healthz does.
 */
export const serverInstance = (name: string, port: number, env: Record<string, string>): Instance => {
  let child: ChildProcess | undefined;
  const output: string[] = [];
  const dataDir = mkdtempSync(path.join(os.tmpdir(), `paygate-cluster-${name}-`));
  const url = `http://127.0.0.1:${port}`;
  const exited = () => !child || child.exitCode !== null || child.signalCode !== null;
  const waitExit = async () => {
    const c = child;
    if (!c || c.exitCode !== null || c.signalCode !== null) return;
    await new Promise<void>((resolve) => c.once('exit', () => resolve()));
  };
  return {
    name,
    url,
    port,
    output,
    running: () => !exited(),
    async start() {
      child = spawn(process.execPath, ['--import', 'tsx', '--import', ORPHAN_GUARD, MAIN], {
        cwd: SERVER_ROOT,
        env: {
          PATH: process.env.PATH ?? '',
          HOME: process.env.HOME ?? os.tmpdir(),
          NODE_ENV: 'test',
          LOG_LEVEL: 'warn',
          HOST: '127.0.0.1',
          PORT: String(port),
          DATA_DIR: dataDir,
          SEED_DEMO: '0',
          SMTP_URL: '',
          WEB_DIST_DIR: '',
          TRUST_PROXY: '1',
          ORPHAN_GUARD_PARENT: String(process.pid),
          ...env,
        },
        stdio: ['ignore', 'pipe', 'pipe'],
      });
      const keep = (chunk: Buffer) => {
        output.push(`[${name}] ${chunk.toString().trimEnd()}`);
        if (output.length > 1_000) output.shift();
      };
      child.stdout?.on('data', keep);
      child.stderr?.on('data', keep);
      const deadline = Date.now() + 120_000;
      while (Date.now() < deadline) {
        if (exited()) throw new Error(`${name} exited at start:\n${output.join('\n')}`);
        const ready = await fetch(`${url}/readyz`).catch(() => undefined);
        if (ready?.status === 200) return;
        if (ready?.status === 404 || ready === undefined) {
          const live = await fetch(`${url}/healthz`).catch(() => undefined);
          if (ready && live?.status === 200) return;
        }
        await sleep(250);
      }
      throw new Error(`${name} not ready in 120 s:\n${output.join('\n')}`);
    },
    async kill() {
      child?.kill('SIGKILL');
      await waitExit();
    },
    async stop() {
      if (!exited()) {
        child?.kill('SIGTERM');
        const forced = setTimeout(() => child?.kill('SIGKILL'), 15_000);
        await waitExit();
        clearTimeout(forced);
      }
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
};

/**
 * A round-robin HTTP proxy (streams both ways, SSE included). It adds X-Forwarded-For: the
 * instances trust it (TRUST_PROXY=1), so this run's rate-limit counters are its own address's.
 * An instance that refuses or cuts the connection gives the client a 502: "no answer".
 */
export const roundRobinProxy = async (targets: () => Instance[], clientAddress: string) => {
  let next = 0;
  const sockets = new Set<net.Socket>();
  const server = http.createServer((req, res) => {
    const list = targets();
    const target = list[next++ % list.length] as Instance;
    const upstream = http.request(
      `${target.url}${req.url ?? '/'}`,
      { method: req.method, headers: { ...req.headers, 'x-forwarded-for': clientAddress } },
      (answer) => {
        res.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(res);
        answer.on('error', () => res.destroy());
      },
    );
    upstream.on('error', () => {
      if (!res.headersSent) res.writeHead(502, { 'content-type': 'application/json' }).end('{"error":"no answer"}');
      else res.destroy();
    });
    req.pipe(upstream);
  });
  server.on('connection', (socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  return {
    url: `http://127.0.0.1:${port}`,
    close: () =>
      new Promise<void>((resolve) => {
        for (const socket of sockets) socket.destroy();
        server.close(() => resolve());
      }),
  };
};

/** Runs `work` over `items` with at most `limit` at once. */
export const boundedAll = async <T, R>(items: T[], limit: number, work: (item: T) => Promise<R>): Promise<R[]> => {
  const results: R[] = new Array(items.length);
  let i = 0;
  await Promise.all(
    Array.from({ length: Math.min(limit, items.length) }, async () => {
      while (i < items.length) {
        const index = i++;
        results[index] = await work(items[index] as T);
      }
    }),
  );
  return results;
};

/** An SSE body as it arrives: for each chunk read, the blocks (events) it completed, unparsed. */
export async function* sseBlocks(body: AsyncIterable<unknown>): AsyncGenerator<string[]> {
  const decoder = new TextDecoder();
  let buffer = '';
  for await (const chunk of body) {
    buffer += decoder.decode(chunk as Uint8Array, { stream: true });
    const blocks: string[] = [];
    let end = buffer.indexOf('\n\n');
    while (end >= 0) {
      blocks.push(buffer.slice(0, end));
      buffer = buffer.slice(end + 2);
      end = buffer.indexOf('\n\n');
    }
    yield blocks;
  }
}

/** Reads an SSE stream: every event's id and data, until `until` says stop or the stream ends. */
export const readEvents = async (
  url: string,
  headers: Record<string, string>,
  until: (events: { id: string; data: string }[]) => boolean,
  timeoutMs = 30_000,
) => {
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), timeoutMs);
  const events: { id: string; data: string }[] = [];
  try {
    const res = await fetch(url, { headers, signal: controller.signal });
    if (res.status !== 200 || !res.body) throw new Error(`stream answered ${res.status}: ${await res.text()}`);
    for await (const blocks of sseBlocks(res.body)) {
      for (const block of blocks) {
        const id = /^id: (.*)$/m.exec(block)?.[1];
        const data = /^data: (.*)$/m.exec(block)?.[1];
        if (id !== undefined && data !== undefined) events.push({ id, data });
      }
      if (until(events)) break;
    }
  } finally {
    clearTimeout(timer);
    controller.abort();
  }
  return events;
};
