// Spec §2.1, as one pure function: where a path sends the user, or null to stay.

/** Paths an unauthenticated visitor may open (spec §2.1: "does not start with …"). */
const OPEN_PREFIXES = ['/register', '/active', '/forgot-password', '/reset-password'];
/** Account paths a user with a partner is sent away from. */
const ACCOUNT_PREFIXES = ['/login', '/register', '/active', '/register-partner', '/join-partner'];
/** Where a user without a partner may be: the two ways of getting one. */
const PARTNERLESS_PATHS = ['/register-partner', '/join-partner'];

const startsWithAny = (path: string, prefixes: string[]) => prefixes.some((p) => path === p || path.startsWith(p));

export type GuardState = {
  hasAuth: boolean;
  /** undefined while the user-info query has not completed. */
  user?: { hasPartner: boolean } | undefined;
};

export type GuardResult = { to: string; warn?: 'You need to login' } | null;

export const routeGuard = (path: string, { hasAuth, user }: GuardState): GuardResult => {
  if (!hasAuth) {
    if (path === '/login' || startsWithAny(path, OPEN_PREFIXES)) return null;
    // The main area warns before sending to /login (spec §2.1).
    return path === '/' ? { to: '/login', warn: 'You need to login' } : { to: '/login' };
  }
  if (!user) return null;
  if (!user.hasPartner) return PARTNERLESS_PATHS.includes(path) ? null : { to: '/register-partner' };
  return startsWithAny(path, ACCOUNT_PREFIXES) ? { to: '/' } : null;
};
