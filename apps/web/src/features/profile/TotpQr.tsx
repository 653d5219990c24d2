import { useLingui } from '@lingui/react/macro';
import { QRCodeSVG } from 'qrcode.react';

/** The QR of a totp_uri (loaded on its own: only the two-factor set-up needs the QR encoder). */
export const TotpQr = ({ value }: { value: string }) => {
  const { t } = useLingui();
  return <QRCodeSVG value={value} size={184} marginSize={2} level="M" title={t`Two-factor QR code`} />;
};
