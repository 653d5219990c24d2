import { expect, type Page, test } from '@playwright/test';
import { expectAccessible, setNightMode } from '../support/a11y';
import { apiLogin } from '../support/api';
import { BalanceCards, chooseIn, field, grouped, topUpVnd } from '../support/money';
import { chooseOption, LoginPage, Shell } from '../support/pages';
import { activateInBrowser, appByName, partnerFees } from '../support/payments';

// Issue 28 item 2: the cash-out of 260,000,000 that took 260,520,000 with no fee shown. The modal
// now shows the fee and the total that leaves the balance before anything is submitted.

const OWNER = 'owner@demo.test';
const STORE = 'Demo Store';
const PAYEE_ACCOUNT = '0123456789';

const shots = async (page: Page, name: string) => {
  for (const [width, height] of [
    [1440, 900],
    [390, 844],
  ] as const) {
    await page.setViewportSize({ width, height });
    for (const night of [false, true]) {
      await setNightMode(page, night);
      await page.screenshot({ path: `/tmp/h28-shots/${name}-${width}-${night ? 'night' : 'light'}.png` });
    }
  }
  await setNightMode(page, false);
  await page.setViewportSize({ width: 1440, height: 900 });
};

test('the cash-out modal shows the fee and the total before the submit', async ({ page }) => {
  const token = await apiLogin(OWNER);
  const store = await appByName(token, STORE);
  const rule = (await partnerFees(token)).cashout_vnd;
  // The server's rule, written independently: rate × amount rounded half up, per chunk.
  const feeOf = (amount: bigint) =>
    rule ? (amount * BigInt(Math.round((rule.rate ?? 0) * 1e6)) + 500_000n) / 1_000_000n + BigInt(rule.fixed ?? 0) : 0n;
  const fees = feeOf(250_000_000n) + feeOf(10_000_000n);
  await topUpVnd(token, store.id, 261_000_000n);

  await page.setViewportSize({ width: 1440, height: 900 });
  await new LoginPage(page).login(OWNER);
  await new Shell(page).expectDashboard();
  await activateInBrowser(page, OWNER);
  await page.reload();
  const cards = new BalanceCards(page);
  await cards.expectLoaded();
  await chooseOption(page, 'Balance of app', STORE);
  const dialog = await cards.open('CashOut');
  await chooseIn(dialog, 'App', STORE);
  await chooseIn(dialog, 'Payee bank', 'VCB');
  await chooseIn(dialog, 'Payee account type', 'Bank account');
  await field(dialog, 'Payee account').fill(PAYEE_ACCOUNT);
  await dialog.getByRole('button', { name: 'Check Info' }).click();
  // Grouped as the user types (issue 28 item 3): key by key, not only once the field is left.
  await field(dialog, 'Amount').pressSequentially('260000000');
  await expect(field(dialog, 'Amount')).toHaveValue('260,000,000');
  await expect(dialog).toContainText('sent in 2 chunks');
  await expect(dialog.getByTestId('fee-preview')).toHaveText(`${grouped(fees)} VND`);
  await expect(dialog.getByTestId('total-preview')).toHaveText(`${grouped(260_000_000n + fees)} VND`);
  await expectAccessible(page, 'Cash out modal with its fee');
  await shots(page, 'cash-out-fee');
  // Nothing was sent: Cancel leaves the balance as it was.
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toBeHidden();
});
