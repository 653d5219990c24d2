import {
  ApiOutlined,
  DeleteOutlined,
  DownOutlined,
  EditOutlined,
  KeyOutlined,
  PartitionOutlined,
  SendOutlined,
} from '@ant-design/icons';
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Button, Dropdown, type MenuProps } from 'antd';
import { useNavigate } from 'react-router';
import type { AppListQuery } from '../../gql/graphql';

type AppRow = NonNullable<AppListQuery['partner']['list_app']>[number];

/** Why Webhook Test is disabled: the app has no webhook URL to send the test to. */
export const WEBHOOK_TEST_NEEDS_URL: MessageDescriptor = msg`Add a webhook URL with Update to send a test webhook`;

type Props = {
  app: AppRow;
  canManage: boolean;
  canDelete: boolean;
  onUpdate: () => void;
  onSecrets: () => void;
  onWebhookTest: () => void;
  onApiTest: () => void;
  onDelete: () => void;
};

/**
 * Every action of an app row in one menu (issue 28 item 7): the row stays as wide as its name,
 * status and webhook, and the menu opens and is walked with the keyboard (Enter, arrows, Escape).
 */
export const AppRowMenu = ({ app, canManage, canDelete, ...on }: Props) => {
  const { t } = useLingui();
  const navigate = useNavigate();
  const isDevelopment = app.status === 'DEVELOPMENT';
  const name = app.name;
  const items: MenuProps['items'] = [
    canManage ? { key: 'update', icon: <EditOutlined />, label: t`Update`, onClick: on.onUpdate } : null,
    {
      key: 'channel',
      icon: <PartitionOutlined />,
      label: t`Channel`,
      onClick: () => void navigate(`/channels/${app.id}`),
    },
    {
      key: 'deliveries',
      icon: <SendOutlined />,
      label: t`Deliveries`,
      onClick: () => void navigate(`/apps/${app.id}/webhooks`),
    },
    app.app_secret ? { key: 'secrets', icon: <KeyOutlined />, label: t`Secrets`, onClick: on.onSecrets } : null,
    isDevelopment && canManage
      ? {
          key: 'webhook-test',
          icon: <SendOutlined />,
          // Disabled without a URL to send to: the item itself says why, for mouse and keyboard alike.
          disabled: !app.webhook_url,
          label: app.webhook_url ? (
            t`Webhook Test`
          ) : (
            <span style={{ display: 'block', lineHeight: 1.4 }}>
              <Trans>Webhook Test</Trans>
              <span style={{ display: 'block', fontSize: 12, maxWidth: 260, whiteSpace: 'normal' }}>
                {t(WEBHOOK_TEST_NEEDS_URL)}
              </span>
            </span>
          ),
          onClick: on.onWebhookTest,
        }
      : null,
    isDevelopment && canManage && app.app_secret
      ? { key: 'api-test', icon: <ApiOutlined />, label: t`API Test`, onClick: on.onApiTest }
      : null,
    canDelete && isDevelopment ? { type: 'divider' as const } : null,
    canDelete && isDevelopment
      ? { key: 'delete', icon: <DeleteOutlined />, label: t`Delete`, danger: true, onClick: on.onDelete }
      : null,
  ].filter((item) => item !== null);

  return (
    <Dropdown trigger={['click']} menu={{ items }} placement="bottomRight" autoFocus>
      <Button size="small" aria-label={t`Actions for ${name}`}>
        <Trans>Actions</Trans> <DownOutlined />
      </Button>
    </Dropdown>
  );
};
