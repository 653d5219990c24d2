// Answers of the gateway REST calls a merchant's server reads (PRODUCT §7.2), as plain types: the SDK
// declares its results with them (no zod in its types), and rest-schemas.ts checks at compile time
// that each zod schema (the OpenAPI document's source) produces exactly this shape.

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
