import { UploadOutlined } from '@ant-design/icons';
import { useApolloClient, useMutation } from '@apollo/client/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { COMPLAINT_NOTE_MAX_LENGTH } from '@paygate/contracts';
import { Alert, App, Button, Descriptions, Modal, Upload, type UploadFile } from 'antd';
// The text area alone: antd's Input index brings Password, Search and OTP, and one more screen
// importing it moved them into every screen's shared antd download (vite.config.ts, antd-core).
import TextArea from 'antd/es/input/TextArea';
import { useState } from 'react';
import { RespondComplaintDocument } from '../../gql/ops/RespondComplaint';
import { formatMoney } from '../../lib/amount';
import { errorMessage } from '../../lib/apollo';
import { useFocusReturn } from '../../lib/useFocusReturn';
import { FormItem } from '../../ui/form/FormItem';
import { setServerError } from '../../ui/form/fieldBinding';
import { fieldMessagesOf, showServerErrors } from '../../ui/form/serverErrors';
import { useZodForm } from '../../ui/form/useZodForm';
import { VerticalForm } from '../../ui/form/VerticalForm';
import { refreshMoney } from '../money/refreshMoney';
import type { Complaint } from './ComplaintPanel';
import { complaintAnswerSchema, EVIDENCE_ACCEPT, evidenceProblem, formatFileSize } from './complaintView';
import { type UploadedEvidence, uploadEvidence } from './uploadEvidence';

const CONTEST_FORM_ID = 'contest-complaint-form';
const wrapped = { whiteSpace: 'pre-wrap', wordBreak: 'break-word' } as const;

type Props = {
  complaint: Pick<Complaint, 'complaint_id' | 'amount' | 'held' | 'currency'>;
  onClose: () => void;
};

/**
 * Contest a complaint (PRODUCT §12): a note for the payer's bank and, optionally, one file of
 * evidence (uploaded as soon as it is chosen, POST /v1/complaint/evidence), then a confirmation:
 * the answer is given once. A refusal goes back to the field it is about, with everything kept.
 */
export const ContestComplaintModal = ({ complaint, onClose }: Props) => {
  useFocusReturn();
  const { t } = useLingui();
  const { notification } = App.useApp();
  const client = useApolloClient();
  const [step, setStep] = useState<'form' | 'confirm'>('form');
  const [refusal, setRefusal] = useState<string>();
  const [evidence, setEvidence] = useState<UploadedEvidence>();
  const [isUploading, setUploading] = useState(false);
  const [respond] = useMutation(RespondComplaintDocument);
  const { control, handleSubmit, trigger, watch, setError, setValue, clearErrors, formState } = useZodForm(
    complaintAnswerSchema('CONTEST', { requireOtp: false }),
    { defaultValues: { complaint_id: complaint.complaint_id, response: 'CONTEST', note: '', evidence_id: null } },
  );
  const note = String(watch('note') ?? '');
  const money = (value: string) => formatMoney(value, complaint.currency);
  const held = money(complaint.held);
  const disputed = money(complaint.amount);
  const isConfirming = step === 'confirm';
  const isBusy = formState.isSubmitting || isUploading;

  const showEvidenceError = (message: string) => setServerError(setError, 'evidence_id', message);
  const files: UploadFile[] = evidence
    ? [{ uid: evidence.evidence_id, name: evidence.name, status: 'done', size: evidence.size }]
    : [];

  const review = async () => {
    if (!(await trigger(['note', 'evidence_id'], { shouldFocus: true }))) return;
    setRefusal(undefined);
    setStep('confirm');
  };

  const send = handleSubmit(
    async (input) => {
      setRefusal(undefined);
      try {
        await respond({
          variables: {
            complaint_id: complaint.complaint_id,
            response: 'CONTEST',
            note: input.note ?? null,
            evidence_id: input.evidence_id ?? null,
          },
        });
        notification.success({
          title: t`Complaint contested`,
          description: t`Your answer went to the payer's bank, which decides. ${held} stays held until then.`,
        });
        void refreshMoney(client);
        onClose();
      } catch (error) {
        const fields = fieldMessagesOf(error);
        // Back to the note or the evidence the server refused, with what was typed; anything else
        // (answered or resolved meanwhile) above the buttons.
        if (fields.note || fields.evidence_id) {
          setStep('form');
          showServerErrors(error, ['note', 'evidence_id'], setError);
        } else setRefusal(errorMessage(error));
      }
    },
    () => setStep('form'),
  );

  return (
    <Modal
      open
      title={isConfirming ? t`Confirm the contest` : t`Contest the complaint`}
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
          htmlType="submit"
          form={CONTEST_FORM_ID}
          loading={formState.isSubmitting}
          disabled={isUploading}
        >
          {isConfirming ? <Trans>Contest</Trans> : <Trans>Next</Trans>}
        </Button>,
      ]}
    >
      <VerticalForm
        id={CONTEST_FORM_ID}
        idPrefix="contest-complaint"
        label={t`Contest the complaint`}
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
              role="note"
              title={t`Send this answer to the payer's bank?`}
              description={t`The bank decides: you keep the payment, or the payer is refunded ${disputed}. The answer cannot be changed.`}
              style={{ marginBottom: 16 }}
            />
            <Descriptions bordered size="small" column={1} style={{ marginBottom: 16 }}>
              <Descriptions.Item label={t`Disputed amount`}>{disputed}</Descriptions.Item>
              <Descriptions.Item label={t`Held`}>{held}</Descriptions.Item>
              <Descriptions.Item label={t`Note`}>
                <span style={wrapped}>{note.trim()}</span>
              </Descriptions.Item>
              <Descriptions.Item label={t`Evidence`}>
                {evidence ? `${evidence.name} (${formatFileSize(evidence.size)})` : t`None`}
              </Descriptions.Item>
            </Descriptions>
          </>
        ) : (
          <>
            <FormItem required control={control} name="note" label={t`Note`}>
              {(f) => (
                // Several lines: Enter is a new line here, the footer's Next goes on.
                <TextArea
                  {...f}
                  value={String(f.value ?? '')}
                  maxLength={COMPLAINT_NOTE_MAX_LENGTH}
                  showCount
                  autoSize={{ minRows: 4, maxRows: 10 }}
                  placeholder={t`Why the payment is due: what was delivered, when, and how it was confirmed`}
                />
              )}
            </FormItem>
            <FormItem
              control={control}
              name="evidence_id"
              label={t`Evidence (optional)`}
              extra={t`One PNG, JPEG or PDF file of at most 2 MB: a receipt, a delivery proof.`}
            >
              {(f) => (
                <Upload
                  id={f.id}
                  accept={EVIDENCE_ACCEPT}
                  maxCount={1}
                  fileList={files}
                  disabled={isBusy}
                  beforeUpload={(file) => {
                    const problem = evidenceProblem(file);
                    if (!problem) return true;
                    showEvidenceError(problem);
                    return Upload.LIST_IGNORE;
                  }}
                  customRequest={async ({ file, onSuccess, onError }) => {
                    setUploading(true);
                    clearErrors('evidence_id');
                    try {
                      const uploaded = await uploadEvidence(complaint.complaint_id, file as File, t);
                      setEvidence(uploaded);
                      setValue('evidence_id', uploaded.evidence_id, { shouldTouch: true });
                      onSuccess?.(uploaded);
                    } catch (error) {
                      showEvidenceError(fieldMessagesOf(error).evidence ?? errorMessage(error));
                      onError?.(error as Error);
                    } finally {
                      setUploading(false);
                    }
                  }}
                  onRemove={() => {
                    setEvidence(undefined);
                    setValue('evidence_id', null);
                    clearErrors('evidence_id');
                  }}
                >
                  <Button icon={<UploadOutlined />} loading={isUploading}>
                    {evidence ? <Trans>Replace file</Trans> : <Trans>Choose file</Trans>}
                  </Button>
                </Upload>
              )}
            </FormItem>
          </>
        )}
        {refusal ? <Alert type="error" showIcon role="alert" title={refusal} /> : null}
      </VerticalForm>
    </Modal>
  );
};
