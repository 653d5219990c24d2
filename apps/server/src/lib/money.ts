import { fromUnits, TOKEN_DECIMALS, toUnits } from '@paygate/contracts';

// Server-side money arithmetic. The ledger works in milli-units (the tokens' decimals, the finest
// any currency here has) as bigint; NUMERIC text from either driver is normalised on the way in.

const LEDGER_DECIMALS = TOKEN_DECIMALS;

/** Signed NUMERIC text ('-1500.000') → milli-units. Throws on anything else: never guess money. */
export const milli = (text: string | number | bigint): bigint => {
  const value = String(text).trim();
  const negative = value.startsWith('-');
  const units = toUnits(negative ? value.slice(1) : value, LEDGER_DECIMALS);
  if (units === null) throw new Error(`not a money amount: ${value}`);
  return negative ? -units : units;
};

/** Milli-units → the shortest decimal text ('1500', '0.5', '-2.25'). */
export const decimal = (units: bigint): string => fromUnits(units, LEDGER_DECIMALS);

/** NUMERIC text as the database writes it: no sign but '-', no leading zeros, at most the ledger's decimals. */
const NUMERIC_TEXT = /^(-?)(0|[1-9]\d*)(?:\.(\d{1,3}))?$/;

/**
 * NUMERIC text from the database ('100000.000') → canonical text ('100000'). The database's own
 * text is trimmed as text (every amount of every listed row goes through here, issue #16); any
 * other spelling goes through milli-units, which also refuses what is not money.
 */
export const normalize = (text: string | null | undefined): string | null => {
  if (text == null) return null;
  const match = NUMERIC_TEXT.exec(text);
  if (!match) return decimal(milli(text));
  const [, sign = '', whole = '0', fraction = ''] = match;
  const digits = fraction.replace(/0+$/, '');
  if (digits) return `${sign}${whole}.${digits}`;
  return whole === '0' ? '0' : `${sign}${whole}`;
};

// The fee rule lives in contracts (issue 28 item 2): the portal previews with the same function.
export { feeOf } from '@paygate/contracts';
