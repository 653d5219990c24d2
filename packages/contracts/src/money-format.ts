import { DEFAULT_LANGUAGE, type Language } from './language.js';
import { TOKEN_DECIMALS, VND_DECIMALS } from './money.js';

// The portal's one number and money format (issue 28 item 3), in each language (issue 31 item 3,
// docs/GLOSSARY.md "Numbers"). Every screen, the checkout, the charts and the server's statements
// (issue 30 item 2) write money with these.
// - English is the spec's: comma groups, a decimal point, the currency code after the figure
//   ("1,234,567 VND", never "VNĐ" or "₫"), a token always with its three decimals ("12.500 USDT").
// - Vietnamese groups with a dot, has a decimal comma, and writes the đồng with its sign
//   ("1.234.567 ₫", "12,500 USDT"), as Vietnamese banks and wallets do.

/** The signs a language writes numbers with. */
export type NumberSigns = { group: string; decimal: string };

export const NUMBER_SIGNS: Record<Language, NumberSigns> = {
  en: { group: ',', decimal: '.' },
  vi: { group: '.', decimal: ',' },
};

/** The decimals a currency is written with: VND none, every token three (PRODUCT §9). */
export const decimalsOf = (currency: string): number => (currency === 'VND' ? VND_DECIMALS : TOKEN_DECIMALS);

/** What follows the figure: the currency's code, or in Vietnamese the đồng's sign. */
export const currencyLabel = (currency: string, language: Language = DEFAULT_LANGUAGE): string =>
  language === 'vi' && currency === 'VND' ? '₫' : currency;

/**
 * Amounts as the gateway sends them (decimal text, never floats, ENGINEERING §3.3) with thousands
 * separators: "1500000" → "1,500,000" ("1.500.000" in Vietnamese), "-20000" → "-20,000". With
 * `decimals` the fraction is padded to them ("12.5" at 3 → "12.500"); it is never cut. Text that is
 * not a decimal number is returned as it is.
 */
export const formatAmount = (
  value: string | number | null | undefined,
  decimals?: number,
  language: Language = DEFAULT_LANGUAGE,
): string => {
  const text = value == null || value === '' ? '0' : String(value).trim();
  if (!/^-?\d+(\.\d+)?$/.test(text)) return text;
  const { group, decimal } = NUMBER_SIGNS[language];
  const negative = text.startsWith('-');
  const [whole = '0', fraction = ''] = (negative ? text.slice(1) : text).split('.');
  const grouped = whole.replace(/\B(?=(\d{3})+(?!\d))/g, group);
  const digits = decimals === undefined ? fraction : fraction.padEnd(decimals, '0');
  return `${negative ? '-' : ''}${grouped}${digits ? `${decimal}${digits}` : ''}`;
};

/**
 * An amount with its currency, the one way the portal writes money (issue #12 item 10): "1,500,000
 * VND", "12.5 USDT" in English, "1.500.000 ₫" in Vietnamese — never a bare number. A payment's fee
 * is in the payment's currency.
 */
export const formatMoney = (
  value: string | number | null | undefined,
  currency: string,
  language: Language = DEFAULT_LANGUAGE,
): string => `${formatAmount(value, decimalsOf(currency), language)} ${currencyLabel(currency, language)}`;
