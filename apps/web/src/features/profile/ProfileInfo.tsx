import { UserOutlined } from '@ant-design/icons';
import { Card, Descriptions, Flex, Tag } from 'antd';
import { Avatar } from '../../app/shell/avatar';
import type { UserInfoQuery } from '../../gql/graphql';

type User = UserInfoQuery['userInfo'];

/** PRODUCT §2.12 Profile tab: the current user's information. */
export const ProfileInfo = ({ user }: { user: User }) => (
  <Card style={{ maxWidth: 760 }}>
    <Flex gap={16} align="center" style={{ marginBottom: 24 }}>
      <Avatar size={64} src={user.avatar || undefined} icon={<UserOutlined />} alt={user.name} />
      <div>
        <div className="profile-name">{user.name}</div>
        <div className="profile-muted">{user.email}</div>
      </div>
    </Flex>
    <Descriptions column={1} bordered size="middle">
      <Descriptions.Item label="Name">{user.name}</Descriptions.Item>
      <Descriptions.Item label="Email">{user.email}</Descriptions.Item>
      <Descriptions.Item label="Partner">{user.partner?.name ?? '—'}</Descriptions.Item>
      <Descriptions.Item label="Role">{user.user_partner?.role ?? '—'}</Descriptions.Item>
      {user.user_type === 'SUPERVISOR' ? <Descriptions.Item label="User type">SUPERVISOR</Descriptions.Item> : null}
      <Descriptions.Item label="Two-factor">
        {user.is_enabled_TOTP ? <Tag color="green">Enabled</Tag> : <Tag>Disabled</Tag>}
        {user.is_enabled_TOTP && user.totp_config.length > 0 ? (
          <span className="profile-muted">asked for: {user.totp_config.join(', ')}</span>
        ) : null}
      </Descriptions.Item>
    </Descriptions>
  </Card>
);
