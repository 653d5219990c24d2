import { useQuery } from '@apollo/client/react';
import { useLingui } from '@lingui/react/macro';
import {
  CHAINS,
  type Chain,
  DEFAULT_LANGUAGE,
  isLanguage,
  NUMBER_SIGNS,
  type NumberSigns,
  OTP_INPUT_MAX_LENGTH,
  readEnvelope,
  TOKENS,
} from '@paygate/contracts';
import { Input, type InputRef, Select, Tag } from 'antd';
import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import type { Control, FieldPath, FieldValues } from 'react-hook-form';
import { ListBanksDocument } from '../../gql/ops/ListBanks';
import { FormItem } from '../../ui/form/FormItem';
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
}) => {
  const { t } = useLingui();
  return (
    <Select
      {...field}
      value={selected(field.value)}
      disabled={disabled}
      placeholder={t`Select app`}
      notFoundContent={t`No app in this environment`}
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
};

/** The partner's bank list (listBanks); searchable by code or name. */
export const BankSelect = ({ field, disabled }: { field: BoundControl; disabled?: boolean }) => {
  const { t } = useLingui();
  const { data, loading } = useQuery(ListBanksDocument);
  return (
    <Select
      {...field}
      value={selected(field.value)}
      disabled={disabled}
      loading={loading}
      showSearch={{ optionFilterProp: 'label' }}
      placeholder={t`Select bank`}
      options={(data?.listBanks ?? []).map((b) => ({ value: b.bank_code, label: `${b.bank_code} — ${b.name}` }))}
    />
  );
};

type ConfigBank = { id: string; name: string };

/**
 * GET /config/bank (PRODUCT §7.2): `pay` lists the banks that take card and internet-banking
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
  const { t } = useLingui();
  const [banks, setBanks] = useState<ConfigBank[]>();
  useEffect(() => {
    let isCurrent = true;
    setBanks(undefined);
    fetchConfigBanks(type, appId)
      .then((list) => isCurrent && setBanks(list))
      // Network errors are only logged (PRODUCT §8); the select stays empty.
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
      placeholder={t`Select bank`}
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
}) => {
  const { t } = useLingui();
  return (
    <Select
      {...field}
      onChange={(value: string) => {
        field.onChange(value);
        onPick?.(value);
      }}
      value={selected(field.value)}
      disabled={disabled}
      placeholder={t`Select token`}
      options={Object.values(TOKENS).map((token) => ({
        value: token.symbol,
        label: `${token.symbol} (${token.name})`,
      }))}
    />
  );
};

export const ChainSelect = ({ field, disabled }: { field: BoundControl; disabled?: boolean }) => {
  const { t } = useLingui();
  return (
    <Select
      {...field}
      value={selected(field.value)}
      disabled={disabled}
      placeholder={t`Select chain`}
      options={(Object.keys(CHAINS) as Chain[]).map((chain) => {
        const chainId = CHAINS[chain].chainId;
        return { value: chain, label: t`${chain} (chain id ${chainId})` };
      })}
    />
  );
};

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

/**
 * "260000000" → "260,000,000" ("260.000.000" in Vietnamese); a fraction ("12.5" → "12.5", "12,5"
 * in Vietnamese; "12." as typed) keeps its digits, and any other text is kept as typed.
 */
export const groupTyped = (raw: string, signs: NumberSigns = NUMBER_SIGNS.en): string => {
  const match = /^(\d+)(?:\.(\d*))?$/.exec(raw);
  if (!match) return raw;
  const whole = (match[1] ?? '').replace(/\B(?=(\d{3})+(?!\d))/g, signs.group);
  return match[2] === undefined ? whole : `${whole}${signs.decimal}${match[2]}`;
};

/**
 * What the user typed, back to the plain text the form's rules read: the group signs dropped, the
 * language's decimal sign as a point ("1.234,5" in Vietnamese → "1234.5"). Anything else stays, so
 * the rules can name what is wrong.
 */
export const plainTyped = (typed: string, signs: NumberSigns = NUMBER_SIGNS.en): string => {
  const ungrouped = typed.split(signs.group).join('');
  return signs.decimal === '.' ? ungrouped : ungrouped.split(signs.decimal).join('.');
};

/** Where the caret goes in `shown` to stand after the same `count` digits it stood after. */
const caretAfterDigits = (shown: string, count: number, decimal: string): number => {
  if (count === 0) return 0;
  let seen = 0;
  for (let i = 0; i < shown.length; i++) {
    const char = shown[i] ?? '';
    if ((/\d/.test(char) || char === decimal) && ++seen === count) return i + 1;
  }
  return shown.length;
};

/**
 * An amount as the user types it, grouped in thousands as they type (issue 28 item 3): the field
 * shows "260,000,000" ("260.000.000" in Vietnamese) and holds "260000000", so the form's rules (contracts) read the plain text
 * and keep the spec's messages ("amount must be an integer"). Hand-written rather than antd's
 * InputNumber: that one swallows or clamps what it cannot parse, where the spec wants a message.
 */
export const AmountInput = ({
  field,
  disabled,
  placeholder,
  suffix,
  inputMode,
}: {
  field: BoundControl;
  disabled?: boolean;
  placeholder?: string;
  suffix?: string;
  inputMode: 'numeric' | 'decimal';
}) => {
  // The signs of the language on screen; the field renders again when it changes.
  const { i18n } = useLingui();
  const signs = NUMBER_SIGNS[isLanguage(i18n.locale) ? i18n.locale : DEFAULT_LANGUAGE];
  const input = useRef<InputRef>(null);
  const caret = useRef<number | null>(null);
  const shown = groupTyped(text(field.value), signs);
  useLayoutEffect(() => {
    const element = input.current?.input;
    if (caret.current === null || !element || document.activeElement !== element) return;
    const at = caretAfterDigits(shown, caret.current, signs.decimal);
    element.setSelectionRange(at, at);
    caret.current = null;
  }, [shown, signs.decimal]);
  return (
    <Input
      {...field}
      ref={(element) => {
        input.current = element;
        field.ref(element?.input ?? null);
      }}
      value={shown}
      onChange={(event) => {
        const typed = event.target.value;
        const before = typed.slice(0, event.target.selectionStart ?? typed.length);
        caret.current = [...before].filter((char) => /\d/.test(char) || char === signs.decimal).length;
        field.onChange(plainTyped(typed, signs));
      }}
      disabled={disabled}
      placeholder={placeholder}
      suffix={suffix}
      inputMode={inputMode}
      autoComplete="off"
    />
  );
};

/** The one-time code of the user's authenticator app (PRODUCT §5: only when totp_config asks). */
export const OtpInput = ({ field }: { field: BoundControl }) => {
  const { t } = useLingui();
  return (
    <TextInput
      field={field}
      autoComplete="one-time-code"
      placeholder={t`6-digit code or recovery code`}
      maxLength={OTP_INPUT_MAX_LENGTH}
    />
  );
};

/** A money form's OTP field, shown when the user's totp_config holds the form's use (PRODUCT §5). */
export const OtpField = <T extends FieldValues>({ control, isAsked }: { control: Control<T>; isAsked: boolean }) =>
  isAsked ? (
    <FormItem required control={control} name={'otp' as FieldPath<T>} label="OTP">
      {(f) => <OtpInput field={f} />}
    </FormItem>
  ) : null;
