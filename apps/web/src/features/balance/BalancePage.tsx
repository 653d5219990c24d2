import { useQuery } from '@apollo/client/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { BALANCE_HISTORY_COUNT_CAP } from '@paygate/contracts';
import { Button, Select, Space, theme } from 'antd';
import { Link, useSearchParams } from 'react-router';
import { ListTable, MutedText } from '../../app/shell/ListPage';
import { PageHeader } from '../../app/shell/PageHeader';
import type { BalanceHistoryQuery } from '../../gql/graphql';
import { BalanceHistoryDocument } from '../../gql/ops/balance';
import { isActiveTokenRefused, useHasActiveToken } from '../../lib/activeToken';
import { formatCount, formatMoney, formatSignedMoney } from '../../lib/amount';
import { formatDateTime } from '../../lib/format';
import { useViewer } from '../../lib/useViewer';
import { DayRangeField } from '../../ui/dayRange/DayRangeField';
import { ActiveTokenGate } from '../active-token/ActiveTokenGate';
import { downloadUrl } from '../transactions/downloadFile';
import { AppSelect, CurrencySelect, useBalanceScope } from './BalanceScope';
import {
  BALANCE_PAGE_SIZE,
  balanceExportUrl,
  balanceFilterVariables,
  readBalanceParams,
  writeBalanceParams,
} from './balanceParams';
import { STATEMENT_PATH, writeStatementParams } from './statementParams';

type Movement = BalanceHistoryQuery['balanceHistory']['data'][number];

/** A line's amount as the transaction list writes money: signed by its direction, grouped, the token's decimals. */
const signedMoney = (amount: string, currency: string) =>
  formatSignedMoney(amount, currency, amount.startsWith('-') ? 'OUTGOING' : 'INCOMING');

/**
 * Issue 30 item 1: every movement of an app's balances in the header's environment, newest first,
 * with the balance after it; filters and page in the URL, dates in the partner's time zone.
 */
export const BalancePage = () => {
  const { t } = useLingui();
  const { token } = theme.useToken();
  const [search, setSearch] = useSearchParams();
  const params = readBalanceParams(search);
  const scope = useBalanceScope(params.app);
  const { environment, appId, balances } = scope;
  const timeZone = useViewer().user?.partner?.time_zone ?? undefined;
  const hasToken = useHasActiveToken();
  const update = (change: Parameters<typeof writeBalanceParams>[1]) => setSearch(writeBalanceParams(params, change));
  const variables = balanceFilterVariables({ ...params, app: appId }, environment, timeZone);
  const { data, previousData, loading, error } = useQuery(BalanceHistoryDocument, {
    variables: { ...variables, offset: (params.page - 1) * BALANCE_PAGE_SIZE, limit: BALANCE_PAGE_SIZE },
    skip: !hasToken || !appId,
    fetchPolicy: 'cache-and-network',
  });
  const history = (data ?? previousData)?.balanceHistory;
  const filtered = Boolean(params.currency || params.kind || params.from || params.to);
  const balanceNow = balances
    .map((b) => `${formatMoney(b.amount, b.currency)}${b.chain ? ` (${b.chain})` : ''}`)
    .join(' · ');
  const countCap = formatCount(BALANCE_HISTORY_COUNT_CAP);

  return (
    <div>
      <PageHeader
        title={t`Balance history`}
        error={isActiveTokenRefused(error) ? undefined : error}
        actions={
          <Space wrap>
            <Link
              to={`${STATEMENT_PATH}?${writeStatementParams({}, { app: appId, currency: params.currency, chain: params.chain })}`}
            >
              <Trans>Statements</Trans>
            </Link>
            <Button
              disabled={!hasToken || !appId}
              onClick={() => downloadUrl(balanceExportUrl(variables), 'balance-history.csv')}
            >
              <Trans>Export CSV</Trans>
            </Button>
          </Space>
        }
      />
      <Space wrap style={{ marginBottom: token.marginSM }}>
        <AppSelect scope={scope} onChange={(app) => setSearch(writeBalanceParams({ page: 1 }, { app }))} />
        <CurrencySelect
          scope={scope}
          every
          value={{ currency: params.currency, chain: params.chain }}
          onChange={({ currency, chain }) => update({ currency, chain })}
        />
        <Select
          aria-label={t`Kind`}
          style={{ minWidth: 220 }}
          allowClear
          showSearch
          placeholder={t`Every kind`}
          value={params.kind}
          options={(history?.kinds ?? []).map((k) => ({ value: k, label: k }))}
          onChange={(kind?: string) => update({ kind })}
        />
        {/* The portal's range picker (loaded on first use); the days are the partner's (balanceParams). */}
        <DayRangeField
          id="balance-dates"
          label={t`Dates`}
          value={{ from: params.from, to: params.to }}
          onChange={({ from, to }) => update({ from, to })}
        />
        {filtered ? (
          <Button type="link" onClick={() => setSearch(writeBalanceParams({ page: 1 }, { app: params.app }))}>
            <Trans>Clear filters</Trans>
          </Button>
        ) : null}
      </Space>
      {balances.length > 0 ? (
        <p style={{ margin: `0 0 ${token.marginSM}px` }}>
          <MutedText>
            <Trans>Balance now: {balanceNow}</Trans>
          </MutedText>
        </p>
      ) : null}
      {history?.total_capped ? (
        <p style={{ margin: `0 0 ${token.marginSM}px` }}>
          <MutedText>
            <Trans>
              More than {countCap} movements match: the pages go on past the count. Narrow the filter, or export them
              all as CSV.
            </Trans>
          </MutedText>
        </p>
      ) : null}
      <ActiveTokenGate what={t`the balance history`} error={error}>
        <ListTable<Movement>
          rowKey="id"
          size="middle"
          loading={loading}
          dataSource={history?.data ?? []}
          emptyText={
            !appId
              ? t`No app in this environment`
              : filtered
                ? t`No movements match these filters`
                : t`No movements yet`
          }
          columns={[
            {
              title: t`Time`,
              dataIndex: 'created_time',
              render: (time: string) => <span style={{ whiteSpace: 'nowrap' }}>{formatDateTime(time)}</span>,
            },
            { title: t`Kind`, dataIndex: 'kind' },
            {
              title: t`Payment`,
              dataIndex: 'payment_id',
              render: (id: string | null) =>
                id ? (
                  <Link to={`/transaction?payment_id=${id}`} state={{ openPayment: id }}>
                    {id.slice(0, 8)}…
                  </Link>
                ) : (
                  '—'
                ),
            },
            {
              title: t`Currency`,
              key: 'currency',
              render: (_, m) => (m.chain ? `${m.currency} (${m.chain})` : m.currency),
            },
            {
              title: t`Amount`,
              key: 'amount',
              align: 'right',
              render: (_, m) => <span style={{ whiteSpace: 'nowrap' }}>{signedMoney(m.amount, m.currency)}</span>,
            },
            {
              title: t`Fee`,
              key: 'fee',
              align: 'right',
              render: (_, m) => (
                <span style={{ whiteSpace: 'nowrap' }}>{m.fee ? formatMoney(m.fee, m.currency) : '—'}</span>
              ),
            },
            {
              title: t`Balance after`,
              key: 'balance_after',
              align: 'right',
              render: (_, m) => (
                <span style={{ whiteSpace: 'nowrap' }}>{formatMoney(m.balance_after, m.currency)}</span>
              ),
            },
          ]}
          pagination={{
            position: ['bottomCenter'],
            current: params.page,
            pageSize: BALANCE_PAGE_SIZE,
            total: history?.total ?? 0,
            showSizeChanger: false,
            onChange: (page) => update({ page }),
          }}
        />
      </ActiveTokenGate>
    </div>
  );
};
