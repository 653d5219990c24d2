import { useQuery } from '@apollo/client/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { TRANSACTION_DEFAULT_LIMIT } from '@paygate/contracts';
import { Button, theme } from 'antd';
import { Suspense, useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { page } from '../../app/lazyPage';
import { ListTable } from '../../app/shell/ListPage';
import { PageHeader } from '../../app/shell/PageHeader';
import { PayerDocument } from '../../gql/ops/Payer';
import { TransactionListDocument } from '../../gql/ops/TransactionList';
import { isActiveTokenRefused, useHasActiveToken } from '../../lib/activeToken';
import { formatMoney } from '../../lib/amount';
import { formatDateTime } from '../../lib/format';
import { useIsPhone } from '../../lib/mediaQuery';
import { useViewer } from '../../lib/useViewer';
import { ActiveTokenGate } from '../active-token/ActiveTokenGate';
import { Muted, Panel } from '../dashboard/Panel';
import { transactionColumns } from '../transactions/transactionColumns';
import { payerTransactionsPath } from './payerPath';

const TransactionDetailModal = page(
  () => import('../transactions/TransactionDetailModal'),
  'TransactionDetailModal',
  'features/transactions/TransactionDetailModal',
);

const GRID = {
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(150px, 1fr))',
  gap: 16,
  marginBottom: 16,
};

/**
 * A payer's page (issue 28 item 18): the merchant's customer (user_id) within one app — how many
 * payments, what succeeded and what it came to per currency, the first and the last — and their
 * payments, newest first. The transaction list's roles and active token; its filters and export
 * are one link away.
 */
export const PayerPage = () => {
  const { t } = useLingui();
  const [params] = useSearchParams();
  const appId = params.get('app_id') ?? '';
  const userId = params.get('user_id') ?? '';
  const navigate = useNavigate();
  const { token } = theme.useToken();
  const { can } = useViewer();
  const isPhone = useIsPhone();
  const hasToken = useHasActiveToken();
  const [offset, setOffset] = useState(0);
  const [detailOf, setDetailOf] = useState<string>();
  const summary = useQuery(PayerDocument, {
    variables: { app_id: appId, user_id: userId },
    skip: !hasToken || !appId || !userId,
  });
  const list = useQuery(TransactionListDocument, {
    variables: { app_id: appId, payment_user_id: userId, offset, limit: TRANSACTION_DEFAULT_LIMIT },
    skip: !hasToken || !appId || !userId,
    fetchPolicy: 'cache-and-network',
  });
  const payer = summary.data?.payer;
  const page = (list.data ?? list.previousData)?.allPayment;
  const error = summary.error ?? list.error;
  // By key: the labels are in the portal's language.
  const figures = payer
    ? [
        ['app', t`App`, payer.app.name],
        ['payments', t`Payments`, String(payer.total_payment)],
        ['successful', t`Successful`, String(payer.total_payment_success)],
        ['paid', t`Paid`, payer.paid.map((p) => formatMoney(p.amount, p.currency)).join(' · ') || '—'],
        ['first', t`First payment`, formatDateTime(payer.first_payment_time)],
        ['last', t`Last payment`, formatDateTime(payer.last_payment_time)],
      ]
    : [['app', t`App`, '—']];
  const transactionsPath = payerTransactionsPath(appId, userId);

  return (
    <div>
      <PageHeader
        title={t`Payer ${userId}`}
        back={{ to: '/transaction', label: t`Transaction` }}
        error={isActiveTokenRefused(error) ? undefined : error}
        actions={
          <Link to={transactionsPath}>
            <Button>
              <Trans>Filter and export in Transaction</Trans>
            </Button>
          </Link>
        }
      />
      <ActiveTokenGate what={t`the payer's payments`} error={error}>
        <div style={GRID} aria-busy={summary.loading || undefined}>
          {figures.map(([key, label, value]) => (
            <Panel key={key} label={label} bodyStyle={{ padding: 16 }}>
              <Muted>{label}</Muted>
              <div style={{ fontSize: token.fontSizeLG, marginTop: 4, overflowWrap: 'anywhere' }}>{value}</div>
            </Panel>
          ))}
        </div>
        {/* The transaction list's row height: at the default size its columns overflowed 1440 px. */}
        <ListTable
          rowKey="id"
          size="middle"
          loading={list.loading && !page}
          dataSource={page?.data ?? []}
          emptyText={t`No payments of this payer`}
          columns={transactionColumns({
            canSeeFees: can('seeFees'),
            canResend: false,
            compact: isPhone,
            onStatus: (status) => navigate(`${transactionsPath}&statuses=${status}`),
            onDetail: (row) => setDetailOf(row.id),
            onResend: () => {},
          })}
          pagination={{
            position: ['bottomCenter'],
            current: Math.floor(offset / TRANSACTION_DEFAULT_LIMIT) + 1,
            pageSize: TRANSACTION_DEFAULT_LIMIT,
            total: page?.total ?? 0,
            showSizeChanger: false,
            showTotal: (total) => t`${total} payments`,
            onChange: (n) => setOffset((n - 1) * TRANSACTION_DEFAULT_LIMIT),
          }}
        />
      </ActiveTokenGate>
      {detailOf ? (
        <Suspense fallback={null}>
          <TransactionDetailModal
            paymentId={detailOf}
            canSeeFees={can('seeFees')}
            canResend={false}
            onResend={async () => {}}
            onClose={() => setDetailOf(undefined)}
          />
        </Suspense>
      ) : null}
    </div>
  );
};
