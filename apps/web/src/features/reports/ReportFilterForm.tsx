import { Button, Col, DatePicker, Form, Row, Select, Space } from 'antd';
import type { Dayjs } from 'dayjs';
import { FormItem } from '../../ui/form/FormItem';
import { useZodForm } from '../../ui/form/useZodForm';
import { VerticalForm } from '../../ui/form/VerticalForm';
import { reportFilter, SERVICE_OPTIONS } from './reportFilter';

/**
 * The report filter (PRODUCT §2.3): a service select and a date range ('Nhập ngày', §5). The reports
 * call no server (PRODUCT §1): a valid filter leaves the table as it is, empty. Loaded when the
 * filter is first opened (the date picker and the form code are not needed before).
 */
export const ReportFilterForm = () => {
  const { control, handleSubmit, reset } = useZodForm(reportFilter, {
    defaultValues: { service: 'ALL', range: null },
  });
  const onFilter = handleSubmit(() => undefined);

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
            {({ id, value, ...field }) => (
              <>
                <DatePicker.RangePicker
                  {...field}
                  id={{ start: id, end: `${id}-end` }}
                  format="DD/MM/YYYY"
                  placeholder={['Từ ngày', 'Đến ngày']}
                  style={{ width: '100%' }}
                  value={value as [Dayjs, Dayjs] | null}
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
          <Form.Item>
            <Space>
              <Button type="primary" htmlType="submit">
                Lọc
              </Button>
              <Button onClick={() => reset()}>Đặt lại</Button>
            </Space>
          </Form.Item>
        </Col>
      </Row>
    </VerticalForm>
  );
};
