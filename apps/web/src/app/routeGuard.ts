// Spec §2.1 as one pure function: where a path sends the user, or null to stay.
import { MENU, type MenuItem, type UserType } from '@paygate/contracts';

/** Paths a visitor without an auth cookie may open (spec §2.1: "does not start with …"). */
const OPEN_PREFIXES = ['/register', '/active', '/forgot-password', '/reset-password'];
/** Paths a user with a partner is sent away from; '/register' also covers /register-partner and /register-success. */
const ACCOUNT_PREFIXES = ['/login', '/register', '/active', '/join-partner'];
/** The two ways of getting a partner: where a user without one may stay. */
const PARTNERLESS_PATHS = ['/register-partner', '/join-partner'];

const startsWithAny = (path: string, prefixes: string[]) => prefixes.some((prefix) => path.startsWith(prefix));

export const LOGIN_WARNING = 'You need to login';

export type GuardState = {
  hasAuth: boolean;
  /** The userInfo answer; undefined while the query has not completed. */
  userInfo?: { partner?: { id: string } | null | undefined } | undefined;
};

export type GuardResult = { to: string; warn?: typeof LOGIN_WARNING } | null;

export const routeGuard = (path: string, { hasAuth, userInfo }: GuardState): GuardResult => {
  if (!hasAuth) {
    if (path === '/login' || startsWithAny(path, OPEN_PREFIXES)) return null;
    // The main area warns before sending to /login (spec §2.1).
    return path === '/' ? { to: '/login', warn: LOGIN_WARNING } : { to: '/login' };
  }
  // Nothing more is decided until the user-info query has completed.
  if (!userInfo) return null;
  if (!userInfo.partner?.id) return PARTNERLESS_PATHS.includes(path) ? null : { to: '/register-partner' };
  return startsWithAny(path, ACCOUNT_PREFIXES) ? { to: '/' } : null;
};

// Issue 12 item 9: a screen of a menu item is for the roles that see the item (policy MENU). The
// router shows the permission screen instead of a form the server would refuse on submit.

const underPath = (path: string, screen: string) => path === screen || path.startsWith(`${screen}/`);

/**
 * The menu item whose roles alone may open this path, if any. Lower-cased as the router matches
 * paths (/APPS opens the app list too).
 */
export const restrictedScreen = (path: string): MenuItem | undefined => {
  const lower = path.toLowerCase().replace(/\/+$/, '') || '/';
  return (MENU as readonly MenuItem[]).find((item) => item.screens?.some((screen) => underPath(lower, screen)));
};

/** Whether a user of this type may open the path; any path outside the menu's screens is open. */
export const mayOpenScreen = (path: string, userType: UserType | null | undefined): boolean => {
  const item = restrictedScreen(path);
  if (!item || item.visibleTo === 'everyone') return true;
  return userType != null && (item.visibleTo as readonly UserType[]).includes(userType);
};
