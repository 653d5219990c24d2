import { readFileSync } from 'node:fs';
import { expect, type Page, test } from '@playwright/test';
import { expectAccessible } from '../support/a11y';
import { shot } from '../support/api';
import { expectDashboard, loginAs } from '../support/pages';
import { activateInBrowser } from '../support/payments';

// Issue 30 item 3's two new reports as a finance user reads them: from /report to the fees per
// method and month, whose CSV adds up to the figures on screen, then to the payouts with their
// settlement time and the bank's or chain's reference, paged, and their file. On a phone too.

const FINANCIAL = 'financial@demo.test';
test.use({ timezoneId: 'Asia/Ho_Chi_Minh' });

const csvOf = async (page: Page, button: string) => {
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: button }).click();
  const file = await download;
  return {
    name: file.suggestedFilename(),
    lines: readFileSync(await file.path(), 'utf8')
      .trimEnd()
      .split('\r\n'),
  };
};

test('a financial user reads the fees per method and month and the payouts with their references, and downloads both', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await loginAs(page, FINANCIAL);
  await expectDashboard(page);
  await activateInBrowser(page, FINANCIAL);
  await page.getByRole('complementary').getByRole('link', { name: 'Reports' }).click();
  await expect(page).toHaveURL(/\/report$/);

  // The fee report: a link away from every report.
  const reports = page.getByRole('navigation', { name: 'Các báo cáo' });
  await reports.getByRole('link', { name: 'Phí' }).click();
  await expect(page).toHaveURL(/\/report_fee$/);
  await expect(page.getByRole('heading', { name: 'Báo cáo phí', level: 1 })).toBeVisible();
  const main = page.getByRole('main');
  const rows = main.locator('tbody tr.ant-table-row');
  await expect(rows.first()).toBeVisible();
  // The demo's card payments were charged fees: a VND net card, in the portal's money format.
  const vndCard = main.getByRole('list', { name: 'Phí thực thu theo tiền tệ' }).getByRole('listitem').filter({
    hasText: 'Phí thực thu · VND',
  });
  await expect(vndCard).toBeVisible();
  const vndNet = ((await vndCard.locator('.report-figure-value').textContent()) ?? '').trim();
  expect(vndNet).toMatch(/^\d{1,3}(,\d{3})* VND$/);
  await expect(rows.filter({ hasText: 'Thẻ ATM' }).first()).toBeVisible();
  await shot(page, 'report-fee-1440');
  await expectAccessible(page, 'fee report');

  // The CSV is the table: a line per row, and its VND total is the card's net.
  const fees = await csvOf(page, 'Xuất báo cáo');
  expect(fees.name).toMatch(/^fee-report-\d{4}-\d{2}-\d{4}-\d{2}\.csv$/);
  expect(fees.lines[0]).toBe('month,method,currency,chain,charges,charged,returned,net');
  const dataLines = fees.lines.filter((l) => !l.startsWith('total,') && !l.startsWith('month,'));
  const rowCount = await rows.count();
  expect(dataLines.length).toBeGreaterThanOrEqual(rowCount);
  const vndTotal = fees.lines.find((l) => l.startsWith('total,,VND,'))?.split(',') ?? [];
  expect(`${Number(vndTotal[7]).toLocaleString('en-US')} VND`).toBe(vndNet);
  // The rows' VND nets add up to that total, to the đồng.
  const vndNets = dataLines.filter((l) => l.split(',')[2] === 'VND').map((l) => BigInt(l.split(',')[7] ?? '0'));
  expect(vndNets.reduce((a, b) => a + b, 0n)).toBe(BigInt(vndTotal[7] ?? '-1'));

  // A range of months with nothing says so; the filter keeps the months in the URL.
  await page.goto('/report_fee?from=2020-01&to=2020-03');
  await expect(page.getByText('Không có phí trong khoảng thời gian này.')).toBeVisible();
  await expect(page.getByText('Phí theo phương thức và tháng · 01/2020 – 03/2020')).toBeVisible();

  // The payout report: the last seven days by default; then the demo's 90 days of cash-outs and
  // withdrawals, the range in the URL.
  await reports.getByRole('link', { name: 'Chi trả' }).click();
  await expect(page).toHaveURL(/\/report_payout$/);
  await expect(page.getByRole('heading', { name: 'Báo cáo chi trả', level: 1 })).toBeVisible();
  const day = (daysAgo: number) =>
    new Date(Date.now() - daysAgo * 86_400_000).toLocaleDateString('en-CA', { timeZone: 'Asia/Ho_Chi_Minh' });
  await page.goto(`/report_payout?from=${day(89)}&to=${day(0)}`);
  await expect(rows.first()).toBeVisible();
  // A paid cash-out names the bank's transfer (FT and 14 digits) and when it settled.
  const paid = rows.filter({ hasText: /FT\d{14}/ }).first();
  await expect(paid).toBeVisible();
  await expect(paid.getByText('SUCCESS')).toBeVisible();
  await shot(page, 'report-payout-1440');
  await expectAccessible(page, 'payout report');

  // Every page of the range in one file, oldest first, the references as the table shows them.
  const count = await main
    .getByRole('list', { name: 'Chi trả theo tiền tệ và trạng thái' })
    .locator('.report-cell-note')
    .allTextContents();
  const total = count.reduce((n, text) => n + Number(/^([\d,]+) lệnh/.exec(text)?.[1]?.replace(/,/g, '') ?? 0), 0);
  expect(total).toBeGreaterThan(0);
  const payouts = await csvOf(page, 'Xuất báo cáo');
  expect(payouts.name).toMatch(/^payout-report-\d{4}-\d{2}-\d{2}-\d{4}-\d{2}-\d{2}\.csv$/);
  expect(payouts.lines.length - 1).toBe(total);
  const reference = ((await paid.locator('code').textContent()) ?? '').trim();
  expect(payouts.lines.some((l) => l.includes(`"${reference}"`))).toBe(true);
  if (total > 20) {
    await main.getByRole('listitem', { name: '2' }).click();
    await expect(page).toHaveURL(/page=2/);
    await expect(rows.first()).toBeVisible();
  }

  // On a phone: the time, the amount and its state first.
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/report_payout');
  await expect(rows.first()).toBeVisible();
  await expect(rows.first().locator('td').nth(1)).toHaveText(/^\d{1,3}(,\d{3})*(\.\d{3})? [A-Z]+phí /);
  await shot(page, 'report-payout-390');
  await expectAccessible(page, 'payout report on a phone');
  await page.goto('/report_fee');
  await expect(rows.first()).toBeVisible();
  // The net fee beside the month, on screen without scrolling.
  const net = rows.first().locator('td').nth(1);
  await expect(net).toHaveText(/^-?\d{1,3}(,\d{3})*(\.\d{3})?$/);
  const box = await net.boundingBox();
  expect((box?.x ?? 999) + (box?.width ?? 999)).toBeLessThanOrEqual(390);
  await shot(page, 'report-fee-390');
  await expectAccessible(page, 'fee report on a phone');
});

test('a supporter is not offered the reports and is refused them', async ({ page }) => {
  await loginAs(page, 'supporter@demo.test');
  await expectDashboard(page);
  await expect(page.getByRole('complementary').getByRole('link', { name: 'Reports' })).toHaveCount(0);
  for (const path of ['/report_fee', '/report_payout']) {
    await page.goto(path);
    await expect(page.getByText('You do not have permission to view this page')).toBeVisible();
  }
});
