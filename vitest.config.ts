import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

// One runner for every non-browser test. Projects split by level so `npm test` can run
// unit, then integration on PGlite, then integration on Postgres (TEST_DATABASE_URL).
export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'contracts',
          root: './packages/contracts',
          include: ['src/**/*.test.ts'],
          environment: 'node',
        },
      },
      {
        test: {
          name: 'sdk',
          root: './packages/sdk',
          include: ['src/**/*.test.ts'],
          environment: 'node',
        },
      },
      {
        test: {
          name: 'server-unit',
          root: './apps/server',
          include: ['src/**/*.test.ts'],
          environment: 'node',
        },
      },
      {
        test: {
          name: 'server-integration',
          root: './apps/server',
          // In-process SDK calls run its source; the example merchant server runs the built package.
          alias: { '@paygate/sdk': fileURLToPath(new URL('./packages/sdk/src/index.ts', import.meta.url)) },
          include: ['test/**/*.int.test.ts'],
          environment: 'node',
          // Each file boots its own server on its own database; a PGlite boot is CPU-heavy,
          // so keep parallelism to the machine's two cores.
          maxWorkers: 2,
          // The files of a worker share its loaded modules (issue 27 item 7): each file builds its
          // own app on its own database (buildApp, no module singletons: the metrics registry, the
          // job queue and the caches are per app), and none mocks a module, so what a file needs
          // from isolation it already has. Loading the server's modules once per worker instead of
          // once per file: the PGlite pass 964 → 605 CPU s, 1,049 → 662 s wall (2026-12-07, beside
          // the browser tests; BENCHMARKS.md "First start and the test loop").
          isolate: false,
          testTimeout: 30_000,
          hookTimeout: 120_000,
        },
      },
      {
        test: {
          // The cluster fault tests (issue #13 item 4, issue 26): server processes, a PostgreSQL
          // (initdb/pg_ctl) and a Redis they start themselves on free ports; run where
          // TEST_DATABASE_URL and TEST_REDIS_URL are set (CI), skipped without. `npm run test:cluster`.
          name: 'server-cluster',
          root: './apps/server',
          include: ['test/**/*.cluster.test.ts'],
          environment: 'node',
          maxWorkers: 1,
          testTimeout: 600_000,
          hookTimeout: 300_000,
        },
      },
      './apps/web/vitest.config.ts',
    ],
  },
});
