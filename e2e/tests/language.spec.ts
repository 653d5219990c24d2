import { type Browser, expect, type Page, test } from '@playwright/test';
import { expectAccessible } from '../support/a11y';
import { apiLogin, createActivatedUser, gqlOk, shot } from '../support/api';
import { LoginPage, Shell } from '../support/pages';

// Issue 31 item 2: the language is chosen on /setting, applies at once without a reload, is saved
// on the user and follows them to another browser; <html lang> follows it.

const freshOwner = async (label: string) => {
  const user = await createActivatedUser(label);
  const token = await apiLogin(user.email, user.password);
  await gqlOk('mutation { createPartner(name: "Language Test Shop", partner_type: INVIDUAL) { id } }', {}, token);
  return { ...user, token };
};

const signIn = async (page: Page, email: string, password: string) => {
  await new LoginPage(page).login(email, password);
  await new Shell(page).expectDashboard();
};

const savedLanguage = async (token: string) =>
  (await gqlOk<{ userInfo: { language: string } }>('{ userInfo { language } }', {}, token)).userInfo.language;

/** A browser of its own (no storage shared with the first): what "another browser" means. */
const anotherBrowser = async (browser: Browser) => (await browser.newContext()).newPage();

test('the language switch on /setting applies at once, is saved on the user and follows them', async ({
  page,
  browser,
}) => {
  const owner = await freshOwner('language');
  await page.setViewportSize({ width: 1440, height: 900 });
  await signIn(page, owner.email, owner.password);
  await page.goto('/setting');
  await expect(page.getByRole('heading', { name: 'Setting', level: 1 })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  const choice = page.getByRole('radiogroup', { name: 'Language' });
  await expect(choice.getByRole('radio', { name: 'English' })).toBeChecked();

  // No reload: a value kept in the page survives the switch.
  await page.evaluate(() => {
    (window as unknown as { keptAcrossSwitch: number }).keptAcrossSwitch = 31;
  });
  await choice.getByText('Tiếng Việt').click();
  await expect(page.getByRole('heading', { name: 'Cài đặt', level: 1 })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'vi');
  await expect(page.getByText('Chế độ tối', { exact: true })).toBeVisible();
  const vietnamese = page.getByRole('radiogroup', { name: 'Ngôn ngữ' });
  await expect(vietnamese.getByRole('radio', { name: 'Tiếng Việt' })).toBeChecked();
  expect(await page.evaluate(() => (window as unknown as { keptAcrossSwitch?: number }).keptAcrossSwitch)).toBe(31);
  await expect.poll(() => savedLanguage(owner.token)).toBe('vi');
  await expectAccessible(page, 'setting in Vietnamese');
  await shot(page, 'setting-vi-1440');
  await page.setViewportSize({ width: 390, height: 844 });
  await shot(page, 'setting-vi-390');
  await page.setViewportSize({ width: 1440, height: 900 });

  // The next visit starts in Vietnamese, before the server is asked.
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Cài đặt', level: 1 })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'vi');

  // Another browser, where this user never chose: the saved language follows them after sign-in.
  const elsewhere = await anotherBrowser(browser);
  await new LoginPage(elsewhere).login(owner.email, owner.password);
  await expect(elsewhere).toHaveURL(/\/$/);
  // The shell speaks it as soon as the user is known (the dashboard's own words move later).
  await expect(elsewhere.getByRole('link', { name: 'Tổng quan' })).toBeVisible();
  await expect(elsewhere.locator('html')).toHaveAttribute('lang', 'vi');
  await elsewhere.goto('/setting');
  await expect(elsewhere.getByRole('heading', { name: 'Cài đặt', level: 1 })).toBeVisible();
  await expect(elsewhere.locator('html')).toHaveAttribute('lang', 'vi');
  await elsewhere.context().close();

  // And back: the spec's English, word for word.
  await page.getByRole('radiogroup', { name: 'Ngôn ngữ' }).getByText('English').click();
  await expect(page.getByRole('heading', { name: 'Setting', level: 1 })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await expect(page.getByText('A dark theme for every screen, kept in this browser.')).toBeVisible();
  await expect.poll(() => savedLanguage(owner.token)).toBe('en');
});

test('a first visit speaks the browser language before sign-in', async ({ browser }) => {
  const context = await browser.newContext({ locale: 'vi-VN', viewport: { width: 390, height: 844 } });
  const page = await context.newPage();
  await page.goto('/login');
  await expect(page.locator('html')).toHaveAttribute('lang', 'vi');
  await expect(page.getByRole('heading', { name: 'Đăng nhập', level: 1 })).toBeVisible();
  await expect(page.getByRole('button', { name: 'ĐĂNG NHẬP' })).toBeVisible();
  await expect(page.getByLabel('Email hoặc số điện thoại')).toBeVisible();
  await expectAccessible(page, 'login in Vietnamese', { night: false });
  await shot(page, 'login-vi-390');
  await context.close();
});
