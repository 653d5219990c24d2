import { describe, expect, it } from 'vitest';
import { type GuardResult, type GuardState, mayOpenScreen, restrictedScreen, routeGuard } from './routeGuard';

// A visitor whose session ended (a login's user name left, no auth): the spec's warning case.
const visitor: GuardState = { hasAuth: false, hadSession: true };
const loading: GuardState = { hasAuth: true };
const partnerless: GuardState = { hasAuth: true, userInfo: { partner: null } };
const member: GuardState = { hasAuth: true, userInfo: { partner: { id: 'p1' } } };

const HOME = { to: '/' };
const LOGIN = { to: '/login' };
const REGISTER_PARTNER = { to: '/register-partner' };
const STAY = null;

// Every route of PRODUCT §2.2 and §2.3 (and an unknown one) against the four states the guard can
// meet: [path, visitor, user info loading, user without partner, user with a partner].
const TABLE: [string, GuardResult, GuardResult, GuardResult, GuardResult][] = [
  ['/', { to: '/login', warn: 'You need to login' }, STAY, REGISTER_PARTNER, STAY],
  ['/login', STAY, STAY, REGISTER_PARTNER, HOME],
  ['/register', STAY, STAY, REGISTER_PARTNER, HOME],
  ['/register-success', STAY, STAY, REGISTER_PARTNER, HOME],
  ['/active/abc123', STAY, STAY, REGISTER_PARTNER, HOME],
  ['/register-partner', STAY, STAY, STAY, HOME],
  ['/join-partner', LOGIN, STAY, STAY, HOME],
  ['/forgot-password', STAY, STAY, REGISTER_PARTNER, STAY],
  ['/reset-password', STAY, STAY, REGISTER_PARTNER, STAY],
  ['/404', LOGIN, STAY, REGISTER_PARTNER, STAY],
  ['/transaction', LOGIN, STAY, REGISTER_PARTNER, STAY],
  ['/report', LOGIN, STAY, REGISTER_PARTNER, STAY],
  ['/report_revenue', LOGIN, STAY, REGISTER_PARTNER, STAY],
  ['/report_number', LOGIN, STAY, REGISTER_PARTNER, STAY],
  ['/report_channel', LOGIN, STAY, REGISTER_PARTNER, STAY],
  ['/report_source', LOGIN, STAY, REGISTER_PARTNER, STAY],
  ['/report_active', LOGIN, STAY, REGISTER_PARTNER, STAY],
  ['/apps', LOGIN, STAY, REGISTER_PARTNER, STAY],
  ['/users', LOGIN, STAY, REGISTER_PARTNER, STAY],
  ['/channels/app-1', LOGIN, STAY, REGISTER_PARTNER, STAY],
  ['/tool/api', LOGIN, STAY, REGISTER_PARTNER, STAY],
  ['/profile', LOGIN, STAY, REGISTER_PARTNER, STAY],
  ['/notification', LOGIN, STAY, REGISTER_PARTNER, STAY],
  ['/setting', LOGIN, STAY, REGISTER_PARTNER, STAY],
  // The documentation is open to visitors (issue 29): the policy table's `signedOut`; a user
  // without a partner reads it too instead of being sent to register one.
  ['/docs/banks', STAY, STAY, STAY, STAY],
  ['/Docs/API', STAY, STAY, STAY, STAY],
  ['/Docs/API/paygate', STAY, STAY, STAY, STAY],
  ['/docs/error/paygate', STAY, STAY, STAY, STAY],
  ['/docsecret', LOGIN, STAY, REGISTER_PARTNER, STAY],
  ['/no-such-page', LOGIN, STAY, REGISTER_PARTNER, STAY],
];

describe('routeGuard (PRODUCT §2.1)', () => {
  describe.each([
    ['a visitor without auth cookie', visitor, 1],
    ['a user whose user info is still loading', loading, 2],
    ['a user without partner', partnerless, 3],
    ['a user with a partner', member, 4],
  ] as const)('%s', (_, state, column) => {
    it.each(TABLE.map((row) => [row[0], row[column]] as const))('on %s → %o', (path, expected) => {
      expect(routeGuard(path, state)).toEqual(expected);
    });
  });

  it("warns 'You need to login' only on the main area /", () => {
    const warned = TABLE.filter(([path]) => routeGuard(path, visitor)?.warn).map(([path]) => path);
    expect(warned).toEqual(['/']);
  });

  it('sends a first visitor from / to /login without a warning (issue 28 item 6)', () => {
    expect(routeGuard('/', { hasAuth: false })).toEqual(LOGIN);
  });

  it('treats a partner without an id as no partner', () => {
    expect(routeGuard('/', { hasAuth: true, userInfo: {} })).toEqual(REGISTER_PARTNER);
    expect(routeGuard('/', { hasAuth: true, userInfo: { partner: { id: '' } } })).toEqual(REGISTER_PARTNER);
  });

  it('matches the open prefixes as the spec writes them ("starts with")', () => {
    expect(routeGuard('/registered-elsewhere', visitor)).toBeNull();
    expect(routeGuard('/active', visitor)).toBeNull();
    expect(routeGuard('/Login', visitor)).toEqual(LOGIN);
  });
});

describe('mayOpenScreen (issue 12 item 9: a screen is for the roles that see its menu item)', () => {
  const TYPES = ['OWNER', 'ADMIN', 'TECHNICAL', 'FINANCIAL', 'SUPPORTER', 'SUPERVISOR'] as const;
  const ALL = [...TYPES];
  const MANAGERS = ['OWNER', 'ADMIN', 'TECHNICAL'];
  // [path, the user types that may open it]
  const SCREENS: [string, string[]][] = [
    ['/', ALL],
    ['/transaction', ALL],
    ['/apps', MANAGERS],
    ['/channels/app-1', MANAGERS],
    ['/sources', MANAGERS],
    ['/tool/api', MANAGERS],
    ['/users', ['OWNER', 'ADMIN']],
    ['/profile', ALL],
    // Money figures (issue 30 item 3): the roles that close the books.
    ['/report', ['OWNER', 'ADMIN', 'FINANCIAL', 'SUPERVISOR']],
    ['/report_source', ['OWNER', 'ADMIN', 'FINANCIAL', 'SUPERVISOR']],
    ['/docs/banks', ALL],
    ['/Docs/API', ALL],
    ['/notification', ALL],
    ['/setting', ALL],
    ['/404', ALL],
  ];

  it.each(SCREENS)('%s opens for %o', (path, allowed) => {
    expect(TYPES.filter((type) => mayOpenScreen(path, type))).toEqual(allowed);
  });

  it('matches paths as the router does: any case, a trailing slash, nothing past a prefix', () => {
    for (const path of ['/APPS', '/Apps/', '/users/', '/TOOL/API', '/Channels/x', '/sources/']) {
      expect(mayOpenScreen(path, 'SUPPORTER')).toBe(false);
    }
    expect(restrictedScreen('/appsx')).toBeUndefined();
    expect(restrictedScreen('/user')).toBeUndefined();
    expect(restrictedScreen('/tool')).toBeUndefined();
  });

  it('opens a restricted screen to nobody without a user type, and the others to everyone', () => {
    expect(mayOpenScreen('/apps', null)).toBe(false);
    expect(mayOpenScreen('/apps', undefined)).toBe(false);
    expect(mayOpenScreen('/profile', undefined)).toBe(true);
  });
});
