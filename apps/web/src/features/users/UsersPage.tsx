import { DeleteOutlined, EditOutlined, UserAddOutlined, UserOutlined } from '@ant-design/icons';
import { useMutation, useQuery } from '@apollo/client/react';
import { DEFAULT_INVITE_ROLE, UPDATABLE_ROLES } from '@paygate/contracts';
import { Alert, App, Avatar, Button, Form, Modal, Select, Space, Tag, Typography } from 'antd';
import { useState } from 'react';
import { ListTable, PageHeader } from '../../app/shell/ListPage';
import {
  CreateInviteTokenDocument,
  PartnerUsersDocument,
  type PartnerUsersQuery,
  RemoveUserPartnerDocument,
  type UpdatableRole,
  UpdateUserPartnerDocument,
} from '../../gql/graphql';
import { errorMessage } from '../../lib/apollo';
import { formatDateTime } from '../../lib/format';
import { useViewer } from '../../lib/useViewer';

type Member = PartnerUsersQuery['partner']['list_user'][number];
const ROLE_OPTIONS = UPDATABLE_ROLES.map((r) => ({ value: r, label: r }));
const ROLE_COLORS: Record<string, string> = {
  OWNER: 'gold',
  ADMIN: 'blue',
  TECHNICAL: 'cyan',
  FINANCIAL: 'green',
  SUPPORTER: 'default',
};

const InviteModal = ({ open, onClose }: { open: boolean; onClose: () => void }) => {
  const [role, setRole] = useState<UpdatableRole>(DEFAULT_INVITE_ROLE);
  const [error, setError] = useState<string>();
  const [invite, { data, loading, reset }] = useMutation(CreateInviteTokenDocument);
  const created = data?.createInviteToken;
  const close = () => {
    reset();
    setError(undefined);
    setRole(DEFAULT_INVITE_ROLE);
    onClose();
  };
  return (
    <Modal
      open={open}
      title="Invite a member"
      onCancel={close}
      okText={created ? 'Done' : 'Create invite code'}
      confirmLoading={loading}
      onOk={async () => {
        if (created) return close();
        setError(undefined);
        try {
          await invite({ variables: { role } });
        } catch (e) {
          setError(errorMessage(e));
        }
      }}
    >
      {error ? <Alert type="error" showIcon title={error} style={{ marginBottom: 16 }} /> : null}
      {created ? (
        <Alert
          type="success"
          showIcon
          title="Invite code created"
          description={
            <Space direction="vertical">
              <Typography.Text copyable code style={{ fontSize: 18 }}>
                {created.invite_token}
              </Typography.Text>
              <span>
                Role {created.role}; usable once, until {formatDateTime(created.expires_at)}. The new member enters it
                on the Join partner screen.
              </span>
            </Space>
          }
        />
      ) : (
        <Form layout="vertical" component="div">
          <Form.Item label="Role">
            <Select aria-label="Invite role" value={role} onChange={setRole} options={ROLE_OPTIONS} />
          </Form.Item>
        </Form>
      )}
    </Modal>
  );
};

const RoleModal = ({ member, onClose }: { member: Member | undefined; onClose: () => void }) => {
  const { message } = App.useApp();
  const [role, setRole] = useState<UpdatableRole | undefined>();
  const [error, setError] = useState<string>();
  const [update, { loading }] = useMutation(UpdateUserPartnerDocument);
  const close = () => {
    setError(undefined);
    setRole(undefined);
    onClose();
  };
  const current = (role ?? member?.role) as UpdatableRole | undefined;
  return (
    <Modal
      open={Boolean(member)}
      title={member ? `Role of ${member.user.name}` : ''}
      okText="Update"
      confirmLoading={loading}
      onCancel={close}
      onOk={async () => {
        if (!member || !current) return;
        setError(undefined);
        try {
          await update({ variables: { user_partner_id: member.id, role: current } });
          void message.success('Update role success');
          close();
        } catch (e) {
          setError(errorMessage(e));
        }
      }}
    >
      {error ? <Alert type="error" showIcon title={error} style={{ marginBottom: 16 }} /> : null}
      <Form layout="vertical" component="div">
        <Form.Item label="Role">
          <Select aria-label="Member role" value={current} onChange={setRole} options={ROLE_OPTIONS} />
        </Form.Item>
      </Form>
    </Modal>
  );
};

export const UsersPage = () => {
  const { modal, message } = App.useApp();
  const { user, can } = useViewer();
  const [inviting, setInviting] = useState(false);
  const [editing, setEditing] = useState<Member>();
  const { data, loading, error } = useQuery(PartnerUsersDocument, { fetchPolicy: 'cache-and-network' });
  const [remove] = useMutation(RemoveUserPartnerDocument, { refetchQueries: [{ query: PartnerUsersDocument }] });
  const members = data?.partner.list_user ?? [];

  const confirmRemove = (member: Member) =>
    modal.confirm({
      title: `Remove ${member.user.name} from the partner?`,
      content: 'They lose access to this partner at once.',
      okText: 'Remove',
      okButtonProps: { danger: true },
      onOk: async () => {
        try {
          await remove({ variables: { user_partner_id: member.id } });
          void message.success(`Delete User ${member.user.name} Success`);
        } catch (e) {
          void message.error(errorMessage(e));
        }
      },
    });

  return (
    <div>
      <PageHeader
        title="User Manager"
        error={error}
        actions={
          can('manageTeam') ? (
            <Button type="primary" icon={<UserAddOutlined />} onClick={() => setInviting(true)}>
              Invite
            </Button>
          ) : null
        }
      />
      <ListTable<Member>
        rowKey="id"
        loading={loading && !data}
        dataSource={members}
        emptyText="No members yet"
        columns={[
          {
            title: 'Name',
            key: 'name',
            render: (_, m) => (
              <Space>
                <Avatar src={m.user.avatar || undefined} icon={<UserOutlined />} />
                <span>
                  {m.user.name}
                  {m.user.id === user?.id ? <Typography.Text type="secondary"> (you)</Typography.Text> : null}
                </span>
              </Space>
            ),
          },
          { title: 'Role', dataIndex: 'role', render: (role: string) => <Tag color={ROLE_COLORS[role]}>{role}</Tag> },
          { title: 'Member since', dataIndex: 'created_time', render: (t: string) => formatDateTime(t) },
          {
            title: 'Actions',
            key: 'actions',
            // Nobody changes or removes an OWNER or themself (spec §6); the server refuses it too.
            render: (_, m) =>
              m.role === 'OWNER' || m.user.id === user?.id ? null : (
                <Space>
                  <Button size="small" icon={<EditOutlined />} onClick={() => setEditing(m)}>
                    Update
                  </Button>
                  <Button size="small" danger icon={<DeleteOutlined />} onClick={() => confirmRemove(m)}>
                    Remove
                  </Button>
                </Space>
              ),
          },
        ]}
      />
      <InviteModal open={inviting} onClose={() => setInviting(false)} />
      <RoleModal member={editing} onClose={() => setEditing(undefined)} />
    </div>
  );
};
