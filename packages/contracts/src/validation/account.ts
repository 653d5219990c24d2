import { z } from 'zod';
import { PARTNER_TYPES } from '../enums.js';
import { fill } from '../i18n/message.js';
import { LANGUAGES } from '../language.js';
import { PASSWORD_MIN_LENGTH } from '../limits.js';
import { requiredEmail, requiredSecret, requiredText } from './common.js';

// PRODUCT §5 "Account" and "Profile": the messages are the spec's, verbatim. The form schemas
// carry UI-only fields (confirm passwords); the *Input schemas are what the server accepts.

/** PRODUCT §5's change-password rule; issue 11 item 9 applies it wherever a password is set. */
export const PASSWORD_TOO_SHORT = /*i18n*/ 'Password must be at least 8 characters!';

/** A password being set (register, reset, change): required, then at least PASSWORD_MIN_LENGTH. */
const newPassword = (requiredMessage: string) =>
  requiredSecret(requiredMessage).min(PASSWORD_MIN_LENGTH, { error: PASSWORD_TOO_SHORT });

export const loginInput = z.object({
  email_or_phone_number: requiredText(/*i18n*/ 'email is required!'),
  password: requiredSecret(/*i18n*/ 'password is required!'),
  // The spec gives OTP no client rule; the server checks it when the user's config needs it.
  otp: z.string().trim().optional(),
});
export type LoginInput = z.infer<typeof loginInput>;

export const registerInput = z.object({
  name: requiredText(/*i18n*/ 'Name is required!', /*i18n*/ 'Name'),
  email: requiredEmail(/*i18n*/ 'Email is required!', /*i18n*/ 'Email invalid'),
  // PRODUCT §5 sets no length limit here; issue 11 item 9 overrides it (docs/SPEC-DECISIONS.md).
  password: newPassword(/*i18n*/ 'Password is required!'),
});
export type RegisterInput = z.infer<typeof registerInput>;

export const partnerInput = z.object({
  name: requiredText(/*i18n*/ 'Partner name is required!', /*i18n*/ 'Partner name'),
  partner_type: z.enum(PARTNER_TYPES, { error: /*i18n*/ 'Partner type is required!' }),
});
export type PartnerInput = z.infer<typeof partnerInput>;

export const joinPartnerInput = z.object({
  invite_token: requiredText(/*i18n*/ 'Invite code is required!'),
});
export type JoinPartnerInput = z.infer<typeof joinPartnerInput>;

export const forgotPasswordInput = z.object({
  email: requiredEmail(/*i18n*/ 'Email is required!', /*i18n*/ 'Email invalid'),
});
export type ForgotPasswordInput = z.infer<typeof forgotPasswordInput>;

export const activeUserInput = z.object({
  active_token: requiredText(/*i18n*/ 'Activation token is required'),
});

export const resetPasswordInput = z.object({
  user_id: requiredText(/*i18n*/ 'user_id is required'),
  token: requiredText(/*i18n*/ 'token is required'),
  password: newPassword(/*i18n*/ 'password is required!'),
});
export type ResetPasswordInput = z.infer<typeof resetPasswordInput>;

/**
 * The reset form. The original's 'password not match' rule compared against a field that does
 * not exist and so never applied (PRODUCT §5); we keep the spec's behaviour: no match rule.
 */
export const resetPasswordForm = z.object({
  password: newPassword(/*i18n*/ 'password is required!'),
  confirm_password: requiredSecret(/*i18n*/ 'confirm password is required!'),
});
export type ResetPasswordForm = z.infer<typeof resetPasswordForm>;

export const changePasswordInput = z.object({
  old_password: requiredSecret(/*i18n*/ 'Current password is required!'),
  new_password: newPassword(PASSWORD_TOO_SHORT),
});
export type ChangePasswordInput = z.infer<typeof changePasswordInput>;

export const changePasswordForm = changePasswordInput
  .extend({ confirm_password: requiredSecret(/*i18n*/ 'Password not match') })
  .refine((v) => v.confirm_password === v.new_password, {
    error: /*i18n*/ 'Password not match',
    path: ['confirm_password'],
  });
export type ChangePasswordForm = z.infer<typeof changePasswordForm>;

/** The two-factor password step (genTOTP, disableTOTP). */
export const totpPasswordInput = z.object({
  password: requiredSecret(/*i18n*/ 'password is required!'),
});

/** The dashboard OTP form (PRODUCT §2.5). */
export const otpInput = z.object({
  otp: requiredText(/*i18n*/ 'OTP is required'),
});

/** updateLanguage's refusal of a language the portal does not speak (issue 31). */
export const LANGUAGE_INVALID = fill(/*i18n*/ 'language must be {languages}', { languages: LANGUAGES.join(' or ') });

/** The user's language (Profile, issue 31): one of LANGUAGES, as written there. */
export const languageInput = z.object({
  language: z.enum(LANGUAGES, { error: LANGUAGE_INVALID }),
});
export type LanguageInput = z.infer<typeof languageInput>;
