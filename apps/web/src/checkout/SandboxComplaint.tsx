import { COMPLAINT_REASON_MAX_LENGTH } from '@paygate/contracts';
import { useId, useState } from 'react';
import { type CheckoutStatus, type ComplaintDecision, complainInSandbox, decideInSandbox } from './checkoutApi';

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
  const reasonId = useId();
  const [reason, setReason] = useState('Goods not received');
  const [busy, setBusy] = useState<string>();
  const [error, setError] = useState<string>();
  const [note, setNote] = useState<string>();

  const run = async (key: string, action: () => Promise<{ status: CheckoutStatus }>, done: string) => {
    setBusy(key);
    setError(undefined);
    setNote(undefined);
    try {
      const result = await action();
      setNote(done);
      onChanged(result.status);
    } catch (e) {
      setError(e instanceof Error ? e.message : 'Something went wrong');
    } finally {
      setBusy(undefined);
    }
  };

  if (status === 'SUCCESS') {
    return (
      <section className="co-sandbox" aria-label="Sandbox complaint">
        <div className="co-sandbox-title">Dispute this payment (sandbox payer)</div>
        <p className="co-muted co-sandbox-text">
          Open a complaint as the payer: the merchant must accept or contest it within 7 days.
        </p>
        {error ? (
          <p className="co-error" role="alert">
            {error}
          </p>
        ) : null}
        <label className="co-field-label" htmlFor={reasonId}>
          Reason
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
            onClick={() => void run('complain', () => complainInSandbox(token, reason), 'Complaint opened.')}
          >
            Dispute this payment
          </button>
        </div>
      </section>
    );
  }
  if (status !== 'IN_COMPLAIN') return null;
  const decide = (outcome: ComplaintDecision, done: string) =>
    void run(outcome, () => decideInSandbox(token, outcome), done);
  return (
    <section className="co-sandbox" aria-label="Sandbox complaint">
      <div className="co-sandbox-title">Decide the complaint (sandbox bank)</div>
      <p className="co-muted co-sandbox-text">
        Once the merchant has contested it, choose what the payer&apos;s bank decides. Without a choice the sandbox
        decides 30 seconds after the contest: evidence wins it, none loses it.
      </p>
      {error ? (
        <p className="co-error" role="alert">
          {error}
        </p>
      ) : null}
      {note ? <p className="co-muted">{note}</p> : null}
      <div className="co-actions">
        <button
          type="button"
          className="co-btn co-btn-primary co-btn-wide"
          disabled={busy !== undefined}
          aria-busy={busy === 'PAYMENT_KEPT' || undefined}
          onClick={() => decide('PAYMENT_KEPT', 'The merchant keeps the payment.')}
        >
          Merchant keeps it
        </button>
        <button
          type="button"
          className="co-btn co-btn-ghost"
          disabled={busy !== undefined}
          aria-busy={busy === 'REFUNDED' || undefined}
          onClick={() => decide('REFUNDED', 'The payer is refunded.')}
        >
          Refund the payer
        </button>
      </div>
    </section>
  );
};
