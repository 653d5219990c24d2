import { useQuery } from '@apollo/client/react';
import { PAYMENT_STATUSES, PAYMENT_TYPES } from '@paygate/contracts';
import { Button, DatePicker, Form, Input, Select, Space } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { TransactionBanksDocument } from '../../gql/graphql';
import { useEnvironment } from '../../lib/environment';
import { useViewer } from '../../lib/useViewer';
import { FILTER_LABELS } from './ActiveFilters';
import { TOKEN_SYMBOLS } from './paymentDetails';
import { isBeforeFloor } from './transactionDates';
import { EMPTY_FILTERS, TEXT_FILTERS, type TransactionFilters } from './transactionSearch';

type Values = Omit<TransactionFilters, 'from_date' | 'to_date'> & { range?: [Dayjs | null, Dayjs | null] | null };

const GRID = { display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(220px, 1fr))', columnGap: 16 };
const TEXT_FIELDS = TEXT_FILTERS.filter((key) => key !== 'app_id');

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
  const [from, to] = range ?? [];
  if (from) filters.from_date = from.toISOString();
  if (to) filters.to_date = to.toISOString();
  return filters;
};

/** Every allPayment filter of spec §7.1; dates from the start of the month three months ago (§5). */
export const TransactionFilterForm = ({
  filters,
  onApply,
}: {
  filters: TransactionFilters;
  onApply: (filters: TransactionFilters) => void;
}) => {
  const [form] = Form.useForm<Values>();
  const env = useEnvironment();
  const { user } = useViewer();
  const { data: banks } = useQuery(TransactionBanksDocument);
  const apps = (user?.partner?.list_app ?? []).filter((app) => app.status === env);
  const bankOptions = [
    ...(banks?.listBanks ?? []).map((bank) => ({ value: bank.id, label: `${bank.id} · ${bank.name}` })),
    ...TOKEN_SYMBOLS.map((token) => ({ value: token, label: token })),
  ];

  return (
    <Form<Values>
      form={form}
      layout="vertical"
      initialValues={toValues(filters)}
      onFinish={(values) => onApply(toFilters(values))}
      aria-label="Transaction filters"
    >
      <div style={GRID}>
        <Form.Item label="Created time" name="range" style={{ gridColumn: 'span 2' }}>
          <DatePicker.RangePicker
            showTime={{ format: 'HH:mm' }}
            format="DD/MM/YYYY HH:mm"
            allowEmpty={[true, true]}
            disabledDate={(day) => isBeforeFloor(day)}
            style={{ width: '100%' }}
            aria-label="Created time"
          />
        </Form.Item>
        <Form.Item label={FILTER_LABELS.statuses} name="statuses">
          <Select
            mode="multiple"
            allowClear
            aria-label="Status"
            placeholder="Any status"
            options={PAYMENT_STATUSES.map((s) => ({ value: s, label: s }))}
          />
        </Form.Item>
        <Form.Item label={FILTER_LABELS.app_id} name="app_id">
          <Select
            allowClear
            aria-label="App"
            placeholder="Any app"
            options={apps.map((app) => ({ value: app.id, label: app.name }))}
          />
        </Form.Item>
        <Form.Item label={FILTER_LABELS.types} name="types">
          <Select
            mode="multiple"
            allowClear
            aria-label="Type"
            placeholder="Any type"
            options={PAYMENT_TYPES.map((t) => ({ value: t, label: t }))}
          />
        </Form.Item>
        <Form.Item label={FILTER_LABELS.banks} name="banks">
          <Select
            mode="tags"
            allowClear
            aria-label="Bank"
            placeholder="Any bank or token"
            tokenSeparators={[',', ' ']}
            options={bankOptions}
          />
        </Form.Item>
        {TEXT_FIELDS.map((key) => (
          <Form.Item key={key} label={FILTER_LABELS[key]} name={key}>
            <Input allowClear aria-label={FILTER_LABELS[key]} />
          </Form.Item>
        ))}
      </div>
      <Space>
        <Button type="primary" htmlType="submit">
          Search
        </Button>
        <Button
          onClick={() => {
            form.setFieldsValue({
              ...toValues(EMPTY_FILTERS),
              ...Object.fromEntries(TEXT_FILTERS.map((k) => [k, ''])),
            });
            onApply(EMPTY_FILTERS);
          }}
        >
          Reset
        </Button>
      </Space>
    </Form>
  );
};
