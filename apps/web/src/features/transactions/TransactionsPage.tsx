import { useMutation, useQuery } from '@apollo/client/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { TRANSACTION_PAGE_SIZES } from '@paygate/contracts';
import { App, Button, theme } from 'antd';
import { Suspense, useEffect, useMemo, useState } from 'react';
import { useLocation } from 'react-router';
import { page } from '../../app/lazyPage';
import { FormPanel } from '../../app/shell/FormPanel';
import { ListTable } from '../../app/shell/ListPage';
import { PageHeader } from '../../app/shell/PageHeader';
import { TransactionListDocument } from '../../gql/ops/TransactionList';
import { TransactionResendWebhookDocument } from '../../gql/ops/TransactionResendWebhook';
import { isActiveTokenRefused, useHasActiveToken } from '../../lib/activeToken';
import { errorMessage } from '../../lib/apollo';
import { useEnvironment } from '../../lib/environment';
import { useIsPhone } from '../../lib/mediaQuery';
import { notifyError } from '../../lib/notify';
import { useViewer } from '../../lib/useViewer';
import { ActiveTokenGate } from '../active-token/ActiveTokenGate';
import { ActiveFilters } from './ActiveFilters';
import { isLiveList } from './liveList';
import { NewPaymentsBar } from './NewPaymentsBar';
import { SavedViews, useSavedViews } from './SavedViews';
import { TotalsLine } from './TotalsLine';
import { type TransactionRow, transactionColumns } from './transactionColumns';
import { activeFilterCount, listVariables, transactionsEmptyText } from './transactionSearch';
import { useNewPayments } from './useNewPayments';
import { useTransactionSearch } from './useTransactionSearch';

// The forms (date pickers) and the detail dialog load when first opened, each with its messages
// (page()): the list stays light in both languages.
const TransactionFilterForm = page(
  () => import('./TransactionFilterForm'),
  'TransactionFilterForm',
  'features/transactions/TransactionFilterForm',
);
const TransactionExportForm = page(
  () => import('./TransactionExportForm'),
  'TransactionExportForm',
  'features/transactions/TransactionExportForm',
);
const TransactionDetailModal = page(
  () => import('./TransactionDetailModal'),
  'TransactionDetailModal',
  'features/transactions/TransactionDetailModal',
);

type Panel = 'filter' | 'export' | null;

/** The transaction page of PRODUCT §2.6. */
export const TransactionsPage = () => {
  const { t } = useLingui();
  const { message, notification } = App.useApp();
  const { token } = theme.useToken();
  const { user, can } = useViewer();
  const env = useEnvironment();
  const hasToken = useHasActiveToken();
  const { search, applyFilters, openView, setPage, filterByStatus } = useTransactionSearch();
  const { views, isDeciding } = useSavedViews(openView);
  const [panel, setPanel] = useState<Panel>(null);
  const [detailOf, setDetailOf] = useState<string>();
  // The global search opens a payment here: the list filtered to it, and its detail over the list.
  // Each navigation is a new location, so the same payment found twice opens twice.
  const location = useLocation();
  useEffect(() => {
    const openPayment = (location.state as { openPayment?: unknown } | null)?.openPayment;
    if (typeof openPayment === 'string') setDetailOf(openPayment);
  }, [location]);
  const variables = listVariables(search, env);
  const { data, previousData, loading, error, refetch } = useQuery(TransactionListDocument, {
    variables,
    // A list opened bare waits for its default view, so it is asked for once (issue 28 item 16).
    skip: !hasToken || isDeciding,
    fetchPolicy: 'cache-and-network',
  });
  const [resend] = useMutation(TransactionResendWebhookDocument);
  const canSeeFees = can('seeFees');
  const isPhone = useIsPhone();
  const canResend = can('resendWebhook');
  // While the next page loads, the previous one stays on screen under the spinner.
  const list = (data ?? previousData)?.allPayment;
  const shownIds = useMemo(() => data?.allPayment.data.map((p) => p.id) ?? [], [data]);
  const newCount = useNewPayments({
    isLive: hasToken && !isDeciding && isLiveList(search),
    variables,
    shown: data ? { total: data.allPayment.total, ids: shownIds } : undefined,
  });
  const showNew = async () => {
    await refetch();
    window.scrollTo({ top: 0, behavior: 'smooth' });
  };

  // Filter and Export each toggle their own form and close the other (PRODUCT §2.6).
  const toggle = (which: Exclude<Panel, null>) => setPanel((open) => (open === which ? null : which));

  const resendWebhook = async (paymentId: string) => {
    try {
      const { data: result } = await resend({ variables: { payment_id: paymentId } });
      const attempt = result?.resendPaymentToWebhook;
      if (attempt?.success) void message.success(t`Resend webhook successful`);
      else {
        const answer = attempt?.status_code ?? attempt?.error;
        notifyError(
          notification,
          answer == null
            ? t`The webhook was sent again, but the app's server answered nothing`
            : t`The webhook was sent again, but the app's server answered ${answer}`,
        );
      }
    } catch (e) {
      notifyError(notification, errorMessage(e));
    }
  };

  const filterCount = activeFilterCount(search.filters);
  return (
    <div>
      <PageHeader
        title={t`Transaction`}
        error={isActiveTokenRefused(error) ? undefined : error}
        actions={
          <div style={{ display: 'flex', flexWrap: 'wrap', gap: token.marginXS }}>
            <SavedViews search={search} views={views} onOpen={openView} />
            <Button
              type={panel === 'filter' ? 'primary' : 'default'}
              aria-expanded={panel === 'filter'}
              disabled={!hasToken}
              onClick={() => toggle('filter')}
            >
              {filterCount > 0 ? <Trans>Filter ({filterCount})</Trans> : <Trans>Filter</Trans>}
            </Button>
            <Button
              type={panel === 'export' ? 'primary' : 'default'}
              aria-expanded={panel === 'export'}
              disabled={!hasToken}
              onClick={() => toggle('export')}
            >
              <Trans>Export</Trans>
            </Button>
          </div>
        }
      />
      {hasToken && panel ? (
        <FormPanel>
          {panel === 'filter' ? (
            <TransactionFilterForm
              filters={search.filters}
              onApply={(filters) => {
                applyFilters(filters);
                setPanel(null);
              }}
            />
          ) : (
            <TransactionExportForm filters={search.filters} />
          )}
        </FormPanel>
      ) : null}
      <ActiveTokenGate what={t`the transactions`} error={error}>
        <ActiveFilters
          filters={search.filters}
          onChange={applyFilters}
          appName={(id) => user?.partner?.list_app.find((app) => app.id === id)?.name}
        />
        <TotalsLine incoming={list?.incoming} outgoing={list?.outgoing} refunded={list?.refunded} />
        <NewPaymentsBar count={newCount} onShow={() => void showNew()} />
        <ListTable<TransactionRow>
          rowKey="id"
          size="middle"
          loading={loading || isDeciding}
          dataSource={list?.data ?? []}
          emptyText={t(transactionsEmptyText(search.filters))}
          columns={transactionColumns({
            t,
            canSeeFees,
            compact: isPhone,
            canResend,
            onStatus: filterByStatus,
            onDetail: (row) => setDetailOf(row.id),
            onResend: (row) => void resendWebhook(row.id),
          })}
          pagination={{
            position: ['bottomCenter'],
            current: search.page,
            pageSize: search.limit,
            total: list?.total ?? 0,
            showSizeChanger: true,
            pageSizeOptions: TRANSACTION_PAGE_SIZES.map(String),
            showTotal: (total) => t`${total} transactions`,
            onChange: setPage,
          }}
        />
      </ActiveTokenGate>
      {detailOf ? (
        <Suspense fallback={null}>
          <TransactionDetailModal
            paymentId={detailOf}
            canSeeFees={canSeeFees}
            canResend={canResend}
            onResend={resendWebhook}
            onClose={() => setDetailOf(undefined)}
          />
        </Suspense>
      ) : null}
    </div>
  );
};
