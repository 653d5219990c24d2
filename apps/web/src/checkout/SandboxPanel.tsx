import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import type { Method } from './CheckoutMethods';
import type { CheckoutView, SandboxOutcome } from './checkoutApi';

const TITLES: Record<Method, (view: CheckoutView) => MessageDescriptor> = {
  card: (v) => {
    const bankName = v.bank?.name;
    return bankName ? msg`Confirm at ${bankName} (sandbox bank)` : msg`Confirm at the bank (sandbox bank)`;
  },
  transfer: () => msg`Simulate the transfer (sandbox bank)`,
  qr: () => msg`Simulate the scan and transfer (sandbox bank)`,
  crypto: () => msg`Simulate the on-chain transfer (sandbox chain)`,
};

/** The bank's (or chain's) answers the sandbox offers, Pay first and widest. */
const ANSWERS: readonly { outcome: SandboxOutcome; label: MessageDescriptor; className: string }[] = [
  { outcome: 'pay', label: msg`Pay`, className: 'co-btn-primary co-btn-wide' },
  { outcome: 'fail', label: msg`Fail`, className: 'co-btn-danger' },
  { outcome: 'cancel', label: msg`Cancel`, className: 'co-btn-ghost' },
  { outcome: 'expire', label: msg`Expire`, className: 'co-btn-ghost' },
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
}) => {
  const { t } = useLingui();
  return (
    <section className="co-sandbox" aria-label={t`Sandbox`}>
      <div className="co-sandbox-title">{t(TITLES[method](view))}</div>
      <p className="co-muted co-sandbox-text">
        {method === 'crypto' ? (
          <Trans>This is a test payment: no real money moves. Choose how the chain answers.</Trans>
        ) : (
          <Trans>This is a test payment: no real money moves. Choose how the bank answers.</Trans>
        )}
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
            {t(label)}
          </button>
        ))}
      </div>
    </section>
  );
};
