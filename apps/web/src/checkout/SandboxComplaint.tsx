import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { COMPLAINT_REASON_MAX_LENGTH } from '@paygate/contracts';
import { useId, useState } from 'react';
import {
  type CheckoutMessage,
  type CheckoutStatus,
  type ComplaintDecision,
  complainInSandbox,
  decideInSandbox,
  failureText,
} from './checkoutApi';

/**
 * The sandbox's complaint steps on a finished payment (docs/SANDBOX.md "Complaints"): a paid
 * payment can be disputed as its payer would; a disputed one decided as the payer's bank would,
 * once the merchant has contested it.
 */
export const SandboxComplaint = ({
  token,
  status,
  onChanged,
}: {
  token: string;
  status: CheckoutStatus;
  onChanged: (status: CheckoutStatus) => void;
}) => {
  const { t } = useLingui();
  const reasonId = useId();
  // A reason the payer may keep or change: it is sent as written, in the payer's language.
  const [reason, setReason] = useState(() => t`Goods not received`);
  const [busy, setBusy] = useState<string>();
  const [error, setError] = useState<CheckoutMessage>();
  const [note, setNote] = useState<MessageDescriptor>();

  const run = async (key: string, action: () => Promise<{ status: CheckoutStatus }>, done: MessageDescriptor) => {
    setBusy(key);
    setError(undefined);
    setNote(undefined);
    try {
      const result = await action();
      setNote(done);
      onChanged(result.status);
    } catch (e) {
      setError(failureText(e));
    } finally {
      setBusy(undefined);
    }
  };

  const errorText = error === undefined ? undefined : typeof error === 'string' ? error : t(error);
  const sectionName = t`Sandbox complaint`;

  if (status === 'SUCCESS') {
    return (
      <section className="co-sandbox" aria-label={sectionName}>
        <div className="co-sandbox-title">
          <Trans>Dispute this payment (sandbox payer)</Trans>
        </div>
        <p className="co-muted co-sandbox-text">
          <Trans>Open a complaint as the payer: the merchant must accept or contest it within 7 days.</Trans>
        </p>
        {errorText ? (
          <p className="co-error" role="alert">
            {errorText}
          </p>
        ) : null}
        <label className="co-field-label" htmlFor={reasonId}>
          <Trans>Reason</Trans>
        </label>
        <input
          id={reasonId}
          className="co-input"
          value={reason}
          maxLength={COMPLAINT_REASON_MAX_LENGTH}
          onChange={(e) => setReason(e.target.value)}
        />
        <div className="co-actions">
          <button
            type="button"
            className="co-btn co-btn-danger co-btn-wide"
            disabled={busy !== undefined}
            aria-busy={busy === 'complain' || undefined}
            onClick={() => void run('complain', () => complainInSandbox(token, reason), msg`Complaint opened.`)}
          >
            <Trans>Dispute this payment</Trans>
          </button>
        </div>
      </section>
    );
  }
  if (status !== 'IN_COMPLAIN') return null;
  const decide = (outcome: ComplaintDecision, done: MessageDescriptor) =>
    void run(outcome, () => decideInSandbox(token, outcome), done);
  return (
    <section className="co-sandbox" aria-label={sectionName}>
      <div className="co-sandbox-title">
        <Trans>Decide the complaint (sandbox bank)</Trans>
      </div>
      <p className="co-muted co-sandbox-text">
        <Trans>
          Once the merchant has contested it, choose what the payer&apos;s bank decides. Without a choice the sandbox
          decides 30 seconds after the contest: evidence wins it, none loses it.
        </Trans>
      </p>
      {errorText ? (
        <p className="co-error" role="alert">
          {errorText}
        </p>
      ) : null}
      {note ? <p className="co-muted">{t(note)}</p> : null}
      <div className="co-actions">
        <button
          type="button"
          className="co-btn co-btn-primary co-btn-wide"
          disabled={busy !== undefined}
          aria-busy={busy === 'PAYMENT_KEPT' || undefined}
          onClick={() => decide('PAYMENT_KEPT', msg`The merchant keeps the payment.`)}
        >
          <Trans>Merchant keeps it</Trans>
        </button>
        <button
          type="button"
          className="co-btn co-btn-ghost"
          disabled={busy !== undefined}
          aria-busy={busy === 'REFUNDED' || undefined}
          onClick={() => decide('REFUNDED', msg`The payer is refunded.`)}
        >
          <Trans>Refund the payer</Trans>
        </button>
      </div>
    </section>
  );
};
