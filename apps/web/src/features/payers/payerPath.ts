import { PORTAL_PAYMENT_TYPES } from '@paygate/contracts';

// A payer's page (issue 28 item 18) is addressed by the app and the merchant's user_id, in the
// query string: a user_id is the merchant's own text and may hold any character.

export const PAYER_PATH = '/payer';

export const payerPath = (appId: string, userId: string) =>
  `${PAYER_PATH}?${new URLSearchParams({ app_id: appId, user_id: userId })}`;

/** The transaction list filtered to the payer's payments (where filters and the export are). */
export const payerTransactionsPath = (appId: string, userId: string) =>
  `/transaction?${new URLSearchParams({ payment_user_id: userId, app_id: appId })}`;

/**
 * Whether a payment's user_id is a payer's: a portal payment's (cash-in, cash-out…) is the
 * member who made it, and has no payer page.
 */
export const isPayerPayment = (p: { type: string; user_id?: string | null }) =>
  Boolean(p.user_id) && !(PORTAL_PAYMENT_TYPES as readonly string[]).includes(p.type);
