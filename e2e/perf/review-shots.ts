import { mkdirSync } from 'node:fs';
import path from 'node:path';
import type { BrowserContext, Locator, Page } from 'playwright-core';
import {
  freshContext,
  launchChromium,
  ownerApps,
  type Session,
  signInOwner,
  signInWithoutOtp,
  startPortal,
} from './portal';

// The screens a review looks at, as a person sees them (issues #12 and 28): every screen issue 28
// changed, as the owner (with the day's two-factor) and as a supporter (before it), at 1440×900
// and 390×844, in light and night mode. The viewport only (what is on screen before scrolling),
// plus the whole page in slices for the screens whose order on a phone matters. Nothing is
// asserted: a screen that cannot be reached is reported and the others are still taken.
//   node --import tsx e2e/perf/review-shots.ts [folder] [screen-name-filter]
// (`npm run build` first: the portal is the built one.)

const out = process.argv[2] ?? path.join(import.meta.dirname, '../.artifacts/review');
const only = process.argv[3];
mkdirSync(out, { recursive: true });

const SIZES = [
  { name: 'desktop', width: 1440, height: 900 },
  { name: 'phone', width: 390, height: 844 },
] as const;

type Who = 'owner' | 'supporter' | 'nobody';
type Screen = {
  name: string;
  path: string | ((ids: Ids) => string);
  as?: Who;
  /** Development mode (the sandbox), as the top bar's switch leaves it for the tab. */
  sandbox?: boolean;
  phoneOnly?: boolean;
  /** Also the whole page in slices (a phone's order of sections). */
  full?: boolean;
  open?: (page: Page) => Promise<void>;
  /** A figure the issue names, read from the screen as shown (printed with the shots). */
  measure?: (page: Page) => Promise<string>;
};
type Ids = { store: string; sandbox: string };

const STORE = 'Demo Store';

/** Picks an antd Select's option by the combobox's accessible name. */
const pick = async (scope: Locator | Page, label: string, option: string) => {
  const page = 'page' in scope ? scope.page() : scope;
  await scope.getByRole('combobox', { name: label, exact: true }).click();
  await page
    .locator('.ant-select-dropdown:visible .ant-select-item-option')
    .filter({ hasText: option })
    .first()
    .click();
  await page.waitForTimeout(200);
};

const openMoneyModal = async (page: Page, button: string) => {
  await page.getByRole('button', { name: button }).first().click();
  const dialog = page.getByRole('dialog').last();
  await dialog.waitFor();
  return dialog;
};

/** How far the page scrolls down and sideways beyond the window (0 when it fits). */
const overflow = (page: Page) =>
  page.evaluate(() => {
    const root = document.documentElement;
    return `page scrolls ${root.scrollHeight - window.innerHeight} px down, ${root.scrollWidth - window.innerWidth} px sideways`;
  });

/** How far a list's table is wider than its frame (what is reached only by scrolling it sideways). */
const tableOverflow = (page: Page) =>
  page.evaluate(() => {
    const content = document.querySelector('.list-table .ant-table-content');
    return content ? content.scrollWidth - content.clientWidth : -1;
  });

/** The top of an element, in px from the top of the page. */
const topOf = async (locator: Locator) =>
  Math.round(await locator.first().evaluate((el) => el.getBoundingClientRect().top + window.scrollY));

const sidebar = (page: Page) =>
  page.evaluate(() =>
    [...document.querySelectorAll('aside [role="menuitem"], [role="dialog"] [role="menuitem"]')]
      .map((el) => el.textContent?.trim())
      .join(', '),
  );

const SCREENS: Screen[] = [
  // Item 6: a first visit is greeted by no warning.
  { name: 'login', path: '/login', as: 'nobody' },
  // Items 1, 3, 4, 8: the dashboard's range, figures and (on a phone) the balances first.
  {
    name: 'dashboard',
    path: '/',
    full: true,
    measure: async (page) =>
      `VND balance at y=${await topOf(page.getByRole('region', { name: 'VND balance' }))}, CashOut at y=${await topOf(
        page.getByRole('button', { name: 'CashOut' }),
      )}, summary cards at y=${await topOf(page.getByRole('region', { name: 'Total revenue (VNĐ)' }))}`,
  },
  // Item 5: the supporter's menu before the day's two-factor.
  { name: 'supporter-dashboard', path: '/', as: 'supporter', measure: async (page) => `menu: ${await sidebar(page)}` },
  {
    name: 'supporter-menu',
    path: '/',
    as: 'supporter',
    phoneOnly: true,
    open: async (page) => {
      await page.getByRole('button', { name: 'Navigation' }).click();
      await page.getByRole('dialog', { name: 'Navigation' }).waitFor();
    },
  },
  // Item 8: the phone menu is a dialog over a backdrop.
  {
    name: 'phone-menu',
    path: '/',
    phoneOnly: true,
    open: async (page) => {
      await page.getByRole('button', { name: 'Navigation' }).click();
      await page.getByRole('dialog', { name: 'Navigation' }).waitFor();
    },
  },
  // Item 12: development mode on every screen, and why the dashboard has no statistics.
  { name: 'sandbox-dashboard', path: '/', sandbox: true },
  { name: 'sandbox-transactions', path: '/transaction', sandbox: true },
  // Items 1, 8: directions in rows and totals; amount and status kept on a phone.
  {
    name: 'transactions',
    path: '/transaction?app_status=PRODUCTION',
    full: true,
    measure: async (page) => {
      const totals = await page.getByRole('region', { name: 'Totals' }).innerText();
      const amount = page.locator('.ant-table-tbody tr.ant-table-row').first().getByRole('cell').nth(1);
      const box = await amount.boundingBox();
      return `${totals.replaceAll('\n', ' ')}; first amount cell ends at x=${Math.round((box?.x ?? 0) + (box?.width ?? 0))}; table ${await tableOverflow(page)} px wider than its frame`;
    },
  },
  {
    name: 'transactions-cash-out',
    path: '/transaction?types=CASH_OUT&app_status=PRODUCTION',
    measure: async (page) => {
      const totals = await page.getByRole('region', { name: 'Totals' }).innerText();
      const row = await page.locator('.ant-table-tbody tr.ant-table-row').first().innerText();
      return `${totals.replaceAll('\n', ' ')}; first row: ${row.replaceAll(/\s+/g, ' ')}`;
    },
  },
  // Item 11: the response as labelled fields.
  {
    name: 'transaction-detail',
    path: '/transaction?app_status=PRODUCTION&statuses=SUCCESS',
    open: async (page) => {
      await page
        .getByRole('button', { name: /^Actions of / })
        .first()
        .click();
      await page.getByRole('menuitem', { name: 'Detail' }).click();
      await page.getByRole('dialog', { name: 'Transaction detail' }).waitFor();
    },
  },
  // Item 13: saving a view, Default unticked.
  {
    name: 'save-view',
    path: '/transaction?statuses=FAILED',
    open: async (page) => {
      await page.getByRole('button', { name: 'Views' }).click();
      await page.getByRole('menuitem', { name: 'Save current filters…' }).click();
      await page.getByRole('dialog', { name: 'Save view' }).waitFor();
    },
  },
  // Item 18: a payer's page.
  {
    name: 'payer',
    path: (ids) => `/payer?app_id=${ids.store}&user_id=cust-0001`,
    full: true,
    measure: async (page) => `table ${await tableOverflow(page)} px wider than its frame`,
  },
  // Item 17: the search finds the end of an id and a payer's user_id.
  {
    name: 'search',
    path: '/transaction',
    open: async (page) => {
      await page.keyboard.press('Control+k');
      await page.keyboard.type('cust-0289');
      await page.waitForTimeout(1500);
    },
  },
  // Item 7: the apps table and its row menu.
  {
    name: 'apps',
    path: '/apps',
    measure: async (page) => {
      const button = page.getByRole('button', { name: `Actions for ${STORE}` });
      const box = await button.boundingBox();
      const width = page.viewportSize()?.width ?? 0;
      const inView = box != null && box.x >= 0 && box.x + box.width <= width;
      return `table ${await tableOverflow(page)} px wider than its frame; row menu ${inView ? 'in view' : 'off screen'}`;
    },
  },
  {
    name: 'apps-row-menu',
    path: '/apps',
    open: async (page) => {
      // The sandbox app: a production app has no Webhook Test, API Test or Delete.
      await page.getByRole('button', { name: 'Actions for Demo Sandbox' }).click();
      await page.getByRole('menuitem', { name: 'Delete' }).waitFor();
    },
  },
  // Item 14: secrets masked, with Show and Copy.
  {
    name: 'app-secrets',
    path: '/apps',
    open: async (page) => {
      await page.getByRole('button', { name: `Actions for ${STORE}` }).click();
      await page.getByRole('menuitem', { name: 'Secrets' }).click();
      await page.getByRole('dialog', { name: `Secrets of ${STORE}` }).waitFor();
    },
  },
  // Item 9: the delivery log's pickers and messages.
  { name: 'deliveries', path: (ids) => `/apps/${ids.store}/webhooks` },
  // Item 2, 3: the fee and the total before the submit, amounts grouped as typed.
  {
    name: 'cashout-fee',
    path: '/',
    open: async (page) => {
      const dialog = await openMoneyModal(page, 'CashOut');
      await pick(dialog, 'App', STORE);
      await pick(dialog, 'Payee bank', 'VCB');
      await pick(dialog, 'Payee account type', 'Bank account');
      await dialog.getByRole('textbox', { name: 'Payee account', exact: true }).fill('0123456789');
      await dialog.getByRole('button', { name: 'Check Info' }).click();
      await page.waitForTimeout(800);
      await dialog.getByRole('textbox', { name: 'Amount', exact: true }).fill('260000000');
      await dialog.getByTestId('fee-preview').waitFor();
    },
  },
  {
    name: 'withdraw-fee',
    path: '/',
    open: async (page) => {
      const dialog = await openMoneyModal(page, 'Withdraw');
      await pick(dialog, 'App', STORE);
      await pick(dialog, 'Token', 'USDT');
      await page.waitForTimeout(300);
      await dialog.getByRole('combobox', { name: 'Chain', exact: true }).click();
      await page.locator('.ant-select-dropdown:visible .ant-select-item-option').first().click();
      await dialog.getByRole('textbox', { name: 'Wallet address', exact: true }).fill(`0x${'ab'.repeat(20)}`);
      await dialog.getByRole('textbox', { name: 'Amount', exact: true }).fill('12.5');
      await page.waitForTimeout(500);
    },
  },
  // Item 15: the team's e-mail, two-factor and last activity; the role described.
  { name: 'team', path: '/users' },
  {
    name: 'team-invite',
    path: '/users',
    open: async (page) => {
      await page.getByRole('button', { name: 'Invite' }).click();
      const dialog = page.getByRole('dialog', { name: 'Invite a member' });
      await dialog.waitFor();
      await pick(page, 'Invite role', 'SUPPORTER');
    },
  },
  // Item 10: short pages fit, /docs/api opens.
  { name: 'setting', path: '/setting', measure: overflow },
  { name: 'notification', path: '/notification', measure: overflow },
  { name: 'profile', path: '/profile', measure: overflow },
  { name: 'api-tool', path: '/tool/api', measure: overflow },
  { name: 'docs-api', path: '/docs/api', measure: async (page) => `title "${await page.title()}" at ${page.url()}` },
  // Item 19: the shortcuts.
  {
    name: 'shortcuts',
    path: '/',
    open: async (page) => {
      await page.locator('#main-content').focus();
      await page.keyboard.press('?');
      await page.getByRole('dialog', { name: 'Keyboard shortcuts' }).waitFor();
    },
  },
];

/**
 * Until the screen has drawn: the network quiet, no spinner, skeleton or busy region left (a loaded
 * machine takes seconds), then a short pause for charts and fonts.
 */
const settle = async (page: Page) => {
  await page.waitForLoadState('networkidle').catch(() => {});
  await page
    .waitForFunction(
      () =>
        document.querySelector('h1') !== null &&
        document.querySelectorAll('.page-spin, .boot-splash, .ant-skeleton-active, [aria-busy="true"]').length === 0,
      undefined,
      { timeout: 60_000 },
    )
    .catch(() => {});
  await page.waitForTimeout(600);
};

/** The whole page in slices a file viewer shows at full size (a phone page is 5,000 px tall). */
const fullPage = async (page: Page, name: string) => {
  const { width, height } = page.viewportSize() ?? { width: 1440, height: 900 };
  const total = await page.evaluate(() => document.documentElement.scrollHeight);
  const slice = Math.max(height, 1400);
  for (let y = 0, part = 1; y < total; y += slice, part += 1) {
    const clip = { x: 0, y, width, height: Math.min(slice, total - y) };
    await page.screenshot({ path: path.join(out, `${name}-full-${part}.png`), fullPage: true, clip });
  }
};

// REVIEW_PORTAL_URL: a portal already running with the demo data (a re-shoot after a CSS change
// skips the server's start, minutes on a loaded machine).
const running = process.env.REVIEW_PORTAL_URL;
const portal = running ? { base: running, stop: async () => {} } : await startPortal();
const browser = await launchChromium();
const failures: string[] = [];
const figures: string[] = [];
try {
  const sessions: Record<Who, Session | undefined> = {
    owner: await signInOwner(portal.base),
    supporter: await signInWithoutOtp(portal.base, 'supporter@demo.test'),
    nobody: undefined,
  };
  const apps = await ownerApps(portal.base, sessions.owner as Session);
  const ids: Ids = {
    store: apps.find((a) => a.name === STORE)?.id ?? '',
    sandbox: apps.find((a) => a.status === 'DEVELOPMENT')?.id ?? '',
  };
  const screens = SCREENS.filter((s) => !only || s.name.includes(only));
  for (const dark of [false, true]) {
    for (const size of SIZES) {
      const contexts = new Map<string, BrowserContext>();
      for (const screen of screens) {
        if (screen.phoneOnly && size.name !== 'phone') continue;
        const who = screen.as ?? 'owner';
        const key = `${who}${screen.sandbox ? '-sandbox' : ''}`;
        let context = contexts.get(key);
        if (!context) {
          context = await freshContext(browser, sessions[who]);
          await context.addInitScript(
            ([isDark, sandbox]) => {
              localStorage.setItem('appConfig', JSON.stringify({ darkmode: isDark }));
              if (sandbox) sessionStorage.setItem('env', 'DEVELOPMENT');
            },
            [dark, screen.sandbox === true] as const,
          );
          contexts.set(key, context);
        }
        const page = await context.newPage();
        // As the browser tests run: antd's motion off, so a dialog is never taken half faded in.
        await page.emulateMedia({ reducedMotion: 'reduce' });
        await page.setViewportSize({ width: size.width, height: size.height });
        const name = `${screen.name}-${size.name}${dark ? '-night' : ''}`;
        try {
          const target = typeof screen.path === 'function' ? screen.path(ids) : screen.path;
          await page.goto(`${portal.base}${target}`);
          await settle(page);
          if (screen.open) {
            await screen.open(page);
            await settle(page);
          }
          if (screen.measure) figures.push(`${name}: ${await screen.measure(page)}`);
          await page.screenshot({ path: path.join(out, `${name}.png`) });
          if (screen.full) await fullPage(page, name);
        } catch (error) {
          failures.push(`${name}: ${(error as Error).message.split('\n')[0]}`);
          await page.screenshot({ path: path.join(out, `${name}-FAILED.png`) }).catch(() => {});
        }
        await page.close();
      }
      for (const context of contexts.values()) await context.close();
    }
  }
  console.log(`Wrote the screenshots to ${out}`);
  if (figures.length) console.log(`Figures:\n  ${figures.join('\n  ')}`);
  if (failures.length) console.log(`Not taken:\n  ${failures.join('\n  ')}`);
} finally {
  await browser.close();
  await portal.stop();
}
