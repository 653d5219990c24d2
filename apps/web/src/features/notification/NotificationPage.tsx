import { BellOutlined } from '@ant-design/icons';
import { Card, List, Typography } from 'antd';

export const NotificationPage = () => (
  <div>
    <Typography.Title level={3}>Notification</Typography.Title>
    <Card>
      <List
        itemLayout="horizontal"
        dataSource={[
          {
            title: 'Welcome to Paygate Partner Portal',
            description:
              'Manage your apps and channels, follow your transactions and move money in and out. Start with the Docs to connect your first app.',
          },
        ]}
        renderItem={(item) => (
          <List.Item>
            <List.Item.Meta
              avatar={<BellOutlined style={{ fontSize: 20, color: '#1677ff' }} />}
              title={item.title}
              description={item.description}
            />
          </List.Item>
        )}
      />
    </Card>
  </div>
);
