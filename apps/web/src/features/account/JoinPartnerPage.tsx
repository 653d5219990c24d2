import { useMutation } from '@apollo/client/react';
import { zodResolver } from '@hookform/resolvers/zod';
import { type JoinPartnerInput, joinPartnerInput } from '@paygate/contracts';
import { Alert } from 'antd';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link, useNavigate } from 'react-router';
import { JoinPartnerDocument, UserInfoDocument } from '../../gql/graphql';
import { errorMessage } from '../../lib/apollo';
import { AccountCard } from './AccountCard';
import { FormField, RhfForm, SubmitButton } from './FormField';

export const JoinPartnerPage = () => {
  const navigate = useNavigate();
  const [error, setError] = useState<string>();
  const [join, { loading }] = useMutation(JoinPartnerDocument, {
    refetchQueries: [{ query: UserInfoDocument }],
    awaitRefetchQueries: true,
  });
  const { control, handleSubmit } = useForm<JoinPartnerInput>({
    resolver: zodResolver(joinPartnerInput),
    mode: 'onTouched',
    defaultValues: { invite_token: '' },
  });

  const onSubmit = handleSubmit(async (values) => {
    setError(undefined);
    try {
      await join({ variables: values });
      navigate('/', { replace: true });
    } catch (e) {
      setError(errorMessage(e));
    }
  });

  return (
    <AccountCard
      title="Join partner"
      footer={<Link to="/register-partner">Bạn chưa có mã mời? Đăng ký đối tác mới</Link>}
    >
      {error ? <Alert type="error" showIcon style={{ marginBottom: 16 }} title={error} /> : null}
      <RhfForm onSubmit={onSubmit}>
        <FormField control={control} name="invite_token" label="Invite code" placeholder="XXXX-XXXX-XXXX-XXXX" />
        <SubmitButton loading={loading}>SUBMIT</SubmitButton>
      </RhfForm>
    </AccountCard>
  );
};
