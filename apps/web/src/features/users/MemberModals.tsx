import { useMutation } from '@apollo/client/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { DEFAULT_INVITE_ROLE, UPDATABLE_ROLES } from '@paygate/contracts';
import { Alert, App, Form, Modal, Select, Space, Typography } from 'antd';
import { useState } from 'react';
import type { UpdatableRole } from '../../gql/graphql';
import { CreateInviteTokenDocument, PendingInviteTokensDocument, UpdateUserPartnerDocument } from '../../gql/ops/users';
import { useContractTranslator } from '../../i18n/contractMessages';
import { errorMessage } from '../../lib/apollo';
import { formatDateTime } from '../../lib/format';
import { roleDescription } from './roleDescription';
import type { Member } from './UsersPage';

// The team dialogs load when opened, keeping Form, Select and Typography off the /users route's
// initial JavaScript (issue #3 budget).

const ROLE_OPTIONS = UPDATABLE_ROLES.map((r) => ({ value: r, label: r }));

const RoleField = ({
  label,
  value,
  onChange,
}: {
  label: string;
  value: UpdatableRole | undefined;
  onChange: (role: UpdatableRole) => void;
}) => {
  const { t } = useLingui();
  const say = useContractTranslator();
  return (
    <Form.Item
      label={t`Role`}
      extra={value ? <span id="role-description">{roleDescription(value, t, say)}</span> : null}
    >
      <Select
        aria-label={label}
        aria-describedby={value ? 'role-description' : undefined}
        value={value}
        onChange={onChange}
        options={ROLE_OPTIONS}
      />
    </Form.Item>
  );
};

export const InviteModal = ({ open, onClose }: { open: boolean; onClose: () => void }) => {
  const { t } = useLingui();
  const [role, setRole] = useState<UpdatableRole>(DEFAULT_INVITE_ROLE);
  const [error, setError] = useState<string>();
  // A new code joins the pending list under the team table.
  const [invite, { data, loading, reset }] = useMutation(CreateInviteTokenDocument, {
    refetchQueries: [PendingInviteTokensDocument],
  });
  const created = data?.createInviteToken;
  const createdRole = created?.role;
  const expiresAt = created ? formatDateTime(created.expires_at) : '';
  const close = () => {
    reset();
    setError(undefined);
    setRole(DEFAULT_INVITE_ROLE);
    onClose();
  };
  return (
    <Modal
      open={open}
      title={t`Invite a member`}
      onCancel={close}
      okText={created ? t`Done` : t`Create invite code`}
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
          title={t`Invite code created`}
          description={
            <Space direction="vertical">
              <Typography.Text copyable code style={{ fontSize: 18 }}>
                {created.invite_token}
              </Typography.Text>
              <span>
                <Trans>
                  Role {createdRole}; usable once, until {expiresAt}. The new member enters it on the Join partner
                  screen.
                </Trans>
              </span>
            </Space>
          }
        />
      ) : (
        <Form layout="vertical" component="div">
          <RoleField label={t`Invite role`} value={role} onChange={setRole} />
        </Form>
      )}
    </Modal>
  );
};

export const RoleModal = ({ member, onClose }: { member: Member | undefined; onClose: () => void }) => {
  const { t } = useLingui();
  const { message } = App.useApp();
  const [role, setRole] = useState<UpdatableRole | undefined>();
  const [error, setError] = useState<string>();
  // A role without the right to invite takes the member's pending codes with it.
  const [update, { loading }] = useMutation(UpdateUserPartnerDocument, {
    refetchQueries: [PendingInviteTokensDocument],
  });
  const close = () => {
    setError(undefined);
    setRole(undefined);
    onClose();
  };
  const current = (role ?? member?.role) as UpdatableRole | undefined;
  const memberName = member?.user.name;
  return (
    <Modal
      open={Boolean(member)}
      title={member ? t`Role of ${memberName}` : ''}
      okText={t`Update`}
      confirmLoading={loading}
      onCancel={close}
      onOk={async () => {
        if (!member || !current) return;
        setError(undefined);
        try {
          await update({ variables: { user_partner_id: member.id, role: current } });
          void message.success(t`Update role success`);
          close();
        } catch (e) {
          setError(errorMessage(e));
        }
      }}
    >
      {error ? <Alert type="error" showIcon title={error} style={{ marginBottom: 16 }} /> : null}
      <Form layout="vertical" component="div">
        <RoleField label={t`Member role`} value={current} onChange={setRole} />
      </Form>
    </Modal>
  );
};
