import { DASHBOARD, gql, LIST, request, signInDemoOwner } from './portal-calls.js';
import { startBenchServer } from './server-process.js';
const server = await startBenchServer({ nodeArgs: [], readySeconds: 180, env: { NODE_ENV: 'production', JWT_SECRET: 'throughput-bench-secret-throughput-bench-secret', SMTP_URL: 'smtp://127.0.0.1:9', SEED_DEMO: '1', LOG_LEVEL: 'warn', SHUTDOWN_DELAY_SECONDS: '0', DATA_DIR: '/tmp/x-one', DATABASE_URL: 'postgres://postgres@127.0.0.1:5432/paygate_throughput', REDIS_URL: '' } });
try {
  const headers = await signInDemoOwner(server.url);
  const now = Date.now();
  const range = (days: number) => ({ from_date: new Date(now - days * 86_400_000).toISOString(), to_date: new Date(now).toISOString() });
  await gql(server.url, request(LIST, { ...range(30), offset: 0, limit: 20 }), headers);
  await gql(server.url, request(DASHBOARD, range(7)), headers);
  console.log('done');
} finally { await server.stop(); }
