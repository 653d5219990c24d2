import { expect, test } from '@playwright/test';
import { expectAccessible } from '../support/a11y';
import { apiLogin, createActivatedUser, gqlOk, shot } from '../support/api';
import { LoginPage, Shell } from '../support/pages';

// Issue 29 (polish): the gateway's documentation opens without an account, with placeholders where
// the examples need the merchant's own ids; signed in, the merchant's own app id shows there.

test('signed out, the docs open with placeholders; signed in, the member’s own app id shows', async ({ page }) => {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));

  await page.goto('/Docs/API');
  await expect(page).toHaveURL(/\/Docs\/API$/);
  await expect(page.getByRole('heading', { level: 1, name: 'API' })).toBeVisible();
  await expect(page.getByText("appId: 'YOUR_APP_ID'")).toBeVisible();
  await expect(page.getByText(/^\{\{/)).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'Login' })).toBeVisible();
  await shot(page, 'docs-public-api');
  await expectAccessible(page, 'public docs /Docs/API');

  // Every page is reachable from the public frame; the portal's screens are not.
  await page.getByRole('navigation', { name: 'Documentation' }).getByRole('link', { name: 'Paygate API' }).click();
  await expect(page).toHaveURL(/\/Docs\/API\/paygate$/);
  await expect(page.getByText('app_id=YOUR_APP_ID').first()).toBeVisible();
  await page.goto('/docs/webhook');
  await expect(page.getByRole('heading', { level: 1, name: 'Webhook' })).toBeVisible();
  await page.goto('/apps');
  await expect(page).toHaveURL(/\/login$/);

  const token = await apiLogin('owner@demo.test');
  const { partner } = await gqlOk<{ partner: { list_app: { id: string; status: string }[] } }>(
    '{ partner { list_app { id status } } }',
    {},
    token,
  );
  // The portal shows PRODUCTION by default: the examples take the partner's first production app.
  const own = partner.list_app.find((app) => app.status === 'PRODUCTION') ?? partner.list_app[0];
  expect(own).toBeDefined();
  await new LoginPage(page).login('owner@demo.test');
  await new Shell(page).expectDashboard();
  await page.goto('/Docs/API');
  await expect(page.getByRole('heading', { level: 1, name: 'API' })).toBeVisible();
  await expect(page.getByText(`appId: '${own?.id}'`)).toBeVisible();
  await expect(page.getByText('YOUR_APP_ID')).toHaveCount(0);
  // In the portal's own shell once signed in, not the public frame.
  await expect(page.getByRole('navigation', { name: 'Documentation' })).toHaveCount(0);
  await shot(page, 'docs-signed-in-api');
  expect(errors).toEqual([]);
});

test('signed in without a partner, the docs open as they do for a visitor, with the way to a partner', async ({
  page,
}) => {
  const user = await createActivatedUser('docsreader');
  await new LoginPage(page).login(user.email, user.password);
  await expect(page).toHaveURL(/\/register-partner$/);

  // The docs are public: reading them does not send the user to register a partner first.
  await page.goto('/Docs/API');
  await expect(page).toHaveURL(/\/Docs\/API$/);
  await expect(page.getByRole('heading', { level: 1, name: 'API' })).toBeVisible();
  await expect(page.getByText("appId: 'YOUR_APP_ID'")).toBeVisible();
  const account = page.getByRole('navigation', { name: 'Account' });
  await expect(account.getByRole('link', { name: 'Login' })).toHaveCount(0);
  await page.getByRole('navigation', { name: 'Documentation' }).getByRole('link', { name: 'Webhook' }).click();
  await expect(page).toHaveURL(/\/docs\/webhook$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Webhook' })).toBeVisible();
  await expectAccessible(page, 'docs signed in without a partner', { night: false });

  // The portal's screens still need the partner.
  await account.getByRole('link', { name: 'Register New Partner' }).click();
  await expect(page).toHaveURL(/\/register-partner$/);
  await page.goto('/apps');
  await expect(page).toHaveURL(/\/register-partner$/);
});
