import { type ComponentType, lazy, Suspense } from 'react';

// The money buttons (CashIn, CashOut, Deposit, Exchange, Withdraw) belong to the money feature
// and load lazily with their modals. import.meta.glob keeps this build-safe while that file does
// not exist yet: the slot then renders nothing.
type MoneyButtonsProps = { onDone?: () => void };
const loaders = import.meta.glob<{ MoneyButtons: ComponentType<MoneyButtonsProps> }>('../money/MoneyButtons.tsx');
const load = loaders['../money/MoneyButtons.tsx'];
const MoneyButtons = load ? lazy(async () => ({ default: (await load()).MoneyButtons })) : null;

export const MoneyButtonsSlot = (props: MoneyButtonsProps) =>
  MoneyButtons ? (
    <Suspense fallback={null}>
      <MoneyButtons {...props} />
    </Suspense>
  ) : null;
