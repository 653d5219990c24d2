import { DownOutlined } from '@ant-design/icons';
import { useQuery } from '@apollo/client/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { Button, Dropdown, type MenuProps } from 'antd';
import { Suspense, useEffect, useRef, useState } from 'react';
import { useLocation } from 'react-router';
import { page } from '../../app/lazyPage';
import { TransactionViewsDocument } from '../../gql/ops/TransactionViews';
import { FIRST_PAGE_QUERY, isBareSearch, type TransactionSearch, viewQuery } from './transactionSearch';

// The dialogs load when first opened: the list stays light.
const SaveViewDialog = page(
  () => import('./SavedViewDialogs'),
  'SaveViewDialog',
  'features/transactions/SavedViewDialogs',
);
const ManageViewsDialog = page(
  () => import('./SavedViewDialogs'),
  'ManageViewsDialog',
  'features/transactions/SavedViewDialogs',
);

type Dialog = 'save' | 'manage' | null;
/** Shows the list with a view's query; `replace` for the default view (no history entry). */
type OpenView = (query: string, options?: { replace: boolean }) => void;

/**
 * The member's views, and the default one applied to a list opened with nothing in its address.
 * Decided once, from the address the list was opened with: never overrides a link or a reload.
 * While it is being decided the list waits (`isDeciding`), so it is asked for once, with the
 * view's filters, not first without them (issue 28 item 16).
 */
export const useSavedViews = (onOpen: OpenView) => {
  const views = useQuery(TransactionViewsDocument, { fetchPolicy: 'cache-and-network' });
  const location = useLocation();
  const [isDeciding, setDeciding] = useState(() => isBareSearch(location.search));
  const { data, error } = views;
  useEffect(() => {
    // Without a default view, or when the views could not be loaded, the list's first page.
    if (!isDeciding || (!data && !error)) return;
    setDeciding(false);
    const preferred = data?.transactionViews.find((view) => view.is_default);
    onOpen(preferred?.query ?? FIRST_PAGE_QUERY, { replace: true });
  }, [isDeciding, data, error, onOpen]);
  return { views, isDeciding };
};

/**
 * Saved views of the transaction list (issue #15 item 3): the member's named filter sets, each
 * opening the list on its first page; "Save current filters…" and "Manage views…" beside them.
 */
export const SavedViews = ({
  search,
  views: { data, loading, error, refetch },
  onOpen,
}: {
  search: TransactionSearch;
  views: ReturnType<typeof useSavedViews>['views'];
  onOpen: OpenView;
}) => {
  const { t } = useLingui();
  const views = data?.transactionViews ?? [];
  const [dialog, setDialog] = useState<Dialog>(null);
  const trigger = useRef<HTMLButtonElement>(null);

  const current = viewQuery(search);
  const shown = views.find((view) => view.query === current);
  const shownName = shown?.name;
  // Until the views are known the menu says so, and a failed load offers another try; saving
  // stays open either way (the server checks the name).
  const state: MenuProps['items'] = data
    ? []
    : loading
      ? [{ key: 'loading', label: t`Loading views…`, disabled: true }]
      : error
        ? [{ key: 'retry', label: t`Views could not be loaded. Try again`, danger: true }]
        : [];
  const items: MenuProps['items'] = [
    ...state,
    ...(state.length > 0 ? [{ type: 'divider' as const }] : []),
    ...views.map((view) => {
      const name = view.name;
      return { key: view.id, label: view.is_default ? t`${name} (default)` : name };
    }),
    ...(views.length > 0 ? [{ type: 'divider' as const }] : []),
    { key: 'save', label: t`Save current filters…` },
    { key: 'manage', label: t`Manage views…`, disabled: views.length === 0 },
  ];
  const close = () => setDialog(null);

  return (
    <>
      <Dropdown
        trigger={['click']}
        menu={{
          items,
          selectable: true,
          selectedKeys: shown ? [shown.id] : [],
          onClick: ({ key }) => {
            // The menu closes: focus goes back to its button first, so a dialog opened from it
            // returns focus there when it closes (issue 12 item 6, as the row actions do).
            trigger.current?.focus();
            if (key === 'save' || key === 'manage') setDialog(key);
            // A failed retry shows in the menu again: nothing to report here.
            else if (key === 'retry') refetch().catch(() => undefined);
            else {
              const view = views.find((v) => v.id === key);
              if (view) onOpen(view.query);
            }
          },
        }}
      >
        <Button ref={trigger}>
          {shown ? <Trans>View: {shownName}</Trans> : <Trans>Views</Trans>} <DownOutlined aria-hidden />
        </Button>
      </Dropdown>
      <Suspense fallback={null}>
        {dialog === 'save' ? <SaveViewDialog query={current} onClose={close} /> : null}
        {dialog === 'manage' ? <ManageViewsDialog views={views} onClose={close} /> : null}
      </Suspense>
    </>
  );
};
