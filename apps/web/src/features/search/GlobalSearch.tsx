import { CloseOutlined, SearchOutlined } from '@ant-design/icons';
import { useQuery } from '@apollo/client/react';
import { useLingui } from '@lingui/react/macro';
import { SEARCH_DEBOUNCE_MS, type SearchKind } from '@paygate/contracts';
import { Button, Input, type InputRef, theme } from 'antd';
import { type KeyboardEvent, useEffect, useId, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { GlobalSearchDocument } from '../../gql/ops/GlobalSearch';
import { errorMessage } from '../../lib/apollo';
import {
  isSearchable,
  KIND_LABELS,
  localNotice,
  lockedNotice,
  type SearchTarget,
  searchHitDetail,
  searchTarget,
} from './searchTargets';
import './globalSearch.css';

// The top bar's search (issue #15 item 2): an ARIA 1.2 combobox with a listbox of results.
// Ctrl/Cmd+K focuses it from anywhere, arrows move through the results, Enter opens one, Esc
// clears and then closes. On phones it sits behind an icon button and opens over the top bar.

type Option = { key: string; kind: string; title: string; detail: string; target: SearchTarget };

const isMac = typeof navigator !== 'undefined' && /Mac|iPhone|iPad/.test(navigator.userAgent);

type Props = {
  /** Opened by the shell's launcher (a click, Tab or Ctrl+K): take focus, unfold on phones. */
  autoFocus?: boolean;
  /** What was typed while this chunk loaded (the launcher kept it). */
  takeTyped?: () => string;
};

export const GlobalSearch = ({ autoFocus = false, takeTyped }: Props) => {
  const { t } = useLingui();
  const navigate = useNavigate();
  const { token } = theme.useToken();
  const id = useId();
  const listId = `${id}-results`;
  const optionId = (index: number) => `${id}-option-${index}`;
  const input = useRef<InputRef>(null);
  const [query, setQuery] = useState('');
  const [debounced, setDebounced] = useState('');
  const [isOpen, setOpen] = useState(autoFocus);
  // Phones only (CSS decides whether the box shows without it).
  const [isUnfolded, setUnfolded] = useState(autoFocus);

  // Before the browser paints: what the launcher kept becomes the text, and the next key lands
  // in the focused box (no keystroke between the two is lost).
  useLayoutEffect(() => {
    if (!autoFocus) return;
    const typed = takeTyped?.() ?? '';
    // Focus only if it is still nowhere (or on the stand-in): never pulled back from elsewhere.
    const current = document.activeElement;
    if (current && current !== document.body && !current.closest('.global-search')) return;
    if (typed) setQuery(typed);
    input.current?.focus();
  }, [autoFocus, takeTyped]);
  // The highlighted result by key: when the results change, a key no longer listed highlights none.
  const [activeKey, setActiveKey] = useState<string>();

  useEffect(() => {
    const timer = window.setTimeout(() => setDebounced(query), SEARCH_DEBOUNCE_MS);
    return () => window.clearTimeout(timer);
  }, [query]);

  // Ctrl+K / Cmd+K from anywhere in the portal.
  useEffect(() => {
    const onKey = (event: globalThis.KeyboardEvent) => {
      if (event.key.toLowerCase() !== 'k' || !(event.ctrlKey || event.metaKey) || event.altKey) return;
      event.preventDefault();
      setUnfolded(true);
      setOpen(true);
      // The phone box shows on the next paint; focus once it is there.
      window.requestAnimationFrame(() => input.current?.focus({ cursor: 'all' }));
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, []);

  const searchable = isSearchable(debounced);
  const { data, previousData, loading, error } = useQuery(GlobalSearchDocument, {
    variables: { query: debounced.trim() },
    skip: !searchable,
    fetchPolicy: 'network-only',
  });
  const answer = searchable ? (data ?? previousData)?.globalSearch : undefined;
  const notice = localNotice(query);
  const isWaiting = query !== debounced || loading;

  const options = useMemo<Option[]>(() => {
    const list: Option[] = [];
    if (notice?.kind === 'status-only') {
      const status = notice.status;
      list.push({
        key: `status-${status}`,
        kind: t`Transactions`,
        title: t`All ${status} transactions`,
        detail: t`Open the transaction list with this status`,
        target: { path: notice.path },
      });
    }
    if (!notice && query.trim() !== '') {
      for (const hit of answer?.hits ?? []) {
        list.push({
          key: `${hit.kind}-${hit.id}`,
          kind: t(KIND_LABELS[hit.kind as SearchKind]),
          title: hit.title,
          detail: searchHitDetail(hit, t),
          target: searchTarget(hit),
        });
      }
    }
    return list;
  }, [answer, notice, query, t]);

  const active = options.findIndex((option) => option.key === activeKey);
  const setActive = (index: number) => setActiveKey(options[index]?.key);

  const message = (() => {
    if (notice?.kind === 'error') return notice.text;
    if (error) return errorMessage(error);
    if (query.trim() === '' || notice) return undefined;
    if (isWaiting && options.length === 0) return t`Searching…`;
    const locked = lockedNotice((answer?.locked_kinds ?? []) as SearchKind[], t);
    if (options.length === 0 && !isWaiting) return locked ? t`No results. ${locked}` : t`No results`;
    return locked;
  })();

  const isExpanded = isOpen && (options.length > 0 || message !== undefined);

  const close = () => {
    setOpen(false);
    setActive(-1);
  };
  const fold = () => {
    close();
    setUnfolded(false);
  };
  const open = (option: Option) => {
    setQuery('');
    setDebounced('');
    fold();
    input.current?.blur();
    navigate(option.target.path, option.target.state ? { state: option.target.state } : undefined);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    switch (event.key) {
      case 'ArrowDown':
        event.preventDefault();
        setOpen(true);
        setActive(options.length === 0 ? -1 : (active + 1) % options.length);
        break;
      case 'ArrowUp':
        event.preventDefault();
        setOpen(true);
        setActive(active <= 0 ? options.length - 1 : active - 1);
        break;
      case 'Enter': {
        const chosen = options[active >= 0 ? active : 0];
        if (chosen) {
          event.preventDefault();
          open(chosen);
        }
        break;
      }
      case 'Escape':
        event.preventDefault();
        if (query !== '') {
          setQuery('');
          setDebounced('');
        } else {
          fold();
          input.current?.blur();
        }
        break;
    }
  };

  return (
    <div className="global-search" data-unfolded={isUnfolded}>
      <Button
        type="text"
        className="global-search-toggle"
        icon={<SearchOutlined />}
        aria-label={t`Search`}
        aria-expanded={isUnfolded}
        onClick={() => {
          setUnfolded(true);
          setOpen(true);
          window.requestAnimationFrame(() => input.current?.focus());
        }}
      />
      <search
        aria-label={t`Global`}
        className="global-search-box"
        style={{ ['--search-bar-bg' as string]: token.colorBgContainer }}
      >
        <Input
          ref={input}
          role="combobox"
          aria-label={t`Search transactions, apps, channels and members`}
          aria-expanded={isExpanded && options.length > 0}
          aria-controls={listId}
          aria-autocomplete="list"
          aria-activedescendant={isExpanded && active >= 0 ? optionId(active) : undefined}
          autoComplete="off"
          spellCheck={false}
          placeholder={t`Search id, app, member…`}
          prefix={<SearchOutlined aria-hidden />}
          suffix={<kbd className="global-search-kbd">{isMac ? '⌘K' : 'Ctrl K'}</kbd>}
          value={query}
          onChange={(event) => {
            setQuery(event.target.value);
            setOpen(true);
          }}
          onFocus={() => setOpen(true)}
          onBlur={() => {
            close();
            // On phones the box folds back when focus leaves it empty.
            if (query === '') setUnfolded(false);
          }}
          onKeyDown={onKeyDown}
        />
        <Button
          type="text"
          className="global-search-close"
          icon={<CloseOutlined />}
          aria-label={t`Close search`}
          onMouseDown={(event) => event.preventDefault()}
          onClick={fold}
        />
        {/* biome-ignore lint/a11y/noStaticElementInteractions: only keeps the input focused while a result is clicked */}
        <div
          className="global-search-popup"
          hidden={!isExpanded}
          onMouseDown={(event) => event.preventDefault()}
          style={{
            background: token.colorBgElevated,
            boxShadow: token.boxShadowSecondary,
            borderRadius: token.borderRadiusLG,
            ['--search-active-bg' as string]: token.controlItemBgActive,
            ['--search-muted' as string]: token.colorTextSecondary,
          }}
        >
          {/* The listbox holds options only: hidden while there are none, the status line speaks. */}
          <div
            id={listId}
            role="listbox"
            aria-label={t`Search results`}
            className="global-search-list"
            hidden={options.length === 0}
          >
            {options.map((option, index) => (
              // biome-ignore lint/a11y/useFocusableInteractive: the combobox's input keeps focus and points here (aria-activedescendant)
              // biome-ignore lint/a11y/useKeyWithClickEvents: the input handles the keys
              <div
                key={option.key}
                id={optionId(index)}
                role="option"
                aria-selected={index === active}
                className="global-search-option"
                onMouseEnter={() => setActive(index)}
                onClick={() => open(option)}
              >
                <span className="global-search-kind">{option.kind}</span>
                <span className="global-search-text">
                  <span className="global-search-title">{option.title}</span>
                  {option.detail ? <span className="global-search-detail">{option.detail}</span> : null}
                </span>
              </div>
            ))}
          </div>
          <div role="status" className="global-search-message">
            {message}
          </div>
        </div>
      </search>
    </div>
  );
};
