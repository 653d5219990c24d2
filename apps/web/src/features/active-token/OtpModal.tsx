import { useMutation, useQuery } from '@apollo/client/react';
import { zodResolver } from '@hookform/resolvers/zod';
import { otpInput } from '@paygate/contracts';
import { Alert, App, Button, Form, Input, Modal } from 'antd';
import { Controller, useForm } from 'react-hook-form';
import { Link } from 'react-router';
import { ActiveDashBoardOtpDocument, UserInfoDocument } from '../../gql/graphql';
import { storeActiveToken } from '../../lib/activeToken';
import { errorMessage } from '../../lib/apollo';
import { notifyError } from '../../lib/notify';

type Values = { otp: string };

/**
 * The dashboard OTP form of spec §2.5: one OTP field (required, 'OTP is required') and Submit.
 * activeDashBoard answers a token valid until the end of the day, kept in the active-token
 * cookie (§4); a failure is a toast titled Error with the server message (§8).
 */
export const OtpModal = ({ open, onClose }: { open: boolean; onClose: () => void }) => {
  const { notification, message } = App.useApp();
  const [activate, { loading }] = useMutation(ActiveDashBoardOtpDocument);
  const { data: viewer } = useQuery(UserInfoDocument);
  const hasTwoFactor = viewer?.userInfo.is_enabled_TOTP !== false;
  const { control, handleSubmit, reset } = useForm<Values>({
    resolver: zodResolver(otpInput),
    mode: 'onTouched',
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
      void message.success('Success');
      close();
    } catch (error) {
      notifyError(notification, errorMessage(error));
    }
  });

  return (
    <Modal
      open={open}
      title="Submit OTP"
      onCancel={close}
      destroyOnHidden
      footer={
        <Button type="primary" loading={loading} onClick={() => void submit()}>
          Submit
        </Button>
      }
    >
      {hasTwoFactor ? null : (
        <Alert
          type="warning"
          showIcon
          style={{ marginBottom: 16 }}
          title="Two-factor authentication is off"
          description={
            <>
              The code comes from an authenticator app. <Link to="/profile">Turn it on in Profile</Link> first.
            </>
          }
        />
      )}
      <Form layout="vertical" component="form" onFinish={() => void submit()}>
        <Controller
          control={control}
          name="otp"
          render={({ field, fieldState }) => (
            <Form.Item
              label="OTP"
              htmlFor="active-otp"
              required
              validateStatus={fieldState.error ? 'error' : undefined}
              help={fieldState.error?.message}
              extra="The 6-digit code of your authenticator app. Transaction, team and API-tool data stay visible until the end of the day."
            >
              <Input
                {...field}
                id="active-otp"
                autoFocus
                inputMode="numeric"
                autoComplete="one-time-code"
                maxLength={10}
                aria-invalid={fieldState.error ? true : undefined}
              />
            </Form.Item>
          )}
        />
      </Form>
    </Modal>
  );
};
