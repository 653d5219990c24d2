import { Col, DatePicker, Row, Select } from 'antd';
import dayjs, { type Dayjs } from '../../lib/dayjs';
import { FormItem } from '../../ui/form/FormItem';
import { useZodForm } from '../../ui/form/useZodForm';
import { VerticalForm } from '../../ui/form/VerticalForm';
import { FilterActions } from './FilterActions';
import { reportFilter, SERVICE_OPTIONS } from './reportFilter';
import type { ReportParams } from './reportParams';

const DAY = 'YYYY-MM-DD';
const formValues = (p: ReportParams) => ({ service: p.service, range: [dayjs(p.from, DAY), dayjs(p.to, DAY)] });

/**
 * The report filter (PRODUCT §2.3): a service select and a date range ('Nhập ngày', §5), showing
 * the filter in force; "Lọc" applies it (issue 30 item 3), "Đặt lại" goes back to the default.
 * Loaded when the filter is first opened (the date picker and the form code are not needed before).
 */
export const ReportFilterForm = ({
  value,
  defaults,
  onApply,
}: {
  value: ReportParams;
  /** What "Đặt lại" goes back to. */
  defaults: ReportParams;
  onApply: (next: ReportParams) => void;
}) => {
  const { control, handleSubmit, reset } = useZodForm(reportFilter, { values: formValues(value) });
  const onReset = () => {
    reset(formValues(defaults));
    onApply(defaults);
  };
  const onFilter = handleSubmit(({ service, range }) => {
    const [from, to] = range as [Dayjs, Dayjs];
    onApply({ service, from: from.format(DAY), to: to.format(DAY) });
  });

  return (
    <VerticalForm idPrefix="report" onSubmit={onFilter} label="Bộ lọc báo cáo">
      <Row gutter={16} align="bottom">
        <Col xs={24} md={8}>
          <FormItem control={control} name="service" label="Dịch vụ">
            {(field) => <Select {...field} options={SERVICE_OPTIONS} />}
          </FormItem>
        </Col>
        <Col xs={24} md={10}>
          <FormItem control={control} name="range" label="Thời gian">
            {({ id, value: range, ...field }) => (
              <>
                <DatePicker.RangePicker
                  {...field}
                  id={{ start: id, end: `${id}-end` }}
                  format="DD/MM/YYYY"
                  placeholder={['Từ ngày', 'Đến ngày']}
                  style={{ width: '100%' }}
                  value={range as [Dayjs, Dayjs] | null}
                />
                {/* The range's second input has no visible label of its own: a placeholder or
                    title is not a name (axe label-title-only). */}
                <label htmlFor={`${id}-end`} className="visually-hidden">
                  Đến ngày
                </label>
              </>
            )}
          </FormItem>
        </Col>
        <Col xs={24} md={6}>
          <FilterActions onReset={onReset} />
        </Col>
      </Row>
    </VerticalForm>
  );
};
