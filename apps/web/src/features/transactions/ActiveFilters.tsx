import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Button, Tag } from 'antd';
import { MutedText } from '../../app/shell/ListPage';
import { formatDateTime } from '../../lib/format';
import { PAYMENT_STATUS_LABELS } from './StatusTag';
import { EMPTY_FILTERS, FLAG_FILTERS, LIST_FILTERS, TEXT_FILTERS, type TransactionFilters } from './transactionSearch';

/** Labels of allPayment's filters as the filter form names them. */
export const FILTER_LABELS: Record<
  (typeof TEXT_FILTERS)[number] | (typeof LIST_FILTERS)[number] | (typeof FLAG_FILTERS)[number],
  MessageDescriptor
> = {
  transaction_id: msg`Transaction ID`,
  payment_id: msg`Payment ID`,
  pay_id: msg`Pay ID`,
  payment_user_id: msg`User ID`,
  app_id: msg`App`,
  pay_memo: msg`Pay memo`,
  va_account_name: msg`VA account name`,
  va_account_no: msg`VA account number`,
  ebill_account_name: msg`E-bill account name`,
  ebill_account_no: msg`E-bill account number`,
  statuses: msg`Status`,
  banks: msg`Bank`,
  types: msg`Type`,
  needs_response: msg`Needs a response`,
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
  const { t } = useLingui();
  const chips: { key: string; label: string; without: TransactionFilters }[] = [];
  if (filters.from_date || filters.to_date) {
    const { from_date: _from, to_date: _to, ...rest } = filters;
    const from = filters.from_date ? formatDateTime(filters.from_date) : '…';
    const to = filters.to_date ? formatDateTime(filters.to_date) : '…';
    chips.push({ key: 'dates', label: t`Created time: ${from} – ${to}`, without: rest });
  }
  for (const key of LIST_FILTERS) {
    // A status reads as its tag does; banks and types are codes.
    const values =
      key === 'statuses' ? filters.statuses.map((status) => t(PAYMENT_STATUS_LABELS[status])) : filters[key];
    if (values.length > 0)
      chips.push({
        key,
        label: `${t(FILTER_LABELS[key])}: ${values.join(', ')}`,
        without: { ...filters, [key]: [] },
      });
  }
  for (const key of TEXT_FILTERS) {
    const value = filters[key];
    if (!value) continue;
    const { [key]: _removed, ...rest } = filters;
    const shown = key === 'app_id' ? (appName?.(value) ?? value) : value;
    chips.push({ key, label: `${t(FILTER_LABELS[key])}: ${shown}`, without: rest as TransactionFilters });
  }
  for (const key of FLAG_FILTERS) {
    if (!filters[key]) continue;
    const { [key]: _removed, ...rest } = filters;
    // A yes/no filter reads as its name alone.
    chips.push({ key, label: t(FILTER_LABELS[key]), without: rest as TransactionFilters });
  }
  if (chips.length === 0) return null;
  return (
    <section
      aria-label={t`Active filters`}
      style={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 8, marginBottom: 12 }}
    >
      <MutedText>
        <Trans>Filtered by</Trans>
      </MutedText>
      {chips.map((chip) => (
        <Tag key={chip.key} closable onClose={() => onChange(chip.without)} style={{ marginInlineEnd: 0 }}>
          {chip.label}
        </Tag>
      ))}
      <Button type="link" size="small" onClick={() => onChange(EMPTY_FILTERS)}>
        <Trans>Clear filters</Trans>
      </Button>
    </section>
  );
};
