import { useSyncExternalStore } from 'react';

// A CSS media query as React state, right from the first render (no flash of the wide layout on a
// phone): read synchronously from matchMedia and followed as it changes.

/** Phones: the width at which styles.css folds the shell (keep the two in step). */
export const PHONE_QUERY = '(max-width: 768px)';

const media = (query: string) =>
  typeof window !== 'undefined' && window.matchMedia ? window.matchMedia(query) : undefined;

export const useMediaQuery = (query: string): boolean =>
  useSyncExternalStore(
    (notify) => {
      const list = media(query);
      list?.addEventListener('change', notify);
      return () => list?.removeEventListener('change', notify);
    },
    () => media(query)?.matches ?? false,
    () => false,
  );

/** True on a phone-sized screen. */
export const useIsPhone = () => useMediaQuery(PHONE_QUERY);
