import { useQuery } from '@apollo/client/react';
import { useLingui } from '@lingui/react/macro';
import { Select } from 'antd';
import { BalanceAppsDocument, BalanceCurrenciesDocument } from '../../gql/ops/balance';
import { useEnvironment } from '../../lib/environment';

// Which balance a ledger screen reads (the balance history, statements): an app of the header's
// environment and one of its currencies. One place for both screens' choice and its two selects.

const currencyKey = (currency: string, chain?: string | null) => (chain ? `${currency}:${chain}` : currency);
const currencyLabel = (currency: string, chain?: string | null) => (chain ? `${currency} (${chain})` : currency);

/** The environment's apps, the one the URL names (else the first), and that app's balances. */
export const useBalanceScope = (wantedApp: string | undefined) => {
  const environment = useEnvironment();
  const { data: appsData } = useQuery(BalanceAppsDocument);
  const apps = (appsData?.partner?.list_app ?? []).filter((a) => a.status === environment);
  const appId = wantedApp && apps.some((a) => a.id === wantedApp) ? wantedApp : apps[0]?.id;
  const { data: cards } = useQuery(BalanceCurrenciesDocument, {
    variables: { app_id: appId ?? '', app_status: environment },
    skip: !appId,
  });
  return { environment, apps, appId, balances: cards?.getPayableBalance ?? [] };
};
type Scope = ReturnType<typeof useBalanceScope>;

export const AppSelect = ({ scope, onChange }: { scope: Scope; onChange: (app: string) => void }) => {
  const { t } = useLingui();
  return (
    <Select
      aria-label={t`App`}
      style={{ minWidth: 200 }}
      value={scope.appId}
      placeholder={t`No app in this environment`}
      options={scope.apps.map((a) => ({ value: a.id, label: a.name }))}
      onChange={onChange}
    />
  );
};

/**
 * The app's currencies (a token once per chain). With `every`, clearing it means every currency
 * (the history's filter); without, one is always chosen and VND is offered before any balance exists.
 */
export const CurrencySelect = ({
  scope,
  value,
  every,
  onChange,
}: {
  scope: Scope;
  value: { currency?: string | undefined; chain?: string | null | undefined };
  every?: boolean;
  onChange: (next: { currency?: string; chain?: string }) => void;
}) => {
  const { t } = useLingui();
  const balances = scope.balances.length > 0 || every ? scope.balances : [{ currency: 'VND', chain: null }];
  return (
    <Select
      aria-label={t`Currency`}
      style={{ minWidth: 160 }}
      allowClear={every}
      placeholder={every ? t`Every currency` : undefined}
      value={value.currency ? currencyKey(value.currency, value.chain) : undefined}
      options={balances.map((b) => ({
        value: currencyKey(b.currency, b.chain),
        label: currencyLabel(b.currency, b.chain),
      }))}
      onChange={(key?: string) => {
        const [currency, chain] = (key ?? '').split(':');
        onChange({ currency: currency || undefined, chain: chain || undefined });
      }}
    />
  );
};
