import { expect, test } from '@playwright/test';
import { expectAccessible } from '../support/a11y';
import { shot } from '../support/api';
import { LoginPage, Shell } from '../support/pages';

// Issue 28 item 8 (in part): on a phone the menu overlay is a dialog — a backdrop, Escape closes
// it, focus goes into it and comes back to the button that opened it.

test.use({ viewport: { width: 390, height: 844 } });

test('the phone menu opens as a dialog over a backdrop, and Escape closes it', async ({ page }) => {
  await new LoginPage(page).login('owner@demo.test');
  await new Shell(page).expectDashboard();
  const opener = page.getByRole('button', { name: 'Navigation' });
  await opener.click();

  const dialog = page.getByRole('dialog', { name: 'Navigation' });
  await expect(dialog).toBeVisible();
  await expect(page.locator('.shell-backdrop')).toBeVisible();
  await expect(opener).toHaveAttribute('aria-expanded', 'true');
  // Focus is inside the menu, and Tab keeps it there.
  await expect.poll(() => dialog.evaluate((el) => el.contains(document.activeElement))).toBe(true);
  for (let i = 0; i < 12; i++) await page.keyboard.press('Tab');
  expect(await dialog.evaluate((el) => el.contains(document.activeElement))).toBe(true);
  await shot(page, 'phone-menu-open');
  await expectAccessible(page, 'phone menu open', { night: false });

  await page.keyboard.press('Escape');
  await expect(dialog).toHaveCount(0);
  await expect(page.locator('.shell-backdrop')).toHaveCount(0);
  await expect(opener).toBeFocused();

  // The backdrop closes it too.
  await opener.click();
  await expect(dialog).toBeVisible();
  await page.mouse.click(370, 500);
  await expect(dialog).toHaveCount(0);
});
