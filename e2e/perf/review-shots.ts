import { mkdirSync } from 'node:fs';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { freshContext, launchChromium, signInOwner, startPortal } from './portal';

// The screens issue #12 asks to be looked at, as a person sees them: the dashboard, transactions,
// apps and a money modal, at 1440×900 and 390×844, in light and night mode. The viewport only
// (what is on screen before scrolling) plus one full-page shot per screen and size, to compare a
// layout change by eye: node --import tsx e2e/perf/review-shots.ts [folder]

const out = process.argv[2] ?? path.join(import.meta.dirname, '../.artifacts/review');
mkdirSync(out, { recursive: true });

const SIZES = [
  { name: 'desktop', width: 1440, height: 900 },
  { name: 'phone', width: 390, height: 844 },
] as const;

type Screen = { name: string; path: string; open?: (page: Page) => Promise<void> };
const SCREENS: Screen[] = [
  { name: 'dashboard', path: '/' },
  { name: 'transactions', path: '/transaction' },
  { name: 'apps', path: '/apps' },
  { name: 'sources', path: '/sources' },
  {
    name: 'cashout-modal',
    path: '/',
    open: async (page) => {
      await page.getByRole('button', { name: 'CashOut' }).click();
      await page.getByRole('dialog').waitFor();
    },
  },
];

/** The whole page in slices a file viewer shows at full size (a phone page is 5,000 px tall). */
const fullPage = async (page: Page, name: string) => {
  const { width, height } = page.viewportSize() ?? { width: 1440, height: 900 };
  const total = await page.evaluate(() => document.documentElement.scrollHeight);
  const slice = Math.max(height, 1400);
  for (let y = 0, part = 1; y < total; y += slice, part += 1) {
    const clip = { x: 0, y, width, height: Math.min(slice, total - y) };
    await page.screenshot({ path: path.join(out, `${name}-full-${part}.png`), fullPage: true, clip });
  }
};

const portal = await startPortal();
const browser = await launchChromium();
try {
  const session = await signInOwner(portal.base);
  for (const dark of [false, true]) {
    for (const size of SIZES) {
      const context = await freshContext(browser, session);
      await context.addInitScript((isDark) => {
        localStorage.setItem('appConfig', JSON.stringify({ darkmode: isDark }));
      }, dark);
      const page = await context.newPage();
      await page.setViewportSize({ width: size.width, height: size.height });
      for (const screen of SCREENS) {
        await page.goto(`${portal.base}${screen.path}`, { waitUntil: 'networkidle' });
        await page.waitForTimeout(800);
        await screen.open?.(page);
        await page.waitForTimeout(400);
        const name = `${screen.name}-${size.name}${dark ? '-night' : ''}`;
        await page.screenshot({ path: path.join(out, `${name}.png`) });
        if (!screen.open) await fullPage(page, name);
      }
      await context.close();
    }
  }
  console.log(`Wrote the screenshots to ${out}`);
} finally {
  await browser.close();
  await portal.stop();
}
