import { UploadOutlined } from '@ant-design/icons';
import { useMutation } from '@apollo/client/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { createAppInput, LOGO_SIZE_PX, updateAppInput } from '@paygate/contracts';
import { Alert, App, Button, Input, Modal, Space, Upload } from 'antd';
import { useState } from 'react';
import { z } from 'zod';
import { Avatar } from '../../app/shell/avatar';
import type { AppListQuery } from '../../gql/graphql';
import { AppListDocument, CreateAppDocument, UpdateAppDocument } from '../../gql/ops/apps';
import { errorMessage } from '../../lib/apollo';
import { FormItem } from '../../ui/form/FormItem';
import { useZodForm } from '../../ui/form/useZodForm';
import { VerticalForm } from '../../ui/form/VerticalForm';
import { uploadLogo } from './uploadLogo';

type AppRow = NonNullable<AppListQuery['partner']['list_app']>[number];

/**
 * The dialog's four texts, checked by the schema the server parses them with, whose messages
 * show as they are: create and update word the URL rule differently (PRODUCT §5). The values stay
 * strings for the inputs; the server trims and drops an empty webhook at its edge.
 */
const checkedBy = (schema: z.ZodType) =>
  z
    .object({ name: z.string(), description: z.string(), logo: z.string(), webhook_url: z.string() })
    .superRefine((values, ctx) => {
      const result = schema.safeParse(values);
      for (const issue of result.error?.issues ?? [])
        ctx.addIssue({ code: 'custom', path: issue.path, message: issue.message });
    });
const createSchema = checkedBy(createAppInput);
const updateSchema = checkedBy(updateAppInput.omit({ app_id: true }));
const FORM_ID = 'app-form';
/** The logo's file types (PRODUCT §7.2): PNG or JPEG. */
const LOGO_TYPES = '.png,.jpg,.jpeg,image/png,image/jpeg';

export const AppFormModal = ({
  app,
  open,
  onClose,
}: {
  app?: AppRow | undefined;
  open: boolean;
  onClose: () => void;
}) => {
  const { t } = useLingui();
  const { message } = App.useApp();
  const isUpdate = Boolean(app);
  const [serverError, setServerError] = useState<string>();
  const [uploading, setUploading] = useState(false);
  const refetch = { refetchQueries: [{ query: AppListDocument }], awaitRefetchQueries: true };
  const [create, createState] = useMutation(CreateAppDocument, refetch);
  const [update, updateState] = useMutation(UpdateAppDocument, refetch);
  const { control, handleSubmit, setValue, reset } = useZodForm(isUpdate ? updateSchema : createSchema, {
    values: {
      name: app?.name ?? '',
      description: app?.description ?? '',
      logo: app?.logo ?? '',
      webhook_url: app?.webhook_url ?? '',
    },
  });

  const size = LOGO_SIZE_PX;

  const close = () => {
    reset();
    setServerError(undefined);
    onClose();
  };

  const submit = handleSubmit(async (v) => {
    setServerError(undefined);
    try {
      if (app) {
        await update({
          variables: {
            app_id: app.id,
            name: v.name,
            description: v.description,
            logo: v.logo,
            webhook_url: v.webhook_url,
          },
        });
        void message.success(t`Update App Success`);
      } else {
        // An empty webhook is left out of the payload (PRODUCT §5).
        await create({
          variables: {
            name: v.name,
            description: v.description,
            logo: v.logo,
            ...(v.webhook_url ? { webhook_url: v.webhook_url } : {}),
          },
        });
        void message.success(t`Create App Success!`);
      }
      close();
    } catch (error) {
      setServerError(errorMessage(error));
    }
  });

  return (
    <Modal
      open={open}
      title={isUpdate ? t`Update app` : t`Create app`}
      onCancel={close}
      okText={isUpdate ? t`Update` : t`Create`}
      confirmLoading={createState.loading || updateState.loading}
      okButtonProps={{ disabled: uploading, htmlType: 'submit', form: FORM_ID }}
      destroyOnHidden
    >
      {serverError ? <Alert type="error" showIcon title={serverError} style={{ marginBottom: 16 }} /> : null}
      <VerticalForm id={FORM_ID} idPrefix="app" onSubmit={submit}>
        <FormItem control={control} name="name" label={t`Name`} required>
          {(f) => <Input {...f} aria-label={t`Name`} />}
        </FormItem>
        <FormItem control={control} name="description" label={t`Description`} required>
          {(f) => <Input.TextArea {...f} rows={3} aria-label={t`Description`} />}
        </FormItem>
        <FormItem control={control} name="logo" label={t`Logo (PNG or JPEG, ${size}x${size}px)`} required>
          {(f) => (
            <Space>
              {f.value ? <Avatar shape="square" size={48} src={f.value} alt={t`Logo`} /> : null}
              <Upload
                id={f.id}
                accept={LOGO_TYPES}
                maxCount={1}
                showUploadList={false}
                customRequest={async ({ file, onSuccess, onError }) => {
                  setUploading(true);
                  setServerError(undefined);
                  try {
                    const path = await uploadLogo(file as File);
                    setValue('logo', path, { shouldValidate: true, shouldTouch: true });
                    onSuccess?.(path);
                  } catch (error) {
                    setServerError((error as Error).message);
                    onError?.(error as Error);
                  } finally {
                    setUploading(false);
                  }
                }}
              >
                <Button icon={<UploadOutlined />} loading={uploading}>
                  {f.value ? <Trans>Replace logo</Trans> : <Trans>Upload logo</Trans>}
                </Button>
              </Upload>
            </Space>
          )}
        </FormItem>
        <FormItem control={control} name="webhook_url" label={t`Webhook URL (optional)`}>
          {(f) => <Input {...f} placeholder="https://shop.example/paygate/webhook" aria-label={t`Webhook URL`} />}
        </FormItem>
      </VerticalForm>
    </Modal>
  );
};
