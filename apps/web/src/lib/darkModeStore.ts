import { useSyncExternalStore } from 'react';

// The theme must know Night Mode before any screen loads, without pulling Apollo's LocalState
// into the /login bundle: it reads browser storage and listens for changes the appConfig
// mutation (lib/appConfig.ts) announces.

export const APP_CONFIG_STORAGE_KEY = 'appConfig';
const EVENT = 'paygate:appconfig';

export const readDarkMode = (): boolean => {
  try {
    return (
      (JSON.parse(localStorage.getItem(APP_CONFIG_STORAGE_KEY) ?? '{}') as { darkmode?: boolean }).darkmode === true
    );
  } catch {
    return false;
  }
};

export const writeDarkMode = (darkmode: boolean) => {
  localStorage.setItem(APP_CONFIG_STORAGE_KEY, JSON.stringify({ darkmode }));
  window.dispatchEvent(new Event(EVENT));
};

const subscribe = (notify: () => void) => {
  window.addEventListener(EVENT, notify);
  window.addEventListener('storage', notify);
  return () => {
    window.removeEventListener(EVENT, notify);
    window.removeEventListener('storage', notify);
  };
};

export const useStoredDarkMode = () => useSyncExternalStore(subscribe, readDarkMode, () => false);
