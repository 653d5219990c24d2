import { expect, test } from '@playwright/test';
import { expectAccessible } from '../support/a11y';
import { shot } from '../support/api';
import { expectDashboard, loginAs } from '../support/pages';
import { activateInBrowser } from '../support/payments';

// Issue 30 item 1 as a finance user uses it: Balance history from the menu, narrowed to VND by a
// filter that stays in the URL, the newest line's balance the same as the balance now, and a line
// opened to its payment. A SUPPORTER is not offered the screen.

const FINANCIAL = 'financial@demo.test';

// The partner's zone (Asia/Ho_Chi_Minh): a line's Time is the day the date filter counts it in.
test.use({ timezoneId: 'Asia/Ho_Chi_Minh' });

test('a financial user reads the balance history, filters it to VND and opens a line’s payment', async ({ page }) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await loginAs(page, FINANCIAL);
  await expectDashboard(page);
  await activateInBrowser(page, FINANCIAL);

  await page.getByRole('complementary').getByRole('link', { name: 'Balance history' }).click();
  await expect(page).toHaveURL(/\/balance$/);
  await expect(page.getByRole('heading', { name: 'Balance history', level: 1 })).toBeVisible();
  const main = page.getByRole('main');
  await expect(main.getByRole('row').nth(1)).toBeVisible();
  await shot(page, 'balance-1440');

  // Only VND: the URL carries the filter; every line is VND and the newest is the balance now.
  await page.goto(`/balance?${new URLSearchParams({ currency: 'VND' })}`);
  const rows = main.locator('tbody tr.ant-table-row');
  await expect(rows.first()).toBeVisible();
  const currencies = await rows.locator('td:nth-child(4)').allTextContents();
  expect(currencies.length).toBeGreaterThan(0);
  for (const c of currencies) expect(c).toBe('VND');
  // Money as the portal writes it everywhere: grouped, with its currency; the newest is the balance now.
  const newest = (await rows.first().locator('td:nth-child(7)').textContent())?.trim() ?? '';
  expect(newest).toMatch(/^\d{1,3}(,\d{3})* VND$/);
  await expect(rows.first().locator('td:nth-child(5)')).toHaveText(/^[+\u2212]\d{1,3}(,\d{3})* VND$/);
  await expect(main.getByText(/Balance now:/)).toContainText(newest);

  // The newest line's day in the partner's time zone (the browser runs in it, so the Time column
  // shows it), picked in the portal's range picker: the URL keeps the days, and that day's lines
  // are there. Not "today": just after the partner's midnight today has no line yet.
  const newestTime = (await rows.first().locator('td:nth-child(1)').textContent())?.trim() ?? '';
  const [d, m, y] = newestTime.slice(0, 10).split('/');
  const day = `${y}-${m}-${d}`;
  const dates = main.getByLabel('Dates').first();
  await dates.hover();
  await dates.focus();
  const picker = main.locator('.ant-picker-range input');
  await expect(picker.first()).toBeFocused();
  await picker.first().fill(`${d}/${m}/${y}`);
  await picker.first().press('Enter');
  await picker.nth(1).fill(`${d}/${m}/${y}`);
  await picker.nth(1).press('Enter');
  await expect(page).toHaveURL(new RegExp(`from=${day}&to=${day}`));
  await expect(page).toHaveURL(/currency=VND/);
  await expect(rows.first()).toBeVisible();
  await page.keyboard.press('Escape');
  await shot(page, 'balance-dates-1440');

  // On a phone the table scrolls sideways in its frame, reachable by keyboard; axe in both modes.
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto(`/balance?${new URLSearchParams({ currency: 'VND' })}`);
  await expect(rows.first()).toBeVisible();
  await expect(main.locator('.ant-table-content')).toHaveAttribute('tabindex', '0');
  await shot(page, 'balance-390');
  await expectAccessible(page, 'balance history on a phone');
  await page.setViewportSize({ width: 1440, height: 900 });

  // A line opens its payment in the transaction list.
  await rows.first().getByRole('link').click();
  await expect(page).toHaveURL(/\/transaction\?payment_id=/);
});

test('a supporter is not offered the balance history', async ({ page }) => {
  await loginAs(page, 'supporter@demo.test');
  await expectDashboard(page);
  await expect(page.getByRole('complementary').getByRole('link', { name: 'Balance history' })).toHaveCount(0);
});
