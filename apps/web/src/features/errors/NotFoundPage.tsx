import { Trans, useLingui } from '@lingui/react/macro';
import { Button, Result } from 'antd';
import { useNavigate } from 'react-router';

/** PRODUCT §2.2: '404' 'Sorry, the page you visited does not exist.' */
export const NotFoundPage = () => {
  const { t } = useLingui();
  const navigate = useNavigate();
  return (
    <Result
      status="404"
      // The screen's level-1 heading, in the Result title's own type.
      title={<h1 style={{ margin: 0, font: 'inherit', color: 'inherit' }}>404</h1>}
      subTitle={t`Sorry, the page you visited does not exist.`}
      extra={
        <Button type="primary" onClick={() => navigate('/')}>
          <Trans>Back Home</Trans>
        </Button>
      }
    />
  );
};
