import { useApolloClient, useMutation } from '@apollo/client/react';
import { zodResolver } from '@hookform/resolvers/zod';
import { type LoginInput, loginInput } from '@paygate/contracts';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link, useLocation, useNavigate } from 'react-router';
import { LoginDocument } from '../../gql/graphql';
import { errorCode, errorMessage } from '../../lib/apollo';
import { saveLogin } from '../../lib/cookies';
import { AccountCard } from './AccountCard';
import { FormField, RhfForm, SubmitButton } from './FormField';
import { useErrorToast } from './Toast';

const OTP_CODES = new Set(['OTP_INVALID', 'OTP_REQUIRED']);

export const LoginPage = () => {
  const [toast, showError] = useErrorToast();
  // 'You need to login' (spec §2.1) arrives with the redirect from the main area.
  const warning = (useLocation().state as { warn?: string } | null)?.warn;
  const client = useApolloClient();
  const navigate = useNavigate();
  const [login, { loading }] = useMutation(LoginDocument);
  const [otpError, setOtpError] = useState<string>();
  const { control, handleSubmit } = useForm<LoginInput>({
    resolver: zodResolver(loginInput),
    mode: 'onTouched',
    defaultValues: { email_or_phone_number: '', password: '', otp: '' },
  });

  const onSubmit = handleSubmit(async (values) => {
    setOtpError(undefined);
    // The spec's "pre-login step": drop every cached answer so nothing of a previous user
    // survives into this session (docs/SPEC-DECISIONS.md).
    await client.clearStore();
    try {
      const { data } = await login({ variables: { ...values, otp: values.otp || undefined } });
      const result = data?.loginByPassword;
      if (!result?.access_token) throw new Error('Login failed');
      saveLogin(result.access_token, result.user.name);
      navigate('/', { replace: true });
    } catch (error) {
      const message = errorMessage(error);
      if (message === 'OTP is invalid' || OTP_CODES.has(errorCode(error) ?? '')) setOtpError(message);
      else showError(message);
    }
  });

  return (
    <AccountCard
      title="Login"
      footer={
        <>
          <Link to="/forgot-password">Forgot password?</Link>
          <span>
            No account? <Link to="/register">Register</Link>
          </span>
        </>
      }
    >
      {toast}
      {warning ? (
        <div className="inline-warning" role="status">
          {warning}
        </div>
      ) : null}
      <RhfForm onSubmit={onSubmit}>
        <FormField
          control={control}
          name="email_or_phone_number"
          label="Email or phone number"
          autoComplete="username"
        />
        <FormField control={control} name="password" label="Password" type="password" autoComplete="current-password" />
        <FormField
          control={control}
          name="otp"
          label="OTP (if enabled)"
          autoComplete="one-time-code"
          serverError={otpError}
          placeholder="6-digit code"
        />
        <SubmitButton loading={loading}>LOGIN</SubmitButton>
      </RhfForm>
    </AccountCard>
  );
};
