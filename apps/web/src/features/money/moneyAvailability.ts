import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { AppStatus } from '@paygate/contracts';

// Which money buttons can work for the partner's apps (issue #12 item 10): a modal with an empty
// app list helps nobody, so a button without an app to move money through is disabled and the
// dashboard says why. The same app rules as the modals: every one offers the apps of the
// environment the user works in (useMoneyContext) — in production, cash-out's PRODUCTION apps
// (PRODUCT §5); in the sandbox, development apps, whose cash-outs the sandbox bank settles (issue 29).

export type MoneyAction = 'cashIn' | 'cashOut' | 'deposit' | 'exchange' | 'withdraw';

export const NO_PRODUCTION_APP = msg`Money moves through a production app: move an app to production on the Apps screen.`;
export const NO_DEVELOPMENT_APP = msg`Sandbox money moves through a development app: create one on the Apps screen.`;

/** Why the money actions cannot be used with these apps (shown with `t`), or undefined when they can. */
export const moneyActionBlocker = (
  apps: readonly { status: AppStatus }[],
  environment: AppStatus,
): MessageDescriptor | undefined => {
  if (apps.some((app) => app.status === environment)) return undefined;
  return environment === 'PRODUCTION' ? NO_PRODUCTION_APP : NO_DEVELOPMENT_APP;
};
