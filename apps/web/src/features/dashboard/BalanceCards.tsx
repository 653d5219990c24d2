import { WalletOutlined } from '@ant-design/icons';
import type { WatchQueryFetchPolicy } from '@apollo/client';
import { useQuery } from '@apollo/client/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { can, fromUnits, TOKEN_DECIMALS, toUnits, type UserType } from '@paygate/contracts';
import { Alert, Empty, Select, Skeleton, Statistic } from 'antd';
import { useState } from 'react';
import type { DashboardBalancesQuery } from '../../gql/graphql';
import { DashboardBalancesDocument } from '../../gql/ops/DashboardBalances';
import { UserInfoDocument } from '../../gql/ops/UserInfo';
import { currencyName, decimalsOf, formatAmount } from '../../lib/amount';
import { errorMessage } from '../../lib/apollo';
import { useEnvironment } from '../../lib/environment';
import { balanceApps, isFreshlyPrefetched } from './balanceApps';
import { MoneyButtonsSlot } from './MoneyButtonsSlot';
import { Muted, Panel } from './Panel';

type Balance = DashboardBalancesQuery['getPayableBalance'][number];
type Tile = { currency: string; amount: string; chains: Balance[] };

const GRID = { display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(220px, 1fr))', gap: 16 };
/** A token's tile with its chains on two lines, at desktop width: the loading state takes as much (CLS). */
const TILE_HEIGHT = 142;

/** VND first, then one tile per token with its chains; token sums are exact (scaled integers). */
export const balanceTiles = (balances: Balance[]): Tile[] => {
  const tiles = new Map<string, Tile>();
  for (const balance of balances) {
    const tile = tiles.get(balance.currency) ?? { currency: balance.currency, amount: '0', chains: [] };
    const sum = (toUnits(tile.amount, TOKEN_DECIMALS) ?? 0n) + (toUnits(balance.amount, TOKEN_DECIMALS) ?? 0n);
    tile.amount = fromUnits(sum, TOKEN_DECIMALS);
    if (balance.chain) tile.chains.push(balance);
    tiles.set(balance.currency, tile);
  }
  return [...tiles.values()];
};

/**
 * The balance cards of PRODUCT §2.5 for one app of the current environment (getPayableBalance),
 * with the money buttons for the roles §6 allows (OWNER).
 */
export const BalanceCards = () => {
  const { t } = useLingui();
  const env = useEnvironment();
  // userInfo straight from the cache the shell filled (useViewer's chunk carries the list table).
  const { data: viewer } = useQuery(UserInfoDocument);
  const user = viewer?.userInfo;
  const canMoveMoney = can((user?.user_type ?? undefined) as UserType | undefined, 'moveMoney');
  const apps = balanceApps(user, env);
  const [chosenId, setChosenId] = useState<string>();
  const app = apps.find((a) => a.id === chosenId) ?? apps[0];
  // Balances change with every payment: shown from the cache and asked again, except the first
  // ones of a page load that the shell already asked for (balanceApps.ts).
  const [fetchPolicy] = useState<WatchQueryFetchPolicy>(() =>
    app && isFreshlyPrefetched(app.id, env) ? 'cache-first' : 'cache-and-network',
  );
  const { data, loading, error, refetch } = useQuery(DashboardBalancesDocument, {
    variables: { app_id: app?.id ?? '', app_status: env },
    skip: !app,
    fetchPolicy,
    nextFetchPolicy: (current, { reason }) => (reason === 'variables-changed' ? 'cache-and-network' : current),
  });
  const tiles = balanceTiles(data?.getPayableBalance ?? []);

  return (
    <Panel
      label={t`Balance`}
      title={
        <span style={{ display: 'inline-flex', alignItems: 'center', gap: 8 }}>
          <WalletOutlined />
          <Trans>Balance</Trans>
        </span>
      }
      extra={
        apps.length > 0 ? (
          <Select
            aria-label={t`Balance of app`}
            value={app?.id}
            onChange={setChosenId}
            style={{ minWidth: 200 }}
            options={apps.map((a) => ({ value: a.id, label: a.name }))}
          />
        ) : null
      }
      style={{ marginBottom: 16 }}
    >
      {error ? <Alert type="error" showIcon title={errorMessage(error)} style={{ marginBottom: 16 }} /> : null}
      {/* On a phone the money buttons come before the tiles (issue 28 item 8, styles.css). */}
      <div className="balance-body">
        {!app ? (
          <Empty
            description={
              env === 'PRODUCTION'
                ? t`No production app yet: balances are kept per app.`
                : t`No development app yet: balances are kept per app.`
            }
          />
        ) : loading && !data ? (
          <div style={{ minHeight: TILE_HEIGHT }}>
            <Skeleton active paragraph={{ rows: 2 }} />
          </div>
        ) : (
          <div style={GRID}>
            {tiles.map(({ currency, amount, chains }) => (
              <Panel key={currency} label={t`${currency} balance`} bodyStyle={{ padding: 16 }}>
                <Statistic
                  title={t`${currency} balance`}
                  value={formatAmount(amount, decimalsOf(currency))}
                  suffix={currencyName(currency)}
                  // A token's name beside a 3-decimal figure wrapped onto its own line in a quarter-width card.
                  styles={{ suffix: { fontSize: '0.6em' } }}
                />
                {chains.length > 0 ? (
                  <Muted>
                    {chains.map((c) => `${c.chain} ${formatAmount(c.amount, decimalsOf(currency))}`).join(' · ')}
                  </Muted>
                ) : null}
              </Panel>
            ))}
          </div>
        )}
        {canMoveMoney ? (
          <div className="balance-actions">
            <MoneyButtonsSlot onDone={() => void refetch()} />
          </div>
        ) : null}
      </div>
    </Panel>
  );
};
