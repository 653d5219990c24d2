import { SafetyCertificateOutlined } from '@ant-design/icons';
import { useMutation } from '@apollo/client/react';
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import {
  disableTotpForm,
  OTP_INPUT_MAX_LENGTH,
  removesTotpUse,
  TOTP_USES,
  type TotpUse,
  totpCodeForm,
} from '@paygate/contracts';
import { App, Button, Card, Flex, Input, Modal, Switch, Tag, Typography } from 'antd';
import { useRef, useState } from 'react';
import type { FieldPath, FieldValues, UseFormSetError } from 'react-hook-form';
import { ConfigTotpDocument } from '../../gql/ops/ConfigTotp';
import { DisableTotpDocument } from '../../gql/ops/DisableTotp';
import { UserInfoDocument } from '../../gql/ops/UserInfo';
import { errorCode, errorMessage } from '../../lib/apollo';
import { notifyError } from '../../lib/notify';
import { FormItem } from '../../ui/form/FormItem';
import type { BoundControl } from '../../ui/form/fieldBinding';
import { showServerErrors } from '../../ui/form/serverErrors';
import { useZodForm } from '../../ui/form/useZodForm';
import { VerticalForm } from '../../ui/form/VerticalForm';

/** The uses of totp_config (PRODUCT §2.12: login, cashout, withdraw; and exchange, §5). */
const USES: Record<TotpUse, { title: MessageDescriptor; description: MessageDescriptor }> = {
  login: { title: msg`Login`, description: msg`Ask for a code when signing in.` },
  cashout: { title: msg`Cashout`, description: msg`Ask for a code before a cash-out to a bank account or card.` },
  withdraw: { title: msg`Withdraw`, description: msg`Ask for a code before a stablecoin withdrawal.` },
  exchange: { title: msg`Exchange`, description: msg`Ask for a code before a coin exchange.` },
  refund: { title: msg`Refund`, description: msg`Ask for a code before refunding a payer's payment.` },
};

type ConfigChange = { use: TotpUse; next: TotpUse[] };

const refetchUser = { refetchQueries: [{ query: UserInfoDocument }], awaitRefetchQueries: true };

/** Turns uses on and off; the resulting list is saved at once (PRODUCT §2.12). */
export const nextConfig = (current: readonly TotpUse[], use: TotpUse, isOn: boolean): TotpUse[] =>
  TOTP_USES.filter((u) => (u === use ? isOn : current.includes(u)));

/** A code field for the settings: the authenticator's 6 digits or a recovery code (XXXXX-XXXXX). */
const CodeInput = (f: BoundControl<string>) => {
  const { t } = useLingui();
  return (
    <Input
      {...f}
      autoComplete="one-time-code"
      maxLength={OTP_INPUT_MAX_LENGTH}
      placeholder={t`6-digit code or recovery code`}
    />
  );
};

/** The server's field messages go under their fields; anything else is an Error notification. */
const useRefusal = <T extends FieldValues>(names: readonly FieldPath<T>[], setError: UseFormSetError<T>) => {
  const { notification } = App.useApp();
  return (error: unknown) => {
    if (!showServerErrors(error, names, setError)) notifyError(notification, errorMessage(error));
  };
};

const DISABLE_FIELDS = ['password', 'otp'] as const;

const DisableModal = ({ open, onClose }: { open: boolean; onClose: () => void }) => {
  const { t } = useLingui();
  const { message } = App.useApp();
  const [disable, { loading }] = useMutation(DisableTotpDocument, refetchUser);
  const { control, handleSubmit, reset, setError } = useZodForm(disableTotpForm, {
    defaultValues: { password: '', otp: '' },
  });
  const refused = useRefusal(DISABLE_FIELDS, setError);
  const close = () => {
    reset();
    onClose();
  };
  const onSubmit = handleSubmit(async ({ password, otp }) => {
    try {
      await disable({ variables: { password, otp } });
      void message.success(t`Success`);
      close();
    } catch (error) {
      refused(error);
    }
  });
  return (
    <Modal
      open={open}
      title={t`Disable two-factor authentication`}
      onCancel={close}
      onOk={() => void onSubmit()}
      okText={t`Disable`}
      okButtonProps={{ danger: true }}
      confirmLoading={loading}
      destroyOnHidden
    >
      <VerticalForm idPrefix="profile" onSubmit={onSubmit}>
        <Typography.Paragraph type="secondary">
          <Trans>
            Enter your password and a code from your authenticator app (or a recovery code). Your recovery codes stop
            working and no action will ask for a code.
          </Trans>
        </Typography.Paragraph>
        <FormItem control={control} name="password" label={t`Password`}>
          {(f) => <Input.Password {...f} autoComplete="current-password" />}
        </FormItem>
        <FormItem control={control} name="otp" label="OTP">
          {(f) => <CodeInput {...f} />}
        </FormItem>
      </VerticalForm>
    </Modal>
  );
};

const OTP_FIELD = ['otp'] as const;

/** Turning a use off is the one change a stolen session wants: it asks for a code first. */
const RemoveUseModal = ({ change, onClose }: { change: ConfigChange | undefined; onClose: () => void }) => {
  const { t } = useLingui();
  const { message } = App.useApp();
  const [save, { loading }] = useMutation(ConfigTotpDocument, refetchUser);
  const { control, handleSubmit, reset, setError } = useZodForm(totpCodeForm, {
    defaultValues: { otp: '' },
  });
  const refused = useRefusal(OTP_FIELD, setError);
  const close = () => {
    reset();
    onClose();
  };
  // Kept while the dialog fades out, so its title does not go blank.
  const shown = useRef(change);
  if (change) shown.current = change;
  const shownTitle = shown.current ? t(USES[shown.current.use].title) : undefined;
  const onSubmit = handleSubmit(async ({ otp }) => {
    if (!change) return;
    try {
      await save({ variables: { config_totp: change.next, otp } });
      void message.success(t`Success`);
      close();
    } catch (error) {
      refused(error);
    }
  });
  return (
    <Modal
      open={change !== undefined}
      title={shownTitle === undefined ? undefined : t`Turn off the code for ${shownTitle}`}
      onCancel={close}
      onOk={() => void onSubmit()}
      okText={t`Turn off`}
      confirmLoading={loading}
      destroyOnHidden
    >
      <VerticalForm idPrefix="profile" onSubmit={onSubmit}>
        <Typography.Paragraph type="secondary">
          <Trans>Enter a code from your authenticator app (or a recovery code) to confirm it is you.</Trans>
        </Typography.Paragraph>
        <FormItem control={control} name="otp" label="OTP">
          {(f) => <CodeInput {...f} />}
        </FormItem>
      </VerticalForm>
    </Modal>
  );
};

/** Two-factor is on: which actions ask for a code, and the way to turn it off. */
export const TwoFactorSettings = ({ config }: { config: readonly TotpUse[] }) => {
  const { t } = useLingui();
  const { message, notification } = App.useApp();
  const [save] = useMutation(ConfigTotpDocument, refetchUser);
  const [saving, setSaving] = useState<TotpUse>();
  const [isDisabling, setDisabling] = useState(false);
  const [removing, setRemoving] = useState<ConfigChange>();

  const toggle = async (use: TotpUse, isOn: boolean) => {
    const next = nextConfig(config, use, isOn);
    // The server asks for a code exactly when a use is left out (contracts' removesTotpUse).
    if (removesTotpUse(config, next)) {
      setRemoving({ use, next });
      return;
    }
    setSaving(use);
    try {
      await save({ variables: { config_totp: next } });
      void message.success(t`Success`);
    } catch (error) {
      // The list changed elsewhere meanwhile and this save would remove a use: ask for the code.
      if (errorCode(error) === 'OTP_REQUIRED') setRemoving({ use, next });
      else notifyError(notification, errorMessage(error));
    } finally {
      setSaving(undefined);
    }
  };

  return (
    <Card
      title={
        <span>
          <SafetyCertificateOutlined style={{ color: '#52c41a', marginInlineEnd: 8 }} />
          <Trans>Two-factor authentication</Trans>{' '}
          <Tag color="green">
            <Trans>Enabled</Trans>
          </Tag>
        </span>
      }
      extra={
        <Button danger onClick={() => setDisabling(true)}>
          <Trans>Disable</Trans>
        </Button>
      }
      style={{ maxWidth: 760 }}
    >
      <Typography.Paragraph type="secondary">
        <Trans>Ask for a code from your authenticator app for:</Trans>
      </Typography.Paragraph>
      <ul className="totp-uses" aria-label={t`Two-factor uses`}>
        {TOTP_USES.map((use) => (
          <Flex key={use} component="li" justify="space-between" align="center" gap={16} className="totp-use">
            <div>
              <div className="totp-use-title">{t(USES[use].title)}</div>
              <div className="profile-muted">{t(USES[use].description)}</div>
            </div>
            <Switch
              aria-label={t(USES[use].title)}
              checked={config.includes(use)}
              loading={saving === use}
              disabled={saving !== undefined || removing !== undefined}
              onChange={(isOn) => void toggle(use, isOn)}
            />
          </Flex>
        ))}
      </ul>
      <RemoveUseModal change={removing} onClose={() => setRemoving(undefined)} />
      <DisableModal open={isDisabling} onClose={() => setDisabling(false)} />
    </Card>
  );
};
