import { ArrowLeftOutlined, PlusOutlined } from '@ant-design/icons';
import { useMutation, useQuery } from '@apollo/client/react';
import { zodResolver } from '@hookform/resolvers/zod';
import { channelNameInput } from '@paygate/contracts';
import { Alert, App, Button, Form, Input, Modal, Space, Switch, Tag, Typography } from 'antd';
import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { Link, useParams } from 'react-router';
import { ListTable, PageHeader } from '../../app/shell/ListPage';
import { AppChannelsDocument, CreateChannelDocument, SetChannelDefaultDocument } from '../../gql/graphql';
import { errorMessage } from '../../lib/apollo';
import { useViewer } from '../../lib/useViewer';

const CreateChannelModal = ({ appId, open, onClose }: { appId: string; open: boolean; onClose: () => void }) => {
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

export const ChannelsPage = () => {
  const { app_id: appId = '' } = useParams();
  const { message } = App.useApp();
  const { can } = useViewer();
  const [creating, setCreating] = useState(false);
  const { data, loading, error } = useQuery(AppChannelsDocument, { variables: { app_id: appId } });
  const [setDefault, { loading: moving }] = useMutation(SetChannelDefaultDocument, {
    refetchQueries: [{ query: AppChannelsDocument, variables: { app_id: appId } }],
    awaitRefetchQueries: true,
  });
  const app = data?.app;
  const canManage = can('manageApps');

  return (
    <div>
      <PageHeader
        error={error}
        title={
          <Space>
            <Link to="/apps" aria-label="Back to apps">
              <ArrowLeftOutlined />
            </Link>
            <Typography.Title level={3} style={{ margin: 0 }}>
              Channels{app ? ` of ${app.name}` : ''}
            </Typography.Title>
          </Space>
        }
        actions={
          canManage && app ? (
            <Button type="primary" icon={<PlusOutlined />} onClick={() => setCreating(true)}>
              Create channel
            </Button>
          ) : null
        }
      />
      <ListTable
        rowKey="id"
        loading={loading && !data}
        dataSource={app?.list_channel ?? []}
        emptyText="No channels yet"
        columns={[
          { title: 'Name', dataIndex: 'name' },
          {
            title: 'Default',
            key: 'default',
            render: (_, channel) => (
              <Space>
                <Switch
                  aria-label={`Default channel: ${channel.name}`}
                  checked={channel.is_default}
                  // A default cannot be switched off directly: turn another one on (spec §4).
                  disabled={channel.is_default || !canManage || moving}
                  onChange={async () => {
                    try {
                      await setDefault({ variables: { channel_id: channel.id } });
                      void message.success(`${channel.name} is now the default channel`);
                    } catch (e) {
                      void message.error(errorMessage(e));
                    }
                  }}
                />
                {channel.is_default ? <Tag color="blue">Default</Tag> : null}
              </Space>
            ),
          },
        ]}
      />
      {app ? <CreateChannelModal appId={app.id} open={creating} onClose={() => setCreating(false)} /> : null}
    </div>
  );
};
