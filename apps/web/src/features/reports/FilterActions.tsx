import { Button, Form, Space } from 'antd';

/** A report filter's buttons: "Lọc" submits the form, "Đặt lại" goes back to the default. */
export const FilterActions = ({ onReset }: { onReset: () => void }) => (
  <Form.Item>
    <Space>
      <Button type="primary" htmlType="submit">
        Lọc
      </Button>
      <Button onClick={onReset}>Đặt lại</Button>
    </Space>
  </Form.Item>
);
