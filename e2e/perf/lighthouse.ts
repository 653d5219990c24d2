import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import lighthouse, { type Flags, type Result } from 'lighthouse';
import desktopConfig from 'lighthouse/core/config/desktop-config.js';
import { chromium } from 'playwright-core';
import { CHROMIUM_ARGS, findChromium } from '../support/chromium';
import { checkoutUrl, freePort, signInOwner, startPortal } from './portal';

// Lighthouse (desktop preset) on the screens of issue #12 item 4, run by `npm run bench` — never
// by `npm test`: scores move with the machine's load. The built portal in its own process,
// Debian's Chromium launched by Playwright with a debugging port Lighthouse connects to; the
// demo owner's cookies are in that browser for the signed-in screens (Lighthouse clears caches
// and storage between runs, not cookies). Each screen runs `--runs` times (3); performance is the
// median, accessibility and its failing audits come from the same run.
//   node --import tsx e2e/perf/lighthouse.ts --out=/tmp/lighthouse.json [--runs=3] [--only=/apps] [--dump=/tmp/lhr]

const arg = (name: string) => process.argv.find((a) => a.startsWith(`--${name}=`))?.split('=')[1];
const out = arg('out') ?? path.join(os.tmpdir(), 'paygate-lighthouse.json');
const runs = Math.max(1, Number(arg('runs') ?? 3));
/** --only=/transaction: that screen alone (while working on it). */
const only = arg('only');
/** --dump=/tmp/lhr: every run's full report as JSON there (to read its network and main-thread audits). */
const dump = arg('dump');
const AIM = { performance: 95, accessibility: 100 };

type Screen = { name: string; path: string; signedIn: boolean };

export type LighthouseRow = {
  screen: string;
  performance: number;
  performanceRuns: number[];
  accessibility: number;
  metrics: { fcp: number; lcp: number; tbt: number; cls: number; si: number };
  /** Accessibility audits that failed: id, title, how many elements, a few of them. */
  failing: { id: string; title: string; items: number; examples: string[] }[];
};

const score = (value: number | null | undefined) => Math.round((value ?? 0) * 100);
const metric = (lhr: Result, id: string) => lhr.audits[id]?.numericValue ?? 0;

const summarise = (screen: string, results: Result[]): LighthouseRow => {
  const byPerformance = [...results].sort(
    (a, b) => (a.categories.performance?.score ?? 0) - (b.categories.performance?.score ?? 0),
  );
  const median = byPerformance[Math.floor(byPerformance.length / 2)]!;
  const a11y = median.categories.accessibility;
  const failing = (a11y?.auditRefs ?? [])
    .map((ref) => median.audits[ref.id])
    .filter((audit) => audit && audit.score !== null && audit.score < 1 && audit.scoreDisplayMode === 'binary')
    .map((audit) => {
      const items = (audit!.details as { items?: { node?: { nodeLabel?: string; selector?: string } }[] } | undefined)
        ?.items;
      return {
        id: audit!.id,
        title: audit!.title,
        items: items?.length ?? 0,
        examples: (items ?? [])
          .slice(0, 4)
          .map((item) => `${item.node?.selector ?? ''} "${(item.node?.nodeLabel ?? '').slice(0, 60)}"`),
      };
    });
  return {
    screen,
    performance: score(median.categories.performance?.score),
    performanceRuns: results.map((r) => score(r.categories.performance?.score)),
    accessibility: score(a11y?.score),
    metrics: {
      fcp: Math.round(metric(median, 'first-contentful-paint')),
      lcp: Math.round(metric(median, 'largest-contentful-paint')),
      tbt: Math.round(metric(median, 'total-blocking-time')),
      cls: Number(metric(median, 'cumulative-layout-shift').toFixed(3)),
      si: Math.round(metric(median, 'speed-index')),
    },
    failing,
  };
};

// Scores follow the machine's load (two shared cores): the report says what it was.
const loadAverage = Number(os.loadavg()[0]?.toFixed(1));
const portal = await startPortal();
const profile = mkdtempSync(path.join(os.tmpdir(), 'paygate-lighthouse-profile-'));
const port = await freePort();
// A persistent context is the browser's default one: the tab Lighthouse opens shares its cookies.
const context = await chromium.launchPersistentContext(profile, {
  executablePath: findChromium(),
  headless: true,
  args: [...CHROMIUM_ARGS, `--remote-debugging-port=${port}`],
});
try {
  const session = await signInOwner(portal.base);
  const checkout = await checkoutUrl(portal.base, session);
  const screens: Screen[] = [
    { name: '/login', path: '/login', signedIn: false },
    { name: '/checkout/:token', path: new URL(checkout).pathname, signedIn: false },
    { name: '/ (dashboard)', path: '/', signedIn: true },
    { name: '/transaction', path: '/transaction', signedIn: true },
    { name: '/apps', path: '/apps', signedIn: true },
  ];
  const flags: Flags = { port, output: 'json', logLevel: 'error' };
  const rows: LighthouseRow[] = [];
  let version = '';
  for (const screen of screens.filter((s) => !only || s.path === only)) {
    if (screen.signedIn) await context.addCookies(session.cookies);
    else await context.clearCookies();
    const results: Result[] = [];
    for (let run = 0; run < runs; run++) {
      // Lighthouse sometimes loses the trace on a busy machine (NO_NAVSTART, NO_FCP): run again.
      let result: Awaited<ReturnType<typeof lighthouse>>;
      for (let attempt = 1; ; attempt++) {
        result = await lighthouse(`${portal.base}${screen.path}`, flags, desktopConfig);
        if (!result) throw new Error(`Lighthouse gave no result for ${screen.path}`);
        if (!result.lhr.runtimeError) break;
        if (attempt === 3) throw new Error(`${screen.path}: ${result.lhr.runtimeError.message}`);
        console.warn(`${screen.path}: ${result.lhr.runtimeError.code}, running it again`);
      }
      const landed = new URL(result.lhr.finalDisplayedUrl).pathname;
      if (landed !== screen.path) throw new Error(`${screen.path} ended on ${landed}: not the screen measured`);
      version = result.lhr.lighthouseVersion;
      if (dump) {
        mkdirSync(dump, { recursive: true });
        writeFileSync(
          path.join(dump, `${screen.path.replaceAll('/', '_') || '_'}-${run + 1}.json`),
          JSON.stringify(result.lhr),
        );
      }
      results.push(result.lhr);
    }
    const row = summarise(screen.name, results);
    console.log(
      `${screen.name.padEnd(18)} performance ${row.performance} (runs ${row.performanceRuns.join(', ')})` +
        `  accessibility ${row.accessibility}` +
        (row.failing.length ? `  failing: ${row.failing.map((f) => `${f.id} (${f.items})`).join(', ')}` : ''),
    );
    rows.push(row);
  }
  writeFileSync(
    out,
    `${JSON.stringify({ measuredAt: new Date().toISOString(), lighthouse: version, runs, loadAverage, aim: AIM, screens: rows }, null, 2)}\n`,
  );
  console.log(`Wrote ${out}`);
} finally {
  await context.close();
  await portal.stop();
  rmSync(profile, { recursive: true, force: true });
}
