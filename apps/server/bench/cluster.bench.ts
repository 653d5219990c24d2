import { randomBytes } from 'node:crypto';
import { writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import {
  createClusterDatabase,
  freePort,
  type Instance,
  roundRobinProxy,
  serverInstance,
} from '../test/support/cluster.js';
import { gql, LIST, request, signInDemoOwner } from './portal-calls.js';

// `npm run bench -- cluster` (through scripts/bench.mjs), issue #13's aim: two instances serve at
// least 1.7× the transaction-list requests per second of one. Two real server processes
// (production mode) on one PostgreSQL database and one Redis, behind the round-robin proxy of the
// cluster fault test; autocannon loads the proxy, first with one instance behind it, then with
// both, in one run. The proxy is the same both times, so its own cost is in both figures.
// Prints a JSON report to --out.
//   --connections=20   --seconds=10

const arg = (name: string, fallback: string) =>
  process.argv.find((a) => a.startsWith(`--${name}=`))?.slice(name.length + 3) ?? fallback;
const CONNECTIONS = Number(arg('connections', '20'));
const SECONDS = Number(arg('seconds', '10'));
const OUT = arg('out', path.join(os.tmpdir(), 'paygate-bench-cluster.json'));
const PG_ADMIN_URL = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const REDIS_URL = process.env.BENCH_REDIS_URL ?? 'redis://127.0.0.1:6379';
const DAY_MS = 86_400_000;
const log = (line: string) => process.stderr.write(`${line}\n`);

const database = await createClusterDatabase(PG_ADMIN_URL);
const shared = {
  NODE_ENV: 'production',
  JWT_SECRET: randomBytes(32).toString('hex'),
  // Production will not start without a mail server (issue 11 item 7); the bench sends no mail.
  SMTP_URL: 'smtp://127.0.0.1:9',
  DATABASE_URL: database.url,
  REDIS_URL,
  SHUTDOWN_DELAY_SECONDS: '0',
};
// A seeds the demo workspace into the empty database; B starts on it once A is ready.
const a = serverInstance('a', await freePort(), { ...shared, SEED_DEMO: '1' });
const b = serverInstance('b', await freePort(), { ...shared, SEED_DEMO: '0' });
let behind: Instance[] = [a];
const proxy = await roundRobinProxy(() => behind, '198.51.100.7');
try {
  log('cluster: starting instance A (it seeds the demo workspace)…');
  await a.start();
  log('cluster: starting instance B…');
  await b.start();
  const headers = await signInDemoOwner(proxy.url);
  const now = Date.now();
  const body = request(LIST, {
    from_date: new Date(now - 30 * DAY_MS).toISOString(),
    to_date: new Date(now).toISOString(),
    offset: 0,
    limit: 20,
  });
  const measure = async (instances: Instance[]) => {
    behind = instances;
    // Every instance answers the document without an error first (autocannon counts statuses).
    for (const instance of instances) await gql(instance.url, body, headers);
    const result = await autocannon({
      url: `${proxy.url}/graphql`,
      method: 'POST',
      connections: CONNECTIONS,
      duration: SECONDS,
      headers: { 'content-type': 'application/json', ...headers },
      body,
    });
    const figures = {
      instances: instances.length,
      rps: Math.round(result.requests.average),
      p50: result.latency.p50,
      p99: result.latency.p99,
      requests: result.requests.total,
      non2xx: result.non2xx,
      errors: result.errors + result.timeouts,
      loadAverage: os.loadavg()[0]?.toFixed(2) ?? '',
    };
    log(`cluster: ${JSON.stringify(figures)}`);
    return figures;
  };
  const one = await measure([a]);
  const two = await measure([a, b]);
  writeFileSync(
    OUT,
    JSON.stringify(
      {
        measuredAt: new Date().toISOString(),
        connections: CONNECTIONS,
        seconds: SECONDS,
        cores: os.cpus().length,
        one,
        two,
        ratio: Number((two.rps / Math.max(one.rps, 1)).toFixed(2)),
      },
      null,
      2,
    ),
  );
  log(`report: ${OUT}`);
} finally {
  await proxy.close();
  await b.stop();
  await a.stop();
  await database.drop();
}
