import { expect, type Page, test } from '@playwright/test';
import { shot } from '../support/api';
import { SIDEBAR } from '../support/menus';
import { LoginPage, Shell } from '../support/pages';

// Issue 28 item 5: the sidebar offers only the screens the role may open, from the first render,
// before (and without) the day's two-factor. Every label the sidebar ever showed is recorded from
// the first paint on, so a menu that shrinks later still fails.

const MENUS = {
  'owner@demo.test': SIDEBAR.OWNER,
  'technical@demo.test': SIDEBAR.TECHNICAL,
  'financial@demo.test': SIDEBAR.FINANCIAL,
  'supporter@demo.test': SIDEBAR.SUPPORTER,
} as const;

const recordSidebarLabels = (page: Page) =>
  page.addInitScript(
    (labels: string[]) => {
      const seen = new Set<string>();
      (window as unknown as { __menuSeen: Set<string> }).__menuSeen = seen;
      const scan = () => {
        for (const item of document.querySelectorAll('aside [role="menuitem"]')) {
          const text = item.textContent?.trim() ?? '';
          if (labels.includes(text)) seen.add(text);
        }
      };
      new MutationObserver(scan).observe(document, { childList: true, subtree: true, characterData: true });
    },
    [...SIDEBAR.OWNER],
  );

const seenLabels = (page: Page) =>
  page.evaluate(() => [...(window as unknown as { __menuSeen: Set<string> }).__menuSeen]);

for (const [email, expected] of Object.entries(MENUS)) {
  test(`the menu of ${email} holds only what the role opens, from the first render`, async ({ page }) => {
    await page.setViewportSize({ width: 1440, height: 900 });
    await recordSidebarLabels(page);
    const shell = new Shell(page);
    await new LoginPage(page).login(email);
    await expect(page).toHaveURL(/\/$/);
    await expect.poll(() => shell.menuItems()).toEqual(expected);
    // No active token was ever set: this is the menu before the day's two-factor.
    expect((await page.context().cookies()).map((c) => c.name)).not.toContain('active-token');
    expect((await seenLabels(page)).sort()).toEqual([...expected].sort());

    // A reload paints the same menu from its first frame (the role this browser last saw).
    await page.reload();
    await expect.poll(() => shell.menuItems()).toEqual(expected);
    expect((await seenLabels(page)).sort()).toEqual([...expected].sort());
    await shot(page, `menu-${email.split('@')[0]}`);
  });
}
