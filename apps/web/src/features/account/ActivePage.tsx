import { useMutation } from '@apollo/client/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { VERIFICATION_REDIRECT_MS } from '@paygate/contracts';
import { Alert, Result, Spin } from 'antd';
import { useEffect, useRef, useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { ActiveUserDocument } from '../../gql/ops/ActiveUser';
import { errorMessage } from '../../lib/apollo';
import { saveLogin } from '../../lib/cookies';
import { AccountCard } from './AccountCard';

export const ActivePage = () => {
  const { t } = useLingui();
  const { token = '' } = useParams();
  const navigate = useNavigate();
  const [activate] = useMutation(ActiveUserDocument);
  const [state, setState] = useState<{ status: 'pending' | 'done' } | { status: 'failed'; message: string }>({
    status: 'pending',
  });
  const started = useRef(false);

  useEffect(() => {
    // Tokens are single use: run once even under React's development double effects.
    if (started.current) return;
    started.current = true;
    activate({ variables: { active_token: token } })
      .then(({ data }) => {
        // A token comes back only once an administrator has activated the account
        // (docs/SPEC-DECISIONS.md); with it, the redirect to / lands logged in.
        const session = data?.activeUser;
        if (session?.access_token) saveLogin(session.access_token, session.user.name);
        setState({ status: 'done' });
      })
      .catch((error: unknown) => setState({ status: 'failed', message: errorMessage(error) }));
  }, [activate, token]);

  useEffect(() => {
    if (state.status !== 'done') return;
    const timer = window.setTimeout(() => navigate('/'), VERIFICATION_REDIRECT_MS);
    return () => window.clearTimeout(timer);
  }, [state.status, navigate]);

  return (
    <AccountCard
      title={t`Email verification`}
      footer={
        <Link to="/login">
          <Trans>Back to login</Trans>
        </Link>
      }
    >
      {state.status === 'pending' ? (
        <Spin description={t`Verify email`} size="large">
          <div style={{ height: 120 }} />
        </Spin>
      ) : state.status === 'done' ? (
        <Result
          status="success"
          title={t`Email verify successful`}
          subTitle={
            <Trans>
              Please wait admin active account
              <br />
              Redirecting to Home Page
            </Trans>
          }
        />
      ) : state.status === 'failed' ? (
        <Alert type="error" showIcon title={state.message} />
      ) : null}
    </AccountCard>
  );
};
