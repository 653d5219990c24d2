// PRODUCT §2.1 as one pure function: where a path sends the user, or null to stay.
import { isOpenSignedOut } from '@paygate/contracts';

/** Paths a visitor without an auth cookie may open (PRODUCT §2.1: "does not start with …"). */
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
  /**
   * This browser held a session that ended without a logout (issue 28 item 6): only then does /
   * warn 'You need to login'. A first visit has done nothing that needs the warning.
   */
  hadSession?: boolean;
};

export type GuardResult = { to: string; warn?: typeof LOGIN_WARNING } | null;

export const routeGuard = (path: string, { hasAuth, userInfo, hadSession }: GuardState): GuardResult => {
  if (!hasAuth) {
    // The documentation too (the policy table's `signedOut`): readable before signing up (issue 29).
    if (path === '/login' || startsWithAny(path, OPEN_PREFIXES) || isOpenSignedOut(path)) return null;
    // The main area warns before sending to /login (PRODUCT §2.1).
    return path === '/' && hadSession ? { to: '/login', warn: LOGIN_WARNING } : { to: '/login' };
  }
  // Nothing more is decided until the user-info query has completed.
  if (!userInfo) return null;
  // Without a partner: the ways to get one, and the documentation, which is public anyway.
  if (!userInfo.partner?.id)
    return PARTNERLESS_PATHS.includes(path) || isOpenSignedOut(path) ? null : { to: '/register-partner' };
  return startsWithAny(path, ACCOUNT_PREFIXES) ? { to: '/' } : null;
};

// Issue 12 item 9: which screen a role may open is the policy table's (shared with the search).
export { mayOpenScreen, restrictedScreen } from '@paygate/contracts';
