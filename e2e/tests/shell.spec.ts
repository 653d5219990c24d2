import { expect, type Page, test } from '@playwright/test';
import { expectAccessible } from '../support/a11y';
import { activeDashboardToken, gql, shot } from '../support/api';
import { SIDEBAR } from '../support/menus';
import { LoginPage, Shell } from '../support/pages';

const OWNER_MENU = SIDEBAR.OWNER;
const FINANCIAL_MENU = SIDEBAR.FINANCIAL;

const authCookie = async (page: Page) => (await page.context().cookies()).find((c) => c.name === 'auth')?.value;

/**
 * The dashboard OTP step (PRODUCT §2.5) done through the API: the sidebar is filtered by role only
 * while an active-token cookie exists (PRODUCT §6).
 */
const activateDashboard = async (page: Page, email: string) => {
  const token = await authCookie(page);
  expect(token).toBeTruthy();
  const active = await activeDashboardToken(email, token!);
  await page.context().addCookies([{ name: 'active-token', value: active, url: page.url() }]);
  await page.reload();
};

test('the partner switcher changes partner, role and sidebar', async ({ page }) => {
  const email = 'other@demo.test';
  const shell = new Shell(page);
  await new LoginPage(page).login(email);
  await shell.expectDashboard();
  await shell.expectPartner('Other Shop');

  await activateDashboard(page, email);
  await expect.poll(() => shell.menuItems()).toEqual(OWNER_MENU);
  await shot(page, 'shell-other-shop-owner');
  await expectAccessible(page, 'dashboard of an owner with the full menu');

  await shell.switchPartner('Demo', 'Demo Shop');
  const cookies = await page.context().cookies();
  expect(cookies.find((c) => c.name === 'user_type')?.value).toBe('FINANCIAL');
  expect(cookies.find((c) => c.name === 'partner_name')?.value).toBe('Demo%20Shop');
  // A new partner needs its own active token (PRODUCT §4 drops the old one).
  expect(cookies.map((c) => c.name)).not.toContain('active-token');

  await activateDashboard(page, email);
  await shell.expectPartner('Demo Shop');
  await expect.poll(() => shell.menuItems()).toEqual(FINANCIAL_MENU);
  await shot(page, 'shell-demo-shop-financial');

  // The switch holds across a reload: the token in the auth cookie is bound to Demo Shop.
  await page.reload();
  await shell.expectPartner('Demo Shop');
});

test('logout clears the cookies, goes to /login, and the old token answers 410', async ({ page }) => {
  const shell = new Shell(page);
  await new LoginPage(page).login('financial@demo.test');
  await shell.expectDashboard();
  const token = await authCookie(page);
  await shell.logout();
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByRole('banner')).toHaveCount(0);
  const names = (await page.context().cookies()).map((c) => c.name);
  for (const name of ['auth', 'user_name', 'active-token']) expect(names).not.toContain(name);

  const res = await gql('query UserInfo { userInfo { id } }', {}, token);
  expect(res.errors?.[0]?.extensions?.code).toBe('410');
  await shot(page, 'shell-after-logout');
});

test('a session revoked elsewhere sends the user to /login on the next call', async ({ page }) => {
  const shell = new Shell(page);
  await new LoginPage(page).login('technical@demo.test');
  await shell.expectDashboard();
  await gql('mutation Logout { logout }', {}, await authCookie(page));
  await page.goto('/notification');
  await expect(page).toHaveURL(/\/login$/);
  expect((await page.context().cookies()).map((c) => c.name)).not.toContain('auth');
});

test('top bar: environment switch with its spinner, Night Mode kept across reloads', async ({ page }) => {
  const shell = new Shell(page);
  await new LoginPage(page).login('admin@demo.test');
  await shell.expectDashboard();
  for (const link of ['Home', 'Notification', 'Setting']) {
    await expect(shell.topBar().getByRole('link', { name: link })).toBeVisible();
  }
  await expect(page.getByRole('contentinfo')).toContainText('Paygate Partner Portal');

  await shell.topBar().getByText('Development', { exact: true }).click();
  await expect(page.getByText('Switching environment')).toBeVisible();
  await expect(page.getByText('Switching environment')).toBeHidden({ timeout: 5_000 });
  await page.reload();
  expect(await page.evaluate(() => Object.values(sessionStorage))).toContain('DEVELOPMENT');

  await shell.topBar().getByRole('button', { name: 'Open settings panel' }).click();
  const nightMode = page.getByRole('switch', { name: 'Night Mode' });
  await expect(nightMode).not.toBeChecked();
  await nightMode.click();
  await expect(nightMode).toBeChecked();
  await shot(page, 'shell-night-mode');
  await page.reload();
  await shell.expectDashboard();
  await shot(page, 'shell-night-mode-after-reload');
  await shell.topBar().getByRole('button', { name: 'Open settings panel' }).click();
  await expect(page.getByRole('switch', { name: 'Night Mode' })).toBeChecked();
});

test('on a phone the top bar stays one row; environment and partner open from its workspace button', async ({
  page,
}) => {
  const shell = new Shell(page);
  await page.setViewportSize({ width: 390, height: 844 });
  await new LoginPage(page).login('owner@demo.test');
  await shell.expectDashboard();
  const bar = shell.topBar();
  // One row: as tall as the bar itself, every control on it side by side.
  const box = await bar.boundingBox();
  expect(box?.height).toBeLessThanOrEqual(64);
  const development = bar.getByText('Development', { exact: true });
  await expect(development).toBeHidden();

  const workspace = bar.getByRole('button', { name: 'Environment and partner' });
  await expect(workspace).toHaveAttribute('aria-expanded', 'false');
  await workspace.click();
  await expect(workspace).toHaveAttribute('aria-expanded', 'true');
  await expect(development).toBeVisible();
  await shot(page, 'shell-phone-workspace');
  await expectAccessible(page, 'phone workspace panel');
  await development.click();
  await expect(page.getByText('Switching environment')).toBeHidden({ timeout: 5_000 });
  expect(await page.evaluate(() => Object.values(sessionStorage))).toContain('DEVELOPMENT');
  await workspace.click();
  await expect(development).toBeHidden();
  expect((await bar.boundingBox())?.height).toBeLessThanOrEqual(64);
});

test('on a phone a list wider than the screen scrolls sideways and shades the edge with more columns', async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await new LoginPage(page).login('owner@demo.test');
  await new Shell(page).expectDashboard();
  await page.goto('/apps');
  const frame = page.locator('.list-table');
  const created = page.getByRole('columnheader', { name: 'Created' });
  const actions = page.getByRole('row', { name: /Demo Store/ }).getByRole('button', { name: 'Actions for Demo Store' });
  await expect(created).toBeAttached();
  // The Created column starts off screen: the right edge says there is more.
  await expect(frame).toHaveAttribute('data-more-right', '');
  await expect(frame).not.toHaveAttribute('data-more-left', '');
  expect(await created.evaluate((el) => el.getBoundingClientRect().left)).toBeGreaterThan(390);
  // The row menu is pinned at the row's end (issue 28 item 7): in view before any scroll.
  await expect(actions).toBeInViewport();
  await shot(page, 'apps-phone-scroll-cue');

  await frame.locator('.ant-table-content').evaluate((el) => el.scrollTo({ left: el.scrollWidth }));
  await expect(frame).toHaveAttribute('data-more-left', '');
  await expect(frame).not.toHaveAttribute('data-more-right', '');
  await expect(created).toBeInViewport();
  // Every action stays reachable from the keyboard through the row menu.
  await actions.focus();
  await page.keyboard.press('Enter');
  await page.getByRole('menuitem', { name: 'Update' }).click();
  await expect(page.getByRole('dialog')).toBeVisible();
});
