import { appendFileSync, mkdirSync } from 'node:fs';
import path from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import { expect, type Page, test } from '@playwright/test';

// axe-core on the screen as it stands (issue 12, WCAG 2.2 AA): called by the journeys at each
// route and open dialog, in light and in night mode. It fails on any serious or critical
// violation, and on the two issue-named rules axe rates lower (one level-1 heading per page, the
// accessible name containing the visible text). Every finding, whatever its impact, is appended
// to .artifacts/a11y.jsonl so a run gives the figures per screen.

const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'];
const FAILING_IMPACTS = new Set(['serious', 'critical']);
/** Rated moderate (or experimental) by axe, required by the issue. */
const ALWAYS_FAILING = new Set(['page-has-heading-one', 'label-content-name-mismatch']);
const REPORT = path.join(import.meta.dirname, '../.artifacts/a11y.jsonl');

const APP_CONFIG_KEY = 'appConfig';
const APP_CONFIG_EVENT = 'paygate:appconfig';

/** Turns the portal's Night Mode on or off in place (the store the Settings drawer writes). */
export const setNightMode = async (page: Page, on: boolean) => {
  await page.evaluate(
    ([key, event, night]) => {
      localStorage.setItem(key as string, JSON.stringify({ darkmode: night }));
      window.dispatchEvent(new Event(event as string));
    },
    [APP_CONFIG_KEY, APP_CONFIG_EVENT, on] as const,
  );
  // The theme re-renders on the event; two frames later its styles are in.
  await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));
};

const isNight = (page: Page) =>
  page.evaluate((key) => {
    try {
      return (JSON.parse(localStorage.getItem(key) ?? '{}') as { darkmode?: boolean }).darkmode === true;
    } catch {
      return false;
    }
  }, APP_CONFIG_KEY);

const scan = async (page: Page, context: string) => {
  const { violations } = await new AxeBuilder({ page })
    // In the page itself: the default mode finishes each run in a new tab (a renderer started and
    // axe injected again), which took more than half of a scan's time (/transaction 1.6 s → 0.7 s,
    // 2026-12-07). That mode is for frames, whose content the in-page run can miss (a srcdoc
    // frame's image without alt, tried): a screen with a frame gets it.
    .setLegacyMode(page.frames().length === 1)
    .withTags(WCAG_TAGS)
    // Experimental in axe, so off by default; WCAG 2.5.3 (Label in Name) is level A.
    .options({ rules: { 'label-content-name-mismatch': { enabled: true } } })
    .analyze();
  const byImpact: Record<string, number> = {};
  for (const v of violations) byImpact[v.impact ?? 'none'] = (byImpact[v.impact ?? 'none'] ?? 0) + v.nodes.length;
  mkdirSync(path.dirname(REPORT), { recursive: true });
  appendFileSync(
    REPORT,
    `${JSON.stringify({
      test: test.info().title,
      context,
      byImpact,
      rules: violations.map((v) => ({
        id: v.id,
        impact: v.impact,
        nodes: v.nodes.length,
        targets: v.nodes.slice(0, 8).map((n) => `${n.target.join(' ')} ${n.any[0]?.message ?? ''}`),
      })),
    })}\n`,
  );
  const failing = violations
    .filter((v) => FAILING_IMPACTS.has(v.impact ?? '') || ALWAYS_FAILING.has(v.id))
    .map((v) => ({
      rule: v.id,
      impact: v.impact,
      help: v.help,
      nodes: v.nodes.slice(0, 5).map((n) => `${n.target.join(' ')} — ${n.failureSummary?.split('\n').at(-1)?.trim()}`),
    }));
  // Soft: a journey goes on and reports every screen's findings, and still fails at its end.
  expect.soft(failing, `accessibility of ${context}`).toEqual([]);
};

/**
 * Checks the screen as it stands with axe (WCAG 2.2 AA, serious and critical fail), in light and
 * — where the portal has Night Mode (the signed-in screens: `night: true`, the default) — in
 * night mode too, leaving the mode as it found it. Call it with the dialog open to check the dialog.
 */
export const expectAccessible = async (page: Page, context: string, { night = true }: { night?: boolean } = {}) => {
  await test.step(`accessibility: ${context}`, async () => {
    const wasNight = night && (await isNight(page));
    if (wasNight) await setNightMode(page, false);
    await scan(page, `${context} (light)`);
    if (!night) return;
    await setNightMode(page, true);
    await scan(page, `${context} (night)`);
    if (!wasNight) await setNightMode(page, false);
  });
};
