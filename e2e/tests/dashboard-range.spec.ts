import { localDate, startOfLocalDay } from '@paygate/contracts';
import { expect, type Page, type Request, test } from '@playwright/test';
import { apiLogin, gqlOk, shot } from '../support/api';
import { LoginPage, Shell } from '../support/pages';
import { activateInBrowser } from '../support/payments';

// Issue 28 item 4: with the same dates showing, the totals moved within a minute because the window
// rolled by the hour (now − 7 days) while the picker showed whole days. What the browser asks for
// is checked against the days the picker shows: the first day's midnight in the partner's zone to
// the last day's end (or now, while the last day is today), and the cards show what the server
// counts for exactly that window.

const OWNER = 'owner@demo.test';

type Window = { from_date: string; to_date: string };

/** The DashboardStats windows the page asks for, in order. */
const recordStats = (page: Page) => {
  const asked: Window[] = [];
  page.on('request', (request: Request) => {
    if (!request.url().endsWith('/graphql') || request.method() !== 'POST') return;
    const body = request.postDataJSON() as { operationName?: string; variables?: Window } | null;
    if (body?.operationName === 'DashboardStats' && body.variables) asked.push(body.variables);
  });
  return asked;
};

/** DD/MM/YYYY as the picker shows it → the instant that day starts in the zone. */
const midnightOf = (shown: string, zone: string) => {
  const [day, month, year] = shown.split('/').map(Number);
  return startOfLocalDay(zone, year ?? 0, month ?? 0, day ?? 0);
};

const shownDays = async (page: Page) => {
  const inputs = page.locator('.ant-picker-range input');
  return [await inputs.nth(0).inputValue(), await inputs.nth(1).inputValue()] as const;
};

test("the dashboard's figures cover exactly the days the picker shows, in the partner's zone", async ({ page }) => {
  const token = await apiLogin(OWNER);
  const { userInfo } = await gqlOk<{ userInfo: { partner: { time_zone: string } } }>(
    '{ userInfo { partner { time_zone } } }',
    {},
    token,
  );
  const zone = userInfo.partner.time_zone;
  const asked = recordStats(page);
  await page.setViewportSize({ width: 1440, height: 900 });
  await new LoginPage(page).login(OWNER);
  await new Shell(page).expectDashboard();
  await activateInBrowser(page, OWNER);
  await page.reload();
  // The range shows at once in a light stand-in; antd's picker loads when the person reaches for it.
  const standIn = page.getByRole('textbox', { name: 'Date range' });
  await expect(standIn).toHaveValue(/^\d{2}\/\d{2}\/\d{4} → \d{2}\/\d{2}\/\d{4}$/);
  const shownByStandIn = await standIn.inputValue();
  await standIn.hover();
  await expect(page.locator('.ant-picker-range input').first()).toHaveValue(/^\d{2}\/\d{2}\/\d{4}$/);
  expect((await shownDays(page)).join(' → ')).toBe(shownByStandIn);

  // The default range: its first day from that day's midnight, up to now (the last day is today).
  const [first, last] = await shownDays(page);
  const [todayY, todayM, todayD] = localDate(new Date(), zone).split('-');
  expect(last).toBe(`${todayD}/${todayM}/${todayY}`);
  await expect.poll(() => asked.length).toBeGreaterThan(0);
  const opened = asked.at(-1) as Window;
  expect(opened.from_date).toBe(midnightOf(first, zone).toISOString());
  expect(new Date(opened.to_date).getTime()).toBeGreaterThanOrEqual(midnightOf(last, zone).getTime());
  expect(new Date(opened.to_date).getTime()).toBeLessThanOrEqual(Date.now());

  // Yesterday: from its midnight to the millisecond before today's, however late it is now.
  await page.locator('.ant-picker-range input').first().click();
  const before = asked.length;
  await page.locator('.ant-picker-presets').getByText('Yesterday', { exact: true }).click();
  await expect.poll(() => asked.length).toBeGreaterThan(before);
  const [yFirst, yLast] = await shownDays(page);
  expect(yFirst).toBe(yLast);
  const yesterday = asked.at(-1) as Window;
  const start = midnightOf(yFirst, zone);
  expect(yesterday).toEqual({
    from_date: start.toISOString(),
    to_date: new Date(midnightOf(last, zone).getTime() - 1).toISOString(),
  });

  // The cards show what the server counts for exactly that window.
  const { partnerDashboard } = await gqlOk<{ partnerDashboard: { total_payment_success: number } }>(
    'query($f: DateTime!, $t: DateTime!) { partnerDashboard(from_date: $f, to_date: $t) { total_payment_success } }',
    { f: yesterday.from_date, t: yesterday.to_date },
    token,
  );
  await expect(page.getByRole('region', { name: 'Successful transaction' })).toContainText(
    String(partnerDashboard.total_payment_success),
  );
  // "in 24h" is the spec's title; beside it, what the chart shows.
  await expect(page.getByText('By hour of day, over the days shown')).toBeVisible();
  await shot(page, 'dashboard-range-yesterday');
});
