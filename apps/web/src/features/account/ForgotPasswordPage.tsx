import { useMutation } from '@apollo/client/react';
import { zodResolver } from '@hookform/resolvers/zod';
import { type ForgotPasswordInput, forgotPasswordInput } from '@paygate/contracts';
import { App, Result } from 'antd';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link } from 'react-router';
import { RequestResetUserPasswordDocument } from '../../gql/graphql';
import { errorMessage } from '../../lib/apollo';
import { notifyError } from '../../lib/notify';
import { AccountCard } from './AccountCard';
import { FormField, RhfForm, SubmitButton } from './FormField';

export const ForgotPasswordPage = () => {
  const { notification } = App.useApp();
  const [sent, setSent] = useState(false);
  const [request, { loading }] = useMutation(RequestResetUserPasswordDocument);
  const { control, handleSubmit } = useForm<ForgotPasswordInput>({
    resolver: zodResolver(forgotPasswordInput),
    mode: 'onTouched',
    defaultValues: { email: '' },
  });

  const onSubmit = handleSubmit(async (values) => {
    try {
      await request({ variables: values });
      setSent(true);
    } catch (error) {
      notifyError(notification, errorMessage(error));
    }
  });

  return (
    <AccountCard
      title="Forgot Password"
      footer={
        <span>
          No account? <Link to="/register">Register</Link>
        </span>
      }
    >
      {sent ? (
        <Result status="success" title="Success" subTitle="Check Your Email To Reset Your Password" />
      ) : (
        <RhfForm onSubmit={onSubmit}>
          <FormField control={control} name="email" label="Email" type="email" autoComplete="email" />
          <SubmitButton loading={loading}>SUBMIT</SubmitButton>
        </RhfForm>
      )}
    </AccountCard>
  );
};
