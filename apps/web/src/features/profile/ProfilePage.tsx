import { useQuery } from '@apollo/client/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { Alert, Card, Skeleton, Tabs } from 'antd';
import { type ReactNode, Suspense } from 'react';
import { useSearchParams } from 'react-router';
import { UserInfoDocument } from '../../gql/ops/UserInfo';
import { errorMessage } from '../../lib/apollo';
import { ProfileInfo } from './ProfileInfo';
import './profile.css';
import { page } from '../../app/lazyPage';

// The forms (react-hook-form, zod, antd Form) and the wizard load with their tab (bundle budget).
const ChangePasswordForm = page(
  () => import('./ChangePasswordForm'),
  'ChangePasswordForm',
  'features/profile/ChangePasswordForm',
);
const TwoFactorPanel = page(() => import('./TwoFactorPanel'), 'TwoFactorPanel', 'features/profile/TwoFactorPanel');
const AuthenticatorGuide = page(
  () => import('./AuthenticatorGuide'),
  'AuthenticatorGuide',
  'features/profile/AuthenticatorGuide',
);

const TABS = ['profile', 'password', 'otp'] as const;
/** The Google Authenticator wizard: no tab link (PRODUCT §2.3), opened at /profile?tab=security. */
const SECURITY = 'security';

const Lazy = ({ children }: { children: ReactNode }) => (
  <Suspense
    fallback={
      <Card style={{ maxWidth: 760 }}>
        <Skeleton active paragraph={{ rows: 4 }} />
      </Card>
    }
  >
    {children}
  </Suspense>
);

/** /profile: tabs Profile, Change Password and OTP (PRODUCT §2.12). */
export const ProfilePage = () => {
  const { t } = useLingui();
  const { data, error } = useQuery(UserInfoDocument);
  const [params, setParams] = useSearchParams();
  const wanted = params.get('tab');
  const active = wanted === SECURITY || TABS.some((tab) => tab === wanted) ? (wanted as string) : 'profile';
  const user = data?.userInfo;

  const items = user
    ? [
        { key: 'profile', label: t`Profile`, children: <ProfileInfo user={user} /> },
        {
          key: 'password',
          label: t`Change Password`,
          children: (
            <Lazy>
              <Card style={{ maxWidth: 760 }}>
                <ChangePasswordForm user={{ email: user.email, partnerId: user.partner?.id }} />
              </Card>
            </Lazy>
          ),
        },
        {
          key: 'otp',
          label: 'OTP',
          children: (
            <Lazy>
              <TwoFactorPanel email={user.email} isEnabled={user.is_enabled_TOTP} config={user.totp_config} />
            </Lazy>
          ),
        },
        ...(active === SECURITY
          ? [
              {
                key: SECURITY,
                label: t`Security`,
                children: (
                  <Lazy>
                    <AuthenticatorGuide />
                  </Lazy>
                ),
              },
            ]
          : []),
      ]
    : [];

  return (
    <div>
      <h1 className="profile-title">
        <Trans>Profile</Trans>
      </h1>
      {error ? <Alert type="error" showIcon title={errorMessage(error)} style={{ marginBottom: 16 }} /> : null}
      {user ? (
        <Tabs
          activeKey={active}
          items={items}
          onChange={(key) => setParams(key === 'profile' ? {} : { tab: key }, { replace: true })}
        />
      ) : (
        <Card>
          <Skeleton active avatar paragraph={{ rows: 4 }} />
        </Card>
      )}
    </div>
  );
};
