// The sample webhook body of PRODUCT §3, shown on /docs/webhook: the shape the gateway sends
// (WebhookPayload of packages/contracts) with the values of a paid virtual-account order.

import type { WebhookPayload } from '@paygate/contracts';

export const WEBHOOK_SAMPLE: WebhookPayload = {
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
};

/** As the gateway sends it: compact JSON; shown indented. */
export const WEBHOOK_SAMPLE_JSON = JSON.stringify(WEBHOOK_SAMPLE, null, 2);
