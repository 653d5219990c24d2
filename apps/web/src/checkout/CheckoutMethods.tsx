import { Trans, useLingui } from '@lingui/react/macro';
import { CopyRow, InfoRow } from './CopyButton';
import type { CheckoutView } from './checkoutApi';
import { CHAIN_LABELS, currencyName, groupDigits } from './checkoutFormat';
import { QrCode } from './QrCode';

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

/** The bank's step, one whole sentence per case: the bank known or not, a card or an internet-banking login. */
const ConfirmStep = ({ view }: { view: CheckoutView }) => {
  const bankName = view.bank?.name;
  if (view.type === 'INTERNET_BANKING') {
    return bankName ? (
      <Trans>
        Confirm the payment with {bankName}: your card or internet-banking login and the one-time code the bank sends.
      </Trans>
    ) : (
      <Trans>
        Confirm the payment with your bank: your card or internet-banking login and the one-time code the bank sends.
      </Trans>
    );
  }
  return bankName ? (
    <Trans>Confirm the payment with {bankName}: your card and the one-time code the bank sends.</Trans>
  ) : (
    <Trans>Confirm the payment with your bank: your card and the one-time code the bank sends.</Trans>
  );
};

export const CardMethod = ({ view }: { view: CheckoutView }) => {
  const appName = view.app.name;
  return (
    <div className="co-section">
      {view.bank ? <BankTile bank={view.bank} /> : null}
      <ol className="co-steps">
        <li>
          <Trans>
            Check the amount and the merchant above: <strong>{appName}</strong>.
          </Trans>
        </li>
        <li>
          <ConfirmStep view={view} />
        </li>
        <li>
          <Trans>You come back to {appName} when the bank has answered.</Trans>
        </li>
      </ol>
    </div>
  );
};

const TransferRows = ({ view }: { view: CheckoutView }) => {
  const { t } = useLingui();
  const transfer = view.transfer;
  if (!transfer) return null;
  return (
    <div className="co-rows">
      <InfoRow label={t`Bank`}>
        {transfer.bank_name}
        {view.bank ? <span className="co-muted"> · {view.bank.full_name}</span> : null}
      </InfoRow>
      <CopyRow label={t`Account number`} value={transfer.account_number} mono />
      {transfer.account_name ? <InfoRow label={t`Account holder`}>{transfer.account_name}</InfoRow> : null}
      <CopyRow
        label={t`Amount`}
        value={view.amount}
        display={`${groupDigits(view.amount, view.currency)} ${currencyName(view.currency)}`}
      />
      {transfer.memo ? <CopyRow label={t`Transfer content`} value={transfer.memo} mono /> : null}
    </div>
  );
};

export const TransferMethod = ({ view }: { view: CheckoutView }) => (
  <div className="co-section">
    <p className="co-lead">
      <Trans>
        Transfer exactly the amount below from any banking app. The payment is confirmed as soon as the money arrives.
      </Trans>
    </p>
    <TransferRows view={view} />
    {view.transfer?.memo ? (
      <p className="co-note">
        <Trans>Enter the transfer content exactly as shown, so the transfer is matched to this order.</Trans>
      </p>
    ) : null}
  </div>
);

export const QrMethod = ({ view }: { view: CheckoutView }) => {
  const { t } = useLingui();
  const codeName = t`VietQR payment code`;
  return (
    <div className="co-section">
      <figure className="co-qr">
        <div className="co-qr-frame">
          <QrCode value={view.qr?.payload ?? ''} size={216} title={codeName} label={codeName} />
        </div>
        <figcaption>
          <strong>
            <Trans>Scan with your banking app</Trans>
          </strong>
          <span className="co-muted">
            <Trans>VietQR · NAPAS 247 — amount and content are filled in for you</Trans>
          </span>
        </figcaption>
      </figure>
      <details className="co-manual">
        <summary>
          <Trans>Or transfer manually</Trans>
        </summary>
        <TransferRows view={view} />
      </details>
    </div>
  );
};

export const CryptoMethod = ({ view }: { view: CheckoutView }) => {
  const { t } = useLingui();
  const c = view.crypto;
  if (!c) return null;
  const chain = CHAIN_LABELS[c.chain] ?? c.chain;
  const chainId = c.chain_id;
  const token = c.token;
  const depositAddress = t`Deposit address`;
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
            <Trans>
              {chain} network · chain id {chainId}
            </Trans>
          </div>
        </div>
      </div>
      {c.address ? (
        <figure className="co-qr co-qr-small">
          <div className="co-qr-frame">
            <QrCode value={c.address} size={152} title={depositAddress} label={t`Deposit address QR code`} />
          </div>
          <figcaption className="co-muted">{depositAddress}</figcaption>
        </figure>
      ) : null}
      <div className="co-rows">
        <CopyRow label={t`Amount`} value={c.amount} display={`${groupDigits(c.amount, c.token)} ${c.token}`} />
        {c.address ? <CopyRow label={depositAddress} value={c.address} mono /> : null}
        <InfoRow label={t`Network`}>
          {/* eslint-disable-next-line lingui/no-unlocalized-strings -- the chain's ids (CAIP-2), not words */}
          {chain} ({c.chain}, EIP155:{c.chain_id})
        </InfoRow>
        <CopyRow label={t`Token contract`} value={c.contract} mono />
      </div>
      <p className="co-note co-note-warn">
        <Trans>
          Send only {token} on {chain} to this address. Another token or network cannot be credited.
        </Trans>
      </p>
    </div>
  );
};
