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
export const WebhookAttemptDetails = ({ attempt }: { attempt: WebhookAttemptView }) => (
  <Descriptions column={1} size="small" bordered>
    <Descriptions.Item label="Result">
      {attempt.success ? <Tag color="green">2xx</Tag> : <Tag color="red">failed</Tag>}
    </Descriptions.Item>
    <Descriptions.Item label="Status code">{attempt.status_code ?? '—'}</Descriptions.Item>
    <Descriptions.Item label="Latency">{attempt.latency_ms ?? '—'} ms</Descriptions.Item>
    <Descriptions.Item label="Response">
      <Typography.Text code style={{ wordBreak: 'break-all' }}>
        {attempt.response_excerpt || attempt.error || '(empty)'}
      </Typography.Text>
    </Descriptions.Item>
  </Descriptions>
);
