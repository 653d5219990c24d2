import { useMutation } from '@apollo/client/react';
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
      else notifyError(notification, 'Can not register');
    } catch (error) {
      notifyError(notification, errorMessage(error));
    }
  });

  return (
    <AccountCard
      title="Register"
      footer={
        <span>
          Already have an account? <Link to="/login">Login</Link>
        </span>
      }
    >
      <NativeForm onSubmit={onSubmit}>
        <NativeField control={control} name="name" label="Fullname" autoComplete="name" />
        <NativeField control={control} name="email" label="Email" type="email" autoComplete="email" />
        <NativeField control={control} name="password" label="Password" type="password" autoComplete="new-password" />
        <SubmitButton loading={loading}>REGISTER</SubmitButton>
      </NativeForm>
    </AccountCard>
  );
};

export const RegisterSuccessPage = () => (
  <AccountCard title="Register successful" footer={<Link to="/login">Back to login</Link>}>
    <p>Check Your Email To Activate Your Account.</p>
  </AccountCard>
);
