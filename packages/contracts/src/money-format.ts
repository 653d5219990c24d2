import { TOKEN_DECIMALS, VND_DECIMALS } from './money.js';

// The portal's one number and money format (issue 28 item 3): English grouping ("1,000,000,000"),
// the currency code after the figure ("VND", never "VNĐ" or "₫"), and a token always with its
// three decimals ("12.500 USDT"). Every screen, the checkout, the charts and the server's
// statements (issue 30 item 2) write money with these.

/** The decimals a currency is written with: VND none, every token three (PRODUCT §9). */
export const decimalsOf = (currency: string): number => (currency === 'VND' ? VND_DECIMALS : TOKEN_DECIMALS);

/**
 * Amounts as the gateway sends them (decimal text, never floats, ENGINEERING §3.3) with thousands
 * separators: "1500000" → "1,500,000", "-20000" → "-20,000". With `decimals` the fraction is
 * padded to them ("12.5" at 3 → "12.500"); it is never cut.
 */
export const formatAmount = (value: string | number | null | undefined, decimals?: number): string => {
  const text = value == null || value === '' ? '0' : String(value).trim();
  if (!/^-?\d+(\.\d+)?$/.test(text)) return text;
  const negative = text.startsWith('-');
  const [whole = '0', fraction = ''] = (negative ? text.slice(1) : text).split('.');
  const grouped = whole.replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  const digits = decimals === undefined ? fraction : fraction.padEnd(decimals, '0');
  return `${negative ? '-' : ''}${grouped}${digits ? `.${digits}` : ''}`;
};

/**
 * An amount with its currency, the one way the portal writes money (issue #12 item 10): "1,500,000
 * VND", "12.5 USDT" — never ₫ or a bare number. A payment's fee is in the payment's currency.
 */
export const formatMoney = (value: string | number | null | undefined, currency: string): string =>
  `${formatAmount(value, decimalsOf(currency))} ${currency}`;
