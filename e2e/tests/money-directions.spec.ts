import { expect, type Page, test } from '@playwright/test';
import { expectAccessible, setNightMode } from '../support/a11y';
import { apiLogin, gqlOk } from '../support/api';
import { LoginPage, Shell } from '../support/pages';
import { activateInBrowser } from '../support/payments';

// Issue 28 item 1: money out is not money in. The demo's weekly cash-outs (made by the owner) show
// as money out, by their maker's name, and the totals line keeps in and out apart.

const OWNER = 'owner@demo.test';

const shotAt = async (page: Page, name: string, width: number, height: number) => {
  await page.setViewportSize({ width, height });
  for (const night of [false, true]) {
    await setNightMode(page, night);
    await page.screenshot({ path: `/tmp/h28-shots/${name}-${width}-${night ? 'night' : 'light'}.png` });
  }
  await setNightMode(page, false);
};

test("a cash-out is money out, by its maker's name, never added into money in", async ({ page }) => {
  const me = await gqlOk<{ userInfo: { name: string } }>('{ userInfo { name } }', {}, await apiLogin(OWNER));
  await page.setViewportSize({ width: 1440, height: 900 });
  await new LoginPage(page).login(OWNER);
  await new Shell(page).expectDashboard();
  await activateInBrowser(page, OWNER);

  await page.goto('/transaction?types=CASH_OUT&app_status=PRODUCTION');
  const rows = page.locator('.ant-table-tbody tr.ant-table-row');
  await expect(rows.first()).toBeVisible();
  const first = rows.first();
  await expect(first.getByTitle('Money out')).toHaveText(/^\u2212[\d,]+ VND$/);
  await expect(first).toContainText(me.userInfo.name);
  // The maker's name, never their id.
  expect(await first.textContent()).not.toMatch(/[0-9a-f]{8}-[0-9a-f]{4}-/);
  // Its detail says the same: money out, made by that person.
  await first.getByRole('button', { name: /^Actions of / }).click();
  await page.getByRole('menuitem', { name: 'Detail' }).click();
  const detail = page.getByRole('dialog', { name: 'Transaction detail' });
  await expect(detail.getByRole('row').filter({ hasText: 'Amount' }).first()).toContainText(/\u2212[\d,]+ VND/);
  await expect(detail.getByRole('row').filter({ hasText: 'User ID' })).toContainText(me.userInfo.name);
  await detail.locator('.ant-modal-footer').getByRole('button', { name: 'Close' }).click();
  await expect(detail).toBeHidden();
  const totals = page.getByRole('region', { name: 'Totals' });
  // Only cash-outs: nothing in, everything out.
  await expect(totals).toContainText(/Total Amount: 0 VND in · \u2212[\d,]+ VND out/);
  await expectAccessible(page, 'transactions, cash-outs');
  await shotAt(page, 'transactions-cash-out', 1440, 900);
  await shotAt(page, 'transactions-cash-out', 390, 844);

  // Everything: payers' payments and cash-ins are money in, the cash-outs money out, each apart.
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.goto('/transaction?app_status=PRODUCTION');
  await expect(rows.first()).toBeVisible();
  await expect(totals).toContainText(/Total Amount: \+[\d,]+ VND in · \u2212[\d,]+ VND out/);
  await shotAt(page, 'transactions-all', 1440, 900);

  // The dashboard's revenue is money in, signed as the list signs it.
  await page.goto('/');
  await expect(page.getByText('Total revenue (VNĐ)').first()).toBeVisible();
  await shotAt(page, 'dashboard', 1440, 900);
});
