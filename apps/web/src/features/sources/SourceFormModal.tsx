import { useMutation } from '@apollo/client/react';
import { zodResolver } from '@hookform/resolvers/zod';
import { sourceNameInput } from '@paygate/contracts';
import { Alert, App, Form, Input, Modal } from 'antd';
import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { CreateSourceDocument, PartnerSourcesDocument, UpdateSourceDocument } from '../../gql/graphql';
import { errorMessage } from '../../lib/apollo';

/**
 * Create a source, or rename one when `source` is given. Errors from the server (a name taken,
 * case aside) show in a red alert inside the dialog, as on channels (spec §2.9).
 */
export const SourceFormModal = ({
  source,
  onClose,
}: {
  source?: { id: string; name: string };
  onClose: () => void;
}) => {
  const { message } = App.useApp();
  const [error, setError] = useState<string>();
  const refetch = { refetchQueries: [{ query: PartnerSourcesDocument }], awaitRefetchQueries: true };
  const [create, created] = useMutation(CreateSourceDocument, refetch);
  const [rename, renamed] = useMutation(UpdateSourceDocument, refetch);
  const { control, handleSubmit } = useForm<{ name: string }>({
    resolver: zodResolver(sourceNameInput),
    mode: 'onTouched',
    defaultValues: { name: source?.name ?? '' },
  });
  const submit = handleSubmit(async ({ name }) => {
    setError(undefined);
    try {
      if (source) {
        await rename({ variables: { source_id: source.id, name } });
        void message.success('Rename Source Success');
      } else {
        await create({ variables: { name } });
        void message.success('Create Source Success');
      }
      onClose();
    } catch (e) {
      setError(errorMessage(e));
    }
  });
  return (
    <Modal
      open
      title={source ? `Rename source ${source.name}` : 'Create source'}
      okText={source ? 'Save' : 'Create'}
      confirmLoading={created.loading || renamed.loading}
      onOk={() => void submit()}
      onCancel={onClose}
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
              <Input {...field} aria-label="Source name" autoFocus onPressEnter={() => void submit()} />
            </Form.Item>
          )}
        />
      </Form>
    </Modal>
  );
};
