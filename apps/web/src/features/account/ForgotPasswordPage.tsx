import { useMutation } from '@apollo/client/react';
import { Trans, useLingui } from '@lingui/react/macro';
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
  const { t } = useLingui();
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
      title={t`Forgot Password`}
      footer={
        <span>
          <Trans>
            No account? <Link to="/register">Register</Link>
          </Trans>
        </span>
      }
    >
      {sent ? (
        <Result status="success" title={t`Success`} subTitle={t`Check Your Email To Reset Your Password`} />
      ) : (
        <NativeForm onSubmit={onSubmit}>
          <NativeField control={control} name="email" label={t`Email`} type="email" autoComplete="email" />
          <SubmitButton loading={loading}>
            <Trans>SUBMIT</Trans>
          </SubmitButton>
        </NativeForm>
      )}
    </AccountCard>
  );
};
