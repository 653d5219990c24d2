import { expect, type Page, test } from '@playwright/test';
import { expectAccessible, setNightMode } from '../support/a11y';
import { BASE_URL } from '../support/api';
import { LoginPage, Shell } from '../support/pages';
import { activateInBrowser } from '../support/payments';

// Issue 29 item 1: refunds everywhere a payment shows. An owner refunds part of a payment (the
// portal's own refundPayment, as the refund dialog sends it); the list shows the Refunded column
// and total, REFUNDED is a status filter, the dashboard takes the refund off revenue and shows it
// as its own figure, the search says what was refunded.

const OWNER = 'owner@demo.test';
const SHOTS = '/tmp/shots-refund-figures';

const shotAt = async (page: Page, name: string, width: number, height: number) => {
  await page.setViewportSize({ width, height });
  for (const night of [false, true]) {
    await setNightMode(page, night);
    await page.screenshot({ path: `${SHOTS}/${name}-${width}-${night ? 'night' : 'light'}.png` });
  }
  await setNightMode(page, false);
};

/** GraphQL as the signed-in browser sends it: its session and today's active token. */
const browserGql = async <T>(page: Page, query: string, variables: Record<string, unknown>): Promise<T> => {
  const cookies = await page.context().cookies();
  const value = (name: string) => cookies.find((c) => c.name === name)?.value ?? '';
  const res = await fetch(`${BASE_URL}/graphql`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      authorization: value('auth'),
      'active-token': value('active-token'),
    },
    body: JSON.stringify({ query, variables }),
  });
  const body = (await res.json()) as { data: T; errors?: unknown };
  expect(body.errors, JSON.stringify(body.errors)).toBeUndefined();
  return body.data;
};

type Row = { id: string; transaction_id: string; amount: string; refunded_amount: string };

test('a partial refund shows in the list, its totals, the REFUNDED filter, the dashboard and the search', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await new LoginPage(page).login(OWNER);
  await new Shell(page).expectDashboard();
  await activateInBrowser(page, OWNER);

  // A payer's successful card payment of the production Demo Store that nothing refunded yet.
  const { allPayment } = await browserGql<{ allPayment: { data: Row[] } }>(
    page,
    `query { allPayment(statuses: [SUCCESS], types: ["ATM_CARD"], app_status: PRODUCTION, limit: 50) {
      data { id transaction_id amount refunded_amount } } }`,
    {},
  );
  const payment = allPayment.data.find((p) => p.refunded_amount === '0' && Number(p.amount) >= 100_000);
  expect(payment, 'a refundable payment in the demo').toBeTruthy();
  const refundTxn = `e2e-refund-${Date.now().toString(36)}`;
  const made = await browserGql<{ refundPayment: { payment: { status: string; refunded_amount: string } } }>(
    page,
    `mutation R($p: ID!, $t: String!) { refundPayment(payment_id: $p, transaction_id: $t, amount: "12345", reason: "Returned goods") {
      payment { status refunded_amount } } }`,
    { p: payment!.id, t: refundTxn },
  );
  expect(made.refundPayment.payment).toEqual({ status: 'SUCCESS', refunded_amount: '12345' });

  // The list: the Refunded column beside Amount, and the totals' Refunded figure apart from money in.
  await page.goto(`/transaction?payment_id=${payment!.id}`);
  const rows = page.locator('.ant-table-tbody tr.ant-table-row');
  await expect(rows).toHaveCount(1);
  const headers = page.getByRole('columnheader');
  await expect(headers.nth(2)).toHaveText('Amount');
  await expect(headers.nth(3)).toHaveText('Refunded');
  await expect(rows.first().getByRole('cell').nth(3)).toHaveText('12,345 VND');
  // The amount is what the payer paid, unchanged: money in.
  await expect(rows.first().getByTitle('Money in')).toHaveText(/^\+[\d,]+ VND$/);
  const totals = page.getByRole('region', { name: 'Totals' });
  await expect(totals).toContainText('Refunded: 12,345 VND');
  await expect(totals).toContainText(/Total Amount: \+[\d,]+ VND in/);
  await expectAccessible(page, 'transactions, a refunded payment');
  await shotAt(page, 'transaction-refunded', 1440, 900);
  await shotAt(page, 'transaction-refunded', 390, 844);
  // On a phone the refunded amount sits under the amount and the status.
  await expect(rows.first()).toContainText('Refunded 12,345 VND');
  await page.setViewportSize({ width: 1440, height: 900 });

  // REFUNDED is offered by the status filter; the wholly refunded demo orders are listed by it.
  await page.goto('/transaction?app_status=PRODUCTION');
  await page.getByRole('button', { name: 'Filter' }).click();
  // antd lists a window of the options to assistive technology: typed, as a user narrows it.
  await page.getByLabel('Status').click();
  await page.keyboard.type('REFUNDED');
  await page.locator('.ant-select-dropdown:visible .ant-select-item-option', { hasText: 'REFUNDED' }).click();
  await page.keyboard.press('Escape');
  await page.getByRole('button', { name: 'Search', exact: true }).click();
  await expect(page).toHaveURL(/statuses=REFUNDED/);
  await expect(rows.first()).toBeVisible();
  const tags = rows
    .locator('td')
    .getByRole('button', { name: /^(SUCCESS|FAILED|CANCEL|PENDING|IN_COMPLAIN|REFUNDED)$/ });
  await expect(tags.first()).toHaveText('REFUNDED');
  expect(new Set(await tags.allTextContents())).toEqual(new Set(['REFUNDED']));
  await expect(totals).toContainText(/Refunded: [1-9][\d,]* VND/);
  await shotAt(page, 'transaction-refunded-filter', 1440, 900);

  // The dashboard: revenue net of refunds, and the refunds of the range as their own card.
  await page.goto('/');
  const revenue = page.getByRole('region', { name: 'Total revenue (VNĐ)' });
  const refunded = page.getByRole('region', { name: 'Refunded (VNĐ)' });
  await expect(revenue).toContainText('net of refunds');
  await expect(refunded).toContainText(/\u2212[\d,]+/);
  const figure = Number(((await refunded.locator('.ant-statistic-content').textContent()) ?? '').replace(/\D/g, ''));
  expect(figure).toBeGreaterThanOrEqual(12_345);
  await expectAccessible(page, 'dashboard with refunds');
  await shotAt(page, 'dashboard-refunds', 1440, 900);
  await shotAt(page, 'dashboard-refunds', 390, 844);
  await page.setViewportSize({ width: 1440, height: 900 });

  // The search: the refund's own transaction_id finds its payment and says what was refunded.
  await page.keyboard.press('Control+K');
  const box = page
    .getByRole('banner')
    .getByRole('combobox', { name: 'Search transactions, apps, channels and members' });
  await expect(box).toBeFocused();
  await page.keyboard.type(refundTxn);
  const result = page
    .getByRole('listbox', { name: 'Search results' })
    .getByRole('option', { name: new RegExp(payment!.transaction_id) });
  await expect(result).toContainText('refunded 12,345 VND');
  await expect(result).toContainText('matched by refund transaction id');
  await shotAt(page, 'search-refund', 1440, 900);
});
