import { DownloadOutlined } from '@ant-design/icons';
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Alert, Button, Descriptions, Flex, Tag, Typography } from 'antd';
import { Suspense, useState } from 'react';
import { page } from '../../app/lazyPage';
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
const AcceptComplaintModal = page(
  () => import('./AcceptComplaintModal'),
  'AcceptComplaintModal',
  'features/transactions/AcceptComplaintModal',
);
const ContestComplaintModal = page(
  () => import('./ContestComplaintModal'),
  'ContestComplaintModal',
  'features/transactions/ContestComplaintModal',
);

export type Complaint = NonNullable<TransactionDetailQuery['allPayment']['data'][number]['complaint']>;
/** What the dialogs read of the payment: the payer they name, where the refund goes. */
export type ComplainedPayment = RefundablePayment & { transaction_id: string };

const toneOf = (complaint: Complaint) => {
  const stage = complaintStage(complaint);
  if (stage === 'awaiting-answer') return 'warning';
  return stage === 'resolved' && complaint.outcome === 'PAYMENT_KEPT' ? 'success' : 'info';
};
const wrapped = { whiteSpace: 'pre-wrap', wordBreak: 'break-word' } as const;

const answerHint = (complaint: Complaint, isOffered: boolean): MessageDescriptor | undefined => {
  if (complaintStage(complaint) !== 'awaiting-answer') return undefined;
  return isOffered
    ? msg`Accept to refund the payer now, or contest with a note and evidence for the payer's bank. Without an answer the payer is refunded.`
    : msg`An owner or a financial member of the team answers it. Without an answer the payer is refunded.`;
};

/**
 * The payer's complaint in the transaction detail (PRODUCT §12): the reason, what is disputed and
 * held, the deadline, the answer and the outcome; Accept and Contest while an answer is due, for
 * OWNER and FINANCIAL (policy `respondComplaint`; the server refuses the others whatever shows here).
 */
export const ComplaintPanel = ({ complaint, payment }: { complaint: Complaint; payment: ComplainedPayment }) => {
  const { t } = useLingui();
  const { user, can } = useViewer();
  const [answering, setAnswering] = useState<'ACCEPT' | 'CONTEST'>();
  const money = (value: string) => formatMoney(value, complaint.currency);
  const isOffered = offersAnswer(complaint, can('respondComplaint'));
  const deadline = deadlineText(complaint, user?.partner?.time_zone, t);
  const answer = answerText(complaint, t);
  const outcome = outcomeText(complaint, t);
  const hint = answerHint(complaint, isOffered);
  const close = () => setAnswering(undefined);

  return (
    <section aria-label={t`Complaint`}>
      <Alert
        type={toneOf(complaint)}
        showIcon
        title={deadline ?? outcome}
        description={hint && t(hint)}
        action={
          isOffered ? (
            // Flex, not Space: one more screen using Space would move it into every screen's download.
            <Flex vertical gap="small">
              <Button danger onClick={() => setAnswering('ACCEPT')}>
                <Trans>Accept</Trans>
              </Button>
              <Button onClick={() => setAnswering('CONTEST')}>
                <Trans>Contest</Trans>
              </Button>
            </Flex>
          ) : undefined
        }
        style={{ marginBottom: 12 }}
      />
      <Descriptions bordered size="small" column={{ xs: 1, md: 2 }} styles={{ label: { whiteSpace: 'nowrap' } }}>
        <Descriptions.Item label={t`Status`}>
          <Tag color={complaint.status === 'OPEN' ? 'orange' : 'default'}>{complaint.status}</Tag>
        </Descriptions.Item>
        <Descriptions.Item label={t`Opened`}>{formatDateTime(complaint.created_at)}</Descriptions.Item>
        <Descriptions.Item label={t`Disputed amount`}>{money(complaint.amount)}</Descriptions.Item>
        <Descriptions.Item label={t`Held`}>{money(complaint.held)}</Descriptions.Item>
        <Descriptions.Item label={t`Payer's reason`} span="filled">
          <span style={wrapped}>{complaint.reason}</span>
        </Descriptions.Item>
        {answer ? (
          <Descriptions.Item label={t`Answer`} span="filled">
            {answer}
          </Descriptions.Item>
        ) : null}
        {complaint.note ? (
          <Descriptions.Item label={t`Note`} span="filled">
            <span style={wrapped}>{complaint.note}</span>
          </Descriptions.Item>
        ) : null}
        {complaint.evidence ? (
          <Descriptions.Item label={t`Evidence`} span="filled">
            {/* A plain link: the browser sends the session and active-token cookies (like the CSV export). */}
            <Typography.Link href={evidenceUrl(complaint.evidence.evidence_id)} download={complaint.evidence.name}>
              <DownloadOutlined /> {complaint.evidence.name}
            </Typography.Link>{' '}
            <Typography.Text type="secondary">({formatFileSize(complaint.evidence.size)})</Typography.Text>
          </Descriptions.Item>
        ) : null}
        {complaint.resolved_at ? (
          <Descriptions.Item label={t`Resolved`}>{formatDateTime(complaint.resolved_at)}</Descriptions.Item>
        ) : null}
        {complaint.refund_id ? (
          <Descriptions.Item label={t`Refund ID`}>
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
