import { PlusOutlined } from '@ant-design/icons';
import { useMutation, useQuery } from '@apollo/client/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { App, Button, Space, Switch, Tag } from 'antd';
import { Suspense, useState } from 'react';
import { useParams } from 'react-router';
import { page } from '../../app/lazyPage';
import { ListTable } from '../../app/shell/ListPage';
import { PageHeader } from '../../app/shell/PageHeader';
import { AppChannelsDocument, SetChannelDefaultDocument } from '../../gql/ops/channels';
import { errorMessage } from '../../lib/apollo';
import { useViewer } from '../../lib/useViewer';
import { useFoundRow } from '../../ui/useFoundRow';

const CreateChannelModal = page(
  () => import('./CreateChannelModal'),
  'CreateChannelModal',
  'features/channels/CreateChannelModal',
);

export const ChannelsPage = () => {
  const { app_id: appId = '' } = useParams();
  const { t } = useLingui();
  const { message } = App.useApp();
  const { can } = useViewer();
  const [creating, setCreating] = useState(false);
  const { data, loading, error } = useQuery(AppChannelsDocument, { variables: { app_id: appId } });
  const [setDefault, { loading: moving }] = useMutation(SetChannelDefaultDocument, {
    refetchQueries: [{ query: AppChannelsDocument, variables: { app_id: appId } }],
    awaitRefetchQueries: true,
  });
  const app = data?.app;
  const appName = app?.name ?? '';
  const canManage = can('manageApps');
  const { rowClassName } = useFoundRow('channel', app?.list_channel ?? []);

  return (
    <div>
      <PageHeader
        error={error}
        back={{ to: '/apps', label: t`Back to apps` }}
        title={app ? t`Channels of ${appName}` : t`Channels`}
        actions={
          canManage && app ? (
            <Button type="primary" icon={<PlusOutlined />} onClick={() => setCreating(true)}>
              <Trans>Create channel</Trans>
            </Button>
          ) : null
        }
      />
      <ListTable
        rowKey="id"
        rowClassName={rowClassName}
        loading={loading && !data}
        dataSource={app?.list_channel ?? []}
        emptyText={t`No channels yet`}
        columns={[
          { title: t`Name`, dataIndex: 'name' },
          {
            title: t`Default`,
            key: 'default',
            render: (_, channel) => {
              const name = channel.name;
              return (
                <Space>
                  <Switch
                    aria-label={t`Default channel: ${name}`}
                    checked={channel.is_default}
                    // A default cannot be switched off directly: turn another one on (PRODUCT §4).
                    disabled={channel.is_default || !canManage || moving}
                    onChange={async () => {
                      try {
                        await setDefault({ variables: { channel_id: channel.id } });
                        void message.success(t`${name} is now the default channel`);
                      } catch (e) {
                        void message.error(errorMessage(e));
                      }
                    }}
                  />
                  {channel.is_default ? (
                    <Tag color="blue">
                      <Trans>Default</Trans>
                    </Tag>
                  ) : null}
                </Space>
              );
            },
          },
        ]}
      />
      <Suspense fallback={null}>
        {app && creating ? <CreateChannelModal appId={app.id} open onClose={() => setCreating(false)} /> : null}
      </Suspense>
    </div>
  );
};
