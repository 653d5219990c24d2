import { UploadOutlined } from '@ant-design/icons';
import { useMutation } from '@apollo/client/react';
import { zodResolver } from '@hookform/resolvers/zod';
import { createAppInput, LOGO_SIZE_PX, updateAppInput } from '@paygate/contracts';
import { Alert, App, Button, Form, Input, Modal, Space, Upload } from 'antd';
import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { z } from 'zod';
import { Avatar } from '../../app/shell/avatar';
import { AppListDocument, type AppListQuery, CreateAppDocument, UpdateAppDocument } from '../../gql/graphql';
import { errorMessage } from '../../lib/apollo';
import { uploadLogo } from './uploadLogo';

type AppRow = NonNullable<AppListQuery['partner']['list_app']>[number];
type Values = { name: string; description: string; logo: string; webhook_url: string };

// The dialog validates with the same schemas as the server; the update dialog's own messages
// come from updateAppInput (spec §5).
const createSchema = createAppInput.extend({ webhook_url: z.string() }).superRefine((v, ctx) => {
  const r = createAppInput.shape.webhook_url.safeParse(v.webhook_url);
  if (!r.success) ctx.addIssue({ code: 'custom', path: ['webhook_url'], message: 'url not vaild' });
});
const updateSchema = z
  .object({ name: z.string(), description: z.string(), logo: z.string(), webhook_url: z.string() })
  .superRefine((v, ctx) => {
    const r = updateAppInput.safeParse({ app_id: 'x', ...v });
    if (!r.success)
      for (const issue of r.error.issues) ctx.addIssue({ code: 'custom', path: issue.path, message: issue.message });
  });

export const AppFormModal = ({
  app,
  open,
  onClose,
}: {
  app?: AppRow | undefined;
  open: boolean;
  onClose: () => void;
}) => {
  const { message } = App.useApp();
  const isUpdate = Boolean(app);
  const [serverError, setServerError] = useState<string>();
  const [uploading, setUploading] = useState(false);
  const refetch = { refetchQueries: [{ query: AppListDocument }], awaitRefetchQueries: true };
  const [create, createState] = useMutation(CreateAppDocument, refetch);
  const [update, updateState] = useMutation(UpdateAppDocument, refetch);
  const { control, handleSubmit, setValue, reset } = useForm<Values>({
    resolver: zodResolver(isUpdate ? updateSchema : createSchema),
    mode: 'onTouched',
    values: {
      name: app?.name ?? '',
      description: app?.description ?? '',
      logo: app?.logo ?? '',
      webhook_url: app?.webhook_url ?? '',
    },
  });

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
        void message.success('Update App Success');
      } else {
        // An empty webhook is left out of the payload (spec §5).
        await create({
          variables: {
            name: v.name,
            description: v.description,
            logo: v.logo,
            ...(v.webhook_url ? { webhook_url: v.webhook_url } : {}),
          },
        });
        void message.success('Create App Success!');
      }
      close();
    } catch (error) {
      setServerError(errorMessage(error));
    }
  });

  const field = (
    name: keyof Values,
    label: string,
    node: (f: { value: string; onChange: (v: unknown) => void; onBlur: () => void }) => React.ReactNode,
  ) => (
    <Controller
      control={control}
      name={name}
      render={({ field: f, fieldState }) => (
        <Form.Item
          label={label}
          required={name !== 'webhook_url'}
          validateStatus={fieldState.error ? 'error' : undefined}
          help={fieldState.error?.message}
        >
          {node(f)}
        </Form.Item>
      )}
    />
  );

  return (
    <Modal
      open={open}
      title={isUpdate ? 'Update app' : 'Create app'}
      onCancel={close}
      onOk={() => void submit()}
      okText={isUpdate ? 'Update' : 'Create'}
      confirmLoading={createState.loading || updateState.loading}
      okButtonProps={{ disabled: uploading }}
      destroyOnHidden
    >
      {serverError ? <Alert type="error" showIcon title={serverError} style={{ marginBottom: 16 }} /> : null}
      <Form layout="vertical" component="div">
        {field('name', 'Name', (f) => (
          <Input {...f} aria-label="Name" />
        ))}
        {field('description', 'Description', (f) => (
          <Input.TextArea {...f} rows={3} aria-label="Description" />
        ))}
        {field('logo', `Logo (PNG or JPEG, ${LOGO_SIZE_PX}x${LOGO_SIZE_PX}px)`, (f) => (
          <Space>
            {f.value ? <Avatar shape="square" size={48} src={f.value} alt="Logo" /> : null}
            <Upload
              accept=".png,.jpg,.jpeg,image/png,image/jpeg"
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
                {f.value ? 'Replace logo' : 'Upload logo'}
              </Button>
            </Upload>
          </Space>
        ))}
        {field('webhook_url', 'Webhook URL (optional)', (f) => (
          <Input {...f} placeholder="https://shop.example/paygate/webhook" aria-label="Webhook URL" />
        ))}
      </Form>
    </Modal>
  );
};
