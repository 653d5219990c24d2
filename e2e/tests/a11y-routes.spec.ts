import { expect, test } from '@playwright/test';
import { expectAccessible } from '../support/a11y';
import { activeDashboardToken, apiLogin, BASE_URL, createActivatedUser, gqlOk } from '../support/api';
import { portalRoutes, type RouteVisitor } from '../support/routes';

// Issue #12 item 5: axe (WCAG 2.2 AA; serious and critical fail) on every route of the portal as
// the user who would open it, in light and night mode where the portal has Night Mode. The
// dialogs are checked where the journeys open them (apps, money, transactions, sources specs).

type Cookie = { name: string; value: string; url: string };

/** The cookies the portal writes on login (src/lib/cookies.ts), made through the API once per visitor. */
const signIn = async (visitor: RouteVisitor): Promise<Cookie[]> => {
  if (visitor === 'nobody') return [];
  if (visitor === 'partnerless') {
    const user = await createActivatedUser('sweep');
    return [{ name: 'auth', value: await apiLogin(user.email, user.password), url: BASE_URL }];
  }
  const email = `${visitor}@demo.test`;
  const token = await apiLogin(email);
  return [
    { name: 'auth', value: token, url: BASE_URL },
    { name: 'user_name', value: encodeURIComponent(email), url: BASE_URL },
    { name: 'active-token', value: await activeDashboardToken(email, token), url: BASE_URL },
  ];
};

// The routes are listed before the server runs; a channel list needs a real app id, read in the test.
const APP_ID = ':app';
const VISITORS: RouteVisitor[] = ['nobody', 'partnerless', 'owner', 'supporter'];

for (const visitor of VISITORS) {
  test.describe(visitor === 'nobody' ? 'signed out' : `as ${visitor}`, () => {
    let cookies: Cookie[] = [];
    test.beforeAll(async () => {
      cookies = await signIn(visitor);
    });

    for (const route of portalRoutes(APP_ID).filter((r) => r.as === visitor)) {
      test(`${route.label ?? route.path} passes axe`, async ({ page }) => {
        let path = route.path;
        if (path.includes(APP_ID)) {
          const { partner } = await gqlOk<{ partner: { list_app: { id: string }[] } }>(
            '{ partner { list_app { id } } }',
            {},
            cookies[0]?.value,
          );
          path = path.replace(APP_ID, partner.list_app[0]!.id);
        }
        await page.context().addCookies(cookies);
        await page.goto(path);
        // The screen has rendered its title and settled (lazy chunks, the first GraphQL answers).
        await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible({ timeout: 30_000 });
        await page.waitForLoadState('networkidle');
        await expectAccessible(page, route.label ?? route.path, {
          night: visitor === 'owner' || visitor === 'supporter',
        });
      });
    }
  });
}

// On a phone the list screens' tables are wider than the screen and scroll sideways in their frame:
// that frame is a Tab stop while it scrolls (useScrollCue), or axe's scrollable-region-focusable
// (WCAG 2.1.1) fails on the rows without a link.
const PHONE_LISTS = ['/transaction', '/balance', '/apps', '/sources', '/users', '/audit'];

test.describe('as owner on a phone (390×844)', () => {
  let cookies: Cookie[] = [];
  test.beforeAll(async () => {
    cookies = await signIn('owner');
  });

  for (const path of PHONE_LISTS) {
    test(`${path}'s list passes axe`, async ({ page }) => {
      await page.setViewportSize({ width: 390, height: 844 });
      await page.context().addCookies(cookies);
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible({ timeout: 30_000 });
      await expect(page.locator('.ant-table-row').first()).toBeVisible({ timeout: 30_000 });
      await page.waitForLoadState('networkidle');
      await expectAccessible(page, `${path} on a phone`);
    });
  }
});
