import type { AppStatus } from '@paygate/contracts';

/** Merchant balances; the outside world (banks, chains); the gateway's fees; payouts in flight. */
export type AccountKind = 'merchant' | 'external' | 'fees' | 'payout_clearing';
export type AccountKey = {
  /** Null for gateway accounts. */
  appId: string | null;
  environment: AppStatus;
  kind: AccountKind;
  currency: string;
  /** '' for VND. */
  chain: string;
};
export type Line = { account: AccountKey; amount: string };

/** Shorthands for the two sides of a posting. */
export const merchant = (appId: string, environment: AppStatus, currency: string, chain = ''): AccountKey => ({
  appId,
  environment,
  kind: 'merchant',
  currency,
  chain,
});
export const gateway = (
  kind: Exclude<AccountKind, 'merchant'>,
  environment: AppStatus,
  currency: string,
  chain = '',
): AccountKey => ({
  appId: null,
  environment,
  kind,
  currency,
  chain,
});
