import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Col, DatePicker, Form, Row, Select, Space } from 'antd';
import type { Dayjs } from 'dayjs';
import { Controller, useForm } from 'react-hook-form';
import { type ReportFilter, reportFilter, SERVICE_OPTIONS } from './reportFilter';

/**
 * The report filter (spec §2.3): a service select and a date range ('Nhập ngày', §5). The reports
 * call no server (spec §1): a valid filter leaves the table as it is, empty. Loaded when the
 * filter is first opened (the date picker and the form code are not needed before).
 */
export const ReportFilterForm = () => {
  const { control, handleSubmit, reset } = useForm<ReportFilter>({
    resolver: zodResolver(reportFilter),
    mode: 'onTouched',
    defaultValues: { service: 'ALL', range: null },
  });
  const onFilter = handleSubmit(() => undefined);

  return (
    <Form layout="vertical" component={false}>
      <form onSubmit={onFilter} noValidate aria-label="Bộ lọc báo cáo">
        <Row gutter={16} align="bottom">
          <Col xs={24} md={8}>
            <Controller
              control={control}
              name="service"
              render={({ field }) => (
                <Form.Item label="Dịch vụ" htmlFor="report-service">
                  <Select
                    id="report-service"
                    value={field.value}
                    onChange={field.onChange}
                    onBlur={field.onBlur}
                    options={[...SERVICE_OPTIONS]}
                  />
                </Form.Item>
              )}
            />
          </Col>
          <Col xs={24} md={10}>
            <Controller
              control={control}
              name="range"
              render={({ field, fieldState }) => (
                <Form.Item
                  label="Thời gian"
                  htmlFor="report-range"
                  validateStatus={fieldState.error ? 'error' : undefined}
                  help={fieldState.error?.message}
                >
                  <DatePicker.RangePicker
                    id={{ start: 'report-range' }}
                    format="DD/MM/YYYY"
                    placeholder={['Từ ngày', 'Đến ngày']}
                    style={{ width: '100%' }}
                    value={field.value as [Dayjs, Dayjs] | null}
                    onChange={(value) => field.onChange(value)}
                    onBlur={field.onBlur}
                  />
                </Form.Item>
              )}
            />
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
      </form>
    </Form>
  );
};
