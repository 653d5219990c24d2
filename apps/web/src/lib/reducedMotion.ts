import { useMediaQuery } from './mediaQuery';

// The operating system's "reduce motion" setting (prefers-reduced-motion): antd's open and close
// animations are turned off for people who asked for that. Browser tests ask for it too, so a
// click never lands on a dialog or a dropdown that is still moving into place.

export const usePrefersReducedMotion = () => useMediaQuery('(prefers-reduced-motion: reduce)');
