import {
  currencyLabel,
  decimalsOf,
  formatAmount as formatAmountIn,
  formatMoney as formatMoneyIn,
  NUMBER_SIGNS,
} from '@paygate/contracts';
import { currentLanguage } from '../i18n/current';

// The portal's one number and money format (issue 28 item 3) in the language on screen (issue 31
// item 3): "1,500,000 VND" and "12.500 USDT" in English, the spec's; "1.500.000 ₫" and "12,500
// USDT" in Vietnamese. The format itself is contracts' (money-format.ts), which the server's
// statements write with too; here it takes the screen's language, read as each figure renders, so
// a switch of language writes the numbers anew with the words.

export { decimalsOf };

/** "1500000" → "1,500,000" (English), "1.500.000" (Vietnamese); `decimals` pads the fraction. */
export const formatAmount = (value: string | number | null | undefined, decimals?: number): string =>
  formatAmountIn(value, decimals, currentLanguage());

/** An amount with its currency: "1,500,000 VND", "1.500.000 ₫", "12.500 USDT". */
export const formatMoney = (value: string | number | null | undefined, currency: string): string =>
  formatMoneyIn(value, currency, currentLanguage());

/** What follows an amount in the language on screen: "VND", "₫" in Vietnamese, a token's code. */
export const currencyName = (currency: string): string => currencyLabel(currency, currentLanguage());

/** The decimal sign of the language on screen: "." in English, "," in Vietnamese. */
export const decimalSign = (): string => NUMBER_SIGNS[currentLanguage()].decimal;

/** A count (payments, attempts, milliseconds) grouped as amounts are: 12345 → "12,345". */
export const formatCount = (value: number): string =>
  Number.isFinite(value) ? formatAmount(String(Math.round(value))) : '0';

/** A share as a percentage with `digits` decimals: 0.1234 → "12.3%". */
export const formatPercent = (share: number, digits = 1): string =>
  `${Number.isFinite(share) ? (share * 100).toFixed(digits).replace('.', decimalSign()) : '0'}%`;

type Direction = 'INCOMING' | 'OUTGOING';

/**
 * An amount with its direction (issue 28): money in "+150,000,000", money out "−260,000,000" (a
 * minus sign, not a hyphen); zero has no sign.
 */
export const formatSignedAmount = (
  value: string | number | null | undefined,
  direction: Direction,
  decimals?: number,
): string => {
  const text = formatAmount(value, decimals).replace(/^-/, '');
  if (/^0([.,]0+)?$/.test(text)) return text;
  return `${direction === 'OUTGOING' ? '\u2212' : '+'}${text}`;
};

/** As formatSignedAmount, with the currency: "−260,000,000 VND". */
export const formatSignedMoney = (
  value: string | number | null | undefined,
  currency: string,
  direction: Direction,
): string =>
  `${formatSignedAmount(value, direction, decimalsOf(currency))} ${currencyLabel(currency, currentLanguage())}`;

/** VND amounts: "1,500,000 VND". */
export const formatVnd = (value: string | number | null | undefined): string => formatMoney(value, 'VND');

const SCALES: [number, string][] = [
  [1, ''],
  [1e3, 'K'],
  [1e6, 'M'],
  [1e9, 'G'],
];

/** Chart values shortened with K, M and G at 1e3, 1e6 and 1e9 (PRODUCT §2.5): 1,500,000 → "1.5M". */
export const shortNumber = (value: number): string => {
  if (!Number.isFinite(value)) return '0';
  const abs = Math.abs(value);
  const shown = (size: number) => Math.round((abs / size) * 100) / 100;
  let index = SCALES.findLastIndex(([size]) => abs >= size);
  if (index < 0) index = 0;
  // 999,999 would read "1,000K" once rounded: the next scale says it better ("1M").
  if (index < SCALES.length - 1 && shown(SCALES[index]![0]) >= 1000) index += 1;
  const [size, suffix] = SCALES[index]!;
  const rounded = Math.round((value / size) * 100) / 100;
  const [whole = '0', fraction] = String(Math.abs(rounded)).split('.');
  return `${rounded < 0 ? '-' : ''}${formatAmount(whole)}${fraction ? `${decimalSign()}${fraction}` : ''}${suffix}`;
};
