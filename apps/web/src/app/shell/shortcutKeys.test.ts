import { afterEach, describe, expect, it, vi } from 'vitest';
import { onShortcutKey } from './shortcutKeys';

const press = (key: string, target: EventTarget = document.body, timeStamp = 1000) => {
  const event = new KeyboardEvent('keydown', { key });
  Object.defineProperty(event, 'target', { value: target });
  Object.defineProperty(event, 'timeStamp', { value: timeStamp });
  return event;
};

// The body is shared with the other files of the worker (vitest.config.ts, isolate): only what
// this file adds goes.
let added: HTMLElement | undefined;
afterEach(() => {
  added?.remove();
  added = undefined;
});

describe('keyboard shortcuts (issue 28 item 19)', () => {
  it('opens the list on ? and goes to transactions on g then t', () => {
    const navigate = vi.fn();
    const openHelp = vi.fn();
    onShortcutKey(press('?'), navigate, openHelp);
    onShortcutKey(press('g', document.body, 2000), navigate, openHelp);
    onShortcutKey(press('t', document.body, 2500), navigate, openHelp);
    expect(openHelp).toHaveBeenCalledOnce();
    expect(navigate).toHaveBeenCalledWith('/transaction');
  });

  it('lets a late second key pass: g, then d two seconds later, goes nowhere', () => {
    const navigate = vi.fn();
    onShortcutKey(press('g', document.body, 10_000), navigate, vi.fn());
    onShortcutKey(press('d', document.body, 12_000), navigate, vi.fn());
    expect(navigate).not.toHaveBeenCalled();
  });

  it('does nothing while typing in a field', () => {
    const field = document.body.appendChild(document.createElement('input'));
    added = field;
    const navigate = vi.fn();
    const openHelp = vi.fn();
    onShortcutKey(press('?', field), navigate, openHelp);
    onShortcutKey(press('g', field, 20_000), navigate, openHelp);
    onShortcutKey(press('d', field, 20_100), navigate, openHelp);
    expect(openHelp).not.toHaveBeenCalled();
    expect(navigate).not.toHaveBeenCalled();
  });
});
