import { useMutation } from '@apollo/client/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { resetPasswordForm } from '@paygate/contracts';
import { App, Modal } from 'antd';
import { useState } from 'react';
import { Navigate, useNavigate, useSearchParams } from 'react-router';
import { ResetUserPasswordDocument } from '../../gql/ops/ResetUserPassword';
import { errorMessage } from '../../lib/apollo';
import { notifyError } from '../../lib/notify';
import { NativeField, NativeForm } from '../../ui/form/NativeField';
import { useZodForm } from '../../ui/form/useZodForm';
import { AccountCard } from './AccountCard';
import { SubmitButton } from './SubmitButton';

export const ResetPasswordPage = () => {
  const { t } = useLingui();
  const { notification } = App.useApp();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const userId = params.get('user_id');
  const token = params.get('token');
  const [done, setDone] = useState(false);
  const [reset, { loading }] = useMutation(ResetUserPasswordDocument);
  const { control, handleSubmit } = useZodForm(resetPasswordForm, {
    defaultValues: { password: '', confirm_password: '' },
  });

  const onSubmit = handleSubmit(async (values) => {
    try {
      await reset({ variables: { user_id: userId ?? '', token: token ?? '', password: values.password } });
      setDone(true);
    } catch (error) {
      notifyError(notification, errorMessage(error));
    }
  });

  // Without both query parameters there is nothing to reset (PRODUCT §2.2).
  if (!userId || !token) return <Navigate to="/login" replace />;

  return (
    <AccountCard title={t`Update Password`}>
      <NativeForm onSubmit={onSubmit}>
        <NativeField
          control={control}
          name="password"
          label={t`Password`}
          type="password"
          autoComplete="new-password"
        />
        <NativeField
          control={control}
          name="confirm_password"
          label={t`Confirm Password`}
          type="password"
          autoComplete="new-password"
        />
        <SubmitButton loading={loading}>
          <Trans>UPDATE</Trans>
        </SubmitButton>
      </NativeForm>
      <Modal
        open={done}
        title={t`Success`}
        okText={t`Login`}
        cancelText={t`Cancel`}
        onOk={() => navigate('/login')}
        onCancel={() => setDone(false)}
      >
        <Trans>Reset password successful!</Trans>
      </Modal>
    </AccountCard>
  );
};
