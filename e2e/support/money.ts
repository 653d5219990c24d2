import { type Cookie, expect, type Locator, type Page, type Request, type Route } from '@playwright/test';
import { BASE_URL, gqlOk } from './api';
import { CheckoutPage, uniqueTxn } from './payments';

// The money movement journeys' helpers (issue #6): the dashboard's balance cards and their five
// modals as a person uses them, the balances as the API reports them, and a way to hold the
// portal's gateway calls so every intermediate state can be looked at without racing it.

export type MoneyAction = 'CashIn' | 'CashOut' | 'Deposit' | 'Exchange' | 'Withdraw';

const DIALOG_TITLES: Record<MoneyAction, string> = {
  CashIn: 'Cash in',
  CashOut: 'Cash out',
  Deposit: 'Deposit',
  Exchange: 'Exchange',
  Withdraw: 'Withdraw',
};

/** The dashboard's balance cards (PRODUCT §2.5): one tile per currency, the money buttons below. */
export class BalanceCards {
  constructor(private readonly page: Page) {}

  readonly panel = (): Locator => this.page.getByRole('region', { name: 'Balance', exact: true });
  /** The tile of VND or of a token (its total, then one `chain amount` per chain). */
  readonly tile = (currency: string): Locator => this.page.getByRole('region', { name: `${currency} balance` });
  readonly dialog = (action: MoneyAction): Locator => this.page.getByRole('dialog', { name: DIALOG_TITLES[action] });

  async expectLoaded() {
    await expect(this.tile('VND')).toBeVisible();
  }

  /** Presses a money button (its name follows its icon's) and waits for the modal. */
  async open(action: MoneyAction): Promise<Locator> {
    await this.panel()
      .getByRole('button', { name: new RegExp(`${action}$`) })
      .click();
    const dialog = this.dialog(action);
    await expect(dialog).toBeVisible();
    return dialog;
  }
}

/**
 * A text field or select of a money modal by its accessible name, whole. Required fields show
 * antd's asterisk, which the form kit keeps out of that name (styles.css): "* Amount" fails here.
 * (getByLabel would match the label's text, asterisk included.)
 */
export const field = (dialog: Locator, label: string): Locator =>
  dialog.getByRole('textbox', { name: label, exact: true });
export const select = (dialog: Locator, label: string): Locator =>
  dialog.getByRole('combobox', { name: label, exact: true });

/**
 * Picks an option of an antd Select of a modal, retried until the list has closed (as
 * chooseOption in pages.ts, whose labels carry no required mark).
 */
export const chooseIn = async (dialog: Locator, label: string, option: string) => {
  const openList = dialog.page().locator('.ant-select-dropdown:visible');
  await expect(async () => {
    if ((await openList.count()) === 0) await select(dialog, label).click();
    await openList.locator('.ant-select-item-option').filter({ hasText: option }).first().click({ timeout: 2_000 });
    await expect(openList).toHaveCount(0, { timeout: 1_000 });
  }).toPass({ timeout: 15_000 });
};

/** A notification of PRODUCT §8 (antd's toasts), by its title or description. */
export const toast = (page: Page, text: string): Locator =>
  page.locator('.ant-notification-notice').filter({ hasText: text });

/** "1234567.5" → "1,234,567.5": the portal's amount format (apps/web/src/lib/amount.ts). */
export const grouped = (amount: bigint | string): string => {
  const [whole = '0', fraction] = String(amount).split('.');
  return `${whole.replace(/\B(?=(\d{3})+(?!\d))/g, ',')}${fraction ? `.${fraction}` : ''}`;
};

/** Thousandths as the portal writes a token (issue 28 item 3): grouped, three decimals always. */
export const groupedToken = (value: bigint): string => {
  const whole = (value / 1000n).toString().replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  return `${whole}.${(value % 1000n).toString().padStart(3, '0')}`;
};

/** A token amount with 3 decimals as thousandths, and back (no floats). */
export const milli = (amount: string): bigint => {
  const [whole = '0', fraction = ''] = amount.split('.');
  return BigInt(whole) * 1000n + BigInt(fraction.padEnd(3, '0').slice(0, 3) || '0');
};
export const fromMilli = (value: bigint): string => {
  const whole = value / 1000n;
  const fraction = (value % 1000n).toString().padStart(3, '0').replace(/0+$/, '');
  return fraction ? `${whole}.${fraction}` : String(whole);
};

export type AppStatus = 'PRODUCTION' | 'DEVELOPMENT';
export type Balance = { amount: string; currency: string; chain: string | null };

/** getPayableBalance of an app in its environment: VND, then every token per chain. */
export const balancesOf = async (token: string, appId: string, status: AppStatus = 'PRODUCTION') =>
  (
    await gqlOk<{ getPayableBalance: Balance[] }>(
      'query B($a: ID!, $s: AppStatus!) { getPayableBalance(app_id: $a, app_status: $s) { amount currency chain } }',
      { a: appId, s: status },
      token,
    )
  ).getPayableBalance;

export const vndOf = (balances: Balance[]): bigint => BigInt(balances.find((b) => b.currency === 'VND')?.amount ?? '0');

/** A token's balance on one chain, in thousandths. */
export const chainOf = (balances: Balance[], currency: string, chain: string): bigint =>
  milli(balances.find((b) => b.currency === currency && b.chain === chain)?.amount ?? '0');

/** A token's total over its chains, in thousandths (what the token's tile shows first). */
export const tokenTotalOf = (balances: Balance[], currency: string): bigint =>
  balances.filter((b) => b.currency === currency).reduce((sum, b) => sum + milli(b.amount), 0n);

/** The payee name the sandbox bank answers for an account (getBankAccountInfo). */
export const payeeNameOf = async (token: string, appId: string, bank: string, account: string) =>
  (
    await gqlOk<{ getBankAccountInfo: { account_name: string } }>(
      `query A($a: ID!, $b: String!, $n: String!) {
        getBankAccountInfo(app_id: $a, app_status: PRODUCTION, bank_code: $b, account_number: $n, account_type: BANK_ACCOUNT) { account_name } }`,
      { a: appId, b: bank, n: account },
      token,
    )
  ).getBankAccountInfo.account_name;

/**
 * Brings an app's VND balance up to at least `atLeast`: a cash-in through the gateway's own API
 * (cmsCashInVND, as the CashIn modal sends it), paid on the sandbox checkout. Returns the balance.
 */
export const topUpVnd = async (token: string, appId: string, atLeast: bigint, status: AppStatus = 'PRODUCTION') => {
  const before = vndOf(await balancesOf(token, appId, status));
  if (before >= atLeast) return before;
  const amount = atLeast - before;
  const res = await fetch(`${BASE_URL}/v1/partner/cmsCashInVND`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      token,
      app_id: appId,
      amount: String(amount),
      bank_code: 'VCB',
      transaction_id: uniqueTxn('topup'),
    }),
  });
  const body = (await res.json()) as { error_code: number; message: string; webPaymentUrl?: string };
  expect(body.error_code, body.message).toBe(0);
  const checkout = new URL(String(body.webPaymentUrl)).pathname.split('/').pop();
  expect((await fetch(`${BASE_URL}/v1/checkout/${checkout}/pay`, { method: 'POST' })).status).toBe(200);
  await expect.poll(async () => vndOf(await balancesOf(token, appId, status))).toBe(atLeast);
  return atLeast;
};

/**
 * Holds the portal's calls to a URL until the test lets each one go, so the states in between
 * (a chunk in process while the next waits) stay on screen for as long as the test looks.
 */
export const holdRequests = async (page: Page, url: string | RegExp) => {
  const held: Route[] = [];
  await page.route(url, (route) => {
    held.push(route);
  });
  return {
    /** The next call the portal made (waits for it). */
    next: async (): Promise<Route> => {
      await expect.poll(() => held.length, `a held call to ${url}`).toBeGreaterThan(0);
      return held.shift()!;
    },
    /** Lets every later call through untouched. */
    release: () => page.unroute(url),
  };
};

/** The JSON body of a request the portal sent. */
export const bodyOf = (request: Request): Record<string, string> =>
  JSON.parse(request.postData() ?? '{}') as Record<string, string>;

/**
 * Records, in the page, what the modal's notice said at the moment the payment page was opened:
 * the "will open soon" text must be on screen before the new tab, whatever the machine's speed.
 * Call before the modal is submitted.
 */
export const recordNoticeAtOpen = async (page: Page) => {
  await page.evaluate(() => {
    const w = window as Window & { __noticeAtOpen?: string };
    const open = window.open.bind(window);
    window.open = (...args: Parameters<typeof window.open>) => {
      w.__noticeAtOpen = document.querySelector('.ant-modal .ant-alert')?.textContent ?? '';
      return open(...args);
    };
  });
  return async () => page.evaluate(() => (window as Window & { __noticeAtOpen?: string }).__noticeAtOpen);
};

/**
 * PRODUCT §4: after the server's payment URL the modal says the page will open soon, then opens it
 * in a new tab and keeps a fallback link. Submits the modal with `submit`, runs `onSubmitted` at
 * once (a toast of the submit lasts seconds only), checks the notice and returns the new tab, on
 * the hosted checkout.
 */
export const submitForPaymentPage = async (
  page: Page,
  dialog: Locator,
  submit: () => Promise<void>,
  onSubmitted: () => Promise<void> = async () => {},
) => {
  const noticeAtOpen = await recordNoticeAtOpen(page);
  const newTab = page.context().waitForEvent('page', { timeout: 30_000 });
  await submit();
  await onSubmitted();
  const notice = dialog.getByRole('alert');
  await expect(notice).toBeVisible();
  const tab = await newTab;
  expect(await noticeAtOpen()).toContain('The payment page will open soon…');
  await expect(notice).toContainText('The payment page has opened in a new tab.');
  const fallback = notice.getByRole('link', { name: 'open the payment page' });
  await expect(fallback).toHaveAttribute('href', new RegExp(`^${BASE_URL}/checkout/`));
  await tab.waitForURL(/\/checkout\//);
  expect(tab.url()).toBe(await fallback.getAttribute('href'));
  const checkout = new CheckoutPage(tab);
  await expect(checkout.amount()).toBeVisible();
  return { tab, checkout };
};

/** The rows of the transaction list (PRODUCT §2.6) for one transaction id. */
export const transactionRow = (page: Page, transactionId: string): Locator =>
  page.getByRole('row').filter({ hasText: transactionId });

/** The payments the server lists for a transaction id (allPayment with a browser session's cookies). */
export const paymentsWithTransactionId = async (session: Cookie[], transactionId: string) => {
  const cookie = (name: string) => decodeURIComponent(session.find((c) => c.name === name)?.value ?? '');
  const res = await fetch(`${BASE_URL}/graphql`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      authorization: cookie('auth'),
      'active-token': cookie('active-token'),
    },
    body: JSON.stringify({
      query: 'query S($t: String) { allPayment(transaction_id: $t, limit: 10) { data { id status amount } } }',
      variables: { t: transactionId },
    }),
  });
  const body = (await res.json()) as {
    data?: { allPayment: { data: { id: string; status: string; amount: string }[] } };
    errors?: unknown;
  };
  expect(body.errors, JSON.stringify(body.errors)).toBeUndefined();
  return body.data?.allPayment.data ?? [];
};

/**
 * Waits until the server reports a payment in `status` (a payout settles a moment after it was
 * accepted), asking allPayment with a browser session's auth and active-token cookies. Then the
 * list can be opened once and must show it: no reload loops racing a busy machine.
 */
export const waitForPaymentStatus = async (session: Cookie[], transactionId: string, status: string) => {
  const cookie = (name: string) => decodeURIComponent(session.find((c) => c.name === name)?.value ?? '');
  const statusNow = async () => {
    const res = await fetch(`${BASE_URL}/graphql`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        authorization: cookie('auth'),
        'active-token': cookie('active-token'),
      },
      body: JSON.stringify({
        query: 'query S($t: String) { allPayment(transaction_id: $t, limit: 1) { data { status } } }',
        variables: { t: transactionId },
      }),
    });
    const body = (await res.json()) as { data?: { allPayment: { data: { status: string }[] } }; errors?: unknown };
    expect(body.errors, JSON.stringify(body.errors)).toBeUndefined();
    return body.data?.allPayment.data[0]?.status;
  };
  await expect.poll(statusNow, { message: `${transactionId} becomes ${status}`, timeout: 60_000 }).toBe(status);
};
