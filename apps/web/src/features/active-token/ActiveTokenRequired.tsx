import { SafetyCertificateOutlined } from '@ant-design/icons';
import { Trans, useLingui } from '@lingui/react/macro';
import { Button, theme } from 'antd';
import { useState } from 'react';
import { Link } from 'react-router';
import { useViewer } from '../../lib/useViewer';
import { OtpDialog } from './ShowOtpButton';

/**
 * Why a list is empty without today's active token (PRODUCT §4, §6), and the way to get one: the OTP
 * form, or for a user without two-factor the way to turn it on in Profile. `what` names the data in
 * the portal's language ("the transactions"), as the sentences' subject or object.
 */
export const ActiveTokenRequired = ({ what }: { what: string }) => {
  const { t } = useLingui();
  const { user } = useViewer();
  const { token } = theme.useToken();
  const [isOpen, setOpen] = useState(false);
  const hasTwoFactor = user?.is_enabled_TOTP !== false;
  const subject = `${what[0]?.toUpperCase() ?? ''}${what.slice(1)}`;
  return (
    <section
      aria-label={t`Active token required`}
      style={{
        textAlign: 'center',
        padding: `${token.paddingXL * 1.5}px ${token.paddingLG}px`,
        background: token.colorBgContainer,
        border: `${token.lineWidth}px ${token.lineType} ${token.colorBorderSecondary}`,
        borderRadius: token.borderRadiusLG,
      }}
    >
      <SafetyCertificateOutlined style={{ fontSize: 56, color: token.colorPrimary }} />
      <h4
        style={{
          marginTop: token.margin,
          marginInline: 0,
          marginBottom: token.marginXS,
          fontSize: token.fontSizeHeading4,
          color: token.colorTextHeading,
        }}
      >
        {hasTwoFactor ? t`Enter today's OTP to see ${what}` : t`Turn on two-factor authentication to see ${what}`}
      </h4>
      <p style={{ margin: `0 auto ${token.marginLG}px`, maxWidth: 560, color: token.colorTextSecondary }}>
        {hasTwoFactor
          ? t`For your partner's safety, ${what} show only after a code from your authenticator app. One code unlocks them until the end of the day.`
          : t`${subject} show only after a code from an authenticator app, and your account has no two-factor authentication yet. Turn it on in Profile, then come back and enter today's code.`}
      </p>
      {hasTwoFactor ? (
        <Button type="primary" onClick={() => setOpen(true)}>
          <Trans>Show form submit OTP</Trans>
        </Button>
      ) : (
        <Link to="/profile">
          <Trans>Turn on two-factor authentication in Profile</Trans>
        </Link>
      )}
      <OtpDialog open={isOpen} onClose={() => setOpen(false)} />
    </section>
  );
};
