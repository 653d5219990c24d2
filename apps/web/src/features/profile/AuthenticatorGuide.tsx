import { AndroidOutlined, AppleOutlined, KeyOutlined, QrcodeOutlined, SafetyOutlined } from '@ant-design/icons';
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Alert, Button, Card, Flex, Space, Steps, Typography } from 'antd';
import { type ReactNode, useState } from 'react';

/** Names of an app and of the stores: the same in every language. */
// eslint-disable-next-line lingui/no-unlocalized-strings -- names, not words to translate
const NAMES = { authenticator: 'Google Authenticator', appStore: 'App Store', googlePlay: 'Google Play' };

type Step = { title: MessageDescriptor; icon: ReactNode; body: ReactNode };

/** The static Google Authenticator wizard of PRODUCT §2.3/§2.12: four steps, Next and Prev. */
const STEPS: Step[] = [
  {
    title: msg`Download app`,
    icon: <AppleOutlined />,
    body: (
      <>
        <Typography.Title level={5}>
          <Trans>Install Google Authenticator on your phone</Trans>
        </Typography.Title>
        <Typography.Paragraph>
          <Trans>
            Search for <Typography.Text strong>Google Authenticator</Typography.Text> in the App Store (iPhone) or
            Google Play (Android) and install it. Any app that shows 6-digit time-based codes works too.
          </Trans>
        </Typography.Paragraph>
        <Space size="large">
          <Typography.Text>
            <AppleOutlined /> {NAMES.appStore}
          </Typography.Text>
          <Typography.Text>
            <AndroidOutlined /> {NAMES.googlePlay}
          </Typography.Text>
        </Space>
      </>
    ),
  },
  {
    title: msg`Scan QR code`,
    icon: <QrcodeOutlined />,
    body: (
      <>
        <Typography.Title level={5}>
          <Trans>Add your Paygate account to the app</Trans>
        </Typography.Title>
        <Typography.Paragraph>
          <Trans>
            In the OTP tab, enter your password to get your QR code. In Google Authenticator tap{' '}
            <Typography.Text strong>+</Typography.Text>, then <Typography.Text strong>Scan a QR code</Typography.Text>,
            and point the camera at it. If you cannot scan, choose{' '}
            <Typography.Text strong>Enter a setup key</Typography.Text> and type the key shown beside the QR code.
          </Trans>
        </Typography.Paragraph>
      </>
    ),
  },
  {
    title: msg`Backup key`,
    icon: <KeyOutlined />,
    body: (
      <>
        <Typography.Title level={5}>
          <Trans>Keep your key and recovery codes safe</Trans>
        </Typography.Title>
        <Typography.Paragraph>
          <Trans>
            Write the setup key on paper and keep the recovery codes you get when enabling. They let you use your
            account if your phone is lost or replaced.
          </Trans>
        </Typography.Paragraph>
        <Alert
          type="warning"
          showIcon
          title={<Trans>Resetting your Google Authenticator takes at least 7 days.</Trans>}
        />
      </>
    ),
  },
  {
    title: msg`Enable Google Authenticator`,
    icon: <SafetyOutlined />,
    body: (
      <>
        <Typography.Title level={5}>
          <Trans>Confirm with a code</Trans>
        </Typography.Title>
        <Typography.Paragraph>
          <Trans>
            Enter the 6-digit code that Google Authenticator shows for Paygate and press Enable. Then choose in the OTP
            tab which actions ask for a code: login, cashout, withdraw and exchange.
          </Trans>
        </Typography.Paragraph>
      </>
    ),
  },
];

export const AuthenticatorGuide = () => {
  const { t } = useLingui();
  const [current, setCurrent] = useState(0);
  const step = STEPS[current] ?? STEPS[0]!;
  return (
    <Card title={NAMES.authenticator} style={{ maxWidth: 860 }}>
      <Steps
        current={current}
        items={STEPS.map(({ title, icon }) => ({ title: t(title), icon }))}
        style={{ marginBottom: 24 }}
      />
      <div className="guide-step" aria-live="polite">
        {step.body}
      </div>
      <Flex gap={8} justify="flex-end" style={{ marginTop: 24 }}>
        <Button disabled={current === 0} onClick={() => setCurrent((c) => c - 1)}>
          <Trans>Prev</Trans>
        </Button>
        <Button type="primary" disabled={current === STEPS.length - 1} onClick={() => setCurrent((c) => c + 1)}>
          <Trans>Next</Trans>
        </Button>
      </Flex>
    </Card>
  );
};
