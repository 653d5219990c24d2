import { expect, test } from '@playwright/test';
import { expectAccessible } from '../support/a11y';
import { shot } from '../support/api';
import { LoginPage, Shell } from '../support/pages';

// Issue 28 item 12: development mode says on every screen that it is the sandbox, and the
// dashboard says why it shows no statistics.

const banner = (page: import('@playwright/test').Page) => page.getByRole('note', { name: 'Development mode' });

test('development mode shows the sandbox banner on every screen, and production none', async ({ page }) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  const shell = new Shell(page);
  await new LoginPage(page).login('owner@demo.test');
  await shell.expectDashboard();
  await expect(banner(page)).toHaveCount(0);

  await shell.topBar().getByText('Development', { exact: true }).click();
  await expect(page.getByText('Switching environment')).toBeHidden({ timeout: 5_000 });
  await expect(banner(page)).toBeVisible();
  await expect(banner(page)).toContainText('Development mode (sandbox).');
  await expect(page.getByText('Statistics count production payments')).toBeVisible();
  await shot(page, 'sandbox-dashboard');
  await expectAccessible(page, 'dashboard in development mode');

  for (const path of ['/apps', '/transaction', '/profile', '/docs/banks']) {
    await page.goto(path);
    await expect(banner(page), path).toBeVisible();
  }

  await banner(page).getByRole('button', { name: 'Switch to Production' }).click();
  await expect(page.getByText('Switching environment')).toBeHidden({ timeout: 5_000 });
  await expect(banner(page)).toHaveCount(0);
  await expect(shell.topBar().getByRole('radio', { name: 'Production' })).toBeChecked();
});

test('the sandbox banner fits a phone', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await new LoginPage(page).login('owner@demo.test');
  await new Shell(page).expectDashboard();
  await page.evaluate(() => sessionStorage.setItem('env', 'DEVELOPMENT'));
  await page.reload();
  await expect(banner(page)).toBeVisible();
  const width = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(width).toBeLessThanOrEqual(390);
  await shot(page, 'sandbox-dashboard-phone');
});
