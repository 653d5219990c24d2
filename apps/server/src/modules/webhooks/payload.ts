// The webhook body of spec §3 "Webhook sample". Payment webhooks (issue #4) fill it from a
// payment; testAppWebhook sends a clearly fake one for the app.

export type WebhookPayload = {
  transaction_id: string;
  app: { app_id: string; name: string; status: string };
  channel: { channel_id: string; name: string };
  source: string;
  payment: {
    payment_id: string;
    amount: string;
    bank: string;
    status: string;
    user_id: string;
    account_number: string;
    account_name: string;
    type: string;
  };
  transfer_info: { sender_name: string; sender_account: string; sender_bank_bin: string; message: string };
};

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
