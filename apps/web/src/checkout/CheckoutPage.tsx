import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useCallback, useEffect, useRef, useState } from 'react';
import { BrandMark } from '../app/shell/BrandMark';
import { CardMethod, CryptoMethod, methodOf, QrMethod, TransferMethod } from './CheckoutMethods';
import {
  CheckoutError,
  type CheckoutMessage,
  type CheckoutStatus,
  type CheckoutView,
  failureText,
  finishInSandbox,
  loadCheckout,
  type SandboxOutcome,
  SOMETHING_WENT_WRONG,
} from './checkoutApi';
import {
  amountToPay,
  CHAIN_LABELS,
  currencyName,
  formatCountdown,
  formatMoney,
  groupDigits,
  METHOD_LABELS,
} from './checkoutFormat';
import { LanguageToggle } from './LanguageToggle';
import { SandboxComplaint } from './SandboxComplaint';
import { SandboxPanel } from './SandboxPanel';

/** A pending page asks again this often: a transfer can arrive from outside the page. */
const POLL_MS = 5_000;
/** After the payment finished on this page, the payer goes back to the merchant this much later. */
export const RETURN_DELAY_MS = 3_000;

type Result = { title: MessageDescriptor; text: MessageDescriptor; tone: string };

const RESULT: Record<Exclude<CheckoutStatus, 'PENDING'>, Result> = {
  SUCCESS: {
    title: msg`Payment successful`,
    text: msg`The merchant has been told. You can close this page.`,
    tone: 'ok',
  },
  FAILED: {
    title: msg`Payment failed`,
    text: msg`No money was taken. Go back to the merchant to try again.`,
    tone: 'bad',
  },
  CANCEL: {
    title: msg`Payment expired`,
    text: msg`This payment was cancelled or timed out. Go back to the merchant to start again.`,
    tone: 'off',
  },
  IN_COMPLAIN: { title: msg`Payment under review`, text: msg`The bank is checking this payment.`, tone: 'off' },
  REFUNDED: { title: msg`Payment refunded`, text: msg`The merchant gave this payment back to you.`, tone: 'off' },
};
/** A CANCEL the payer chose on this page (the sandbox's Cancel), rather than one that timed out. */
const CANCELLED: Result = {
  title: msg`Payment cancelled`,
  text: msg`You cancelled this payment. No money was taken. Go back to the merchant to start again.`,
  tone: 'off',
};

const useNow = (active: boolean) => {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (!active) return;
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, [active]);
  return now;
};

export const CheckoutPage = ({ token }: { token: string | undefined }) => {
  const { t } = useLingui();
  /** A failure's words: the gateway's as they came, the page's own in the payer's language. */
  const say = (text: CheckoutMessage) => (typeof text === 'string' ? text : t(text));
  const [view, setView] = useState<CheckoutView>();
  const [error, setError] = useState<CheckoutError>();
  const [busy, setBusy] = useState<SandboxOutcome>();
  const [actionError, setActionError] = useState<CheckoutMessage>();
  // The outcome this page finished the payment with: a CANCEL by the payer reads as cancelled.
  const [finishedBy, setFinishedBy] = useState<SandboxOutcome>();
  // Set when the payment finished while this page was open: then the payer is sent back.
  const [returning, setReturning] = useState<string | null>(null);
  const firstStatus = useRef<CheckoutStatus | undefined>(undefined);

  const refresh = useCallback(async () => {
    if (!token) return;
    try {
      const next = await loadCheckout(token);
      firstStatus.current ??= next.status;
      setView(next);
      setError(undefined);
      if (firstStatus.current === 'PENDING' && next.status !== 'PENDING' && next.return_url) {
        setReturning(next.return_url);
      }
    } catch (e) {
      setError(e instanceof CheckoutError ? e : new CheckoutError(SOMETHING_WENT_WRONG, 0));
    }
  }, [token]);

  useEffect(() => {
    void refresh();
  }, [refresh]);

  const pending = view?.status === 'PENDING';
  const now = useNow(pending);
  const expiresAt = view?.expires_at ? Date.parse(view.expires_at) : undefined;
  const left = expiresAt === undefined ? undefined : expiresAt - now;
  const timedOut = pending && left !== undefined && left <= 0;

  // While pending, ask again now and then; once the clock runs out, ask until the server agrees.
  useEffect(() => {
    if (!pending || busy) return;
    const timer = setInterval(() => void refresh(), timedOut ? 2_000 : POLL_MS);
    return () => clearInterval(timer);
  }, [pending, busy, timedOut, refresh]);

  useEffect(() => {
    if (!returning) return;
    const timer = setTimeout(() => window.location.assign(returning), RETURN_DELAY_MS);
    return () => clearTimeout(timer);
  }, [returning]);

  useEffect(() => {
    if (!view) return;
    const pay = amountToPay(view);
    const amount = groupDigits(pay.amount, pay.currency);
    const currency = currencyName(pay.currency);
    const appName = view.app.name;
    document.title = t`Pay ${amount} ${currency} · ${appName}`;
  }, [view, t]);

  const finish = async (outcome: SandboxOutcome) => {
    if (!token || !view) return;
    setBusy(outcome);
    setActionError(undefined);
    try {
      const result = await finishInSandbox(token, outcome);
      setFinishedBy(outcome);
      setView({ ...view, status: result.status, return_url: result.return_url });
      if (result.return_url) setReturning(result.return_url);
    } catch (e) {
      setActionError(failureText(e));
      void refresh();
    } finally {
      setBusy(undefined);
    }
  };

  if (!token || (error && !view)) {
    const notFound = !token || error?.status === 404;
    return (
      <Frame>
        <div className="co-card co-state" role="alert">
          <div className="co-state-icon co-tone-off" aria-hidden="true">
            !
          </div>
          <h1>{notFound ? <Trans>Payment not found</Trans> : <Trans>Cannot load this payment</Trans>}</h1>
          <p className="co-muted">
            {notFound ? <Trans>This payment link is not valid.</Trans> : error ? say(error.text) : null}
          </p>
          {notFound ? null : (
            <button type="button" className="co-btn co-btn-primary" onClick={() => void refresh()}>
              <Trans>Try again</Trans>
            </button>
          )}
        </div>
      </Frame>
    );
  }

  if (!view) {
    return (
      <Frame>
        <div className="co-card co-state" aria-busy="true">
          <div className="co-spinner" role="progressbar" aria-label={t`Loading payment`} />
        </div>
      </Frame>
    );
  }

  const method = methodOf(view);
  const pay = amountToPay(view);
  const finished = view.status !== 'PENDING';
  const result = !finished
    ? undefined
    : view.status === 'CANCEL' && finishedBy === 'cancel'
      ? CANCELLED
      : RESULT[view.status as Exclude<CheckoutStatus, 'PENDING'>];
  const urgent = left !== undefined && left < 60_000;
  const appName = view.app.name;
  const orderId = view.transaction_id;
  const methodLabel = METHOD_LABELS[view.type];
  const countdown = left === undefined ? '' : formatCountdown(left);
  const timerText = timedOut ? t`Expired` : t`Expires in ${countdown}`;
  const exchange = view.exchange;
  let buys: string | undefined;
  if (exchange) {
    const tokenAmount = groupDigits(view.amount, exchange.token);
    const token = exchange.token;
    const chain = CHAIN_LABELS[exchange.chain] ?? exchange.chain;
    const rate = exchange.rate ? formatMoney(exchange.rate, 'VND') : undefined;
    buys = rate
      ? t`Buys ${tokenAmount} ${token} on ${chain} at 1 ${token} = ${rate}`
      : t`Buys ${tokenAmount} ${token} on ${chain}`;
  }

  return (
    <Frame sandbox={view.sandbox}>
      <main className="co-card">
        <header className="co-merchant">
          {view.app.logo ? (
            <img className="co-logo" src={view.app.logo} alt="" width={44} height={44} />
          ) : (
            <div className="co-logo co-logo-letter" aria-hidden="true">
              {view.app.name.slice(0, 1).toUpperCase()}
            </div>
          )}
          <div className="co-merchant-text">
            {/* The page's one level-1 heading: whom the payer pays; the state below is an h2. */}
            <h1 className="co-merchant-name">{appName}</h1>
            <div className="co-muted co-ellipsis">
              <Trans>Order {orderId}</Trans>
            </div>
          </div>
        </header>

        <section className="co-amount" aria-label={t`Amount to pay`}>
          <div className="co-amount-label">
            <Trans>Amount to pay</Trans>
          </div>
          <div className="co-amount-value">
            {groupDigits(pay.amount, pay.currency)}{' '}
            <span className="co-amount-currency">{currencyName(pay.currency)}</span>
          </div>
          {buys ? <div className="co-muted co-exchange">{buys}</div> : null}
          <div className="co-amount-meta">
            <span className="co-method">{methodLabel ? t(methodLabel) : view.type}</span>
            {pending && left !== undefined ? (
              <span className={`co-timer${urgent ? ' co-timer-urgent' : ''}`} role="timer" aria-label={timerText}>
                {timerText}
              </span>
            ) : null}
            {pending && left === undefined ? (
              <span className="co-timer">
                <Trans>Does not expire</Trans>
              </span>
            ) : null}
          </div>
        </section>

        {result ? (
          <section className="co-state" role="status">
            <div className={`co-state-icon co-tone-${result.tone}`} aria-hidden="true">
              {result.tone === 'ok' ? '✓' : result.tone === 'bad' ? '✕' : '⏱'}
            </div>
            <h2>{t(result.title)}</h2>
            <p className="co-muted">{t(result.text)}</p>
            {view.return_url ? (
              <>
                {returning ? (
                  <p className="co-muted">
                    <Trans>Returning to {appName}…</Trans>
                  </p>
                ) : null}
                <a className="co-btn co-btn-primary" href={view.return_url}>
                  <Trans>Return to {appName}</Trans>
                </a>
              </>
            ) : null}
          </section>
        ) : null}
        {result && view.sandbox && token && !returning ? (
          <SandboxComplaint token={token} status={view.status} onChanged={(status) => setView({ ...view, status })} />
        ) : null}
        {result ? null : timedOut ? (
          <section className="co-state" role="status">
            <div className="co-state-icon co-tone-off" aria-hidden="true">
              ⏱
            </div>
            <h2>
              <Trans>Payment expired</Trans>
            </h2>
            <p className="co-muted">
              <Trans>The time to pay is over. Do not transfer money for this order any more.</Trans>
            </p>
          </section>
        ) : (
          <>
            <h2 className="co-method-title">{methodLabel ? t(methodLabel) : t`Payment`}</h2>
            {method === 'card' ? <CardMethod view={view} /> : null}
            {method === 'transfer' ? <TransferMethod view={view} /> : null}
            {method === 'qr' ? <QrMethod view={view} /> : null}
            {method === 'crypto' ? <CryptoMethod view={view} /> : null}
            {view.sandbox ? (
              <SandboxPanel
                method={method}
                view={view}
                busy={busy}
                error={actionError === undefined ? undefined : say(actionError)}
                onFinish={finish}
              />
            ) : (
              <p className="co-waiting">
                <span className="co-dot" aria-hidden="true" />{' '}
                <Trans>Waiting for your payment — this page updates by itself.</Trans>
              </p>
            )}
          </>
        )}
      </main>
    </Frame>
  );
};

const Frame = ({ children, sandbox }: { children: React.ReactNode; sandbox?: boolean }) => (
  <div className="co-page">
    <div className="co-top">
      <span className="co-brand">
        <BrandMark size={22} /> Paygate
      </span>
      <span className="co-top-end">
        {sandbox ? (
          <span className="co-badge">
            <Trans>SANDBOX</Trans>
          </span>
        ) : null}
        <LanguageToggle />
      </span>
    </div>
    {children}
    <footer className="co-footer">
      <svg width="12" height="12" viewBox="0 0 24 24" aria-hidden="true">
        <path fill="currentColor" d="M12 1a5 5 0 0 0-5 5v3H5v14h14V9h-2V6a5 5 0 0 0-5-5Zm-3 5a3 3 0 0 1 6 0v3H9V6Z" />
      </svg>
      <Trans>Secured by Paygate · encrypted connection</Trans>
    </footer>
  </div>
);
