// The live stream of a partner's payment changes (issue #15 item 4), shared by server and web.
// An event says only which payment changed, its new status and what its refunds took back (a
// figure every role's list shows): the portal refetches through GraphQL, which applies the role's
// field rules, so the stream never carries more than that.

/** Server-sent events; the EventSource sends the `auth` (and `active-token`) cookies. */
export const LIVE_PAYMENTS_PATH = '/live/payments';

/** What the stream feeds: the list (needs today's active token) or the dashboard's cards. */
export const LIVE_SCREENS = ['transaction', 'dashboard'] as const;
export type LiveScreen = (typeof LIVE_SCREENS)[number];

export const isLiveScreen = (value: unknown): value is LiveScreen => LIVE_SCREENS.includes(value as LiveScreen);

/** Each event's `data`: a payment was made or changed status. */
export type PaymentChange = {
  paymentId: string;
  partnerId: string;
  status: string;
  /**
   * The payment's refunded amount after the change (PRODUCT §11): a partial refund leaves the
   * status as it was and changes only this. Absent from a server that predates refunds.
   */
  refundedAmount?: string;
  /** ISO time of the change. */
  updatedAt: string;
};

/** The event name of a payment change (`event:` line); other events are reserved. */
export const PAYMENT_CHANGE_EVENT = 'payment';

/**
 * The stream lost track (ADR 0025): a change may have been missed (the server's change notices
 * were cut, or a reconnect's Last-Event-ID is not kept), so the screen refetches what it shows.
 * The stream stays open and carries changes again after it.
 */
export const LIVE_RESET_EVENT = 'reset';

export const liveStreamUrl = (screen: LiveScreen) => `${LIVE_PAYMENTS_PATH}?screen=${screen}`;
