import { Trans, useLingui } from '@lingui/react/macro';
import { Descriptions, Tag, Typography } from 'antd';

/** One delivery attempt of a webhook: what the receiver answered and how fast. */
export type WebhookAttemptView = {
  success: boolean;
  status_code?: number | null;
  latency_ms?: number | null;
  response_excerpt?: string | null;
  error?: string | null;
};

// Loaded with the test result (dynamic import in AppsPage), so Descriptions and Typography stay
// off the /apps route's initial JavaScript (issue #3 budget).
export const WebhookAttemptDetails = ({ attempt }: { attempt: WebhookAttemptView }) => {
  const { t } = useLingui();
  return (
    <Descriptions column={1} size="small" bordered>
      <Descriptions.Item label={t`Result`}>
        {attempt.success ? (
          <Tag color="green">2xx</Tag>
        ) : (
          <Tag color="red">
            <Trans>failed</Trans>
          </Tag>
        )}
      </Descriptions.Item>
      <Descriptions.Item label={t`Status code`}>{attempt.status_code ?? '—'}</Descriptions.Item>
      <Descriptions.Item label={t`Latency`}>{attempt.latency_ms ?? '—'} ms</Descriptions.Item>
      <Descriptions.Item label={t`Response`}>
        <Typography.Text code style={{ wordBreak: 'break-all' }}>
          {attempt.response_excerpt || attempt.error || t`(empty)`}
        </Typography.Text>
      </Descriptions.Item>
    </Descriptions>
  );
};
