import { Trans, useLingui } from '@lingui/react/macro';
import { Button, Result } from 'antd';
import { useNavigate } from 'react-router';

/**
 * Issue 12 item 9: what a role sees on a screen it may not use (policy MENU `screens`), instead
 * of a form the server would refuse on submit or an error above an empty list.
 */
export const ForbiddenPage = ({ role }: { role?: string | null | undefined }) => {
  const { t } = useLingui();
  const navigate = useNavigate();
  return (
    <Result
      status="403"
      title={
        <h1 style={{ font: 'inherit', margin: 0 }}>
          <Trans>You do not have permission to view this page</Trans>
        </h1>
      }
      subTitle={
        role
          ? t`Your role in this partner (${role}) does not include it. An owner or admin of the partner can change your role.`
          : t`Your role in this partner does not include it.`
      }
      extra={
        <Button type="primary" onClick={() => navigate('/')}>
          <Trans>Back to dashboard</Trans>
        </Button>
      }
    />
  );
};
