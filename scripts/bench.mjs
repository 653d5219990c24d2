// `npm run bench`: measures, and writes the results into BENCHMARKS.md with the date and the
// machine: the JavaScript each route downloads in Chromium and its layout shift (e2e/perf/budget.ts,
// the same check `npm test` runs), Lighthouse (desktop) on the screens of issue #12, the payment
// benchmarks of issue #5 (a million payments on PGlite and on Postgres,
// apps/server/bench/payments.bench.ts), the background work during a burst of issue 17
// (apps/server/bench/burst.bench.ts), then the webhook delivery log of issue #14 item 3 on Postgres
// (apps/server/bench/webhook-log.bench.ts).
//   npm run bench                          all
//   npm run bench -- --web-only            only the browser figures (JavaScript, CLS, Lighthouse);
//                                          --no-build: from the last build
//   npm run bench -- --no-lighthouse       without Lighthouse (several minutes on two cores)
//   npm run bench -- --lighthouse-runs=5   Lighthouse runs per screen (median performance; 3)
//   npm run bench -- --payments-only       only the payment benchmarks
//   npm run bench -- burst                 only the burst (also --burst-only; a few minutes)
//   npm run bench -- --payments=100000 --backends=postgres --runs=30 --reuse
//                                          passed to the payment benchmarks (--reuse keeps the data
//                                          an earlier run generated); --backends also to the burst
//   npm run bench -- burst --burst-payments=1000 --cashouts=500 --unpaid=200 --drain=2000 --clients=32
//   npm run bench -- sdk                   only what @paygate/sdk adds to a partner's bundle (seconds;
//                                          also --sdk-only; every full run measures it too)
//   npm run bench -- --ten-million        only the payment benchmarks on PostgreSQL at 1M and at 10M
//                                          side by side (issue #13; generating 10M takes long minutes;
//                                          later runs reuse the data, --regenerate makes it again)
//   npm run bench -- webhooks              only the delivery log (also --webhooks-only; needs Postgres,
//                                          BENCH_DATABASE_URL); --webhook-attempts=100000 --webhook-runs=200
//   npm run bench -- cluster               only two instances against one behind a proxy (issue #13; Postgres
//                                          and Redis; also --cluster-only)
//   npm run bench -- throughput            only the requests per second of issue #16 (also --throughput-only;
//                                          PGlite and Postgres); --connections=20 --seconds=10 --backends=…
//                                          --profile=DIR (the server under --cpu-prof)
//   npm run bench -- audit                 only the audit log of issue #15 item 1 (also --audit-only;
//                                          Postgres); --audit-entries=1000000 --audit-runs=200
//   npm run bench -- filters               only a filter change on /transaction and /report to its rows in Chromium
//                                          (issue 28 item 16; also --filters-only); --filter-rounds=20
//   npm run bench -- payment-query         only the signed GET /v1/partner/payment of issue 29 item 3 (also
//                                          --payment-query-only; Postgres); --payment-query-runs=1000
//                                          --payment-query-keep / --payment-query-reuse (keep, reuse the data)
//   npm run bench -- settlement            only the day's reconciliation file of issue 30 item 4 against
//                                          COPY (also --settlement-only; Postgres); --settlement-runs=5
//                                          --settlement-keep / --settlement-reuse (keep, reuse the data)
//   npm run bench -- reports               only issue 30's reports and balance history at a million payments
//                                          (also --reports-only; Postgres); --reports-runs=20
//                                          --reports-keep / --reports-reuse (keep, reuse the data)
//   npm run bench -- search                only the global search of issue #15 item 2 (also --search-only;
//                                          Postgres); --search-payments=1000000 --search-runs=200
//                                          --search-keep / --search-reuse (keep, reuse the generated data)
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { ensureBuilt, ROOT } from './lib/build.mjs';

const BENCHMARKS = path.join(ROOT, 'BENCHMARKS.md');
const BUDGET_REPORT = path.join(ROOT, 'apps/web/dist/browser-budget.json');
const LIGHTHOUSE_REPORT = path.join(os.tmpdir(), 'paygate-bench-lighthouse.json');
const HEADER =
  '# Benchmarks\n\nWritten by `npm run bench`. Performance is measured here, never in timed test assertions.\n';

/** `x86_64, AMD EPYC 7B13, 2 cores, 8 GiB, linux, Node v20.20.2` */
export const machine = () => {
  const cpus = os.cpus();
  const model = cpus[0]?.model.replace(/\s+/g, ' ').trim() || 'unknown CPU';
  const memory = `${(os.totalmem() / 2 ** 30).toFixed(1)} GiB`;
  return `${os.machine()}, ${model}, ${cpus.length} cores, ${memory}, ${os.platform()}, Node ${process.version}`;
};

/** Replaces (or appends) the `## title` section of BENCHMARKS.md, leaving the others alone. */
export const writeSection = (title, body) => {
  let text = existsSync(BENCHMARKS) ? readFileSync(BENCHMARKS, 'utf8') : HEADER;
  const heading = `## ${title}`;
  const section = `${heading}\n\n${body.trim()}\n`;
  const start = text.indexOf(`${heading}\n`);
  if (start === -1) text = `${text.trimEnd()}\n\n${section}`;
  else {
    const next = text.indexOf('\n## ', start + heading.length);
    text = `${text.slice(0, start)}${section}${next === -1 ? '' : `\n${text.slice(next + 1)}`}`;
  }
  writeFileSync(BENCHMARKS, `${text.trimEnd()}\n`);
};

/** Removes the `## title` section of BENCHMARKS.md (one a newer section replaces). */
const removeSection = (title) => {
  if (!existsSync(BENCHMARKS)) return;
  const text = readFileSync(BENCHMARKS, 'utf8');
  const start = text.indexOf(`## ${title}\n`);
  if (start === -1) return;
  const next = text.indexOf('\n## ', start + 3);
  writeFileSync(BENCHMARKS, `${text.slice(0, start).trimEnd()}\n${next === -1 ? '' : `\n${text.slice(next + 1)}`}`);
};

const perf = (script, args = []) =>
  execFileSync(process.execPath, ['--import', 'tsx', `e2e/perf/${script}`, ...args], { cwd: ROOT, stdio: 'inherit' });

/** The browser budget check (issue #12 items 1 and 3): its JSON report rendered as a table. */
const webBudget = () => {
  if (!process.argv.includes('--no-build') || !existsSync(BUDGET_REPORT)) {
    ensureBuilt();
    try {
      perf('budget.ts');
    } catch {
      // Over budget: the table below says where; the run goes on to the other figures.
    }
  }
  const report = JSON.parse(readFileSync(BUDGET_REPORT, 'utf8'));
  const within = (r) => (r.ok ? 'yes' : '**no**');
  const rows = report.routes.map(
    (r) =>
      `| \`${r.route}\` | ${r.language ?? 'en'} | ${r.scripts} | ${r.gzipKB} | ${r.brotliKB} | ${r.budgetKB} | ${r.cls}${r.clsBudget === undefined ? '' : ` (≤ ${r.clsBudget})`} | ${within(r)} |`,
  );
  return [
    `Measured ${report.measuredAt.slice(0, 10)} on ${machine()}, Chromium ${report.viewport}.`,
    'Every script a route loads until the network is idle (lazy chunks included), opened in a fresh',
    'browser context, signed in where the route needs it (`e2e/perf/budget.ts`, run by `npm test`).',
    'KB (gzip): as the server sends each file to a gzip client; Chromium takes the Brotli copies. CLS:',
    'layout shift on that load. Budgets (issue #12): `/login` 200 KB, the hosted checkout 100 KB, every',
    'other route 400 KB, in each language (issue 31); dashboard and `/users` CLS ≤ 0.05.',
    '',
    '| Route | Language | Scripts | KB (gzip) | KB (Brotli) | Budget KB | CLS | Within |',
    '|---|---|---|---|---|---|---|---|',
    ...rows,
  ].join('\n');
};

/** Lighthouse (desktop) on /login, the dashboard, /transaction, /apps and the checkout (issue #12 item 4). */
const lighthouseScores = () => {
  const runs = process.argv.find((a) => a.startsWith('--lighthouse-runs='))?.split('=')[1] ?? '3';
  ensureBuilt();
  perf('lighthouse.ts', [`--out=${LIGHTHOUSE_REPORT}`, `--runs=${runs}`]);
  const report = JSON.parse(readFileSync(LIGHTHOUSE_REPORT, 'utf8'));
  const mark = (value, aim) => (value >= aim ? `${value}` : `**${value}**`);
  const rows = report.screens.map(
    (s) =>
      `| \`${s.screen}\` | ${mark(s.performance, report.aim.performance)} (${s.performanceRuns.join(', ')}) | ` +
      `${mark(s.accessibility, report.aim.accessibility)} | ${s.metrics.fcp} | ${s.metrics.lcp} | ${s.metrics.tbt} | ` +
      `${s.metrics.cls} | ${s.metrics.si} |`,
  );
  const failing = report.screens
    .filter((s) => s.failing.length)
    .map((s) => `- \`${s.screen}\`: ${s.failing.map((f) => `${f.id} (${f.items})`).join(', ')}`);
  return [
    `Measured ${report.measuredAt.slice(0, 10)} on ${machine()}, Lighthouse ${report.lighthouse}, desktop`,
    `preset (simulated throttling), Debian's Chromium, ${report.runs} runs per screen (\`e2e/perf/lighthouse.ts\`;`,
    'not part of `npm test`). Performance: the median run (all runs in brackets); the metrics are',
    `that run's, in ms. Aim (issue #12): performance ≥ ${report.aim.performance}, accessibility ${report.aim.accessibility}; below it in bold.`,
    `Load average at the start: ${report.loadAverage} on ${os.cpus().length} cores (scores drop on a busy machine: the`,
    'simulation scales with the CPU time it observed).',
    '',
    '| Screen | Performance | Accessibility | FCP | LCP | TBT | CLS | Speed Index |',
    '|---|---|---|---|---|---|---|---|',
    ...rows,
    ...(failing.length ? ['', 'Accessibility audits that fail (elements):', '', ...failing] : []),
  ].join('\n');
};

const PAYMENTS_REPORT = path.join(os.tmpdir(), 'paygate-bench-payments.json');
const PASSED_ON = ['--payments=', '--backends=', '--runs=', '--reuse'];

const ms = (t) => `${t.p50} / ${t.p95}`;

/** Runs the payment benchmarks in their own process and renders their JSON report. */
const paymentBenchmarks = () => {
  const args = process.argv.slice(2).filter((a) => PASSED_ON.some((p) => a.startsWith(p)));
  execFileSync(process.execPath, ['--import', 'tsx', 'bench/payments.bench.ts', `--out=${PAYMENTS_REPORT}`, ...args], {
    cwd: path.join(ROOT, 'apps/server'),
    stdio: 'inherit',
  });
  const report = JSON.parse(readFileSync(PAYMENTS_REPORT, 'utf8'));
  const results = report.results;
  const column = (title, cell) => `| ${title} | ${results.map(cell).join(' | ')} |`;
  const header = `| | ${results.map((r) => r.backend).join(' | ')} |`;
  const rule = `|---|${results.map(() => '---').join('|')}|`;
  const names = results[0]?.list.map((l) => l.name) ?? [];
  return [
    `Measured ${report.measuredAt.slice(0, 10)} on ${machine()}.`,
    `${results[0]?.payments.toLocaleString('en-US')} payments of one partner over 90 days (methods, statuses, channels,`,
    'sources and apps mixed as in production), generated by `apps/server/bench/generate.ts`; every call goes',
    `over HTTP to the real server in its own process (production mode). Times in ms, p50 / p95 of ${report.runs} runs`,
    'after 3 warm-up calls. Aim on Postgres (issue #5): list p95 ≤ 50 ms, dashboard ≤ 50 ms, export ≥ 50 % of',
    "COPY's rows per second with flat memory.",
    '',
    header,
    rule,
    column('Generation (s)', (r) => r.generationSeconds),
    ...names.map((name, i) =>
      column(
        `allPayment first page + total: ${name} (rows)`,
        (r) => `${ms(r.list[i])} (${r.list[i].total.toLocaleString('en-US')})`,
      ),
    ),
    column('allPayment page 500 (offset 9,980), no filter', (r) => ms(r.page500)),
    column('allPayment page 500, SUCCESS in production', (r) => ms(r.page500Filtered)),
    column('partnerDashboard, 7 days', (r) => ms(r.dashboard7)),
    column('partnerDashboard, 90 days', (r) => ms(r.dashboard90)),
    column('Export (30 days): rows', (r) => r.export.rows.toLocaleString('en-US')),
    column('Export: rows per second (streamed CSV over HTTP)', (r) => r.export.rowsPerSecond.toLocaleString('en-US')),
    column('`COPY (same query) TO STDOUT`: rows per second', (r) => r.export.copyRowsPerSecond.toLocaleString('en-US')),
    column('Export ÷ COPY', (r) => `${Math.round(r.export.ratio * 100)} %`),
    column('Server RSS before → peak during export (MB)', (r) => `${r.export.rssBeforeMB} → ${r.export.rssPeakMB}`),
  ].join('\n');
};

const BURST_REPORT = path.join(os.tmpdir(), 'paygate-bench-burst.json');
const BURST_PASSED_ON = ['--backends=', '--burst-payments=', '--cashouts=', '--unpaid=', '--drain=', '--clients='];
const txt = (v) => (v === undefined ? '–' : String(v));
const aim = (value, limit, better) =>
  value === undefined ? '' : (better === 'below' ? value <= limit : value >= limit) ? ' ✓' : ' ✗';

/** Runs the burst benchmark in its own process and renders its JSON report. */
const burstBenchmarks = () => {
  const args = process.argv.slice(2).filter((a) => BURST_PASSED_ON.some((p) => a.startsWith(p)));
  execFileSync(process.execPath, ['--import', 'tsx', 'bench/burst.bench.ts', `--out=${BURST_REPORT}`, ...args], {
    cwd: path.join(ROOT, 'apps/server'),
    stdio: 'inherit',
  });
  const report = JSON.parse(readFileSync(BURST_REPORT, 'utf8'));
  const results = report.results;
  const row = (title, cell) => `| ${title} | ${results.map(cell).join(' | ')} |`;
  const q = (r, name) => r.queues?.[name];
  const rate = (x) => (x ? `${x.perSecond} (${x.jobs} in ${x.seconds} s)` : '–');
  const first = results[0] ?? {};
  return [
    `Measured ${report.measuredAt.slice(0, 10)} on ${machine()}.`,
    `One instance (its own process, development mode so webhooks may go to 127.0.0.1). ${txt(first.payments)} pay-ins`,
    `created and paid through the sandbox checkout, ${first.clients ?? 32} at a time, then ${txt(first.cashOuts)} cash-out chunks`,
    `(settled 2 s after acceptance), and ${txt(first.unpaid)} payments left to expire; the webhook receiver is a`,
    'local HTTP server that answers at once. Latencies in seconds, p50 / p95; times from the database',
    "(payments.completed_at, pg-boss's job rows) and the receiver's clock. Drain: webhook jobs queued while",
    'the server was down, delivered after it starts. Aims (issue 17): first attempt p95 ≤ 2 s, settlement',
    'lag p95 ≤ 3 s, ≥ 200 deliveries/s.',
    '',
    `| | ${results.map((r) => r.backend).join(' | ')} |`,
    `|---|${results.map(() => '---').join('|')}|`,
    row('Pay-ins created and paid: seconds (per second)', (r) => `${r.paySeconds} (${r.paymentsPerSecond})`),
    row('Cash-out chunks accepted: seconds', (r) => txt(r.cashOutSeconds)),
    row(
      'First webhook attempt after the payment succeeded',
      (r) => `${r.firstAttempt.p50} / ${r.firstAttempt.p95}${aim(r.firstAttempt.p95, 2, 'below')}`,
    ),
    row(
      'First webhook attempt after a cash-out settled',
      (r) => `${r.firstAttemptCashOut.p50} / ${r.firstAttemptCashOut.p95}`,
    ),
    row(
      'Settlement lag (intended run-after → settled)',
      (r) => `${r.settlementLag.p50} / ${r.settlementLag.p95}${aim(r.settlementLag.p95, 3, 'below')}`,
    ),
    row('`webhook-delivery` jobs/s (pay-in webhooks)', (r) => rate(q(r, 'webhook-delivery'))),
    row('`payout-settlement` jobs/s', (r) => rate(q(r, 'payout-settlement'))),
    row('`payment-expiry` jobs/s', (r) => rate(q(r, 'payment-expiry'))),
    row(
      'Drain: deliveries/s to a fast local receiver',
      (r) =>
        `${r.drain.perSecond} (${r.drain.deliveries} in ${r.drain.seconds} s)${aim(r.drain.perSecond, 200, 'above')}`,
    ),
    row('Webhooks received more than once', (r) => txt(r.duplicateDeliveries)),
  ].join('\n');
};

const SDK_AIM_KB = 15;
const kb = (bytes) => (bytes / 1024).toFixed(1);

/**
 * Issue 14: what @paygate/sdk adds to a partner's server bundle. Builds the package, then bundles
 * small scripts importing it (as a partner's bundler would, from the built package) with esbuild,
 * minified, for Node; the bytes above an empty script's are the SDK's.
 */
const sdkBundleSize = async () => {
  execFileSync(process.execPath, ['packages/sdk/build.mjs', '--js'], { cwd: ROOT, stdio: 'inherit' });
  const { build, version } = await import('esbuild');
  const bundle = async (contents) => {
    const result = await build({
      stdin: { contents, resolveDir: ROOT, loader: 'js' },
      bundle: true,
      minify: true,
      platform: 'node',
      format: 'esm',
      target: 'node24',
      write: false,
      logLevel: 'silent',
    });
    const bytes = result.outputFiles[0]?.contents ?? new Uint8Array();
    return { min: bytes.length, gzip: gzipSync(bytes).length };
  };
  const empty = await bundle('console.log(1);');
  const scripts = [
    ['the whole package (`import *`)', "import * as sdk from '@paygate/sdk'; console.log(sdk);"],
    [
      '`PaygateClient` and `verifyWebhook`',
      "import { PaygateClient, verifyWebhook } from '@paygate/sdk'; console.log(PaygateClient, verifyWebhook);",
    ],
    ['`PaygateClient` only', "import { PaygateClient } from '@paygate/sdk'; console.log(PaygateClient);"],
    [
      '`verifyWebhook` only (a webhook receiver)',
      "import { verifyWebhook } from '@paygate/sdk'; console.log(verifyWebhook);",
    ],
  ];
  const rows = [];
  for (const [name, contents] of scripts) {
    const size = await bundle(contents);
    const added = size.min - empty.min;
    const within = added <= SDK_AIM_KB * 1024 ? 'yes' : '**no**';
    rows.push(`| ${name} | ${kb(added)} | ${kb(size.gzip - empty.gzip)} | ${within} |`);
  }
  return [
    `${new Date().toISOString().slice(0, 10)} on ${machine()}; esbuild ${version}, minified, platform node, ESM.`,
    '',
    `| A partner's script imports | Added, minified (KB) | Added, gzip (KB) | Within ${SDK_AIM_KB} KB |`,
    '| --- | --- | --- | --- |',
    ...rows,
    '',
    'The package bundles the contracts code it uses (the signing rule, the gateway rules and messages, the',
    "webhook body's shape, the reconciliation file's checksum); its only imports are Node built-ins",
    "(`node:crypto` for the request's SHA-1, the file's SHA-256 and the webhook HMACs: packages/sdk/src/node-hashes.ts).",
  ].join('\n');
};

/**
 * Issue #13 item 5: the payment benchmarks at a million and at ten million payments on PostgreSQL,
 * side by side (payments partitioned by month, docs/adr/0016). Opt-in: generating ten million takes
 * long minutes and several GB of disk. Each size keeps its own database (paygate_bench,
 * paygate_bench_10000000) and is reused by later runs; --regenerate makes both again.
 */
const tenMillion = () => {
  const runsArg = process.argv.find((a) => a.startsWith('--runs='));
  const measure = (payments) => {
    const out = path.join(os.tmpdir(), `paygate-bench-payments-${payments}.json`);
    execFileSync(
      process.execPath,
      [
        '--import',
        'tsx',
        'bench/payments.bench.ts',
        `--out=${out}`,
        '--backends=postgres',
        `--payments=${payments}`,
        ...(process.argv.includes('--regenerate') ? [] : ['--reuse']),
        ...(runsArg ? [runsArg] : []),
      ],
      { cwd: path.join(ROOT, 'apps/server'), stdio: 'inherit' },
    );
    const report = JSON.parse(readFileSync(out, 'utf8'));
    return { ...report.results[0], runs: report.runs, measuredAt: report.measuredAt };
  };
  const sizes = [measure(1_000_000), measure(10_000_000)];
  const row = (title, cell) => `| ${title} | ${sizes.map(cell).join(' | ')} |`;
  const aim = (value, limit, below = true) => ((below ? value <= limit : value >= limit) ? `${value}` : `**${value}**`);
  const p95 = (t, limit) => `${t.p50} / ${aim(t.p95, limit)}`;
  const names = sizes[0].list.map((l) => l.name);
  return [
    `Measured ${sizes[1].measuredAt.slice(0, 10)} on ${machine()}, PostgreSQL (\`BENCH_DATABASE_URL\`).`,
    'One partner, 90 days of payments generated by `apps/server/bench/generate.ts` into the monthly partitions',
    '(docs/adr/0016); every call over HTTP to the real server in its own process. Times in ms, p50 / p95 of',
    `${sizes[1].runs} runs after 3 warm-up calls. Aims at 10M (issue #13): list first page + total p95 ≤ 50 ms,`,
    'dashboard 90 days p95 ≤ 50 ms, export ≥ 80 % of `COPY … TO STDOUT` rows per second with RSS growth < 50 MB;',
    'figures outside an aim are in bold. `npm run bench -- --ten-million` (reuses the generated data).',
    '',
    '| | 1,000,000 payments | 10,000,000 payments |',
    '|---|---|---|',
    row('Generation (s)', (r) => r.generationSeconds),
    ...names.map((name, i) =>
      row(
        `List first page + total: ${name} (rows)`,
        (r) => `${p95(r.list[i], 50)} (${r.list[i].total.toLocaleString('en-US')})`,
      ),
    ),
    row('Deep page (page 500, offset 9,980), no filter', (r) => p95(r.page500, 50)),
    row('Deep page, SUCCESS in production', (r) => p95(r.page500Filtered, 50)),
    row('Dashboard, 90 days', (r) => p95(r.dashboard90, 50)),
    row('Export (30 days): rows', (r) => r.export.rows.toLocaleString('en-US')),
    row('Export: rows per second', (r) => r.export.rowsPerSecond.toLocaleString('en-US')),
    row('`COPY (same query) TO STDOUT`: rows per second', (r) => r.export.copyRowsPerSecond.toLocaleString('en-US')),
    row('Export ÷ COPY', (r) => `${aim(Math.round(r.export.ratio * 100), 80, false)} %`),
    row(
      'Server RSS before → peak during export (MB)',
      (r) => `${r.export.rssBeforeMB} → ${aim(r.export.rssPeakMB, r.export.rssBeforeMB + 50)}`,
    ),
  ].join('\n');
};

if (process.argv.includes('--ten-million')) {
  const title = 'Payments at 1M and 10M on PostgreSQL (issue #13)';
  const body = tenMillion();
  writeSection(title, body);
  console.log(`\nBENCHMARKS.md, section "${title}":\n\n${body}`);
  process.exit(0);
}

const sdkOnly = process.argv.includes('sdk') || process.argv.includes('--sdk-only');
const otherOnly = [
  'burst',
  '--burst-only',
  'webhooks',
  '--webhooks-only',
  'audit',
  '--audit-only',
  'search',
  '--search-only',
  'throughput',
  '--throughput-only',
  'cluster',
  '--cluster-only',
  'filters',
  '--filters-only',
  'payment-query',
  '--payment-query-only',
  'settlement',
  '--settlement-only',
  'reports',
  '--reports-only',
].some((a) => process.argv.includes(a));
if (sdkOnly || !otherOnly) {
  const body = await sdkBundleSize();
  writeSection('SDK: what @paygate/sdk adds to a partner bundle (issue 14)', body);
  console.log(`\nBENCHMARKS.md, section "SDK: what @paygate/sdk adds to a partner bundle (issue 14)":\n\n${body}`);
  if (sdkOnly) process.exit(0);
}

const WEBHOOK_LOG_REPORT = path.join(os.tmpdir(), 'paygate-bench-webhook-log.json');
const WEBHOOK_LOG_SECTION = 'Webhook delivery log (issue #14 item 3)';
/** The first page's p95 the issue allows, in ms. */
const WEBHOOK_LOG_AIM_MS = 50;

/** Runs the delivery log benchmark (Postgres) in its own process and renders its JSON report. */
const webhookLogBenchmarks = () => {
  const passed = (name) => process.argv.find((a) => a.startsWith(`--webhook-${name}=`))?.split('=')[1];
  const args = [`--out=${WEBHOOK_LOG_REPORT}`];
  if (passed('attempts')) args.push(`--attempts=${passed('attempts')}`);
  if (passed('runs')) args.push(`--runs=${passed('runs')}`);
  execFileSync(process.execPath, ['--import', 'tsx', 'bench/webhook-log.bench.ts', ...args], {
    cwd: path.join(ROOT, 'apps/server'),
    // The bench prints its report on stdout as well: only its progress and errors are shown here.
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const report = JSON.parse(readFileSync(WEBHOOK_LOG_REPORT, 'utf8'));
  const label = (l) => `${l[0].toUpperCase()}${l.slice(1)}`;
  const firstPage = report.results[0];
  const met = firstPage.p95_ms <= WEBHOOK_LOG_AIM_MS;
  return [
    `Measured ${report.date.slice(0, 10)} on ${machine()}, ${report.backend} (a database made beside`,
    `\`BENCH_DATABASE_URL\`'s). One app with ${report.attemptsPerApp.toLocaleString('en-US')} attempts over 30 days (one in fifty failed)`,
    `and ${report.apps - 1} neighbour app with as many; \`vacuum analyze\` after loading (${report.generatedSeconds} s). ${firstPage.runs} runs`,
    'after 10 warm-up runs of `WebhookLogService`, the calls the resolvers make (the page and its total',
    'side by side on two connections), against the bare SQL page (`apps/server/bench/webhook-log.bench.ts`).',
    `Load average at the start: ${report.loadAverage} on ${os.cpus().length} cores (the p95 moves with it).`,
    '',
    '| Call | p50 ms | p95 ms |',
    '|---|---:|---:|',
    ...report.results.map((r) => `| ${label(r.label)} | ${r.p50_ms} | ${r.p95_ms} |`),
    '',
    `Aim: first page p95 ≤ ${WEBHOOK_LOG_AIM_MS} ms — ${met ? 'met' : '**not met**'} (${firstPage.p95_ms} ms). The page itself costs what`,
    'the bare SQL costs (index `webhook_attempts_app_created_idx`, `(app_id, created_at desc, id desc)`);',
    "the total, an index-only count of the app's rows, is nearly all of the rest. Should an app hold far",
    'more, a capped count ("10,000+") is the next step.',
  ].join('\n');
};

const AUDIT_REPORT = path.join(os.tmpdir(), 'paygate-bench-audit.json');
const AUDIT_SECTION = 'Audit log (issue #15 item 1)';
const AUDIT_AIMS = { writeP50Ms: 1, firstPageP95Ms: 50 };

/** Runs the audit benchmark (Postgres) in its own process and renders its JSON report. */
const auditBenchmarks = () => {
  const passed = (name) => process.argv.find((a) => a.startsWith(`--audit-${name}=`))?.split('=')[1];
  const args = [`--out=${AUDIT_REPORT}`];
  if (passed('entries')) args.push(`--entries=${passed('entries')}`);
  if (passed('runs')) args.push(`--runs=${passed('runs')}`);
  execFileSync(process.execPath, ['--import', 'tsx', 'bench/audit.bench.ts', ...args], {
    cwd: path.join(ROOT, 'apps/server'),
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const report = JSON.parse(readFileSync(AUDIT_REPORT, 'utf8'));
  const label = (l) => `${l[0].toUpperCase()}${l.slice(1)}`;
  const firstPages = report.results.filter((r) => r.label.startsWith('first page'));
  const worst = Math.max(...firstPages.map((r) => r.p95_ms));
  const w = report.write;
  const verdict = (ok) => (ok ? 'met' : '**not met**');
  return [
    `Measured ${report.date.slice(0, 10)} on ${machine()}, ${report.backend} (a database made beside`,
    `\`BENCH_DATABASE_URL\`'s). ${report.partners} partners with ${report.entriesPerPartner.toLocaleString('en-US')} audit entries each over a year`,
    `(20 actors, 8 actions, 5,000 targets), \`vacuum analyze\` after loading (${report.generatedSeconds} s).`,
    `Load average at the start: ${report.loadAverage} on ${os.cpus().length} cores (the p95 moves with it).`,
    `\`apps/server/bench/audit.bench.ts\`; ${firstPages[0]?.runs} runs after 10 warm-up runs each.`,
    '',
    '**Write.** A source created in its own transaction, without and with its audit entry (the chain',
    `head read FOR UPDATE, then the entry and the head's move in one statement), ${w.runs} runs each, interleaved: p50 ${w.without_p50_ms} → ${w.with_p50_ms} ms, p95 ${w.without_p95_ms} → ${w.with_p95_ms} ms.`,
    `Added p50: ${w.added_p50_ms} ms — aim ≤ ${AUDIT_AIMS.writeP50Ms} ms ${verdict(w.added_p50_ms <= AUDIT_AIMS.writeP50Ms)}.`,
    '',
    '**List** (`AuditService.list`, what `auditLog` runs: 20 rows + 1 to know whether a next page exists, no count):',
    '',
    '| Call | p50 ms | p95 ms |',
    '|---|---:|---:|',
    ...report.results.map((r) => `| ${label(r.label)} | ${r.p50_ms} | ${r.p95_ms} |`),
    '',
    `Aim: first page p95 ≤ ${AUDIT_AIMS.firstPageP95Ms} ms at a million entries — ${verdict(worst <= AUDIT_AIMS.firstPageP95Ms)} (worst first page ${worst} ms).`,
    'Indexes (migration 0014): `(partner_id, created_at desc, seq desc)` and the same after `actor_id`,',
    '`action`, `target_id` and `lower(target_label)`. A deep page costs its offset; the list is never counted.',
  ].join('\n');
};

const SEARCH_REPORT = path.join(os.tmpdir(), 'paygate-bench-search.json');
const SEARCH_SECTION = 'Global search (issue #15 item 2)';
const SEARCH_AIM_P95_MS = 30;

/** Runs the global search benchmark (Postgres) in its own process and renders its JSON report. */
const searchBenchmarks = () => {
  const passed = (name) => process.argv.find((a) => a.startsWith(`--search-${name}=`))?.split('=')[1];
  const args = [`--out=${SEARCH_REPORT}`];
  if (passed('payments')) args.push(`--payments=${passed('payments')}`);
  if (passed('runs')) args.push(`--runs=${passed('runs')}`);
  if (process.argv.includes('--search-keep')) args.push('--keep');
  if (process.argv.includes('--search-reuse')) args.push('--reuse');
  execFileSync(process.execPath, ['--import', 'tsx', 'bench/search.bench.ts', ...args], {
    cwd: path.join(ROOT, 'apps/server'),
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const report = JSON.parse(readFileSync(SEARCH_REPORT, 'utf8'));
  const label = (l) => `${l[0].toUpperCase()}${l.slice(1)}`;
  const searches = report.results.filter((r) => !r.label.startsWith('baseline'));
  const worst = Math.max(...searches.map((r) => r.p95_ms));
  return [
    `Measured ${report.date.slice(0, 10)} on ${machine()}, ${report.backend} (a database made beside`,
    `\`BENCH_DATABASE_URL\`'s). The searching partner holds ${report.payments.toLocaleString('en-US')} payments (bench/generate.ts) and`,
    `${report.members} members; a neighbour partner ${report.neighbourPayments.toLocaleString('en-US')} payments of its own. \`vacuum analyze\` after loading`,
    `${report.generatedSeconds ? `(${report.generatedSeconds} s)` : '(data reused)'}. ${searches[0]?.runs} runs after 10 warm-up runs of \`SearchService.search\`, what`,
    '`globalSearch` runs (the kinds side by side, each bounded to 5), against the bare SQL lookup.',
    `Load average at the start: ${report.loadAverage} on ${os.cpus().length} cores (the p95 moves with it).`,
    '',
    '| Search | p50 ms | p95 ms |',
    '|---|---:|---:|',
    ...report.results.map((r) => `| ${label(r.label)} | ${r.p50_ms} | ${r.p95_ms} |`),
    '',
    `Aim: p95 ≤ ${SEARCH_AIM_P95_MS} ms at a million payments — ${worst <= SEARCH_AIM_P95_MS ? 'met' : '**not met**'} (worst ${worst} ms).`,
    'Indexes: a payment is looked up whole, then by the start, then by the end of what was typed',
    '(issue 28 item 17; starts and ends from 3 characters), each on an index scoped by partner_id, on',
    "every month of the partitioned table. Migration 0020 remade the transaction list's exact-match",
    "indexes with `text_pattern_ops` (it serves `=` and `LIKE 'start%'` under any collation):",
    '`payments_partner_transaction_idx`, `payments_partner_pay_id_idx`, `payments_partner_memo_idx`,',
    '`payments_partner_user_idx`; and added `(partner_id, reverse(col) text_pattern_ops)` for the ends:',
    '`payments_partner_transaction_rev_idx`, `payments_partner_memo_rev_idx`,',
    "`payments_partner_pay_id_rev_idx` (not partial: the planner ignored a partial expression index's",
    'statistics and walked every payment newest first). Each start or end is its own statement, merged',
    "newest first. Another partner's id is looked up among this partner's entries only. Apps by",
    '`apps (partner_id)`, channels by `channels (app_id)`, members by `user_partners (partner_id)`:',
    "a partner's short lists, filtered with ILIKE. Sizes at this run (every month summed):",
    '',
    '| Index | Columns | MB |',
    '|---|---|---:|',
    ...(report.indexes ?? [])
      .filter((i) => /partner_(transaction|pay_id|memo|user)/.test(i.name))
      .map((i) => `| \`${i.name}\` | ${i.definition.replace(/^.* USING btree /, '')} | ${i.mb} |`),
    '',
    'The exact lookup in one month (the others alike):',
    '',
    '```',
    ...(report.plans?.payments ?? []).slice(0, 14),
    '```',
  ].join('\n');
};

const searchOnly = process.argv.includes('search') || process.argv.includes('--search-only');
if (searchOnly) {
  const body = searchBenchmarks();
  writeSection(SEARCH_SECTION, body);
  console.log(`\nBENCHMARKS.md, section "${SEARCH_SECTION}":\n\n${body}`);
  process.exit(0);
}

const PAYMENT_QUERY_REPORT = path.join(os.tmpdir(), 'paygate-bench-payment-query.json');
const PAYMENT_QUERY_SECTION = 'Ask the gateway: GET /v1/partner/payment at a million (issue 29 item 3)';

/** The signed payment query over HTTP against a million payments on PostgreSQL (bench/payment-query.bench.ts). */
const paymentQueryBenchmarks = () => {
  const passed = (name) => process.argv.find((a) => a.startsWith(`--payment-query-${name}=`))?.split('=')[1];
  const args = [`--out=${PAYMENT_QUERY_REPORT}`];
  if (passed('payments')) args.push(`--payments=${passed('payments')}`);
  if (passed('runs')) args.push(`--runs=${passed('runs')}`);
  if (process.argv.includes('--payment-query-keep')) args.push('--keep');
  if (process.argv.includes('--payment-query-reuse')) args.push('--reuse');
  execFileSync(process.execPath, ['--import', 'tsx', 'bench/payment-query.bench.ts', ...args], {
    cwd: path.join(ROOT, 'apps/server'),
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const report = JSON.parse(readFileSync(PAYMENT_QUERY_REPORT, 'utf8'));
  const asked = report.results.filter((r) => !r.label.startsWith('baseline'));
  const worst = Math.max(...asked.map((r) => r.p95_ms));
  const plan = (name) => ['```', ...(report.plans?.[name] ?? []), '```'];
  return [
    `Measured ${report.date.slice(0, 10)} on ${machine()}, ${report.backend} (a database made beside`,
    `\`BENCH_DATABASE_URL\`'s). ${report.payments.toLocaleString('en-US')} payments of one partner over 90 days in ${report.partitions} monthly`,
    `partitions (bench/generate.ts), ${report.refundedPayments.toLocaleString('en-US')} of them with two refunds each;`,
    `${report.generatedSeconds ? `generated and \`vacuum analyze\`d in ${report.generatedSeconds} s` : 'data reused'}. The server in its own process (production`,
    "mode); each request signed as a merchant's server signs it (HASH_FIELDS.payment) and sent over HTTP",
    `with keep-alive, one at a time, each about another payment picked at random; ${asked[0]?.runs} runs after 50 warm-up`,
    'requests. Times are the whole round trip as the client sees it, JSON parsed',
    '(`npm run bench -- payment-query`; `--payment-query-keep` / `--payment-query-reuse` keep and reuse the data).',
    `Load average at the start: ${report.loadAverage} on ${os.cpus().length} cores (the p95 moves with it).`,
    '',
    '| Request | p50 ms | p95 ms | p99 ms | Refunds per answer |',
    '|---|---:|---:|---:|---:|',
    ...report.results.map(
      (r) =>
        `| ${r.label} | ${r.p50_ms} | ${r.p95_ms} | ${r.p99_ms} | ${r.label.startsWith('baseline') ? '' : r.refunds_per_answer} |`,
    ),
    '',
    `Aim: p95 < ${report.aimP95Ms} ms at a million payments — ${worst < report.aimP95Ms ? 'met' : '**not met**'} (worst ${worst} ms;`,
    `at this load \`GET /healthz\` alone reads p95 ${report.results.find((r) => r.label.includes('/healthz'))?.p95_ms} ms, the three reads alone p95 ${report.results.find((r) => r.label.includes('three reads'))?.p95_ms} ms).`,
    'Both lookups go through `payment_keys`, which is not partitioned: (app_id, transaction_id) on its',
    "`payment_keys_app_transaction_key` unique index, the payment_id on its primary key; the key row's",
    '`created_at` then names the one month of `payments` to read, pruned at run time (the other months',
    "never opened), and the refunds come from `refunds_payment_idx`. The route sends the app's, the",
    "payment's and the refunds' reads side by side (one round trip). The plans, `explain analyze` on",
    'the data above:',
    '',
    'By transaction_id (PaymentsService.byTransactionId):',
    '',
    ...plan('byTransactionId'),
    '',
    'By payment_id (PaymentsService.byId):',
    '',
    ...plan('byId'),
    '',
    'Its refunds:',
    '',
    ...plan('refunds'),
  ].join('\n');
};

const paymentQueryOnly = process.argv.includes('payment-query') || process.argv.includes('--payment-query-only');
if (paymentQueryOnly) {
  const body = paymentQueryBenchmarks();
  writeSection(PAYMENT_QUERY_SECTION, body);
  console.log(`\nBENCHMARKS.md, section "${PAYMENT_QUERY_SECTION}":\n\n${body}`);
  process.exit(0);
}

const SETTLEMENT_REPORT = path.join(os.tmpdir(), 'paygate-bench-settlement.json');
const SETTLEMENT_SECTION = "Reconciliation file: a day's settlements against COPY (issue 30 item 4)";

/** The signed reconciliation file of the busiest day over HTTP against `COPY` (bench/settlement-report.bench.ts). */
const settlementBenchmarks = () => {
  const passed = (name) => process.argv.find((a) => a.startsWith(`--settlement-${name}=`))?.split('=')[1];
  const args = [`--out=${SETTLEMENT_REPORT}`];
  if (passed('payments')) args.push(`--payments=${passed('payments')}`);
  if (passed('runs')) args.push(`--runs=${passed('runs')}`);
  if (process.argv.includes('--settlement-keep')) args.push('--keep');
  if (process.argv.includes('--settlement-reuse')) args.push('--reuse');
  execFileSync(process.execPath, ['--import', 'tsx', 'bench/settlement-report.bench.ts', ...args], {
    cwd: path.join(ROOT, 'apps/server'),
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const r = JSON.parse(readFileSync(SETTLEMENT_REPORT, 'utf8'));
  const growth = Math.max(...r.rssPeakMB.map((peak, i) => peak - r.rssBeforeMB[i]));
  return [
    `Measured ${r.date.slice(0, 10)} on ${machine()}, ${r.backend} (a database made beside`,
    `\`BENCH_DATABASE_URL\`'s). ${r.payments.toLocaleString('en-US')} payments of one partner over 90 days (bench/generate.ts); the busiest`,
    `app's finished payments then all moved into one closed day (${r.day}), the largest file a day can have. The server in`,
    'its own process (production mode) answers the signed `GET /v1/partner/settlement-report`, read to its end over',
    "HTTP; psql runs `COPY (the same SELECT) TO STDOUT` beside it; the server's RSS is sampled every 20 ms.",
    `${r.fileSeconds.length} runs each after one warm-up, medians (\`npm run bench -- settlement\`). Load average at the start: ${r.loadAverage}`,
    `on ${os.cpus().length} cores.`,
    '',
    '| | |',
    '|---|---:|',
    `| Lines in the file (MB) | ${r.rows.toLocaleString('en-US')} (${r.megabytes}) |`,
    `| File over HTTP: seconds per run | ${r.fileSeconds.join(', ')} |`,
    `| File over HTTP: rows per second (median) | ${r.fileRowsPerSecond.toLocaleString('en-US')} |`,
    `| \`COPY … TO STDOUT\`: seconds per run | ${r.copySeconds.join(', ')} |`,
    `| \`COPY\`: rows per second (median) | ${r.copyRowsPerSecond.toLocaleString('en-US')} |`,
    `| File ÷ COPY | ${Math.round(r.shareOfCopy * 100)} % |`,
    `| Server RSS before → peak, per run (MB) | ${r.rssBeforeMB.map((b, i) => `${b} → ${r.rssPeakMB[i]}`).join('; ')} |`,
    '',
    `Aim: ≥ ${Math.round(r.aimShareOfCopy * 100)} % of COPY's rows per second with flat memory — ${r.shareOfCopy >= r.aimShareOfCopy ? 'met' : '**not met**'}`,
    `(largest RSS growth during a download ${Math.round(growth)} MB for a ${r.megabytes} MB file).`,
  ].join('\n');
};

const settlementOnly = process.argv.includes('settlement') || process.argv.includes('--settlement-only');
if (settlementOnly) {
  const body = settlementBenchmarks();
  writeSection(SETTLEMENT_SECTION, body);
  console.log(`\nBENCHMARKS.md, section "${SETTLEMENT_SECTION}":\n\n${body}`);
  process.exit(0);
}

const REPORTS_REPORT = path.join(os.tmpdir(), 'paygate-bench-reports.json');
const REPORTS_SECTION = 'Reports and balance history at a million payments (issue 30)';

/** /report, the fee and payout reports and the balance history's first page as their resolvers read them (bench/reports.bench.ts). */
const reportsBenchmarks = () => {
  const passed = (name) => process.argv.find((a) => a.startsWith(`--reports-${name}=`))?.split('=')[1];
  const args = [`--out=${REPORTS_REPORT}`];
  if (passed('payments')) args.push(`--payments=${passed('payments')}`);
  if (passed('runs')) args.push(`--runs=${passed('runs')}`);
  if (process.argv.includes('--reports-keep')) args.push('--keep');
  if (process.argv.includes('--reports-reuse')) args.push('--reuse');
  execFileSync(process.execPath, ['--import', 'tsx', 'bench/reports.bench.ts', ...args], {
    cwd: path.join(ROOT, 'apps/server'),
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const r = JSON.parse(readFileSync(REPORTS_REPORT, 'utf8'));
  return [
    `Measured ${r.date.slice(0, 10)} on ${machine()}, ${r.backend} (a database made beside`,
    `\`BENCH_DATABASE_URL\`'s). ${r.payments.toLocaleString('en-US')} payments of one partner over 90 days (bench/generate.ts) and`,
    `the ${r.ledgerLines.toLocaleString('en-US')} merchant lines their postings write (the fee on each, ADR 0034). Each read as its`,
    `resolver calls it (\`Reports\`), in-process, ${r.runs} runs after one warm-up (\`npm run bench -- reports\`). Load average`,
    `at the start: ${r.loadAverage} on ${os.cpus().length} cores.`,
    '',
    '| Read | p50 (ms) | p95 (ms) |',
    '|---|---:|---:|',
    ...r.results.map((x) => `| ${x.read} | ${x.p50} | ${x.p95} |`),
    '',
    "/report reads payment_totals' hourly buckets (a year is thousands of rows, not a million payments). The",
    'fee report reads every merchant line of the range on `(account_id, created_at)`: its time grows with the',
    'months asked (no aim in the issue; an index carrying the fee would make it index-only at the cost of one',
    "more index write per fee posting, not added). The payout report pages the partner's payouts on",
    '`payments_list_idx` and totals the range by currency and status. The balance history is the busiest',
    "app's first page and its count at once, as the resolver asks them (aim: p95 ≤ 30 ms for any filter the",
    `screen sends — ${r.results.filter((x) => x.read.startsWith('Balance history')).every((x) => x.p95 <= 30) ? 'met' : '**not met**'}). The statement is the busiest app's VND month just closed, made as the`,
    `portal asks it (aim: ≤ 2 s — ${r.results.filter((x) => x.read.startsWith('Statement')).every((x) => x.p95 <= 2000) ? 'met' : '**not met**'}).`,
  ].join('\n');
};

const reportsOnly = process.argv.includes('reports') || process.argv.includes('--reports-only');
if (reportsOnly) {
  const body = reportsBenchmarks();
  writeSection(REPORTS_SECTION, body);
  console.log(`\nBENCHMARKS.md, section "${REPORTS_SECTION}":\n\n${body}`);
  process.exit(0);
}

const THROUGHPUT_REPORT = path.join(os.tmpdir(), 'paygate-bench-throughput.json');
const THROUGHPUT_SECTION = 'Throughput: requests per second of one instance (issue #16)';
const THROUGHPUT_PASSED_ON = ['--backends=', '--connections=', '--seconds=', '--profile='];
/** The aims of issue #16 on PostgreSQL (requests per second), and p99 under that load. */
const THROUGHPUT_AIMS = { userInfo: 6000, allPayment: 2000, partnerDashboard: 1000, p99Ms: 50 };

/** Runs the throughput benchmark (the server in its own process, autocannon here) and renders its report. */
const throughputBenchmarks = () => {
  const args = process.argv.slice(2).filter((a) => THROUGHPUT_PASSED_ON.some((p) => a.startsWith(p)));
  execFileSync(
    process.execPath,
    ['--import', 'tsx', 'bench/throughput.bench.ts', `--out=${THROUGHPUT_REPORT}`, ...args],
    {
      cwd: path.join(ROOT, 'apps/server'),
      stdio: 'inherit',
    },
  );
  const report = JSON.parse(readFileSync(THROUGHPUT_REPORT, 'utf8'));
  const results = report.results;
  const names = results[0]?.results.map((r) => r.name) ?? [];
  const cell = (backend, name) => {
    const r = results.find((x) => x.backend === backend)?.results.find((x) => x.name === name);
    if (!r) return '–';
    const aim = backend === 'postgres' ? THROUGHPUT_AIMS[name] : undefined;
    const mark = aim ? (r.rps >= aim && r.p99 <= THROUGHPUT_AIMS.p99Ms ? ' ✓' : ' ✗') : '';
    const failed = r.non2xx + r.errors > 0 ? ` (${r.non2xx + r.errors} failed)` : '';
    const beside = r.besideCount === undefined ? '' : `, ${r.besideCount.toLocaleString('en-US')} payments made`;
    return `${r.rps.toLocaleString('en-US')} rps, ${r.p50} / ${r.p99} ms, ${r.cpuMsPerRequest} ms CPU, load ${r.loadAverage}${mark}${beside}${failed}`;
  };
  const label = {
    'GET /healthz': '`GET /healthz`',
    userInfo: '`userInfo { id partner { id name } }`',
    allPayment: `\`allPayment\` first page of 30 days with total and amount (${results.map((r) => `${r.listRows} rows on ${r.backend}`).join(', ')})`,
    partnerDashboard: "`partnerDashboard` 7 days (the dashboard's DashboardStats document)",
    'allPayment, nothing shared':
      "`allPayment` as above, each request's range ending a millisecond later (nothing shared: every request runs the statement, ADR 0023)",
  };
  const arriving = names.find((name) => name.startsWith('allPayment, ') && name.endsWith(' payments/s arriving'));
  if (arriving)
    label[arriving] =
      `\`allPayment\` as above while ${arriving.split(' ')[1]} ATM card payments a second are made through the gateway (each one drops the partner's shared reads)`;
  return [
    `Measured ${report.measuredAt.slice(0, 10)} on ${machine()}.`,
    `autocannon, ${report.connections} connections for ${report.seconds} s per call, signed in as the demo owner with today's`,
    'active token on the demo workspace (a fresh database seeded by the server, as `npm start` does); the',
    'server runs in its own process in production mode, autocannon in the bench process on the same',
    'cores (`apps/server/bench/throughput.bench.ts`). Cells: average requests per second, p50 / p99',
    "latency, the server process's CPU per request (user + system; PostgreSQL's own backends not counted,",
    "PGlite's work included), and the 1-minute load average at the end of the call (the machine's other",
    'work shows there: requests per second fall with it, CPU per request much less).',
    `Aims (issue #16) on PostgreSQL, one instance: userInfo ≥ ${THROUGHPUT_AIMS.userInfo.toLocaleString('en-US')}, allPayment ≥ ${THROUGHPUT_AIMS.allPayment.toLocaleString('en-US')},`,
    `dashboard ≥ ${THROUGHPUT_AIMS.partnerDashboard.toLocaleString('en-US')} rps with p99 ≤ ${THROUGHPUT_AIMS.p99Ms} ms (✓ / ✗); PGlite ≥ 3× the figures before issue #16.`,
    '',
    `| | ${results.map((r) => r.backend).join(' | ')} |`,
    `|---|${results.map(() => '---').join('|')}|`,
    ...names.map((name) => `| ${label[name] ?? name} | ${results.map((r) => cell(r.backend, name)).join(' | ')} |`),
  ].join('\n');
};

const CLUSTER_REPORT = path.join(os.tmpdir(), 'paygate-bench-cluster.json');
const CLUSTER_SECTION = 'Two instances behind a load balancer (issue #13)';
/** Issue #13: two instances serve at least this many times the list requests per second of one. */
const CLUSTER_AIM = 1.7;

/** Runs the two-instance benchmark (PostgreSQL and Redis) in its own process and renders its report. */
const clusterBenchmarks = () => {
  const args = process.argv.slice(2).filter((a) => ['--connections=', '--seconds='].some((p) => a.startsWith(p)));
  execFileSync(process.execPath, ['--import', 'tsx', 'bench/cluster.bench.ts', `--out=${CLUSTER_REPORT}`, ...args], {
    cwd: path.join(ROOT, 'apps/server'),
    stdio: 'inherit',
  });
  const r = JSON.parse(readFileSync(CLUSTER_REPORT, 'utf8'));
  const row = (label, f) =>
    `| ${label} | ${f.rps.toLocaleString('en-US')} | ${f.p50} / ${f.p99} | ${f.non2xx + f.errors} | ${f.loadAverage} |`;
  return [
    `Measured ${r.measuredAt.slice(0, 10)} on ${machine()}.`,
    'Two server processes (production mode) on one PostgreSQL database and one Redis, behind the round-robin',
    "proxy of the cluster fault test; autocannon loads the proxy with the transaction list's first page (30",
    `days, the demo owner), ${r.connections} connections for ${r.seconds} s, first with one instance behind it, then with both`,
    '(`apps/server/bench/cluster.bench.ts`, `npm run bench -- cluster`). Everything — both instances,',
    'PostgreSQL, Redis, the proxy and autocannon — shares the same cores, so the ratio shows what a second',
    `instance adds on this machine, not on a machine per instance. Aim (issue #13): ≥ ${CLUSTER_AIM}×.`,
    '',
    '| Behind the proxy | requests/s | p50 / p99 (ms) | failed | load average |',
    '|---|---|---|---|---|',
    row('One instance', r.one),
    row('Two instances', r.two),
    `| Two ÷ one | **${r.ratio}×** ${r.ratio >= CLUSTER_AIM ? '✓' : '✗'} | | | |`,
  ].join('\n');
};

const clusterOnly = process.argv.includes('cluster') || process.argv.includes('--cluster-only');
if (clusterOnly) {
  const body = clusterBenchmarks();
  writeSection(CLUSTER_SECTION, body);
  console.log(`\nBENCHMARKS.md, section "${CLUSTER_SECTION}":\n\n${body}`);
  process.exit(0);
}

const throughputOnly = process.argv.includes('throughput') || process.argv.includes('--throughput-only');
if (throughputOnly) {
  const body = throughputBenchmarks();
  writeSection(THROUGHPUT_SECTION, body);
  console.log(`\nBENCHMARKS.md, section "${THROUGHPUT_SECTION}":\n\n${body}`);
  process.exit(0);
}

const FILTERS_REPORT = path.join(os.tmpdir(), 'paygate-bench-filters.json');
const FILTERS_SECTION = 'Web: a filter on /transaction and /report (issue 28 item 16)';

/** A filter change to its rows on screen, in Chromium on the demo data (e2e/perf/filters.ts). */
const filterBenchmarks = () => {
  ensureBuilt();
  const rounds = process.argv.find((a) => a.startsWith('--filter-rounds='))?.split('=')[1] ?? '20';
  perf('filters.ts', [`--out=${FILTERS_REPORT}`, `--rounds=${rounds}`]);
  const report = JSON.parse(readFileSync(FILTERS_REPORT, 'utf8'));
  return [
    `Measured ${report.measuredAt.slice(0, 10)} on ${machine()}, Debian's Chromium at 1440×900, the built portal`,
    `with the demo data (PGlite), the owner signed in with today's active token, ${report.rounds} rounds`,
    '(`npm run bench -- filters`; `--filter-rounds=N`). From the click to every shown row answering the',
    'new filter with nothing loading. Aim: 300 ms p95.',
    `Load average at the start: ${report.loadAverage} on ${os.cpus().length} cores (the p95 moves with it).`,
    '',
    '| Filter change | Runs | p50 ms | p95 ms | Max ms | GraphQL requests (median) | Row query requests (median) | Operations |',
    '| --- | ---: | ---: | ---: | ---: | ---: | ---: | --- |',
    ...report.rows.map(
      (r) =>
        `| ${r.action} | ${r.runs} | ${r.p50} | ${r.p95} | ${r.max} | ${r.requests} | ${r.listRequests ?? r.requests} | ${r.operations} |`,
    ),
  ].join('\n');
};

const filtersOnly = process.argv.includes('filters') || process.argv.includes('--filters-only');
if (filtersOnly) {
  const body = filterBenchmarks();
  writeSection(FILTERS_SECTION, body);
  console.log(`\nBENCHMARKS.md, section "${FILTERS_SECTION}":\n\n${body}`);
  process.exit(0);
}

const auditOnly = process.argv.includes('audit') || process.argv.includes('--audit-only');
if (auditOnly) {
  const body = auditBenchmarks();
  writeSection(AUDIT_SECTION, body);
  console.log(`\nBENCHMARKS.md, section "${AUDIT_SECTION}":\n\n${body}`);
  process.exit(0);
}

const webhooksOnly = process.argv.includes('webhooks') || process.argv.includes('--webhooks-only');
if (webhooksOnly) {
  const body = webhookLogBenchmarks();
  removeSection('Webhook delivery log at 100,000 attempts (issue #14 item 3)');
  writeSection(WEBHOOK_LOG_SECTION, body);
  console.log(`\nBENCHMARKS.md, section "${WEBHOOK_LOG_SECTION}":\n\n${body}`);
  process.exit(0);
}
const burstOnly = process.argv.includes('burst') || process.argv.includes('--burst-only');
const onlyWeb = process.argv.includes('--web-only');
const onlyPayments = process.argv.includes('--payments-only');
if (burstOnly) {
  const body = burstBenchmarks();
  writeSection('Background jobs in a burst (issue 17)', body);
  console.log(`\nBENCHMARKS.md, section "Background jobs in a burst (issue 17)":\n\n${body}`);
  process.exit(0);
}
if (!onlyPayments) {
  const body = webBudget();
  removeSection('Web bundle (gzip)');
  writeSection('Web: JavaScript per route in Chromium (gzip) and layout shift', body);
  console.log(`\nBENCHMARKS.md, section "Web: JavaScript per route in Chromium (gzip) and layout shift":\n\n${body}`);
  if (!process.argv.includes('--no-lighthouse')) {
    const scores = lighthouseScores();
    writeSection('Web: Lighthouse (desktop)', scores);
    console.log(`\nBENCHMARKS.md, section "Web: Lighthouse (desktop)":\n\n${scores}`);
  }
}
if (!onlyWeb) {
  const body = paymentBenchmarks();
  writeSection('Payments at a million (issue #5)', body);
  console.log(`\nBENCHMARKS.md, section "Payments at a million (issue #5)":\n\n${body}`);
}
if (!onlyWeb && !onlyPayments) {
  const body = burstBenchmarks();
  writeSection('Background jobs in a burst (issue 17)', body);
  console.log(`\nBENCHMARKS.md, section "Background jobs in a burst (issue 17)":\n\n${body}`);
  const log = webhookLogBenchmarks();
  removeSection('Webhook delivery log at 100,000 attempts (issue #14 item 3)');
  writeSection(WEBHOOK_LOG_SECTION, log);
  const auditLog = auditBenchmarks();
  writeSection(AUDIT_SECTION, auditLog);
  const throughput = throughputBenchmarks();
  writeSection(THROUGHPUT_SECTION, throughput);
  writeSection(CLUSTER_SECTION, clusterBenchmarks());
  writeSection(PAYMENT_QUERY_SECTION, paymentQueryBenchmarks());
  writeSection(SETTLEMENT_SECTION, settlementBenchmarks());
  writeSection(REPORTS_SECTION, reportsBenchmarks());
  console.log(`\nBENCHMARKS.md, section "${THROUGHPUT_SECTION}":\n\n${throughput}`);
  console.log(`\nBENCHMARKS.md, section "${WEBHOOK_LOG_SECTION}":\n\n${log}`);
}
