import { CombinedGraphQLErrors } from '@apollo/client/errors';
import { ACTIVE_TOKEN_REQUIRED_CODE, COOKIE_ACTIVE_TOKEN } from '@paygate/contracts';
import Cookies from 'js-cookie';
import { useSyncExternalStore } from 'react';
import { activeToken, saveActiveToken } from './cookies';

// The active token of PRODUCT §4 as something screens can watch: the dashboard's OTP form stores
// it, and the sidebar (menu filter, §6) and the gated lists re-render at once.

const EVENT = 'paygate:active-token';

/**
 * True when the server refused transaction, team or API-tool data for want of a valid active
 * token (issue #5): contracts' ACTIVE_TOKEN_REQUIRED_CODE, for a missing and a stale token alike.
 */
export const isActiveTokenRefused = (error: unknown): boolean =>
  CombinedGraphQLErrors.is(error) && error.errors.some((e) => e.extensions?.code === ACTIVE_TOKEN_REQUIRED_CODE);

const announce = () => window.dispatchEvent(new Event(EVENT));

/** Keeps the token until the server's end of day (its `expires_at`), else the local one. */
export const storeActiveToken = (token: string, expiresAt?: string) => {
  const end = expiresAt ? new Date(expiresAt) : undefined;
  saveActiveToken(token, end && !Number.isNaN(end.getTime()) ? end : undefined);
  announce();
};

/** A token the server no longer accepts (another day, another session) is forgotten. */
export const dropActiveToken = () => {
  Cookies.remove(COOKIE_ACTIVE_TOKEN, { path: '/' });
  announce();
};

const subscribe = (notify: () => void) => {
  window.addEventListener(EVENT, notify);
  return () => window.removeEventListener(EVENT, notify);
};

const hasToken = () => Boolean(activeToken());

/** True while an active-token cookie exists. */
export const useHasActiveToken = (): boolean => useSyncExternalStore(subscribe, hasToken, () => false);
