import { expect, test } from '@playwright/test';
import { expectAccessible } from '../support/a11y';
import { shot } from '../support/api';
import { LoginPage, Shell } from '../support/pages';
import { activateInBrowser } from '../support/payments';

// Issue #15 item 3: a member saves the list's filters as a view, opens the list with it by
// default, renames it and deletes it — as a person does it, keyboard and dialogs included.
// FINANCIAL of Demo Shop: no other journey keeps views for this user.

const USER = 'financial@demo.test';

test('save the filters as a default view, open the list with it, rename and delete it', async ({ page }) => {
  await new LoginPage(page).login(USER);
  await new Shell(page).expectDashboard();
  await activateInBrowser(page, USER);

  await page.goto('/transaction?statuses=FAILED&limit=50');
  await expect(page).toHaveURL(/statuses=FAILED.*page=1&limit=50&offset=0$/);
  const views = page.getByRole('button', { name: 'Views' });
  await views.click();
  await expect(page.getByRole('menuitem', { name: 'Manage views…' })).toHaveAttribute('aria-disabled', 'true');
  await page.getByRole('menuitem', { name: 'Save current filters…' }).click();

  const save = page.getByRole('dialog', { name: 'Save view' });
  // An empty name is refused with the form's message, nothing saved.
  await save.getByRole('button', { name: 'Save' }).click();
  await expect(save.getByText('Please input view name')).toBeVisible();
  await expectAccessible(page, 'save view dialog');
  await save.getByLabel('View name').fill('Failed, 50 a page');
  // Not even the first view is made the default unasked (issue 28 item 13): the member ticks it.
  const makeDefault = save.getByRole('checkbox', { name: 'Open the transaction list with this view' });
  await expect(makeDefault).not.toBeChecked();
  await makeDefault.check();
  await save.getByLabel('View name').focus();
  await page.keyboard.press('Enter');
  await expect(page.getByText('View “Failed, 50 a page” saved')).toBeVisible();
  await expect(save).toBeHidden();
  await expect(page.getByRole('button', { name: 'View: Failed, 50 a page' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'View: Failed, 50 a page' })).toBeFocused();

  // The bare list opens with the default view; a link with its own filters keeps them.
  await page.goto('/transaction');
  await expect(page).toHaveURL(/\?statuses=FAILED&page=1&limit=50&offset=0$/);
  await expect(page.getByRole('region', { name: 'Active filters' })).toContainText('Status: FAILED');
  await page.goto('/transaction?statuses=SUCCESS');
  await expect(page).toHaveURL(/statuses=SUCCESS&page=1/);
  await expect(page.getByRole('button', { name: 'Views' })).toBeVisible();

  // A second view, not the default; the menu opens either.
  await page.getByRole('button', { name: 'Views' }).click();
  await page.getByRole('menuitem', { name: 'Save current filters…' }).click();
  await expect(save.getByRole('checkbox', { name: 'Open the transaction list with this view' })).not.toBeChecked();
  // The same name in another case is taken.
  await save.getByLabel('View name').fill('FAILED, 50 A PAGE');
  await save.getByRole('button', { name: 'Save' }).click();
  await expect(save.getByRole('alert').filter({ hasText: 'You already have a view with this name' })).toHaveCount(2);
  await save.getByLabel('View name').fill('Succeeded');
  await save.getByRole('button', { name: 'Save' }).click();
  await expect(save).toBeHidden();
  await page.getByRole('button', { name: 'View: Succeeded' }).click();
  await page.getByRole('menuitem', { name: 'Failed, 50 a page (default)' }).click();
  await expect(page).toHaveURL(/\?statuses=FAILED&page=1&limit=50&offset=0$/);
  // Saving "Succeeded" unticked left the default alone: the bare list still opens with the failed view.
  await page.goto('/transaction');
  await expect(page).toHaveURL(/\?statuses=FAILED&page=1&limit=50&offset=0$/);

  // Manage: rename, then delete after confirming.
  await page.getByRole('button', { name: 'View: Failed, 50 a page' }).click();
  await page.getByRole('menuitem', { name: 'Manage views…' }).click();
  const manage = page.getByRole('dialog', { name: 'Manage views' });
  await expect(manage.getByRole('list', { name: 'Saved views' }).getByRole('listitem')).toHaveCount(2);
  await shot(page, 'saved-views-manage');
  await expectAccessible(page, 'manage views dialog');
  await manage.getByRole('button', { name: 'Rename Failed, 50 a page' }).click();
  await manage.getByLabel('New name').fill('Failed payments');
  await manage.getByRole('button', { name: 'Save' }).click();
  await expect(manage.getByText('Failed payments')).toBeVisible();
  await manage.getByRole('button', { name: 'Remove default: Failed payments' }).click();
  await expect(manage.getByRole('button', { name: 'Make default: Failed payments' })).toBeVisible();

  for (const name of ['Failed payments', 'Succeeded']) {
    await manage.getByRole('button', { name: `Delete ${name}` }).click();
    const confirm = page.getByRole('dialog', { name: `Delete view “${name}”?` });
    await confirm.getByRole('button', { name: 'Delete' }).click();
    await expect(confirm).toBeHidden();
  }
  await expect(manage.getByText('No saved views yet.')).toBeVisible();
  await manage.getByRole('button', { name: 'Close' }).first().click();
  await expect(page.getByRole('button', { name: 'Views' })).toBeFocused();

  // No default any more: the bare list stays unfiltered.
  await page.goto('/transaction');
  await expect(page).toHaveURL(/\/transaction\?page=1&limit=20&offset=0$/);
});

test('the views control on a phone', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await new LoginPage(page).login(USER);
  await new Shell(page).expectDashboard();
  await activateInBrowser(page, USER);
  await page.goto('/transaction?statuses=PENDING');
  await page.getByRole('button', { name: 'Views' }).click();
  await page.getByRole('menuitem', { name: 'Save current filters…' }).click();
  const save = page.getByRole('dialog', { name: 'Save view' });
  await expect(save).toBeVisible();
  await shot(page, 'saved-views-save-phone');
  await save.getByRole('button', { name: 'Cancel' }).click();
  await expect(save).toBeHidden();
});
