import { Trans, useLingui } from '@lingui/react/macro';
import { AUDIT_ACTION_NAMES, auditActionLabel } from '@paygate/contracts';
import { Button, DatePicker, Input, Select, Space } from 'antd';
import { useForm } from 'react-hook-form';
import dayjs, { type Dayjs } from '../../lib/dayjs';
import { FormItem } from '../../ui/form/FormItem';
import { VerticalForm } from '../../ui/form/VerticalForm';
import type { AuditParams } from './auditParams';

type Values = {
  actor?: string | null;
  action?: string | null;
  target?: string;
  range?: [Dayjs | null, Dayjs | null] | null;
};
type Filters = Omit<AuditParams, 'page'>;

const GRID = { display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(200px, 1fr))', columnGap: 16 };
const DAY = 'YYYY-MM-DD';
const ACTION_OPTIONS = AUDIT_ACTION_NAMES.map((a) => ({ value: a, label: auditActionLabel(a) }));

const toValues = (p: Filters): Values => ({
  actor: p.actor ?? null,
  action: p.action ?? null,
  target: p.target ?? '',
  range: p.from || p.to ? [p.from ? dayjs(p.from) : null, p.to ? dayjs(p.to) : null] : null,
});

const toFilters = (v: Values): Filters => {
  const [from, to] = v.range ?? [];
  return {
    actor: v.actor || undefined,
    action: (v.action || undefined) as Filters['action'],
    target: v.target?.trim() || undefined,
    from: from ? from.format(DAY) : undefined,
    to: to ? to.format(DAY) : undefined,
  };
};

/**
 * The audit list's filters (issue #15 item 1): who, what, on what, and which days. No field has a
 * rule to break (the choices come from lists, the target is free text the server bounds), so the
 * kit's form without a schema, as the transaction filter.
 */
export const AuditFilterForm = ({
  filters,
  actors,
  onApply,
}: {
  filters: Filters;
  actors: { id: string; name: string; email: string }[];
  onApply: (filters: Filters) => void;
}) => {
  const { t } = useLingui();
  const { control, handleSubmit, reset } = useForm<Values>({ defaultValues: toValues(filters) });
  return (
    <VerticalForm
      idPrefix="audit-filter"
      label={t`Audit filters`}
      onSubmit={handleSubmit((values) => onApply(toFilters(values)))}
    >
      <div style={GRID}>
        <FormItem control={control} name="actor" label={t`Actor`}>
          {(field) => (
            <Select
              {...field}
              allowClear
              showSearch={{ optionFilterProp: 'label' }}
              aria-label={t`Actor`}
              placeholder={t`Anyone`}
              options={actors.map((a) => ({ value: a.id, label: `${a.name} · ${a.email}` }))}
            />
          )}
        </FormItem>
        <FormItem control={control} name="action" label={t`Action`}>
          {(field) => (
            <Select
              {...field}
              allowClear
              showSearch={{ optionFilterProp: 'label' }}
              aria-label={t`Action`}
              placeholder={t`Any action`}
              options={ACTION_OPTIONS}
            />
          )}
        </FormItem>
        <FormItem control={control} name="target" label={t`Target`}>
          {(field) => (
            <Input
              {...field}
              value={field.value ?? ''}
              maxLength={200}
              allowClear
              aria-label={t`Target`}
              placeholder={t`Name or id, exactly`}
            />
          )}
        </FormItem>
        <FormItem control={control} name="range" label={t`Date`}>
          {({ id, ...field }) => (
            <DatePicker.RangePicker
              {...field}
              id={{ start: id }}
              format="DD/MM/YYYY"
              allowEmpty={[true, true]}
              style={{ width: '100%' }}
              aria-label={t`Date`}
            />
          )}
        </FormItem>
      </div>
      <Space>
        <Button type="primary" htmlType="submit">
          <Trans>Search</Trans>
        </Button>
        <Button
          onClick={() => {
            reset({ actor: null, action: null, target: '', range: null });
            onApply({});
          }}
        >
          <Trans>Reset</Trans>
        </Button>
      </Space>
    </VerticalForm>
  );
};
