import { useQuery } from '@apollo/client/react';
import { Trans, useLingui } from '@lingui/react/macro';
import type { PaymentStatus } from '@paygate/contracts';
import { Alert, Button, Descriptions, Empty, Modal, Skeleton, Table, Tag, Typography } from 'antd';
import { Suspense, useState } from 'react';
import { Link } from 'react-router';
import { page } from '../../app/lazyPage';
import { Avatar } from '../../app/shell/avatar';
import type { TransactionDetailQuery } from '../../gql/graphql';
import { TransactionDetailDocument } from '../../gql/ops/TransactionDetail';
import { formatMoney, formatSignedMoney } from '../../lib/amount';
import { errorMessage } from '../../lib/apollo';
import { formatDateTime } from '../../lib/format';
import { useFocusReturn } from '../../lib/useFocusReturn';
import { useViewer } from '../../lib/useViewer';
import { isPayerPayment, payerPath } from '../payers/payerPath';
import { ComplaintPanel } from './ComplaintPanel';
import { PaymentTimeline } from './PaymentTimeline';
import { RefundsTable } from './RefundsTable';
import { ResponseDetails } from './ResponseDetails';
import { offersRefund } from './refundForm';
import { accountNumberOf } from './responseFields';
import { StatusTag } from './StatusTag';

// The refund form loads when its button is pressed: the detail (and /transaction) stays light.
const RefundModal = page(() => import('./RefundModal'), 'RefundModal', 'features/transactions/RefundModal');

type Detail = TransactionDetailQuery['allPayment']['data'][number];
type Attempt = Detail['webhook_attempts'][number];

const dash = (value: string | null | undefined) => (value ? value : '—');
const section = { marginTop: 24 };

const AttemptsTable = ({ attempts }: { attempts: Attempt[] }) => {
  const { t } = useLingui();
  return (
    <Table<Attempt>
      rowKey="id"
      size="small"
      pagination={false}
      dataSource={attempts}
      scroll={{ x: 'max-content' }}
      locale={{ emptyText: <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t`No webhook sent yet`} /> }}
      columns={[
        { title: t`Time`, dataIndex: 'created_time', render: (time: string) => formatDateTime(time) },
        {
          title: t`Status code`,
          key: 'status',
          render: (_, a) => (
            <Tag color={a.success ? 'green' : 'red'}>{a.status_code ?? (a.success ? 'OK' : t`No answer`)}</Tag>
          ),
        },
        {
          title: t`Latency`,
          dataIndex: 'latency_ms',
          align: 'right',
          render: (ms: number | null) => (ms == null ? '—' : `${ms} ms`),
        },
        {
          title: t`Response`,
          key: 'excerpt',
          render: (_, a) => (
            <Typography.Text
              code
              style={{ whiteSpace: 'pre-wrap', wordBreak: 'break-all', maxWidth: 360, display: 'block' }}
            >
              {a.response_excerpt || a.error || '—'}
            </Typography.Text>
          ),
        },
      ]}
    />
  );
};

/** 'Transaction detail' (PRODUCT §2.6): every field, the transfer and the webhook attempts. */
export const TransactionDetailModal = ({
  paymentId,
  canSeeFees,
  canResend,
  onResend,
  onClose,
}: {
  paymentId: string;
  canSeeFees: boolean;
  canResend: boolean;
  onResend: (paymentId: string) => Promise<void>;
  onClose: () => void;
}) => {
  useFocusReturn();
  const { t } = useLingui();
  const [isResending, setResending] = useState(false);
  const [isRefunding, setRefunding] = useState(false);
  // Policy `refund` (OWNER, FINANCIAL); the server refuses the other roles whatever shows here.
  const mayRefund = useViewer().can('refund');
  const { data, loading, error, refetch } = useQuery(TransactionDetailDocument, {
    variables: { payment_id: paymentId },
    fetchPolicy: 'network-only',
  });
  const payment = data?.allPayment.data[0];
  const transfer = payment?.payment_transfer;
  const accountNumber = accountNumberOf(payment?.response);

  const resend = async () => {
    setResending(true);
    try {
      await onResend(paymentId);
      await refetch();
    } finally {
      setResending(false);
    }
  };

  return (
    <Modal
      open
      title={t`Transaction detail`}
      width={920}
      onCancel={onClose}
      footer={[
        payment && offersRefund(payment, mayRefund) ? (
          <Button key="refund" danger onClick={() => setRefunding(true)}>
            <Trans>Refund</Trans>
          </Button>
        ) : null,
        canResend && payment ? (
          <Button key="resend" loading={isResending} onClick={() => void resend()}>
            <Trans>Resend Webhook</Trans>
          </Button>
        ) : null,
        <Button key="close" type="primary" onClick={onClose}>
          <Trans>Close</Trans>
        </Button>,
      ]}
    >
      {error ? <Alert type="error" showIcon title={errorMessage(error)} /> : null}
      {loading && !payment ? <Skeleton active paragraph={{ rows: 8 }} /> : null}
      {!loading && !error && !payment ? <Empty description={t`This transaction was not found`} /> : null}
      {payment ? (
        <>
          <Descriptions bordered size="small" column={{ xs: 1, md: 2 }} styles={{ label: { whiteSpace: 'nowrap' } }}>
            <Descriptions.Item label="ID">
              <Typography.Text copyable>{payment.id}</Typography.Text>
            </Descriptions.Item>
            <Descriptions.Item label={t`Transaction ID`}>
              <Typography.Text copyable>{payment.transaction_id}</Typography.Text>
            </Descriptions.Item>
            <Descriptions.Item label={t`App`}>
              <Avatar size={20} shape="square" src={payment.app.logo || undefined} style={{ marginInlineEnd: 6 }}>
                {payment.app.name[0]}
              </Avatar>
              {payment.app.name}
            </Descriptions.Item>
            <Descriptions.Item label={t`Status`}>
              <StatusTag status={payment.status as PaymentStatus} />
            </Descriptions.Item>
            {/* Signed as the list signs it (issue 28 item 1): a cash-out's amount is money out. */}
            <Descriptions.Item label={t`Amount`}>
              {formatSignedMoney(payment.amount, payment.currency, payment.direction)}
            </Descriptions.Item>
            {Number(payment.refunded_amount) > 0 ? (
              // PRODUCT §11: what the refunds took back so far, pending and succeeded.
              <Descriptions.Item label={t`Refunded`}>
                {formatMoney(payment.refunded_amount, payment.currency)}
              </Descriptions.Item>
            ) : null}
            <Descriptions.Item label={t`Crypto amount`}>
              {payment.crypto_amount ? formatMoney(payment.crypto_amount, payment.currency) : '—'}
            </Descriptions.Item>
            {canSeeFees ? (
              <Descriptions.Item label={t`Fee`}>
                {payment.fee == null ? '—' : formatMoney(payment.fee, payment.currency)}
              </Descriptions.Item>
            ) : null}
            <Descriptions.Item label={t`Bank`}>{dash(payment.bank)}</Descriptions.Item>
            {payment.chain ? <Descriptions.Item label={t`Chain`}>{payment.chain}</Descriptions.Item> : null}
            <Descriptions.Item label={t`Type`}>{payment.type}</Descriptions.Item>
            <Descriptions.Item label={t`Account number`}>{dash(accountNumber)}</Descriptions.Item>
            <Descriptions.Item label={t`Pay ID`}>{dash(payment.pay_id)}</Descriptions.Item>
            <Descriptions.Item label={t`Pay memo`}>{dash(payment.pay_memo)}</Descriptions.Item>
            <Descriptions.Item label={t`User ID`}>
              {isPayerPayment(payment) && payment.user_id ? (
                // Issue 28 item 18: the payer's page, with all their payments in this app.
                <Link to={payerPath(payment.app.id, payment.user_id)} onClick={onClose}>
                  {payment.user_id}
                </Link>
              ) : payment.made_by ? (
                // A portal payment's user_id is its maker's id: their name, as in the list (issue 28 item 1).
                <span title={payment.user_id ?? undefined}>{payment.made_by}</span>
              ) : (
                dash(payment.user_id)
              )}
            </Descriptions.Item>
            <Descriptions.Item label={t`Source`}>{dash(payment.source)}</Descriptions.Item>
            <Descriptions.Item label={t`Channel`}>{dash(payment.channel)}</Descriptions.Item>
            <Descriptions.Item label={t`Environment`}>{payment.app_status}</Descriptions.Item>
            <Descriptions.Item label={t`Created time`}>{formatDateTime(payment.created_time)}</Descriptions.Item>
            <Descriptions.Item label={t`Completed time`}>
              {payment.completed_time ? formatDateTime(payment.completed_time) : '—'}
            </Descriptions.Item>
            {payment.failure_reason ? (
              <Descriptions.Item label={t`Failure reason`} span={2}>
                {payment.failure_reason}
              </Descriptions.Item>
            ) : null}
          </Descriptions>

          {payment.complaint ? (
            // PRODUCT §12: the payer's complaint, and the answer it waits for, before the rest.
            <>
              <Typography.Title level={5} style={section}>
                <Trans>Complaint</Trans>
              </Typography.Title>
              <ComplaintPanel complaint={payment.complaint} payment={payment} />
            </>
          ) : null}

          <Typography.Title level={5} style={section}>
            <Trans>Payment transfer</Trans>
          </Typography.Title>
          {transfer ? (
            <Descriptions bordered size="small" column={{ xs: 1, md: 2 }}>
              <Descriptions.Item label={t`Transfer ID`}>{transfer.id}</Descriptions.Item>
              <Descriptions.Item label={t`Bank code`}>{dash(transfer.bank_code)}</Descriptions.Item>
              <Descriptions.Item label={t`Account number`}>{dash(transfer.account_no)}</Descriptions.Item>
              <Descriptions.Item label={t`Account name`}>{dash(transfer.account_name)}</Descriptions.Item>
              <Descriptions.Item label={t`Message`} span={2}>
                {dash(transfer.message)}
              </Descriptions.Item>
            </Descriptions>
          ) : (
            <Typography.Text type="secondary">
              <Trans>No transfer recorded for this transaction.</Trans>
            </Typography.Text>
          )}

          <Typography.Title level={5} style={section}>
            <Trans>Refunds</Trans>
          </Typography.Title>
          <RefundsTable refunds={payment.refunds} currency={payment.currency} />

          <Typography.Title level={5} style={section}>
            <Trans>Webhook attempts</Trans>
          </Typography.Title>
          <AttemptsTable attempts={payment.webhook_attempts} />

          <Typography.Title level={5} style={section}>
            <Trans>Timeline</Trans>
          </Typography.Title>
          <PaymentTimeline events={payment.timeline} currency={payment.currency} />

          <Typography.Title level={5} style={section}>
            <Trans>Response</Trans>
          </Typography.Title>
          <ResponseDetails response={payment.response} />
        </>
      ) : null}
      {payment && isRefunding ? (
        <Suspense fallback={null}>
          <RefundModal payment={payment} onClose={() => setRefunding(false)} />
        </Suspense>
      ) : null}
    </Modal>
  );
};
