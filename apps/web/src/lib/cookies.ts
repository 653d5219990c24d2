import {
  AUTH_COOKIE_DAYS,
  COOKIE_ACTIVE_TOKEN,
  COOKIE_AUTH,
  COOKIE_PARTNER_NAME,
  COOKIE_USER_NAME,
  COOKIE_USER_TYPE,
  PARTNER_SWITCH_COOKIE_DAYS,
} from '@paygate/contracts';
import Cookies from 'js-cookie';

// The cookies of PRODUCT §4/§9. The auth cookie is script-readable by the spec's design; the
// server's strict CSP is what guards it (ENGINEERING §3.9).

const base = { path: '/', sameSite: 'strict' as const };

export const authToken = (): string | undefined => Cookies.get(COOKIE_AUTH) || undefined;
export const activeToken = (): string | undefined => Cookies.get(COOKIE_ACTIVE_TOKEN) || undefined;
export const userTypeCookie = (): string | undefined => Cookies.get(COOKIE_USER_TYPE) || undefined;
/** A login left its user name here and no logout removed it: the session ended by itself. */
export const hadSession = (): boolean => Boolean(Cookies.get(COOKIE_USER_NAME));

export const saveLogin = (token: string, userName: string) => {
  Cookies.set(COOKIE_AUTH, token, { ...base, expires: AUTH_COOKIE_DAYS });
  Cookies.set(COOKIE_USER_NAME, userName, { ...base, expires: AUTH_COOKIE_DAYS });
  // The shell's menu reads the role from it until the user info arrives: never a previous user's.
  Cookies.remove(COOKIE_USER_TYPE, { path: '/' });
};

export const saveUserType = (userType: string) =>
  Cookies.set(COOKIE_USER_TYPE, userType, { ...base, expires: PARTNER_SWITCH_COOKIE_DAYS });

/** The partner switch (PRODUCT §4): new token, user type and partner name, 30 days each. */
export const savePartnerSwitch = (token: string, userType: string, partnerName: string) => {
  Cookies.set(COOKIE_AUTH, token, { ...base, expires: PARTNER_SWITCH_COOKIE_DAYS });
  Cookies.set(COOKIE_USER_TYPE, userType, { ...base, expires: PARTNER_SWITCH_COOKIE_DAYS });
  Cookies.set(COOKIE_PARTNER_NAME, partnerName, { ...base, expires: PARTNER_SWITCH_COOKIE_DAYS });
  Cookies.remove(COOKIE_ACTIVE_TOKEN, { path: '/' });
};

/** The end of the current local day: when an active token stops (PRODUCT §9). */
export const endOfToday = (now = new Date()) => {
  const end = new Date(now);
  end.setHours(23, 59, 59, 999);
  return end;
};

/** The active token lasts until the end of the day (PRODUCT §9). */
export const saveActiveToken = (token: string, expiresAt: Date = endOfToday()) =>
  Cookies.set(COOKIE_ACTIVE_TOKEN, token, { ...base, expires: expiresAt });

export const clearAuth = () => Cookies.remove(COOKIE_AUTH, { path: '/' });

/**
 * Logout (PRODUCT §2.4): auth, user_name and active-token go; user_type and partner_name too, so
 * nothing of this user is left for the next one on a shared browser.
 */
export const clearSession = () => {
  for (const name of [COOKIE_AUTH, COOKIE_USER_NAME, COOKIE_ACTIVE_TOKEN, COOKIE_USER_TYPE, COOKIE_PARTNER_NAME]) {
    Cookies.remove(name, { path: '/' });
  }
};
