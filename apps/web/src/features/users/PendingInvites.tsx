import { StopOutlined } from '@ant-design/icons';
import { useMutation, useQuery } from '@apollo/client/react';
import { App, Button, Tag, theme } from 'antd';
import { ListTable, MutedText } from '../../app/shell/ListPage';
import type { PendingInviteTokensQuery } from '../../gql/graphql';
import { PendingInviteTokensDocument, RevokeInviteTokenDocument } from '../../gql/ops/users';
import { errorMessage } from '../../lib/apollo';
import { formatDateTime } from '../../lib/format';
import { ROLE_COLORS } from './roleColors';

type Invite = PendingInviteTokensQuery['pendingInviteTokens'][number];

/**
 * The partner's invitation codes not used yet (issue 11 item 8): who made each, for which role,
 * until when, and a Revoke action. Shown to the roles that may invite, under the team table.
 */
export const PendingInvites = () => {
  const { token } = theme.useToken();
  const { modal, message } = App.useApp();
  const { data, loading } = useQuery(PendingInviteTokensDocument, { fetchPolicy: 'cache-and-network' });
  const [revoke] = useMutation(RevokeInviteTokenDocument, { refetchQueries: [{ query: PendingInviteTokensDocument }] });

  const confirmRevoke = (invite: Invite) =>
    modal.confirm({
      title: `Revoke this ${invite.role} invite?`,
      content: 'Nobody can join with its code afterwards. This cannot be undone.',
      okText: 'Revoke',
      okButtonProps: { danger: true },
      onOk: async () => {
        try {
          await revoke({ variables: { invite_id: invite.id } });
          void message.success('Invite revoked');
        } catch (e) {
          void message.error(errorMessage(e));
        }
      },
    });

  return (
    <section aria-labelledby="pending-invites-title" style={{ marginTop: token.marginXL }}>
      <h2
        id="pending-invites-title"
        style={{
          margin: `0 0 ${token.marginXXS}px`,
          color: token.colorTextHeading,
          fontSize: token.fontSizeHeading4,
          lineHeight: token.lineHeightHeading4,
          fontWeight: token.fontWeightStrong,
        }}
      >
        Pending invites
      </h2>
      <p style={{ margin: `0 0 ${token.marginSM}px` }}>
        <MutedText>Invite codes not used yet. Each works once, until it expires or is revoked.</MutedText>
      </p>
      <ListTable<Invite>
        rowKey="id"
        loading={loading && !data}
        dataSource={data?.pendingInviteTokens ?? []}
        emptyText="No pending invites"
        columns={[
          { title: 'Role', dataIndex: 'role', render: (role: string) => <Tag color={ROLE_COLORS[role]}>{role}</Tag> },
          {
            title: 'Created by',
            dataIndex: 'created_by',
            // On a phone: role, expiry and the action; who and when from a tablet up.
            responsive: ['sm'],
            render: (name: string | null) => name ?? <MutedText>a former member</MutedText>,
          },
          {
            title: 'Created',
            dataIndex: 'created_time',
            responsive: ['md'],
            render: (t: string) => formatDateTime(t),
          },
          { title: 'Expires', dataIndex: 'expires_at', render: (t: string) => formatDateTime(t) },
          {
            title: 'Actions',
            key: 'actions',
            render: (_, invite) => (
              <Button
                size="small"
                danger
                icon={<StopOutlined />}
                aria-label={`Revoke ${invite.role} invite created ${formatDateTime(invite.created_time)}`}
                onClick={() => confirmRevoke(invite)}
              >
                Revoke
              </Button>
            ),
          },
        ]}
      />
    </section>
  );
};
