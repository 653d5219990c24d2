import { z } from 'zod';
import type { TotpUse } from './enums.js';
import { CASH_OUT_CHUNK_SIZE, CASH_OUT_MAX_AMOUNT, TRANSACTION_ID_MAX_LENGTH } from './limits.js';
import { toUnits } from './money.js';
import { hasControlCharacter, requiredSecret, requiredText } from './validation/common.js';

// Two-factor rules that cross the wire: whether an action asks for a code (PRODUCT §5, §7), and the
// cash-out confirmation that lets the later chunks of one cash-out go without a second code
// (docs/adr/0008-cash-out-confirmation.md).

/** A user's two-factor settings as the server stores them, or as userInfo answers them. */
export type TwoFactorSettings =
  | { totpEnabled: boolean; totpConfig: readonly string[] }
  | { is_enabled_TOTP: boolean; totp_config: readonly string[] };

/** An action asks for a code when two-factor is on and totp_config includes its use. */
export const requiresOtp = (user: TwoFactorSettings | null | undefined, use: TotpUse): boolean => {
  if (!user) return false;
  return 'totpEnabled' in user
    ? user.totpEnabled && user.totpConfig.includes(use)
    : user.is_enabled_TOTP && user.totp_config.includes(use);
};

/** A code asked for and not given: the money forms' message, used by every code field. */
export const OTP_REQUIRED_MESSAGE = /*i18n*/ 'otp is required!';
/** What a code field takes: six digits, or a recovery code XXXXX-XXXXX (accepted wherever a code is). */
export const OTP_INPUT_MAX_LENGTH = 11;

/**
 * configTOTP asks for a code when the new list leaves out a use the current one has: removing a
 * protection is what a stolen session would do first; adding one never needs a code.
 */
export const removesTotpUse = (current: readonly string[], next: readonly string[]): boolean =>
  current.some((use) => !next.includes(use));

/** The code typed to remove a use (configTOTP): the authenticator's or a recovery code. */
export const totpCodeForm = z.object({ otp: requiredText(OTP_REQUIRED_MESSAGE) });

/** disableTOTP's form: the password and a code (the authenticator's or a recovery code). */
export const disableTotpForm = z.object({
  password: requiredSecret(/*i18n*/ 'password is required!'),
  otp: requiredText(OTP_REQUIRED_MESSAGE),
});

/** Wrong codes allowed per user before every code check locks (login, dashboard, money, set-up). */
export const OTP_MAX_FAILURES = 5;
export const OTP_LOCK_SECONDS = 15 * 60;

/** How long the confirmation a cash-out's first chunk answers lets the later chunks go. */
export const CASH_OUT_CONFIRMATION_TTL_SECONDS = 5 * 60;
/** The signed confirmation's text: a compact JWT, far below this. */
export const CONFIRMATION_MAX_LENGTH = 2_000;
/** At most this many chunks: every amount below CASH_OUT_MAX_AMOUNT splits into them. */
export const CASH_OUT_MAX_CHUNKS = Math.ceil(CASH_OUT_MAX_AMOUNT / CASH_OUT_CHUNK_SIZE);

export const CASH_OUT_CONFIRMATION_INVALID =
  /*i18n*/ 'The confirmation of this cash-out has expired or does not cover this chunk. Enter a new OTP to send it.';
export const CASH_OUT_PLAN_INVALID =
  /*i18n*/ 'cash_out_plan must list this chunk, each chunk once, in total below 1.000.000.000';

/** One planned chunk of a cash-out: its transaction id and whole-VND amount. */
export type CashOutPlanEntry = { transaction_id: string; amount: string };

const planAmount = z
  .union([z.string(), z.number()], { error: CASH_OUT_PLAN_INVALID })
  .transform((v) => String(v).trim())
  .refine((v) => {
    const units = toUnits(v, 0);
    return units !== null && units >= 1n && units <= BigInt(CASH_OUT_CHUNK_SIZE);
  }, CASH_OUT_PLAN_INVALID);

/**
 * `cash_out_plan` of POST /v1/partner/transfer/cms: every chunk of the cash-out the chunk belongs
 * to, as the portal planned them once. A chunk sent with an OTP gets a confirmation for exactly
 * these chunks; amounts come back canonical ("250000000").
 */
export const cashOutPlanInput = z
  .array(
    z.object({
      transaction_id: z
        .string({ error: CASH_OUT_PLAN_INVALID })
        .trim()
        .min(1)
        .max(TRANSACTION_ID_MAX_LENGTH, { error: CASH_OUT_PLAN_INVALID })
        .refine((id) => !hasControlCharacter(id), { error: CASH_OUT_PLAN_INVALID }),
      amount: planAmount,
    }),
    {
      error: CASH_OUT_PLAN_INVALID,
    },
  )
  .min(1, { error: CASH_OUT_PLAN_INVALID })
  .max(CASH_OUT_MAX_CHUNKS, { error: CASH_OUT_PLAN_INVALID })
  .transform((plan) => plan.map((c) => ({ transaction_id: c.transaction_id, amount: String(toUnits(c.amount, 0)) })))
  .refine((plan) => new Set(plan.map((c) => c.transaction_id)).size === plan.length, {
    error: CASH_OUT_PLAN_INVALID,
  })
  .refine((plan) => plan.reduce((sum, c) => sum + BigInt(c.amount), 0n) < BigInt(CASH_OUT_MAX_AMOUNT), {
    error: CASH_OUT_PLAN_INVALID,
  });
