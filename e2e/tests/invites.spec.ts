import { expect, type Page, test } from '@playwright/test';
import { expectAccessible } from '../support/a11y';
import { apiLogin, createActivatedUser, gql, shot } from '../support/api';
import { chooseOption, expectDashboard, loginAs } from '../support/pages';
import { activateInBrowser } from '../support/payments';

// Issue 11 item 8: the pending invites of the partner on /users, and revoking one.

const pendingSection = (page: Page) => page.getByRole('region', { name: 'Pending invites' });

test('create an invite → it is listed as pending → revoke it → it is gone and its code is refused', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await loginAs(page, 'admin@demo.test');
  await expectDashboard(page);
  await activateInBrowser(page, 'admin@demo.test');
  await page.goto('/users');
  await expect(page.getByRole('heading', { name: 'User Manager' })).toBeVisible();
  const pending = pendingSection(page);
  await expect(pending.getByRole('heading', { name: 'Pending invites' })).toBeVisible();
  // Every other journey uses the codes it makes: the partner starts with none pending.
  await expect(pending.getByText('No pending invites')).toBeVisible();
  await shot(page, 'invites-empty');

  await page.getByRole('button', { name: 'Invite' }).click();
  const dialog = page.getByRole('dialog', { name: 'Invite a member' });
  await chooseOption(page, 'Invite role', 'SUPPORTER');
  await dialog.getByRole('button', { name: 'Create invite code' }).click();
  const code = (await dialog.locator('code').textContent())?.trim() ?? '';
  expect(code).toMatch(/^[A-Z2-9]{4}(-[A-Z2-9]{4}){3}$/);
  await dialog.getByRole('button', { name: 'Done' }).click();

  const row = pending.getByRole('row').filter({ hasText: 'SUPPORTER' });
  await expect(row).toHaveCount(1);
  await expect(row.getByText('Adam Admin')).toBeVisible();
  await expect(pending.getByRole('columnheader')).toHaveText(['Role', 'Created by', 'Created', 'Expires', 'Actions']);
  // The code is shown once, in the dialog; the list never repeats it.
  await expect(pending.getByText(code)).toHaveCount(0);
  await shot(page, 'invites-pending-1440');
  await expectAccessible(page, 'users with pending invites');
  await page.setViewportSize({ width: 390, height: 844 });
  // On a phone the row keeps its role, expiry and the action in view.
  await row.scrollIntoViewIfNeeded();
  await expect(row.getByRole('button', { name: /Revoke/ })).toBeInViewport();
  await shot(page, 'invites-pending-390');
  await page.setViewportSize({ width: 1440, height: 900 });

  await row.getByRole('button', { name: /Revoke/ }).click();
  const confirm = page.getByRole('dialog').filter({ hasText: 'Revoke this SUPPORTER invite?' });
  await expect(confirm.getByText('Nobody can join with its code afterwards.')).toBeVisible();
  await shot(page, 'invites-revoke-confirm');
  await expectAccessible(page, 'revoke invite confirmation');
  await confirm.getByRole('button', { name: 'Revoke' }).click();
  await expect(page.getByText('Invite revoked')).toBeVisible();
  await expect(pending.getByRole('row').filter({ hasText: 'SUPPORTER' })).toHaveCount(0);
  await expect(pending.getByText('No pending invites')).toBeVisible();

  const joiner = await createActivatedUser('revoked-joiner');
  const res = await gql(
    'mutation Join($c: String!) { joinPartner(invite_token: $c) { id } }',
    { c: code },
    await apiLogin(joiner.email, joiner.password),
  );
  expect(res.errors?.[0]?.message).toBe('This invite code has been revoked');
});

test('roles that may not invite see no pending invites', async ({ page }) => {
  await loginAs(page, 'technical@demo.test');
  await expect(page).not.toHaveURL(/\/login$/);
  await activateInBrowser(page, 'technical@demo.test');
  await page.goto('/users');
  // The User Manager is for OWNER and ADMIN: other roles get the permission screen (issue 12 item 9).
  await expect(page.getByRole('heading', { name: 'You do not have permission to view this page' })).toBeVisible();
  await expect(pendingSection(page)).toHaveCount(0);
});
