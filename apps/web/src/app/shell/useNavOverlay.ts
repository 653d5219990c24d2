import { type RefObject, useEffect } from 'react';

/**
 * The phone's menu overlay behaves as a dialog (issue 28 item 8): opening moves focus into it,
 * Tab stays inside, Escape closes it (navOverlay.ts, loaded on first opening), and closing gives
 * focus back to the button that opened it. The backdrop, whose click closes it, is the shell's.
 */
export const useNavOverlay = (
  isOpen: boolean,
  close: () => void,
  panel: RefObject<HTMLElement | null>,
  opener: RefObject<HTMLElement | null>,
) => {
  useEffect(() => {
    if (!isOpen) return;
    let release: (() => void) | undefined;
    let isHeld = true;
    void import('./navOverlay').then(({ holdOverlay }) => {
      if (isHeld && panel.current) release = holdOverlay(panel.current, close);
    });
    return () => {
      isHeld = false;
      release?.();
      opener.current?.focus({ preventScroll: true });
    };
  }, [isOpen, close, panel, opener]);
};
