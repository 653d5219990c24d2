import { describe, expect, it } from 'vitest';
import {
  changePasswordForm,
  forgotPasswordInput,
  joinPartnerInput,
  LANGUAGE_INVALID,
  languageInput,
  loginInput,
  otpInput,
  partnerInput,
  registerInput,
  resetPasswordForm,
  resetPasswordInput,
  totpPasswordInput,
} from './account.js';
import { fieldErrors } from './common.js';

const errorsOf = (schema: { safeParse(v: unknown): { success: boolean; error?: unknown } }, input: unknown) => {
  const r = schema.safeParse(input);
  return r.success ? {} : fieldErrors(r.error as never);
};

// Every §5 account rule with its message, verbatim.
describe('§5 Account rules', () => {
  it('login: email and password required, OTP free', () => {
    expect(errorsOf(loginInput, { email_or_phone_number: '', password: '' })).toEqual({
      email_or_phone_number: 'email is required!',
      password: 'password is required!',
    });
    expect(errorsOf(loginInput, { email_or_phone_number: '0901234567', password: 'x', otp: 'anything' })).toEqual({});
  });

  it('register: email valid and required, password and name required, password at least 8 (issue 11)', () => {
    expect(errorsOf(registerInput, { name: '', email: '', password: '' })).toEqual({
      name: 'Name is required!',
      email: 'Email is required!',
      password: 'Password is required!',
    });
    expect(errorsOf(registerInput, { name: 'A', email: 'nope', password: 'long-enough' })).toEqual({
      email: 'Email invalid',
    });
    expect(errorsOf(registerInput, { name: 'A', email: 'a@b.co', password: 'x' })).toEqual({
      password: 'Password must be at least 8 characters!',
    });
    expect(errorsOf(registerInput, { name: 'A', email: 'a@b.co', password: '12345678' })).toEqual({});
  });

  it('partner: name and type required', () => {
    expect(errorsOf(partnerInput, { name: ' ' })).toEqual({
      name: 'Partner name is required!',
      partner_type: 'Partner type is required!',
    });
    expect(errorsOf(partnerInput, { name: 'Shop', partner_type: 'COMPANY' })).toEqual({});
  });

  it('join: invite code required', () => {
    expect(errorsOf(joinPartnerInput, { invite_token: '' })).toEqual({ invite_token: 'Invite code is required!' });
  });

  it('forgot password: email valid and required', () => {
    expect(errorsOf(forgotPasswordInput, { email: '' })).toEqual({ email: 'Email is required!' });
    expect(errorsOf(forgotPasswordInput, { email: 'x@' })).toEqual({ email: 'Email invalid' });
  });

  it('reset password: both required, and no match rule (spec: it never applies)', () => {
    expect(errorsOf(resetPasswordForm, { password: '', confirm_password: '' })).toEqual({
      password: 'password is required!',
      confirm_password: 'confirm password is required!',
    });
    expect(errorsOf(resetPasswordForm, { password: 'a', confirm_password: 'b' })).toEqual({
      password: 'Password must be at least 8 characters!',
    });
    expect(errorsOf(resetPasswordForm, { password: 'long-enough', confirm_password: 'b' })).toEqual({});
    expect(errorsOf(resetPasswordInput, { user_id: 'u', token: 't', password: 'short' })).toEqual({
      password: 'Password must be at least 8 characters!',
    });
  });

  it('change password: current required, new at least 8, confirmation equal', () => {
    expect(
      errorsOf(changePasswordForm, { old_password: '', new_password: 'short', confirm_password: 'short' }),
    ).toEqual({
      old_password: 'Current password is required!',
      new_password: 'Password must be at least 8 characters!',
    });
    expect(
      errorsOf(changePasswordForm, { old_password: 'x', new_password: 'long-enough', confirm_password: 'other' }),
    ).toEqual({
      confirm_password: 'Password not match',
    });
  });

  it('two-factor password step and dashboard OTP are required', () => {
    expect(errorsOf(totpPasswordInput, { password: '' })).toEqual({ password: 'password is required!' });
    expect(errorsOf(otpInput, { otp: '' })).toEqual({ otp: 'OTP is required' });
  });
});

// The same rules at their edges: what a form actually sends.
describe('§5 Account rules: missing, blank and odd values', () => {
  it('a missing field gives the same message as an empty one', () => {
    expect(errorsOf(loginInput, {})).toEqual({
      email_or_phone_number: 'email is required!',
      password: 'password is required!',
    });
    expect(errorsOf(registerInput, {})).toEqual({
      name: 'Name is required!',
      email: 'Email is required!',
      password: 'Password is required!',
    });
    expect(errorsOf(joinPartnerInput, {})).toEqual({ invite_token: 'Invite code is required!' });
    expect(errorsOf(forgotPasswordInput, {})).toEqual({ email: 'Email is required!' });
    expect(errorsOf(resetPasswordForm, {})).toEqual({
      password: 'password is required!',
      confirm_password: 'confirm password is required!',
    });
  });

  it('blank text counts as missing; e-mails are trimmed before they are checked', () => {
    expect(errorsOf(loginInput, { email_or_phone_number: '   ', password: 'x' })).toEqual({
      email_or_phone_number: 'email is required!',
    });
    expect(errorsOf(registerInput, { name: ' ', email: '  ', password: 'long-enough' })).toEqual({
      name: 'Name is required!',
      email: 'Email is required!',
    });
    expect(errorsOf(joinPartnerInput, { invite_token: '  ' })).toEqual({ invite_token: 'Invite code is required!' });
    expect(registerInput.parse({ name: ' Ann ', email: ' ann@demo.test ', password: 'long-enough' })).toEqual({
      name: 'Ann',
      email: 'ann@demo.test',
      password: 'long-enough',
    });
  });

  it('passwords are secrets: never trimmed; 8 characters count spaces as set', () => {
    expect(loginInput.parse({ email_or_phone_number: 'a@b.co', password: ' pw ' }).password).toBe(' pw ');
    expect(registerInput.parse({ name: 'A', email: 'a@b.co', password: ' pw  pw ' }).password).toBe(' pw  pw ');
  });

  it('the partner type is one of the two stored values (labelled Personal and Company)', () => {
    expect(errorsOf(partnerInput, { name: 'Shop', partner_type: 'INVIDUAL' })).toEqual({});
    expect(errorsOf(partnerInput, { name: 'Shop', partner_type: 'personal' })).toEqual({
      partner_type: 'Partner type is required!',
    });
  });

  it('an OTP is optional at login and takes no client rule', () => {
    expect(errorsOf(loginInput, { email_or_phone_number: 'a@b.co', password: 'x', otp: '' })).toEqual({});
    expect(errorsOf(loginInput, { email_or_phone_number: 'a@b.co', password: 'x', otp: 'abc' })).toEqual({});
  });

  it('a language is one the portal speaks, written as LANGUAGES writes it (issue 31)', () => {
    expect(LANGUAGE_INVALID).toBe('language must be en or vi');
    expect(languageInput.parse({ language: 'vi' })).toEqual({ language: 'vi' });
    for (const language of ['fr', 'VI', 'vi-VN', '', ' en', null, undefined, 1]) {
      expect(errorsOf(languageInput, { language })).toEqual({ language: LANGUAGE_INVALID });
    }
  });
});
