import { expect, test } from '@playwright/test';
import { demoOtp, shot } from '../support/api';
import { LoginPage, Shell } from '../support/pages';

// Issue 28 item 10: a screen shorter than the window does not scroll, and paths are matched
// whatever their case, as the spec's mixed-case routes (/Docs/API) invite.

const SHORT_PAGES = [
  ['/setting', 'Setting'],
  ['/notification', 'Notification'],
  ['/profile', 'Profile'],
  ['/tool/api', 'Api Tool'],
] as const;

test('short pages fit a 1440x900 window without scrolling', async ({ page }) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await new LoginPage(page).login('owner@demo.test');
  await new Shell(page).expectDashboard();
  for (const [path, title] of SHORT_PAGES) {
    await page.goto(path);
    await expect(page).toHaveTitle(new RegExp(`^${title}`));
    await expect(page.getByRole('contentinfo')).toBeVisible();
    await page.waitForLoadState('networkidle');
    const { scrollHeight, innerHeight } = await page.evaluate(() => ({
      scrollHeight: document.documentElement.scrollHeight,
      innerHeight: window.innerHeight,
    }));
    expect(scrollHeight, path).toBeLessThanOrEqual(innerHeight);
    // The footer sits at the bottom of the window (its line of text, above a 16 px margin).
    const footer = await page.getByRole('contentinfo').boundingBox();
    expect(Math.round((footer?.y ?? 0) + (footer?.height ?? 0)), path).toBe(innerHeight - 16);
    await shot(page, `fit${path.replaceAll('/', '-')}`);
  }
});

test('a phone shows the balances and money buttons first, and every row its amount and status (issue 28 item 8)', async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await new LoginPage(page).login('owner@demo.test');
  await new Shell(page).expectDashboard();
  // Within the first screen: the balance of VND and the money buttons, above the summary cards.
  const vnd = page.getByRole('region', { name: 'VND balance' });
  const cashOut = page.getByRole('button', { name: 'CashOut' });
  await expect(vnd).toBeInViewport();
  await expect(cashOut).toBeInViewport();
  const revenue = await page.getByRole('region', { name: 'Total revenue (VNĐ)' }).boundingBox();
  expect((await cashOut.boundingBox())?.y ?? 1e9).toBeLessThan(revenue?.y ?? 0);
  await shot(page, 'phone-dashboard');

  await page.getByRole('button', { name: 'Show form submit OTP' }).click();
  const otpDialog = page.getByRole('dialog', { name: 'Submit OTP' });
  await otpDialog.getByLabel('OTP').fill(await demoOtp('owner@demo.test'));
  await otpDialog.getByRole('button', { name: 'Submit' }).click();
  await expect(page.getByRole('button', { name: 'Show form submit OTP' })).toHaveCount(0);
  await page.goto('/transaction');
  const headers = page.getByRole('columnheader');
  await expect(headers.nth(0)).toHaveText('Transaction ID');
  await expect(headers.nth(1)).toHaveText('Amount');
  // The first rows' amounts, each with its status tag below it, are whole on the screen, with no
  // sideways scroll, whatever the ids' length.
  const rows = page.locator('.ant-table-tbody tr.ant-table-row');
  await expect(rows.first()).toBeVisible();
  for (let i = 0; i < 3; i++) {
    const amountCell = rows.nth(i).getByRole('cell').nth(1);
    await expect(amountCell).toContainText(/[+−]\d/);
    await expect(amountCell.getByRole('button', { name: /SUCCESS|PENDING|FAILED|CANCEL|IN_COMPLAIN/ })).toBeVisible();
    const box = await amountCell.boundingBox();
    expect((box?.x ?? 0) + (box?.width ?? 1e9), `row ${i}`).toBeLessThanOrEqual(390);
  }
  await shot(page, 'phone-transactions');
});

test('paths open whatever their case: /docs/api is /Docs/API', async ({ page }) => {
  await new LoginPage(page).login('owner@demo.test');
  await new Shell(page).expectDashboard();
  for (const path of ['/docs/api', '/Docs/API', '/DOCS/api']) {
    await page.goto(path);
    await expect(page, path).toHaveTitle(/^API · Docs/);
    await expect(page).not.toHaveURL(/\/404$/);
  }
  await page.goto('/docs/api/PAYGATE');
  await expect(page).toHaveTitle(/^Paygate API · Docs/);
  await page.goto('/Apps');
  await expect(page).toHaveTitle(/^Apps/);
  // An unknown path is still the 404.
  await page.goto('/docs/nothing-here');
  await expect(page).toHaveURL(/\/404$/);
  // The API keeps its own 404 whatever the case: no page served for /GRAPHQL/x.
  const res = await page.request.get('/GRAPHQL/x');
  expect(res.status()).toBe(404);
});
