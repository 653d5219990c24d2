import { gatewayHash, type HashValues, hashInput, type PaymentApi } from './signing.js';

// A gateway request exactly as a merchant's server builds it (PRODUCT §7.2): the query in the
// documented order, the hash last. The API tool, the apps' API Test dialog and the tests use this
// one function, so what the portal shows is what the gateway verifies.

/** Query fields of GET /v1/partner/{api}, in PRODUCT §7.2 order; `hash` follows them. */
export const GATEWAY_QUERY_FIELDS = [
  'app_id',
  'channel_id',
  'transaction_id',
  'callback_uri',
  'user_id',
  'amount',
  'currency_amount',
  'currency_text',
  'bank',
  'source',
  'account_name',
  'crypto_token',
  'chain',
] as const;
export type GatewayQueryField = (typeof GATEWAY_QUERY_FIELDS)[number];

export type SignedGatewayRequest = {
  api: PaymentApi;
  /** The text that was hashed: the values joined by ':' with the app secret last. */
  hashInput: string;
  hash: string;
  /** Path and query: `/v1/partner/{api}?…&hash=…`. */
  path: string;
  /** `path` on the gateway's base URL. */
  url: string;
  /** A copyable shell command that sends the same request. */
  curl: string;
};

/** Single-quotes a value for a POSIX shell. */
const shellQuote = (value: string) => `'${value.replaceAll("'", `'\\''`)}'`;

/**
 * Signs a request. Empty values are left out of the query and take their empty slot in the hash
 * (the gateway reads an absent field as empty), so both sides hash the same text.
 */
export const signGatewayRequest = (
  api: PaymentApi,
  values: Partial<Record<GatewayQueryField, string | number | null | undefined>>,
  appSecret: string,
  baseUrl: string,
): SignedGatewayRequest => {
  const sent: HashValues = {};
  const query: string[] = [];
  for (const field of GATEWAY_QUERY_FIELDS) {
    const value = values[field];
    if (value == null || String(value) === '') continue;
    sent[field] = String(value);
    query.push(`${field}=${encodeURIComponent(String(value))}`);
  }
  const hash = gatewayHash(api, sent, appSecret);
  query.push(`hash=${hash}`);
  const path = `/v1/partner/${api}?${query.join('&')}`;
  const url = `${baseUrl.replace(/\/+$/, '')}${path}`;
  return { api, hashInput: hashInput(api, sent, appSecret), hash, path, url, curl: `curl -sS ${shellQuote(url)}` };
};
