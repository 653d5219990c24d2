import { useQuery } from '@apollo/client/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { PAYMENT_STATUSES, PAYMENT_TYPES } from '@paygate/contracts';
import { Button, Checkbox, DatePicker, Form, Input, Select, Space } from 'antd';
import { Controller, useForm } from 'react-hook-form';
import { TransactionBanksDocument } from '../../gql/ops/TransactionBanks';
import dayjs, { type Dayjs } from '../../lib/dayjs';
import { useEnvironment } from '../../lib/environment';
import { useViewer } from '../../lib/useViewer';
import { FormItem } from '../../ui/form/FormItem';
import { VerticalForm } from '../../ui/form/VerticalForm';
import { FILTER_LABELS } from './ActiveFilters';
import { TOKEN_SYMBOLS } from './paymentDetails';
import { PAYMENT_STATUS_LABELS } from './StatusTag';
import { isBeforeFloor } from './transactionDates';
import { EMPTY_FILTERS, TEXT_FILTERS, type TransactionFilters } from './transactionSearch';

type Values = Omit<TransactionFilters, 'from_date' | 'to_date'> & { range?: [Dayjs | null, Dayjs | null] | null };

const GRID = { display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(220px, 1fr))', columnGap: 16 };
const TEXT_FIELDS = TEXT_FILTERS.filter((key) => key !== 'app_id');
// The picker's formats and the range's width: not words, the same in every language.
const TIME_FORMAT = 'HH:mm';
const DATE_TIME_FORMAT = 'DD/MM/YYYY HH:mm';
const TWO_COLUMNS = 'span 2';

const toValues = (filters: TransactionFilters): Values => ({
  ...filters,
  range:
    filters.from_date || filters.to_date
      ? [filters.from_date ? dayjs(filters.from_date) : null, filters.to_date ? dayjs(filters.to_date) : null]
      : null,
});

const toFilters = ({ range, ...values }: Values): TransactionFilters => {
  const filters: TransactionFilters = {
    statuses: values.statuses ?? [],
    banks: values.banks ?? [],
    types: values.types ?? [],
  };
  for (const key of TEXT_FILTERS) {
    const value = values[key]?.trim();
    if (value) filters[key] = value;
  }
  if (values.needs_response) filters.needs_response = true;
  const [from, to] = range ?? [];
  if (from) filters.from_date = from.toISOString();
  if (to) filters.to_date = to.toISOString();
  return filters;
};

/**
 * Every allPayment filter of PRODUCT §7.1; dates from the start of the month three months ago (§5).
 * No field has a rule to break (the picker refuses the early dates itself), so the form is the
 * kit's without a schema: plain useForm, no resolver.
 */
export const TransactionFilterForm = ({
  filters,
  onApply,
}: {
  filters: TransactionFilters;
  onApply: (filters: TransactionFilters) => void;
}) => {
  const { t } = useLingui();
  const { control, handleSubmit, reset } = useForm<Values>({ defaultValues: toValues(filters) });
  const env = useEnvironment();
  const { user } = useViewer();
  const { data: banks } = useQuery(TransactionBanksDocument);
  const apps = (user?.partner?.list_app ?? []).filter((app) => app.status === env);
  const bankOptions = [
    ...(banks?.listBanks ?? []).map((bank) => ({ value: bank.id, label: `${bank.id} · ${bank.name}` })),
    ...TOKEN_SYMBOLS.map((token) => ({ value: token, label: token })),
  ];

  return (
    <VerticalForm
      idPrefix="filter"
      onSubmit={handleSubmit((values) => onApply(toFilters(values)))}
      label={t`Transaction filters`}
    >
      <div style={GRID}>
        <FormItem control={control} name="range" label={t`Created time`} style={{ gridColumn: TWO_COLUMNS }}>
          {({ id, ...field }) => (
            <DatePicker.RangePicker
              {...field}
              id={{ start: id }}
              showTime={{ format: TIME_FORMAT }}
              format={DATE_TIME_FORMAT}
              allowEmpty={[true, true]}
              disabledDate={(day) => isBeforeFloor(day)}
              style={{ width: '100%' }}
              aria-label={t`Created time`}
            />
          )}
        </FormItem>
        <FormItem control={control} name="statuses" label={t(FILTER_LABELS.statuses)}>
          {(field) => (
            <Select
              {...field}
              mode="multiple"
              allowClear
              aria-label={t`Status`}
              placeholder={t`Any status`}
              options={PAYMENT_STATUSES.map((s) => ({ value: s, label: t(PAYMENT_STATUS_LABELS[s]) }))}
            />
          )}
        </FormItem>
        <FormItem control={control} name="app_id" label={t(FILTER_LABELS.app_id)}>
          {(field) => (
            <Select
              {...field}
              allowClear
              aria-label={t`App`}
              placeholder={t`Any app`}
              options={apps.map((app) => ({ value: app.id, label: app.name }))}
            />
          )}
        </FormItem>
        <FormItem control={control} name="types" label={t(FILTER_LABELS.types)}>
          {(field) => (
            <Select
              {...field}
              mode="multiple"
              allowClear
              aria-label={t`Type`}
              placeholder={t`Any type`}
              options={PAYMENT_TYPES.map((type) => ({ value: type, label: type }))}
            />
          )}
        </FormItem>
        <FormItem control={control} name="banks" label={t(FILTER_LABELS.banks)}>
          {(field) => (
            <Select
              {...field}
              mode="tags"
              allowClear
              aria-label={t`Bank`}
              placeholder={t`Any bank or token`}
              tokenSeparators={[',', ' ']}
              options={bankOptions}
            />
          )}
        </FormItem>
        {TEXT_FIELDS.map((key) => (
          <FormItem key={key} control={control} name={key} label={t(FILTER_LABELS[key])}>
            {(field) => <Input {...field} value={field.value ?? ''} allowClear aria-label={t(FILTER_LABELS[key])} />}
          </FormItem>
        ))}
        {/* Its own label beside the box; aligned with the inputs of its row. */}
        <Form.Item style={{ alignSelf: 'end' }}>
          <Controller
            control={control}
            name="needs_response"
            render={({ field }) => (
              <Checkbox
                id="filter-needs_response"
                ref={field.ref}
                checked={field.value === true}
                onChange={(event) => field.onChange(event.target.checked ? true : undefined)}
                onBlur={field.onBlur}
              >
                {t(FILTER_LABELS.needs_response)}
              </Checkbox>
            )}
          />
        </Form.Item>
      </div>
      <Space>
        <Button type="primary" htmlType="submit">
          <Trans>Search</Trans>
        </Button>
        <Button
          onClick={() => {
            reset({ ...toValues(EMPTY_FILTERS), ...Object.fromEntries(TEXT_FILTERS.map((k) => [k, ''])) });
            onApply(EMPTY_FILTERS);
          }}
        >
          <Trans>Reset</Trans>
        </Button>
      </Space>
    </VerticalForm>
  );
};
