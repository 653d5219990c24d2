import { useApolloClient, useMutation } from '@apollo/client/react';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { REFUND_REASON_MAX_LENGTH, requiresOtp } from '@paygate/contracts';
import { Alert, App, Button, Descriptions, Input, Modal } from 'antd';
import { useRef, useState } from 'react';
import { RefundPaymentDocument } from '../../gql/ops/RefundPayment';
import { currencyName, formatMoney } from '../../lib/amount';
import { errorMessage } from '../../lib/apollo';
import { useFocusReturn } from '../../lib/useFocusReturn';
import { useViewer } from '../../lib/useViewer';
import { FormItem } from '../../ui/form/FormItem';
import { fieldMessagesOf, showServerErrors } from '../../ui/form/serverErrors';
import { useZodForm } from '../../ui/form/useZodForm';
import { VerticalForm } from '../../ui/form/VerticalForm';
import { FeePreview } from '../money/FeePreview';
import { AmountInput, OtpField } from '../money/moneyInputs';
import { refreshMoney } from '../money/refreshMoney';
import { type PlannedId, plannedId } from '../money/requestIds';
import { useRefundFeeRule } from '../money/useFeeRule';
import {
  destinationOfPayment,
  leftToRefund,
  newRefundTransactionId,
  payerOf,
  type RefundablePayment,
  refundFormSchema,
  refundPreview,
} from './refundForm';

const REFUND_FORM_ID = 'refund-form';
/** An identical refund sent again (after a timeout) that the server had already accepted. */
export const ALREADY_REFUNDED = msg`This refund had already been accepted: nothing was refunded twice.`;

type Props = {
  payment: RefundablePayment & { id: string; transaction_id: string };
  onClose: () => void;
};

/**
 * Refund (PRODUCT §11): how much (what is left by default) and why, then a confirmation that
 * states the amount and the payer, with the code when the user's totp_config holds `refund`.
 * A refusal stays in the form, beside the field it is about, with everything typed kept.
 */
export const RefundModal = ({ payment, onClose }: Props) => {
  useFocusReturn();
  const { t } = useLingui();
  const { notification } = App.useApp();
  const client = useApolloClient();
  const { user } = useViewer();
  const requireOtp = requiresOtp(user, 'refund');
  const [step, setStep] = useState<'form' | 'confirm'>('form');
  const [refusal, setRefusal] = useState<string>();
  // The same refund sent again (after a timeout) keeps its id, so the server answers the first;
  // other values are another refund, with a new id (requestIds.ts).
  const transactionId = useRef<PlannedId>(undefined);
  const [refund] = useMutation(RefundPaymentDocument);
  const left = leftToRefund(payment);
  const { control, handleSubmit, trigger, watch, setError, formState } = useZodForm(
    refundFormSchema(payment, { requireOtp }),
    { defaultValues: { amount: left, reason: '', otp: '' } },
  );
  const [amount, reason] = watch(['amount', 'reason']).map((v) => String(v ?? ''));
  const rule = useRefundFeeRule();
  const quote = rule.status === 'ready' ? refundPreview(payment, amount ?? '', rule.rule) : undefined;
  const money = (value: string) => formatMoney(value, payment.currency);
  const payer = payerOf(payment, t);
  const refunded = money(amount ?? '');
  const leftAmount = money(left);
  const paidAmount = money(payment.amount);

  const review = async () => {
    if (!(await trigger(['amount', 'reason'], { shouldFocus: true }))) return;
    setRefusal(undefined);
    setStep('confirm');
  };

  const send = handleSubmit(
    async (input) => {
      setRefusal(undefined);
      transactionId.current = plannedId(
        transactionId.current,
        { amount: input.amount, reason: input.reason },
        newRefundTransactionId,
      );
      try {
        const { data } = await refund({
          variables: {
            payment_id: payment.id,
            transaction_id: transactionId.current.id,
            amount: input.amount,
            reason: input.reason,
            otp: input.otp || null,
          },
        });
        const answer = data?.refundPayment;
        const refundedAmount = money(input.amount);
        notification.success({
          title: t`Refund accepted`,
          description: answer?.retried
            ? t(ALREADY_REFUNDED)
            : t`${refundedAmount} goes back to ${payer}. It stays PENDING until the payer's bank or chain settles it.`,
        });
        // The detail, the list row and the balances read the refund (every active payment query).
        void refreshMoney(client);
        onClose();
      } catch (error) {
        const fields = fieldMessagesOf(error);
        // Back to the field it is about, with what was typed: the amount (more than is left, the
        // balance short) or the reason; a wrong code stays here; anything else above the buttons.
        if (fields.amount || fields.reason) {
          setStep('form');
          showServerErrors(error, ['amount', 'reason'], setError);
        } else if (!(requireOtp && showServerErrors(error, ['otp'], setError))) setRefusal(errorMessage(error));
      }
    },
    (errors) => {
      if (errors.amount || errors.reason) setStep('form');
    },
  );

  const isConfirming = step === 'confirm';
  // The same figures under the form and on the confirmation: what is given back, what leaves.
  const feePreview = (
    <FeePreview
      state={rule}
      quote={quote && { fee: quote.fee_returned, debited: quote.debited }}
      currency={payment.currency}
      labels={{ fee: t`Fee returned`, total: t`Leaves the balance` }}
    />
  );
  return (
    <Modal
      open
      title={isConfirming ? t`Confirm the refund` : t`Refund`}
      onCancel={formState.isSubmitting ? undefined : onClose}
      closable={!formState.isSubmitting}
      mask={{ closable: !formState.isSubmitting }}
      destroyOnHidden
      footer={[
        isConfirming ? (
          <Button key="back" onClick={() => setStep('form')} disabled={formState.isSubmitting}>
            <Trans>Back</Trans>
          </Button>
        ) : (
          <Button key="cancel" onClick={onClose}>
            <Trans>Cancel</Trans>
          </Button>
        ),
        <Button
          key="ok"
          type="primary"
          danger={isConfirming}
          htmlType="submit"
          form={REFUND_FORM_ID}
          loading={formState.isSubmitting}
        >
          {isConfirming ? <Trans>Refund</Trans> : <Trans>Next</Trans>}
        </Button>,
      ]}
    >
      <VerticalForm
        id={REFUND_FORM_ID}
        idPrefix="refund"
        label={t`Refund`}
        onSubmit={
          isConfirming
            ? send
            : async (event) => {
                event?.preventDefault();
                await review();
              }
        }
        disabled={formState.isSubmitting}
      >
        {isConfirming ? (
          <>
            <Alert
              type="warning"
              showIcon
              // What is about to happen, read with the dialog; the refusals below are the alerts.
              role="note"
              title={t`Refund ${refunded} to ${payer}?`}
              description={t`The amount leaves the balance now; a refund cannot be taken back.`}
              style={{ marginBottom: 16 }}
            />
            <Descriptions bordered size="small" column={1} style={{ marginBottom: 16 }}>
              <Descriptions.Item label={t`Amount`}>{refunded}</Descriptions.Item>
              <Descriptions.Item label={t`Payer`}>{payer}</Descriptions.Item>
              <Descriptions.Item label={t`Goes back to`}>{destinationOfPayment(payment.type, t)}</Descriptions.Item>
              <Descriptions.Item label={t`Reason`}>{reason}</Descriptions.Item>
              <Descriptions.Item label={t`Payment`}>{payment.transaction_id}</Descriptions.Item>
            </Descriptions>
            {feePreview}
            <OtpField control={control} isAsked={requireOtp} />
          </>
        ) : (
          <>
            <FormItem
              required
              control={control}
              name="amount"
              label={t`Amount`}
              extra={t`Left to refund: ${leftAmount} of ${paidAmount}`}
            >
              {(f) => (
                <AmountInput
                  field={f}
                  inputMode={payment.currency === 'VND' ? 'numeric' : 'decimal'}
                  suffix={currencyName(payment.currency)}
                />
              )}
            </FormItem>
            <FormItem required control={control} name="reason" label={t`Reason`}>
              {(f) => (
                // One line, as the reason is (no line breaks): Enter goes on to the confirmation.
                <Input
                  {...f}
                  value={String(f.value ?? '')}
                  maxLength={REFUND_REASON_MAX_LENGTH}
                  autoComplete="off"
                  showCount
                  placeholder={t`Why the payer gets this money back`}
                />
              )}
            </FormItem>
            {feePreview}
          </>
        )}
        {refusal ? <Alert type="error" showIcon role="alert" title={refusal} /> : null}
      </VerticalForm>
    </Modal>
  );
};
