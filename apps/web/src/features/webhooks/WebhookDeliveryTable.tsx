import { Trans, useLingui } from '@lingui/react/macro';
import { WEBHOOK_LOG_PAGE_SIZE } from '@paygate/contracts';
import { Button, Tag, theme } from 'antd';
import { ListTable, MutedText } from '../../app/shell/ListPage';
import type { WebhookDeliveriesQuery } from '../../gql/graphql';
import { formatCount } from '../../lib/amount';
import { formatDateTime } from '../../lib/format';

export type DeliveryRow = WebhookDeliveriesQuery['webhookDeliveries']['data'][number];

/** Read by screen readers, not shown: the expand column's header. */
const VISUALLY_HIDDEN = {
  position: 'absolute',
  width: 1,
  height: 1,
  overflow: 'hidden',
  clip: 'rect(0px 0px 0px 0px)',
  whiteSpace: 'nowrap',
} as const;

/** The answer of one attempt: its HTTP status, or that there was none (network error). */
export const DeliveryResult = ({ row }: { row: DeliveryRow }) => {
  if (row.status_code == null)
    return (
      <Tag color="red">
        <Trans>Network error</Trans>
      </Tag>
    );
  return <Tag color={row.success ? 'green' : 'red'}>HTTP {row.status_code}</Tag>;
};

/** The expanded row: the network error, or the first 2 KB of the receiver's answer. */
const DeliveryDetail = ({ row }: { row: DeliveryRow }) => {
  const { t } = useLingui();
  const { token } = theme.useToken();
  const pre = {
    margin: 0,
    padding: 12,
    maxHeight: 280,
    overflow: 'auto',
    whiteSpace: 'pre-wrap',
    wordBreak: 'break-all',
    fontFamily: token.fontFamilyCode,
    fontSize: 12,
    background: token.colorFillQuaternary,
    borderRadius: token.borderRadius,
  } as const;
  return (
    // minmax(0, 1fr) and wrapping anywhere: a long webhook-id or URL would otherwise widen the
    // grid past the frame the expanded row is pinned to, and cut the body's right edge on a phone.
    <div style={{ display: 'grid', gap: 8, gridTemplateColumns: 'minmax(0, 1fr)' }}>
      <div style={{ overflowWrap: 'anywhere' }}>
        <MutedText>webhook-id</MutedText> <code style={{ fontFamily: token.fontFamilyCode }}>{row.message_id}</code>
        {' · '}
        <MutedText>
          <Trans>sent to</Trans>
        </MutedText>{' '}
        {row.url}
      </div>
      {row.error ? (
        <>
          <strong>
            <Trans>Network error</Trans>
          </strong>
          <pre style={pre}>{row.error}</pre>
        </>
      ) : (
        <>
          <strong>
            <Trans>Response body (first 2 KB)</Trans>
          </strong>
          <pre style={pre}>{row.response_excerpt || t`(empty)`}</pre>
        </>
      )}
    </div>
  );
};

/** Every attempt, newest first; the page number lives in the URL (the parent owns it). */
export const WebhookDeliveryTable = ({
  rows,
  total,
  page,
  loading,
  emptyText,
  canResend,
  resending,
  onPage,
  onResend,
}: {
  rows: DeliveryRow[];
  total: number;
  page: number;
  loading: boolean;
  /** What an empty page says: a filter that matches nothing is not an endpoint never called. */
  emptyText?: string | undefined;
  canResend: boolean;
  resending?: string | undefined;
  onPage: (page: number) => void;
  onResend: (row: DeliveryRow) => void;
}) => {
  const { t } = useLingui();
  return (
    <ListTable<DeliveryRow>
      rowKey="id"
      size="middle"
      loading={loading}
      dataSource={rows}
      emptyText={emptyText ?? t`No deliveries yet`}
      scroll={{ x: 860 }}
      expandable={{
        expandedRowRender: (row) => <DeliveryDetail row={row} />,
        // A fixed column makes antd pin the expanded row to the visible frame: on a phone the body
        // excerpt wraps within the screen instead of running 860 px wide off its right edge.
        fixed: 'left',
        columnTitle: (
          <span style={VISUALLY_HIDDEN}>
            <Trans>Details</Trans>
          </span>
        ),
      }}
      pagination={{
        position: ['bottomCenter'],
        current: page,
        pageSize: WEBHOOK_LOG_PAGE_SIZE,
        total,
        showSizeChanger: false,
        hideOnSinglePage: true,
        showTotal: (n) => {
          const count = formatCount(n);
          return t`${count} attempts`;
        },
        onChange: onPage,
      }}
      columns={[
        { title: t`Time`, dataIndex: 'created_time', render: (time: string) => formatDateTime(time), width: 150 },
        // The outcome next to the time: what a reader scans for, and in view on a phone before the
        // table is scrolled sideways.
        { title: t`Result`, key: 'result', render: (_, row) => <DeliveryResult row={row} /> },
        { title: t`Event`, dataIndex: 'event_type', render: (e: string) => <code>{e}</code> },
        {
          title: t`Payment`,
          key: 'payment',
          render: (_, row) =>
            row.payment_id ? (
              <div style={{ lineHeight: 1.3 }}>
                <div>{row.transaction_id ?? '—'}</div>
                <MutedText>
                  <code style={{ fontSize: 12 }}>{row.payment_id}</code>
                </MutedText>
              </div>
            ) : (
              <MutedText>
                <Trans>Test event</Trans>
              </MutedText>
            ),
        },
        { title: t`Attempt`, dataIndex: 'attempt', align: 'right', width: 80 },
        {
          title: t`Latency`,
          dataIndex: 'latency_ms',
          align: 'right',
          render: (ms: number | null) => (ms == null ? '—' : `${formatCount(ms)} ms`),
        },
        ...(canResend
          ? [
              {
                title: t`Action`,
                key: 'action',
                render: (_: unknown, row: DeliveryRow) => {
                  if (!row.payment_id) return null;
                  const payment = row.transaction_id ?? row.payment_id;
                  return (
                    <Button
                      size="small"
                      loading={resending === row.id}
                      aria-label={t`Resend the event of ${payment}`}
                      onClick={() => onResend(row)}
                    >
                      <Trans>Resend</Trans>
                    </Button>
                  );
                },
              },
            ]
          : []),
      ]}
    />
  );
};
