import { Trans, useLingui } from '@lingui/react/macro';
import { changePasswordForm, type ChangePasswordForm as Values } from '@paygate/contracts';
import { App, Button, Input, Typography } from 'antd';
import { useState } from 'react';
import { errorMessage } from '../../lib/apollo';
import { notifyError } from '../../lib/notify';
import { FormItem } from '../../ui/form/FormItem';
import { useZodForm } from '../../ui/form/useZodForm';
import { VerticalForm } from '../../ui/form/VerticalForm';
import { type SignedInUser, useChangePassword } from './useChangePassword';

const EMPTY: Values = { old_password: '', new_password: '', confirm_password: '' };

/** PRODUCT §2.12 Change Password tab: current, new, confirm (rules and messages of §5). */
export const ChangePasswordForm = ({ user }: { user: SignedInUser }) => {
  const { t } = useLingui();
  const { message, notification } = App.useApp();
  const { changePassword } = useChangePassword();
  const [isBusy, setBusy] = useState(false);
  const { control, handleSubmit, reset } = useZodForm(changePasswordForm, {
    defaultValues: EMPTY,
  });

  const onSubmit = handleSubmit(async (values) => {
    setBusy(true);
    try {
      await changePassword(user, values.old_password, values.new_password);
      reset(EMPTY);
      void message.success(t`Update password successful`);
    } catch (error) {
      notifyError(notification, errorMessage(error));
    } finally {
      setBusy(false);
    }
  });

  return (
    <VerticalForm idPrefix="profile" onSubmit={onSubmit} style={{ maxWidth: 420 }}>
      <Typography.Paragraph type="secondary">
        <Trans>After the change you stay signed in here; every other device is signed out.</Trans>
      </Typography.Paragraph>
      <FormItem control={control} name="old_password" label={t`Current password`}>
        {(f) => <Input.Password {...f} autoComplete="current-password" />}
      </FormItem>
      <FormItem control={control} name="new_password" label={t`New password`}>
        {(f) => <Input.Password {...f} autoComplete="new-password" />}
      </FormItem>
      <FormItem control={control} name="confirm_password" label={t`Confirm password`}>
        {(f) => <Input.Password {...f} autoComplete="new-password" />}
      </FormItem>
      <Button type="primary" htmlType="submit" loading={isBusy}>
        <Trans>Update password</Trans>
      </Button>
    </VerticalForm>
  );
};
