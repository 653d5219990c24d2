import { useApolloClient, useMutation } from '@apollo/client/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { requiresOtp } from '@paygate/contracts';
import { Alert, App, Button, Descriptions, Modal } from 'antd';
import { useState } from 'react';
import { RespondComplaintDocument } from '../../gql/ops/RespondComplaint';
import { formatMoney } from '../../lib/amount';
import { errorMessage } from '../../lib/apollo';
import { useFocusReturn } from '../../lib/useFocusReturn';
import { useViewer } from '../../lib/useViewer';
import { showServerErrors } from '../../ui/form/serverErrors';
import { useZodForm } from '../../ui/form/useZodForm';
import { VerticalForm } from '../../ui/form/VerticalForm';
import { OtpField } from '../money/moneyInputs';
import { refreshMoney } from '../money/refreshMoney';
import type { ComplainedPayment, Complaint } from './ComplaintPanel';
import { beyondHold, complaintAnswerSchema } from './complaintView';
import { destinationOfPayment, payerOf } from './refundForm';

const ACCEPT_FORM_ID = 'accept-complaint-form';

type Props = {
  complaint: Pick<Complaint, 'complaint_id' | 'amount' | 'held' | 'currency'>;
  payment: ComplainedPayment;
  onClose: () => void;
};

/**
 * Accept a complaint (PRODUCT §12): the disputed amount is refunded to the payer at once, from the
 * hold. The confirmation states the amount and the payer (as the refund's does), with the code
 * when the user's totp_config holds `refund`. A wrong code stays on its field; any other refusal
 * (the balance short, answered meanwhile) above the buttons.
 */
export const AcceptComplaintModal = ({ complaint, payment, onClose }: Props) => {
  useFocusReturn();
  const { t } = useLingui();
  const { notification } = App.useApp();
  const client = useApolloClient();
  const { user } = useViewer();
  const requireOtp = requiresOtp(user, 'refund');
  const [refusal, setRefusal] = useState<string>();
  const [respond] = useMutation(RespondComplaintDocument);
  const { control, handleSubmit, setError, formState } = useZodForm(complaintAnswerSchema('ACCEPT', { requireOtp }), {
    defaultValues: { complaint_id: complaint.complaint_id, response: 'ACCEPT', otp: '' },
  });
  const money = (value: string) => formatMoney(value, complaint.currency);
  const payer = payerOf(payment, t);
  const fromBalance = beyondHold(complaint);
  const refunded = money(complaint.amount);

  const send = handleSubmit(async (input) => {
    setRefusal(undefined);
    try {
      await respond({
        variables: { complaint_id: complaint.complaint_id, response: 'ACCEPT', otp: input.otp || null },
      });
      notification.success({
        title: t`Complaint accepted`,
        description: t`${refunded} goes back to ${payer}. The complaint is resolved.`,
      });
      // The detail, the list row and the balances read the refund and the released hold.
      void refreshMoney(client);
      onClose();
    } catch (error) {
      if (!(requireOtp && showServerErrors(error, ['otp'], setError))) setRefusal(errorMessage(error));
    }
  });

  return (
    <Modal
      open
      title={t`Accept the complaint`}
      onCancel={formState.isSubmitting ? undefined : onClose}
      closable={!formState.isSubmitting}
      mask={{ closable: !formState.isSubmitting }}
      destroyOnHidden
      footer={[
        <Button key="cancel" onClick={onClose} disabled={formState.isSubmitting}>
          <Trans>Cancel</Trans>
        </Button>,
        <Button key="ok" type="primary" danger htmlType="submit" form={ACCEPT_FORM_ID} loading={formState.isSubmitting}>
          <Trans>Accept and refund</Trans>
        </Button>,
      ]}
    >
      <VerticalForm
        id={ACCEPT_FORM_ID}
        idPrefix="accept-complaint"
        label={t`Accept the complaint`}
        onSubmit={send}
        disabled={formState.isSubmitting}
      >
        <Alert
          type="warning"
          showIcon
          // What is about to happen, read with the dialog; the refusals below are the alerts.
          role="note"
          title={t`Refund ${refunded} to ${payer}?`}
          description={t`The payer is refunded now and the complaint is resolved; this cannot be taken back.`}
          style={{ marginBottom: 16 }}
        />
        <Descriptions bordered size="small" column={1} style={{ marginBottom: 16 }}>
          <Descriptions.Item label={t`Refund`}>{refunded}</Descriptions.Item>
          <Descriptions.Item label={t`Payer`}>{payer}</Descriptions.Item>
          <Descriptions.Item label={t`Goes back to`}>{destinationOfPayment(payment.type, t)}</Descriptions.Item>
          <Descriptions.Item label={t`From the hold`}>{money(complaint.held)}</Descriptions.Item>
          {Number(fromBalance) > 0 ? (
            <Descriptions.Item label={t`From the available balance`}>{money(fromBalance)}</Descriptions.Item>
          ) : null}
          <Descriptions.Item label={t`Payment`}>{payment.transaction_id}</Descriptions.Item>
        </Descriptions>
        <OtpField control={control} isAsked={requireOtp} />
        {refusal ? <Alert type="error" showIcon role="alert" title={refusal} /> : null}
      </VerticalForm>
    </Modal>
  );
};
