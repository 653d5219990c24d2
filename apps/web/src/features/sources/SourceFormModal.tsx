import { useMutation } from '@apollo/client/react';
import { useLingui } from '@lingui/react/macro';
import { sourceNameInput } from '@paygate/contracts';
import { Alert, App, Input, Modal } from 'antd';
import { useState } from 'react';
import { CreateSourceDocument, PartnerSourcesDocument, UpdateSourceDocument } from '../../gql/ops/sources';
import { errorMessage } from '../../lib/apollo';
import { FormItem } from '../../ui/form/FormItem';
import { useZodForm } from '../../ui/form/useZodForm';
import { VerticalForm } from '../../ui/form/VerticalForm';

const FORM_ID = 'source-form';

/**
 * Create a source, or rename one when `source` is given. Errors from the server (a name taken,
 * case aside) show in a red alert inside the dialog, as on channels (PRODUCT §2.9).
 */
export const SourceFormModal = ({
  source,
  onClose,
}: {
  source?: { id: string; name: string };
  onClose: () => void;
}) => {
  const { t } = useLingui();
  const { message } = App.useApp();
  const [error, setError] = useState<string>();
  const refetch = { refetchQueries: [{ query: PartnerSourcesDocument }], awaitRefetchQueries: true };
  const [create, created] = useMutation(CreateSourceDocument, refetch);
  const [rename, renamed] = useMutation(UpdateSourceDocument, refetch);
  const { control, handleSubmit } = useZodForm(sourceNameInput, {
    defaultValues: { name: source?.name ?? '' },
  });
  const sourceName = source?.name ?? '';
  const submit = handleSubmit(async ({ name }) => {
    setError(undefined);
    try {
      if (source) {
        await rename({ variables: { source_id: source.id, name } });
        void message.success(t`Rename Source Success`);
      } else {
        await create({ variables: { name } });
        void message.success(t`Create Source Success`);
      }
      onClose();
    } catch (e) {
      setError(errorMessage(e));
    }
  });
  return (
    <Modal
      open
      title={source ? t`Rename source ${sourceName}` : t`Create source`}
      okText={source ? t`Save` : t`Create`}
      confirmLoading={created.loading || renamed.loading}
      okButtonProps={{ htmlType: 'submit', form: FORM_ID }}
      onCancel={onClose}
      destroyOnHidden
    >
      {error ? <Alert type="error" showIcon title={error} style={{ marginBottom: 16 }} /> : null}
      <VerticalForm id={FORM_ID} idPrefix="source" onSubmit={submit}>
        <FormItem control={control} name="name" label={t`Name`} required>
          {(field) => <Input {...field} aria-label={t`Source name`} autoFocus />}
        </FormItem>
      </VerticalForm>
    </Modal>
  );
};
