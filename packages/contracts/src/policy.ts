import type { UserType } from './enums.js';

// PRODUCT §6 written once as data. The server enforces it; the web reads it to decide what to show.
// Hiding a button is not access control: every resolver checks the same table.

const APPS_ROLES = ['OWNER', 'ADMIN', 'TECHNICAL'] as const;
const AUDIT_ROLES = ['OWNER', 'ADMIN'] as const;
const DASHBOARD_ROLES = ['OWNER', 'ADMIN', 'FINANCIAL', 'SUPERVISOR', 'SUPPORTER'] as const;
/** Issue 30 item 1: the roles that close the books; never SUPPORTER or TECHNICAL. */
const BALANCE_ROLES = ['OWNER', 'ADMIN', 'FINANCIAL', 'SUPERVISOR'] as const;
const TRANSACTION_ROLES = ['OWNER', 'ADMIN', 'TECHNICAL', 'FINANCIAL', 'SUPPORTER', 'SUPERVISOR'] as const;

/** The report screens (PRODUCT §2.3 and issue 30 item 3), each its own path. */
export const REPORT_SCREENS = [
  '/report',
  '/report_revenue',
  '/report_number',
  '/report_channel',
  '/report_source',
  '/report_active',
  '/report_fee',
  '/report_payout',
] as const;

/**
 * Sidebar items and who sees them (PRODUCT §6 "Menu"). Docs is for everyone. Sources (issue 12
 * item 11) sits beside Apps with the same roles (docs/SPEC-DECISIONS.md).
 */
export const MENU = [
  {
    key: 'dashboard',
    label: /*i18n*/ 'Dashboard',
    path: '/',
    visibleTo: DASHBOARD_ROLES,
  },
  { key: 'apps', label: /*i18n*/ 'Apps', path: '/apps', visibleTo: APPS_ROLES, screens: ['/apps', '/channels'] },
  { key: 'sources', label: /*i18n*/ 'Sources', path: '/sources', visibleTo: APPS_ROLES, screens: ['/sources'] },
  { key: 'users', label: /*i18n*/ 'User Manager', path: '/users', visibleTo: ['OWNER', 'ADMIN'], screens: ['/users'] },
  {
    key: 'transaction',
    label: /*i18n*/ 'Transaction',
    path: '/transaction',
    visibleTo: TRANSACTION_ROLES,
    // A payer's page (issue 28 item 18) is transaction data: the same roles.
    screens: ['/transaction', '/payer'],
  },
  /** Every movement of the app's balances (issue 30 item 1), for the roles that close the books. */
  {
    key: 'balance',
    label: /*i18n*/ 'Balance history',
    path: '/balance',
    visibleTo: BALANCE_ROLES,
    screens: ['/balance'],
  },
  /**
   * The report screens computed from the partner's data (issue 30 item 3): money figures, so the
   * roles that close the books. The spec reached them only by address (docs/SPEC-DECISIONS.md).
   */
  { key: 'reports', label: /*i18n*/ 'Reports', path: '/report', visibleTo: BALANCE_ROLES, screens: REPORT_SCREENS },
  { key: 'api-tool', label: /*i18n*/ 'Api Tool', path: '/tool/api', visibleTo: APPS_ROLES, screens: ['/tool/api'] },
  /** The audit log (issue #15 item 1): who did what, for the roles that manage the team. */
  { key: 'audit', label: /*i18n*/ 'Audit Log', path: '/audit', visibleTo: AUDIT_ROLES, screens: ['/audit'] },
  /**
   * The gateway's documentation is for everyone, visitors without an account included (issue 29,
   * docs/SPEC-DECISIONS.md): a developer reads it before signing up. Only the merchant's own ids
   * in the examples need an account.
   */
  { key: 'docs', label: /*i18n*/ 'Docs', path: '/docs/banks', visibleTo: 'everyone', signedOut: ['/docs'] },
] as const satisfies readonly MenuItem[];

export type MenuItem = {
  key: string;
  label: string;
  path: string;
  visibleTo: readonly UserType[] | 'everyone';
  /**
   * The screens (paths and everything under them) only `visibleTo` may open, whatever the active
   * token: another role opening one by URL is told it may not (issue 12 item 9). The dashboard
   * has none: it is everyone's home, and its figures are any member's (docs/SPEC-DECISIONS.md).
   */
  screens?: readonly string[];
  /** The screens (paths and everything under them) a visitor without an account may open too. */
  signedOut?: readonly string[];
};

/**
 * The menu a user sees: only what the role may open, from the first render (issue 28 item 5). The
 * spec filtered it only once the day's active token existed, so a supporter was offered five
 * screens that each said "no permission" (docs/SPEC-DECISIONS.md).
 */
export const visibleMenu = (userType: UserType | null | undefined): (typeof MENU)[number][] =>
  MENU.filter(
    (item) =>
      item.visibleTo === 'everyone' || (userType != null && (item.visibleTo as readonly UserType[]).includes(userType)),
  );

/** Actions guarded by role; the server checks these, the web hides what the table refuses. */
export const PERMISSIONS = {
  /** PRODUCT §6: only OWNER sees (and may use) CashIn, CashOut, Deposit, Withdraw, Exchange. */
  moveMoney: ['OWNER'],
  manageApps: ['OWNER', 'ADMIN', 'TECHNICAL'],
  /** Only OWNER deletes an app, and only a DEVELOPMENT one (checked in the service). */
  deleteApp: ['OWNER'],
  manageTeam: ['OWNER', 'ADMIN'],
  /**
   * Create, list and revoke invitation codes. A member who leaves the partner or loses this right
   * (a role change) loses their pending codes with it (issue 11 item 8).
   */
  invite: ['OWNER', 'ADMIN'],
  manageSources: ['OWNER', 'ADMIN', 'TECHNICAL'],
  /** PRODUCT §6: Fee and Resend Webhook for every role but SUPPORTER, and for SUPERVISOR. */
  seeFees: ['OWNER', 'ADMIN', 'TECHNICAL', 'FINANCIAL', 'SUPERVISOR'],
  resendWebhook: ['OWNER', 'ADMIN', 'TECHNICAL', 'FINANCIAL', 'SUPERVISOR'],
  /**
   * An app's webhook delivery log and endpoint status (issue #14 item 3): the roles that see the
   * app list. Resending from it also needs resendWebhook, so SUPPORTER never resends.
   */
  viewWebhookLog: APPS_ROLES,
  /** The partner's audit log and its CSV export (issue #15 item 1). */
  viewAudit: AUDIT_ROLES,
  /**
   * The live stream of the partner's payment changes (issue #15 item 4): for the transaction list,
   * the roles that may open /transaction (with today's active token, as the list itself); for
   * the dashboard's cards, the roles its menu item shows to.
   */
  watchTransactions: TRANSACTION_ROLES,
  watchDashboard: DASHBOARD_ROLES,
  /**
   * The balance history and its CSV (issue 30 item 1), and the statements made from it (item 2):
   * OWNER, ADMIN, FINANCIAL, SUPERVISOR (their screens follow them).
   */
  viewBalanceHistory: BALANCE_ROLES,
  /** The report screens, their figures and their CSV (issue 30 item 3): the balance history's roles. */
  viewReports: BALANCE_ROLES,
  /** Refund a payer's payment from its detail (issue 29 item 1): who answers for the money. */
  refund: ['OWNER', 'FINANCIAL'],
  /**
   * Answer a payer's complaint (issue 29 item 2): accept it (a refund follows) or contest it with a
   * note and evidence. The refund's roles: the answer decides where the money goes.
   */
  respondComplaint: ['OWNER', 'FINANCIAL'],
  /**
   * Ask for each month's statement by mail on the 1st (issue 30 item 2): the roles the issue names,
   * who close the books; checked again when the mail is sent, so a member moved to another role
   * stops receiving it.
   */
  receiveStatementMail: ['OWNER', 'FINANCIAL'],
} as const satisfies Record<string, readonly UserType[]>;
export type Permission = keyof typeof PERMISSIONS;

// Issue 12 item 9: a screen of a menu item is for the roles that see the item. The router shows the
// permission screen by it; the global search returns only what the caller may open by it.

const underPath = (path: string, screen: string) => path === screen || path.startsWith(`${screen}/`);

/**
 * The menu item whose roles alone may open this path, if any. Lower-cased as the router matches
 * paths (/APPS opens the app list too).
 */
export const restrictedScreen = (path: string, menu: readonly MenuItem[] = MENU): MenuItem | undefined => {
  const lower = path.toLowerCase().replace(/\/+$/, '') || '/';
  return menu.find((item) => item.screens?.some((screen) => underPath(lower, screen)));
};

/** Whether a visitor who is not signed in may open the path (case-insensitive, as the router matches). */
export const isOpenSignedOut = (path: string, menu: readonly MenuItem[] = MENU): boolean => {
  const lower = path.toLowerCase().replace(/\/+$/, '') || '/';
  return menu.some((item) => item.signedOut?.some((screen) => underPath(lower, screen)));
};

/** Whether a user of this type may open the path; any path outside the menu's screens is open. */
export const mayOpenScreen = (
  path: string,
  userType: UserType | null | undefined,
  menu: readonly MenuItem[] = MENU,
): boolean => {
  const item = restrictedScreen(path, menu);
  if (!item || item.visibleTo === 'everyone') return true;
  return userType != null && (item.visibleTo as readonly UserType[]).includes(userType);
};

/**
 * What the global search (issue #15 item 2) may return, by the screen each kind of result opens:
 * a role gets a kind only if it may open that screen. Members show e-mails, and only the roles
 * of the users screen see those. Payments and members are transaction and team data: they also
 * need today's active token (PRODUCT §4), as their screens do.
 */
export const SEARCH_SCREENS = {
  payment: { screen: '/transaction', needsActiveToken: true },
  app: { screen: '/apps', needsActiveToken: false },
  channel: { screen: '/channels', needsActiveToken: false },
  member: { screen: '/users', needsActiveToken: true },
} as const satisfies Record<string, { screen: string; needsActiveToken: boolean }>;
export type SearchKind = keyof typeof SEARCH_SCREENS;
export const SEARCH_KINDS = Object.keys(SEARCH_SCREENS) as SearchKind[];

/** The kinds of result a user of this type may search (the menu is a parameter for tests). */
export const searchableKinds = (
  userType: UserType | null | undefined,
  menu: readonly MenuItem[] = MENU,
): SearchKind[] =>
  userType == null ? [] : SEARCH_KINDS.filter((kind) => mayOpenScreen(SEARCH_SCREENS[kind].screen, userType, menu));

export const can = (userType: UserType | null | undefined, permission: Permission): boolean =>
  userType != null && (PERMISSIONS[permission] as readonly UserType[]).includes(userType);

/**
 * What each permission lets a member do, in the team screen's words (issue 28 item 15); null for
 * the plumbing a person does not choose a role by (the live streams follow the screens). A new
 * permission must say here what it means before it typechecks.
 */
export const PERMISSION_LABELS: Readonly<Record<Permission, string | null>> = {
  moveMoney: /*i18n*/ 'move money (cash-in, cash-out, deposit, withdraw, exchange)',
  manageApps: /*i18n*/ 'create and change apps and channels',
  deleteApp: /*i18n*/ 'delete development apps',
  manageTeam: /*i18n*/ 'change and remove members',
  invite: /*i18n*/ 'invite members',
  manageSources: /*i18n*/ 'manage sources',
  seeFees: /*i18n*/ 'see fees',
  resendWebhook: /*i18n*/ 'resend webhooks',
  viewWebhookLog: /*i18n*/ "read apps' webhook deliveries",
  viewAudit: /*i18n*/ 'read the audit log',
  watchTransactions: null,
  watchDashboard: null,
  viewBalanceHistory: null,
  viewReports: null,
  refund: /*i18n*/ "refund payers' payments",
  respondComplaint: /*i18n*/ "answer payers' complaints",
  // An opt-in beside the statements screen, not something a role is chosen for.
  receiveStatementMail: null,
};

/** A role described from the table itself: the screens its menu offers and what it may do. */
export type RoleSummary = { screens: string[]; abilities: string[] };

export const roleSummary = (userType: UserType): RoleSummary => ({
  screens: visibleMenu(userType)
    .filter((item) => item.visibleTo !== 'everyone')
    .map((item) => item.label),
  abilities: (Object.keys(PERMISSIONS) as Permission[])
    .filter((permission) => can(userType, permission))
    .flatMap((permission) => PERMISSION_LABELS[permission] ?? []),
});
