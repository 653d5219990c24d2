import { SafetyCertificateOutlined } from '@ant-design/icons';
import { useMutation } from '@apollo/client/react';
import { zodResolver } from '@hookform/resolvers/zod';
import { TOTP_USES, type TotpUse, totpPasswordInput } from '@paygate/contracts';
import { App, Button, Card, Flex, Input, Modal, Switch, Tag, Typography } from 'antd';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { ConfigTotpDocument, DisableTotpDocument, UserInfoDocument } from '../../gql/graphql';
import { errorMessage } from '../../lib/apollo';
import { notifyError } from '../../lib/notify';
import { FormItem, RhfForm } from './FormItem';

/** The uses of totp_config (spec §2.12: login, cashout, withdraw; and exchange, §5). */
const USES: Record<TotpUse, { title: string; description: string }> = {
  login: { title: 'Login', description: 'Ask for a code when signing in.' },
  cashout: { title: 'Cashout', description: 'Ask for a code before a cash-out to a bank account or card.' },
  withdraw: { title: 'Withdraw', description: 'Ask for a code before a stablecoin withdrawal.' },
  exchange: { title: 'Exchange', description: 'Ask for a code before a coin exchange.' },
};

const refetchUser = { refetchQueries: [{ query: UserInfoDocument }], awaitRefetchQueries: true };

/** Turns uses on and off; the resulting list is saved at once (spec §2.12). */
export const nextConfig = (current: readonly TotpUse[], use: TotpUse, isOn: boolean): TotpUse[] =>
  TOTP_USES.filter((u) => (u === use ? isOn : current.includes(u)));

const DisableModal = ({ open, onClose }: { open: boolean; onClose: () => void }) => {
  const { message, notification } = App.useApp();
  const [disable, { loading }] = useMutation(DisableTotpDocument, refetchUser);
  const { control, handleSubmit, reset } = useForm<{ password: string }>({
    resolver: zodResolver(totpPasswordInput),
    mode: 'onTouched',
    defaultValues: { password: '' },
  });
  const close = () => {
    reset();
    onClose();
  };
  const onSubmit = handleSubmit(async ({ password }) => {
    try {
      await disable({ variables: { password } });
      void message.success('Success');
      close();
    } catch (error) {
      notifyError(notification, errorMessage(error));
    }
  });
  return (
    <Modal
      open={open}
      title="Disable two-factor authentication"
      onCancel={close}
      onOk={() => void onSubmit()}
      okText="Disable"
      okButtonProps={{ danger: true }}
      confirmLoading={loading}
      destroyOnHidden
    >
      <RhfForm onSubmit={onSubmit}>
        <Typography.Paragraph type="secondary">
          Enter your password. Your recovery codes stop working and no action will ask for a code.
        </Typography.Paragraph>
        <FormItem control={control} name="password" label="Password">
          {(f) => <Input.Password {...f} autoComplete="current-password" />}
        </FormItem>
      </RhfForm>
    </Modal>
  );
};

/** Two-factor is on: which actions ask for a code, and the way to turn it off. */
export const TwoFactorSettings = ({ config }: { config: readonly TotpUse[] }) => {
  const { message, notification } = App.useApp();
  const [save] = useMutation(ConfigTotpDocument, refetchUser);
  const [saving, setSaving] = useState<TotpUse>();
  const [isDisabling, setDisabling] = useState(false);

  const toggle = async (use: TotpUse, isOn: boolean) => {
    setSaving(use);
    try {
      await save({ variables: { config_totp: nextConfig(config, use, isOn) } });
      void message.success('Success');
    } catch (error) {
      notifyError(notification, errorMessage(error));
    } finally {
      setSaving(undefined);
    }
  };

  return (
    <Card
      title={
        <span>
          <SafetyCertificateOutlined style={{ color: '#52c41a', marginInlineEnd: 8 }} />
          Two-factor authentication <Tag color="green">Enabled</Tag>
        </span>
      }
      extra={
        <Button danger onClick={() => setDisabling(true)}>
          Disable
        </Button>
      }
      style={{ maxWidth: 760 }}
    >
      <Typography.Paragraph type="secondary">Ask for a code from your authenticator app for:</Typography.Paragraph>
      <ul className="totp-uses" aria-label="Two-factor uses">
        {TOTP_USES.map((use) => (
          <Flex key={use} component="li" justify="space-between" align="center" gap={16} className="totp-use">
            <div>
              <div className="totp-use-title">{USES[use].title}</div>
              <div className="profile-muted">{USES[use].description}</div>
            </div>
            <Switch
              aria-label={USES[use].title}
              checked={config.includes(use)}
              loading={saving === use}
              disabled={saving !== undefined}
              onChange={(isOn) => void toggle(use, isOn)}
            />
          </Flex>
        ))}
      </ul>
      <DisableModal open={isDisabling} onClose={() => setDisabling(false)} />
    </Card>
  );
};
