import { lazy, Suspense } from 'react';

// The QR code library (qrcode.react) only for the methods that show a code (VietQR, a crypto
// deposit address): a card or transfer checkout, most payments, does not download it. The hosted
// checkout has a 100 KB budget (issue #12), and a second language's catalogue in it (issue 31).
const QRCodeSVG = lazy(() => import('qrcode.react').then((module) => ({ default: module.QRCodeSVG })));

type QrCodeProps = { value: string; size: number; title: string; label: string };

/** A QR code of `value`, drawn as SVG once its library has loaded; its box is held meanwhile. */
export const QrCode = ({ value, size, title, label }: QrCodeProps) => (
  <Suspense fallback={<div style={{ width: size, height: size }} role="img" aria-label={label} aria-busy="true" />}>
    <QRCodeSVG value={value} size={size} level="M" marginSize={2} title={title} role="img" aria-label={label} />
  </Suspense>
);
