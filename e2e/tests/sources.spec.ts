import { expect, type Page, test } from '@playwright/test';
import { apiLogin, gqlOk, shot } from '../support/api';
import { expectDashboard, loginAs } from '../support/pages';

// Issue 12 item 11 (the Sources screen) and item 9 (a screen a role may not use says so), in a
// real browser against the real server and its demo workspace.

const unique = (label: string) => `${label} ${Math.random().toString(36).slice(2, 7)}`;

const apiCounts = async (email: string) => {
  const data = await gqlOk<{ partner: { list_source: { name: string; payments_last_30_days: number }[] } }>(
    '{ partner { list_source { name payments_last_30_days } } }',
    {},
    await apiLogin(email),
  );
  return new Map(data.partner.list_source.map((s) => [s.name, s.payments_last_30_days]));
};

const sourceRow = (page: Page, name: string) =>
  page.getByRole('row').filter({ has: page.getByRole('cell', { name, exact: true }) });

test('the owner lists sources with their counts, creates one and renames it', async ({ page }) => {
  await loginAs(page, 'owner@demo.test');
  await expectDashboard(page);
  // From the app list, as from the menu.
  await page.getByRole('complementary').getByRole('link', { name: 'Apps' }).click();
  await page.getByRole('main').getByRole('link', { name: 'Sources' }).click();
  await expect(page).toHaveURL(/\/sources$/);
  await expect(page.getByRole('heading', { name: 'Sources' })).toBeVisible();
  await expect(page).toHaveTitle('Sources · Paygate');
  await expect(page.getByRole('complementary').getByRole('menuitem', { name: 'Sources' })).toBeVisible();

  // The demo payments of the last 30 days, as the server counts them.
  const counts = await apiCounts('owner@demo.test');
  const facebook = counts.get('Facebook') ?? 0;
  expect(facebook).toBeGreaterThan(0);
  await expect(sourceRow(page, 'Facebook').getByRole('cell', { name: facebook.toLocaleString('en-US') })).toBeVisible();
  await shot(page, 'sources-list');

  // Create: required, then a duplicate (case aside), then a new name.
  await page.getByRole('button', { name: 'Create source' }).click();
  const dialog = page.getByRole('dialog', { name: 'Create source' });
  await dialog.getByRole('button', { name: 'Create' }).click();
  await expect(dialog.getByText('name is required!')).toBeVisible();
  await dialog.getByLabel('Source name').fill('facebook');
  await dialog.getByRole('button', { name: 'Create' }).click();
  await expect(dialog.getByRole('alert').filter({ hasText: 'A source named "facebook" already exists' })).toBeVisible();
  await shot(page, 'sources-duplicate');
  const name = unique('E2E Site');
  await dialog.getByLabel('Source name').fill(name);
  await dialog.getByRole('button', { name: 'Create' }).click();
  await expect(page.getByText('Create Source Success')).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect(sourceRow(page, name).getByRole('cell', { name: '0', exact: true })).toBeVisible();

  // Rename.
  await sourceRow(page, name)
    .getByRole('button', { name: `Rename ${name}` })
    .click();
  const renameDialog = page.getByRole('dialog', { name: `Rename source ${name}` });
  await expect(renameDialog.getByLabel('Source name')).toHaveValue(name);
  const renamed = unique('E2E Shop');
  await renameDialog.getByLabel('Source name').fill(renamed);
  await renameDialog.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Rename Source Success')).toBeVisible();
  await expect(sourceRow(page, renamed)).toBeVisible();
  await expect(sourceRow(page, name)).toHaveCount(0);
  expect((await apiCounts('owner@demo.test')).get(renamed)).toBe(0);
});

test('the Sources screen on a desktop and on a phone', async ({ page }) => {
  await loginAs(page, 'owner@demo.test');
  await expectDashboard(page);
  for (const [width, height, label] of [
    [1440, 900, 'desktop'],
    [390, 844, 'phone'],
  ] as const) {
    await page.setViewportSize({ width, height });
    await page.goto('/sources');
    await expect(sourceRow(page, 'Facebook')).toBeVisible();
    await shot(page, `sources-${label}`);
  }
});

test('a SUPPORTER opening /tool/api, /apps, /users or /sources by URL is told it may not', async ({ page }) => {
  await loginAs(page, 'supporter@demo.test');
  await expectDashboard(page);
  for (const path of ['/tool/api', '/apps', '/users', '/sources', '/channels/anything']) {
    await page.goto(path);
    await expect(page.getByRole('heading', { name: 'You do not have permission to view this page' })).toBeVisible();
    // Nothing of the screen: no form to submit, no list, no error.
    await expect(page.getByRole('main').getByRole('button', { name: /Send|Create|Invite/ })).toHaveCount(0);
    await expect(page.getByRole('main').getByRole('table')).toHaveCount(0);
    await expect(page.getByRole('main').getByText(/Invalid hash|No members yet/)).toHaveCount(0);
  }
  await shot(page, 'permission-screen');
  await page.getByRole('button', { name: 'Back to dashboard' }).click();
  await expectDashboard(page);
  await expect(page).toHaveTitle('Dashboard · Paygate');
});
