import { expect, test } from '@playwright/test';
import { adminCli, latestMail, shot, uniqueEmail } from '../support/api';
import { expectDashboard, loginAs } from '../support/pages';

test('register → mail link → operator activation → login → register partner → dashboard', async ({ page }) => {
  const email = uniqueEmail('newcomer');
  const password = 'a-good-password';

  await page.goto('/register');
  await page.getByLabel('Fullname').fill('Nora Newcomer');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(password);
  await shot(page, 'register');
  await page.getByRole('button', { name: 'REGISTER' }).click();
  await expect(page).toHaveURL(/\/register-success$/);
  await expect(page.getByText('Register successful')).toBeVisible();
  await expect(page.getByText('Check Your Email To Activate Your Account.')).toBeVisible();

  const mail = await latestMail(email);
  const link = new URL(mail.links[0]!);
  await page.goto(link.pathname);
  await expect(page.getByText('Email verify successful')).toBeVisible();
  await expect(page.getByText('Please wait admin active account')).toBeVisible();
  await shot(page, 'active-success');
  // After 4 s the page goes to /, which sends a visitor without session to /login.
  await expect(page).toHaveURL(/\/login$/, { timeout: 10_000 });

  await loginAs(page, email, password);
  await expect(
    page.getByText('Your account has not been activated by an administrator yet. Please wait for activation.'),
  ).toBeVisible();
  await shot(page, 'login-not-activated');

  expect(adminCli('activate-user', email)).toContain(`Activated ${email}`);

  await loginAs(page, email, password);
  await expect(page).toHaveURL(/\/register-partner$/);
  await expect(page.getByRole('heading', { name: 'Register New Partner' })).toBeVisible();
  await page.getByLabel('Partner name').fill('Nora Trading');
  await shot(page, 'register-partner');
  await page.getByRole('button', { name: 'REGISTER' }).click();
  await expectDashboard(page);
  await shot(page, 'dashboard-after-register');
});

test('validation messages show only for touched fields', async ({ page }) => {
  await page.goto('/login');
  await expect(page.getByText('email is required!')).toHaveCount(0);
  await page.getByLabel('Email or phone number').focus();
  await page.getByLabel('Password', { exact: true }).focus();
  await expect(page.getByText('email is required!')).toBeVisible();
  await expect(page.getByText('password is required!')).toHaveCount(0);
  await shot(page, 'login-validation');
});

test('forgot password → mail link → reset → login with the new password; the link works once', async ({ page }) => {
  const email = 'supporter@demo.test';
  await page.goto('/forgot-password');
  await page.getByLabel('Email').fill(email);
  await page.getByRole('button', { name: 'SUBMIT' }).click();
  await expect(page.getByText('Check Your Email To Reset Your Password')).toBeVisible();

  const link = new URL((await latestMail(email)).links[0]!);
  await page.goto(`${link.pathname}${link.search}`);
  await expect(page.getByRole('heading', { name: 'Update Password' })).toBeVisible();
  await page.getByLabel('Password', { exact: true }).fill('supporter-new-pass');
  await page.getByLabel('Confirm Password').fill('supporter-new-pass');
  await page.getByRole('button', { name: 'UPDATE' }).click();
  await expect(page.getByText('Reset password successful!')).toBeVisible();
  await shot(page, 'reset-success');
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page).toHaveURL(/\/login$/);

  await loginAs(page, email, 'supporter-new-pass');
  await expectDashboard(page);

  // The same link again is refused with the server's message.
  await page.context().clearCookies();
  await page.goto(`${link.pathname}${link.search}`);
  await page.getByLabel('Password', { exact: true }).fill('another-pass-1');
  await page.getByLabel('Confirm Password').fill('another-pass-1');
  await page.getByRole('button', { name: 'UPDATE' }).click();
  await expect(page.getByText('This reset link is invalid or has expired. Please ask for a new one.')).toBeVisible();
});
