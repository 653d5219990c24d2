import { readFileSync } from 'node:fs';
import { expect, type Page, test } from '@playwright/test';
import { expectAccessible } from '../support/a11y';
import { apiLogin, BASE_URL, demoOtp, gqlOk, shot } from '../support/api';
import { chooseIn, field, grouped, payeeNameOf, toast, topUpVnd } from '../support/money';
import { chooseOption, LoginPage, Shell } from '../support/pages';
import { appByName, createApp, gatewayRequest, startMerchant, uniqueTxn } from '../support/payments';

/** A whole amount as Vietnamese writes it: 3000000n → "3.000.000". */
const dotted = (amount: bigint) => grouped(amount).replaceAll(',', '.');

// Issue 31's "Done when", as far as the screens speak Vietnamese today: the demo owner switches
// to Tiếng Việt on /setting, signs in again in Vietnamese, and walks the dashboard, the transaction
// list with a filter and an export, a cash-out with two-factor, an app's channels and its delivery
// log, and the webhook documentation, each looked at by axe and photographed at 1440×900 and
// 390×844. The texts asserted are the catalogue's (apps/web/src/locales/vi.po) and the documents'
// (content/vi). The second journey is a payer's on the hosted checkout, in a Vietnamese browser.

const OWNER = 'owner@demo.test';
const STORE = 'Demo Store';
const PAYEE_ACCOUNT = '0123456789';

const setLanguage = async (language: 'en' | 'vi') =>
  gqlOk('mutation L($l: Language!) { updateLanguage(language: $l) }', { l: language }, await apiLogin(OWNER));

// The demo owner is every journey's user: whatever happens here, it speaks English again after.
test.afterEach(async () => {
  await setLanguage('en');
});

/** A screenshot at the desktop size, then at the phone size, and back. */
const bothSizes = async (page: Page, name: string) => {
  await shot(page, `${name}-1440`);
  await page.setViewportSize({ width: 390, height: 844 });
  await shot(page, `${name}-390`);
  await page.setViewportSize({ width: 1440, height: 900 });
};

/**
 * No button, tag or column header of the page's main area or a dialog is cut by its own box
 * (Vietnamese's longer words). Text only screen readers read (clipped on purpose) is not counted.
 */
const expectNothingClipped = async (page: Page, what: string) => {
  const clipped = await page.evaluate(() => {
    const shownText = (el: HTMLElement) => {
      const copy = el.cloneNode(true) as HTMLElement;
      for (const hidden of copy.querySelectorAll('.visually-hidden, [style*="clip"]')) hidden.remove();
      return copy.textContent?.trim() ?? '';
    };
    return [...document.querySelectorAll<HTMLElement>('main button, main .ant-tag, main th, [role="dialog"] button')]
      .filter((el) => el.offsetParent !== null && el.scrollWidth > el.clientWidth + 1 && shownText(el))
      .map(shownText);
  });
  expect(clipped, `clipped in ${what}`).toEqual([]);
};

/** Two payments of one buyer on Demo Store: one paid, one failed. */
const makePayments = async () => {
  const token = await apiLogin(OWNER);
  const app = await appByName(token, STORE);
  const buyer = uniqueTxn('vi-buyer');
  const made: Record<'pay' | 'fail', string> = { pay: '', fail: '' };
  for (const outcome of ['pay', 'fail'] as const) {
    const transactionId = uniqueTxn(`vi-${outcome}`);
    const created = await gatewayRequest(
      'getATMCardPaymentURL',
      { app_id: app.id, transaction_id: transactionId, amount: 150_000, bank: 'VCB', user_id: buyer },
      app.app_secret,
    );
    expect(created.error_code, created.message).toBe(0);
    const checkout = new URL(String(created.payment_url)).pathname.split('/').pop();
    expect((await fetch(`${BASE_URL}/v1/checkout/${checkout}/${outcome}`, { method: 'POST' })).status).toBe(200);
    made[outcome] = transactionId;
  }
  return { buyer, made, app, token };
};

test('in Tiếng Việt: sign-in, dashboard, transactions with a filter and an export, a cash-out, channels, deliveries', async ({
  page,
}) => {
  test.slow();
  const { buyer, made, app, token } = await makePayments();
  await page.setViewportSize({ width: 1440, height: 900 });

  // The switch, on /setting.
  await new LoginPage(page).login(OWNER);
  await new Shell(page).expectDashboard();
  await page.goto('/setting');
  await page.getByRole('radiogroup', { name: 'Language' }).getByText('Tiếng Việt').click();
  await expect(page.getByRole('heading', { name: 'Cài đặt', level: 1 })).toBeVisible();

  // Sign-in, in Vietnamese from its first screen.
  await page
    .getByRole('banner')
    .getByRole('button', { name: /menu hồ sơ$/ })
    .hover();
  await page.getByRole('menuitem', { name: 'Đăng xuất' }).click();
  await expect(page.getByRole('heading', { name: 'Đăng nhập', level: 1 })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'vi');
  await page.getByLabel('Email hoặc số điện thoại').fill(OWNER);
  await page.getByLabel('Mật khẩu', { exact: true }).fill('paygate-demo');
  await page.getByRole('button', { name: 'ĐĂNG NHẬP' }).click();

  // The dashboard, and today's OTP from its button.
  await expect(page.getByRole('heading', { name: 'Tổng quan', level: 1 })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Số dư', exact: true })).toBeVisible();
  await page.getByRole('button', { name: 'Nhập mã OTP' }).click();
  const otpDialog = page.getByRole('dialog', { name: 'Gửi mã OTP' });
  await otpDialog.getByLabel('Mã OTP').fill(await demoOtp(OWNER));
  await otpDialog.getByRole('button', { name: 'Gửi' }).click();
  await expect(page.getByRole('button', { name: 'Nhập mã OTP' })).toHaveCount(0);
  await page.waitForLoadState('networkidle');
  await expectAccessible(page, 'dashboard in Vietnamese');
  await expectNothingClipped(page, 'the dashboard');
  await bothSizes(page, 'vi-dashboard');

  // The transaction list of this buyer, filtered by a status tag, then exported.
  const rowOf = (transactionId: string) => page.getByRole('row').filter({ hasText: transactionId });
  await page.goto(`/transaction?payment_user_id=${buyer}`);
  await expect(page.getByRole('heading', { name: 'Giao dịch', level: 1 })).toBeVisible();
  await expect(rowOf(made.pay)).toBeVisible();
  await expect(rowOf(made.fail)).toBeVisible();
  await expect(page.getByRole('region', { name: 'Tổng' })).toContainText('Tổng số tiền');
  await rowOf(made.pay).getByRole('button', { name: 'Thành công' }).click();
  await expect(page).toHaveURL(/statuses=SUCCESS/);
  await expect(rowOf(made.fail)).toHaveCount(0);
  await expect(page.getByRole('region', { name: 'Bộ lọc đang áp dụng' })).toContainText('Thành công');
  await expectAccessible(page, 'transactions in Vietnamese');
  await expectNothingClipped(page, 'the transaction list');
  await bothSizes(page, 'vi-transactions');
  await page.getByRole('button', { name: 'Xuất', exact: true }).click();
  await expect(page.getByRole('textbox', { name: 'Khoảng ngày xuất' }).first()).toBeVisible();
  await shot(page, 'vi-transactions-export-1440');
  // The date picker's own words in Vietnamese: its weekdays are dayjs's (src/lib/dayjs.ts), CN, T2…
  await page.getByRole('textbox', { name: 'Khoảng ngày xuất' }).first().click();
  const calendar = page.locator('.ant-picker-dropdown:visible');
  await expect(calendar.locator('th', { hasText: /^T2$/ }).first()).toBeVisible();
  await expect(calendar.locator('th', { hasText: /^Mo$/ })).toHaveCount(0);
  await page.keyboard.press('Escape');
  await expect(calendar).toHaveCount(0);
  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Xuất CSV' }).click();
  const download = await downloading;
  // The file says its headers' language in its name, and its headers are Vietnamese; the data
  // (codes, amounts) is the same as the English file's.
  expect(download.suggestedFilename()).toMatch(/^transaction-\d{8}-\d{8}\.vi\.csv$/);
  const csv = readFileSync(await download.path(), 'utf8');
  expect(csv.split('\r\n')[0]).toMatch(/^Mã thanh toán,Mã giao dịch,Thời gian tạo \(/);
  expect(csv).toContain(made.pay);
  expect(csv).not.toContain(made.fail);
  await expect(page.getByText('1 giao dịch')).toBeVisible();

  // A cash-out with two-factor, from the dashboard's balance cards.
  const amount = 2_000_000n;
  const before = await topUpVnd(token, app.id, amount + 1_000_000n);
  const payeeName = await payeeNameOf(token, app.id, 'VCB', PAYEE_ACCOUNT);
  await page.goto('/');
  await expect(page.getByRole('region', { name: 'Số dư VND' })).toBeVisible();
  await chooseOption(page, 'Số dư của ứng dụng', STORE);
  await page
    .getByRole('region', { name: 'Số dư', exact: true })
    .getByRole('button', { name: /Chi hộ$/ })
    .click();
  const dialog = page.getByRole('dialog', { name: 'Chi hộ' });
  await expect(dialog).toBeVisible();
  await chooseIn(dialog, 'Ứng dụng', STORE);
  await chooseIn(dialog, 'Ngân hàng người nhận', 'VCB');
  await chooseIn(dialog, 'Loại tài khoản người nhận', 'Tài khoản ngân hàng');
  await field(dialog, 'Tài khoản người nhận').fill(PAYEE_ACCOUNT);
  await dialog.getByRole('button', { name: 'Kiểm tra thông tin' }).click();
  await expect(field(dialog, 'Tên người nhận')).toHaveValue(payeeName);
  // Vietnamese numbers (issue 31 item 3): dots between thousands, the đồng's sign.
  await expect(dialog).toContainText(`${dotted(before)} ₫`);
  await field(dialog, 'Số tiền').fill(String(amount));
  await expect(field(dialog, 'Số tiền')).toHaveValue(dotted(amount));
  // The gateway takes digits only in a cash-out's message: the contracts' rule, its message in
  // Vietnamese (packages/contracts/locales/vi.po, loaded by the form the first time it shows one).
  await field(dialog, 'Nội dung').fill('abc');
  await field(dialog, 'Nội dung').blur();
  await expect(
    dialog.getByRole('alert').filter({ hasText: 'Nội dung chuyển khoản chỉ được gồm chữ số' }),
  ).toBeVisible();
  await expect(dialog).not.toContainText('message only number');
  await field(dialog, 'Nội dung').fill('2000000');
  await expectAccessible(page, 'cash-out in Vietnamese');
  await expectNothingClipped(page, 'the cash-out dialog');
  // Tall enough for the whole dialog: a full-page capture stops a fixed modal at the viewport.
  await page.setViewportSize({ width: 1440, height: 1400 });
  await shot(page, 'vi-cash-out-1440');
  await page.setViewportSize({ width: 390, height: 1800 });
  await shot(page, 'vi-cash-out-390');
  await page.setViewportSize({ width: 1440, height: 900 });
  // Sent without its code: the contracts' "otp is required!" in Vietnamese, nothing sent.
  await dialog.getByRole('button', { name: 'Gửi' }).click();
  await expect(dialog.getByRole('alert').filter({ hasText: 'Vui lòng nhập mã OTP!' })).toBeVisible();
  await field(dialog, 'OTP').fill(await demoOtp(OWNER));
  await dialog.getByRole('button', { name: 'Gửi' }).click();
  // One chunk: the single transfer's toast (PRODUCT §8), and the balance without it and its fee.
  await expect(toast(page, 'Giao dịch thành công!')).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('region', { name: 'Số dư VND' })).not.toContainText(dotted(before));

  // An app whose webhooks reach a receiver of this test: its channels and its delivery log.
  const merchant = await startMerchant();
  try {
    const hooked = await createApp(token, `Vi ${uniqueTxn('hooks')}`, `${merchant.base}/webhook`);
    const transactionId = uniqueTxn('vi-hook');
    const created = await gatewayRequest(
      'getATMCardPaymentURL',
      { app_id: hooked.id, transaction_id: transactionId, amount: 120_000, bank: 'VCB', user_id: 'vi-buyer' },
      hooked.app_secret,
    );
    expect(created.error_code, created.message).toBe(0);
    const checkout = new URL(String(created.payment_url)).pathname.split('/').pop();
    expect((await fetch(`${BASE_URL}/v1/checkout/${checkout}/pay`, { method: 'POST' })).status).toBe(200);
    await expect.poll(() => merchant.webhooks.length, { timeout: 30_000 }).toBeGreaterThan(0);

    await page.goto(`/channels/${hooked.id}`);
    await expect(page.getByRole('heading', { name: `Kênh của ${hooked.name}`, level: 1 })).toBeVisible();
    await expect(page.getByRole('columnheader', { name: 'Mặc định' })).toBeVisible();
    await page.waitForLoadState('networkidle');
    await expectAccessible(page, 'channels in Vietnamese');
    await expectNothingClipped(page, 'the channels');
    await bothSizes(page, 'vi-channels');

    await page.goto(`/apps/${hooked.id}/webhooks`);
    await expect(page.getByRole('heading', { name: `Nhật ký gửi webhook · ${hooked.name}`, level: 1 })).toBeVisible();
    const delivery = page.getByRole('main').getByRole('row').filter({ hasText: transactionId });
    await expect(delivery).toContainText('payment.succeeded');
    await expect(delivery).toContainText('HTTP 200');
    await expectAccessible(page, 'delivery log in Vietnamese');
    await expectNothingClipped(page, 'the delivery log');
    await bothSizes(page, 'vi-deliveries');
  } finally {
    await merchant.close();
  }

  // The documentation in Vietnamese: the webhook page's own document, its sample under a
  // Vietnamese heading, the code as the English page has it.
  await page.goto('/docs/webhook');
  await expect(page.getByRole('heading', { name: 'Mẫu nội dung webhook', level: 2 })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Các loại sự kiện', level: 2 })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Sao chép mã' }).first()).toBeVisible();
  await expectAccessible(page, 'the webhook documentation in Vietnamese');
  await bothSizes(page, 'vi-docs-webhook');

  // The team screen's role description: the policy table's screens and abilities, in the
  // contracts' Vietnamese.
  await page.goto('/users');
  await page.getByRole('button', { name: /Mời$/ }).click();
  const invite = page.getByRole('dialog', { name: 'Mời thành viên' });
  await expect(invite.locator('#role-description')).toContainText('Mở được Tổng quan');
  await expect(invite.locator('#role-description')).not.toContainText('Dashboard');
  // antd's own button in the glossary's spelling (Huỷ, not antd's Hủy): src/app/AntdRoot.tsx.
  await expect(invite.getByRole('button', { name: 'Huỷ', exact: true })).toBeVisible();
  await expectAccessible(page, 'the invite dialog in Vietnamese');
  await expectNothingClipped(page, 'the invite dialog');
  await bothSizes(page, 'vi-invite');
});

test('the hosted checkout in the payer’s language: Vietnamese from the browser, switched both ways, then paid', async ({
  browser,
}) => {
  const token = await apiLogin(OWNER);
  const app = await appByName(token, STORE);
  const created = await gatewayRequest(
    'getATMCardPaymentURL',
    { app_id: app.id, transaction_id: uniqueTxn('vi-payer'), amount: 1_234_567, bank: 'VCB', user_id: 'vi-payer' },
    app.app_secret,
  );
  expect(created.error_code, created.message).toBe(0);
  // A payer's phone set to Vietnamese: no account, no choice made yet.
  const context = await browser.newContext({ locale: 'vi-VN', viewport: { width: 390, height: 844 } });
  const page = await context.newPage();
  try {
    await page.goto(String(created.payment_url));
    await expect(page.locator('html')).toHaveAttribute('lang', 'vi');
    await expect(page.getByText('Thẻ ATM nội địa').first()).toBeVisible();
    // Vietnamese numbers: dots between thousands, the đồng's sign.
    await expect(page.getByRole('main')).toContainText('1.234.567 ₫');
    await expect(page).toHaveTitle(/^Thanh toán 1\.234\.567 ₫ · /);
    const toggle = page.getByRole('group', { name: 'Ngôn ngữ' });
    await expect(toggle.getByRole('button', { name: 'Tiếng Việt' })).toHaveAttribute('aria-pressed', 'true');
    await expectAccessible(page, 'the checkout in Vietnamese');
    await shot(page, 'vi-checkout-390');
    await page.setViewportSize({ width: 1440, height: 900 });
    await shot(page, 'vi-checkout-1440');

    // Switched to English on the page: at once, the same payment on screen, the spec's format.
    await toggle.getByRole('button', { name: 'English' }).click();
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await expect(page.getByText('Domestic ATM card').first()).toBeVisible();
    await expect(page.getByRole('main')).toContainText('1,234,567 VND');
    await expect(
      page.getByRole('group', { name: 'Language' }).getByRole('button', { name: 'English' }),
    ).toHaveAttribute('aria-pressed', 'true');
    await expectAccessible(page, 'the checkout switched to English');

    // And back; then paid through the sandbox bank, the result in Vietnamese.
    await page.getByRole('group', { name: 'Language' }).getByRole('button', { name: 'Tiếng Việt' }).click();
    await expect(page.getByText('Thẻ ATM nội địa').first()).toBeVisible();
    await page.getByRole('button', { name: 'Thanh toán', exact: true }).click();
    await expect(page.getByRole('heading', { name: 'Thanh toán thành công' })).toBeVisible();
    await expectAccessible(page, 'the paid checkout in Vietnamese');
    await page.setViewportSize({ width: 390, height: 844 });
    await shot(page, 'vi-checkout-paid-390');
  } finally {
    await context.close();
  }
});
