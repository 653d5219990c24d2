import { AndroidOutlined, AppleOutlined, KeyOutlined, QrcodeOutlined, SafetyOutlined } from '@ant-design/icons';
import { Alert, Button, Card, Flex, Space, Steps, Typography } from 'antd';
import { type ReactNode, useState } from 'react';

type Step = { title: string; icon: ReactNode; body: ReactNode };

/** The static Google Authenticator wizard of PRODUCT §2.3/§2.12: four steps, Next and Prev. */
const STEPS: Step[] = [
  {
    title: 'Download app',
    icon: <AppleOutlined />,
    body: (
      <>
        <Typography.Title level={5}>Install Google Authenticator on your phone</Typography.Title>
        <Typography.Paragraph>
          Search for <Typography.Text strong>Google Authenticator</Typography.Text> in the App Store (iPhone) or Google
          Play (Android) and install it. Any app that shows 6-digit time-based codes works too.
        </Typography.Paragraph>
        <Space size="large">
          <Typography.Text>
            <AppleOutlined /> App Store
          </Typography.Text>
          <Typography.Text>
            <AndroidOutlined /> Google Play
          </Typography.Text>
        </Space>
      </>
    ),
  },
  {
    title: 'Scan QR code',
    icon: <QrcodeOutlined />,
    body: (
      <>
        <Typography.Title level={5}>Add your Paygate account to the app</Typography.Title>
        <Typography.Paragraph>
          In the OTP tab, enter your password to get your QR code. In Google Authenticator tap{' '}
          <Typography.Text strong>+</Typography.Text>, then <Typography.Text strong>Scan a QR code</Typography.Text>,
          and point the camera at it. If you cannot scan, choose{' '}
          <Typography.Text strong>Enter a setup key</Typography.Text> and type the key shown beside the QR code.
        </Typography.Paragraph>
      </>
    ),
  },
  {
    title: 'Backup key',
    icon: <KeyOutlined />,
    body: (
      <>
        <Typography.Title level={5}>Keep your key and recovery codes safe</Typography.Title>
        <Typography.Paragraph>
          Write the setup key on paper and keep the recovery codes you get when enabling. They let you use your account
          if your phone is lost or replaced.
        </Typography.Paragraph>
        <Alert type="warning" showIcon title="Resetting your Google Authenticator takes at least 7 days." />
      </>
    ),
  },
  {
    title: 'Enable Google Authenticator',
    icon: <SafetyOutlined />,
    body: (
      <>
        <Typography.Title level={5}>Confirm with a code</Typography.Title>
        <Typography.Paragraph>
          Enter the 6-digit code that Google Authenticator shows for Paygate and press Enable. Then choose in the OTP
          tab which actions ask for a code: login, cashout, withdraw and exchange.
        </Typography.Paragraph>
      </>
    ),
  },
];

export const AuthenticatorGuide = () => {
  const [current, setCurrent] = useState(0);
  const step = STEPS[current] ?? STEPS[0]!;
  return (
    <Card title="Google Authenticator" style={{ maxWidth: 860 }}>
      <Steps current={current} items={STEPS.map(({ title, icon }) => ({ title, icon }))} style={{ marginBottom: 24 }} />
      <div className="guide-step" aria-live="polite">
        {step.body}
      </div>
      <Flex gap={8} justify="flex-end" style={{ marginTop: 24 }}>
        <Button disabled={current === 0} onClick={() => setCurrent((c) => c - 1)}>
          Prev
        </Button>
        <Button type="primary" disabled={current === STEPS.length - 1} onClick={() => setCurrent((c) => c + 1)}>
          Next
        </Button>
      </Flex>
    </Card>
  );
};
