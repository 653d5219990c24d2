import { StopOutlined } from '@ant-design/icons';
import { useMutation, useQuery } from '@apollo/client/react';
import { Trans, useLingui } from '@lingui/react/macro';
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
  const { t } = useLingui();
  const { token } = theme.useToken();
  const { modal, message } = App.useApp();
  const { data, loading } = useQuery(PendingInviteTokensDocument, { fetchPolicy: 'cache-and-network' });
  const [revoke] = useMutation(RevokeInviteTokenDocument, { refetchQueries: [{ query: PendingInviteTokensDocument }] });

  const confirmRevoke = (invite: Invite) => {
    const role = invite.role;
    return modal.confirm({
      title: t`Revoke this ${role} invite?`,
      content: t`Nobody can join with its code afterwards. This cannot be undone.`,
      okText: t`Revoke`,
      okButtonProps: { danger: true },
      onOk: async () => {
        try {
          await revoke({ variables: { invite_id: invite.id } });
          void message.success(t`Invite revoked`);
        } catch (e) {
          void message.error(errorMessage(e));
        }
      },
    });
  };

  return (
    <section aria-labelledby="pending-invites-title" style={{ marginTop: token.marginXL }}>
      <h2
        id="pending-invites-title"
        style={{
          margin: 0,
          marginBottom: token.marginXXS,
          color: token.colorTextHeading,
          fontSize: token.fontSizeHeading4,
          lineHeight: token.lineHeightHeading4,
          fontWeight: token.fontWeightStrong,
        }}
      >
        <Trans>Pending invites</Trans>
      </h2>
      <p style={{ margin: `0 0 ${token.marginSM}px` }}>
        <MutedText>
          <Trans>Invite codes not used yet. Each works once, until it expires or is revoked.</Trans>
        </MutedText>
      </p>
      <ListTable<Invite>
        rowKey="id"
        loading={loading && !data}
        dataSource={data?.pendingInviteTokens ?? []}
        emptyText={t`No pending invites`}
        columns={[
          { title: t`Role`, dataIndex: 'role', render: (role: string) => <Tag color={ROLE_COLORS[role]}>{role}</Tag> },
          {
            title: t`Created by`,
            dataIndex: 'created_by',
            // On a phone: role, expiry and the action; who and when from a tablet up.
            responsive: ['sm'],
            render: (name: string | null) =>
              name ?? (
                <MutedText>
                  <Trans>a former member</Trans>
                </MutedText>
              ),
          },
          {
            title: t`Created`,
            dataIndex: 'created_time',
            responsive: ['md'],
            render: (time: string) => formatDateTime(time),
          },
          { title: t`Expires`, dataIndex: 'expires_at', render: (time: string) => formatDateTime(time) },
          {
            title: t`Actions`,
            key: 'actions',
            render: (_, invite) => {
              const role = invite.role;
              const created = formatDateTime(invite.created_time);
              return (
                <Button
                  size="small"
                  danger
                  icon={<StopOutlined />}
                  aria-label={t`Revoke ${role} invite created ${created}`}
                  onClick={() => confirmRevoke(invite)}
                >
                  <Trans>Revoke</Trans>
                </Button>
              );
            },
          },
        ]}
      />
    </section>
  );
};
