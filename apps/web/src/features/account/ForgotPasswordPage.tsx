import { useMutation } from '@apollo/client/react';
import { forgotPasswordInput } from '@paygate/contracts';
import { App, Result } from 'antd';
import { useState } from 'react';
import { Link } from 'react-router';
import { RequestResetUserPasswordDocument } from '../../gql/ops/RequestResetUserPassword';
import { errorMessage } from '../../lib/apollo';
import { notifyError } from '../../lib/notify';
import { NativeField, NativeForm } from '../../ui/form/NativeField';
import { useZodForm } from '../../ui/form/useZodForm';
import { AccountCard } from './AccountCard';
import { SubmitButton } from './SubmitButton';

export const ForgotPasswordPage = () => {
  const { notification } = App.useApp();
  const [sent, setSent] = useState(false);
  const [request, { loading }] = useMutation(RequestResetUserPasswordDocument);
  const { control, handleSubmit } = useZodForm(forgotPasswordInput, {
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
        <NativeForm onSubmit={onSubmit}>
          <NativeField control={control} name="email" label="Email" type="email" autoComplete="email" />
          <SubmitButton loading={loading}>SUBMIT</SubmitButton>
        </NativeForm>
      )}
    </AccountCard>
  );
};
