// The webhook body of PRODUCT §3 "Webhook sample": what the gateway sends a merchant's webhook_url
// (apps/server/src/modules/webhooks/payload.ts) and what /docs/webhook shows.

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
