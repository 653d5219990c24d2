import { useSyncExternalStore } from 'react';

// The operating system's "reduce motion" setting (prefers-reduced-motion): antd's open and close
// animations are turned off for people who asked for that. Browser tests ask for it too, so a
// click never lands on a dialog or a dropdown that is still moving into place.

const QUERY = '(prefers-reduced-motion: reduce)';

const media = () => (typeof window !== 'undefined' && window.matchMedia ? window.matchMedia(QUERY) : undefined);

const subscribe = (notify: () => void) => {
  const list = media();
  list?.addEventListener('change', notify);
  return () => list?.removeEventListener('change', notify);
};

export const usePrefersReducedMotion = () =>
  useSyncExternalStore(
    subscribe,
    () => media()?.matches ?? false,
    () => false,
  );
