import { useMutation } from '@apollo/client/react';
import { joinPartnerInput } from '@paygate/contracts';
import { Alert } from 'antd';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { JoinPartnerDocument } from '../../gql/ops/JoinPartner';
import { UserInfoDocument } from '../../gql/ops/UserInfo';
import { errorMessage } from '../../lib/apollo';
import { NativeField, NativeForm } from '../../ui/form/NativeField';
import { useZodForm } from '../../ui/form/useZodForm';
import { AccountCard } from './AccountCard';
import { SubmitButton } from './SubmitButton';

export const JoinPartnerPage = () => {
  const navigate = useNavigate();
  const [error, setError] = useState<string>();
  const [join, { loading }] = useMutation(JoinPartnerDocument, {
    refetchQueries: [{ query: UserInfoDocument }],
    awaitRefetchQueries: true,
  });
  const { control, handleSubmit } = useZodForm(joinPartnerInput, {
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
      <NativeForm onSubmit={onSubmit}>
        <NativeField control={control} name="invite_token" label="Invite code" placeholder="XXXX-XXXX-XXXX-XXXX" />
        <SubmitButton loading={loading}>SUBMIT</SubmitButton>
      </NativeForm>
    </AccountCard>
  );
};
