import { expect, type Locator, type Page, test } from '@playwright/test';
import { expectAccessible } from '../support/a11y';
import { shot } from '../support/api';
import { LoginPage, Shell } from '../support/pages';
import { activateInBrowser } from '../support/payments';

// The portal with the keyboard alone (issue 12 item 6, WCAG 2.4.1, 2.4.3, 2.4.7, 2.1.1).

const OWNER = 'owner@demo.test';

const signIn = async (page: Page) => {
  await new LoginPage(page).login(OWNER);
  await new Shell(page).expectDashboard();
};

/** Presses Tab until `target` has focus (at most `max` times), as a keyboard user would. */
const tabTo = async (page: Page, target: Locator, max = 40) => {
  await expect(target).toBeAttached();
  for (let i = 0; i < max; i += 1) {
    if (await target.evaluate((el) => el === document.activeElement || el.contains(document.activeElement))) return;
    await page.keyboard.press('Tab');
  }
  await expect(target).toBeFocused();
};

/** The focus ring a sighted keyboard user sees: an outline or a box shadow on `el`. */
const focusRing = (el: Locator) =>
  el.evaluate((node) => {
    const style = getComputedStyle(node);
    return {
      outline: style.outlineStyle !== 'none' && Number.parseFloat(style.outlineWidth) >= 2,
      shadow: style.boxShadow !== 'none',
    };
  });

test('the skip link is the first stop and moves focus to the content', async ({ page }) => {
  await signIn(page);
  await page.goto('/apps');
  await expect(page.getByRole('heading', { level: 1, name: 'Apps' })).toBeVisible();
  await page.keyboard.press('Tab');
  const skip = page.getByRole('link', { name: 'Skip to content' });
  await expect(skip).toBeFocused();
  // Visible on focus: on screen, not clipped to a pixel.
  const box = await skip.boundingBox();
  expect(box?.width).toBeGreaterThan(40);
  expect(box?.y).toBeGreaterThanOrEqual(0);
  await shot(page, 'keyboard-skip-link');
  await page.keyboard.press('Enter');
  await expect(page.getByRole('main')).toBeFocused();
  // The next Tab goes on from the content, past the sidebar and the top bar.
  await page.keyboard.press('Tab');
  expect(await page.evaluate(() => document.querySelector('main')?.contains(document.activeElement))).toBe(true);
});

test('the transaction detail opens with Enter and Esc gives focus back to the row that opened it', async ({ page }) => {
  await signIn(page);
  await activateInBrowser(page, OWNER);
  await page.goto('/transaction');
  const opener = page.getByRole('row').nth(1).getByRole('button').first();
  await expect(opener).toBeVisible();
  await opener.focus();
  await page.keyboard.press('Enter');
  const detail = page.getByRole('dialog', { name: 'Transaction detail' });
  await expect(detail).toBeVisible();
  await expect(detail.getByRole('heading', { name: 'Webhook attempts' })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(detail).toBeHidden();
  await expect(opener).toBeFocused();

  // From the row's actions menu: the dialog closes back onto the menu's button.
  const actions = page
    .getByRole('row')
    .nth(1)
    .getByRole('button', { name: /^Actions of / });
  await actions.focus();
  await page.keyboard.press('Enter');
  await page.getByRole('menuitem', { name: 'Detail' }).click();
  await expect(detail).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(detail).toBeHidden();
  await expect(actions).toBeFocused();
});

test('Tab reaches the partner switcher and the date pickers, each with a visible focus ring', async ({ page }) => {
  await signIn(page);
  const switcher = page.getByRole('banner').getByRole('combobox', { name: 'Partner' });
  await tabTo(page, switcher);
  const switcherBox = page.locator('.shell-partner');
  expect(await focusRing(switcherBox)).toMatchObject({ outline: true });
  await shot(page, 'keyboard-partner-switcher-focus');

  await activateInBrowser(page, OWNER);
  await page.goto('/transaction');
  await page.getByRole('button', { name: 'Filter' }).click();
  const from = page.getByRole('main').locator('.ant-picker').first();
  await expect(from).toBeVisible();
  await tabTo(page, from.locator('input').first());
  expect(await focusRing(from)).toMatchObject({ outline: true });
  await shot(page, 'keyboard-date-picker-focus');
});

test('the Docs submenu opens from the keyboard and Tab reaches its pages', async ({ page }) => {
  await signIn(page);
  const sidebar = page.getByRole('complementary');
  const docs = sidebar.getByRole('button', { name: 'Docs' });
  await tabTo(page, docs);
  await page.keyboard.press('Enter');
  const banks = sidebar.getByRole('link', { name: 'Banks', exact: true });
  await expect(banks).toBeVisible();
  await page.keyboard.press('Tab');
  await expect(banks).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/docs\/banks$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Banks' })).toBeVisible();
  await expectAccessible(page, 'docs with the Docs submenu open');
});

// Issue 28 item 19: `?` lists the shortcuts; g d, g t and f act, never while typing in a field.
test('? lists the keyboard shortcuts; g t, g d and f act, never while typing', async ({ page }) => {
  await signIn(page);
  await page.locator('#main-content').focus();
  await page.keyboard.press('?');
  const dialog = page.getByRole('dialog', { name: 'Keyboard shortcuts' });
  await expect(dialog).toBeVisible();
  for (const action of ['Go to the dashboard', 'Go to transactions', "Open the screen's filter", 'Search ids']) {
    await expect(dialog.getByText(action)).toBeVisible();
  }
  await shot(page, 'keyboard-shortcuts');
  await expectAccessible(page, 'keyboard shortcuts dialog');
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();

  await page.keyboard.press('g');
  await page.keyboard.press('t');
  await expect(page).toHaveURL(/\/transaction/);
  await expect(page.getByRole('heading', { level: 1, name: 'Transaction' })).toBeVisible();
  await expect(page).toHaveURL(/offset=0/);
  await page.keyboard.press('g');
  await page.keyboard.press('d');
  await expect(page).toHaveURL(/\/$/);

  // f opens the screen's filter and puts focus in its first field (with today's active token).
  await activateInBrowser(page, OWNER);
  await page.goto('/audit');
  await expect(page.getByRole('heading', { level: 1, name: 'Audit Log' })).toBeVisible();
  await page.locator('#main-content').focus();
  await page.keyboard.press('f');
  await expect(page.getByRole('button', { name: /^Filter/ })).toHaveAttribute('aria-expanded', 'true');
  await expect
    .poll(() => page.evaluate(() => document.activeElement?.closest('#main-content form') != null))
    .toBe(true);

  // Typing in a field types: `?` and `g d` there are text, not shortcuts.
  await page.keyboard.type('?gd');
  await expect(dialog).toBeHidden();
  await expect(page).toHaveURL(/\/audit/);
});
