import { useMutation } from '@apollo/client/react';
import { zodResolver } from '@hookform/resolvers/zod';
import { channelNameInput } from '@paygate/contracts';
import { Alert, App, Form, Input, Modal } from 'antd';
import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { AppChannelsDocument, CreateChannelDocument } from '../../gql/graphql';
import { errorMessage } from '../../lib/apollo';

// Loaded when opened: the form, its resolver and the contracts' zod schema stay off the
// /channels route's initial JavaScript (issue #3 budget).
export const CreateChannelModal = ({ appId, open, onClose }: { appId: string; open: boolean; onClose: () => void }) => {
  const { message } = App.useApp();
  const [error, setError] = useState<string>();
  const [create, { loading }] = useMutation(CreateChannelDocument, {
    refetchQueries: [{ query: AppChannelsDocument, variables: { app_id: appId } }],
    awaitRefetchQueries: true,
  });
  const { control, handleSubmit, reset } = useForm<{ name: string }>({
    resolver: zodResolver(channelNameInput),
    mode: 'onTouched',
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
      void message.success('Create Channel Success');
      close();
    } catch (e) {
      setError(errorMessage(e));
    }
  });
  return (
    <Modal
      open={open}
      title="Create channel"
      okText="Create"
      confirmLoading={loading}
      onOk={() => void submit()}
      onCancel={close}
      destroyOnHidden
    >
      {error ? <Alert type="error" showIcon title={error} style={{ marginBottom: 16 }} /> : null}
      <Form layout="vertical" component="div">
        <Controller
          control={control}
          name="name"
          render={({ field, fieldState }) => (
            <Form.Item
              label="Name"
              required
              validateStatus={fieldState.error ? 'error' : undefined}
              help={fieldState.error?.message}
            >
              <Input {...field} aria-label="Channel name" onPressEnter={() => void submit()} />
            </Form.Item>
          )}
        />
      </Form>
    </Modal>
  );
};
