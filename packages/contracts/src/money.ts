// Money as decimal text and scaled integers (ENGINEERING §3.3): VND has 0 decimals, tokens 3.
// Nothing here goes through a binary float.

export const VND_DECIMALS = 0;
export const TOKEN_DECIMALS = 3;

const DECIMAL_TEXT = /^(\d+)(?:\.(\d+))?$/;

/** "12.5" at 3 decimals → 12500n; null for text that is not a plain non-negative decimal or has too many decimals. */
export const toUnits = (text: string, decimals: number): bigint | null => {
  const match = DECIMAL_TEXT.exec(text.trim());
  if (!match) return null;
  const [, whole = '0', fraction = ''] = match;
  const trimmed = fraction.replace(/0+$/, '');
  if (trimmed.length > decimals) return null;
  return BigInt(whole) * 10n ** BigInt(decimals) + BigInt(trimmed.padEnd(decimals, '0') || '0');
};

/** 12500n at 3 decimals → "12.5"; the shortest exact text, no trailing zeros. */
export const fromUnits = (units: bigint, decimals: number): string => {
  const negative = units < 0n;
  const abs = negative ? -units : units;
  const scale = 10n ** BigInt(decimals);
  const whole = abs / scale;
  const fraction = decimals > 0 ? (abs % scale).toString().padStart(decimals, '0').replace(/0+$/, '') : '';
  return `${negative ? '-' : ''}${whole}${fraction ? `.${fraction}` : ''}`;
};

/** A number or numeric text from a form, as canonical decimal text; null when it is not one. */
export const normalizeAmount = (value: unknown, decimals: number): string | null => {
  const text = typeof value === 'number' ? (Number.isFinite(value) ? String(value) : '') : value;
  if (typeof text !== 'string') return null;
  const units = toUnits(text, decimals);
  return units === null ? null : fromUnits(units, decimals);
};
