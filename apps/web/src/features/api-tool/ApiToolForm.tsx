import { ReloadOutlined, SendOutlined } from '@ant-design/icons';
import { useLingui } from '@lingui/react/macro';
import { ACCOUNT_TYPES, type AppStatus, CHAINS, TOKENS } from '@paygate/contracts';
import { Button, Input, Select, Tooltip } from 'antd';
import { type ReactNode, useEffect } from 'react';
import { type Resolver, useForm, useWatch } from 'react-hook-form';
import { FormItem } from '../../ui/form/FormItem';
import type { BoundControl } from '../../ui/form/fieldBinding';
import { VerticalForm } from '../../ui/form/VerticalForm';
import {
  bankListOf,
  DEFAULT_API,
  hasAccountName,
  hasBank,
  initialToolValues,
  isCryptoApi,
  newTransactionId,
  type ToolValues,
  TRANSFER_API,
  toolApis,
} from './apiToolFields';
import { FieldGrid } from './ToolPanel';
import { useConfigBanks } from './useConfigBanks';

export type ToolApp = {
  id: string;
  name: string;
  status: string;
  app_secret?: string | null;
  list_channel: { id: string; name: string; is_default: boolean }[];
};

type Props = {
  apps: ToolApp[];
  sources: string[];
  environment: AppStatus;
  onSend: (values: ToolValues) => Promise<void>;
  onAppChange?: (app: ToolApp | undefined) => void;
};

type FieldOptions = { required?: boolean; wide?: boolean };

/** The API tool's request form: every API of PRODUCT §2.11 with its fields, defaults and §5 rules. */
export const ApiToolForm = ({ apps, sources, environment, onSend, onAppChange }: Props) => {
  const { t } = useLingui();
  // The rules (zod and the contracts' schemas) load at the first validation.
  const resolver: Resolver<ToolValues> = async (values) => {
    const { validateToolValues } = await import('./apiToolRules');
    const errors = validateToolValues(values, apps);
    if (Object.keys(errors).length === 0) return { values, errors: {} };
    return {
      values: {},
      errors: Object.fromEntries(
        Object.entries(errors).map(([name, message]) => [name, { type: 'validation', message }]),
      ),
    };
  };
  const { control, handleSubmit, setValue, formState, clearErrors } = useForm<ToolValues>({
    resolver,
    mode: 'onTouched',
    defaultValues: initialToolValues(),
  });
  const api = useWatch({ control, name: 'api' });
  const appId = useWatch({ control, name: 'app_id' });
  const app = apps.find((a) => a.id === appId);
  const banks = useConfigBanks(bankListOf(api));
  const isTransfer = api === TRANSFER_API;
  const isCrypto = isCryptoApi(api);

  // transferPayableBalance exists in development mode only (PRODUCT §2.11).
  useEffect(() => {
    if (!toolApis(environment).includes(api)) setValue('api', DEFAULT_API);
  }, [environment, api, setValue]);

  const field = (
    name: keyof ToolValues,
    label: string,
    render: (c: BoundControl<string>) => ReactNode,
    options: FieldOptions = {},
  ) => (
    <FormItem
      key={name}
      control={control}
      name={name}
      label={label}
      required={options.required}
      // A wide field spans both columns of its FieldGrid; minWidth lets a column shrink.
      style={{ gridColumn: options.wide ? '1 / -1' : undefined, minWidth: 0 }}
    >
      {render}
    </FormItem>
  );

  const text = (name: keyof ToolValues, label: string, placeholder?: string, options: FieldOptions = {}) =>
    field(name, label, (c) => <Input {...c} placeholder={placeholder} />, options);

  const select = (
    name: keyof ToolValues,
    label: string,
    options: { value: string; label?: string }[],
    extra: { placeholder?: string; search?: boolean; clear?: boolean; required?: boolean } = {},
    onPick?: (value: string) => void,
  ) =>
    field(
      name,
      label,
      (c) => (
        <Select
          {...c}
          aria-label={label}
          style={{ width: '100%' }}
          virtual={false}
          value={c.value || undefined}
          onChange={(value: string) => {
            c.onChange(value ?? '');
            onPick?.(value);
          }}
          placeholder={extra.placeholder}
          showSearch={extra.search ? { optionFilterProp: 'label' } : undefined}
          allowClear={extra.clear}
          options={options.map((o) => ({ value: o.value, label: o.label ?? o.value }))}
        />
      ),
      { required: extra.required },
    );

  const bankOptions = banks.map((b) => ({ value: b.id, label: `${b.id} · ${b.name}` }));
  const channelOptions = (app?.list_channel ?? []).map(({ id, name, is_default }) => ({
    value: id,
    label: is_default ? t`${name} (default)` : name,
  }));
  const channelPlaceholder = app ? t`Default channel` : t`Select an app first`;
  // Free text with the partner's sources as suggestions.
  const sourceField = field('source', 'source', (c) => (
    <>
      <Input {...c} placeholder={t`e.g. website`} list="tool-sources" autoComplete="off" />
      <datalist id="tool-sources">
        {sources.map((s) => (
          <option key={s} value={s} />
        ))}
      </datalist>
    </>
  ));
  const currencyField = select('currency', 'currency', [{ value: 'VND' }]);

  const submit = handleSubmit(onSend);

  return (
    <VerticalForm idPrefix="tool" onSubmit={submit}>
      <FieldGrid>
        {select(
          'app_id',
          t`App`,
          apps.map((a) => ({ value: a.id, label: `${a.name} · ${a.status}` })),
          { placeholder: t`Choose an app`, required: true },
          (id) => {
            const next = apps.find((a) => a.id === id);
            setValue('channel_id', next?.list_channel.find((c) => c.is_default)?.id ?? '');
            onAppChange?.(next);
          },
        )}
        {select(
          'api',
          t`API`,
          toolApis(environment).map((a) => ({ value: a })),
          {},
          () => {
            setValue('bank', '');
            clearErrors();
          },
        )}
      </FieldGrid>

      {isTransfer ? (
        <FieldGrid>
          {select('payee_bank', 'payee_bank', bankOptions, { placeholder: t`Choose a bank`, search: true })}
          {text('payee_account', 'payee_account', t`Account or card number`)}
          {select(
            'payee_account_type',
            'payee_account_type',
            ACCOUNT_TYPES.map((type) => ({ value: type })),
          )}
          {text('payee_name', 'payee_name', t`Holder name`)}
          {select('payee_pay_fee', 'payee_pay_fee', [
            { value: '0', label: t`0 (you pay the fee)` },
            { value: '1', label: t`1 (the payee pays the fee)` },
          ])}
          {currencyField}
          {text('message', 'message', t`Transfer message`, { wide: true })}
          {sourceField}
          {select('channel_id', 'channel_id', channelOptions, { placeholder: channelPlaceholder, clear: true })}
        </FieldGrid>
      ) : (
        <FieldGrid>
          {field(
            'transaction_id',
            'transaction_id',
            (c) => (
              <Input
                {...c}
                suffix={
                  <Tooltip title={t`New transaction id`}>
                    <Button
                      type="text"
                      size="small"
                      aria-label={t`New transaction id`}
                      icon={<ReloadOutlined />}
                      onClick={() => setValue('transaction_id', newTransactionId(), { shouldValidate: true })}
                    />
                  </Tooltip>
                }
              />
            ),
            { required: true },
          )}
          {field(
            'amount',
            'amount',
            (c) => (
              <Input
                {...c}
                inputMode="decimal"
                placeholder={isCrypto ? t`At least 0.5` : t`At least 10,000`}
                suffix={isCrypto ? undefined : 'VND'}
              />
            ),
            { required: true },
          )}
          {text('callback_uri', 'callback_uri', 'https://your-shop.example/payment-result', { wide: true })}
          {hasBank(api) ? select('bank', 'bank', bankOptions, { placeholder: t`Choose a bank`, search: true }) : null}
          {isCrypto
            ? [
                select(
                  'crypto_token',
                  'crypto_token',
                  Object.values(TOKENS).map((token) => ({
                    value: token.symbol,
                    label: `${token.symbol} · ${token.name}`,
                  })),
                ),
                select(
                  'chain',
                  'chain',
                  Object.values(CHAINS).map((c) => ({ value: c.name, label: `${c.name} (${c.chainId})` })),
                ),
              ]
            : currencyField}
          {hasAccountName(api)
            ? text('account_name', 'account_name', t`Letters, digits and spaces`, { required: true })
            : null}
          {text('user_id', 'user_id', t`Your customer id`)}
          {sourceField}
          {select('channel_id', 'channel', channelOptions, { placeholder: channelPlaceholder, clear: true })}
        </FieldGrid>
      )}
      <Button
        type="primary"
        icon={<SendOutlined />}
        loading={formState.isSubmitting}
        htmlType="submit"
        block
        size="large"
      >
        {isTransfer ? t`Simulate transfer` : t`Send request`}
      </Button>
    </VerticalForm>
  );
};
