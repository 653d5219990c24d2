import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import {
  fromUnits,
  isRefundable,
  REFUND_DESTINATION_OF_TYPE,
  REFUND_MESSAGES,
  type RefundDestination,
  type RefundQuote,
  refundInput,
  refundQuote,
  TOKEN_DECIMALS,
  toUnits,
} from '@paygate/contracts';
import { decimalsOf } from '../../lib/amount';

// The refund form of the transaction detail (PRODUCT §11, ADR 0029): which payment offers it, how
// much is left, what the form accepts, what it will move and to whom. The server decides again.

/** Renders a message in the portal's language: useLingui's `t`, or `i18n._` (issue 31). */
type Translate = (descriptor: MessageDescriptor) => string;

/** What the form reads of the payment (TransactionDetail). */
export type RefundablePayment = {
  type: string;
  status: string;
  amount: string;
  refunded_amount: string;
  currency: string;
  /** null for a role that may not see fees. */
  fee?: string | null;
  user_id?: string | null;
  payment_transfer?: { account_name?: string | null; account_no?: string | null; bank_code?: string | null } | null;
};

// Every amount at the tokens' 3 decimals: a VND amount is whole there too, and nothing is a float.
const milli = (text: string) => toUnits(String(text), TOKEN_DECIMALS) ?? 0n;

/** What is left to refund, as decimal text in the payment's currency ("60000", "1.5"). */
export const leftToRefund = (payment: Pick<RefundablePayment, 'amount' | 'refunded_amount'>): string => {
  const left = milli(payment.amount) - milli(payment.refunded_amount);
  return fromUnits(left > 0n ? left : 0n, TOKEN_DECIMALS);
};

/**
 * The Refund button shows for a role the policy lets `refund` and a payer's successful pay-in
 * with something left to refund (a partly refunded payment stays SUCCESS; a whole one is REFUNDED).
 */
export const offersRefund = (payment: RefundablePayment, mayRefund: boolean): boolean =>
  mayRefund && isRefundable(payment.type) && payment.status === 'SUCCESS' && milli(leftToRefund(payment)) > 0n;

/**
 * The form's rules: contracts' refundInput (amount, reason, the code when asked), then the
 * payment's own — whole VND, and not above what is left — with the server's messages.
 */
export const refundFormSchema = (payment: RefundablePayment, options: { requireOtp: boolean }) => {
  const base = refundInput(options);
  const left = leftToRefund(payment);
  const isWhole = decimalsOf(payment.currency) === 0;
  return base.extend({
    amount: base.shape.amount
      .refine((amount) => !isWhole || toUnits(amount, 0) !== null, { error: REFUND_MESSAGES.amountWhole })
      .refine((amount) => milli(amount) <= milli(left), {
        error: REFUND_MESSAGES.exceedsLeft(`${left} ${payment.currency}`),
      }),
  });
};

/**
 * What the refund will move before it is sent: the fee share given back and what leaves the
 * balance, by contracts' refundQuote (the server's own rule). undefined while the amount is not
 * one the form accepts, or the payment's fee is withheld from the role.
 */
export const refundPreview = (
  payment: RefundablePayment,
  amount: string,
  isFeeReturned: boolean,
): RefundQuote | undefined => {
  const decimals = decimalsOf(payment.currency);
  const units = toUnits(amount.trim(), decimals);
  if (payment.fee == null || units === null || units <= 0n) return undefined;
  if (milli(amount) > milli(leftToRefund(payment))) return undefined;
  return refundQuote(
    { paid: payment.amount, fee: payment.fee, refunded: payment.refunded_amount },
    amount.trim(),
    isFeeReturned,
    decimals,
  );
};

/**
 * The payer the confirmation names (PRODUCT §11): the account holder of the payment's transfer
 * (a transfer to a virtual account or a VietQR, where the money goes back) when one is recorded,
 * else the merchant's id of the payer (user_id); "the payer" when the payment has neither.
 */
export const payerOf = (payment: RefundablePayment, t: Translate): string => {
  const transfer = payment.payment_transfer;
  const name = transfer?.account_name?.trim();
  const account = [transfer?.bank_code, transfer?.account_no].filter(Boolean).join(' ');
  if (name) return account ? `${name} (${account})` : name;
  if (account) return account;
  const userId = payment.user_id?.trim();
  return userId ? t(msg`user ${userId}`) : t(msg`the payer`);
};

const DESTINATION_LABELS: Record<RefundDestination, MessageDescriptor> = {
  CARD: msg`The card it was paid with`,
  ACCOUNT: msg`The bank account it was paid from`,
  SENDER_ACCOUNT: msg`The account the transfer came from`,
  WALLET: msg`The wallet it was sent from`,
};

/** Where a refund's money goes, in words; the code itself for one this portal does not know. */
export const destinationLabel = (destination: string, t: Translate): string => {
  const label = DESTINATION_LABELS[destination as RefundDestination];
  return label ? t(label) : destination;
};

/** Where a refund of this payment would go (contracts REFUND_DESTINATION_OF_TYPE), in words. */
export const destinationOfPayment = (type: string, t: Translate): string =>
  destinationLabel(REFUND_DESTINATION_OF_TYPE[type] ?? 'ACCOUNT', t);

/** The refund's own transaction_id: one per distinct refund the form sends (requestIds.ts). */
export const newRefundTransactionId = (): string =>
  `refund-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 8)}`;
