/**
 * Amounts as the gateway sends them (decimal text, never floats, DESIGN §3.3) with thousands
 * separators: "1500000" → "1,500,000", "12.5" → "12.5", "-20000" → "-20,000".
 */
export const formatAmount = (value: string | number | null | undefined): string => {
  if (value == null || value === '') return '0';
  const text = String(value).trim();
  if (!/^-?\d+(\.\d+)?$/.test(text)) return text;
  const negative = text.startsWith('-');
  const [whole = '0', fraction] = (negative ? text.slice(1) : text).split('.');
  const grouped = whole.replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  return `${negative ? '-' : ''}${grouped}${fraction ? `.${fraction}` : ''}`;
};

/**
 * An amount with its currency, the one way the portal writes money (issue #12 item 10): "1,500,000
 * VND", "12.5 USDT" — never ₫ or a bare number. A payment's fee is in the payment's currency.
 */
export const formatMoney = (value: string | number | null | undefined, currency: string): string =>
  `${formatAmount(value)} ${currency}`;

type Direction = 'INCOMING' | 'OUTGOING';

/**
 * An amount with its direction (issue 28): money in "+150,000,000", money out "−260,000,000" (a
 * minus sign, not a hyphen); zero has no sign.
 */
export const formatSignedAmount = (value: string | number | null | undefined, direction: Direction): string => {
  const text = formatAmount(value).replace(/^-/, '');
  if (/^0(\.0+)?$/.test(text)) return text;
  return `${direction === 'OUTGOING' ? '\u2212' : '+'}${text}`;
};

/** As formatSignedAmount, with the currency: "−260,000,000 VND". */
export const formatSignedMoney = (
  value: string | number | null | undefined,
  currency: string,
  direction: Direction,
): string => `${formatSignedAmount(value, direction)} ${currency}`;

/** VND amounts: "1,500,000 VND". */
export const formatVnd = (value: string | number | null | undefined): string => formatMoney(value, 'VND');

const SHORT_UNITS: [number, string][] = [
  [1e9, 'G'],
  [1e6, 'M'],
  [1e3, 'K'],
];

/** Chart values shortened with K, M, G at 1e3, 1e6, 1e9 (spec §2.5): 1500 → "1.5K", 2000000 → "2M". */
export const shortNumber = (value: number): string => {
  if (!Number.isFinite(value)) return '0';
  const abs = Math.abs(value);
  for (const [limit, suffix] of SHORT_UNITS) {
    if (abs >= limit) return `${Number((value / limit).toFixed(1))}${suffix}`;
  }
  return String(Number(value.toFixed(1)));
};
