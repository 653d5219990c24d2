// `npm test`: every test, in CI order (STYLE.md §17): typecheck → lint → codegen drift → unit →
// integration on PGlite → integration on Postgres → build → browser. Stops at the first failure
// and ends with one line: "tests: N passed, N failed".
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { ROOT } from './lib/build.mjs';

const tmp = mkdtempSync(path.join(os.tmpdir(), 'paygate-test-all-'));
const totals = { passed: 0, failed: 0, skipped: 0 };
const isCI = process.env.CI === 'true' || process.env.CI === '1';
const { TEST_DATABASE_URL, ...baseEnv } = process.env;

const banner = (text) => console.log(`\n\x1b[1m━━ ${text} ━━\x1b[0m`);
const finish = (code) => {
  const skipped = totals.skipped ? `, ${totals.skipped} skipped` : '';
  console.log(`\ntests: ${totals.passed} passed, ${totals.failed} failed${skipped}`);
  process.exit(code);
};
const step = (name, cmd, args, env = process.env) => {
  banner(name);
  const result = spawnSync(cmd, args, { cwd: ROOT, stdio: 'inherit', env });
  if (result.status !== 0) {
    console.error(`\n\x1b[31m✖ ${name} failed\x1b[0m`);
    finish(result.status ?? 1);
  }
};

/** Vitest with a JSON report, whose counts join the closing line. */
const vitest = (name, projects, env) => {
  const out = path.join(tmp, `${name.replace(/\W+/g, '-')}.json`);
  const args = [
    'vitest',
    'run',
    ...projects.flatMap((p) => ['--project', p]),
    '--reporter=default',
    '--reporter=json',
    `--outputFile.json=${out}`,
  ];
  banner(name);
  const result = spawnSync('npx', args, { cwd: ROOT, stdio: 'inherit', env });
  if (existsSync(out)) {
    const report = JSON.parse(readFileSync(out, 'utf8'));
    totals.passed += report.numPassedTests ?? 0;
    totals.failed += report.numFailedTests ?? 0;
    totals.skipped += (report.numPendingTests ?? 0) + (report.numTodoTests ?? 0);
  }
  if (result.status !== 0) {
    console.error(`\n\x1b[31m✖ ${name} failed\x1b[0m`);
    finish(result.status ?? 1);
  }
};

step('typecheck', 'npm', ['run', 'typecheck']);
step('lint', 'npx', ['biome', 'check', '.']);
step('codegen and migration drift', 'node', ['scripts/codegen-check.mjs']);
vitest('unit tests', ['contracts', 'web', 'server-unit'], baseEnv);
vitest('server integration on PGlite', ['server-integration'], baseEnv);
if (TEST_DATABASE_URL) {
  vitest('server integration on PostgreSQL', ['server-integration'], {
    ...baseEnv,
    TEST_DATABASE_URL,
  });
} else if (isCI) {
  console.error('\n\x1b[31m✖ CI must run the server suite on PostgreSQL: set TEST_DATABASE_URL\x1b[0m');
  finish(1);
} else {
  banner('server integration on PostgreSQL: skipped (set TEST_DATABASE_URL=postgres://… to run it)');
}
step('build', 'npm', ['run', 'build']);

banner('browser tests (Playwright, Chromium)');
const e2eReport = path.join(tmp, 'e2e.json');
const e2e = spawnSync('npx', ['playwright', 'test', '--config', 'e2e/playwright.config.ts'], {
  cwd: ROOT,
  stdio: 'inherit',
  env: { ...baseEnv, PLAYWRIGHT_JSON_OUTPUT_NAME: e2eReport },
});
if (existsSync(e2eReport)) {
  const stats = JSON.parse(readFileSync(e2eReport, 'utf8')).stats ?? {};
  totals.passed += (stats.expected ?? 0) + (stats.flaky ?? 0);
  totals.failed += stats.unexpected ?? 0;
  totals.skipped += stats.skipped ?? 0;
}
if (e2e.status !== 0) {
  console.error('\n\x1b[31m✖ browser tests failed\x1b[0m');
  finish(e2e.status ?? 1);
}
finish(0);
