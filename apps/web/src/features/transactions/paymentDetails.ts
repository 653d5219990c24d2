import { TOKENS } from '@paygate/contracts';

// Reading the payment's JSON texts (PRODUCT §3): the gateway `response` and the per-token totals.

const asRecord = (value: unknown): Record<string, unknown> | undefined =>
  typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Record<string, unknown>) : undefined;

const text = (value: unknown) =>
  typeof value === 'string' && value.trim() ? value : typeof value === 'number' ? String(value) : undefined;

/**
 * The account number held in a payment's `response`: payment.bankAccounts[0].accountNo, else
 * account_number (at the top or under payment). Undefined for missing or malformed JSON.
 */
export const accountNumberOf = (response: string | null | undefined): string | undefined => {
  if (!response) return undefined;
  let parsed: unknown;
  try {
    parsed = JSON.parse(response);
  } catch {
    return undefined;
  }
  const root = asRecord(parsed);
  const payment = asRecord(root?.payment);
  const accounts = payment?.bankAccounts;
  const first = Array.isArray(accounts) ? asRecord(accounts[0]) : undefined;
  return text(first?.accountNo) ?? text(root?.account_number) ?? text(payment?.account_number);
};

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

/** The response JSON indented for reading; the raw text when it is not JSON. */
export const prettyJson = (raw: string | null | undefined): string => {
  if (!raw) return '';
  try {
    return JSON.stringify(JSON.parse(raw), null, 2);
  } catch {
    return raw;
  }
};
