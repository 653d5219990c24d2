import { useMutation } from '@apollo/client/react';
import { Trans, useLingui } from '@lingui/react/macro';
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
  const { t } = useLingui();
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
      title={t`Join partner`}
      // Vietnamese in both languages, as the spec words it (PRODUCT §2.2): not a message to translate.
      // eslint-disable-next-line lingui/no-unlocalized-strings -- Vietnamese in both languages (PRODUCT §2.2)
      footer={<Link to="/register-partner">Bạn chưa có mã mời? Đăng ký đối tác mới</Link>}
    >
      {error ? <Alert type="error" showIcon style={{ marginBottom: 16 }} title={error} /> : null}
      <NativeForm onSubmit={onSubmit}>
        <NativeField control={control} name="invite_token" label={t`Invite code`} placeholder="XXXX-XXXX-XXXX-XXXX" />
        <SubmitButton loading={loading}>
          <Trans>SUBMIT</Trans>
        </SubmitButton>
      </NativeForm>
    </AccountCard>
  );
};
