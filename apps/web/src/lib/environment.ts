import { type AppStatus, DEFAULT_ENVIRONMENT, STORAGE_ENV } from '@paygate/contracts';
import { useSyncExternalStore } from 'react';

// The environment switch lives in session storage (PRODUCT §4): per tab, PRODUCTION by default.
// Screens read it through useEnvironment, so a switch re-renders them with the new value.

const EVENT = 'paygate:env';

export const currentEnvironment = (): AppStatus => {
  const stored = sessionStorage.getItem(STORAGE_ENV);
  return stored === 'DEVELOPMENT' || stored === 'PRODUCTION' ? stored : DEFAULT_ENVIRONMENT;
};

export const setEnvironment = (env: AppStatus) => {
  sessionStorage.setItem(STORAGE_ENV, env);
  window.dispatchEvent(new Event(EVENT));
};

const subscribe = (notify: () => void) => {
  window.addEventListener(EVENT, notify);
  return () => window.removeEventListener(EVENT, notify);
};

export const useEnvironment = (): AppStatus =>
  useSyncExternalStore(subscribe, currentEnvironment, () => DEFAULT_ENVIRONMENT);
