import path from 'node:path';
import { freshContext, launchChromium, signInOwner, startPortal } from './portal';

// Screenshots of every chart screen at 1440×900, light and night mode, to compare a chart change
// by eye (issue #12 item 2): node --import tsx e2e/perf/chart-shots.ts <folder> [label]

const out = process.argv[2] ?? path.join(import.meta.dirname, '../.artifacts/charts');
const label = process.argv[3] ?? 'shot';
const SCREENS = ['/', '/report_revenue', '/report_number', '/report_channel', '/report_source', '/report_active'];

const portal = await startPortal();
const browser = await launchChromium();
try {
  const session = await signInOwner(portal.base);
  for (const dark of [false, true]) {
    const context = await freshContext(browser, session);
    if (dark) await context.addInitScript(() => localStorage.setItem('appConfig', JSON.stringify({ darkmode: true })));
    const page = await context.newPage();
    for (const screen of SCREENS) {
      await page.goto(`${portal.base}${screen}`, { waitUntil: 'networkidle' });
      await page.waitForTimeout(1500);
      const name = `${label}-${screen === '/' ? 'dashboard' : screen.slice(1)}${dark ? '-night' : ''}.png`;
      await page.screenshot({ path: path.join(out, name), fullPage: true });
    }
    await context.close();
  }
  console.log(`Wrote the screenshots to ${out}`);
} finally {
  await browser.close();
  await portal.stop();
}
