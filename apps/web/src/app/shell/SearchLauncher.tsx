import { SearchOutlined } from '@ant-design/icons';
import { Trans } from '@lingui/react/macro';
import { Suspense, useEffect, useRef, useState } from 'react';
import { page } from '../lazyPage';

// The top bar's search box loads on first use, not with every screen (JavaScript budget): until
// then this button stands in its place, looking like the box. A click, a key typed on it or
// Ctrl/Cmd+K loads the box and gives it focus; keys typed meanwhile are kept and handed to it.
// Tab only passes over it: focus is never taken from wherever a keyboard user went on to.

// Its words are a catalogue slice of their own (issue 31), loaded with its code: page() does both.
const GlobalSearch = page(
  () => import('../../features/search/GlobalSearch'),
  'GlobalSearch',
  'features/search/GlobalSearch',
);
const loadSearch = GlobalSearch.preload;

const isMac = typeof navigator !== 'undefined' && /Mac|iPhone|iPad/.test(navigator.userAgent);
const isOpenKey = (event: KeyboardEvent) =>
  event.key.toLowerCase() === 'k' && (event.ctrlKey || event.metaKey) && !event.altKey;

const Launcher = ({ onOpen }: { onOpen?: (typed?: string) => void }) => (
  <div className="global-search">
    <button
      type="button"
      className="global-search-launcher"
      onClick={() => onOpen?.()}
      onKeyDown={(event) => {
        // Typing on the focused stand-in starts the search with that key.
        if (event.key.length !== 1 || event.key === ' ' || event.ctrlKey || event.metaKey || event.altKey) return;
        event.preventDefault();
        onOpen?.(event.key);
      }}
      onFocus={() => void loadSearch()}
      onPointerEnter={() => void loadSearch()}
    >
      <SearchOutlined aria-hidden />
      <span className="global-search-launcher-text">
        <Trans>Search id, app, member…</Trans>
      </span>
      <kbd className="global-search-launcher-kbd">{isMac ? '⌘K' : 'Ctrl K'}</kbd>
    </button>
  </div>
);

export const SearchLauncher = () => {
  const [isOpened, setOpened] = useState(false);
  const typed = useRef('');
  const isMounted = useRef(false);
  // Stable: the box calls it once, when it takes focus.
  const takeTyped = useRef(() => {
    isMounted.current = true;
    const text = typed.current;
    typed.current = '';
    return text;
  }).current;

  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (isMounted.current) return;
      if (isOpenKey(event)) {
        event.preventDefault();
        setOpened(true);
        return;
      }
      // Opened and still loading: keep what is typed for the box.
      const target = event.target as HTMLElement | null;
      const isField = target?.closest('input, textarea, select, [contenteditable="true"]');
      if (!isOpened || isField || event.ctrlKey || event.metaKey || event.altKey) return;
      if (event.key.length === 1) typed.current += event.key;
      else if (event.key === 'Backspace') typed.current = typed.current.slice(0, -1);
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [isOpened]);

  if (!isOpened) {
    return (
      <Launcher
        onOpen={(key) => {
          typed.current = key ?? '';
          setOpened(true);
        }}
      />
    );
  }
  return (
    <Suspense fallback={<Launcher />}>
      <GlobalSearch autoFocus takeTyped={takeTyped} />
    </Suspense>
  );
};
