import { DownloadOutlined } from '@ant-design/icons';
import { Alert, Button, Descriptions, Flex, Tag, Typography } from 'antd';
import { lazy, Suspense, useState } from 'react';
import type { TransactionDetailQuery } from '../../gql/graphql';
import { formatMoney } from '../../lib/amount';
import { formatDateTime } from '../../lib/format';
import { useViewer } from '../../lib/useViewer';
import {
  answerText,
  complaintStage,
  deadlineText,
  evidenceUrl,
  formatFileSize,
  offersAnswer,
  outcomeText,
} from './complaintView';
import type { RefundablePayment } from './refundForm';

// The answer dialogs load when their button is pressed: the detail stays light.
const AcceptComplaintModal = lazy(async () => ({
  default: (await import('./AcceptComplaintModal')).AcceptComplaintModal,
}));
const ContestComplaintModal = lazy(async () => ({
  default: (await import('./ContestComplaintModal')).ContestComplaintModal,
}));

export type Complaint = NonNullable<TransactionDetailQuery['allPayment']['data'][number]['complaint']>;
/** What the dialogs read of the payment: the payer they name, where the refund goes. */
export type ComplainedPayment = RefundablePayment & { transaction_id: string };

const toneOf = (complaint: Complaint) => {
  const stage = complaintStage(complaint);
  if (stage === 'awaiting-answer') return 'warning';
  return stage === 'resolved' && complaint.outcome === 'PAYMENT_KEPT' ? 'success' : 'info';
};
const wrapped = { whiteSpace: 'pre-wrap', wordBreak: 'break-word' } as const;

const answerHint = (complaint: Complaint, isOffered: boolean) => {
  if (complaintStage(complaint) !== 'awaiting-answer') return undefined;
  return isOffered
    ? "Accept to refund the payer now, or contest with a note and evidence for the payer's bank. Without an answer the payer is refunded."
    : 'An owner or a financial member of the team answers it. Without an answer the payer is refunded.';
};

/**
 * The payer's complaint in the transaction detail (PRODUCT §12): the reason, what is disputed and
 * held, the deadline, the answer and the outcome; Accept and Contest while an answer is due, for
 * OWNER and FINANCIAL (policy `respondComplaint`; the server refuses the others whatever shows here).
 */
export const ComplaintPanel = ({ complaint, payment }: { complaint: Complaint; payment: ComplainedPayment }) => {
  const { user, can } = useViewer();
  const [answering, setAnswering] = useState<'ACCEPT' | 'CONTEST'>();
  const money = (value: string) => formatMoney(value, complaint.currency);
  const deadline = deadlineText(complaint, user?.partner?.time_zone);
  const answer = answerText(complaint);
  const outcome = outcomeText(complaint);
  const isOffered = offersAnswer(complaint, can('respondComplaint'));
  const close = () => setAnswering(undefined);

  return (
    <section aria-label="Complaint">
      <Alert
        type={toneOf(complaint)}
        showIcon
        title={deadline ?? outcome}
        description={answerHint(complaint, isOffered)}
        action={
          isOffered ? (
            // Flex, not Space: one more screen using Space would move it into every screen's download.
            <Flex vertical gap="small">
              <Button danger onClick={() => setAnswering('ACCEPT')}>
                Accept
              </Button>
              <Button onClick={() => setAnswering('CONTEST')}>Contest</Button>
            </Flex>
          ) : undefined
        }
        style={{ marginBottom: 12 }}
      />
      <Descriptions bordered size="small" column={{ xs: 1, md: 2 }} styles={{ label: { whiteSpace: 'nowrap' } }}>
        <Descriptions.Item label="Status">
          <Tag color={complaint.status === 'OPEN' ? 'orange' : 'default'}>{complaint.status}</Tag>
        </Descriptions.Item>
        <Descriptions.Item label="Opened">{formatDateTime(complaint.created_at)}</Descriptions.Item>
        <Descriptions.Item label="Disputed amount">{money(complaint.amount)}</Descriptions.Item>
        <Descriptions.Item label="Held">{money(complaint.held)}</Descriptions.Item>
        <Descriptions.Item label="Payer's reason" span="filled">
          <span style={wrapped}>{complaint.reason}</span>
        </Descriptions.Item>
        {answer ? (
          <Descriptions.Item label="Answer" span="filled">
            {answer}
          </Descriptions.Item>
        ) : null}
        {complaint.note ? (
          <Descriptions.Item label="Note" span="filled">
            <span style={wrapped}>{complaint.note}</span>
          </Descriptions.Item>
        ) : null}
        {complaint.evidence ? (
          <Descriptions.Item label="Evidence" span="filled">
            {/* A plain link: the browser sends the session and active-token cookies (like the CSV export). */}
            <Typography.Link href={evidenceUrl(complaint.evidence.evidence_id)} download={complaint.evidence.name}>
              <DownloadOutlined /> {complaint.evidence.name}
            </Typography.Link>{' '}
            <Typography.Text type="secondary">({formatFileSize(complaint.evidence.size)})</Typography.Text>
          </Descriptions.Item>
        ) : null}
        {complaint.resolved_at ? (
          <Descriptions.Item label="Resolved">{formatDateTime(complaint.resolved_at)}</Descriptions.Item>
        ) : null}
        {complaint.refund_id ? (
          <Descriptions.Item label="Refund ID">
            <Typography.Text copyable>{complaint.refund_id}</Typography.Text>
          </Descriptions.Item>
        ) : null}
      </Descriptions>
      {answering === 'ACCEPT' ? (
        <Suspense fallback={null}>
          <AcceptComplaintModal complaint={complaint} payment={payment} onClose={close} />
        </Suspense>
      ) : null}
      {answering === 'CONTEST' ? (
        <Suspense fallback={null}>
          <ContestComplaintModal complaint={complaint} onClose={close} />
        </Suspense>
      ) : null}
    </section>
  );
};
