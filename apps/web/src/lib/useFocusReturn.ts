import { useEffect, useState } from 'react';

/**
 * For a dialog its parent mounts open and unmounts to close: gives focus back, once the dialog is
 * gone, to the control that had it when the dialog opened (WCAG 2.4.3). antd returns focus only at
 * the end of its own closing motion, which a dialog unmounted at once never plays, so focus fell
 * to the page's body (Esc on the transaction detail).
 */
export const useFocusReturn = () => {
  // Read while the dialog first renders: before antd moves focus into it.
  const [opener] = useState(() => (typeof document === 'undefined' ? null : document.activeElement));
  useEffect(
    () => () => {
      if (!(opener instanceof HTMLElement) || opener === document.body) return;
      // After the dialog has left the page, and only if nothing else has taken focus meanwhile.
      window.setTimeout(() => {
        const active = document.activeElement;
        if (opener.isConnected && (!active || active === document.body)) opener.focus({ preventScroll: true });
      });
    },
    [opener],
  );
};
