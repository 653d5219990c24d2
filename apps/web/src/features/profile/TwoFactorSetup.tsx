import { useMutation } from '@apollo/client/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { otpInput, totpPasswordInput } from '@paygate/contracts';
import { App, Button, Card, Flex, Input, Space, Spin, Steps, Typography } from 'antd';
import { Suspense, useState } from 'react';
import { Link } from 'react-router';
import { page } from '../../app/lazyPage';
import { EnableTotpDocument } from '../../gql/ops/EnableTotp';
import { GenTotpDocument } from '../../gql/ops/GenTotp';
import { errorCode, errorMessage } from '../../lib/apollo';
import { notifyError } from '../../lib/notify';
import { FormItem } from '../../ui/form/FormItem';
import { setServerError } from '../../ui/form/fieldBinding';
import { useZodForm } from '../../ui/form/useZodForm';
import { VerticalForm } from '../../ui/form/VerticalForm';

const TotpQr = page(() => import('./TotpQr'), 'TotpQr', 'features/profile/TotpQr');

/** The base32 secret inside an otpauth:// URI, for typing it into an app by hand. */
export const secretOf = (uri: string): string => {
  try {
    return new URL(uri).searchParams.get('secret') ?? '';
  } catch {
    return '';
  }
};

/** 'JBSWY3DPEHPK3PXP' → 'JBSW Y3DP EHPK 3PXP': easier to type. */
const grouped = (secret: string) => secret.replace(/(.{4})(?=.)/g, '$1 ');

const PasswordStep = ({ onUri }: { onUri: (uri: string) => void }) => {
  const { t } = useLingui();
  const { notification } = App.useApp();
  const [gen, { loading }] = useMutation(GenTotpDocument);
  const { control, handleSubmit } = useZodForm(totpPasswordInput, {
    defaultValues: { password: '' },
  });
  const onSubmit = handleSubmit(async ({ password }) => {
    try {
      const { data } = await gen({ variables: { password } });
      if (data) onUri(data.genTOTP.totp_uri);
    } catch (error) {
      notifyError(notification, errorMessage(error));
    }
  });
  return (
    <VerticalForm idPrefix="profile" onSubmit={onSubmit} style={{ maxWidth: 420 }}>
      <Typography.Paragraph type="secondary">
        <Trans>Enter your password to get a QR code.</Trans>
      </Typography.Paragraph>
      <FormItem control={control} name="password" label={t`Password`}>
        {(f) => <Input.Password {...f} autoComplete="current-password" />}
      </FormItem>
      <Button type="primary" htmlType="submit" loading={loading}>
        <Trans>Continue</Trans>
      </Button>
    </VerticalForm>
  );
};

const ScanStep = ({
  uri,
  onEnabled,
  onCancel,
}: {
  uri: string;
  onEnabled: (codes: string[]) => void;
  onCancel: () => void;
}) => {
  const { t } = useLingui();
  const { notification } = App.useApp();
  const [enable, { loading }] = useMutation(EnableTotpDocument);
  const { control, handleSubmit, setError } = useZodForm(otpInput, {
    defaultValues: { otp: '' },
  });
  const secret = secretOf(uri);
  const onSubmit = handleSubmit(async ({ otp }) => {
    try {
      const { data } = await enable({ variables: { otp } });
      if (data) onEnabled(data.enableTOTP.recovery_codes);
    } catch (error) {
      if (errorCode(error) === 'OTP_INVALID') setServerError(setError, 'otp', errorMessage(error));
      else notifyError(notification, errorMessage(error));
    }
  });
  return (
    <Flex gap={32} wrap align="flex-start">
      <div className="totp-qr" role="img" aria-label={t`QR code for the authenticator app`}>
        <Suspense fallback={<Spin />}>
          <TotpQr value={uri} />
        </Suspense>
      </div>
      <VerticalForm idPrefix="profile" onSubmit={onSubmit} style={{ flex: '1 1 280px', maxWidth: 420 }}>
        <Typography.Paragraph>
          <Trans>
            Scan the QR code with Google Authenticator (or any TOTP app), then enter the 6-digit code it shows.
          </Trans>
        </Typography.Paragraph>
        <Typography.Paragraph type="secondary">
          <Trans>Cannot scan? Enter this key by hand:</Trans>{' '}
          <Typography.Text code copyable={{ text: secret }} data-testid="totp-secret">
            {grouped(secret)}
          </Typography.Text>
        </Typography.Paragraph>
        <FormItem control={control} name="otp" label={t`Code from the app`}>
          {(f) => <Input {...f} inputMode="numeric" autoComplete="one-time-code" maxLength={6} placeholder="123456" />}
        </FormItem>
        <Space>
          <Button type="primary" htmlType="submit" loading={loading}>
            <Trans>Enable</Trans>
          </Button>
          <Button onClick={onCancel}>
            <Trans>Cancel</Trans>
          </Button>
        </Space>
      </VerticalForm>
    </Flex>
  );
};

/** PRODUCT §4 Two-factor, not enabled → enabled: password, then the QR of the uri, then a code. */
export const TwoFactorSetup = ({ onEnabled }: { onEnabled: (codes: string[]) => void }) => {
  const { t } = useLingui();
  const [uri, setUri] = useState<string>();
  return (
    <Card
      title={t`Enable two-factor authentication`}
      extra={
        <Link to="/profile?tab=security">
          <Trans>Google Authenticator guide</Trans>
        </Link>
      }
      style={{ maxWidth: 760 }}
    >
      <Steps
        size="small"
        current={uri ? 1 : 0}
        items={[{ title: t`Password` }, { title: t`Scan and confirm` }, { title: t`Recovery codes` }]}
        style={{ marginBottom: 24 }}
      />
      {uri ? (
        <ScanStep uri={uri} onEnabled={onEnabled} onCancel={() => setUri(undefined)} />
      ) : (
        <PasswordStep onUri={setUri} />
      )}
    </Card>
  );
};
