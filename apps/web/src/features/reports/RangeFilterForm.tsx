import { Col, DatePicker, Row } from 'antd';
import { useMemo } from 'react';
import { z } from 'zod';
import dayjs, { type Dayjs } from '../../lib/dayjs';
import { FormItem } from '../../ui/form/FormItem';
import { useZodForm } from '../../ui/form/useZodForm';
import { VerticalForm } from '../../ui/form/VerticalForm';
import { FilterActions } from './FilterActions';

/** A range of days (YYYY-MM-DD) or months (YYYY-MM), as the fee and payout reports' URLs hold it. */
export type Range = { from: string; to: string };

const UNIT = {
  date: { key: 'YYYY-MM-DD', shown: 'DD/MM/YYYY', unit: 'day', placeholder: ['Từ ngày', 'Đến ngày'] },
  month: { key: 'YYYY-MM', shown: 'MM/YYYY', unit: 'month', placeholder: ['Từ tháng', 'Đến tháng'] },
} as const;

/**
 * The filter of the fee and payout reports: one range, required ("Nhập ngày" / "Nhập tháng", the
 * server's own message) and no longer than the server answers; "Lọc" applies it, "Đặt lại" goes
 * back to the default. Loaded when the filter is first opened, with the date picker.
 */
export const RangeFilterForm = ({
  picker,
  value,
  defaults,
  onApply,
  messages,
  maxUnits,
}: {
  picker: keyof typeof UNIT;
  value: Range;
  defaults: Range;
  onApply: (next: Range) => void;
  messages: { rangeRequired: string; rangeTooLong: string };
  /** The most days or months the server answers. */
  maxUnits: number;
}) => {
  const unit = UNIT[picker];
  const schema = useMemo(
    () =>
      z
        .object({
          range: z
            .array(z.custom<Dayjs>(), { error: messages.rangeRequired })
            .length(2, { error: messages.rangeRequired })
            .nullable()
            .refine((range) => Array.isArray(range), { error: messages.rangeRequired }),
        })
        .refine(
          ({ range }) => range?.length !== 2 || (range[1] as Dayjs).diff(range[0] as Dayjs, unit.unit) < maxUnits,
          { path: ['range'], error: messages.rangeTooLong },
        ),
    [messages, maxUnits, unit.unit],
  );
  const formValues = (r: Range) => ({ range: [dayjs(r.from, unit.key), dayjs(r.to, unit.key)] });
  const { control, handleSubmit, reset } = useZodForm(schema, { values: formValues(value) });
  const onReset = () => {
    reset(formValues(defaults));
    onApply(defaults);
  };
  const onFilter = handleSubmit(({ range }) => {
    const [from, to] = range as [Dayjs, Dayjs];
    onApply({ from: from.format(unit.key), to: to.format(unit.key) });
  });

  return (
    <VerticalForm idPrefix={`report-${picker}`} onSubmit={onFilter} label="Bộ lọc báo cáo">
      <Row gutter={16} align="bottom">
        <Col xs={24} md={12}>
          <FormItem control={control} name="range" label="Thời gian">
            {({ id, value: range, ...field }) => (
              <>
                <DatePicker.RangePicker
                  {...field}
                  picker={picker}
                  id={{ start: id, end: `${id}-end` }}
                  format={unit.shown}
                  placeholder={[...unit.placeholder]}
                  style={{ width: '100%' }}
                  value={range as [Dayjs, Dayjs] | null}
                />
                {/* The second input has no visible label of its own (axe label-title-only). */}
                <label htmlFor={`${id}-end`} className="visually-hidden">
                  {unit.placeholder[1]}
                </label>
              </>
            )}
          </FormItem>
        </Col>
        <Col xs={24} md={12}>
          <FilterActions onReset={onReset} />
        </Col>
      </Row>
    </VerticalForm>
  );
};
