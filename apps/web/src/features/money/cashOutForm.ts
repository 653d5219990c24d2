import {
  AMOUNT_GREATER_THAN_AVAILABLE,
  cashOutInput,
  cashOutStep1Input,
  fieldErrors,
  TOKEN_DECIMALS,
  toUnits,
} from '@paygate/contracts';
import type { FieldErrors, Resolver } from 'react-hook-form';

// The cash-out form's two steps (PRODUCT §4, §5): step 1 'Check Info' checks the payee fields,
// step 2 'Submit' every rule, plus the available balance the lookup returned.

export type CashOutValues = {
  app_id: string;
  payee_bank: string;
  payee_account: string;
  payee_account_type: string;
  payee_name: string;
  amount: string;
  message: string;
  otp: string;
};

export const EMPTY_CASH_OUT: CashOutValues = {
  app_id: '',
  payee_bank: '',
  payee_account: '',
  payee_account_type: '',
  payee_name: '',
  amount: '',
  message: '',
  otp: '',
};

/** A decimal text not above another; compared as scaled integers, never as floats. */
const notAbove = (amount: string, available: string) => {
  const a = toUnits(amount, TOKEN_DECIMALS);
  const b = toUnits(available, TOKEN_DECIMALS);
  return a === null || b === null || a <= b;
};

/** Step 2: every §5 rule, and 'Amount is greater than available' against the looked-up balance. */
export const cashOutSubmitSchema = (options: { requireOtp: boolean; available: string | null | undefined }) => {
  const base = cashOutInput({ requireOtp: options.requireOtp });
  const { available } = options;
  return base.extend({
    amount: base.shape.amount.refine((amount) => available == null || notAbove(amount, available), {
      error: AMOUNT_GREATER_THAN_AVAILABLE,
    }),
  });
};

/** The form's resolver for the step it is on; values stay as typed, the handler re-parses. */
export const cashOutResolver =
  (step: 'check' | 'submit', options: { requireOtp: boolean; available: string | null | undefined }) =>
  (values: CashOutValues): ReturnType<Resolver<CashOutValues>> => {
    const schema = step === 'check' ? cashOutStep1Input : cashOutSubmitSchema(options);
    const result = schema.safeParse(values);
    if (result.success) return { values, errors: {} };
    const errors: FieldErrors<CashOutValues> = {};
    for (const [name, message] of Object.entries(fieldErrors(result.error))) {
      (errors as Record<string, { type: string; message: string }>)[name] = { type: 'validate', message };
    }
    return { values: {}, errors };
  };
