import { expect, test } from '@playwright/test';
import { apiLogin, gql, latestMail, shot, uniqueEmail } from '../support/api';
import { expectDashboard, loginAs } from '../support/pages';

test('§2.1 redirects for visitors', async ({ page }) => {
  await page.goto('/transaction');
  await expect(page).toHaveURL(/\/login$/);
  await page.goto('/register');
  await expect(page).toHaveURL(/\/register$/);
  await page.goto('/');
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByText('You need to login')).toBeVisible();
  await page.goto('/reset-password');
  await expect(page).toHaveURL(/\/login$/);
  await shot(page, 'login');
});

test('§2.1 redirects for a logged-in user, and /404', async ({ page }) => {
  await loginAs(page, 'admin@demo.test');
  await expectDashboard(page);
  await page.goto('/login');
  await expect(page).toHaveURL(/\/$/);
  await page.goto('/no-such-page');
  await expect(page).toHaveURL(/\/404$/);
  await expect(page.getByText('Sorry, the page you visited does not exist.')).toBeVisible();
  await shot(page, 'not-found');
});

test('the partner switch changes partner and menu', async ({ page }) => {
  await loginAs(page, 'other@demo.test');
  await expectDashboard(page);
  const switcher = page.getByRole('combobox', { name: 'Partner' });
  await expect(
    page.locator('.ant-select-content, .ant-select-selection-item').filter({ hasText: 'Other Shop' }).first(),
  ).toBeVisible();
  await shot(page, 'shell-other-shop');
  await switcher.click();
  await page.keyboard.type('Demo');
  await page.locator('.ant-select-item-option[title="Demo Shop"]').click();
  await page.waitForLoadState('load');
  await expect(
    page.locator('.ant-select-content, .ant-select-selection-item').filter({ hasText: 'Demo Shop' }).first(),
  ).toBeVisible();
  const cookies = await page.context().cookies();
  expect(cookies.find((c) => c.name === 'user_type')?.value).toBe('FINANCIAL');
  expect(cookies.find((c) => c.name === 'partner_name')?.value).toBe('Demo%20Shop');
  await shot(page, 'shell-demo-shop');
});

test('logout clears the cookies and the old token answers 410', async ({ page }) => {
  await loginAs(page, 'financial@demo.test');
  await expectDashboard(page);
  const token = (await page.context().cookies()).find((c) => c.name === 'auth')!.value;
  await page.getByRole('button', { name: 'Profile menu' }).hover();
  await page.getByText('Logout').click();
  await expect(page).toHaveURL(/\/login$/);
  const names = (await page.context().cookies()).map((c) => c.name);
  expect(names).not.toContain('auth');
  expect(names).not.toContain('user_name');
  const res = await gql('{ userInfo { id } }', {}, token);
  expect(res.errors?.[0]?.extensions?.code).toBe('410');
});

test('a revoked session sends the user to /login', async ({ page }) => {
  await loginAs(page, 'technical@demo.test');
  await expectDashboard(page);
  const token = (await page.context().cookies()).find((c) => c.name === 'auth')!.value;
  await gql('mutation { logout }', {}, token);
  await page.goto('/notification');
  await expect(page).toHaveURL(/\/login$/);
  expect((await page.context().cookies()).map((c) => c.name)).not.toContain('auth');
});

test('join a partner with an invitation code', async ({ page }) => {
  const owner = await apiLogin('owner@demo.test');
  const invite = await gql<{ createInviteToken: { invite_token: string } }>(
    'mutation { createInviteToken(role: TECHNICAL) { invite_token } }',
    {},
    owner,
  );
  const code = invite.data!.createInviteToken.invite_token;

  const email = uniqueEmail('joiner');
  await gql('mutation($n: String!, $e: String!, $p: String!) { registerByEmail(name: $n, email: $e, password: $p) }', {
    n: 'Jo Joiner',
    e: email,
    p: 'joiner-pass',
  });
  const link = new URL((await latestMail(email)).links[0]!);
  await gql('mutation($t: String!) { activeUser(active_token: $t) { user { id } } }', {
    t: decodeURIComponent(link.pathname.split('/').pop()!),
  });
  const { adminCli } = await import('../support/api');
  adminCli('activate-user', email);

  await loginAs(page, email, 'joiner-pass');
  await expect(page).toHaveURL(/\/register-partner$/);
  await page.getByRole('link', { name: 'I have an invitation code' }).click();
  await expect(page.getByRole('heading', { name: 'Join partner' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Bạn chưa có mã mời? Đăng ký đối tác mới' })).toBeVisible();
  await page.getByLabel('Invite code').fill(code);
  await shot(page, 'join-partner');
  await page.getByRole('button', { name: 'SUBMIT' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('heading', { name: 'Dashboard' })).toBeVisible();

  // A used code is refused in a red alert.
  await page.context().clearCookies();
  const again = await gql(
    'mutation($c: String!) { joinPartner(invite_token: $c) { id } }',
    { c: code },
    await apiLogin('other@demo.test'),
  );
  expect(again.errors?.[0]?.message).toBe('This invite code has already been used');
});
