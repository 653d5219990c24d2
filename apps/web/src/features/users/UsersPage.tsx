import { DeleteOutlined, EditOutlined, UserAddOutlined, UserOutlined } from '@ant-design/icons';
import { useMutation, useQuery } from '@apollo/client/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { App, Button, Space, Tag } from 'antd';
import { Suspense, useState } from 'react';
import { page } from '../../app/lazyPage';
import { Avatar } from '../../app/shell/avatar';
import { ListTable, MutedText } from '../../app/shell/ListPage';
import { PageHeader } from '../../app/shell/PageHeader';
import type { PartnerUsersQuery } from '../../gql/graphql';
import { PartnerUsersDocument, PendingInviteTokensDocument, RemoveUserPartnerDocument } from '../../gql/ops/users';
import { isActiveTokenRefused, useHasActiveToken } from '../../lib/activeToken';
import { errorMessage } from '../../lib/apollo';
import { formatDate, formatDateTime } from '../../lib/format';
import { useViewer } from '../../lib/useViewer';
import { useFoundRow } from '../../ui/useFoundRow';
import { ActiveTokenGate } from '../active-token/ActiveTokenGate';
import { PendingInvites } from './PendingInvites';
import { ROLE_COLORS } from './roleColors';

export type Member = PartnerUsersQuery['partner']['list_user'][number];

const InviteModal = page(() => import('./MemberModals'), 'InviteModal', 'features/users/MemberModals');
const RoleModal = page(() => import('./MemberModals'), 'RoleModal', 'features/users/MemberModals');

export const UsersPage = () => {
  const { t } = useLingui();
  const { modal, message } = App.useApp();
  const { user, can } = useViewer();
  const [inviting, setInviting] = useState(false);
  const [editing, setEditing] = useState<Member>();
  // Team data needs today's active token (PRODUCT §6); without one the gate explains and offers the OTP form.
  const hasActiveToken = useHasActiveToken();
  const { data, loading, error } = useQuery(PartnerUsersDocument, {
    fetchPolicy: 'cache-and-network',
    skip: !hasActiveToken,
  });
  // A removed member's pending codes are revoked with them.
  const [remove] = useMutation(RemoveUserPartnerDocument, {
    refetchQueries: [{ query: PartnerUsersDocument }, PendingInviteTokensDocument],
  });
  const members = data?.partner.list_user ?? [];
  const { rowClassName } = useFoundRow('member', members);

  const confirmRemove = (member: Member) => {
    const name = member.user.name;
    return modal.confirm({
      title: t`Remove ${name} from the partner?`,
      content: t`They lose access to this partner at once.`,
      okText: t`Remove`,
      okButtonProps: { danger: true },
      onOk: async () => {
        try {
          await remove({ variables: { user_partner_id: member.id } });
          void message.success(t`Delete User ${name} Success`);
        } catch (e) {
          void message.error(errorMessage(e));
        }
      },
    });
  };

  return (
    <div>
      <PageHeader
        title={t`User Manager`}
        error={isActiveTokenRefused(error) ? undefined : error}
        actions={
          can('invite') ? (
            <Button type="primary" icon={<UserAddOutlined />} onClick={() => setInviting(true)}>
              <Trans>Invite</Trans>
            </Button>
          ) : null
        }
      />
      <ActiveTokenGate what={t`the team`} error={error}>
        <ListTable<Member>
          rowKey="id"
          rowClassName={rowClassName}
          loading={loading && !data}
          dataSource={members}
          emptyText={t`No members yet`}
          columns={[
            {
              title: t`Name`,
              key: 'name',
              render: (_, m) => (
                <Space>
                  <Avatar src={m.user.avatar || undefined} icon={<UserOutlined />} />
                  <span>
                    {m.user.name}
                    {m.user.id === user?.id ? (
                      <MutedText>
                        {' '}
                        <Trans>(you)</Trans>
                      </MutedText>
                    ) : null}
                    {m.email ? (
                      <>
                        <br />
                        <MutedText>{m.email}</MutedText>
                      </>
                    ) : null}
                  </span>
                </Space>
              ),
            },
            {
              title: t`Role`,
              dataIndex: 'role',
              render: (role: string) => <Tag color={ROLE_COLORS[role]}>{role}</Tag>,
            },
            // Issue 28 item 15: who signs in with two-factor, and who has not been seen for a while.
            {
              title: t`Two-factor`,
              dataIndex: 'two_factor_enabled',
              render: (on: boolean | null) =>
                on ? (
                  <Tag color="green">
                    <Trans>On</Trans>
                  </Tag>
                ) : (
                  <Tag>
                    <Trans>Off</Trans>
                  </Tag>
                ),
            },
            {
              title: t`Last active`,
              dataIndex: 'last_active_at',
              render: (time: string | null) =>
                time ? (
                  formatDateTime(time)
                ) : (
                  <MutedText>
                    <Trans>Never</Trans>
                  </MutedText>
                ),
            },
            // The day is enough here: the row has Last active's time beside it, and fits a 1280 px window.
            { title: t`Member since`, dataIndex: 'created_time', render: (time: string) => formatDate(time) },
            {
              title: t`Actions`,
              key: 'actions',
              // Nobody changes or removes an OWNER or themself (PRODUCT §6); the server refuses it too.
              render: (_, m) =>
                m.role === 'OWNER' || m.user.id === user?.id ? null : (
                  <Space>
                    <Button size="small" icon={<EditOutlined />} onClick={() => setEditing(m)}>
                      <Trans>Update</Trans>
                    </Button>
                    <Button size="small" danger icon={<DeleteOutlined />} onClick={() => confirmRemove(m)}>
                      <Trans>Remove</Trans>
                    </Button>
                  </Space>
                ),
            },
          ]}
        />
        {/* The codes are team data too: inside the gate, for the roles that invite. Shown once the
            members are: below a table still loading they jumped down 290 px when it filled (CLS
            0.1); mounted before, so their query runs meanwhile. */}
        {can('invite') ? (
          <div hidden={loading && !data}>
            <PendingInvites />
          </div>
        ) : null}
      </ActiveTokenGate>
      <Suspense fallback={null}>
        {inviting ? <InviteModal open onClose={() => setInviting(false)} /> : null}
        {editing ? <RoleModal member={editing} onClose={() => setEditing(undefined)} /> : null}
      </Suspense>
    </div>
  );
};
