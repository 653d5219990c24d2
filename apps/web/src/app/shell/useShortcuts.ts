import { useEffect } from 'react';
import { useNavigate } from 'react-router';

// Issue 28 item 19: the few keys a power user expects, beside Ctrl/Cmd+K (SearchLauncher). Only
// this listener is in every screen's code (JavaScript budget); what the keys do loads on the first
// key that may be one (shortcutKeys.ts), before the second key of a sequence is typed.
const KEYS = /^[?gdtf]$/;
const loadKeys = () => import('./shortcutKeys');

export const useShortcuts = (openHelp: () => void) => {
  const navigate = useNavigate();
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.defaultPrevented || event.ctrlKey || event.metaKey || event.altKey || !KEYS.test(event.key)) return;
      void loadKeys().then((keys) => keys.onShortcutKey(event, navigate, openHelp));
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [navigate, openHelp]);
};
