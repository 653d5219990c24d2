import { Tag } from 'antd';
import type { WebhookHealth } from '../../gql/graphql';
import { formatDateTime } from '../../lib/format';

/** Healthy / failing since … / no deliveries: on the app card and atop the delivery log. */
export const EndpointStatusTag = ({ status }: { status: { state: WebhookHealth; failing_since?: string | null } }) => {
  if (status.state === 'HEALTHY') return <Tag color="green">Healthy</Tag>;
  if (status.state === 'FAILING')
    return <Tag color="red">Failing since {status.failing_since ? formatDateTime(status.failing_since) : '—'}</Tag>;
  return <Tag>No deliveries yet</Tag>;
};
