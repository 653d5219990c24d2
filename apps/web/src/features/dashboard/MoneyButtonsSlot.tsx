import { lazy, Suspense } from 'react';

// The money buttons (CashIn, CashOut, Deposit, Exchange, Withdraw) belong to the money feature
// and load lazily with their modals, after the dashboard's own code. A plain import(): the message
// extractor follows it, so the buttons' words are in the dashboard's catalogue slice
// (scripts/i18n-slices.mjs fails on a message no slice holds).
const MoneyButtons = lazy(async () => ({ default: (await import('../money/MoneyButtons')).MoneyButtons }));

export const MoneyButtonsSlot = (props: { onDone?: () => void }) => (
  <Suspense fallback={null}>
    <MoneyButtons {...props} />
  </Suspense>
);
