import { useMutation, useQuery } from '@apollo/client/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { otpInput } from '@paygate/contracts';
import { Alert, App, Button, Input, Modal } from 'antd';
import { Link } from 'react-router';
import { ActiveDashBoardOtpDocument } from '../../gql/ops/ActiveDashBoardOtp';
import { UserInfoDocument } from '../../gql/ops/UserInfo';
import { storeActiveToken } from '../../lib/activeToken';
import { errorMessage } from '../../lib/apollo';
import { resolveFeedback } from '../../lib/feedbackTopics';
import { notifyError } from '../../lib/notify';
import { FormItem } from '../../ui/form/FormItem';
import { useZodForm } from '../../ui/form/useZodForm';
import { VerticalForm } from '../../ui/form/VerticalForm';

const FORM_ID = 'active-otp-form';

/**
 * The dashboard OTP form of PRODUCT §2.5: one OTP field (required, 'OTP is required') and Submit.
 * activeDashBoard answers a token valid until the end of the day, kept in the active-token
 * cookie (§4); a failure is a toast titled Error with the server message (§8).
 */
export const OtpModal = ({ open, onClose }: { open: boolean; onClose: () => void }) => {
  const { t } = useLingui();
  const { notification, message } = App.useApp();
  const [activate, { loading }] = useMutation(ActiveDashBoardOtpDocument);
  const { data: viewer } = useQuery(UserInfoDocument);
  const hasTwoFactor = viewer?.userInfo.is_enabled_TOTP !== false;
  const { control, handleSubmit, reset } = useZodForm(otpInput, {
    defaultValues: { otp: '' },
  });

  const close = () => {
    reset();
    onClose();
  };

  const submit = handleSubmit(async ({ otp }) => {
    try {
      const { data } = await activate({ variables: { otp: otp.trim() } });
      const result = data?.activeDashBoard;
      if (!result) return;
      storeActiveToken(result.active_token, result.expires_at);
      // A wrong code's 'OTP is invalid' is answered by this success: never both on screen.
      resolveFeedback('otp');
      void message.success(t`Success`);
      close();
    } catch (error) {
      notifyError(notification, errorMessage(error), 'otp');
    }
  });

  return (
    <Modal
      open={open}
      title={t`Submit OTP`}
      onCancel={close}
      destroyOnHidden
      footer={
        <Button type="primary" loading={loading} htmlType="submit" form={FORM_ID}>
          <Trans>Submit</Trans>
        </Button>
      }
    >
      {hasTwoFactor ? null : (
        <Alert
          type="warning"
          showIcon
          style={{ marginBottom: 16 }}
          title={t`Two-factor authentication is off`}
          description={
            <Trans>
              The code comes from an authenticator app. <Link to="/profile">Turn it on in Profile</Link> first.
            </Trans>
          }
        />
      )}
      <VerticalForm id={FORM_ID} onSubmit={submit}>
        <FormItem
          control={control}
          name="otp"
          id="active-otp"
          label={t`OTP`}
          required
          extra={t`The 6-digit code of your authenticator app. Transaction, team and API-tool data stay visible until the end of the day.`}
        >
          {(field) => <Input {...field} autoFocus inputMode="numeric" autoComplete="one-time-code" maxLength={10} />}
        </FormItem>
      </VerticalForm>
    </Modal>
  );
};
