import Cookies from 'js-cookie';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { clearSession, endOfToday, saveActiveToken, saveLogin, savePartnerSwitch, saveUserType } from './cookies';

const ALL = ['auth', 'user_name', 'user_type', 'partner_name', 'active-token'];

afterEach(() => {
  vi.restoreAllMocks();
  for (const name of ALL) Cookies.remove(name, { path: '/' });
});

/** What was written: name → [value, options] (document.cookie does not show lifetimes). */
const spyWrites = () => {
  const set = vi.spyOn(Cookies, 'set');
  return () => Object.fromEntries(set.mock.calls.map(([name, value, options]) => [name, [value, options]]));
};

describe('cookies (PRODUCT §4, §9)', () => {
  it('login keeps the token in auth and the user name, 30 days, path /', () => {
    const writes = spyWrites();
    saveLogin('token-1', 'Olivia Owner');
    expect(writes()).toEqual({
      auth: ['token-1', expect.objectContaining({ path: '/', expires: 30 })],
      user_name: ['Olivia Owner', expect.objectContaining({ path: '/', expires: 30 })],
    });
    expect(Cookies.get('auth')).toBe('token-1');
  });

  it('the partner switch stores token, user type and partner name for 30 days', () => {
    Cookies.set('active-token', 'old-partner', { path: '/' });
    const writes = spyWrites();
    savePartnerSwitch('token-2', 'FINANCIAL', 'Demo Shop');
    expect(writes()).toEqual({
      auth: ['token-2', expect.objectContaining({ expires: 30 })],
      user_type: ['FINANCIAL', expect.objectContaining({ expires: 30 })],
      partner_name: ['Demo Shop', expect.objectContaining({ expires: 30 })],
    });
    // The active token was granted for the previous partner's session.
    expect(Cookies.get('active-token')).toBeUndefined();
  });

  it('the user type from userInfo is kept 30 days', () => {
    const writes = spyWrites();
    saveUserType('OWNER');
    expect(writes()).toEqual({ user_type: ['OWNER', expect.objectContaining({ expires: 30 })] });
  });

  it('the active token lasts until the end of the local day', () => {
    const end = endOfToday(new Date(2026, 10, 22, 9, 30));
    expect([end.getFullYear(), end.getMonth(), end.getDate(), end.getHours(), end.getMinutes()]).toEqual([
      2026, 10, 22, 23, 59,
    ]);
    const writes = spyWrites();
    saveActiveToken('otp-token');
    const [, options] = writes()['active-token'] as [string, { expires: Date }];
    expect(options.expires.getTime()).toBe(endOfToday().getTime());
  });

  it('logout removes auth, user_name and active-token (and the partner cookies)', () => {
    for (const name of ALL) Cookies.set(name, 'x', { path: '/' });
    clearSession();
    for (const name of ALL) expect(Cookies.get(name)).toBeUndefined();
  });
});
