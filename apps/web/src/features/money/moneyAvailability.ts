import type { AppStatus } from '@paygate/contracts';

// Which money buttons can work for the partner's apps (issue #12 item 10): a modal with an empty
// app list helps nobody, so a button without an app to move money through is disabled and the
// dashboard says why. The same app rules as the modals: cash-out offers PRODUCTION apps only;
// the others offer the apps of the environment the user works in (useMoneyContext).

export type MoneyAction = 'cashIn' | 'cashOut' | 'deposit' | 'exchange' | 'withdraw';

export const NO_PRODUCTION_APP = 'Money moves through a production app: move an app to production on the Apps screen.';
export const NO_DEVELOPMENT_APP = 'Sandbox money moves through a development app: create one on the Apps screen.';

/** Why an action cannot be used with these apps, or undefined when it can. */
export const moneyActionBlocker = (
  action: MoneyAction,
  apps: readonly { status: AppStatus }[],
  environment: AppStatus,
): string | undefined => {
  const status = action === 'cashOut' ? 'PRODUCTION' : environment;
  if (apps.some((app) => app.status === status)) return undefined;
  return status === 'PRODUCTION' ? NO_PRODUCTION_APP : NO_DEVELOPMENT_APP;
};
