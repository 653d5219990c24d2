import { Timeline, Typography } from 'antd';
import { formatDateTime } from '../../lib/format';
import { type TimelineEvent, timelineLine } from './timelineText';

/**
 * The payment's story in its detail (issue 29 item 5, PRODUCT §11), oldest first as the server
 * tells it: created, paid or failed, each refund and each webhook attempt, with who did it.
 */
export const PaymentTimeline = ({
  events,
  currency,
}: {
  events: readonly (TimelineEvent & { at: string })[];
  currency: string;
}) => (
  <Timeline
    items={events.map((event, i) => {
      const line = timelineLine(event, currency);
      return {
        key: `${event.at}-${i}`,
        color: line.tone,
        content: (
          <>
            <div>{line.title}</div>
            <Typography.Text type="secondary" style={{ fontSize: 12 }}>
              {formatDateTime(event.at)}
              {line.detail ? ` · ${line.detail}` : ''}
            </Typography.Text>
          </>
        ),
      };
    })}
  />
);
