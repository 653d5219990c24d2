import { BellOutlined } from '@ant-design/icons';
import { Card, Flex, Tag, Typography } from 'antd';
import { Link } from 'react-router';
import { Avatar } from '../../app/shell/avatar';
import { PageHeader } from '../../app/shell/PageHeader';

/** Spec §2.3: one welcome notice. */
export const NotificationPage = () => (
  <div>
    <PageHeader title="Notification" />
    <Card style={{ maxWidth: 860 }}>
      <Flex gap={16} align="flex-start">
        <Avatar style={{ background: '#e6f4ff', color: '#1677ff', flex: 'none' }} icon={<BellOutlined />} />
        <div style={{ flex: 1 }}>
          <Flex justify="space-between" align="center" gap={8}>
            <Typography.Title level={5} style={{ margin: 0 }}>
              Welcome to Paygate Partner Portal
            </Typography.Title>
            <Tag color="blue">New</Tag>
          </Flex>
          <Typography.Paragraph type="secondary" style={{ margin: '6px 0 0' }}>
            Manage your apps and channels, follow your transactions and move money in and out. Start with the{' '}
            <Link to="/Docs/API">API documentation</Link> to connect your first app, and turn on two-factor
            authentication in your <Link to="/profile?tab=otp">Profile</Link>.
          </Typography.Paragraph>
        </div>
      </Flex>
    </Card>
  </div>
);
