import { useMutation } from '@apollo/client/react';
import { zodResolver } from '@hookform/resolvers/zod';
import { type RegisterInput, registerInput } from '@paygate/contracts';
import { App } from 'antd';
import { useForm } from 'react-hook-form';
import { Link, useNavigate } from 'react-router';
import { RegisterDocument } from '../../gql/graphql';
import { errorMessage } from '../../lib/apollo';
import { notifyError } from '../../lib/notify';
import { AccountCard } from './AccountCard';
import { FormField, RhfForm, SubmitButton } from './FormField';

export const RegisterPage = () => {
  const { notification } = App.useApp();
  const navigate = useNavigate();
  const [register, { loading }] = useMutation(RegisterDocument);
  const { control, handleSubmit } = useForm<RegisterInput>({
    resolver: zodResolver(registerInput),
    mode: 'onTouched',
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
      <RhfForm onSubmit={onSubmit}>
        <FormField control={control} name="name" label="Fullname" autoComplete="name" />
        <FormField control={control} name="email" label="Email" type="email" autoComplete="email" />
        <FormField control={control} name="password" label="Password" type="password" autoComplete="new-password" />
        <SubmitButton loading={loading}>REGISTER</SubmitButton>
      </RhfForm>
    </AccountCard>
  );
};

export const RegisterSuccessPage = () => (
  <AccountCard title="Register successful" footer={<Link to="/login">Back to login</Link>}>
    <p>Check Your Email To Activate Your Account.</p>
  </AccountCard>
);
