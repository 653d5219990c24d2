import { type Cookie, expect, type Page, test } from '@playwright/test';
import { expectAccessible } from '../support/a11y';
import { apiLogin, BASE_URL, demoOtp, shot } from '../support/api';
import {
  BalanceCards,
  balancesOf,
  bodyOf,
  chainOf,
  chooseIn,
  field,
  fromMilli,
  grouped,
  groupedToken,
  holdRequests,
  milli,
  payeeNameOf,
  paymentsWithTransactionId,
  select,
  submitForPaymentPage,
  toast,
  topUpVnd,
  transactionRow,
  vndOf,
  waitForPaymentStatus,
} from '../support/money';
import { chooseOption, LoginPage, Shell } from '../support/pages';
import { activateInBrowser, appByName, partnerFees } from '../support/payments';

// Issue #6's journeys: every money button of the dashboard's balance cards, as the demo owner
// uses them (PRODUCT §2.7, §4, §5, §8, §9), each ending on what the owner would notice: the balance
// tiles and the transaction list. The owner's totp_config asks for a code for cash-out, withdraw
// and exchange; codes come from demoOtp, which never hands out the same 30-second step twice.

const OWNER = 'owner@demo.test';
const STORE = 'Demo Store';
/** A payee the sandbox bank knows (any 6–19 digits not ending in 0000, 1111, 2222 or 9999). */
const PAYEE_ACCOUNT = '0123456789';
const WALLET = '0x52908400098527886E0F7030069857D2E4169EE7';

// Tall enough for the cash-out modal's eight fields and its progress list: shot() captures each
// modal whole (a full-page capture stops a fixed modal at the viewport's bottom).
test.use({ viewport: { width: 1280, height: 1400 } });

// One login through the login screen and today's OTP per worker (PRODUCT §2.5: the active token is
// bound to that session): every test opens the portal in that session, so the only code a test
// waits for is its own flow's.
let session: Cookie[] = [];
test.beforeAll(async ({ browser }) => {
  const context = await browser.newContext({ baseURL: BASE_URL, reducedMotion: 'reduce' });
  const page = await context.newPage();
  await new LoginPage(page).login(OWNER);
  await new Shell(page).expectDashboard();
  await activateInBrowser(page, OWNER);
  session = await context.cookies();
  await context.close();
});

/** The owner's dashboard, showing the balance of Demo Store (PRODUCTION). */
const openDashboard = async (page: Page) => {
  await page.context().addCookies(session);
  await page.goto('/');
  await new Shell(page).expectDashboard();
  const cards = new BalanceCards(page);
  await cards.expectLoaded();
  await chooseOption(page, 'Balance of app', STORE);
  return cards;
};

/** feeOf of the server: rate × amount rounded half up, plus the fixed part. */
const feeOf = (amount: bigint, rule: { rate?: number; fixed?: number } | undefined) =>
  rule ? (amount * BigInt(Math.round((rule.rate ?? 0) * 1e6)) + 500_000n) / 1_000_000n + BigInt(rule.fixed ?? 0) : 0n;

test('CashIn: the payment page opens in a new tab, Pay there, and the VND balance and the list show it', async ({
  page,
}) => {
  const token = await apiLogin(OWNER);
  const store = await appByName(token, STORE);
  const before = vndOf(await balancesOf(token, store.id));
  const amount = 1_234_000n;

  const cards = await openDashboard(page);
  await expect(cards.tile('VND')).toContainText(grouped(before));
  const dialog = await cards.open('CashIn');
  await dialog.getByRole('button', { name: 'Submit' }).click();
  await expect(dialog.getByText('Please input apps')).toBeVisible();
  await expect(dialog.getByText('Please input amount')).toBeVisible();
  await expect(dialog.getByText('Please input bank')).toBeVisible();
  await shot(page, 'money-cash-in-rules');

  await chooseIn(dialog, 'App', STORE);
  await field(dialog, 'Amount').fill(String(amount));
  await chooseIn(dialog, 'Bank', 'VCB');
  await shot(page, 'money-cash-in-form');
  await expectAccessible(page, 'Cash in modal');
  const answered = page.waitForResponse('**/v1/partner/cmsCashInVND');
  const { tab, checkout } = await submitForPaymentPage(page, dialog, () =>
    dialog.getByRole('button', { name: 'Submit' }).click(),
  );
  const { payment } = (await (await answered).json()) as { payment: { transaction_id: string } };
  await shot(page, 'money-cash-in-opened');

  await expect(checkout.amount()).toContainText(grouped(amount));
  await expect(tab.getByText(STORE, { exact: true }).first()).toBeVisible();
  await shot(tab, 'money-cash-in-checkout');
  await expectAccessible(tab, 'hosted checkout of a cash-in', { night: false });
  await checkout.finish('Pay');
  await expect(tab.getByText('Payment successful')).toBeVisible();
  await tab.close();

  await page.bringToFront();
  await dialog.locator('.ant-modal-footer').getByRole('button', { name: 'Close' }).click();
  await expect(dialog).toBeHidden();
  await expect(cards.tile('VND')).toContainText(grouped(before + amount));
  await shot(page, 'money-cash-in-balance');
  await expectAccessible(page, 'dashboard with balances');

  await page.goto(`/transaction?transaction_id=${payment.transaction_id}`);
  const row = transactionRow(page, payment.transaction_id);
  await expect(row).toContainText('CASH_IN');
  await expect(row).toContainText(`${grouped(amount)} VND`);
  await expect(row.getByRole('button', { name: 'SUCCESS' })).toBeVisible();
});

/**
 * Stops the page's timers a second ahead of the page's clock (pauseAt jumps there and holds it).
 * The page's time runs on while the call travels: on a busy machine more than that second went by
 * and pauseAt refused to go back ("Cannot fast-forward to the past", a fresh-clone run), so the
 * page's time is read again and the hold tried again.
 */
const holdClock = async (page: Page) => {
  for (let attempt = 1; ; attempt++) {
    const now = await page.evaluate(() => Date.now());
    try {
      await page.clock.pauseAt(now + 1_000);
      return;
    } catch (error) {
      if (attempt >= 5 || !String(error).includes('to the past')) throw error;
    }
  }
};

test('CashOut of 600,000,000: Check Info, then three chunks in turn, the balance and the list show them', async ({
  page,
}) => {
  const token = await apiLogin(OWNER);
  const store = await appByName(token, STORE);
  const amount = 600_000_000n;
  const chunks = [250_000_000n, 250_000_000n, 100_000_000n];
  const rule = (await partnerFees(token)).cashout_vnd;
  const fees = chunks.reduce((sum, c) => sum + feeOf(c, rule), 0n);
  expect(fees).toBeGreaterThan(0n);
  // Enough for the three chunks and their fees: a cash-in through the API first when short.
  const before = await topUpVnd(token, store.id, amount + fees + 5_000_000n);
  const payeeName = await payeeNameOf(token, store.id, 'VCB', PAYEE_ACCOUNT);
  // The page's timers run as usual, except while the test holds the clock: the modal closes
  // 2 s after the last chunk, and its final state is checked with that timer held.
  await page.clock.install();

  const cards = await openDashboard(page);
  await expect(cards.tile('VND')).toContainText(grouped(before));
  const dialog = await cards.open('CashOut');

  // Step 1: the payee fields, all required.
  await dialog.getByRole('button', { name: 'Check Info' }).click();
  for (const message of [
    'Please Select App!',
    'payee_bank is required!',
    'payee_account is required!',
    'payee_account_type is required!',
  ])
    await expect(dialog.getByText(message)).toBeVisible();
  await shot(page, 'money-cash-out-step1-rules');
  await chooseIn(dialog, 'App', STORE);
  await chooseIn(dialog, 'Payee bank', 'VCB');
  await chooseIn(dialog, 'Payee account type', 'Bank account');
  await field(dialog, 'Payee account').fill(PAYEE_ACCOUNT);
  await expect(field(dialog, 'Amount')).toHaveCount(0);
  await shot(page, 'money-cash-out-step1');
  await expectAccessible(page, 'Cash out modal');
  await dialog.getByRole('button', { name: 'Check Info' }).click();

  // The lookup filled the payee name and locked the payee; the button now submits.
  await expect(field(dialog, 'Payee name')).toHaveValue(payeeName);
  await expect(field(dialog, 'Payee name')).toBeDisabled();
  for (const label of ['App', 'Payee bank', 'Payee account type']) await expect(select(dialog, label)).toBeDisabled();
  await expect(field(dialog, 'Payee account')).toBeDisabled();
  await expect(dialog.getByRole('button', { name: 'Check Info' })).toHaveCount(0);
  const submit = dialog.getByRole('button', { name: 'Submit' });
  await expect(submit).toBeVisible();
  await expect(dialog).toContainText(`Available: ${grouped(before)} VND`);

  await field(dialog, 'Amount').fill(String(amount));
  await expect(dialog).toContainText('sent in 3 chunks of at most 250,000,000 VND');
  // The fee and what leaves the balance, before the submit (issue 28 item 2): each chunk's fee.
  await expect(dialog.getByTestId('fee-preview')).toHaveText(`${grouped(fees)} VND`);
  await expect(dialog.getByTestId('total-preview')).toHaveText(`${grouped(amount + fees)} VND`);
  await field(dialog, 'Message').fill('600 000 000');
  await expectAccessible(page, 'Cash out modal, confirmation');
  // The code last, just before the submit: a slow scan must not outlive its 30-second step.
  await field(dialog, 'OTP').fill(await demoOtp(OWNER));
  await shot(page, 'money-cash-out-step2');

  // Each chunk's call is held until its state was seen: process for it, finish before, wait after.
  const held = await holdRequests(page, '**/v1/partner/transfer/cms');
  await submit.click();
  const progress = dialog.getByRole('region', { name: 'Cash-out progress' });
  const stateOf = (n: number) => progress.getByTestId(`chunk-${n}-status`);
  const sent: string[] = [];
  for (const [i, chunk] of chunks.entries()) {
    const call = await held.next();
    const body = bodyOf(call.request());
    expect(body.amount).toBe(String(chunk));
    expect(body.payee_name).toBe(payeeName);
    sent.push(body.transaction_id!);
    for (const n of [1, 2, 3])
      await expect(stateOf(n)).toHaveText(n < i + 1 ? 'finish' : n === i + 1 ? 'process' : 'wait');
    await expect(progress.locator('[aria-current="step"]')).toContainText(`Chunk ${i + 1} of 3`);
    if (i < 2) await shot(page, `money-cash-out-chunk-${i + 1}`);
    else await holdClock(page);
    await call.continue();
  }
  for (const n of [1, 2, 3]) await expect(stateOf(n)).toHaveText('finish');
  await expect(progress.locator('[aria-current="step"]')).toContainText('Chunk 3 of 3');
  await expect(toast(page, 'Transfer finished!')).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Change payee' })).toBeDisabled();
  await shot(page, 'money-cash-out-finished');
  await page.clock.resume();
  await expect(dialog).toBeHidden();

  // The debit (amount + fee) at once; the chunks settle a moment later.
  await expect(cards.tile('VND')).toContainText(grouped(before - amount - fees));
  await shot(page, 'money-cash-out-balance');
  // The chunks settle at the bank a moment later: once the server says so, the list shows it.
  expect(new Set(sent).size).toBe(3);
  for (const transactionId of sent) await waitForPaymentStatus(session, transactionId, 'SUCCESS');
  await page.goto('/transaction?types=CASH_OUT');
  for (const [i, transactionId] of sent.entries()) {
    const row = transactionRow(page, transactionId);
    await expect(row).toContainText(`${grouped(chunks[i]!)} VND`);
    await expect(row).toContainText('CASH_OUT');
    await expect(row.getByRole('button', { name: 'SUCCESS' })).toBeVisible();
  }
  await shot(page, 'money-cash-out-list');
  await expectAccessible(page, 'transactions of cash-outs');
});

test('CashOut in the sandbox: a development app pays out of its own balance, settled by the sandbox bank (issue 29)', async ({
  page,
}) => {
  const token = await apiLogin(OWNER);
  const sandbox = await appByName(token, 'Demo Sandbox');
  const amount = 150_000n;
  const rule = (await partnerFees(token)).cashout_vnd;
  const fee = feeOf(amount, rule);
  const before = await topUpVnd(token, sandbox.id, amount + fee + 1_000_000n, 'DEVELOPMENT');

  // The top bar's switch to the sandbox: the money forms offer the development apps.
  await page.context().addCookies(session);
  await page.goto('/');
  const shell = new Shell(page);
  await shell.expectDashboard();
  await shell.topBar().getByText('Development', { exact: true }).click();
  const cards = new BalanceCards(page);
  await cards.expectLoaded();
  await chooseOption(page, 'Balance of app', 'Demo Sandbox');
  await expect(cards.tile('VND')).toContainText(grouped(before));
  const dialog = await cards.open('CashOut');
  await chooseIn(dialog, 'App', 'Demo Sandbox');
  await chooseIn(dialog, 'Payee bank', 'VCB');
  await chooseIn(dialog, 'Payee account type', 'Bank account');
  await field(dialog, 'Payee account').fill(PAYEE_ACCOUNT);
  await dialog.getByRole('button', { name: 'Check Info' }).click();
  await expect(dialog).toContainText(`Available: ${grouped(before)} VND`);
  await field(dialog, 'Amount').fill(String(amount));
  await field(dialog, 'Message').fill('1');
  await field(dialog, 'OTP').fill(await demoOtp(OWNER));
  const sent = page.waitForRequest('**/v1/partner/transfer/cms');
  await dialog.getByRole('button', { name: 'Submit' }).click();
  const transactionId = bodyOf(await sent).transaction_id!;
  await expect(toast(page, 'Transaction Successful!')).toBeVisible();
  await shot(page, 'money-cash-out-sandbox');
  await expect(dialog).toBeHidden();

  // Debited from the sandbox balance at once, paid by the sandbox bank a moment later (that the
  // production balance does not move is cash-out.int.test.ts': other journeys move it meanwhile).
  await expect(cards.tile('VND')).toContainText(grouped(before - amount - fee));
  await waitForPaymentStatus(session, transactionId, 'SUCCESS');
});

test('CashOut above the available balance: "Amount is greater than available", nothing is sent', async ({ page }) => {
  const token = await apiLogin(OWNER);
  const store = await appByName(token, STORE);
  const available = vndOf(await balancesOf(token, store.id));
  // The form takes amounts below 1,000,000,000: the demo store's balance must leave room above it.
  expect(available + 1n).toBeLessThan(1_000_000_000n);

  const cards = await openDashboard(page);
  const dialog = await cards.open('CashOut');
  await chooseIn(dialog, 'App', STORE);
  await chooseIn(dialog, 'Payee bank', 'VCB');
  await chooseIn(dialog, 'Payee account type', 'Bank account');
  await field(dialog, 'Payee account').fill(PAYEE_ACCOUNT);
  await dialog.getByRole('button', { name: 'Check Info' }).click();
  await expect(dialog).toContainText(`Available: ${grouped(available)} VND`);

  let calls = 0;
  await page.route('**/v1/partner/transfer/cms', (route) => {
    calls += 1;
    return route.continue();
  });
  await field(dialog, 'Amount').fill(String(available + 1n));
  await field(dialog, 'Message').fill('1');
  await dialog.getByRole('button', { name: 'Submit' }).click();
  await expect(toast(page, 'Amount is greater than available')).toBeVisible();
  await expect(dialog.getByText('Amount is greater than available')).toBeVisible();
  await shot(page, 'money-cash-out-insufficient');
  await expect(dialog.getByRole('region', { name: 'Cash-out progress' })).toHaveCount(0);
  await dialog.locator('.ant-modal-footer').getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toBeHidden();
  expect(calls).toBe(0);
  await expect(cards.tile('VND')).toContainText(grouped(available));
});

test('CashOut resubmitted after a lost answer: the same chunk id, its first result, one payment and one debit', async ({
  page,
}) => {
  const token = await apiLogin(OWNER);
  const store = await appByName(token, STORE);
  const amount = 1_500_000n;
  const fee = feeOf(amount, (await partnerFees(token)).cashout_vnd);
  const before = await topUpVnd(token, store.id, amount + fee + 1_000_000n);

  const cards = await openDashboard(page);
  const dialog = await cards.open('CashOut');
  await chooseIn(dialog, 'App', STORE);
  await chooseIn(dialog, 'Payee bank', 'VCB');
  await chooseIn(dialog, 'Payee account type', 'Bank account');
  await field(dialog, 'Payee account').fill(PAYEE_ACCOUNT);
  await dialog.getByRole('button', { name: 'Check Info' }).click();
  await field(dialog, 'Amount').fill(String(amount));
  await field(dialog, 'Message').fill('42');
  await field(dialog, 'OTP').fill(await demoOtp(OWNER));

  // The first call reaches the gateway (the chunk is paid) but its answer never comes back.
  const sent: Record<string, string>[] = [];
  await page.route('**/v1/partner/transfer/cms', async (route) => {
    sent.push(bodyOf(route.request()));
    if (sent.length === 1) {
      await route.fetch();
      await route.abort('timedout');
      return;
    }
    await route.continue();
  });
  await dialog.getByRole('button', { name: 'Submit' }).click();
  await expect(toast(page, 'Error request /v1/partner/transfer/cms')).toBeVisible();
  // The chunk may have been paid: the amount and message stay as they were sent.
  await expect(field(dialog, 'Amount')).toBeDisabled();
  await expect(field(dialog, 'Message')).toBeDisabled();
  await shot(page, 'money-cash-out-lost-answer');

  // The user submits the same form again: the same chunk, and the gateway's first result.
  const answered = page.waitForResponse('**/v1/partner/transfer/cms');
  await dialog.getByRole('button', { name: 'Submit' }).click();
  const second = (await (await answered).json()) as { retried?: boolean; payment: { payment_id: string } };
  expect(second.retried).toBe(true);
  const notice = toast(page, 'Transaction Successful!');
  await expect(notice).toBeVisible();
  await expect(notice).toContainText('This cash-out had already reached the gateway');
  await shot(page, 'money-cash-out-retried');
  await expect(dialog).toBeHidden();

  expect(sent).toHaveLength(2);
  expect(sent[1]!.transaction_id).toBe(sent[0]!.transaction_id);
  expect(sent[0]!.transaction_id).toMatch(/^cashout-\d+$/);
  const rows = await paymentsWithTransactionId(session, sent[0]!.transaction_id!);
  expect(rows.map((r) => r.id)).toEqual([second.payment.payment_id]);
  await expect.poll(async () => vndOf(await balancesOf(token, store.id))).toBe(before - amount - fee);
  await expect(cards.tile('VND')).toContainText(grouped(before - amount - fee));
});

test('Withdraw: the low-network warning on a chain short of the amount, then a withdrawal that goes through', async ({
  page,
}) => {
  const token = await apiLogin(OWNER);
  const store = await appByName(token, STORE);
  const balances = await balancesOf(token, store.id);
  // The chain of USDT with the least: one more than it has is short there.
  const [low] = ['polygon', 'bsc', 'eth']
    .map((chain) => ({ chain, balance: chainOf(balances, 'USDT', chain) }))
    .sort((a, b) => (a.balance < b.balance ? -1 : 1));
  const tooMuch = fromMilli(low!.balance + 1_000n);
  const amount = '12.345';

  const cards = await openDashboard(page);
  const dialog = await cards.open('Withdraw');
  await chooseIn(dialog, 'App', STORE);
  await chooseIn(dialog, 'Token', 'USDT');
  await chooseIn(dialog, 'Chain', low!.chain);
  await expect(dialog).toContainText(`Available on ${low!.chain}: ${groupedToken(low!.balance)} USDT`);
  await field(dialog, 'Wallet address').fill(WALLET);
  await field(dialog, 'Amount').fill(tooMuch);
  const warning = 'This network does not have enough funds. Please try other network!';
  await expect(dialog.getByRole('alert').filter({ hasText: warning })).toBeVisible();
  const code = await demoOtp(OWNER);
  await field(dialog, 'OTP').fill(code);
  await shot(page, 'money-withdraw-low-network');
  // Submitting anyway only repeats the warning: nothing leaves, the code stays unused.
  let calls = 0;
  await page.route('**/v1/partner/crypto-withdraw', (route) => {
    calls += 1;
    return route.continue();
  });
  await dialog.getByRole('button', { name: 'Submit' }).click();
  await expect(toast(page, warning)).toBeVisible();
  expect(calls).toBe(0);

  await field(dialog, 'Amount').fill(amount);
  await expect(dialog.getByRole('alert').filter({ hasText: warning })).toHaveCount(0);
  await shot(page, 'money-withdraw-form');
  await expectAccessible(page, 'Withdraw modal');
  await expect(dialog.getByTestId('fee-preview')).toHaveText(/^[\d,.]+ USDT$/);
  const shownFee = await dialog.getByTestId('fee-preview').textContent();
  const shownTotal = await dialog.getByTestId('total-preview').textContent();
  // The screenshot and the axe check above can outlast the code's 30-second steps on a loaded
  // machine (CI, 2026-12-07: the submit answered "OTP is invalid"): a code of the step now.
  await field(dialog, 'OTP').fill(await demoOtp(OWNER));
  const answered = page.waitForResponse('**/v1/partner/crypto-withdraw');
  await dialog.getByRole('button', { name: 'Submit' }).click();
  const { payment } = (await (await answered).json()) as { payment: { transaction_id: string; fee: string } };
  await expect(toast(page, 'Transfer finished!')).toBeVisible();
  // The fee the form showed before the submit is the one the server charged (issue 28 item 2).
  expect(shownFee).toBe(`${groupedToken(milli(payment.fee))} USDT`);
  expect(shownTotal).toBe(`${groupedToken(milli(amount) + milli(payment.fee))} USDT`);
  await shot(page, 'money-withdraw-finished');
  await expect(dialog).toBeHidden();
  expect(calls).toBe(1);

  const after = low!.balance - milli(amount) - milli(payment.fee);
  await expect(cards.tile('USDT')).toContainText(`${low!.chain} ${groupedToken(after)}`);
  await waitForPaymentStatus(session, payment.transaction_id, 'SUCCESS');
  await page.goto(`/transaction?transaction_id=${payment.transaction_id}`);
  const row = transactionRow(page, payment.transaction_id);
  await expect(row).toContainText('PAY_CRYPTO_WITHDRAW');
  await expect(row).toContainText(`${amount} USDT`);
  await expect(row.getByRole('button', { name: 'SUCCESS' })).toBeVisible();
});

test('Exchange: the live rate streams in, "Exchange Crypto Success", paid on the checkout, USDT on bsc grows', async ({
  page,
}) => {
  const token = await apiLogin(OWNER);
  const store = await appByName(token, STORE);
  const before = chainOf(await balancesOf(token, store.id), 'USDT', 'bsc');
  const amount = 25n;

  const cards = await openDashboard(page);
  const dialog = await cards.open('Exchange');
  const rate = dialog.getByRole('region', { name: 'Exchange rate' });
  await expect(rate.getByText('Live')).toBeVisible();
  await expect(rate.getByTestId('exchange-rate')).toHaveText(/^1 USDT = \d{2},\d{3}(\.\d+)? VND/);
  await expect(rate.getByText(/^Updated \d\d:\d\d:\d\d$/)).toBeVisible();
  // A new tick replaces the time (one every 2 seconds): the rate is streamed, not fetched once.
  const firstAt = await rate.getByText(/^Updated/).textContent();
  await expect(rate.getByText(/^Updated/)).not.toHaveText(firstAt!, { timeout: 20_000 });

  await chooseIn(dialog, 'App', STORE);
  await field(dialog, 'Amount').fill(String(amount));
  await expect(dialog.getByText(/^≈ [\d,]+ VND at the current rate$/)).toBeVisible();
  await expectAccessible(page, 'Exchange modal');
  // The code last, just before the submit: a slow scan must not outlive its 30-second step (seen
  // in CI at load 4: "OTP is invalid").
  await field(dialog, 'OTP').fill(await demoOtp(OWNER));
  await shot(page, 'money-exchange-form');

  const answered = page.waitForResponse(
    (res) => res.url().endsWith('/graphql') && (res.request().postData() ?? '').includes('exchangeCrypto'),
  );
  const { tab, checkout } = await submitForPaymentPage(
    page,
    dialog,
    () => dialog.getByRole('button', { name: 'Exchange', exact: true }).click(),
    () => expect(toast(page, 'Exchange Crypto Success')).toBeVisible(),
  );
  const { data } = (await (await answered).json()) as { data: { exchangeCrypto: { payment_id: string } } };
  await shot(page, 'money-exchange-opened');

  // The payer pays the tokens' price in VND; the page says what it buys and at which rate.
  await expect(checkout.amount()).toContainText(/[\d,]+ VND/);
  await expect(checkout.amount()).toContainText(
    `Buys ${groupedToken(amount * 1000n)} USDT on BNB Smart Chain at 1 USDT = `,
  );
  await shot(tab, 'money-exchange-checkout');
  await checkout.finish('Pay');
  await expect(tab.getByText('Payment successful')).toBeVisible();
  await tab.close();
  await page.bringToFront();
  await dialog.locator('.ant-modal-footer').getByRole('button', { name: 'Close' }).click();
  await expect(dialog).toBeHidden();
  await expect(cards.tile('USDT')).toContainText(`bsc ${groupedToken(before + amount * 1000n)}`);
  await shot(page, 'money-exchange-balance');

  await page.goto(`/transaction?payment_id=${data.exchangeCrypto.payment_id}`);
  const row = page.getByRole('row').filter({ hasText: 'CRYPTO_EXCHANGE' });
  await expect(row).toContainText(`${groupedToken(amount * 1000n)} USDT`);
  await expect(row.getByRole('button', { name: 'SUCCESS' })).toBeVisible();
});

test('Deposit: the crypto payment page opens in a new tab, Pay there, and the token tile shows it', async ({
  page,
}) => {
  const token = await apiLogin(OWNER);
  const store = await appByName(token, STORE);
  const before = chainOf(await balancesOf(token, store.id), 'USDC', 'polygon');
  const amount = '100.5';

  const cards = await openDashboard(page);
  const dialog = await cards.open('Deposit');
  await dialog.getByRole('button', { name: 'Submit' }).click();
  for (const message of [
    'Please input apps',
    'Please input amount',
    'Please select token',
    'Please select deposit chain',
  ])
    await expect(dialog.getByText(message)).toBeVisible();
  await chooseIn(dialog, 'App', STORE);
  await chooseIn(dialog, 'Token', 'USDC');
  await chooseIn(dialog, 'Chain', 'polygon');
  await field(dialog, 'Amount').fill(amount);
  await shot(page, 'money-deposit-form');
  await expectAccessible(page, 'Deposit modal');
  const { tab, checkout } = await submitForPaymentPage(page, dialog, () =>
    dialog.getByRole('button', { name: 'Submit' }).click(),
  );
  await expect(checkout.amount()).toContainText(amount);
  await expect(tab.getByRole('button', { name: 'Copy Deposit address' })).toBeVisible();
  await shot(tab, 'money-deposit-checkout');
  await checkout.finish('Pay');
  await expect(tab.getByText('Payment successful')).toBeVisible();
  await tab.close();
  await page.bringToFront();
  await dialog.locator('.ant-modal-footer').getByRole('button', { name: 'Close' }).click();
  await expect(dialog).toBeHidden();
  await expect(cards.tile('USDC')).toContainText(`polygon ${groupedToken(before + milli(amount))}`);
});
