import { BellOutlined } from '@ant-design/icons';
import { Card, Flex, Typography } from 'antd';

/** Spec §2.3: one welcome notice. */
export const NotificationPage = () => (
  <div>
    <Typography.Title level={3}>Notification</Typography.Title>
    <Card>
      <Flex gap={16} align="flex-start">
        <BellOutlined style={{ fontSize: 22, color: '#1677ff', marginTop: 4 }} aria-hidden />
        <div>
          <Typography.Title level={5} style={{ marginTop: 0 }}>
            Welcome to Paygate Partner Portal
          </Typography.Title>
          <Typography.Paragraph type="secondary" style={{ marginBottom: 0 }}>
            Manage your apps and channels, follow your transactions and move money in and out. Start with the Docs to
            connect your first app.
          </Typography.Paragraph>
        </div>
      </Flex>
    </Card>
  </div>
);
