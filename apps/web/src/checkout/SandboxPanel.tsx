import type { Method } from './CheckoutMethods';
import type { CheckoutView, SandboxOutcome } from './checkoutApi';

const TITLES: Record<Method, (view: CheckoutView) => string> = {
  card: (v) => `Confirm at ${v.bank?.name ?? 'the bank'} (sandbox bank)`,
  transfer: () => 'Simulate the transfer (sandbox bank)',
  qr: () => 'Simulate the scan and transfer (sandbox bank)',
  crypto: () => 'Simulate the on-chain transfer (sandbox chain)',
};

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
      <button
        type="button"
        className="co-btn co-btn-primary co-btn-wide"
        disabled={busy !== undefined}
        aria-busy={busy === 'pay' || undefined}
        onClick={() => onFinish('pay')}
      >
        Pay
      </button>
      <button
        type="button"
        className="co-btn co-btn-danger"
        disabled={busy !== undefined}
        aria-busy={busy === 'fail' || undefined}
        onClick={() => onFinish('fail')}
      >
        Fail
      </button>
      <button
        type="button"
        className="co-btn co-btn-ghost"
        disabled={busy !== undefined}
        aria-busy={busy === 'cancel' || undefined}
        onClick={() => onFinish('cancel')}
      >
        Cancel
      </button>
      <button
        type="button"
        className="co-btn co-btn-ghost"
        disabled={busy !== undefined}
        aria-busy={busy === 'expire' || undefined}
        onClick={() => onFinish('expire')}
      >
        Expire
      </button>
    </div>
  </section>
);
