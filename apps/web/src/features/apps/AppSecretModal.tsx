import { useMutation } from '@apollo/client/react';
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Alert, App, Button, Descriptions, Modal, Select, Space, Typography } from 'antd';
import { useState } from 'react';
import type { AppListQuery, SecretGrace } from '../../gql/graphql';
import { RotateAppSecretDocument, RotateWebhookSecretDocument } from '../../gql/ops/apps';
import { errorMessage } from '../../lib/apollo';
import { formatDateTime } from '../../lib/format';
import { SecretValue } from './SecretValue';

type AppRow = NonNullable<AppListQuery['partner']['list_app']>[number];

const GRACE_OPTIONS: { value: SecretGrace; label: MessageDescriptor }[] = [
  { value: 'NOW', label: msg`Now (the old secret stops at once)` },
  { value: 'ONE_HOUR', label: msg`1 hour` },
  { value: 'ONE_DAY', label: msg`1 day` },
  { value: 'ONE_WEEK', label: msg`1 week` },
];

/**
 * The words of one secret's rotation, whole sentences for each secret (not the secret's name
 * spliced into one sentence), so each language words them its own way.
 */
type RotationTexts = {
  /** The button that starts it: "Rotate app secret…". */
  start: string;
  /** The confirmation's question. */
  question: string;
  /** The grace period select's name. */
  graceLabel: string;
  /** The button that rotates. */
  confirm: string;
  /** What rotating does to the current secret. */
  consequence: string;
};

/** "Rotate … secret…", then a confirmation with the grace period: the same steps for both secrets. */
const SecretRotation = ({
  texts,
  loading,
  onRotate,
}: {
  texts: RotationTexts;
  loading: boolean;
  onRotate: (grace: SecretGrace) => Promise<boolean>;
}) => {
  const { t } = useLingui();
  const [grace, setGrace] = useState<SecretGrace>('ONE_DAY');
  const [confirming, setConfirming] = useState(false);
  if (!confirming) return <Button onClick={() => setConfirming(true)}>{texts.start}</Button>;
  return (
    <Alert
      type="warning"
      showIcon
      title={texts.question}
      description={
        <Space direction="vertical" style={{ width: '100%' }}>
          <span>{texts.consequence}</span>
          <Select
            aria-label={texts.graceLabel}
            value={grace}
            onChange={setGrace}
            options={GRACE_OPTIONS.map(({ value, label }) => ({ value, label: t(label) }))}
            style={{ width: 300 }}
          />
          <Space>
            <Button
              danger
              type="primary"
              loading={loading}
              onClick={() => void onRotate(grace).then((done) => done && setConfirming(false))}
            >
              {texts.confirm}
            </Button>
            <Button onClick={() => setConfirming(false)}>
              <Trans>Cancel</Trans>
            </Button>
          </Space>
        </Space>
      }
    />
  );
};

/** The app's secrets for the roles that manage apps: copy, and rotate each with a grace period. */
export const AppSecretModal = ({ app, onClose }: { app: AppRow | undefined; onClose: () => void }) => {
  const { t } = useLingui();
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

  const appName = app?.name ?? '';
  const secretUntil = app?.previous_secret_expires_at ? formatDateTime(app.previous_secret_expires_at) : undefined;
  const webhookSecretUntil = app?.previous_webhook_secret_expires_at
    ? formatDateTime(app.previous_webhook_secret_expires_at)
    : undefined;

  return (
    <Modal
      open={Boolean(app)}
      title={app ? t`Secrets of ${appName}` : ''}
      onCancel={onClose}
      footer={
        <Button onClick={onClose}>
          <Trans>Close</Trans>
        </Button>
      }
      width={640}
    >
      {error ? <Alert type="error" showIcon title={error} style={{ marginBottom: 12 }} /> : null}
      {app ? (
        <Descriptions column={1} bordered size="small">
          <Descriptions.Item label={t`App ID`}>
            <Typography.Text copyable code>
              {app.id}
            </Typography.Text>
          </Descriptions.Item>
          <Descriptions.Item label={t`App secret`}>
            {app.app_secret ? <SecretValue label={t`App secret`} secret={app.app_secret} /> : null}
          </Descriptions.Item>
          {secretUntil ? (
            <Descriptions.Item label={t`Previous secret`}>
              <Trans>Still accepted until {secretUntil}</Trans>
            </Descriptions.Item>
          ) : null}
          <Descriptions.Item label={t`Webhook signing secret`}>
            {app.webhook_secret ? <SecretValue label={t`Webhook signing secret`} secret={app.webhook_secret} /> : null}
          </Descriptions.Item>
          {webhookSecretUntil ? (
            <Descriptions.Item label={t`Previous webhook secret`}>
              <Trans>Webhooks are signed with it too until {webhookSecretUntil}</Trans>
            </Descriptions.Item>
          ) : null}
        </Descriptions>
      ) : null}
      {app ? (
        <Space direction="vertical" style={{ marginTop: 16, width: '100%' }}>
          <SecretRotation
            texts={{
              start: t`Rotate app secret…`,
              question: t`Rotate the app secret?`,
              graceLabel: t`Grace period of the app secret`,
              confirm: t`Rotate app secret`,
              consequence: t`Requests signed with the current secret keep working only during the grace period you choose.`,
            }}
            loading={appRotation.loading}
            onRotate={(grace) =>
              rotated(() => rotateApp({ variables: { app_id: app.id, grace } }), t`A new app secret is active`)
            }
          />
          <SecretRotation
            texts={{
              start: t`Rotate webhook secret…`,
              question: t`Rotate the webhook secret?`,
              graceLabel: t`Grace period of the webhook secret`,
              confirm: t`Rotate webhook secret`,
              consequence: t`During the grace period you choose, webhooks carry a signature made with each secret, so your server verifies them with either while you deploy the new one.`,
            }}
            loading={webhookRotation.loading}
            onRotate={(grace) =>
              rotated(() => rotateWebhook({ variables: { app_id: app.id, grace } }), t`A new webhook secret is active`)
            }
          />
        </Space>
      ) : null}
    </Modal>
  );
};
