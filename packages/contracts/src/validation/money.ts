import { z } from 'zod';
import {
  ACCOUNT_NAME_MAX_LENGTH,
  API_TOOL_MIN_AMOUNT,
  API_TOOL_MIN_AMOUNT_SCARD,
  API_TOOL_MIN_CRYPTO_AMOUNT,
  CASH_OUT_MAX_AMOUNT,
  CASH_OUT_MIN_AMOUNT,
  CRYPTO_DECIMALS,
  EXCHANGE_MAX_AMOUNT,
  EXCHANGE_MIN_AMOUNT,
  MEMO_MAX_LENGTH,
  WITHDRAW_MAX_AMOUNT,
  WITHDRAW_MIN_AMOUNT,
} from '../limits.js';
import { fromUnits, toUnits } from '../money.js';
import { requiredText } from './common.js';
import { walletAddressError } from './wallet.js';

// Spec §5 "Money movement" and "API tool page", messages verbatim. Amounts leave these schemas
// as canonical decimal text ("250000000", "0.5"); bounds are compared as scaled integers.

export const AMOUNT_GREATER_THAN_AVAILABLE = 'Amount is greater than available';
export const LOW_CHAIN_BALANCE = 'This network does not have enough funds. Please try other network!';
export const DEVELOPMENT_APP_ONLY = 'Please select development app to use this feature.';
/** Shown when neither a production nor a sandbox gateway accepts the account (§5 says only "shown on the field"). */
export const ACCOUNT_NOT_FOUND = 'Account not found';

type AmountRule = {
  decimals: number;
  required: string;
  /** Message when the value is not a number with at most `decimals` decimals. */
  invalid: string;
  min?: { value: number; message: string };
  /** Exclusive upper bound. */
  below?: { value: number; message: string };
};

const units = (value: number, decimals: number) => toUnits(String(value), decimals) as bigint;

/** A money amount from a form (number or text) → canonical decimal text, checked without floats. */
export const amountField = (rule: AmountRule) =>
  z.union([z.string(), z.number()], { error: rule.required }).transform((value, ctx) => {
    const text = String(value).trim();
    if (text === '') {
      ctx.addIssue({ code: 'custom', message: rule.required });
      return z.NEVER;
    }
    const parsed = toUnits(text, rule.decimals);
    if (parsed === null) {
      ctx.addIssue({ code: 'custom', message: rule.invalid });
      return z.NEVER;
    }
    if (rule.min && parsed < units(rule.min.value, rule.decimals)) {
      ctx.addIssue({ code: 'custom', message: rule.min.message });
      return z.NEVER;
    }
    if (rule.below && parsed >= units(rule.below.value, rule.decimals)) {
      ctx.addIssue({ code: 'custom', message: rule.below.message });
      return z.NEVER;
    }
    return fromUnits(parsed, rule.decimals);
  });

const otpField = (requireOtp: boolean) =>
  requireOtp ? requiredText('otp is required!') : z.string().trim().optional().nullable();

const memo = (message: string) => z.string().trim().max(MEMO_MAX_LENGTH, { error: message });

/** CashOut step 1 'Check Info' (all required). */
export const cashOutStep1Input = z.object({
  app_id: requiredText('Please Select App!'),
  payee_bank: requiredText('payee_bank is required!'),
  payee_account: requiredText('payee_account is required!'),
  payee_account_type: z.enum(['BANK_ACCOUNT', 'CARD_NUMBER'], { error: 'payee_account_type is required!' }),
});

/**
 * CashOut step 2. The spec's upper-bound message reads 'amount must be less than {ip}': a
 * placeholder it never fills; we fill it with the limit, written the way the minimum is.
 */
export const cashOutInput = (options: { requireOtp: boolean }) =>
  cashOutStep1Input.extend({
    amount: amountField({
      decimals: 0,
      required: 'amount is required!',
      invalid: 'amount must be an integer',
      min: { value: CASH_OUT_MIN_AMOUNT, message: 'amount must be >= 10.000' },
      below: { value: CASH_OUT_MAX_AMOUNT, message: 'amount must be less than 1.000.000.000' },
    }),
    payee_name: requiredText('payee_name is required!'),
    message: requiredText('message is required!')
      .regex(/^[\d ]+$/, { error: 'message only number' })
      .max(MEMO_MAX_LENGTH, { error: `message must be at most ${MEMO_MAX_LENGTH} characters` }),
    otp: otpField(options.requireOtp),
  });
export type CashOutInput = z.infer<ReturnType<typeof cashOutInput>>;

export const withdrawInput = (options: { requireOtp: boolean }) =>
  z.object({
    app_id: requiredText('Please Select App!'),
    amount: amountField({
      decimals: CRYPTO_DECIMALS,
      required: 'amount is required!',
      invalid: 'amount has at most 3 decimals',
      min: { value: WITHDRAW_MIN_AMOUNT, message: 'amount must be >= 0.001' },
      below: { value: WITHDRAW_MAX_AMOUNT, message: 'amount must be less than 1.000.000.000' },
    }),
    // Every catalogue chain is EIP155, so the address rule needs no chain (validation/wallet.ts).
    payee_wallet: requiredText('payee_wallet is required!').superRefine((wallet, ctx) => {
      const error = walletAddressError(undefined, wallet);
      if (error) ctx.addIssue({ code: 'custom', message: error });
    }),
    chain: requiredText('chain is required!'),
    token_name: requiredText('token_name is required!'),
    memo: memo(`memo must be at most ${MEMO_MAX_LENGTH} characters`).optional(),
    otp: otpField(options.requireOtp),
  });
export type WithdrawInput = z.infer<ReturnType<typeof withdrawInput>>;

export const exchangeInput = (options: { requireOtp: boolean }) =>
  z.object({
    amount: amountField({
      decimals: 0,
      required: 'amount is required!',
      invalid: 'amount must be an integer',
      min: { value: EXCHANGE_MIN_AMOUNT, message: 'amount must be >= 10' },
      below: { value: EXCHANGE_MAX_AMOUNT, message: 'amount must be less than 10.000' },
    }),
    token_name: requiredText('Please select token'),
    otp: otpField(options.requireOtp),
  });
export type ExchangeInput = z.infer<ReturnType<typeof exchangeInput>>;

export const cashInInput = z.object({
  app_id: requiredText('Please input apps'),
  amount: amountField({ decimals: 0, required: 'Please input amount', invalid: 'amount must be an integer' }),
  bank_code: requiredText('Please input bank'),
});
export type CashInInput = z.infer<typeof cashInInput>;

export const depositInput = z.object({
  app_id: requiredText('Please input apps'),
  amount: amountField({
    decimals: CRYPTO_DECIMALS,
    required: 'Please input amount',
    invalid: 'amount has at most 3 decimals',
  }),
  crypto_token: requiredText('Please select token'),
  chain: requiredText('Please select deposit chain'),
});
export type DepositInput = z.infer<typeof depositInput>;

/** The API tool's minimum: 0.5 for crypto (3 decimals), 0 for SCARD_ banks, else 10,000 (integer). */
export const apiToolAmount = (options: { crypto: boolean; bank?: string | null | undefined }) =>
  options.crypto
    ? amountField({
        decimals: CRYPTO_DECIMALS,
        required: 'You need to enter at least 0.5',
        invalid: 'amount has at most 3 decimals',
        min: { value: API_TOOL_MIN_CRYPTO_AMOUNT, message: 'You need to enter at least 0.5' },
      })
    : options.bank?.includes('SCARD_')
      ? amountField({
          decimals: 0,
          required: 'You need to enter at least 0',
          invalid: 'amount must be an integer',
          min: { value: API_TOOL_MIN_AMOUNT_SCARD, message: 'You need to enter at least 0' },
        })
      : amountField({
          decimals: 0,
          required: 'You need to enter at least 10,000',
          invalid: 'amount must be an integer',
          min: { value: API_TOOL_MIN_AMOUNT, message: 'You need to enter at least 10,000' },
        });

const url = (message: string) => z.url({ protocol: /^https?$/, hostname: z.regexes.hostname, error: message });

/** Letters (any script), digits and spaces, 1 to 32 characters. */
export const accountNameField = requiredText('You need to enter the Username').regex(
  new RegExp(`^[\\p{L}\\p{N} ]{1,${ACCOUNT_NAME_MAX_LENGTH}}$`, 'u'),
  { error: 'Username can not contain special characters, maximum 32 characters' },
);

/** API tool form (§5 "API tool page"); the server's gateway applies the same amount rule. */
export const apiToolInput = (options: { crypto: boolean; bank?: string | null | undefined; virtualAccount: boolean }) =>
  z.object({
    app_id: requiredText('You have not selected the App'),
    transaction_id: requiredText('You need to enter the transaction id'),
    amount: apiToolAmount(options),
    callback_uri: url('callback_uri must be a url').optional(),
    account_name: options.virtualAccount ? accountNameField : z.string().optional(),
  });

/** The app list's API Test dialog (§2.8). */
export const apiTestInput = z.object({
  transaction_id: requiredText('transaction_id is required!'),
  amount: amountField({
    decimals: 0,
    required: 'You need to enter at least 10,000',
    invalid: 'amount must be an integer',
    min: { value: API_TOOL_MIN_AMOUNT, message: 'You need to enter at least 10,000' },
  }),
  callback_uri: url('Invalid path'),
});
export type ApiTestInput = z.infer<typeof apiTestInput>;
