import { useApolloClient, useMutation } from '@apollo/client/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { type ErrorCode, loginInput } from '@paygate/contracts';
import { Link, useNavigate } from 'react-router';
import { LoginDocument } from '../../gql/ops/Login';
import { errorCode, errorMessage } from '../../lib/apollo';
import { saveLogin } from '../../lib/cookies';
import { resolveFeedback } from '../../lib/feedbackTopics';
import { notifyErrorLater } from '../../lib/lazyFeedback';
import { setServerError } from '../../ui/form/fieldBinding';
import { NativeField, NativeForm } from '../../ui/form/NativeField';
import { useZodForm } from '../../ui/form/useZodForm';
import { AccountCard } from './AccountCard';
import { SubmitButton } from './SubmitButton';

/**
 * Server codes whose message belongs under the OTP field (PRODUCT §8: 'OTP is invalid'): the code
 * decides, never the message's text.
 */
const OTP_CODES: ReadonlySet<unknown> = new Set<ErrorCode>(['OTP_INVALID', 'OTP_REQUIRED']);

export const LoginPage = () => {
  const { t } = useLingui();
  const client = useApolloClient();
  const navigate = useNavigate();
  const [login, { loading }] = useMutation(LoginDocument);
  const { control, handleSubmit, setError } = useZodForm(loginInput, {
    defaultValues: { email_or_phone_number: '', password: '', otp: '' },
  });

  const onSubmit = handleSubmit(async (values) => {
    // The spec's "pre-login step awaited before login" (§7.1): empty the Apollo cache, so no
    // answer cached for a previous user on this browser survives into the new session.
    await client.clearStore();
    try {
      const { data } = await login({ variables: { ...values, otp: values.otp || undefined } });
      const result = data?.loginByPassword;
      if (!result?.access_token) throw new Error('Login failed');
      saveLogin(result.access_token, result.user.name);
      // A failed attempt's message and 'You need to login' are answered: they leave with the form.
      resolveFeedback('login', 'session');
      navigate('/', { replace: true });
    } catch (error) {
      const message = errorMessage(error);
      if (OTP_CODES.has(errorCode(error))) {
        setServerError(setError, 'otp', message, { shouldFocus: true });
      } else {
        void notifyErrorLater(message, 'login');
      }
    }
  });

  return (
    <AccountCard
      title={t`Login`}
      subtitle={t`Sign in to manage your apps, payments and team.`}
      footer={
        <>
          <Link to="/forgot-password">
            <Trans>Forgot password?</Trans>
          </Link>
          <span>
            <Trans>
              No account? <Link to="/register">Register</Link>
            </Trans>
          </span>
        </>
      }
    >
      <NativeForm onSubmit={onSubmit}>
        <NativeField
          control={control}
          name="email_or_phone_number"
          label={t`Email or phone number`}
          autoComplete="username"
        />
        <NativeField
          control={control}
          name="password"
          label={t`Password`}
          type="password"
          autoComplete="current-password"
        />
        <NativeField
          control={control}
          name="otp"
          label={t`OTP (if enabled)`}
          autoComplete="one-time-code"
          inputMode="numeric"
          placeholder={t`6-digit code`}
        />
        <SubmitButton loading={loading}>
          <Trans>LOGIN</Trans>
        </SubmitButton>
      </NativeForm>
    </AccountCard>
  );
};
