import { describe, expect, it } from 'vitest';
import { routeGuard } from './routeGuard';

const anon = { hasAuth: false };
const loading = { hasAuth: true };
const partnerless = { hasAuth: true, user: { hasPartner: false } };
const member = { hasAuth: true, user: { hasPartner: true } };

describe('routeGuard (spec §2.1)', () => {
  it.each(['/register', '/register-success', '/active/abc', '/forgot-password', '/reset-password', '/login'])(
    'lets a visitor without auth cookie open %s',
    (path) => expect(routeGuard(path, anon)).toBeNull(),
  );

  it.each(['/transaction', '/apps', '/404', '/profile', '/join-partner'])('sends a visitor on %s to /login', (path) => {
    expect(routeGuard(path, anon)).toEqual({ to: '/login' });
  });

  it("warns 'You need to login' on the main area", () => {
    expect(routeGuard('/', anon)).toEqual({ to: '/login', warn: 'You need to login' });
  });

  it('waits for the user info before deciding anything else', () => {
    expect(routeGuard('/login', loading)).toBeNull();
    expect(routeGuard('/apps', loading)).toBeNull();
  });

  it.each(['/', '/apps', '/login', '/register'])(
    'sends a user without partner from %s to /register-partner',
    (path) => {
      expect(routeGuard(path, partnerless)).toEqual({ to: '/register-partner' });
    },
  );

  it.each(['/register-partner', '/join-partner'])('lets a user without partner stay on %s', (path) => {
    expect(routeGuard(path, partnerless)).toBeNull();
  });

  it.each(['/login', '/register', '/active/x', '/register-partner', '/join-partner'])(
    'sends a user with a partner from %s to /',
    (path) => expect(routeGuard(path, member)).toEqual({ to: '/' }),
  );

  it.each(['/', '/transaction', '/docs/banks', '/404'])('lets a user with a partner stay on %s', (path) => {
    expect(routeGuard(path, member)).toBeNull();
  });
});
