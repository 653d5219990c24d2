import { Trans } from '@lingui/react/macro';
import { Tag } from 'antd';
import type { WebhookHealth } from '../../gql/graphql';
import { formatDateTime } from '../../lib/format';

/** Healthy / failing since … / no deliveries: on the app card and atop the delivery log. */
export const EndpointStatusTag = ({ status }: { status: { state: WebhookHealth; failing_since?: string | null } }) => {
  if (status.state === 'HEALTHY')
    return (
      <Tag color="green">
        <Trans>Healthy</Trans>
      </Tag>
    );
  if (status.state === 'FAILING') {
    const since = status.failing_since ? formatDateTime(status.failing_since) : '—';
    return (
      <Tag color="red">
        <Trans>Failing since {since}</Trans>
      </Tag>
    );
  }
  return (
    <Tag>
      <Trans>No deliveries yet</Trans>
    </Tag>
  );
};
