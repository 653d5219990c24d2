import { useQuery } from '@apollo/client/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { Button, Segmented, Select, Space, theme } from 'antd';
import { Suspense } from 'react';
import { useSearchParams } from 'react-router';
import { page } from '../../app/lazyPage';
import { ListTable, MutedText } from '../../app/shell/ListPage';
import { PageHeader } from '../../app/shell/PageHeader';
import type { BalanceStatementQuery } from '../../gql/graphql';
import { BalanceStatementDocument } from '../../gql/ops/statement';
import { currentLanguage } from '../../i18n/current';
import { isActiveTokenRefused, useHasActiveToken } from '../../lib/activeToken';
import { formatCount, formatMoney } from '../../lib/amount';
import { formatInZone } from '../../lib/format';
import { useViewer } from '../../lib/useViewer';
import { ActiveTokenGate } from '../active-token/ActiveTokenGate';
import { downloadUrl } from '../transactions/downloadFile';
import { AppSelect, CurrencySelect, useBalanceScope } from './BalanceScope';
import { SettlementReportDownload } from './SettlementReportDownload';
import { StatementMailSwitch } from './StatementMailSwitch';
import {
  closedDays,
  closedMonths,
  periodKindOf,
  readStatementParams,
  statementDownload,
  statementVariables,
  writeStatementParams,
} from './statementParams';

// Loaded only for a statement with pending payments (its Alert is ~3 KB gzip).
const StatementPending = page(
  () => import('./StatementPending'),
  'StatementPending',
  'features/balance/StatementPending',
);

type Statement = BalanceStatementQuery['balanceStatement'];
type Kind = Statement['kinds'][number];

/** The zone the server makes statements in when the partner has none set (its default). */
const DEFAULT_ZONE = 'Asia/Ho_Chi_Minh';

/**
 * Issue 30 item 2: a statement of one balance for a closed day or month of the partner's calendar —
 * opening, movements by kind with their fees, closing — as the server checked it against the
 * ledger, with its CSV and PDF. The header's environment; app, currency and period in the URL.
 */
export const StatementPage = () => {
  const { t } = useLingui();
  const { token } = theme.useToken();
  const [search, setSearch] = useSearchParams();
  const params = readStatementParams(search);
  const scope = useBalanceScope(params.app);
  const { environment, appId, balances } = scope;
  const viewer = useViewer();
  const timeZone = viewer.user?.partner?.time_zone ?? DEFAULT_ZONE;
  const hasToken = useHasActiveToken();
  const currency = params.currency ?? 'VND';
  const chain =
    currency === 'VND'
      ? undefined
      : (params.chain ?? balances.find((b) => b.currency === currency)?.chain ?? undefined);
  const kind = periodKindOf(params.period);
  const months = closedMonths(timeZone);
  const days = closedDays(timeZone);
  const offered = kind === 'month' ? months : days;
  const period = params.period ?? months[0] ?? '';
  const update = (change: Parameters<typeof writeStatementParams>[1]) =>
    setSearch(writeStatementParams({ ...params, app: appId }, change));
  const variables = appId ? statementVariables({ app: appId, currency, chain, period }, environment) : undefined;
  const { data, loading, error } = useQuery(BalanceStatementDocument, {
    variables: variables ?? statementVariables({ app: '', currency, period }, environment),
    skip: !hasToken || !variables,
  });
  const statement = data?.balanceStatement;
  const money = (value: string) => formatMoney(value, currency);
  const download = (format: 'csv' | 'pdf') => {
    if (!variables) return;
    // The PDF in the screens' language, the file named as the server names it.
    const { url, fileName } = statementDownload(format, variables, currentLanguage());
    downloadUrl(url, fileName);
  };
  const canDownload = Boolean(hasToken && statement && !loading);
  const madeAt = statement ? formatInZone(statement.made_at, timeZone) : '';

  return (
    <div>
      <PageHeader
        title={t`Statements`}
        back={{ to: '/balance', label: t`Balance history` }}
        error={isActiveTokenRefused(error) ? undefined : error}
        actions={
          <Space wrap>
            <Button disabled={!canDownload} onClick={() => download('pdf')}>
              <Trans>Download PDF</Trans>
            </Button>
            <Button disabled={!canDownload} onClick={() => download('csv')}>
              <Trans>Download CSV</Trans>
            </Button>
          </Space>
        }
      />
      <Space wrap style={{ marginBottom: token.marginSM }}>
        <AppSelect
          scope={scope}
          onChange={(app) => setSearch(writeStatementParams({ period: params.period }, { app }))}
        />
        <CurrencySelect scope={scope} value={{ currency, chain }} onChange={(next) => update(next)} />
        <Segmented
          aria-label={t`Period`}
          value={kind}
          options={[
            { value: 'month', label: t`Month` },
            { value: 'day', label: t`Day` },
          ]}
          onChange={(next) => update({ period: next === 'day' ? days[0] : months[0] })}
        />
        <Select
          aria-label={kind === 'month' ? t`Month` : t`Day`}
          style={{ minWidth: 150 }}
          showSearch
          value={period}
          options={(offered.includes(period) ? offered : [period, ...offered]).map((p) => ({ value: p, label: p }))}
          onChange={(next: string) => update({ period: next })}
        />
      </Space>
      <p style={{ margin: `0 0 ${token.marginSM}px` }}>
        <MutedText>
          {kind === 'month' ? (
            <Trans>
              Closed months of {timeZone}. Each statement is checked when it is made: opening balance + credits + debits
              = closing balance, from the ledger.
            </Trans>
          ) : (
            <Trans>
              Closed days of {timeZone}. Each statement is checked when it is made: opening balance + credits + debits =
              closing balance, from the ledger.
            </Trans>
          )}
        </MutedText>
      </p>
      <ActiveTokenGate what={t`statements`} error={error}>
        {viewer.can('receiveStatementMail') ? <StatementMailSwitch /> : null}
        {statement && statement.pending_payments > 0 ? (
          <Suspense fallback={null}>
            <StatementPending count={statement.pending_payments} />
          </Suspense>
        ) : null}
        <StatementFigures statement={statement} loading={loading} money={money} />
        <ListTable<Kind>
          rowKey="kind"
          size="middle"
          loading={loading}
          dataSource={statement?.kinds ?? []}
          emptyText={!appId ? t`No app in this environment` : t`No movement in this period`}
          pagination={false}
          columns={[
            { title: t`Kind`, dataIndex: 'kind' },
            { title: t`Count`, dataIndex: 'count', align: 'right', render: (n: number) => formatCount(n) },
            {
              title: t`Credits`,
              dataIndex: 'credits',
              align: 'right',
              render: (v: string) => <Nowrap>{money(v)}</Nowrap>,
            },
            {
              title: t`Debits`,
              dataIndex: 'debits',
              align: 'right',
              render: (v: string) => <Nowrap>{money(v)}</Nowrap>,
            },
            { title: t`Fees`, dataIndex: 'fees', align: 'right', render: (v: string) => <Nowrap>{money(v)}</Nowrap> },
          ]}
          summary={() =>
            statement && statement.kinds.length > 0 ? (
              <tr>
                <th scope="row" style={{ textAlign: 'left', padding: token.paddingSM }}>
                  <Trans>Total</Trans>
                </th>
                <td style={{ textAlign: 'right', padding: token.paddingSM, fontWeight: 600 }}>
                  {formatCount(statement.total_count)}
                </td>
                {[statement.total_credits, statement.total_debits, statement.total_fees].map((v, i) => (
                  <td
                    key={['credits', 'debits', 'fees'][i]}
                    style={{ textAlign: 'right', padding: token.paddingSM, fontWeight: 600 }}
                  >
                    <Nowrap>{money(v)}</Nowrap>
                  </td>
                ))}
              </tr>
            ) : null
          }
        />
        {statement ? (
          <p style={{ marginTop: token.marginSM }}>
            <MutedText>
              <Trans>
                Made {madeAt} ({timeZone}).
              </Trans>
            </MutedText>
          </p>
        ) : null}
        <SettlementReportDownload
          key={appId}
          appId={appId}
          environment={environment}
          days={days}
          initialDay={kind === 'day' ? period : undefined}
        />
      </ActiveTokenGate>
    </div>
  );
};

const Nowrap = ({ children }: { children: string }) => <span style={{ whiteSpace: 'nowrap' }}>{children}</span>;

/** Opening, credits, debits, closing and fees: the identity the server checked, read left to right. */
const StatementFigures = ({
  statement,
  loading,
  money,
}: {
  statement: Statement | undefined;
  loading: boolean;
  money: (value: string) => string;
}) => {
  const { token } = theme.useToken();
  const { t } = useLingui();
  const figures: [string, string | undefined, boolean][] = [
    [t`Opening balance`, statement?.opening_balance, false],
    [t`Credits`, statement?.total_credits, false],
    [t`Debits`, statement?.total_debits, false],
    [t`Closing balance`, statement?.closing_balance, true],
    [t`Fees charged`, statement?.total_fees, false],
  ];
  return (
    <dl
      aria-busy={loading}
      style={{
        display: 'grid',
        gridTemplateColumns: 'repeat(auto-fit, minmax(170px, 1fr))',
        gap: token.marginSM,
        margin: `0 0 ${token.marginMD}px`,
      }}
    >
      {figures.map(([label, value, strong]) => (
        <div
          key={label}
          style={{
            padding: token.paddingSM,
            border: `1px solid ${token.colorBorderSecondary}`,
            borderRadius: token.borderRadiusLG,
            background: token.colorBgContainer,
          }}
        >
          <dt style={{ color: token.colorTextSecondary, fontSize: token.fontSizeSM }}>{label}</dt>
          <dd style={{ margin: 0, fontSize: token.fontSizeLG, fontWeight: strong ? 600 : 400, whiteSpace: 'nowrap' }}>
            {value === undefined ? '—' : money(value)}
          </dd>
        </div>
      ))}
    </dl>
  );
};
