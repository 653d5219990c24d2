import { writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { deleteView, freshContext, launchChromium, saveDefaultView, signInOwner, startPortal } from './portal';

// Issue 28 item 16, "a filter is instant": the time from a filter change on /transaction to its
// rows on screen, in Chromium against the built portal with the demo data, run by
// `npm run bench -- filters` (never by `npm test`: times move with the machine's load). Each
// round changes the filter one way and back: a status tag clicked (the list filtered to that
// status), then the status removed from the active filters; then the list opened bare with a
// saved default view (a failed-only view). Then /report's filter (its 2–10 s in the issue): one
// service over the default seven days, then another. The clock starts at the click and stops when
// every shown row answers the new filter and nothing is loading; what the screen sent meanwhile is
// counted too.
//   node --import tsx e2e/perf/filters.ts --out=/tmp/filters.json [--rounds=20]

const arg = (name: string) => process.argv.find((a) => a.startsWith(`--${name}=`))?.split('=')[1];
const out = arg('out') ?? path.join(os.tmpdir(), 'paygate-bench-filters.json');
const rounds = Math.max(1, Number(arg('rounds') ?? 20));

/** The queries that bring each screen's rows: the transaction list's, the report's. */
const LIST_OPERATIONS = ['TransactionList', 'PartnerReport'];
type Sample = { ms: number; requests: number; listRequests: number; operations: string[] };
const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? 0;
};

/**
 * Rows settled: no spinner over the table, and every row shows `wanted` (its status tag on
 * /transaction, its service on /report; any when undefined).
 */
const settled = (page: Page, wanted: string | undefined) =>
  page.waitForFunction(
    (text) => {
      if (document.querySelector('.ant-table .ant-spin-spinning')) return false;
      const rows = [...document.querySelectorAll('.ant-table-tbody tr.ant-table-row')];
      if (rows.length === 0) return false;
      if (!text) return true;
      return rows.every((row) => row.textContent?.includes(text));
    },
    wanted,
    { polling: 100, timeout: 60_000 },
  );

const measure = async (page: Page, act: () => Promise<void>, status: string | undefined): Promise<Sample> => {
  let requests = 0;
  const operations: string[] = [];
  const count = (request: { url: () => string; postDataJSON: () => unknown }) => {
    if (!request.url().includes('/graphql')) return;
    requests += 1;
    const body = request.postDataJSON() as { operationName?: string } | null;
    operations.push(body?.operationName ?? '?');
  };
  page.on('request', count);
  const started = performance.now();
  await act();
  await settled(page, status);
  const ms = performance.now() - started;
  page.off('request', count);
  const listRequests = operations.filter((o) => LIST_OPERATIONS.includes(o)).length;
  return { ms, requests, listRequests, operations };
};

// The machine's one-minute load average: a figure taken on a busy machine says so.
const loadAverage = Number(os.loadavg()[0]?.toFixed(1));
const portal = await startPortal();
const browser = await launchChromium();
try {
  const session = await signInOwner(portal.base);
  const context = await freshContext(browser, session);
  const page = await context.newPage();
  await page.goto(`${portal.base}/transaction`);
  await settled(page, undefined);
  const samples: Record<string, Sample[]> = { 'status tag': [], 'status removed': [] };

  for (let i = 0; i < rounds; i += 1) {
    const tag = page.locator('.ant-table-tbody').getByRole('button', { name: 'SUCCESS' }).first();
    samples['status tag']!.push(await measure(page, () => tag.click(), 'SUCCESS'));
    const removed = page.getByRole('region', { name: 'Active filters' }).getByRole('button').first();
    samples['status removed']!.push(await measure(page, () => removed.click(), undefined));
    await page.waitForTimeout(100);
  }
  // The list opened bare with a saved default view: from the address to the view's rows.
  samples['default view'] = [];
  const view = await saveDefaultView(portal.base, session, 'Bench: failed', 'statuses=FAILED');
  try {
    for (let i = 0; i < Math.ceil(rounds / 2); i += 1) {
      samples['default view'].push(
        await measure(page, () => page.goto(`${portal.base}/transaction`).then(() => undefined), 'FAILED'),
      );
    }
  } finally {
    await deleteView(portal.base, session, view);
  }
  // /report: one service chosen in the filter form and applied, on a page just opened (a filter
  // applied again later would be answered from the client's cache, which is not what this times).
  // The rows are per day and service, so each row names the service once its figures arrived.
  const services = [
    ['report: service', 'Cổng thanh toán'],
    ['report: another service', 'Nạp tiền'],
  ] as const;
  for (const [action] of services) samples[action] = [];
  for (let i = 0; i < rounds; i += 1) {
    for (const [action, label] of services) {
      await page.goto(`${portal.base}/report`);
      await settled(page, undefined);
      await page.getByRole('button', { name: 'Bộ lọc' }).click();
      const form = page.getByRole('form', { name: 'Bộ lọc báo cáo' });
      await page.getByLabel('Dịch vụ').click();
      await page.getByTitle(label).click();
      const apply = () => form.getByRole('button', { name: 'Lọc', exact: true }).click();
      samples[action]!.push(await measure(page, apply, label));
    }
  }
  const rows = Object.entries(samples)
    .filter(([, s]) => s.length > 0)
    .map(([action, s]) => ({
      action,
      runs: s.length,
      p50: Math.round(
        percentile(
          s.map((x) => x.ms),
          50,
        ),
      ),
      p95: Math.round(
        percentile(
          s.map((x) => x.ms),
          95,
        ),
      ),
      max: Math.round(Math.max(...s.map((x) => x.ms))),
      requests: Math.round(
        percentile(
          s.map((x) => x.requests),
          50,
        ),
      ),
      listRequests: Math.round(
        percentile(
          s.map((x) => x.listRequests),
          50,
        ),
      ),
      operations: [...new Set(s.flatMap((x) => x.operations))].join(' '),
    }));
  writeFileSync(out, JSON.stringify({ measuredAt: new Date().toISOString(), loadAverage, rounds, rows }, null, 2));
  console.table(rows);
} finally {
  await browser.close();
  await portal.stop();
}
