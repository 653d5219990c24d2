import { fromUnits, toUnits } from './money.js';

// One amount check for every caller: the zod schemas of validation/money.ts wrap it, and the SDK
// (packages/sdk) runs it as it is, so a partner's server refuses the amount the gateway would
// refuse, with the same message, without loading zod. No binary floats: bounds are scaled integers.

export type AmountRule = {
  decimals: number;
  required: string;
  /** Message when the value is a number with more than `decimals` decimals. */
  invalid: string;
  min?: { value: number; message: string };
  /** Exclusive upper bound. */
  below?: { value: number; message: string };
};

export type AmountCheck = { ok: true; amount: string } | { ok: false; message: string };

/** The message of a value that is no number at all ('abc', '1e5', '--1'). */
export const AMOUNT_NOT_A_NUMBER = /*i18n*/ 'amount must be a number';

const NUMBER_TEXT = /^(-?)(\d+)(?:\.(\d+))?$/;
/** More integer digits than any bound here has: too large, said without building a huge BigInt. */
const MAX_INTEGER_DIGITS = 24;

const units = (value: number, decimals: number) => toUnits(String(value), decimals) as bigint;

/**
 * A money amount (number or text) → canonical decimal text, or the message of the rule it breaks:
 * missing, not a number, below the minimum (negative numbers too), above the bound, too many decimals.
 */
export const checkAmount = (rule: AmountRule, value: unknown): AmountCheck => {
  const fail = (message: string): AmountCheck => ({ ok: false, message });
  // NaN and Infinity are no amount at all: the required message, as zod's number type answers.
  if (typeof value === 'number' ? !Number.isFinite(value) : typeof value !== 'string') return fail(rule.required);
  const text = String(value).trim();
  if (text === '') return fail(rule.required);
  const match = NUMBER_TEXT.exec(text);
  if (!match) return fail(AMOUNT_NOT_A_NUMBER);
  const [, sign, whole = '', fraction = ''] = match;
  const isZero = /^0*$/.test(whole) && /^0*$/.test(fraction);
  if (sign && !isZero) return fail(rule.min?.message ?? AMOUNT_NOT_A_NUMBER);
  if (whole.replace(/^0+/, '').length > MAX_INTEGER_DIGITS) return fail(rule.below?.message ?? rule.invalid);
  const parsed = toUnits(`${whole}${fraction ? `.${fraction}` : ''}`, rule.decimals);
  if (parsed === null) return fail(rule.invalid);
  if (rule.min && parsed < units(rule.min.value, rule.decimals)) return fail(rule.min.message);
  if (rule.below && parsed >= units(rule.below.value, rule.decimals)) return fail(rule.below.message);
  return { ok: true, amount: fromUnits(parsed, rule.decimals) };
};
