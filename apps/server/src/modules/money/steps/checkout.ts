import { COMMON_MESSAGES } from '@paygate/contracts';
import type { PartnerAccess } from '../../../lib/caller.js';
import { decimal, milli } from '../../../lib/money.js';
import type { Providers } from '../../../providers/index.js';
import { auditMoneyOrder } from '../../audit/index.js';
import type { NewPayment, PaymentRow, PaymentsService } from '../../payments/index.js';
import type { GatewayRequests } from './request.js';

// Steps of money coming in through the hosted checkout (pay-in, cash-in, deposit, exchange): a
// PENDING payment is opened, the payer completes it at the checkout (or it expires), and only
// then does the balance move (payments.finish posts SUCCESS by ledger/postings.ts).

/** What the checkout flows use. */
export type CheckoutDeps = {
  requests: GatewayRequests;
  payments: PaymentsService;
  providers: Providers;
  options: { publicUrl: string; paymentTtlSeconds: number };
};

/** After a checkout ordered from the portal the payer comes back to the portal. */
const portalReturn = (deps: Pick<CheckoutDeps, 'options'>) => `${deps.options.publicUrl}/`;

/** The transfer memo a payer types, like the gateway's own (PG + 10 characters of the id). */
export const paymentMemo = (id: string) => `PG${id.replaceAll('-', '').slice(0, 10).toUpperCase()}`;

/** When an unpaid checkout times out (its expiry job is written with the payment). */
export const checkoutExpiry = (ttlSeconds: number) => new Date(Date.now() + ttlSeconds * 1000);

/**
 * Opens the PENDING payment (or finds the first one of an identical retry). One ordered from the
 * portal is audited in its creation transaction.
 */
export const openCheckout = (payments: PaymentsService, payment: NewPayment, access?: PartnerAccess) =>
  payments.create(payment, access ? (tx, row) => auditMoneyOrder(tx, access, row) : undefined);

/** What a portal order names; {@link openPortalCheckout} adds the rest. */
export type PortalOrder = Omit<NewPayment, 'userId' | 'callbackUri' | 'payMemo' | 'expiresAt' | 'createdAt'> & {
  id: string;
};

/**
 * A checkout the portal's user orders for an app's own balance (cash-in, deposit, exchange): made
 * by that user, who comes back to the portal, with the gateway's memo and the usual expiry.
 */
export const openPortalCheckout = async (deps: CheckoutDeps, access: PartnerAccess, order: PortalOrder) => {
  const { payment } = await openCheckout(
    deps.payments,
    {
      ...order,
      userId: access.viewer.user.id,
      callbackUri: portalReturn(deps),
      payMemo: paymentMemo(order.id),
      expiresAt: checkoutExpiry(deps.options.paymentTtlSeconds),
    },
    access,
  );
  return payment;
};

/** PRODUCT §7.2: cash-in and deposit answer webPaymentUrl (with the envelope and the payment). */
export const checkoutAnswer = (payment: PaymentRow, url: string) => ({
  error_code: 0 as const,
  message: COMMON_MESSAGES.success,
  webPaymentUrl: url,
  payment: {
    payment_id: payment.id,
    transaction_id: payment.transactionId,
    status: payment.status,
    amount: decimal(milli(payment.amount)),
    currency: payment.currency,
  },
});
