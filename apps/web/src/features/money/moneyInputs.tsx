import { useQuery } from '@apollo/client/react';
import { CHAINS, type Chain, OTP_INPUT_MAX_LENGTH, readEnvelope, TOKENS } from '@paygate/contracts';
import { Input, Select, Tag } from 'antd';
import { useEffect, useState } from 'react';
import { ListBanksDocument } from '../../gql/graphql';
import type { BoundControl } from '../../ui/form/fieldBinding';
import type { MoneyApp } from './useMoneyContext';

// The inputs the five money forms share, each given its field's bound control by FormItem.

const text = (value: unknown) => (typeof value === 'string' ? value : value == null ? '' : String(value));
const selected = (value: unknown) => (typeof value === 'string' && value !== '' ? value : undefined);

export const AppSelect = ({
  field,
  apps,
  disabled,
}: {
  field: BoundControl;
  apps: readonly MoneyApp[];
  disabled?: boolean;
}) => (
  <Select
    {...field}
    value={selected(field.value)}
    disabled={disabled}
    placeholder="Select app"
    notFoundContent="No app in this environment"
    options={apps.map((a) => ({
      value: a.id,
      label: (
        <span>
          {a.name}{' '}
          <Tag color={a.status === 'PRODUCTION' ? 'green' : 'default'} style={{ marginInlineStart: 4 }}>
            {a.status}
          </Tag>
        </span>
      ),
      title: a.name,
    }))}
  />
);

/** The partner's bank list (listBanks); searchable by code or name. */
export const BankSelect = ({ field, disabled }: { field: BoundControl; disabled?: boolean }) => {
  const { data, loading } = useQuery(ListBanksDocument);
  return (
    <Select
      {...field}
      value={selected(field.value)}
      disabled={disabled}
      loading={loading}
      showSearch={{ optionFilterProp: 'label' }}
      placeholder="Select bank"
      options={(data?.listBanks ?? []).map((b) => ({ value: b.bank_code, label: `${b.bank_code} — ${b.name}` }))}
    />
  );
};

type ConfigBank = { id: string; name: string };

/**
 * GET /config/bank (spec §7.2): `pay` lists the banks that take card and internet-banking
 * payments, `crypto` one bank per token; with an app, the banks disabled for its partner are left out.
 */
export const fetchConfigBanks = async (type: 'pay' | 'crypto', appId?: string): Promise<ConfigBank[]> => {
  const query = new URLSearchParams({ type, ...(appId ? { app_id: appId } : {}) });
  const res = await fetch(`/config/bank?${query}`);
  const body = readEnvelope(await res.json());
  if (body?.error_code !== 0) throw new Error(body?.message ?? 'Error request /config/bank');
  return (body.data as ConfigBank[] | undefined) ?? [];
};

/** A bank select on one of the gateway's lists; `undefined` banks while it loads. */
const ConfigBankSelect = ({
  field,
  type,
  appId,
  disabled,
  onPick,
}: {
  field: BoundControl;
  type: 'pay' | 'crypto';
  appId?: string;
  disabled?: boolean;
  onPick?: (bank: string) => void;
}) => {
  const [banks, setBanks] = useState<ConfigBank[]>();
  useEffect(() => {
    let isCurrent = true;
    setBanks(undefined);
    fetchConfigBanks(type, appId)
      .then((list) => isCurrent && setBanks(list))
      // Network errors are only logged (spec §8); the select stays empty.
      .catch((error: unknown) => console.error(error));
    return () => {
      isCurrent = false;
    };
  }, [type, appId]);
  return (
    <Select
      {...field}
      onChange={(value: string) => {
        field.onChange(value);
        onPick?.(value);
      }}
      value={selected(field.value)}
      disabled={disabled}
      loading={banks === undefined}
      showSearch={{ optionFilterProp: 'label' }}
      placeholder="Select bank"
      options={(banks ?? []).map((b) => ({ value: b.id, label: `${b.id} — ${b.name}` }))}
    />
  );
};

/** The cash-in bank: a card / internet-banking bank of the gateway's pay list. */
export const PayBankSelect = ({ field, disabled }: { field: BoundControl; disabled?: boolean }) => (
  <ConfigBankSelect field={field} type="pay" disabled={disabled} />
);

/** The deposit's bank: the chosen app's crypto banks (one per token, the disabled ones left out). */
export const CryptoBankSelect = ({
  field,
  appId,
  onPick,
}: {
  field: BoundControl;
  appId?: string;
  onPick: (bank: string) => void;
}) => <ConfigBankSelect field={field} type="crypto" appId={appId || undefined} onPick={onPick} />;

export const TokenSelect = ({
  field,
  disabled,
  onPick,
}: {
  field: BoundControl;
  disabled?: boolean;
  onPick?: (token: string) => void;
}) => (
  <Select
    {...field}
    onChange={(value: string) => {
      field.onChange(value);
      onPick?.(value);
    }}
    value={selected(field.value)}
    disabled={disabled}
    placeholder="Select token"
    options={Object.values(TOKENS).map((t) => ({ value: t.symbol, label: `${t.symbol} (${t.name})` }))}
  />
);

export const ChainSelect = ({ field, disabled }: { field: BoundControl; disabled?: boolean }) => (
  <Select
    {...field}
    value={selected(field.value)}
    disabled={disabled}
    placeholder="Select chain"
    options={(Object.keys(CHAINS) as Chain[]).map((c) => ({ value: c, label: `${c} (chain id ${CHAINS[c].chainId})` }))}
  />
);

export const TextInput = ({
  field,
  disabled,
  placeholder,
  suffix,
  inputMode,
  maxLength,
  autoComplete,
}: {
  field: BoundControl;
  disabled?: boolean;
  placeholder?: string;
  suffix?: string;
  inputMode?: 'text' | 'numeric' | 'decimal';
  maxLength?: number;
  autoComplete?: string;
}) => (
  <Input
    {...field}
    value={text(field.value)}
    disabled={disabled}
    placeholder={placeholder}
    suffix={suffix}
    inputMode={inputMode}
    maxLength={maxLength}
    autoComplete={autoComplete}
  />
);

/** The one-time code of the user's authenticator app (spec §5: only when totp_config asks). */
export const OtpInput = ({ field }: { field: BoundControl }) => (
  <TextInput
    field={field}
    autoComplete="one-time-code"
    placeholder="6-digit code or recovery code"
    maxLength={OTP_INPUT_MAX_LENGTH}
  />
);
