import path from 'node:path';
import { expect, type Page, test } from '@playwright/test';
import { expectAccessible, setNightMode } from '../support/a11y';
import { BASE_URL, shot } from '../support/api';
import { LoginPage, Shell } from '../support/pages';
import { activateInBrowser } from '../support/payments';

// Issue #15 item 2: the top bar's search, as a person uses it — Ctrl+K, type, arrows, Enter —
// on a wide screen and on a phone, with what each role may find.

const OWNER = 'owner@demo.test';
/** What a phone shows without scrolling (shot() takes the whole page). */
const viewportShot = (page: Page, name: string) =>
  page.screenshot({ path: path.join(import.meta.dirname, `../.artifacts/${name}.png`) });

/** The newest payment of the demo data, read with the browser's own session and active token. */
const newestDemoPayment = async (page: Page) => {
  const cookies = Object.fromEntries((await page.context().cookies()).map((c) => [c.name, c.value]));
  const res = await fetch(`${BASE_URL}/graphql`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      authorization: cookies.auth ?? '',
      'active-token': cookies['active-token'] ?? '',
    },
    body: JSON.stringify({ query: '{ allPayment(limit: 1) { data { id transaction_id } } }' }),
  });
  const body = (await res.json()) as { data: { allPayment: { data: { id: string; transaction_id: string }[] } } };
  const payment = body.data.allPayment.data[0];
  expect(payment, 'the demo data has payments').toBeTruthy();
  return payment!;
};

/** The button standing in for the box until its code loads (it loads on first use). */
const launcher = (page: Page) => page.getByRole('banner').getByRole('button', { name: /^Search id, app, member/ });
const searchBox = (page: Page) =>
  page.getByRole('banner').getByRole('combobox', { name: 'Search transactions, apps, channels and members' });

test('Ctrl+K, a transaction id, arrow down, Enter: the transaction opens; a member opens on the users screen', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await new LoginPage(page).login(OWNER);
  await new Shell(page).expectDashboard();
  await activateInBrowser(page, OWNER);
  const payment = await newestDemoPayment(page);

  const box = searchBox(page);
  await expect(launcher(page)).toBeVisible();
  // Typed at once after Ctrl+K, while the box's code loads: nothing is lost.
  await page.keyboard.press('Control+K');
  await page.keyboard.type(payment.transaction_id);
  await expect(box).toBeFocused();
  await expect(box).toHaveValue(payment.transaction_id);
  const results = page.getByRole('listbox', { name: 'Search results' });
  const option = results.getByRole('option', { name: new RegExp(payment.transaction_id) });
  await expect(option).toBeVisible();
  await expect(box).toHaveAttribute('aria-expanded', 'true');
  await shot(page, 'global-search-open');
  await expectAccessible(page, 'global search open');

  await page.keyboard.press('ArrowDown');
  await expect(option).toHaveAttribute('aria-selected', 'true');
  await expect(box).toHaveAttribute('aria-activedescendant', (await option.getAttribute('id')) ?? '');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(new RegExp(`/transaction\\?payment_id=${payment.id}`));
  const detail = page.getByRole('dialog', { name: 'Transaction detail' });
  await expect(detail).toBeVisible();
  await expect(detail).toContainText(payment.transaction_id);
  await shot(page, 'global-search-opened-transaction');
  await page.keyboard.press('Escape');
  await expect(detail).toBeHidden();

  // A member by part of the e-mail, narrowed with member:.
  await page.keyboard.press('Control+K');
  await expect(box).toBeFocused();
  await page.keyboard.type('member: admin@demo');
  const member = results.getByRole('option', { name: /Adam Admin/ });
  await expect(member).toContainText('admin@demo.test');
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/users\?member=/);
  await expect(page.locator('tr.list-row-found')).toContainText('Adam Admin');
  await shot(page, 'global-search-opened-member');

  // Esc clears, then closes; bad input is answered in the box, never an error page.
  await page.keyboard.press('Control+K');
  await page.keyboard.type("'; drop table payments; --");
  await expect(page.getByRole('banner').getByRole('status')).toHaveText('No results');
  await page.keyboard.press('Escape');
  await expect(box).toHaveValue('');
  await page.keyboard.press('Escape');
  await expect(box).not.toBeFocused();
  await box.fill('x'.repeat(1024));
  await expect(page.getByRole('banner').getByRole('status')).toHaveText('Search at most 200 characters');
  await box.fill('status:failed');
  await expect(results.getByRole('option', { name: /All FAILED transactions/ })).toBeVisible();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/transaction\?statuses=FAILED/);
});

test('a result says in full why it matched, on a wide screen and on a phone (issue 28 review)', async ({ page }) => {
  await new LoginPage(page).login(OWNER);
  await new Shell(page).expectDashboard();
  await activateInBrowser(page, OWNER);
  for (const size of [
    { width: 1440, height: 900 },
    { width: 390, height: 844 },
  ]) {
    await page.setViewportSize(size);
    await page.goto('/');
    await new Shell(page).expectDashboard();
    const box = searchBox(page);
    await page.keyboard.press('Control+K');
    await expect(box).toBeFocused();
    // A payer's user_id: the results are matched by it, not by their id.
    await page.keyboard.type('cust-02');
    const results = page.getByRole('listbox', { name: 'Search results' });
    const first = results.getByRole('option').first();
    await expect(first).toContainText('matched by user ID');
    const detail = first.locator('.global-search-detail');
    const cut = await detail.evaluate((el) => el.scrollWidth > el.clientWidth || el.scrollHeight > el.clientHeight);
    expect(cut, `the reason is shown in full at ${size.width}px`).toBe(false);
    const [option, popup] = [await first.boundingBox(), await page.locator('.global-search-popup').boundingBox()];
    expect(option!.x + option!.width).toBeLessThanOrEqual(popup!.x + popup!.width);
    for (const night of [false, true]) {
      await setNightMode(page, night);
      await viewportShot(page, `global-search-reason-${size.width}${night ? '-night' : ''}`);
    }
    await setNightMode(page, false);
    await expectAccessible(page, `global search reasons at ${size.width}px`);
    // The keyboard still walks the results and opens one.
    await page.keyboard.press('ArrowDown');
    await expect(first).toHaveAttribute('aria-selected', 'true');
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/transaction\?payment_id=/);
    const opened = page.getByRole('dialog', { name: 'Transaction detail' });
    await expect(opened).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(opened).toBeHidden();
  }
});

test('a supporter finds no member by e-mail', async ({ page }) => {
  const supporter = 'supporter@demo.test';
  await new LoginPage(page).login(supporter);
  await new Shell(page).expectDashboard();
  await activateInBrowser(page, supporter);
  await page.reload();
  await expect(launcher(page)).toBeVisible();
  await viewportShot(page, 'global-search-launcher');
  await page.keyboard.press('Control+K');
  await page.keyboard.type('owner@demo.test');
  await expect(page.getByRole('banner').getByRole('status')).toHaveText('No results');
});

test('on a phone the search opens from an icon over the one-row top bar', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await new LoginPage(page).login(OWNER);
  const shell = new Shell(page);
  await shell.expectDashboard();
  const bar = shell.topBar();
  const box = searchBox(page);
  await expect(box).toBeHidden();
  await launcher(page).click();
  await expect(box).toBeFocused();
  await page.keyboard.type('Demo Store');
  const option = page.getByRole('listbox', { name: 'Search results' }).getByRole('option', { name: /Demo Store/ });
  await expect(option).toBeVisible();
  expect((await bar.boundingBox())?.height).toBeLessThanOrEqual(64);
  await shot(page, 'global-search-phone');
  await viewportShot(page, 'global-search-phone-viewport');
  await expectAccessible(page, 'global search on a phone');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/apps\?app=/);
  await expect(page.locator('tr.list-row-found')).toContainText('Demo Store');
  await expect(box).toBeHidden();
  await viewportShot(page, 'global-search-phone-app-viewport');
});
