import { expect, type Locator, type Page } from '@playwright/test';
import { DEMO_PASSWORD } from './api';

// Page objects: the screens as a person uses them, found by label, role and the spec's texts.

export class LoginPage {
  constructor(private readonly page: Page) {}

  readonly email = () => this.page.getByLabel('Email or phone number');
  readonly password = () => this.page.getByLabel('Password', { exact: true });

  async goto() {
    await this.page.goto('/login');
    await expect(this.page.getByRole('button', { name: 'LOGIN' })).toBeVisible();
  }

  async login(email: string, password = DEMO_PASSWORD, otp?: string) {
    await this.goto();
    await this.email().fill(email);
    await this.password().fill(password);
    if (otp) await this.page.getByLabel(/^OTP/).fill(otp);
    await this.page.getByRole('button', { name: 'LOGIN' }).click();
  }
}

export class RegisterPage {
  constructor(private readonly page: Page) {}

  async goto() {
    await this.page.goto('/register');
    await expect(this.page.getByRole('button', { name: 'REGISTER' })).toBeVisible();
  }

  async fill(user: { name: string; email: string; password: string }) {
    await this.page.getByLabel('Fullname').fill(user.name);
    await this.page.getByLabel('Email').fill(user.email);
    await this.page.getByLabel('Password').fill(user.password);
  }

  async submit() {
    await this.page.getByRole('button', { name: 'REGISTER' }).click();
  }

  async expectSuccess() {
    await expect(this.page).toHaveURL(/\/register-success$/);
    await expect(this.page.getByText('Register successful')).toBeVisible();
    await expect(this.page.getByText('Check Your Email To Activate Your Account.')).toBeVisible();
  }
}

/** /active/{token}: opened from the verification mail. */
export class ActivePage {
  constructor(private readonly page: Page) {}

  async open(link: string) {
    await this.page.goto(link);
  }

  async expectVerified() {
    await expect(this.page.getByText('Email verify successful')).toBeVisible();
    await expect(this.page.getByText('Please wait admin active account')).toBeVisible();
    await expect(this.page.getByText('Redirecting to Home Page')).toBeVisible();
  }
}

export class ForgotPasswordPage {
  constructor(private readonly page: Page) {}

  async request(email: string) {
    await this.page.goto('/forgot-password');
    await expect(this.page.getByRole('heading', { name: 'Forgot Password' })).toBeVisible();
    await this.page.getByLabel('Email').fill(email);
    await this.page.getByRole('button', { name: 'SUBMIT' }).click();
    await expect(this.page.getByText('Check Your Email To Reset Your Password')).toBeVisible();
  }
}

/** /reset-password?user_id=..&token=..: opened from the reset mail. */
export class ResetPasswordPage {
  constructor(private readonly page: Page) {}

  readonly successModal = () => this.page.getByRole('dialog', { name: 'Success' });

  async open(link: string) {
    await this.page.goto(link);
    await expect(this.page.getByRole('heading', { name: 'Update Password' })).toBeVisible();
  }

  async update(password: string) {
    await this.page.getByLabel('Password', { exact: true }).fill(password);
    await this.page.getByLabel('Confirm Password').fill(password);
    await this.page.getByRole('button', { name: 'UPDATE' }).click();
  }
}

export class RegisterPartnerPage {
  constructor(private readonly page: Page) {}

  async expectOpen() {
    await expect(this.page).toHaveURL(/\/register-partner$/);
    await expect(this.page.getByRole('heading', { name: 'Register New Partner' })).toBeVisible();
  }

  async register(name: string) {
    await this.page.getByLabel('Partner name').fill(name);
    await this.page.getByRole('button', { name: 'REGISTER' }).click();
  }
}

export class JoinPartnerPage {
  constructor(private readonly page: Page) {}

  async expectOpen() {
    await expect(this.page).toHaveURL(/\/join-partner$/);
    await expect(this.page.getByRole('heading', { name: 'Join partner' })).toBeVisible();
  }

  async join(code: string) {
    await this.page.getByLabel('Invite code').fill(code);
    await this.page.getByRole('button', { name: 'SUBMIT' }).click();
  }
}

/** The authenticated shell of PRODUCT §2.4: top bar, sidebar, partner switcher, profile menu. */
export class Shell {
  constructor(private readonly page: Page) {}

  readonly topBar = (): Locator => this.page.getByRole('banner');
  readonly sidebar = (): Locator => this.page.getByRole('complementary');

  async expectDashboard() {
    await expect(this.page).toHaveURL(/\/$/);
    await expect(this.page.getByRole('heading', { name: 'Dashboard' })).toBeVisible();
  }

  /** The sidebar's top-level items, in order. */
  async menuItems(): Promise<string[]> {
    const items = this.sidebar().getByRole('menuitem');
    await expect(items.first()).toBeVisible();
    return (await items.allInnerTexts()).map((t) => t.trim()).filter(Boolean);
  }

  async expectPartner(name: string) {
    await expect(this.topBar().getByText(name, { exact: true })).toBeVisible();
  }

  /** Types into the searchable switcher and takes the first match, as a keyboard user does. */
  async switchPartner(search: string, name: string) {
    await this.topBar().getByRole('combobox', { name: 'Partner' }).click();
    await this.page.keyboard.type(search);
    await expect(this.page.getByTitle(name, { exact: true }).last()).toBeVisible();
    await this.page.keyboard.press('Enter');
    await this.expectPartner(name);
  }

  async logout() {
    await this.topBar().getByRole('button', { name: 'Profile menu' }).hover();
    await this.page.getByRole('menuitem', { name: 'Logout' }).click();
  }
}

/** Logs in through the login screen (kept for specs written before the page objects). */
export const loginAs = (page: Page, email: string, password = DEMO_PASSWORD) =>
  new LoginPage(page).login(email, password);

export const expectDashboard = (page: Page) => new Shell(page).expectDashboard();

/**
 * antd Select: opens it by its label and picks the option whose text contains `option`, then
 * waits for the list to close. A click that lands while the list is still animating open does not
 * select and leaves the list over the dialog's buttons (seen in CI), so the pick is retried until
 * the list has closed.
 */
export const chooseOption = async (page: Page, label: string, option: string) => {
  const combobox = page.getByRole('combobox', { name: label, exact: true });
  const openList = page.locator('.ant-select-dropdown:visible');
  await expect(async () => {
    if ((await openList.count()) === 0) await combobox.click();
    await openList.locator('.ant-select-item-option').filter({ hasText: option }).first().click({ timeout: 2_000 });
    await expect(openList).toHaveCount(0, { timeout: 1_000 });
  }).toPass({ timeout: 15_000 });
};
