import { useMutation } from '@apollo/client/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { registerInput } from '@paygate/contracts';
import { App } from 'antd';
import { Link, useNavigate } from 'react-router';
import { RegisterDocument } from '../../gql/ops/Register';
import { errorMessage } from '../../lib/apollo';
import { notifyError } from '../../lib/notify';
import { NativeField, NativeForm } from '../../ui/form/NativeField';
import { useZodForm } from '../../ui/form/useZodForm';
import { AccountCard } from './AccountCard';
import { SubmitButton } from './SubmitButton';

export const RegisterPage = () => {
  const { t } = useLingui();
  const { notification } = App.useApp();
  const navigate = useNavigate();
  const [register, { loading }] = useMutation(RegisterDocument);
  const { control, handleSubmit } = useZodForm(registerInput, {
    defaultValues: { name: '', email: '', password: '' },
  });

  const onSubmit = handleSubmit(async (values) => {
    try {
      const { data } = await register({ variables: values });
      if (data?.registerByEmail) navigate('/register-success');
      else notifyError(notification, t`Can not register`);
    } catch (error) {
      notifyError(notification, errorMessage(error));
    }
  });

  return (
    <AccountCard
      title={t`Register`}
      footer={
        <span>
          <Trans>
            Already have an account? <Link to="/login">Login</Link>
          </Trans>
        </span>
      }
    >
      <NativeForm onSubmit={onSubmit}>
        <NativeField control={control} name="name" label={t`Fullname`} autoComplete="name" />
        <NativeField control={control} name="email" label={t`Email`} type="email" autoComplete="email" />
        <NativeField
          control={control}
          name="password"
          label={t`Password`}
          type="password"
          autoComplete="new-password"
        />
        <SubmitButton loading={loading}>
          <Trans>REGISTER</Trans>
        </SubmitButton>
      </NativeForm>
    </AccountCard>
  );
};

export const RegisterSuccessPage = () => {
  const { t } = useLingui();
  return (
    <AccountCard
      title={t`Register successful`}
      footer={
        <Link to="/login">
          <Trans>Back to login</Trans>
        </Link>
      }
    >
      <p>
        <Trans>Check Your Email To Activate Your Account.</Trans>
      </p>
    </AccountCard>
  );
};
