import { UserOutlined } from '@ant-design/icons';
import { Trans } from '@lingui/react/macro';
import { Card, Descriptions, Flex, Tag } from 'antd';
import { Avatar } from '../../app/shell/avatar';
import type { UserInfoQuery } from '../../gql/graphql';

type User = UserInfoQuery['userInfo'];

/** PRODUCT §2.12 Profile tab: the current user's information. */
export const ProfileInfo = ({ user }: { user: User }) => {
  const uses = user.totp_config.join(', ');
  return (
    <Card style={{ maxWidth: 760 }}>
      <Flex gap={16} align="center" style={{ marginBottom: 24 }}>
        <Avatar size={64} src={user.avatar || undefined} icon={<UserOutlined />} alt={user.name} />
        <div>
          <div className="profile-name">{user.name}</div>
          <div className="profile-muted">{user.email}</div>
        </div>
      </Flex>
      <Descriptions column={1} bordered size="middle">
        <Descriptions.Item label={<Trans>Name</Trans>}>{user.name}</Descriptions.Item>
        <Descriptions.Item label={<Trans>Email</Trans>}>{user.email}</Descriptions.Item>
        <Descriptions.Item label={<Trans>Partner</Trans>}>{user.partner?.name ?? '—'}</Descriptions.Item>
        <Descriptions.Item label={<Trans>Role</Trans>}>{user.user_partner?.role ?? '—'}</Descriptions.Item>
        {user.user_type === 'SUPERVISOR' ? (
          <Descriptions.Item label={<Trans>User type</Trans>}>SUPERVISOR</Descriptions.Item>
        ) : null}
        <Descriptions.Item label={<Trans>Two-factor</Trans>}>
          {user.is_enabled_TOTP ? (
            <Tag color="green">
              <Trans>Enabled</Trans>
            </Tag>
          ) : (
            <Tag>
              <Trans>Disabled</Trans>
            </Tag>
          )}
          {user.is_enabled_TOTP && user.totp_config.length > 0 ? (
            <span className="profile-muted">
              <Trans>asked for: {uses}</Trans>
            </span>
          ) : null}
        </Descriptions.Item>
      </Descriptions>
    </Card>
  );
};
