import { ADMIN_MESSAGES, FEE_KEY_OF_TYPE, REFUND_FEE_RETURNED_KEY, TOKENS, toUnits } from '@paygate/contracts';
import { AppError } from '../../lib/errors.js';
import type { BankNetwork } from '../../providers/types.js';

// Parsing of the operator's fee and bank arguments (`npm run admin -- set-fees|disable-bank …`).

export type FeeRule = { rate: number; fixed?: number };

/** Every fee key the engine reads (PRODUCT §3 partner.fees): atm_vnd, ib_vnd, va_vnd, … */
export const FEE_KEYS = [...new Set(Object.values(FEE_KEY_OF_TYPE))].sort();
/** PRODUCT §3: only atm_vnd has a fixed part besides its rate. */
const FIXED_KEYS = new Set(['atm_vnd']);

const bad = (message: string) => new AppError(message, 'BAD_USER_INPUT');

/**
 * The partner's refund rule among set-fees' arguments (ADR 0029): `refund_fee_returned=on|off`
 * says whether a refund gives back its share of the fee; the other arguments are fees.
 */
export const splitRefundRule = (args: string[]): { feeArgs: string[]; refundFeeReturned?: boolean } => {
  const prefix = `${REFUND_FEE_RETURNED_KEY}=`;
  let refundFeeReturned: boolean | undefined;
  const feeArgs: string[] = [];
  for (const arg of args) {
    if (!arg.trim().startsWith(prefix)) {
      feeArgs.push(arg);
      continue;
    }
    const value = arg.trim().slice(prefix.length);
    if (value !== 'on' && value !== 'off') throw bad(ADMIN_MESSAGES.notARefundRule(value));
    refundFeeReturned = value === 'on';
  }
  return refundFeeReturned === undefined ? { feeArgs } : { feeArgs, refundFeeReturned };
};

/**
 * `atm_vnd=0.011+1100 ib_vnd=0.9% crypto=off`: a rate as a fraction or a percentage, a fixed VND
 * part for atm_vnd, or `off` to remove the fee. Null in the result means "remove".
 */
export const parseFeeArgs = (args: string[]): Record<string, FeeRule | null> => {
  const out: Record<string, FeeRule | null> = {};
  for (const arg of args) {
    const match = /^([a-z_]+)=(.+)$/.exec(arg.trim());
    if (!match) throw bad(ADMIN_MESSAGES.notAFee(arg));
    const [, key = '', value = ''] = match;
    if (!FEE_KEYS.includes(key)) throw bad(ADMIN_MESSAGES.unknownFee(key, FEE_KEYS));
    if (value === 'off') {
      out[key] = null;
      continue;
    }
    const parts = /^(\d+(?:\.\d+)?)(%?)(?:\+(\d+))?$/.exec(value);
    if (!parts) throw bad(ADMIN_MESSAGES.notAFeeValue(value));
    const [, rateText = '0', percent, fixedText] = parts;
    // Rates are applied in parts per million (lib/money.ts feeOf): finer ones would be rounded.
    // A percentage with 4 decimals is already in ppm (1.1 % = 11000 ppm), a fraction with 6.
    const ppm = toUnits(rateText, percent ? 4 : 6);
    if (ppm === null) throw bad(ADMIN_MESSAGES.rateTooPrecise(key));
    if (ppm >= 1_000_000n) throw bad(ADMIN_MESSAGES.rateOutOfRange(key));
    const rate = Number(ppm) / 1_000_000;
    if (fixedText !== undefined && !FIXED_KEYS.has(key)) throw bad(ADMIN_MESSAGES.fixedOnlyAtm);
    out[key] = fixedText !== undefined ? { rate, fixed: Number(fixedText) } : { rate };
  }
  return out;
};

/**
 * disabled_banks keys from the operator's words: ATM_{bank}, VA_{bank}, CRYPTO_{token}, ATM_ALL,
 * VA_ALL, CRYPTO_ALL as they are; a bare bank code means every method of that bank (ATM_ and
 * VA_), a bare token CRYPTO_{token}. Unknown banks are refused (enable-bank may remove any key).
 */
export const bankKeysOf = (args: string[], banks: BankNetwork, options: { allowUnknown: boolean }): string[] => {
  const atm = new Set(banks.listBanks('ATM').map((b) => b.id));
  const all = new Set(banks.listBanks('all').map((b) => b.id));
  const keys: string[] = [];
  for (const arg of args) {
    const word = arg.trim().toUpperCase();
    const [, prefix, rest = ''] = /^(ATM|VA|CRYPTO)_(.+)$/.exec(word) ?? [];
    const known =
      rest === 'ALL' ||
      (prefix === 'ATM' && atm.has(rest)) ||
      (prefix === 'VA' && all.has(rest)) ||
      (prefix === 'CRYPTO' && rest in TOKENS);
    if (prefix && (known || options.allowUnknown)) keys.push(word);
    else if (!prefix && word in TOKENS) keys.push(`CRYPTO_${word}`);
    else if (!prefix && all.has(word)) keys.push(...(atm.has(word) ? [`ATM_${word}`] : []), `VA_${word}`);
    else {
      throw bad(ADMIN_MESSAGES.unknownBank(arg));
    }
  }
  return [...new Set(keys)];
};
