import { useMutation } from '@apollo/client/react';
import { Alert, App, Button, Descriptions, Modal, Select, Space, Typography } from 'antd';
import { useState } from 'react';
import type { AppListQuery, SecretGrace } from '../../gql/graphql';
import { RotateAppSecretDocument, RotateWebhookSecretDocument } from '../../gql/ops/apps';
import { errorMessage } from '../../lib/apollo';
import { formatDateTime } from '../../lib/format';
import { SecretValue } from './SecretValue';

type AppRow = NonNullable<AppListQuery['partner']['list_app']>[number];

const GRACE_OPTIONS: { value: SecretGrace; label: string }[] = [
  { value: 'NOW', label: 'Now (the old secret stops at once)' },
  { value: 'ONE_HOUR', label: '1 hour' },
  { value: 'ONE_DAY', label: '1 day' },
  { value: 'ONE_WEEK', label: '1 week' },
];

/** "Rotate … secret…", then a confirmation with the grace period: the same steps for both secrets. */
const SecretRotation = ({
  name,
  consequence,
  loading,
  onRotate,
}: {
  name: string;
  consequence: string;
  loading: boolean;
  onRotate: (grace: SecretGrace) => Promise<boolean>;
}) => {
  const [grace, setGrace] = useState<SecretGrace>('ONE_DAY');
  const [confirming, setConfirming] = useState(false);
  if (!confirming) return <Button onClick={() => setConfirming(true)}>Rotate {name}…</Button>;
  return (
    <Alert
      type="warning"
      showIcon
      title={`Rotate the ${name}?`}
      description={
        <Space direction="vertical" style={{ width: '100%' }}>
          <span>{consequence}</span>
          <Select
            aria-label={`Grace period of the ${name}`}
            value={grace}
            onChange={setGrace}
            options={GRACE_OPTIONS}
            style={{ width: 300 }}
          />
          <Space>
            <Button
              danger
              type="primary"
              loading={loading}
              onClick={() => void onRotate(grace).then((done) => done && setConfirming(false))}
            >
              Rotate {name}
            </Button>
            <Button onClick={() => setConfirming(false)}>Cancel</Button>
          </Space>
        </Space>
      }
    />
  );
};

/** The app's secrets for the roles that manage apps: copy, and rotate each with a grace period. */
export const AppSecretModal = ({ app, onClose }: { app: AppRow | undefined; onClose: () => void }) => {
  const { message } = App.useApp();
  const [error, setError] = useState<string>();
  const [rotateApp, appRotation] = useMutation(RotateAppSecretDocument);
  const [rotateWebhook, webhookRotation] = useMutation(RotateWebhookSecretDocument);

  const rotated = async (rotate: () => Promise<unknown>, done: string) => {
    setError(undefined);
    try {
      await rotate();
      void message.success(done);
      return true;
    } catch (e) {
      setError(errorMessage(e));
      return false;
    }
  };

  return (
    <Modal
      open={Boolean(app)}
      title={app ? `Secrets of ${app.name}` : ''}
      onCancel={onClose}
      footer={<Button onClick={onClose}>Close</Button>}
      width={640}
    >
      {error ? <Alert type="error" showIcon title={error} style={{ marginBottom: 12 }} /> : null}
      {app ? (
        <Descriptions column={1} bordered size="small">
          <Descriptions.Item label="App ID">
            <Typography.Text copyable code>
              {app.id}
            </Typography.Text>
          </Descriptions.Item>
          <Descriptions.Item label="App secret">
            {app.app_secret ? <SecretValue label="App secret" secret={app.app_secret} /> : null}
          </Descriptions.Item>
          {app.previous_secret_expires_at ? (
            <Descriptions.Item label="Previous secret">
              Still accepted until {formatDateTime(app.previous_secret_expires_at)}
            </Descriptions.Item>
          ) : null}
          <Descriptions.Item label="Webhook signing secret">
            {app.webhook_secret ? <SecretValue label="Webhook signing secret" secret={app.webhook_secret} /> : null}
          </Descriptions.Item>
          {app.previous_webhook_secret_expires_at ? (
            <Descriptions.Item label="Previous webhook secret">
              Webhooks are signed with it too until {formatDateTime(app.previous_webhook_secret_expires_at)}
            </Descriptions.Item>
          ) : null}
        </Descriptions>
      ) : null}
      {app ? (
        <Space direction="vertical" style={{ marginTop: 16, width: '100%' }}>
          <SecretRotation
            name="app secret"
            consequence="Requests signed with the current secret keep working only during the grace period you choose."
            loading={appRotation.loading}
            onRotate={(grace) =>
              rotated(() => rotateApp({ variables: { app_id: app.id, grace } }), 'A new app secret is active')
            }
          />
          <SecretRotation
            name="webhook secret"
            consequence="During the grace period you choose, webhooks carry a signature made with each secret, so your server verifies them with either while you deploy the new one."
            loading={webhookRotation.loading}
            onRotate={(grace) =>
              rotated(() => rotateWebhook({ variables: { app_id: app.id, grace } }), 'A new webhook secret is active')
            }
          />
        </Space>
      ) : null}
    </Modal>
  );
};
