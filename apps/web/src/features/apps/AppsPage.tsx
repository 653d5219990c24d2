import { AppstoreAddOutlined, ShareAltOutlined } from '@ant-design/icons';
import { useMutation, useQuery } from '@apollo/client/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { App, Button, Space, Switch, Tag, Tooltip } from 'antd';
import { Suspense, useState } from 'react';
import { Link } from 'react-router';
import { page } from '../../app/lazyPage';
import { Avatar } from '../../app/shell/avatar';
import { ListTable, MutedText } from '../../app/shell/ListPage';
import { PageHeader } from '../../app/shell/PageHeader';
import type { AppListQuery } from '../../gql/graphql';
import {
  AppListDocument,
  RemoveAppDocument,
  SetAppStatusToProductionDocument,
  TestAppWebhookDocument,
} from '../../gql/ops/apps';
import { errorMessage } from '../../lib/apollo';
import { formatDateTime } from '../../lib/format';
import { useViewer } from '../../lib/useViewer';
import { useFoundRow } from '../../ui/useFoundRow';
import { EndpointStatusTag } from '../webhooks/EndpointStatusTag';
import { AppRowMenu } from './AppRowMenu';

// The dialogs (form, upload, secrets) load when first opened: the list itself stays light.
const AppFormModal = page(() => import('./AppFormModal'), 'AppFormModal', 'features/apps/AppFormModal');
const AppSecretModal = page(() => import('./AppSecretModal'), 'AppSecretModal', 'features/apps/AppSecretModal');
const ApiTestModal = page(() => import('./ApiTestModal'), 'ApiTestModal', 'features/apps/ApiTestModal');

type AppRow = NonNullable<AppListQuery['partner']['list_app']>[number];

export const AppsPage = () => {
  const { t } = useLingui();
  const { modal, message } = App.useApp();
  const { userType, can } = useViewer();
  const { data, loading, error } = useQuery(AppListDocument, { fetchPolicy: 'cache-and-network' });
  const [formFor, setFormFor] = useState<{ app?: AppRow } | null>(null);
  const [secretsOf, setSecretsOf] = useState<AppRow>();
  const [apiTestOf, setApiTestOf] = useState<{ id: string; name: string; app_secret: string }>();
  const [setProduction] = useMutation(SetAppStatusToProductionDocument);
  const [removeApp] = useMutation(RemoveAppDocument, { refetchQueries: [{ query: AppListDocument }] });
  const [testWebhook] = useMutation(TestAppWebhookDocument);
  const apps = data?.partner.list_app ?? [];
  const { rowClassName } = useFoundRow('app', apps);
  const canManage = can('manageApps');
  const canDelete = can('deleteApp');

  const confirmProduction = (app: AppRow) => {
    const name = app.name;
    return modal.confirm({
      title: t`Move ${name} to production?`,
      content: t`Production cannot be undone: the app will take real payments and can no longer be deleted.`,
      okText: t`Move to production`,
      onOk: async () => {
        try {
          await setProduction({ variables: { app_id: app.id } });
          void message.success(t`${name} is in production`);
        } catch (e) {
          void message.error(errorMessage(e));
        }
      },
    });
  };

  const confirmDelete = (app: AppRow) => {
    const name = app.name;
    return modal.confirm({
      title: t`Delete ${name}?`,
      content: t`The app disappears from the portal; its payments stay readable.`,
      okText: t`Delete`,
      okButtonProps: { danger: true },
      onOk: async () => {
        try {
          await removeApp({ variables: { app_id: app.id } });
          void message.success(t`Delete App Success`);
        } catch (e) {
          void message.error(errorMessage(e));
        }
      },
    });
  };

  const productionStatusLabel = (name: string) => t`Production status of ${name}`;

  const runWebhookTest = async (app: AppRow) => {
    try {
      const { data: result } = await testWebhook({ variables: { app_id: app.id } });
      const attempt = result?.testAppWebhook;
      if (!attempt) return;
      const { WebhookAttemptDetails } = await import('./WebhookAttemptDetails');
      if (attempt.success) void message.success(t`Webhook send success!`);
      modal.info({
        title: attempt.success ? t`Webhook delivered` : t`Webhook not delivered`,
        width: 560,
        content: <WebhookAttemptDetails attempt={attempt} />,
      });
    } catch (e) {
      void message.error(errorMessage(e));
    }
  };

  return (
    <div>
      <PageHeader
        title={t`Apps`}
        error={error}
        actions={
          <Space size="middle">
            {/* The partner's sources (issue 12 item 11), for the same roles as this list. */}
            <Link to="/sources">
              <ShareAltOutlined /> <Trans>Sources</Trans>
            </Link>
            {userType && canManage ? (
              <Button type="primary" icon={<AppstoreAddOutlined />} onClick={() => setFormFor({})}>
                <Trans>Create</Trans>
              </Button>
            ) : null}
          </Space>
        }
      />
      <ListTable<AppRow>
        rowKey="id"
        rowClassName={rowClassName}
        loading={loading && !data}
        dataSource={apps}
        emptyText={t`No apps yet. Create one to start taking payments.`}
        columns={[
          {
            title: t`App`,
            key: 'app',
            render: (_, app) => (
              <Space>
                <Avatar shape="square" size={40} src={app.logo} alt="" />
                <div>
                  <div style={{ fontWeight: 600 }}>{app.name}</div>
                  <MutedText>{app.description}</MutedText>
                </div>
              </Space>
            ),
          },
          {
            title: t`Status`,
            key: 'status',
            render: (_, app) => (
              <Space>
                <Tooltip title={app.status === 'PRODUCTION' ? t`Production cannot be undone` : t`Move to production`}>
                  <Switch
                    aria-label={productionStatusLabel(app.name)}
                    checked={app.status === 'PRODUCTION'}
                    disabled={app.status === 'PRODUCTION' || !canManage}
                    onChange={() => confirmProduction(app)}
                  />
                </Tooltip>
                <Tag color={app.status === 'PRODUCTION' ? 'green' : 'blue'}>{app.status}</Tag>
              </Space>
            ),
          },
          {
            title: t`Webhook`,
            dataIndex: 'webhook_url',
            // The endpoint's health from its recent attempts (issue #14 item 3).
            render: (url: string | null, app) =>
              url ? (
                <div style={{ display: 'grid', gap: 4, justifyItems: 'start' }}>
                  <span style={{ wordBreak: 'break-all' }}>{url}</span>
                  {app.webhook_status.state === 'NONE' ? null : <EndpointStatusTag status={app.webhook_status} />}
                </div>
              ) : (
                <MutedText>—</MutedText>
              ),
          },
          { title: t`Created`, dataIndex: 'created_time', render: (time: string) => formatDateTime(time) },
          {
            title: t`Actions`,
            key: 'actions',
            // On a phone the table scrolls sideways; the menu stays in view at the row's end.
            fixed: 'right',
            // One row menu keeps the table within the screen at 1440 and on phones (issue 28 item 7).
            render: (_, app) => (
              <AppRowMenu
                app={app}
                canManage={canManage}
                canDelete={canDelete}
                onUpdate={() => setFormFor({ app })}
                onSecrets={() => setSecretsOf(app)}
                onWebhookTest={() => void runWebhookTest(app)}
                onApiTest={() => setApiTestOf({ id: app.id, name: app.name, app_secret: app.app_secret ?? '' })}
                onDelete={() => confirmDelete(app)}
              />
            ),
          },
        ]}
      />
      <Suspense fallback={null}>
        {formFor !== null ? <AppFormModal open app={formFor.app} onClose={() => setFormFor(null)} /> : null}
        {secretsOf ? (
          <AppSecretModal app={apps.find((a) => a.id === secretsOf.id)} onClose={() => setSecretsOf(undefined)} />
        ) : null}
        {apiTestOf ? <ApiTestModal app={apiTestOf} onClose={() => setApiTestOf(undefined)} /> : null}
      </Suspense>
    </div>
  );
};
