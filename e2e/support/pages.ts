import { expect, type Page } from '@playwright/test';
import { DEMO_PASSWORD } from './api';

/** The login screen, used as a person uses it. */
export const loginAs = async (page: Page, email: string, password = DEMO_PASSWORD) => {
  await page.goto('/login');
  await page.getByLabel('Email or phone number').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'LOGIN' }).click();
};

export const expectDashboard = async (page: Page) => {
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('heading', { name: 'Dashboard' })).toBeVisible();
};
