import { QRCodeSVG } from 'qrcode.react';
import { CopyRow, InfoRow } from './CopyButton';
import type { CheckoutView } from './checkoutApi';
import { CHAIN_LABELS, groupDigits } from './checkoutFormat';

// What a payer needs for each method (issue #4 item 2): the bank and a pay step for cards and
// internet banking; where to transfer to for accounts; the VietQR code; the crypto deposit.

export type Method = 'card' | 'transfer' | 'qr' | 'crypto';

export const methodOf = (view: CheckoutView): Method =>
  view.qr ? 'qr' : view.crypto ? 'crypto' : view.transfer ? 'transfer' : 'card';

const BankTile = ({ bank }: { bank: NonNullable<CheckoutView['bank']> }) => (
  <div className="co-bank">
    <div className="co-bank-code" aria-hidden="true">
      {bank.code}
    </div>
    <div>
      <div className="co-bank-name">{bank.name}</div>
      <div className="co-muted">{bank.full_name}</div>
    </div>
  </div>
);

export const CardMethod = ({ view }: { view: CheckoutView }) => (
  <div className="co-section">
    {view.bank ? <BankTile bank={view.bank} /> : null}
    <ol className="co-steps">
      <li>
        Check the amount and the merchant above: <strong>{view.app.name}</strong>.
      </li>
      <li>
        Confirm the payment with {view.bank?.name ?? 'your bank'}: your card
        {view.type === 'INTERNET_BANKING' ? ' or internet-banking login' : ''} and the one-time code the bank sends.
      </li>
      <li>You come back to {view.app.name} when the bank has answered.</li>
    </ol>
  </div>
);

const TransferRows = ({ view }: { view: CheckoutView }) => {
  const t = view.transfer;
  if (!t) return null;
  return (
    <div className="co-rows">
      <InfoRow label="Bank">
        {t.bank_name}
        {view.bank ? <span className="co-muted"> · {view.bank.full_name}</span> : null}
      </InfoRow>
      <CopyRow label="Account number" value={t.account_number} mono />
      {t.account_name ? <InfoRow label="Account holder">{t.account_name}</InfoRow> : null}
      <CopyRow
        label="Amount"
        value={view.amount}
        display={`${groupDigits(view.amount, view.currency)} ${view.currency}`}
      />
      {t.memo ? <CopyRow label="Transfer content" value={t.memo} mono /> : null}
    </div>
  );
};

export const TransferMethod = ({ view }: { view: CheckoutView }) => (
  <div className="co-section">
    <p className="co-lead">
      Transfer exactly the amount below from any banking app. The payment is confirmed as soon as the money arrives.
    </p>
    <TransferRows view={view} />
    {view.transfer?.memo ? (
      <p className="co-note">Enter the transfer content exactly as shown, so the transfer is matched to this order.</p>
    ) : null}
  </div>
);

export const QrMethod = ({ view }: { view: CheckoutView }) => (
  <div className="co-section">
    <figure className="co-qr">
      <div className="co-qr-frame">
        <QRCodeSVG
          value={view.qr?.payload ?? ''}
          size={216}
          level="M"
          marginSize={2}
          title="VietQR payment code"
          role="img"
          aria-label="VietQR payment code"
        />
      </div>
      <figcaption>
        <strong>Scan with your banking app</strong>
        <span className="co-muted">VietQR · NAPAS 247 — amount and content are filled in for you</span>
      </figcaption>
    </figure>
    <details className="co-manual">
      <summary>Or transfer manually</summary>
      <TransferRows view={view} />
    </details>
  </div>
);

export const CryptoMethod = ({ view }: { view: CheckoutView }) => {
  const c = view.crypto;
  if (!c) return null;
  const chain = CHAIN_LABELS[c.chain] ?? c.chain;
  return (
    <div className="co-section">
      <div className="co-crypto-head">
        <div className="co-token" aria-hidden="true">
          {c.token.slice(0, 1)}
        </div>
        <div>
          <div className="co-bank-name">
            {c.token} <span className="co-muted">· {c.token_name}</span>
          </div>
          <div className="co-muted">
            {chain} network · chain id {c.chain_id}
          </div>
        </div>
      </div>
      {c.address ? (
        <figure className="co-qr co-qr-small">
          <div className="co-qr-frame">
            <QRCodeSVG
              value={c.address}
              size={152}
              level="M"
              marginSize={2}
              title="Deposit address"
              role="img"
              aria-label="Deposit address QR code"
            />
          </div>
          <figcaption className="co-muted">Deposit address</figcaption>
        </figure>
      ) : null}
      <div className="co-rows">
        <CopyRow label="Amount" value={c.amount} display={`${groupDigits(c.amount, c.token)} ${c.token}`} />
        {c.address ? <CopyRow label="Deposit address" value={c.address} mono /> : null}
        <InfoRow label="Network">
          {chain} ({c.chain}, EIP155:{c.chain_id})
        </InfoRow>
        <CopyRow label="Token contract" value={c.contract} mono />
      </div>
      <p className="co-note co-note-warn">
        Send only {c.token} on {chain} to this address. Another token or network cannot be credited.
      </p>
    </div>
  );
};
