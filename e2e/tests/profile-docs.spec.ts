import { readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, type Page, test } from '@playwright/test';
import { type TOTP, URI } from 'otpauth';
import { expectAccessible, setNightMode } from '../support/a11y';
import { apiLogin, createActivatedUser, gql, gqlOk, shot } from '../support/api';
import { LoginPage, Shell } from '../support/pages';
import { activateInBrowser } from '../support/payments';

// PRODUCT §2.3 (documentation and reports), §2.12 and §4 (profile, two-factor, password change).

const DOCS: { path: string; title: string; table?: string; text: string }[] = [
  { path: '/docs/banks', title: 'Banks', table: 'Banks list', text: 'ATM card' },
  { path: '/docs/cashout-banks', title: 'Cash-out banks', table: 'Cash-out banks list', text: 'payee_bank' },
  { path: '/docs/crypto', title: 'Crypto', table: 'Crypto list', text: 'polygon' },
  { path: '/docs/direct-transfers', title: 'Direct transfers', table: 'Direct transfers list', text: 'VietQR' },
  { path: '/Docs/API', title: 'API', text: '99937ecd572b2fa174a9612a83ec2ba08573e578' },
  { path: '/Docs/API/paygate', title: 'Paygate API', text: 'getPermanentVirtualAccount' },
  { path: '/docs/webhook', title: 'Webhook', text: 'webhook-signature' },
  { path: '/docs/errorATM', title: 'ATM error codes', text: 'This payment method is disabled for your partner' },
  { path: '/docs/errorVA', title: 'VA error codes', text: 'You need to enter the Username' },
  { path: '/docs/error/paygate', title: 'Paygate error codes', text: 'DUPLICATE_TRANSACTION' },
  { path: '/docs/callback-url', title: 'Callback URL', text: 'Do not trust the return alone' },
];

const REPORTS: { path: string; title: string; legend: string }[] = [
  { path: '/report_revenue', title: 'Báo cáo doanh thu', legend: 'Cổng thanh toán' },
  { path: '/report_number', title: 'Báo cáo số lượng giao dịch', legend: 'Thành công' },
  // The demo store's own channels and the demo partner's sources (seed/demo.ts).
  { path: '/report_channel', title: 'Báo cáo theo kênh', legend: 'Website' },
  { path: '/report_source', title: 'Báo cáo nguồn truy cập', legend: 'Facebook' },
  { path: '/report_active', title: 'Báo cáo hoạt động theo giờ', legend: '18h-21h' },
];

/** What the screen shows without scrolling (shot() takes the whole page). */
const viewportShot = (page: Page, name: string) =>
  page.screenshot({ path: path.join(import.meta.dirname, `../.artifacts/${name}.png`) });

const slug = (path: string) => path.replace(/^\//, '').replace(/[/_]/g, '-').toLowerCase();

/** A fresh activated user with a partner of their own, logged in through the login screen. */
const freshOwner = async (page: Page, label: string) => {
  const user = await createActivatedUser(label);
  const token = await apiLogin(user.email, user.password);
  await gqlOk('mutation { createPartner(name: "Profile Test Shop", partner_type: INVIDUAL) { id } }', {}, token);
  await new LoginPage(page).login(user.email, user.password);
  await new Shell(page).expectDashboard();
  return user;
};

test('every documentation page renders its document, hosts filled, code copyable', async ({ page }) => {
  // Eleven pages, each scanned in light and night mode: more than the default two minutes on CI.
  test.setTimeout(300_000);
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  await new LoginPage(page).login('technical@demo.test');
  await new Shell(page).expectDashboard();
  const origin = new URL(page.url()).origin;

  for (const doc of DOCS) {
    await page.goto(doc.path);
    await expect(page.getByRole('heading', { level: 1, name: doc.title })).toBeVisible();
    await expect(page.getByText(doc.text).first()).toBeVisible();
    await expect(page.locator('main, .shell-content').first()).not.toContainText('{{');
    if (doc.table) {
      const table = page.getByRole('table', { name: doc.table });
      await expect(table.getByRole('columnheader')).toHaveText(['Number', 'ID', 'Name']);
      await expect(table.getByRole('row').nth(1)).toContainText('1');
    }
    await shot(page, `docs-${slug(doc.path)}`);
    await expectAccessible(page, `docs ${doc.path}`);
  }

  // The API page: hosts by the §2.3 rule (here the sandbox: the portal's own origin), highlighted code.
  await page.goto('/Docs/API');
  await expect(page.getByText(`${origin}/v1/partner/`).first()).toBeVisible();
  await expect(page.locator('.doc-code .hljs-keyword').first()).toBeVisible();
  await expect(page.locator('.doc-code')).not.toHaveCount(0);

  // The webhook page ends with the §3 sample payload.
  await page.goto('/docs/webhook');
  await expect(page.getByRole('heading', { name: 'Sample webhook payload' })).toBeVisible();
  await expect(page.locator('.doc-code').last()).toContainText('"transfer_info"');

  // The bank list really comes from GET /config/bank.
  await page.goto('/docs/crypto');
  const crypto = page.getByRole('table', { name: 'Crypto list' });
  await expect(crypto.getByRole('row')).toHaveCount(4);
  await expect(crypto).toContainText('USDT');
  await expect(crypto).toContainText('Tether');

  // The card banks (type=transaction) and the VietQR banks (type=directTransfer) fill their
  // "Bank list" too (issue 11 item 13: both were answered 400 and the tables stayed empty).
  await page.goto('/docs/banks');
  const banks = page.getByRole('table', { name: 'Banks list' });
  await expect(banks.getByRole('row')).toHaveCount(26);
  await expect(banks).toContainText('Vietcombank');
  await expect(banks).not.toContainText('SaigonBank');
  await shot(page, 'docs-banks-list');
  await page.goto('/docs/direct-transfers');
  const qr = page.getByRole('table', { name: 'Direct transfers list' });
  await expect(qr).toContainText('Agribank');
  await expect(qr).not.toContainText('Bac A Bank');
  await qr.scrollIntoViewIfNeeded();
  await shot(page, 'docs-direct-transfers-list');

  // The hosts table on a phone (issue 28's review: a URL broke over four lines): each row is a
  // card and the URL stays on one line; at 1440 it is the table it was, header row shown.
  await page.goto('/Docs/API');
  const hosts = page.locator('.doc-table').first();
  const gatewayUrl = hosts
    .getByRole('row', { name: /Gateway host/ })
    .locator('code')
    .first();
  await expect(gatewayUrl).toHaveText(origin);
  await expect(hosts.getByRole('columnheader', { name: 'URL' })).toBeVisible();
  for (const night of [false, true]) {
    await setNightMode(page, night);
    await page.setViewportSize({ width: 1440, height: 900 });
    await viewportShot(page, `docs-api-hosts-1440${night ? '-night' : ''}`);
    await page.setViewportSize({ width: 390, height: 844 });
    await gatewayUrl.scrollIntoViewIfNeeded();
    await viewportShot(page, `docs-api-hosts-390${night ? '-night' : ''}`);
  }
  await setNightMode(page, false);
  expect(await gatewayUrl.evaluate((code) => code.getClientRects().length), 'the URL on one line').toBe(1);
  const row = await hosts.getByRole('row', { name: /Gateway host/ }).boundingBox();
  expect(row?.width, 'the row fits the phone').toBeLessThanOrEqual(390);
  await expectAccessible(page, 'docs /Docs/API on a phone');
  await page.setViewportSize({ width: 1440, height: 900 });
  expect(await gatewayUrl.evaluate((code) => code.getClientRects().length)).toBe(1);

  // Paths match in any case (issue 28 item 10, docs/SPEC-DECISIONS.md): /docs/api is /Docs/API;
  // an unknown document is still the 404.
  await page.goto('/docs/api');
  await expect(page).toHaveTitle(/^API · Docs/);
  await page.goto('/docs/no-such-document');
  await expect(page).toHaveURL(/\/404$/);
  expect(errors).toEqual([]);
});

test("the report page counts the partner's days from its payments, filters and exports them; the five charts draw them, in Vietnamese", async ({
  page,
}) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await new LoginPage(page).login('owner@demo.test');
  await new Shell(page).expectDashboard();
  await activateInBrowser(page, 'owner@demo.test');

  // Issue 30 item 3: the menu leads to it; the seven days ending today, from the demo payments.
  await page.getByRole('complementary').getByRole('link', { name: 'Reports' }).click();
  await expect(page).toHaveURL(/\/report$/);
  await expect(page.getByRole('heading', { name: 'Báo cáo' })).toBeVisible();
  const main = page.getByRole('main');
  const rows = main.locator('tbody tr.ant-table-row');
  await expect(rows.first()).toBeVisible();
  const total = main.locator('.ant-table-summary');
  await expect(total.getByText('Tổng cộng')).toBeVisible();
  await shot(page, 'report-1440');
  await expectAccessible(page, 'report');

  // The export is the table: its total line carries the summary's figures.
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Xuất báo cáo' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toMatch(/^report-ALL-\d{4}-\d{2}-\d{2}-\d{4}-\d{2}-\d{2}\.csv$/);
  const lines = readFileSync(await file.path(), 'utf8')
    .trimEnd()
    .split('\r\n');
  expect(lines[0]).toBe('date,service,total_payment,total_success,total_failed,revenue_vnd');
  expect(lines.length - 2).toBe(await rows.count());
  const [, , payments = '', , , revenue = ''] = (lines.at(-1) ?? '').split(',');
  const summary = (await total.locator('td').allTextContents()).map((t) => t.replace(/,/g, ''));
  expect([summary[1], summary[4]]).toEqual([payments, revenue]);

  // The filter: a required range ('Nhập ngày'), then one service over the same days.
  await page.getByRole('button', { name: 'Bộ lọc' }).click();
  const form = page.getByRole('form', { name: 'Bộ lọc báo cáo' });
  await form.locator('.ant-picker').hover();
  await form.locator('.ant-picker-clear').click();
  await form.getByRole('button', { name: 'Lọc', exact: true }).click();
  await expect(page.getByText('Nhập ngày')).toBeVisible();
  await page.getByRole('button', { name: 'Đặt lại' }).click();
  await page.getByLabel('Dịch vụ').click();
  await page.getByTitle('Cổng thanh toán').click();
  await form.getByRole('button', { name: 'Lọc', exact: true }).click();
  await expect(page).toHaveURL(/service=PAYMENT_GATEWAY/);
  await expect(rows.first()).toBeVisible();
  // The previous rows stay while the next load: every row is the chosen service once it arrived.
  await expect(rows.locator('td:nth-child(3)').filter({ hasNotText: 'Cổng thanh toán' })).toHaveCount(0);
  await shot(page, 'report-filter');
  await expectAccessible(page, 'report filtered');
  // Card charging is no product of this gateway: nothing to export, and it says so.
  await page.getByLabel('Dịch vụ').click();
  await page.getByTitle('Gạch thẻ').click();
  await form.getByRole('button', { name: 'Lọc', exact: true }).click();
  await expect(page.getByText('Không có giao dịch trong khoảng thời gian này.')).toBeVisible();
  await page.getByRole('button', { name: 'Xuất báo cáo' }).click();
  await expect(page.getByText('Không có dữ liệu để xuất')).toBeVisible();

  // On a phone the money stays on screen: the revenue beside the day, the service under it.
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/report');
  const firstRow = rows.first();
  await expect(firstRow).toBeVisible();
  const revenueCell = firstRow.locator('td').nth(1);
  await expect(revenueCell).toHaveText(/^\d{1,3}(,\d{3})*$/);
  const box = await revenueCell.boundingBox();
  expect((box?.x ?? 999) + (box?.width ?? 999)).toBeLessThanOrEqual(390);
  await shot(page, 'report-390');
  await expectAccessible(page, 'report on a phone');
  await page.setViewportSize({ width: 1440, height: 900 });

  for (const report of REPORTS) {
    await page.goto(report.path);
    await expect(page.getByRole('heading', { name: report.title })).toBeVisible();
    // The partner's figures now, not demonstration ones (issue 30 item 3).
    await expect(page.getByText('Dữ liệu minh họa')).toHaveCount(0);
    // The chart is SVG (ui/charts): drawn, and its labels and legend are text in the page.
    await expect(page.locator('.chart').getByRole('img')).toBeVisible();
    await expect(page.locator('.chart').getByText(report.legend).first()).toBeVisible();
    await shot(page, `report-${slug(report.path)}`);
    await expectAccessible(page, `report ${report.path}`);
  }
});

test('two-factor set-up with a code computed from the QR secret, recovery codes, uses added at once, removed and disabled with a code', async ({
  page,
}) => {
  const user = await freshOwner(page, 'twofactor');
  await page.goto('/profile');
  await expect(page.getByRole('tab', { name: 'Profile' })).toBeVisible();
  await expect(page.getByText(user.email).first()).toBeVisible();
  await shot(page, 'profile-info');
  await expectAccessible(page, 'profile');

  await page.getByRole('tab', { name: 'OTP' }).click();
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByText('password is required!')).toBeVisible();
  await page.getByLabel('Password').fill(user.password);
  const answer = page.waitForResponse(
    async (res) => res.url().endsWith('/graphql') && (res.request().postData() ?? '').includes('genTOTP'),
  );
  await page.getByRole('button', { name: 'Continue' }).click();
  const body = (await (await answer).json()) as { data: { genTOTP: { totp_uri: string } } };
  const uri = body.data.genTOTP.totp_uri;
  await expect(page.getByRole('img', { name: 'QR code for the authenticator app' }).locator('svg')).toBeVisible();
  const totp = URI.parse(uri) as TOTP;
  // The key shown beside the QR is the QR's own secret.
  await expect(page.getByTestId('totp-secret')).toHaveText(totp.secret.base32.replace(/(.{4})(?=.)/g, '$1 '));
  await shot(page, 'profile-2fa-qr');
  await expectAccessible(page, 'two-factor set-up');

  await page.getByLabel('Code from the app').fill('000000');
  await page.getByRole('button', { name: 'Enable' }).click();
  await expect(page.getByText('OTP is invalid')).toBeVisible();
  await page.getByLabel('Code from the app').fill(totp.generate());
  await page.getByRole('button', { name: 'Enable' }).click();

  const codes = page.getByRole('list', { name: 'Recovery codes' }).getByRole('listitem');
  await expect(codes).toHaveCount(10);
  const recovery = (await codes.allInnerTexts()).map((code) => code.trim());
  for (const code of recovery) expect(code).toMatch(/^[A-Z2-9]{5}-[A-Z2-9]{5}$/);
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download' }).click();
  expect((await download).suggestedFilename()).toBe('paygate-recovery-codes.txt');
  await shot(page, 'profile-2fa-recovery-codes');
  await expectAccessible(page, 'recovery codes');
  await page.getByRole('button', { name: 'I have saved them' }).click();

  const cashout = page.getByRole('switch', { name: 'Cashout' });
  await expect(cashout).toHaveAttribute('aria-checked', 'false');
  await cashout.click();
  await expect(cashout).toHaveAttribute('aria-checked', 'true');
  await page.getByRole('switch', { name: 'Withdraw' }).click();
  await expect(page.getByRole('switch', { name: 'Withdraw' })).toHaveAttribute('aria-checked', 'true');
  await shot(page, 'profile-2fa-enabled');
  await expectAccessible(page, 'two-factor settings');

  // Saved on the server at once.
  const token = await apiLogin(user.email, user.password);
  const settings = async () =>
    (
      await gqlOk<{ userInfo: { is_enabled_TOTP: boolean; totp_config: string[] } }>(
        '{ userInfo { is_enabled_TOTP totp_config } }',
        {},
        token,
      )
    ).userInfo;
  expect(await settings()).toEqual({ is_enabled_TOTP: true, totp_config: ['cashout', 'withdraw'] });

  // Turning a use off asks for a code first (the enabling code is spent: a recovery code here).
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.getByRole('switch', { name: 'Withdraw' }).click();
  const removeDialog = page.getByRole('dialog', { name: 'Turn off the code for Withdraw' });
  await removeDialog.getByRole('button', { name: 'Turn off' }).click();
  await expect(removeDialog.getByText('otp is required!')).toBeVisible();
  await removeDialog.getByLabel('OTP').fill('000000');
  await removeDialog.getByRole('button', { name: 'Turn off' }).click();
  await expect(removeDialog.getByText('OTP is invalid')).toBeVisible();
  await shot(page, 'profile-2fa-remove-use-1440');
  await expectAccessible(page, 'turn off a use dialog');
  await page.setViewportSize({ width: 390, height: 844 });
  await shot(page, 'profile-2fa-remove-use-390');
  await page.setViewportSize({ width: 1440, height: 900 });
  expect(await settings()).toEqual({ is_enabled_TOTP: true, totp_config: ['cashout', 'withdraw'] });
  await removeDialog.getByLabel('OTP').fill(recovery[0]!);
  await removeDialog.getByRole('button', { name: 'Turn off' }).click();
  await expect(removeDialog).toBeHidden();
  await expect(page.getByRole('switch', { name: 'Withdraw' })).toHaveAttribute('aria-checked', 'false');
  expect(await settings()).toEqual({ is_enabled_TOTP: true, totp_config: ['cashout'] });

  // The static Google Authenticator wizard: four steps with Next and Prev.
  await page.goto('/profile?tab=security');
  await expect(page.getByText('Install Google Authenticator on your phone')).toBeVisible();
  for (let i = 0; i < 3; i++) await page.getByRole('button', { name: 'Next' }).click();
  await expect(page.getByText('Confirm with a code')).toBeVisible();
  await shot(page, 'profile-authenticator-guide');
  await expectAccessible(page, 'authenticator guide');

  // Disabling needs the password and a code; a used recovery code is refused.
  await page.goto('/profile?tab=otp');
  await page.getByRole('button', { name: 'Disable' }).click();
  const dialog = page.getByRole('dialog', { name: 'Disable two-factor authentication' });
  await dialog.getByRole('button', { name: 'Disable' }).click();
  await expect(dialog.getByText('password is required!')).toBeVisible();
  await expect(dialog.getByText('otp is required!')).toBeVisible();
  await shot(page, 'profile-2fa-disable-1440');
  await expectAccessible(page, 'disable two-factor dialog');
  await page.setViewportSize({ width: 390, height: 844 });
  await shot(page, 'profile-2fa-disable-390');
  await page.setViewportSize({ width: 1440, height: 900 });
  await dialog.getByLabel('Password').fill(user.password);
  await dialog.getByLabel('OTP').fill(recovery[0]!);
  await dialog.getByRole('button', { name: 'Disable' }).click();
  await expect(dialog.getByText('OTP is invalid')).toBeVisible();
  expect((await settings()).is_enabled_TOTP).toBe(true);
  await dialog.getByLabel('OTP').fill(recovery[1]!);
  await dialog.getByRole('button', { name: 'Disable' }).click();
  await expect(page.getByText('Enable two-factor authentication')).toBeVisible();
  expect(await settings()).toEqual({ is_enabled_TOTP: false, totp_config: [] });
});

test('change password: rules, a new 30-day session, other sessions ended', async ({ page }) => {
  const user = await freshOwner(page, 'chpw');
  const otherDevice = await apiLogin(user.email, user.password);
  await page.goto('/profile?tab=password');
  await page.getByLabel('Current password').fill(user.password);
  await page.getByLabel('New password').fill('short');
  await page.getByLabel('Confirm password').fill('different');
  await page.getByRole('button', { name: 'Update password' }).click();
  await expect(page.getByText('Password must be at least 8 characters!')).toBeVisible();
  await expect(page.getByText('Password not match')).toBeVisible();
  await shot(page, 'profile-change-password-rules');
  await expectAccessible(page, 'change password');

  const before = (await page.context().cookies()).find((c) => c.name === 'auth');
  await page.getByLabel('New password').fill('a-new-good-password');
  await page.getByLabel('Confirm password').fill('a-new-good-password');
  await page.getByRole('button', { name: 'Update password' }).click();
  await expect(page.getByText('Update password successful')).toBeVisible();
  await shot(page, 'profile-change-password-done');

  await expect
    .poll(async () => (await page.context().cookies()).find((c) => c.name === 'auth')?.value)
    .not.toBe(before?.value);
  const after = (await page.context().cookies()).find((c) => c.name === 'auth')!;
  // 30 days (PRODUCT §9), give or take the test's own duration.
  expect(after.expires * 1000 - Date.now()).toBeGreaterThan(29 * 24 * 3600 * 1000);

  // The portal goes on with the new session; the old one and the other device's are gone.
  await page.reload();
  await expect(page.getByRole('tab', { name: 'Change Password' })).toBeVisible();
  await expect(page.getByRole('banner')).toContainText(user.name);
  for (const token of [before!.value, otherDevice]) {
    const res = await gql('{ userInfo { id } }', {}, token);
    expect(res.errors?.[0]?.extensions?.code).toBe('410');
  }
  const oldLogin = await gql(
    'mutation($e: String!, $p: String!) { loginByPassword(email_or_phone_number: $e, password: $p) { access_token } }',
    { e: user.email, p: user.password },
  );
  expect(oldLogin.errors).toBeDefined();
  await apiLogin(user.email, 'a-new-good-password');
});
