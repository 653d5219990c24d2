import { expect, type Page } from '@playwright/test';
import { setNightMode } from './a11y';
import { shot } from './api';
import { transactionRow } from './money';
import { LoginPage } from './pages';
import { activateInBrowser } from './payments';

// The steps the transaction detail's journeys share (refunds, complaints: PRODUCT §11, §12).

/** The signed-in portal with today's active token, as `email`. */
export const signInActive = async (page: Page, email: string): Promise<void> => {
  await new LoginPage(page).login(email);
  // The dashboard's first load is the slowest step on a busy two-core machine: a generous wait.
  await expect(page.getByRole('heading', { name: 'Dashboard' })).toBeVisible({ timeout: 60_000 });
  await activateInBrowser(page, email);
};

/** The detail dialog of a payment shown in the list (its row's Actions → Detail). */
export const openTransactionDetail = async (page: Page, transactionId: string) => {
  await transactionRow(page, transactionId)
    .getByRole('button', { name: `Actions of ${transactionId}` })
    .click();
  await page.getByRole('menuitem', { name: 'Detail' }).click();
  const detail = page.getByRole('dialog', { name: 'Transaction detail' });
  await expect(detail.getByText(transactionId, { exact: true })).toBeVisible();
  return detail;
};

/** Both sizes of the brief, and night mode at the wide one. */
export const briefShots = async (page: Page, name: string) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await shot(page, `${name}-1440`);
  await page.setViewportSize({ width: 390, height: 844 });
  await shot(page, `${name}-390`);
  await page.setViewportSize({ width: 1440, height: 900 });
  await setNightMode(page, true);
  await shot(page, `${name}-1440-night`);
  await setNightMode(page, false);
};
