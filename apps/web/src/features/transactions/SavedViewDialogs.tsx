import { useMutation } from '@apollo/client/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { saveViewInput } from '@paygate/contracts';
import { Alert, App, Button, Checkbox, Input, Modal, Space, Tag, Typography } from 'antd';
import { useState } from 'react';
import { z } from 'zod';
import type { TransactionViewsQuery } from '../../gql/graphql';
import {
  DeleteTransactionViewDocument,
  RenameTransactionViewDocument,
  SaveTransactionViewDocument,
  SetDefaultTransactionViewDocument,
  TransactionViewsDocument,
} from '../../gql/ops/TransactionViews';
import { errorMessage } from '../../lib/apollo';
import { useFocusReturn } from '../../lib/useFocusReturn';
import { FormItem } from '../../ui/form/FormItem';
import { showServerErrors } from '../../ui/form/serverErrors';
import { useZodForm } from '../../ui/form/useZodForm';
import { VerticalForm } from '../../ui/form/VerticalForm';

type View = TransactionViewsQuery['transactionViews'][number];

const refetchViews = { refetchQueries: [{ query: TransactionViewsDocument }], awaitRefetchQueries: true };
const saveSchema = z.object({ name: saveViewInput.shape.name, is_default: z.boolean() });
const renameSchema = z.object({ name: saveViewInput.shape.name });
const SAVE_FORM = 'save-view-form';
const RENAME_FORM = 'rename-view-form';

/** Saves the list's current filters under a name (issue #15 item 3). */
export const SaveViewDialog = ({ query, onClose }: { query: string; onClose: () => void }) => {
  useFocusReturn();
  const { t } = useLingui();
  const { message } = App.useApp();
  const [save, { loading }] = useMutation(SaveTransactionViewDocument, refetchViews);
  const [serverError, setServerError] = useState<string>();
  const { control, handleSubmit, setError } = useZodForm(saveSchema, {
    // Never ticked in advance, not even for the first view: a default changes what the list opens
    // with, so the member chooses it (issue 28 item 13).
    defaultValues: { name: '', is_default: false },
  });
  const submit = handleSubmit(async ({ name, is_default }) => {
    setServerError(undefined);
    try {
      await save({ variables: { name, query, is_default } });
      void message.success(t`View “${name}” saved`);
      onClose();
    } catch (error) {
      showServerErrors(error, ['name'], setError);
      setServerError(errorMessage(error));
    }
  });
  return (
    <Modal
      open
      title={t`Save view`}
      okText={t`Save`}
      onCancel={onClose}
      confirmLoading={loading}
      okButtonProps={{ htmlType: 'submit', form: SAVE_FORM }}
      destroyOnHidden
    >
      <Typography.Paragraph type="secondary">
        <Trans>The list's filters and page size, kept for you in this partner. Nobody else sees your views.</Trans>
      </Typography.Paragraph>
      {serverError ? <Alert type="error" showIcon title={serverError} style={{ marginBottom: 16 }} /> : null}
      <VerticalForm id={SAVE_FORM} idPrefix="view" onSubmit={submit}>
        <FormItem control={control} name="name" label={t`View name`} required>
          {(f) => <Input {...f} autoFocus maxLength={80} placeholder={t`Failed this week`} />}
        </FormItem>
        <FormItem control={control} name="is_default" label={t`Default`}>
          {({ value, onChange, ...f }) => (
            <Checkbox {...f} checked={Boolean(value)} onChange={(e) => onChange(e.target.checked)}>
              <Trans>Open the transaction list with this view</Trans>
            </Checkbox>
          )}
        </FormItem>
      </VerticalForm>
    </Modal>
  );
};

/** One view's row: rename in place, make default, delete after confirmation. */
const ViewRow = ({ view }: { view: View }) => {
  const { t } = useLingui();
  const { message, modal } = App.useApp();
  const name = view.name;
  const [renaming, setRenaming] = useState(false);
  const [rename, renameState] = useMutation(RenameTransactionViewDocument, refetchViews);
  const [setDefault, defaultState] = useMutation(SetDefaultTransactionViewDocument, refetchViews);
  const [remove] = useMutation(DeleteTransactionViewDocument, refetchViews);
  const { control, handleSubmit, setError } = useZodForm(renameSchema, { defaultValues: { name: view.name } });
  const formId = `${RENAME_FORM}-${view.id}`;

  const submitRename = handleSubmit(async ({ name }) => {
    try {
      await rename({ variables: { id: view.id, name } });
      setRenaming(false);
    } catch (error) {
      showServerErrors(error, ['name'], setError);
      void message.error(errorMessage(error));
    }
  });
  const toggleDefault = async () => {
    try {
      await setDefault({ variables: { id: view.is_default ? null : view.id } });
    } catch (error) {
      void message.error(errorMessage(error));
    }
  };
  const confirmDelete = () =>
    modal.confirm({
      title: t`Delete view “${name}”?`,
      content: t`The filters it keeps are not affected; only the saved view goes.`,
      okText: t`Delete`,
      okButtonProps: { danger: true },
      onOk: async () => {
        try {
          await remove({ variables: { id: view.id } });
          void message.success(t`View “${name}” deleted`);
        } catch (error) {
          void message.error(errorMessage(error));
        }
      },
    });

  if (renaming)
    return (
      <li className="saved-view-row">
        <VerticalForm id={formId} idPrefix={`view-${view.id}`} onSubmit={submitRename} label={t`Rename ${name}`}>
          <FormItem control={control} name="name" label={t`New name`} required style={{ marginBottom: 8 }}>
            {(f) => <Input {...f} autoFocus maxLength={80} />}
          </FormItem>
          <Space>
            <Button type="primary" htmlType="submit" loading={renameState.loading}>
              <Trans>Save</Trans>
            </Button>
            <Button onClick={() => setRenaming(false)}>
              <Trans>Cancel</Trans>
            </Button>
          </Space>
        </VerticalForm>
      </li>
    );
  return (
    <li className="saved-view-row">
      <span className="saved-view-name">
        {view.name}{' '}
        {view.is_default ? (
          <Tag color="blue">
            <Trans>Default</Trans>
          </Tag>
        ) : null}
      </span>
      <Space wrap size={4}>
        <Button size="small" onClick={() => setRenaming(true)} aria-label={t`Rename ${name}`}>
          <Trans>Rename</Trans>
        </Button>
        <Button
          size="small"
          loading={defaultState.loading}
          onClick={() => void toggleDefault()}
          // The visible words first, then whose (WCAG 2.5.3: the name contains the label).
          aria-label={view.is_default ? t`Remove default: ${name}` : t`Make default: ${name}`}
        >
          {view.is_default ? <Trans>Remove default</Trans> : <Trans>Make default</Trans>}
        </Button>
        <Button size="small" danger onClick={confirmDelete} aria-label={t`Delete ${name}`}>
          <Trans>Delete</Trans>
        </Button>
      </Space>
    </li>
  );
};

/** The member's views: rename, default, delete (issue #15 item 3). */
export const ManageViewsDialog = ({ views, onClose }: { views: View[]; onClose: () => void }) => {
  useFocusReturn();
  const { t } = useLingui();
  return (
    <Modal
      open
      title={t`Manage views`}
      onCancel={onClose}
      footer={
        <Button onClick={onClose}>
          <Trans>Close</Trans>
        </Button>
      }
      destroyOnHidden
    >
      {views.length === 0 ? (
        <Typography.Paragraph type="secondary">
          <Trans>No saved views yet.</Trans>
        </Typography.Paragraph>
      ) : (
        <ul className="saved-view-list" aria-label={t`Saved views`}>
          {views.map((view) => (
            <ViewRow key={view.id} view={view} />
          ))}
        </ul>
      )}
    </Modal>
  );
};
