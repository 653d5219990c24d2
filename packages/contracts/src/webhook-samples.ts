import type { ComplaintWebhookPayload, PaymentWebhookPayload, RefundWebhookPayload } from './webhook.js';

// The documented webhook bodies (PRODUCT §3 "Webhook sample" and its refund and complaint events):
// what /docs/webhook shows and the tests of the body's shape start from. A file of their own, so
// the SDK's bundle, which checks bodies but never shows one, does not carry them (an object built
// with a spread is kept by a bundler whether used or not).

/**
 * A paid virtual-account order's event: the one sample /docs/webhook shows and the tests of the
 * body's shape (contracts, SDK, server) start from, so the shape is written once, here.
 */
export const WEBHOOK_SAMPLE: PaymentWebhookPayload = {
  transaction_id: 'ORDER-10002',
  app: { app_id: '3f6c1a52-8d0e-4c7b-9a51-2e7d9b4c6f10', name: 'Demo Store', status: 'PRODUCTION' },
  channel: { channel_id: '7a0e5c2b-91d4-4f3a-b6e8-0c1d2e3f4a5b', name: 'Default' },
  source: 'web',
  payment: {
    payment_id: '0b9f2a3c-4d5e-4f60-8a71-92b3c4d5e6f7',
    amount: '250000',
    bank: 'BIDV',
    status: 'SUCCESS',
    user_id: 'buyer-42',
    account_number: '9624710000123456',
    account_name: 'NGUYEN VAN AN',
    type: 'VIRTUAL_ACCOUNT',
  },
  transfer_info: {
    sender_name: 'TRAN THI BINH',
    sender_account: '0011001234567',
    sender_bank_bin: '970436',
    message: 'PG0B9F2A3C4D',
  },
  type: 'payment.succeeded',
  created_at: '2026-11-20T09:15:42.000Z',
  test: false,
};

/** The same order, partly refunded: the refund's event (the payment as it stands, and the refund). */
export const REFUND_WEBHOOK_SAMPLE: RefundWebhookPayload = {
  ...WEBHOOK_SAMPLE,
  type: 'refund.succeeded',
  created_at: '2026-11-21T10:02:07.000Z',
  refund: {
    refund_id: '5d8e1f3a-2b4c-4d6e-9f70-81a2b3c4d5e6',
    transaction_id: 'REFUND-10002-1',
    payment_id: WEBHOOK_SAMPLE.payment.payment_id,
    status: 'SUCCESS',
    amount: '50000',
    fee_returned: '0',
    debited: '50000',
    currency: 'VND',
    chain: null,
    reason: 'One item returned',
    destination: 'SENDER_ACCOUNT',
    failure_reason: null,
    created_at: '2026-11-21T10:01:55.000Z',
    completed_at: '2026-11-21T10:02:07.000Z',
  },
};

/** The same order disputed by its payer: the complaint's event. */
export const COMPLAINT_WEBHOOK_SAMPLE: ComplaintWebhookPayload = {
  ...WEBHOOK_SAMPLE,
  payment: { ...WEBHOOK_SAMPLE.payment, status: 'IN_COMPLAIN' },
  type: 'complaint.opened',
  created_at: '2026-11-22T08:30:00.000Z',
  complaint: {
    complaint_id: '9a7b6c5d-4e3f-4a2b-8c1d-0e9f8a7b6c5d',
    status: 'OPEN',
    amount: '250000',
    reason: 'Goods not received',
    respond_by: '2026-11-29T08:30:00.000Z',
    outcome: null,
    created_at: '2026-11-22T08:30:00.000Z',
    resolved_at: null,
  },
};
