// `npm test`: every test, in CI order (STYLE.md §17): typecheck → lint → codegen drift → unit →
// integration on PGlite → integration on PostgreSQL → cluster fault test → build → JavaScript budget and layout shift in
// Chromium → browser. Stops at the first failure
// and ends with one line: "tests: N passed, N failed" (", N skipped" when some were).
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { ROOT } from './lib/build.mjs';

const tmp = mkdtempSync(path.join(os.tmpdir(), 'paygate-test-all-'));
const totals = { passed: 0, failed: 0, skipped: 0 };
/** @type {string[]} */
const done = [];
const isCI = process.env.CI === 'true' || process.env.CI === '1';
const useColour = process.stdout.isTTY && !process.env.NO_COLOR;
const bold = (text) => (useColour ? `\x1b[1m${text}\x1b[0m` : text);
const red = (text) => (useColour ? `\x1b[31m${text}\x1b[0m` : text);
// The PGlite pass must not pick up a Postgres URL from the caller's environment.
const { TEST_DATABASE_URL, ...envWithoutPostgres } = process.env;

const seconds = (since) => `${((Date.now() - since) / 1000).toFixed(0)} s`;
const banner = (text) => console.log(`\n${bold(`━━ ${text} ━━`)}`);

const finish = (code) => {
  rmSync(tmp, { recursive: true, force: true });
  if (done.length) console.log(`\n${done.join('\n')}`);
  const skipped = totals.skipped ? `, ${totals.skipped} skipped` : '';
  console.log(`\ntests: ${totals.passed} passed, ${totals.failed} failed${skipped}`);
  process.exit(code);
};

const fail = (name, status) => {
  console.error(`\n${red(bold(`━━ ✖ ${name} FAILED — stopping here ━━`))}`);
  done.push(`✖ ${name}`);
  finish(status || 1);
};

/**
 * Runs one step; on failure prints the banner and ends the run.
 * @param {string} name
 * @param {string} cmd
 * @param {string[]} args
 * @param {{ env?: NodeJS.ProcessEnv, report?: { file: string, count: (report: any) => void } }} [options]
 */
const run = (name, cmd, args, { env = process.env, report } = {}) => {
  banner(name);
  const started = Date.now();
  const result = spawnSync(cmd, args, { cwd: ROOT, stdio: 'inherit', env });
  if (report && existsSync(report.file)) report.count(JSON.parse(readFileSync(report.file, 'utf8')));
  if (result.status !== 0) fail(name, result.status);
  done.push(`✔ ${name} (${seconds(started)})`);
};

/** Vitest projects with a JSON report, whose counts join the closing line. */
const vitest = (name, projects, env) => {
  const file = path.join(tmp, `${name.replace(/\W+/g, '-')}.json`);
  const args = ['vitest', 'run', ...projects.flatMap((p) => ['--project', p])];
  run(name, 'npx', [...args, '--reporter=default', '--reporter=json', `--outputFile.json=${file}`], {
    env,
    report: {
      file,
      count: (report) => {
        totals.passed += report.numPassedTests ?? 0;
        totals.failed += report.numFailedTests ?? 0;
        totals.skipped += (report.numPendingTests ?? 0) + (report.numTodoTests ?? 0);
      },
    },
  });
};

// CI must run the server suite on PostgreSQL too: refuse at once rather than after the other steps.
if (isCI && !TEST_DATABASE_URL) {
  console.error(
    red(
      'CI must run the server suite on PostgreSQL, and TEST_DATABASE_URL is not set.\n' +
        'Set it, e.g. TEST_DATABASE_URL=postgres://postgres@127.0.0.1:5432/test (.ci/run does).',
    ),
  );
  fail('server integration on PostgreSQL', 1);
}

run('typecheck', 'npm', ['run', 'typecheck']);
run('lint (Biome)', 'npm', ['run', 'lint']);
run('codegen and migration drift', 'node', ['scripts/codegen-check.mjs']);
vitest('unit tests (contracts, sdk, web, server)', ['contracts', 'sdk', 'web', 'server-unit'], envWithoutPostgres);
vitest('server integration on PGlite', ['server-integration'], envWithoutPostgres);
if (TEST_DATABASE_URL) {
  vitest('server integration on PostgreSQL', ['server-integration'], { ...envWithoutPostgres, TEST_DATABASE_URL });
} else {
  banner('server integration on PostgreSQL: skipped (set TEST_DATABASE_URL=postgres://… to run it; CI does)');
  done.push('- server integration on PostgreSQL: skipped, TEST_DATABASE_URL unset');
}
// Issue #13 item 4, issue 26: two server processes on a PostgreSQL and a Redis of the test's own,
// each of them stopped, killed or locked under load.
if (TEST_DATABASE_URL && process.env.TEST_REDIS_URL) {
  vitest('cluster fault tests (instance, Redis and PostgreSQL faults)', ['server-cluster'], {
    ...envWithoutPostgres,
    TEST_DATABASE_URL,
  });
} else {
  banner('cluster fault test: skipped (set TEST_DATABASE_URL and TEST_REDIS_URL to run it; CI does)');
  done.push('- cluster fault test: skipped, TEST_DATABASE_URL or TEST_REDIS_URL unset');
}
run('build', 'npm', ['run', 'build']);
// Issue #12: what each route downloads in a real browser (lazy chunks included) within its budget,
// and the dashboard's layout shift; the built server on its own free port and data folder.
run('JavaScript budget and layout shift per route (Chromium)', process.execPath, [
  '--import',
  'tsx',
  'e2e/perf/budget.ts',
]);

const e2eReport = path.join(tmp, 'e2e.json');
run('browser tests (Playwright, Chromium)', 'npx', ['playwright', 'test', '--config', 'e2e/playwright.config.ts'], {
  env: { ...envWithoutPostgres, PLAYWRIGHT_JSON_OUTPUT_NAME: e2eReport },
  report: {
    file: e2eReport,
    count: ({ stats = {} }) => {
      totals.passed += (stats.expected ?? 0) + (stats.flaky ?? 0);
      totals.failed += stats.unexpected ?? 0;
      totals.skipped += stats.skipped ?? 0;
    },
  },
});
finish(0);
