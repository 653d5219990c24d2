import path from 'node:path';
import { expect, test } from '@playwright/test';
import { expectAccessible, setNightMode } from '../support/a11y';
import {
  adminCli,
  apiLogin,
  createActivatedUser,
  gql,
  gqlOk,
  nextMail,
  seenMail,
  shot,
  uniqueEmail,
} from '../support/api';
import {
  ActivePage,
  ForgotPasswordPage,
  LoginPage,
  RegisterPage,
  RegisterPartnerPage,
  ResetPasswordPage,
  Shell,
} from '../support/pages';

/** A viewport screenshot's file (shot() takes the whole page). */
const artifact = (name: string) => path.join(import.meta.dirname, `../.artifacts/${name}.png`);

test('register → mail link → operator activation → login → register partner → dashboard', async ({ page }) => {
  const user = { name: 'Nora Newcomer', email: uniqueEmail('newcomer'), password: 'a-good-password' };
  const register = new RegisterPage(page);
  const login = new LoginPage(page);

  await register.goto();
  await register.fill(user);
  await shot(page, 'account-register');
  await expectAccessible(page, 'register', { night: false });
  const seen = await seenMail();
  await register.submit();
  await register.expectSuccess();
  await shot(page, 'account-register-success');
  await expectAccessible(page, 'register success', { night: false });

  const mail = await nextMail(user.email, seen);
  expect(mail.links[0]).toMatch(/\/active\//);
  const active = new ActivePage(page);
  await active.open(mail.links[0]!);
  await active.expectVerified();
  await shot(page, 'account-active-success');
  await expectAccessible(page, 'active', { night: false });
  // After 4 s the page goes to /, which sends a visitor without a session to /login.
  await expect(page).toHaveURL(/\/login$/, { timeout: 10_000 });

  await login.login(user.email, user.password);
  await expect(
    page.getByText('Your account has not been activated by an administrator yet. Please wait for activation.'),
  ).toBeVisible();
  await expect(page).toHaveURL(/\/login$/);
  await shot(page, 'account-login-not-activated');
  await expectAccessible(page, 'login with an error', { night: false });

  // The operator activates the account while the portal keeps running on the same data folder.
  expect(await adminCli('activate-user', user.email)).toContain(`Activated ${user.email}`);

  await login.login(user.email, user.password);
  const registerPartner = new RegisterPartnerPage(page);
  await registerPartner.expectOpen();
  await expect(
    page.getByText('You must register a partner, or join one with an invitation code, before using the system.'),
  ).toBeVisible();
  await shot(page, 'account-register-partner');
  await expectAccessible(page, 'register partner', { night: false });
  await registerPartner.register('Nora Trading');
  const shell = new Shell(page);
  await shell.expectDashboard();
  await shell.expectPartner('Nora Trading');
  await shot(page, 'account-dashboard-after-register');
  await expectAccessible(page, 'dashboard of a new partner');
});

test('the login page follows the stored Night Mode, at once and as it changes (issue 28 review)', async ({ page }) => {
  const login = new LoginPage(page);
  await login.goto();
  await setNightMode(page, true);
  await page.reload();
  const background = () => page.locator('.account-page').evaluate((el) => getComputedStyle(el).backgroundColor);
  const card = () => page.locator('.account-card').evaluate((el) => getComputedStyle(el).backgroundColor);
  await expect(page.locator('.account-page')).toHaveAttribute('data-night', 'true');
  expect(await background()).toBe('rgb(20, 20, 20)');
  expect(await card()).toBe('rgb(31, 31, 31)');
  await login.email().focus();
  await login.password().focus();
  await expect(page.getByText('email is required!')).toBeVisible();
  for (const size of [
    { width: 1440, height: 900 },
    { width: 390, height: 844 },
  ]) {
    await page.setViewportSize(size);
    await page.screenshot({ path: artifact(`account-login-night-${size.width}`) });
  }
  await expectAccessible(page, 'login in night mode', { night: false });
  // Turned off in another tab or the settings: the page follows without a reload.
  await setNightMode(page, false);
  await expect(page.locator('.account-page')).not.toHaveAttribute('data-night');
  expect(await card()).toBe('rgb(255, 255, 255)');
  await page.screenshot({ path: artifact('account-login-light-390') });
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.screenshot({ path: artifact('account-login-light-1440') });
  await expectAccessible(page, 'login in light mode', { night: false });
});

test('login and forgot-password messages show only for touched fields', async ({ page }) => {
  const login = new LoginPage(page);
  await login.goto();
  await expect(page.getByText('email is required!')).toHaveCount(0);
  await login.email().focus();
  await login.password().focus();
  await expect(page.getByText('email is required!')).toBeVisible();
  await expect(page.getByText('password is required!')).toHaveCount(0);
  await shot(page, 'account-login-validation');
  await expectAccessible(page, 'login with messages', { night: false });

  await page.goto('/forgot-password');
  await page.getByLabel('Email').fill('not-an-email');
  await page.getByRole('button', { name: 'SUBMIT' }).click();
  await expect(page.getByText('Email invalid')).toBeVisible();
});

test('forgot password → mail link → reset → login with the new password; the link works once', async ({ page }) => {
  const user = await createActivatedUser('forgetful');
  await gqlOk(
    'mutation CreatePartner($n: String!) { createPartner(name: $n, partner_type: COMPANY) { id } }',
    { n: 'Forgetful Ltd' },
    await apiLogin(user.email, user.password),
  );
  const newPassword = 'a-brand-new-password';

  const seen = await seenMail();
  await new ForgotPasswordPage(page).request(user.email);
  await shot(page, 'account-forgot-password-sent');
  await expectAccessible(page, 'forgot password', { night: false });
  const link = (await nextMail(user.email, seen)).links[0]!;
  expect(link).toMatch(/\/reset-password\?/);

  const reset = new ResetPasswordPage(page);
  await reset.open(link);
  await expectAccessible(page, 'reset password', { night: false });
  await reset.update(newPassword);
  await expect(reset.successModal().getByText('Reset password successful!')).toBeVisible();
  await shot(page, 'account-reset-success');
  await expectAccessible(page, 'reset password success dialog', { night: false });
  await reset.successModal().getByRole('button', { name: 'Login' }).click();
  await expect(page).toHaveURL(/\/login$/);

  await new LoginPage(page).login(user.email, newPassword);
  await new Shell(page).expectDashboard();
  const old = await gql(
    'mutation Login($e: String!, $p: String!) { loginByPassword(email_or_phone_number: $e, password: $p) { access_token } }',
    { e: user.email, p: user.password },
  );
  expect(old.errors?.[0]?.message).toBeTruthy();

  // The same link again is refused with the server's message.
  await page.context().clearCookies();
  await reset.open(link);
  await reset.update('yet-another-password');
  await expect(page.getByText('This reset link is invalid or has expired. Please ask for a new one.')).toBeVisible();
  await shot(page, 'account-reset-link-reused');
});
