import { type ChildProcess, execFile, spawn } from 'node:child_process';
import { chownSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { Redis } from 'ioredis';
import pg from 'pg';
import { SERVER_ROOT } from '../../src/lib/paths.js';
import { freePort } from './cluster.js';

// A PostgreSQL and a Redis of the fault test's own (issue 26), on free ports, that it may stop,
// kill and start again. Each has a watchdog (support/watchdog.mjs) that kills it and removes its
// folder when the test process is gone, even killed; stop() in afterAll does the same at once.
// PostgreSQL refuses to run as root (CI runs as root): then initdb, pg_ctl and the postmaster run
// as the `postgres` user, in a folder that user owns.

const run = promisify(execFile);
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const WATCHDOG = path.join(SERVER_ROOT, 'test/support/watchdog.mjs');

export const PG_BIN = process.env.PG_BIN ?? '/usr/local/bin';
export const REDIS_SERVER = process.env.REDIS_SERVER ?? '/usr/bin/redis-server';
/** Fails with what is missing when this machine cannot run the test's own PostgreSQL and Redis. */
const requirePrograms = (programs: string[]) => {
  const missing = programs.filter((p) => !existsSync(p));
  if (missing.length)
    throw new Error(
      `the cluster tests start their own PostgreSQL 15+ and Redis; missing: ${missing.join(', ')} (PG_BIN, REDIS_SERVER)`,
    );
};

const isRoot = () => process.getuid?.() === 0;

/** The uid/gid of the user PostgreSQL runs as when this process is root. */
const postgresUser = () => {
  const line = readFileSync('/etc/passwd', 'utf8')
    .split('\n')
    .find((l) => l.startsWith('postgres:'));
  const [, , uid, gid] = line?.split(':') ?? [];
  if (!uid || !gid) throw new Error('running as root needs a `postgres` user to run PostgreSQL as');
  return { uid: Number(uid), gid: Number(gid) };
};

const watch = (folder: string, pidFiles: string[]) => {
  const dog = spawn(process.execPath, [WATCHDOG, String(process.pid), folder, ...pidFiles], {
    detached: true,
    stdio: 'ignore',
  });
  dog.unref();
};

const alive = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
};

export type OwnPostgres = {
  readonly port: number;
  /** postgres://…/postgres on this server. */
  readonly adminUrl: string;
  /** True when it accepts connections now. */
  isUp(): Promise<boolean>;
  /** Starts (again) on the same folder and port; resolves when it accepts connections. */
  start(): Promise<void>;
  /** `pg_ctl stop -m fast`: sessions are ended, then it shuts down cleanly. */
  stopFast(): Promise<void>;
  /** SIGKILL of the postmaster: no shutdown at all (crash recovery on the next start). */
  kill(): Promise<void>;
  /** Gone for good: stopped and its folder removed. */
  destroy(): Promise<void>;
};

export const ownPostgres = async (): Promise<OwnPostgres> => {
  requirePrograms(['initdb', 'pg_ctl', 'postgres'].map((b) => path.join(PG_BIN, b)));
  const folder = mkdtempSync(path.join(os.tmpdir(), 'paygate-faults-pg-'));
  const data = path.join(folder, 'data');
  const sockets = path.join(folder, 'sockets');
  const log = path.join(folder, 'postgres.log');
  mkdirSync(sockets);
  if (isRoot()) {
    const { uid, gid } = postgresUser();
    chownSync(folder, uid, gid);
    chownSync(sockets, uid, gid);
  }
  const asOwner = (bin: string, args: string[]) =>
    isRoot()
      ? run('runuser', ['-u', 'postgres', '--', path.join(PG_BIN, bin), ...args])
      : run(path.join(PG_BIN, bin), args);
  const port = await freePort();
  await asOwner('initdb', ['-D', data, '-A', 'trust', '-U', 'postgres', '--no-sync', '--no-locale', '-E', 'UTF8']);
  watch(folder, [path.join(data, 'postmaster.pid')]);
  // A killed postmaster loses no commit (the machine keeps what was written), so fsync may go, for
  // speed. synchronous_commit stays on: off, a commit answered just before the kill is lost, which
  // is the very thing the money checks look for.
  const options = [
    '-c listen_addresses=127.0.0.1',
    `-p ${port}`,
    `-k ${sockets}`,
    '-c fsync=off',
    '-c full_page_writes=off',
    '-c max_connections=200',
  ].join(' ');
  const postmasterPid = () => {
    try {
      return Number(readFileSync(path.join(data, 'postmaster.pid'), 'utf8').split('\n')[0]) || undefined;
    } catch {
      return undefined;
    }
  };
  const adminUrl = `postgres://postgres@127.0.0.1:${port}/postgres`;
  const accepts = async () => {
    const client = new pg.Client({ connectionString: adminUrl, connectionTimeoutMillis: 1_000 });
    client.on('error', () => undefined);
    try {
      await client.connect();
      await client.query('select 1');
      return true;
    } catch {
      return false;
    } finally {
      await client.end().catch(() => undefined);
    }
  };
  const self: OwnPostgres = {
    port,
    adminUrl,
    isUp: accepts,
    async start() {
      await asOwner('pg_ctl', ['-D', data, '-l', log, '-o', options, '-w', '-t', '60', 'start']).catch((error) => {
        const tail = existsSync(log) ? readFileSync(log, 'utf8').split('\n').slice(-20).join('\n') : '';
        throw new Error(`PostgreSQL did not start: ${String(error)}\n${tail}`);
      });
      const deadline = Date.now() + 60_000;
      while (!(await accepts())) {
        if (Date.now() > deadline) throw new Error('PostgreSQL started but accepts no connection');
        await sleep(100);
      }
    },
    async stopFast() {
      await asOwner('pg_ctl', ['-D', data, '-m', 'fast', '-w', '-t', '60', 'stop']);
    },
    async kill() {
      const pid = postmasterPid();
      if (!pid) throw new Error('no postmaster.pid: PostgreSQL is not running');
      process.kill(pid, 'SIGKILL');
      while (alive(pid)) await sleep(20);
      // The backends notice their postmaster is gone and end; a new postmaster waits for them.
    },
    async destroy() {
      const pid = postmasterPid();
      if (pid && alive(pid)) {
        await asOwner('pg_ctl', ['-D', data, '-m', 'immediate', '-w', '-t', '30', 'stop']).catch(() => {
          process.kill(pid, 'SIGKILL');
        });
      }
      rmSync(folder, { recursive: true, force: true });
    },
  };
  await self.start();
  return self;
};

/**
 * A database on the test's own PostgreSQL, with a small pool for the test's checks. The pool's
 * connections are cut by every PostgreSQL fault: that is not an error of the test.
 */
export const ownDatabase = async (postgres: OwnPostgres, name = 'paygate') => {
  const admin = new pg.Client({ connectionString: postgres.adminUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = postgres.adminUrl.replace(/\/postgres$/, `/${name}`);
  const pool = new pg.Pool({ connectionString: url, max: 3 });
  pool.on('error', () => undefined);
  return { url, pool };
};

export type OwnRedis = {
  readonly port: number;
  readonly url: string;
  /** True when it answers PING now. */
  isUp(): Promise<boolean>;
  start(): Promise<void>;
  /** SHUTDOWN NOSAVE: a clean stop (clients see the connection closed). */
  stop(): Promise<void>;
  /** SIGKILL. */
  kill(): Promise<void>;
  destroy(): Promise<void>;
};

export const ownRedis = async (): Promise<OwnRedis> => {
  requirePrograms([REDIS_SERVER]);
  const folder = mkdtempSync(path.join(os.tmpdir(), 'paygate-faults-redis-'));
  const pidFile = path.join(folder, 'redis.pid');
  const port = await freePort();
  let child: ChildProcess | undefined;
  const output: string[] = [];
  watch(folder, [pidFile]);
  const running = () => child !== undefined && child.exitCode === null && child.signalCode === null;
  const exited = async () => {
    const c = child;
    if (!c || c.exitCode !== null || c.signalCode !== null) return;
    await new Promise<void>((resolve) => c.once('exit', () => resolve()));
  };
  /** One command on a connection of its own that neither retries nor queues. */
  const command = async (send: (redis: Redis) => Promise<unknown>) => {
    const redis = new Redis({
      host: '127.0.0.1',
      port,
      lazyConnect: true,
      connectTimeout: 1_000,
      maxRetriesPerRequest: 0,
      enableOfflineQueue: false,
      retryStrategy: () => null,
    });
    redis.on('error', () => undefined);
    try {
      await redis.connect();
      return await send(redis);
    } finally {
      redis.disconnect();
    }
  };
  const ping = () =>
    command((redis) => redis.ping()).then(
      (answer) => answer === 'PONG',
      () => false,
    );
  const self: OwnRedis = {
    port,
    url: `redis://127.0.0.1:${port}`,
    isUp: ping,
    async start() {
      child = spawn(
        REDIS_SERVER,
        [
          '--port',
          String(port),
          '--bind',
          '127.0.0.1',
          '--save',
          '',
          '--appendonly',
          'no',
          '--dir',
          folder,
          '--pidfile',
          pidFile,
        ],
        { stdio: ['ignore', 'pipe', 'pipe'] },
      );
      const keep = (chunk: Buffer) => {
        output.push(chunk.toString().trimEnd());
        if (output.length > 50) output.shift();
      };
      child.stdout?.on('data', keep);
      child.stderr?.on('data', keep);
      const deadline = Date.now() + 30_000;
      while (!(await ping())) {
        if (!running() || Date.now() > deadline) throw new Error(`Redis did not start:\n${output.join('\n')}`);
        await sleep(50);
      }
    },
    async stop() {
      // The connection closes as the server goes: no answer is the answer.
      await command((redis) => redis.shutdown('NOSAVE')).catch(() => undefined);
      await exited();
    },
    async kill() {
      child?.kill('SIGKILL');
      await exited();
    },
    async destroy() {
      if (running()) {
        child?.kill('SIGKILL');
        await exited();
      }
      rmSync(folder, { recursive: true, force: true });
    },
  };
  await self.start();
  return self;
};
