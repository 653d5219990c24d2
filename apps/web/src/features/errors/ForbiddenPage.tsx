import { Button, Result } from 'antd';
import { useNavigate } from 'react-router';

export const FORBIDDEN_TEXT = 'You do not have permission to view this page';

/**
 * Issue 12 item 9: what a role sees on a screen it may not use (policy MENU `screens`), instead
 * of a form the server would refuse on submit or an error above an empty list.
 */
export const ForbiddenPage = ({ role }: { role?: string | null | undefined }) => {
  const navigate = useNavigate();
  return (
    <Result
      status="403"
      title={<h1 style={{ font: 'inherit', margin: 0 }}>{FORBIDDEN_TEXT}</h1>}
      subTitle={
        role
          ? `Your role in this partner (${role}) does not include it. An owner or admin of the partner can change your role.`
          : 'Your role in this partner does not include it.'
      }
      extra={
        <Button type="primary" onClick={() => navigate('/')}>
          Back to dashboard
        </Button>
      }
    />
  );
};
