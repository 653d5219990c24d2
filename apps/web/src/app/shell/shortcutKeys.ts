import { msg } from '@lingui/core/macro';
import type { NavigateFunction } from 'react-router';

// Issue 28 item 19: what the shortcut keys do, loaded on the first key that may be one
// (useShortcuts.ts keeps only the listener in every screen's code).

/** The keys, as the shortcuts dialog lists them (a sequence is typed one key after the other). */
export const SHORTCUTS = [
  { keys: ['Ctrl', 'K'], label: msg`Search ids, apps and members`, mac: ['⌘', 'K'] },
  { keys: ['g', 'd'], label: msg`Go to the dashboard` },
  { keys: ['g', 't'], label: msg`Go to transactions` },
  { keys: ['f'], label: msg`Open the screen's filter and focus its first field` },
  { keys: ['?'], label: msg`Show these shortcuts` },
] as const;

/** How long the second key of a `g` sequence may wait. */
const SEQUENCE_MS = 1500;
const FIELD = 'input, textarea, select, [contenteditable=""], [contenteditable="true"], [role="combobox"]';

const isTyping = (target: EventTarget | null) => target instanceof Element && target.closest(FIELD) != null;

// A closed antd dialog or drawer may stay in the page, hidden: only a shown one counts.
const isDialogShown = () =>
  [...document.querySelectorAll('[role="dialog"][aria-modal="true"]')].some((el) => el.getClientRects().length > 0);

/** The screen's Filter button (transactions, audit log), found by its name as a person finds it. */
const filterButton = (): HTMLButtonElement | undefined =>
  [...document.querySelectorAll<HTMLButtonElement>('#main-content button')].find((button) =>
    /^Filter\b/.test(button.textContent?.trim() ?? ''),
  );

/** Opens the filter if closed, then focuses its first field once its form has loaded. */
const focusFilter = (button: HTMLButtonElement) => {
  if (button.disabled) return;
  if (button.getAttribute('aria-expanded') !== 'true') button.click();
  const started = performance.now();
  const tryFocus = () => {
    const field = document.querySelector<HTMLElement>('#main-content form :is(input, textarea):not([type="hidden"])');
    if (field) field.focus();
    else if (performance.now() - started < 3000) window.setTimeout(tryFocus, 50);
  };
  tryFocus();
};

let gPressedAt = Number.NEGATIVE_INFINITY;

/** One key (no Ctrl, Cmd or Alt): acts unless typed in a field or under another dialog. */
export const onShortcutKey = (event: KeyboardEvent, navigate: NavigateFunction, openHelp: () => void) => {
  if (isTyping(event.target) || isDialogShown()) return;
  const isSequence = event.timeStamp - gPressedAt < SEQUENCE_MS;
  gPressedAt = Number.NEGATIVE_INFINITY;
  if (event.key === '?') openHelp();
  else if (isSequence && event.key === 'd') navigate('/');
  else if (isSequence && event.key === 't') navigate('/transaction');
  else if (event.key === 'g') gPressedAt = event.timeStamp;
  else if (event.key === 'f') {
    const button = filterButton();
    if (button) focusFilter(button);
  }
};
