import { readFileSync } from 'node:fs';
import { readSettlementReport } from '@paygate/contracts';
import { expect, test } from '@playwright/test';
import { expectAccessible } from '../support/a11y';
import { BASE_URL, shot } from '../support/api';
import { expectDashboard, loginAs } from '../support/pages';
import { activateInBrowser } from '../support/payments';
import { pdfPagesAsPng } from '../support/pdfPages';

// Issue 30 item 2 as a finance user closes the month: from the balance history to Statements, last
// month's VND statement of the demo store, its closing balance checked against the history's line
// at the month's end, then the PDF and the CSV downloaded and read — the PDF as PNG pages.

const FINANCIAL = 'financial@demo.test';
const ZONE = 'Asia/Ho_Chi_Minh';

const lastMonth = () => {
  const [y, m] = new Intl.DateTimeFormat('en-CA', { timeZone: ZONE }).format(new Date()).split('-').map(Number) as [
    number,
    number,
  ];
  const at = new Date(Date.UTC(y, m - 2, 1));
  const lastDay = new Date(Date.UTC(y, m - 1, 0)).toISOString().slice(0, 10);
  return { month: at.toISOString().slice(0, 7), lastDay };
};

test("a financial user downloads last month's statement and its figures match the balance history", async ({
  page,
  context,
}) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await loginAs(page, FINANCIAL);
  await expectDashboard(page);
  await activateInBrowser(page, FINANCIAL);
  const { month, lastDay } = lastMonth();

  await page.goto('/balance?currency=VND');
  await page.getByRole('main').getByRole('link', { name: 'Statements' }).click();
  await expect(page).toHaveURL(/\/balance\/statement\?.*currency=VND/);
  await expect(page.getByRole('heading', { name: 'Statements', level: 1 })).toBeVisible();
  const main = page.getByRole('main');
  await expect(main.getByRole('combobox', { name: 'Month' })).toBeVisible();
  const figure = (label: string) => main.locator('dl > div').filter({ hasText: label }).locator('dd');
  // The demo store has months of history: last month opens and closes on real figures.
  await expect(figure('Closing balance')).toHaveText(/^\d{1,3}(,\d{3})* VND$/);
  await expect(main.getByRole('row').nth(1)).toBeVisible();
  const closing = (await figure('Closing balance').textContent()) ?? '';
  const opening = (await figure('Opening balance').textContent()) ?? '';
  const credits = (await figure('Credits').textContent()) ?? '';
  const debits = (await figure('Debits').textContent()) ?? '';
  const amount = (text: string) => BigInt(text.replace(/[^\d-]/g, '') || '0');
  expect(amount(opening) + amount(credits) + amount(debits)).toBe(amount(closing));
  // Last month is offered first.
  await expect(main.getByText(month, { exact: true })).toBeVisible();
  await shot(page, 'statement-1440');
  await expectAccessible(page, 'statement');

  // The monthly mail: FINANCIAL opts in beside the statements; the choice is kept on reload.
  const mail = main.getByRole('switch', {
    name: "Mail me last month's production statements on the 1st of each month",
  });
  await expect(mail).not.toBeChecked();
  await mail.click();
  await expect(page.getByText('Monthly statements will be mailed to you')).toBeVisible();
  await page.reload();
  await expect(mail).toBeChecked();
  await mail.click();
  await expect(page.getByText('Monthly statement mail turned off')).toBeVisible();
  await expect(mail).not.toBeChecked();

  // The history's balance after the month's last line is the statement's closing balance.
  await page.goto(`/balance?${new URLSearchParams({ currency: 'VND', to: lastDay })}`);
  const historyRows = page.getByRole('main').locator('tbody tr.ant-table-row');
  await expect(historyRows.first()).toBeVisible();
  await expect(historyRows.first().locator('td:nth-child(7)')).toHaveText(closing);
  await page.goBack();
  await expect(figure('Closing balance')).toHaveText(closing);

  // The PDF: named for the period, its pages drawn and looked at; the text carries the figures.
  const pdfDownload = page.waitForEvent('download');
  await main.getByRole('button', { name: 'Download PDF' }).click();
  const pdf = await pdfDownload;
  expect(pdf.suggestedFilename()).toBe(`statement-${month}-VND.pdf`);
  const bytes = readFileSync(await pdf.path());
  expect(bytes.subarray(0, 5).toString()).toBe('%PDF-');
  const pngs = await pdfPagesAsPng(context, BASE_URL, bytes, 'statement-pdf');
  expect(pngs.length).toBeGreaterThan(0);

  // The CSV: the same opening and closing, and one row per kind the screen lists.
  const csvDownload = page.waitForEvent('download');
  await main.getByRole('button', { name: 'Download CSV' }).click();
  const csv = readFileSync(await (await csvDownload).path(), 'utf8');
  const [heading = '', table = ''] = csv.split('\r\n\r\n');
  const fields = Object.fromEntries(heading.split('\r\n').map((l) => l.split(',')));
  expect(fields.period).toBe(month);
  expect(amount(fields.closing_balance ?? '')).toBe(amount(closing));
  expect(amount(fields.opening_balance ?? '')).toBe(amount(opening));
  const kinds = table.trimEnd().split('\r\n').slice(1, -1);
  await expect(main.locator('tbody tr.ant-table-row')).toHaveCount(kinds.length);

  // A day: yesterday's statement, chosen in the screen; the URL keeps it.
  await main.locator('.ant-segmented-item', { hasText: 'Day' }).click();
  await expect(page).toHaveURL(/period=\d{4}-\d{2}-\d{2}/);
  await expect(figure('Opening balance')).toHaveText(/VND$/);

  // The reconciliation file of the day on screen (issue 30 item 4): every settlement of the demo
  // store's production app that day, the merchant's ids beside ours; its checksum line holds.
  const day = new URL(page.url()).searchParams.get('period') ?? '';
  const settlement = main.getByRole('region', { name: 'Reconciliation file' });
  await expect(settlement.getByRole('combobox', { name: 'Settlement day' })).toBeVisible();
  await expect(settlement.getByText(day, { exact: true })).toBeVisible();
  const fileDownload = page.waitForEvent('download');
  await settlement.getByRole('button', { name: 'Download settlement CSV' }).click();
  const file = await fileDownload;
  expect(file.suggestedFilename()).toMatch(new RegExp(`^settlement-${day}-production-[0-9a-f-]{36}\\.csv$`));
  const settled = readSettlementReport(readFileSync(await file.path(), 'utf8'));
  expect(settled).toMatchObject({ ok: true });
  // The demo store's day has payments that settled: each line names both ids.
  const lines = settled.ok ? settled.body.trimEnd().split('\r\n').slice(1) : [];
  expect(lines.length).toBeGreaterThan(0);
  for (const line of lines) expect(line).toMatch(/^(PAYMENT|PAYOUT|REFUND),[0-9a-f-]{36},"[^"]+"/);
  await settlement.scrollIntoViewIfNeeded();
  await shot(page, 'settlement-report-1440');

  // On a phone: the figures wrap, the table scrolls in its frame.
  await page.setViewportSize({ width: 390, height: 844 });
  await expect(figure('Closing balance')).toBeVisible();
  await shot(page, 'statement-390');
  await expectAccessible(page, 'statement on a phone');
});

test('a supporter cannot open statements', async ({ page }) => {
  await loginAs(page, 'supporter@demo.test');
  await expectDashboard(page);
  await page.goto('/balance/statement');
  await expect(page.getByText(/permission/i).first()).toBeVisible();
  await expect(page.getByRole('main').getByRole('switch')).toHaveCount(0);
});
