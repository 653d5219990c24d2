import type { Method } from './CheckoutMethods';
import type { CheckoutView, SandboxOutcome } from './checkoutApi';

const TITLES: Record<Method, (view: CheckoutView) => string> = {
  card: (v) => `Confirm at ${v.bank?.name ?? 'the bank'} (sandbox bank)`,
  transfer: () => 'Simulate the transfer (sandbox bank)',
  qr: () => 'Simulate the scan and transfer (sandbox bank)',
  crypto: () => 'Simulate the on-chain transfer (sandbox chain)',
};

/** The bank's (or chain's) answers the sandbox offers, Pay first and widest. */
const ANSWERS: readonly { outcome: SandboxOutcome; label: string; className: string }[] = [
  { outcome: 'pay', label: 'Pay', className: 'co-btn-primary co-btn-wide' },
  { outcome: 'fail', label: 'Fail', className: 'co-btn-danger' },
  { outcome: 'cancel', label: 'Cancel', className: 'co-btn-ghost' },
  { outcome: 'expire', label: 'Expire', className: 'co-btn-ghost' },
];

/**
 * The sandbox's pay step: the payer (or a developer) decides what the bank answers. Pay makes the
 * payment SUCCESS, Fail FAILED, Cancel CANCEL as the payer giving up (payment.cancelled), Expire
 * CANCEL as if it timed out (payment.expired); then the payer goes back to callback_uri.
 */
export const SandboxPanel = ({
  method,
  view,
  busy,
  error,
  onFinish,
}: {
  method: Method;
  view: CheckoutView;
  busy: SandboxOutcome | undefined;
  error: string | undefined;
  onFinish: (outcome: SandboxOutcome) => void;
}) => (
  <section className="co-sandbox" aria-label="Sandbox">
    <div className="co-sandbox-title">{TITLES[method](view)}</div>
    <p className="co-muted co-sandbox-text">
      This is a test payment: no real money moves. Choose how the {method === 'crypto' ? 'chain' : 'bank'} answers.
    </p>
    {error ? (
      <p className="co-error" role="alert">
        {error}
      </p>
    ) : null}
    <div className="co-actions">
      {ANSWERS.map(({ outcome, label, className }) => (
        <button
          key={outcome}
          type="button"
          className={`co-btn ${className}`}
          disabled={busy !== undefined}
          aria-busy={busy === outcome || undefined}
          onClick={() => onFinish(outcome)}
        >
          {label}
        </button>
      ))}
    </div>
  </section>
);
