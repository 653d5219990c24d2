import { TOKENS } from '@paygate/contracts';

// The list's per-token totals (PRODUCT §3). What the detail reads from the payment's `response`
// is in responseFields.ts: the list page does not download it.

const asRecord = (value: unknown): Record<string, unknown> | undefined =>
  typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Record<string, unknown>) : undefined;

const text = (value: unknown) =>
  typeof value === 'string' && value.trim() ? value : typeof value === 'number' ? String(value) : undefined;

export const TOKEN_SYMBOLS = Object.keys(TOKENS) as (keyof typeof TOKENS)[];

/** allPayment's crypto_amount (JSON text keyed by token) → one total per token, "0" when absent. */
export const tokenTotals = (cryptoAmount: string | null | undefined): Record<string, string> => {
  let parsed: Record<string, unknown> | undefined;
  try {
    parsed = asRecord(JSON.parse(cryptoAmount || '{}'));
  } catch {
    parsed = undefined;
  }
  return Object.fromEntries(TOKEN_SYMBOLS.map((token) => [token, text(parsed?.[token]) ?? '0']));
};
