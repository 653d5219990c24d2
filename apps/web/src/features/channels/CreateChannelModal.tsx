import { useMutation } from '@apollo/client/react';
import { useLingui } from '@lingui/react/macro';
import { channelNameInput } from '@paygate/contracts';
import { Alert, App, Input, Modal } from 'antd';
import { useState } from 'react';
import { AppChannelsDocument, CreateChannelDocument } from '../../gql/ops/channels';
import { errorMessage } from '../../lib/apollo';
import { FormItem } from '../../ui/form/FormItem';
import { useZodForm } from '../../ui/form/useZodForm';
import { VerticalForm } from '../../ui/form/VerticalForm';

const FORM_ID = 'create-channel-form';

// Loaded when opened: the form, its resolver and the contracts' zod schema stay off the
// /channels route's initial JavaScript (issue #3 budget).
export const CreateChannelModal = ({ appId, open, onClose }: { appId: string; open: boolean; onClose: () => void }) => {
  const { t } = useLingui();
  const { message } = App.useApp();
  const [error, setError] = useState<string>();
  const [create, { loading }] = useMutation(CreateChannelDocument, {
    refetchQueries: [{ query: AppChannelsDocument, variables: { app_id: appId } }],
    awaitRefetchQueries: true,
  });
  const { control, handleSubmit, reset } = useZodForm(channelNameInput, {
    defaultValues: { name: '' },
  });
  const close = () => {
    reset();
    setError(undefined);
    onClose();
  };
  const submit = handleSubmit(async ({ name }) => {
    setError(undefined);
    try {
      await create({ variables: { app_id: appId, name } });
      void message.success(t`Create Channel Success`);
      close();
    } catch (e) {
      setError(errorMessage(e));
    }
  });
  return (
    <Modal
      open={open}
      title={t`Create channel`}
      okText={t`Create`}
      confirmLoading={loading}
      okButtonProps={{ htmlType: 'submit', form: FORM_ID }}
      onCancel={close}
      destroyOnHidden
    >
      {error ? <Alert type="error" showIcon title={error} style={{ marginBottom: 16 }} /> : null}
      <VerticalForm id={FORM_ID} idPrefix="channel" onSubmit={submit}>
        <FormItem control={control} name="name" label={t`Name`} required>
          {(field) => <Input {...field} aria-label={t`Channel name`} />}
        </FormItem>
      </VerticalForm>
    </Modal>
  );
};
