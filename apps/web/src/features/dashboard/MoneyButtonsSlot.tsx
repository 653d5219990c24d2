import { Suspense } from 'react';
import { page } from '../../app/lazyPage';

// The money buttons (CashIn, CashOut, Deposit, Exchange, Withdraw) belong to the money feature
// and load lazily with their modals, after the dashboard's own code, with their own slice of the
// catalogues (page()): the dashboard's first download does not carry the money modals' words.
const MoneyButtons = page(() => import('../money/MoneyButtons'), 'MoneyButtons', 'features/money/MoneyButtons');

export const MoneyButtonsSlot = (props: { onDone?: () => void }) => (
  <Suspense fallback={null}>
    <MoneyButtons {...props} />
  </Suspense>
);
