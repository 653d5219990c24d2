import { Button, Tag } from 'antd';
import { MutedText } from '../../app/shell/ListPage';
import { formatDateTime } from '../../lib/format';
import { EMPTY_FILTERS, FLAG_FILTERS, LIST_FILTERS, TEXT_FILTERS, type TransactionFilters } from './transactionSearch';

/** Labels of allPayment's filters as the filter form names them. */
export const FILTER_LABELS: Record<
  (typeof TEXT_FILTERS)[number] | (typeof LIST_FILTERS)[number] | (typeof FLAG_FILTERS)[number],
  string
> = {
  transaction_id: 'Transaction ID',
  payment_id: 'Payment ID',
  pay_id: 'Pay ID',
  payment_user_id: 'User ID',
  app_id: 'App',
  pay_memo: 'Pay memo',
  va_account_name: 'VA account name',
  va_account_no: 'VA account number',
  ebill_account_name: 'E-bill account name',
  ebill_account_no: 'E-bill account number',
  statuses: 'Status',
  banks: 'Bank',
  types: 'Type',
  needs_response: 'Needs a response',
};

/** The filters in force, each removable, so a click on a status tag shows what it did. */
export const ActiveFilters = ({
  filters,
  onChange,
  appName,
}: {
  filters: TransactionFilters;
  onChange: (next: TransactionFilters) => void;
  appName?: (id: string) => string | undefined;
}) => {
  const chips: { key: string; label: string; without: TransactionFilters }[] = [];
  if (filters.from_date || filters.to_date) {
    const { from_date: _from, to_date: _to, ...rest } = filters;
    chips.push({
      key: 'dates',
      label: `Created time: ${filters.from_date ? formatDateTime(filters.from_date) : '…'} – ${
        filters.to_date ? formatDateTime(filters.to_date) : '…'
      }`,
      without: rest,
    });
  }
  for (const key of LIST_FILTERS) {
    if (filters[key].length > 0)
      chips.push({
        key,
        label: `${FILTER_LABELS[key]}: ${filters[key].join(', ')}`,
        without: { ...filters, [key]: [] },
      });
  }
  for (const key of TEXT_FILTERS) {
    const value = filters[key];
    if (!value) continue;
    const { [key]: _removed, ...rest } = filters;
    const shown = key === 'app_id' ? (appName?.(value) ?? value) : value;
    chips.push({ key, label: `${FILTER_LABELS[key]}: ${shown}`, without: rest as TransactionFilters });
  }
  for (const key of FLAG_FILTERS) {
    if (!filters[key]) continue;
    const { [key]: _removed, ...rest } = filters;
    // A yes/no filter reads as its name alone.
    chips.push({ key, label: FILTER_LABELS[key], without: rest as TransactionFilters });
  }
  if (chips.length === 0) return null;
  return (
    <section
      aria-label="Active filters"
      style={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 8, marginBottom: 12 }}
    >
      <MutedText>Filtered by</MutedText>
      {chips.map((chip) => (
        <Tag key={chip.key} closable onClose={() => onChange(chip.without)} style={{ marginInlineEnd: 0 }}>
          {chip.label}
        </Tag>
      ))}
      <Button type="link" size="small" onClick={() => onChange(EMPTY_FILTERS)}>
        Clear filters
      </Button>
    </section>
  );
};
