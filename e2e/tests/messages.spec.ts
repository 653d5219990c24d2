import { expect, test } from '@playwright/test';
import { DEMO_PASSWORD, demoOtp, shot } from '../support/api';
import { LoginPage, Shell } from '../support/pages';

// Issue 28 item 6: a message disappears when what it reported is resolved, and none greets a
// visitor who has done nothing yet.

test('a first visit to / opens the login screen without "You need to login"', async ({ page }) => {
  await page.goto('/');
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Login' })).toBeVisible();
  // The warning loaded with antd's code, within a second when it came.
  await page.waitForTimeout(1500);
  await expect(page.getByText('You need to login')).toHaveCount(0);
});

test('"You need to login" after a session ended goes once the user logs in', async ({ page, baseURL }) => {
  // A login left its user name, and the session ended without a logout.
  await page.context().addCookies([{ name: 'user_name', value: 'Fiona', url: baseURL! }]);
  await page.goto('/');
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByText('You need to login')).toBeVisible();

  const login = new LoginPage(page);
  await login.email().fill('financial@demo.test');
  await login.password().fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'LOGIN' }).click();
  await new Shell(page).expectDashboard();
  await expect(page.getByText('You need to login')).toHaveCount(0);
});

test('"Email or password is incorrect" does not follow the user to the dashboard', async ({ page }) => {
  const login = new LoginPage(page);
  await login.login('financial@demo.test', 'not-the-password');
  await expect(page.getByText('Email or password is incorrect')).toBeVisible();

  // The right password at once, while the 3-second notification is still up.
  await login.password().fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'LOGIN' }).click();
  await new Shell(page).expectDashboard();
  await expect(page.getByText('Email or password is incorrect')).toHaveCount(0);
  await shot(page, 'messages-after-login');
});

test('"OTP is invalid" leaves when the next code succeeds: never beside "Success"', async ({ page }) => {
  const email = 'supporter@demo.test';
  await new LoginPage(page).login(email);
  await new Shell(page).expectDashboard();
  await page.goto('/transaction');
  await page.getByRole('button', { name: 'Show form submit OTP' }).first().click();
  const dialog = page.getByRole('dialog', { name: 'Submit OTP' });
  await dialog.getByLabel('OTP').fill('000000');
  await dialog.getByRole('button', { name: 'Submit' }).click();
  await expect(page.getByText('OTP is invalid')).toBeVisible();

  await dialog.getByLabel('OTP').fill(await demoOtp(email));
  await dialog.getByRole('button', { name: 'Submit' }).click();
  await expect(page.getByText('Success', { exact: true })).toBeVisible();
  await expect(page.getByText('OTP is invalid')).toHaveCount(0);
  await shot(page, 'messages-after-otp');
});
