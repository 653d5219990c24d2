import { useMutation } from '@apollo/client/react';
import { Alert, App, Button, Descriptions, Modal, Select, Space, Typography } from 'antd';
import { useState } from 'react';
import { type AppListQuery, RotateAppSecretDocument, type SecretGrace } from '../../gql/graphql';
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

/** The app's secrets for the roles that manage apps: copy, and rotate with a grace period. */
export const AppSecretModal = ({ app, onClose }: { app: AppRow | undefined; onClose: () => void }) => {
  const { message } = App.useApp();
  const [grace, setGrace] = useState<SecretGrace>('ONE_DAY');
  const [confirming, setConfirming] = useState(false);
  const [error, setError] = useState<string>();
  const [rotate, { loading }] = useMutation(RotateAppSecretDocument);

  const doRotate = async () => {
    if (!app) return;
    setError(undefined);
    try {
      await rotate({ variables: { app_id: app.id, grace } });
      void message.success('A new app secret is active');
      setConfirming(false);
    } catch (e) {
      setError(errorMessage(e));
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
          <Descriptions.Item label="Webhook signing secret">
            {app.webhook_secret ? <SecretValue label="Webhook signing secret" secret={app.webhook_secret} /> : null}
          </Descriptions.Item>
          {app.previous_secret_expires_at ? (
            <Descriptions.Item label="Previous secret">
              Still accepted until {formatDateTime(app.previous_secret_expires_at)}
            </Descriptions.Item>
          ) : null}
        </Descriptions>
      ) : null}
      <div style={{ marginTop: 16 }}>
        {confirming ? (
          <Alert
            type="warning"
            showIcon
            title="Rotate the app secret?"
            description={
              <Space direction="vertical" style={{ width: '100%' }}>
                <span>
                  Requests signed with the current secret keep working only during the grace period you choose.
                </span>
                <Select
                  aria-label="Grace period"
                  value={grace}
                  onChange={setGrace}
                  options={GRACE_OPTIONS}
                  style={{ width: 300 }}
                />
                <Space>
                  <Button danger type="primary" loading={loading} onClick={() => void doRotate()}>
                    Rotate secret
                  </Button>
                  <Button onClick={() => setConfirming(false)}>Cancel</Button>
                </Space>
              </Space>
            }
          />
        ) : (
          <Button onClick={() => setConfirming(true)}>Rotate secret…</Button>
        )}
      </div>
    </Modal>
  );
};
