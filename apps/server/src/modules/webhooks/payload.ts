// The webhook body of PRODUCT §3 "Webhook sample". Payment webhooks (issue #4) fill it from a
// payment; testAppWebhook sends a clearly fake one for the app.

import type { WebhookPayload } from '@paygate/contracts';

export type { WebhookPayload };

export const testWebhookPayload = (
  app: { id: string; name: string; status: string },
  channel: { id: string; name: string } | undefined,
  now = new Date(),
): WebhookPayload => ({
  transaction_id: `TEST-${now.getTime()}`,
  app: { app_id: app.id, name: app.name, status: app.status },
  channel: { channel_id: channel?.id ?? '', name: channel?.name ?? '' },
  source: 'webhook-test',
  payment: {
    payment_id: `test_${now.getTime()}`,
    amount: '100000',
    bank: 'VCB',
    status: 'SUCCESS',
    user_id: 'test-user',
    account_number: '9704000000000018',
    account_name: 'NGUYEN VAN A',
    type: 'VIRTUAL_ACCOUNT',
  },
  transfer_info: {
    sender_name: 'NGUYEN VAN A',
    sender_account: '0011001234567',
    sender_bank_bin: '970436',
    message: 'Paygate webhook test',
  },
});

type PaymentLike = {
  id: string;
  transactionId: string;
  amount: string;
  bank: string | null;
  status: string;
  userId: string | null;
  accountNumber: string | null;
  accountName: string | null;
  type: string;
  source: string | null;
  details: Record<string, string | null>;
};

/** The webhook of a payment's status change (PRODUCT §3 "Webhook sample"). */
export const paymentWebhookPayload = (
  payment: PaymentLike,
  app: { id: string; name: string; status: string },
  channel: { id: string; name: string } | undefined,
): WebhookPayload => ({
  transaction_id: payment.transactionId,
  app: { app_id: app.id, name: app.name, status: app.status },
  channel: { channel_id: channel?.id ?? '', name: channel?.name ?? '' },
  source: payment.source ?? '',
  payment: {
    payment_id: payment.id,
    amount: payment.amount,
    bank: payment.bank ?? '',
    status: payment.status,
    user_id: payment.userId ?? '',
    account_number: payment.accountNumber ?? '',
    account_name: payment.accountName ?? '',
    type: payment.type,
  },
  transfer_info: {
    sender_name: payment.details.sender_name ?? '',
    sender_account: payment.details.sender_account ?? '',
    sender_bank_bin: payment.details.sender_bank_bin ?? '',
    message: payment.details.message ?? '',
  },
});
