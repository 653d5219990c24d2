// `npm test`: every test, each step of the CI order (ENGINEERING §5.17): typecheck, lint, module graph, codegen drift,
// unit, integration on PGlite, integration on PostgreSQL, cluster fault test, build, JavaScript
// budget and layout shift in Chromium, browser. Steps that do not depend on each other run side by
// side (issue 27 item 7): the browser steps wait on Chromium and a server far more than they
// compute, so one step after another left a core idle most of the run. A step starts once the
// steps it needs have passed and there is room for it (`cores` below, TEST_CORES in all); its
// output is printed whole when it ends. The first failure stops every step still running, and the
// run ends with one line: "tests: N passed, N failed" (", N skipped" when some were).
import { spawn } from 'node:child_process';
import { closeSync, existsSync, mkdtempSync, openSync, readFileSync, rmSync } from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { ROOT } from './lib/build.mjs';

const tmp = mkdtempSync(path.join(os.tmpdir(), 'paygate-test-all-'));
const totals = { passed: 0, failed: 0, skipped: 0 };
const isCI = process.env.CI === 'true' || process.env.CI === '1';
const useColour = process.stdout.isTTY && !process.env.NO_COLOR;
const bold = (text) => (useColour ? `\x1b[1m${text}\x1b[0m` : text);
const red = (text) => (useColour ? `\x1b[31m${text}\x1b[0m` : text);
// The PGlite pass must not pick up a Postgres URL from the caller's environment.
const { TEST_DATABASE_URL, ...envWithoutPostgres } = process.env;
const TEST_REDIS_URL = process.env.TEST_REDIS_URL;
/**
 * How much runs at once, in cores' worth of steps (each step says what it takes). The vitest steps
 * keep two cores busy, the unit projects one. The browser halves and the budget count half a core
 * each: their own processes use less, but Chromium's renderers, which no step's count includes,
 * use more (two browser spec files, 58 s: 18 CPU s in the runner, its server and the browser's
 * main process, 75 CPU s on the whole otherwise idle machine, 2026-12-07), so these weights
 * oversubscribe the machine on purpose: four browser shards beside the rest ran it at load 21–23
 * and five browser tests failed past their waits. The cluster faults count one (a PostgreSQL, a
 * Redis and two servers under load): with them at half, the isolated web unit files ran beside
 * them at load 14 and three tests ran past their limits.
 */
const CORES = Number(process.env.TEST_CORES ?? 4);

const started = Date.now();
const seconds = (ms) => `${(ms / 1000).toFixed(0)} s`;
const at = () => seconds(Date.now() - started).padStart(6);
const banner = (text) => console.log(`\n${bold(`━━ ${text} ━━`)}`);

/**
 * @typedef {{
 *   name: string, cmd?: string, args?: string[], env?: NodeJS.ProcessEnv, needs?: string[],
 *   cores?: number, report?: { file: string, count: (report: any) => void }, skip?: string,
 * }} Step
 */

/** Vitest projects with a JSON report, whose counts join the closing line. */
const vitest = (name, projects, env, more = {}) => {
  const file = path.join(tmp, `${name.replace(/\W+/g, '-')}.json`);
  const args = ['vitest', 'run', ...projects.flatMap((p) => ['--project', p])];
  return {
    name,
    cmd: 'npx',
    args: [...args, '--reporter=default', '--reporter=json', `--outputFile.json=${file}`],
    env,
    report: {
      file,
      count: (report) => {
        totals.passed += report.numPassedTests ?? 0;
        totals.failed += report.numFailedTests ?? 0;
        totals.skipped += (report.numPendingTests ?? 0) + (report.numTodoTests ?? 0);
      },
    },
    ...more,
  };
};

// CI must run the server suite on PostgreSQL too: refuse at once rather than after the other steps.
if (isCI && !TEST_DATABASE_URL) {
  console.error(
    red(
      'CI must run the server suite on PostgreSQL, and TEST_DATABASE_URL is not set.\n' +
        'Set it, e.g. TEST_DATABASE_URL=postgres://postgres@127.0.0.1:5432/test (.ci/run does).',
    ),
  );
  console.error(`\n${red(bold('━━ ✖ server integration on PostgreSQL FAILED — stopping here ━━'))}`);
  console.log('\n✖ server integration on PostgreSQL\n\ntests: 0 passed, 0 failed');
  process.exit(1);
}

const CODEGEN = 'codegen and migration drift';
const BUILD = 'build';
const DEMO_DATA = 'demo workspace for the browser steps';
/** Seeded once by that step; each browser half and the budget start their server on a copy (e2e/perf/portal.ts). */
const demoData = path.join(tmp, 'demo-data');
const E2E_HALVES = ['1', '2'];
const e2eName = (half) => `browser tests (Playwright, Chromium), half ${half} of 2`;
/** A port nothing listens on now, for a browser half's server (servers a test starts take a free port). */
const freePort = () =>
  new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = /** @type {import('node:net').AddressInfo} */ (probe.address());
      probe.close(() => resolve(port));
    });
  });
const e2ePorts = await Promise.all(E2E_HALVES.map(freePort));

/**
 * In CI order, which is also the order of the summary. `needs`: the drift check rewrites the
 * generated files and puts them back, so whatever reads them waits for it; the build empties
 * packages/sdk/dist, which the SDK's unit test and the integration suite's example merchant
 * server build and load, so those wait for the build rather than race it.
 * @type {Step[]}
 */
const steps = [
  { name: 'typecheck', cmd: 'npm', args: ['run', 'typecheck'], needs: [CODEGEN], cores: 1 },
  { name: 'lint (Biome)', cmd: 'npm', args: ['run', 'lint'], cores: 1 },
  // Issue 27 item 2: the server's layers and module front doors, no cycle (.dependency-cruiser.cjs);
  // it reads the generated resolver types, which the drift check rewrites and puts back.
  { name: 'module graph (dependency-cruiser)', cmd: 'npm', args: ['run', 'graph:check'], needs: [CODEGEN], cores: 1 },
  { name: CODEGEN, cmd: 'node', args: ['scripts/codegen-check.mjs'], cores: 1 },
  // Issue 31: the catalogues hold every message the code renders (a message added without
  // `npm run i18n:extract` fails), and every message has its Vietnamese (docs/adr/0035).
  {
    name: 'message catalogues and untranslated text (Lingui, ESLint)',
    cmd: 'npm',
    args: ['run', 'i18n:check', '-w', 'apps/web'],
    cores: 1,
  },
  // The contracts' messages (validation, the server's answers) likewise: each marked message is
  // in packages/contracts/locales and has its Vietnamese.
  {
    name: "contracts' message catalogues (Lingui)",
    cmd: 'npm',
    args: ['run', 'i18n:check', '-w', '@paygate/contracts'],
    cores: 1,
  },
  // One core: with the web files sharing a worker the four projects use 140 CPU s in 232 s alone
  // (2026-12-07), so the step starts beside the browser halves, the budget and the cluster faults
  // instead of waiting for the faults to end.
  vitest('unit tests (contracts, sdk, web, server)', ['contracts', 'sdk', 'web', 'server-unit'], envWithoutPostgres, {
    needs: [CODEGEN, BUILD],
    cores: 1,
  }),
  vitest('server integration on PGlite', ['server-integration'], envWithoutPostgres, {
    needs: [CODEGEN, BUILD],
    cores: 2,
  }),
  TEST_DATABASE_URL
    ? vitest(
        'server integration on PostgreSQL',
        ['server-integration'],
        { ...envWithoutPostgres, TEST_DATABASE_URL },
        { needs: [CODEGEN, BUILD], cores: 2 },
      )
    : { name: 'server integration on PostgreSQL', skip: 'set TEST_DATABASE_URL=postgres://… to run it; CI does' },
  // Issue #13 item 4, issue 26: two server processes on a PostgreSQL and a Redis of the test's own,
  // each of them stopped, killed or locked under load.
  TEST_DATABASE_URL && TEST_REDIS_URL
    ? vitest(
        'cluster fault tests (instance, Redis and PostgreSQL faults)',
        ['server-cluster'],
        { ...envWithoutPostgres, TEST_DATABASE_URL },
        { needs: [CODEGEN], cores: 1 },
      )
    : {
        name: 'cluster fault tests (instance, Redis and PostgreSQL faults)',
        skip: 'set TEST_DATABASE_URL and TEST_REDIS_URL to run it; CI does',
      },
  { name: BUILD, cmd: 'npm', args: ['run', 'build'], needs: [CODEGEN], cores: 2 },
  // The built server seeds the demo workspace (90 days of payments) into one folder and stops. When
  // the two halves and the budget each seeded their own, at once beside the unit tests, their
  // servers took 100–180 s to be ready and the same ~30 CPU s thrice (2026-12-07).
  {
    name: DEMO_DATA,
    cmd: process.execPath,
    args: ['--import', 'tsx', 'e2e/perf/demo-data.ts', demoData],
    needs: [BUILD],
    cores: 1,
  },
  // Issue #12: what each route downloads in a real browser (lazy chunks included) within its budget,
  // and the dashboard's layout shift; the built server on its own free port and data folder.
  {
    name: 'JavaScript budget and layout shift per route (Chromium)',
    cmd: process.execPath,
    args: ['--import', 'tsx', 'e2e/perf/budget.ts'],
    env: { ...process.env, E2E_DEMO_DATA: demoData },
    // Every route in each language (issue 31 item 4).
    needs: [BUILD, DEMO_DATA],
    cores: 0.5,
  },
  // The spec files in two halves side by side (e2e/playwright.config.ts, E2E_HALF), each with its
  // own server on its own port and data: one runner of 148 tests was the run's longest step.
  ...E2E_HALVES.map((half, i) => {
    const report = path.join(tmp, `e2e-${half}.json`);
    return {
      name: e2eName(half),
      cmd: 'npx',
      args: ['playwright', 'test', '--config', 'e2e/playwright.config.ts'],
      env: {
        ...envWithoutPostgres,
        E2E_HALF: half,
        E2E_PORT: String(e2ePorts[i]),
        E2E_DATA_DIR: '',
        E2E_DEMO_DATA: demoData,
        PLAYWRIGHT_JSON_OUTPUT_NAME: report,
      },
      needs: [BUILD, DEMO_DATA],
      cores: 0.5,
      report: {
        file: report,
        count: ({ stats = {} }) => {
          totals.passed += (stats.expected ?? 0) + (stats.flaky ?? 0);
          totals.failed += stats.unexpected ?? 0;
          totals.skipped += stats.skipped ?? 0;
        },
      },
    };
  }),
];

/** Of the steps ready at once, the longest chain goes first (build, then the browser tests), then CI order. */
const PRIORITY = [CODEGEN, BUILD, DEMO_DATA, ...E2E_HALVES.map(e2eName)];
const rank = (step) => {
  const i = PRIORITY.indexOf(step.name);
  return i === -1 ? PRIORITY.length + steps.indexOf(step) : i;
};

/** CPU seconds the machine's cores have been busy since boot (every process, not only ours). */
const busySinceBoot = () => os.cpus().reduce((sum, { times: t }) => sum + (t.user + t.nice + t.sys + t.irq) / 1000, 0);
const busyAtStart = busySinceBoot();
const machineBusySeconds = () => busySinceBoot() - busyAtStart;

/** The children's user and system time from bash's `times` ("0m1.5s 0m0.2s" on its second line). */
const cpuSeconds = (file) => {
  if (!existsSync(file)) return undefined;
  const children = readFileSync(file, 'utf8').trim().split('\n')[1] ?? '';
  const parts = [...children.matchAll(/(\d+)m([\d.]+)s/g)].map(([, m, sec]) => Number(m) * 60 + Number(sec));
  return parts.length === 2 ? parts[0] + parts[1] : undefined;
};

/** @type {Map<string, { status: 'running' | 'passed' | 'failed', ms: number, from: number, cpu?: number, pid?: number }>} */
const state = new Map();
let coresInUse = 0;
let stopping = false;

const finish = (code) => {
  rmSync(tmp, { recursive: true, force: true });
  const lines = steps.map((step) => {
    const s = state.get(step.name);
    if (step.skip) return `- ${step.name}: skipped, ${step.skip.split(';')[0]}`;
    if (!s) return `· ${step.name}: not run`;
    if (s.status === 'running') return `· ${step.name}: stopped`;
    const cpu = s.cpu === undefined ? '' : `, ${s.cpu.toFixed(0)} CPU s`;
    return `${s.status === 'passed' ? '✔' : '✖'} ${step.name} (${seconds(s.ms)}${cpu}, started at ${seconds(s.from)})`;
  });
  const cpu = [...state.values()].reduce((sum, s) => sum + (s.cpu ?? 0), 0);
  console.log(
    `\n${lines.join('\n')}\n\nwall clock: ${seconds(Date.now() - started)}; CPU: ${cpu.toFixed(0)} s in the steps' ` +
      `processes, ${machineBusySeconds().toFixed(0)} s on the whole machine (Chromium's renderers count only there)`,
  );
  const skipped = totals.skipped ? `, ${totals.skipped} skipped` : '';
  console.log(`\ntests: ${totals.passed} passed, ${totals.failed} failed${skipped}`);
  process.exit(code);
};

/** Ends the steps still running: their whole process group (vitest workers, servers, browsers). */
const stopRunning = () => {
  for (const s of state.values()) {
    if (s.status !== 'running' || !s.pid) continue;
    try {
      process.kill(-s.pid, 'SIGTERM');
    } catch {
      // Already gone.
    }
  }
};

for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => {
    stopping = true;
    stopRunning();
    finish(130);
  });
}

const ready = () =>
  steps
    .filter((step) => !step.skip && !state.has(step.name))
    .filter((step) => (step.needs ?? []).every((need) => state.get(need)?.status === 'passed'))
    .sort((a, b) => rank(a) - rank(b));

const schedule = () => {
  if (stopping) return;
  for (const step of ready()) {
    // A step bigger than what is free waits, unless nothing runs at all.
    if (coresInUse > 0 && coresInUse + (step.cores ?? 1) > CORES) continue;
    start(step);
  }
  if (![...state.values()].some((s) => s.status === 'running')) finish(0);
};

/** @param {Step} step */
const start = (step) => {
  const log = path.join(tmp, `${step.name.replace(/\W+/g, '-')}.log`);
  const fd = openSync(log, 'w');
  const from = Date.now();
  console.log(`${at()}  ▶ ${step.name}`);
  // Through bash, whose `times` then gives the CPU the step's processes used (those it waited
  // for, and theirs; not Chromium's renderers, which leave the tree): the figure to compare between
  // runs, as wall time depends on what ran beside.
  const cpuFile = path.join(tmp, `${step.name.replace(/\W+/g, '-')}.cpu`);
  const child = spawn(
    'bash',
    [
      '-c',
      `"$@"; code=$?; times > ${JSON.stringify(cpuFile)}; exit $code`,
      'bash',
      step.cmd ?? '',
      ...(step.args ?? []),
    ],
    {
      cwd: ROOT,
      stdio: ['ignore', fd, fd],
      env: step.env ?? process.env,
      // Its own process group, so stopping it reaches everything it started.
      detached: true,
    },
  );
  closeSync(fd);
  const entry = {
    status: /** @type {'running' | 'passed' | 'failed'} */ ('running'),
    ms: 0,
    from: from - started,
    /** @type {number | undefined} */ cpu: undefined,
  };
  entry.pid = child.pid;
  state.set(step.name, entry);
  const cores = step.cores ?? 1;
  coresInUse += cores;
  let ended = false;
  const end = (code, signal) => {
    if (ended) return;
    ended = true;
    coresInUse -= cores;
    entry.ms = Date.now() - from;
    entry.cpu = cpuSeconds(cpuFile);
    if (step.report && existsSync(step.report.file))
      step.report.count(JSON.parse(readFileSync(step.report.file, 'utf8')));
    entry.status = code === 0 ? 'passed' : 'failed';
    if (stopping) return;
    banner(`${step.name} (${seconds(entry.ms)})`);
    process.stdout.write(readFileSync(log, 'utf8'));
    if (code !== 0) {
      stopping = true;
      console.error(`\n${red(bold(`━━ ✖ ${step.name} FAILED (${signal ?? `exit ${code}`}) — stopping here ━━`))}`);
      stopRunning();
      finish(code || 1);
      return;
    }
    console.log(`${at()}  ✔ ${step.name}`);
    schedule();
  };
  child.once('error', () => end(1, null));
  child.once('exit', end);
};

for (const step of steps) if (step.skip) banner(`${step.name}: skipped (${step.skip})`);
console.log(
  `Steps run side by side, up to ${CORES} cores' worth at once (TEST_CORES); each prints its output when it ends.`,
);
schedule();
