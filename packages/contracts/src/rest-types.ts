// Answers of the gateway REST calls a merchant's server reads (PRODUCT §7.2), as plain types: the SDK
// declares its results with them (no zod in its types), and rest-schemas.ts checks at compile time
// that each zod schema (the OpenAPI document's source) produces exactly this shape.

import type { PaymentStatus } from './enums.js';
import type { WebhookComplaint } from './webhook.js';

/** GET /v1/partner/{api}: the §3 "Payment test result" plus the hosted checkout's URL. */
export type PaymentUrlResult = {
  error_code: 0;
  message: string;
  status: string;
  transaction_id: string;
  payment_id: string;
  app: { app_id: string; name: string; status: string };
  payment: { payment_id: string; amount: string; bank: string | null; status: string; type: string };
  /** Where the payer goes: the hosted checkout page. */
  payment_url: string;
  /** ISO time the pending payment expires; null for a permanent virtual account. */
  expires_at: string | null;
};

/** One entry of GET /config/bank's `data`. */
export type ConfigBank = { id: string; name: string };

/** A refund as every answer, the webhook and the portal show it (docs/adr/0029-refunds.md). */
export type Refund = {
  refund_id: string;
  /** Your refund's id: unique per app; the same request again answers this refund. */
  transaction_id: string;
  payment_id: string;
  status: 'PENDING' | 'SUCCESS' | 'FAILED';
  amount: string;
  /** The share of the payment's fee the gateway gives back (your partner's refund_fee_returned). */
  fee_returned: string;
  /** What left your balance: amount − fee_returned. */
  debited: string;
  currency: string;
  chain: string | null;
  reason: string;
  destination: 'CARD' | 'ACCOUNT' | 'SENDER_ACCOUNT' | 'WALLET';
  failure_reason: string | null;
  created_at: string;
  completed_at: string | null;
};

/** POST /v1/partner/refund (PRODUCT §11): the refund, PENDING until settled, and its payment after it. */
export type RefundResult = {
  error_code: 0;
  message: string;
  refund: Refund;
  payment: {
    payment_id: string;
    transaction_id: string;
    status: PaymentStatus;
    amount: string;
    refunded_amount: string;
  };
  /** This transaction_id was already accepted: its first answer. */
  retried?: true;
};

/**
 * GET /v1/partner/payment (issue 29 item 3): what the gateway knows of one of your payments now —
 * what a lost webhook would have said, and more.
 */
export type PaymentQueryResult = {
  error_code: 0;
  message: string;
  payment: {
    payment_id: string;
    /** Your order id. */
    transaction_id: string;
    app_id: string;
    /** The method: ATM_CARD, VIRTUAL_ACCOUNT, CRYPTO… */
    type: string;
    status: PaymentStatus;
    /** In `currency`: whole VND, or a token amount with up to 3 decimals. */
    amount: string;
    /** Taken from a successful payment: your balance got amount − fee. */
    fee: string;
    /** Refunds accepted so far (pending or succeeded); a failed one gives its part back. */
    refunded_amount: string;
    currency: string;
    /** Token payments: polygon, bsc or eth; null for VND. */
    chain: string | null;
    /** The bank code, or the token of a crypto payment. */
    bank: string | null;
    /** Your customer's id, as the request sent it. */
    user_id: string | null;
    /** Why it failed, when it did. */
    failure_reason: string | null;
    created_at: string;
    /** When it reached its final status (SUCCESS, FAILED, CANCEL); null while PENDING. */
    completed_at: string | null;
    expires_at: string | null;
  };
  /** Its refunds, newest first. */
  refunds: Refund[];
  /** Its complaint, if a payer ever disputed it (at most one: issue 29 item 2). */
  complaint: WebhookComplaint | null;
};
