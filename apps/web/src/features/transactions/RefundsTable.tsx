import { useLingui } from '@lingui/react/macro';
import type { PaymentStatus } from '@paygate/contracts';
import { Empty, Table, Typography } from 'antd';
import type { TransactionDetailQuery } from '../../gql/graphql';
import { formatMoney } from '../../lib/amount';
import { formatDateTime } from '../../lib/format';
import { destinationLabel } from './refundForm';
import { StatusTag } from './StatusTag';

type Refund = TransactionDetailQuery['allPayment']['data'][number]['refunds'][number];

/**
 * The payment's refunds in its detail (PRODUCT §11), newest first as the server lists them, in the
 * payment's currency. The
 * fee returned is a column only where the server tells it (null for a role that may not see fees).
 */
export const RefundsTable = ({ refunds, currency }: { refunds: Refund[]; currency: string }) => {
  const { t } = useLingui();
  const showsFee = refunds.some((r) => r.fee_returned != null);
  return (
    // Wider than the dialog on a phone: the region scrolls sideways and takes a Tab stop to do so
    // by keyboard (axe scrollable-region-focusable), as the API tool's result does.
    // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region needs a Tab stop
    <section aria-label={t`Refunds`} tabIndex={0} style={{ overflowX: 'auto' }}>
      <Table<Refund>
        rowKey="refund_id"
        size="small"
        pagination={false}
        dataSource={refunds}
        locale={{ emptyText: <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t`No refund yet`} /> }}
        columns={[
          { title: t`Time`, dataIndex: 'created_at', render: (time: string) => formatDateTime(time) },
          {
            title: t`Amount`,
            key: 'amount',
            align: 'right',
            render: (_, r) => formatMoney(r.amount, currency),
          },
          {
            title: t`Status`,
            key: 'status',
            render: (_, r) => (
              <>
                <StatusTag status={r.status as PaymentStatus} />
                {r.failure_reason ? (
                  <Typography.Text type="secondary" style={{ display: 'block', maxWidth: 240 }}>
                    {r.failure_reason}
                  </Typography.Text>
                ) : null}
              </>
            ),
          },
          {
            title: t`Reason`,
            dataIndex: 'reason',
            render: (reason: string) => (
              <span style={{ display: 'block', maxWidth: 280, whiteSpace: 'normal', wordBreak: 'break-word' }}>
                {reason}
              </span>
            ),
          },
          { title: t`Destination`, dataIndex: 'destination', render: (d: string) => destinationLabel(d, t) },
          ...(showsFee
            ? [
                {
                  title: t`Fee returned`,
                  key: 'fee_returned',
                  align: 'right' as const,
                  render: (_: unknown, r: Refund) => formatMoney(r.fee_returned, currency),
                },
              ]
            : []),
          {
            title: t`Completed time`,
            dataIndex: 'completed_at',
            render: (time: string | null) => (time ? formatDateTime(time) : '—'),
          },
        ]}
      />
    </section>
  );
};
