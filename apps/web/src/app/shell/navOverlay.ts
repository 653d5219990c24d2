// Issue 28 item 8: the phone's open menu holds focus as a dialog — loaded when it first opens.

const FOCUSABLE = 'a[href], button:not([disabled]), [tabindex]:not([tabindex="-1"])';

/** Focus moves into the panel, Tab stays inside, Escape closes it; returns the release. */
export const holdOverlay = (panel: HTMLElement, close: () => void) => {
  const items = () => [...panel.querySelectorAll<HTMLElement>(FOCUSABLE)];
  items()[0]?.focus({ preventScroll: true });
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Escape') {
      event.preventDefault();
      close();
      return;
    }
    if (event.key !== 'Tab') return;
    const list = items();
    const first = list[0];
    const last = list[list.length - 1];
    if (!first || !last) return;
    const active = document.activeElement;
    if (event.shiftKey && (active === first || !panel.contains(active))) {
      event.preventDefault();
      last.focus();
    } else if (!event.shiftKey && (active === last || !panel.contains(active))) {
      event.preventDefault();
      first.focus();
    }
  };
  document.addEventListener('keydown', onKeyDown);
  return () => document.removeEventListener('keydown', onKeyDown);
};
