import { readFileSync } from 'node:fs';
import { expect, type Page, test } from '@playwright/test';
import { expectAccessible } from '../support/a11y';
import { shot } from '../support/api';
import { expectDashboard, loginAs, Shell } from '../support/pages';
import { activateInBrowser } from '../support/payments';

// Issue #15 item 1 as a person uses it: the owner does something in the portal (creates a source),
// opens the Audit Log from the menu, finds the entry, narrows the list to it with filters that stay
// in the URL, opens its detail and closes it (focus back on the row), and exports the filter as
// CSV. A SUPPORTER neither sees the menu item nor opens the screen by URL.

const OWNER = 'owner@demo.test';
const unique = (label: string) => `${label} ${Math.random().toString(36).slice(2, 7)}`;

const createSourceInPortal = async (page: Page, name: string) => {
  await page.goto('/sources');
  await page.getByRole('button', { name: 'Create source' }).click();
  const dialog = page.getByRole('dialog', { name: 'Create source' });
  await dialog.getByLabel('Source name').fill(name);
  await dialog.getByRole('button', { name: 'Create' }).click();
  await expect(page.getByText('Create Source Success')).toBeVisible();
};

test('the owner finds what they just did in the audit log, filters, opens it and exports it', async ({ page }) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await loginAs(page, OWNER);
  await expectDashboard(page);
  await activateInBrowser(page, OWNER);
  const name = unique('Audit Site');
  await createSourceInPortal(page, name);

  await page.getByRole('complementary').getByRole('link', { name: 'Audit Log' }).click();
  await expect(page).toHaveURL(/\/audit$/);
  await expect(page.getByRole('heading', { name: 'Audit Log', level: 1 })).toBeVisible();
  await expect(page).toHaveTitle('Audit Log · Paygate');
  const main = page.getByRole('main');
  const entry = main.getByRole('row').filter({ hasText: name });
  await expect(entry).toHaveCount(1);
  await expect(entry).toContainText('Source created');
  await expect(entry).toContainText('Olivia Owner');
  await shot(page, 'audit-1440');
  await expectAccessible(page, 'audit log');

  // Narrow to this action and target: the filter goes into the URL and survives a reload.
  await page.getByRole('button', { name: 'Filter' }).click();
  // The action list is long (and virtual): typed to narrow it, as a keyboard user does.
  await main.getByRole('combobox', { name: 'Action', exact: true }).click();
  await page.keyboard.type('Source created');
  await expect(page.locator('.ant-select-dropdown:visible .ant-select-item-option')).toHaveCount(1);
  await page.keyboard.press('Enter');
  await main.getByLabel('Target').fill(name);
  await main.getByRole('button', { name: 'Search' }).click();
  await expect(page).toHaveURL(/[?&]action=source\.created\b/);
  await expect(page).toHaveURL(new RegExp(`[?&]target=${encodeURIComponent(name).replace(/%20/g, '(\\+|%20)')}`));
  await page.reload();
  await expect(main.getByRole('row')).toHaveCount(2);
  await expect(main.getByText(/^Filtered:/)).toContainText(`target “${name}”`);

  // The entry's detail, then back to the row's button.
  const detail = main.getByRole('button', { name: /^Detail of Source created #\d+$/ });
  await detail.click();
  const drawer = page.getByRole('dialog');
  await expect(drawer).toContainText('Changes');
  await expect(drawer.getByRole('cell', { name, exact: true })).toBeVisible();
  await expect(drawer).toContainText('owner@demo.test');
  await shot(page, 'audit-detail-1440');
  await expectAccessible(page, 'audit entry detail');
  await page.keyboard.press('Escape');
  await expect(drawer).toBeHidden();
  await expect(detail).toBeFocused();

  // The CSV holds the filter's entries, every page of them.
  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export CSV' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe('audit-log.csv');
  const lines = readFileSync(await download.path(), 'utf8')
    .trim()
    .split('\r\n');
  expect(lines[0]).toMatch(/^Time \(Asia\/Ho_Chi_Minh\),Seq,Actor type,/);
  expect(lines).toHaveLength(2);
  expect(lines[1]).toContain('source.created');
  expect(lines[1]).toContain(`"${name}"`);

  // The export itself is an entry now.
  await main.getByRole('button', { name: 'Clear filters' }).click();
  await expect(page).toHaveURL(/\/audit$/);
  await expect(main.getByRole('row').nth(1)).toContainText('Audit log exported');

  await page.setViewportSize({ width: 390, height: 844 });
  await expect(main.getByRole('row').filter({ hasText: name })).toBeVisible();
  await shot(page, 'audit-390');
  await main
    .getByRole('row')
    .nth(1)
    .getByRole('button', { name: /^Detail of / })
    .click();
  await expect(page.getByRole('dialog')).toContainText('Changes');
  await shot(page, 'audit-detail-390');
});

test('a SUPPORTER has no Audit Log item and gets the permission screen at /audit', async ({ page }) => {
  await loginAs(page, 'supporter@demo.test');
  await expectDashboard(page);
  await activateInBrowser(page, 'supporter@demo.test');
  await page.reload();
  const sidebar = new Shell(page).sidebar();
  // The menu filtered by role (an active token exists): Transaction is there, the Audit Log is not.
  await expect(sidebar.getByRole('link', { name: 'Transaction' })).toBeVisible();
  await expect(sidebar.getByRole('link', { name: 'Audit Log' })).toHaveCount(0);
  await page.goto('/audit');
  await expect(page.getByRole('heading', { name: 'You do not have permission to view this page' })).toBeVisible();
  await expect(page.getByRole('main').getByRole('table')).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Export CSV' })).toHaveCount(0);
});
