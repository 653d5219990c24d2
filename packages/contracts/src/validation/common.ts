import { z } from 'zod';
import { fill } from '../i18n/message.js';

/** A date-time argument that is no ISO 8601 date-time (the GraphQL DateTime scalar and the filters). */
export const DATE_TIME_INVALID = /*i18n*/ 'Dates must be ISO 8601 date-times';

/** C0 and C1 control characters (NUL, escape, line breaks…): no single-line field carries one. */
const CONTROL_CHARACTER = /\p{Cc}/u;

export const hasControlCharacter = (text: string) => CONTROL_CHARACTER.test(text);

/**
 * Characters that change how a text reads without being seen (issue 26): the format characters
 * (Unicode Cf: bidi overrides and isolates U+202A–U+202E, U+2066–U+2069, marks U+200E/U+200F/U+061C,
 * zero-width U+200B–U+200D, word joiner U+2060, BOM U+FEFF, soft hyphen U+00AD…), the line and
 * paragraph separators, and the invisible Hangul fillers. "Shop\u202Egnp.exe" shows as another name.
 */
const HIDDEN_CHARACTER = /[\p{Cf}\p{Zl}\p{Zp}\u115F\u1160\u3164\uFFA0]/u;

export const hasHiddenCharacter = (text: string) => HIDDEN_CHARACTER.test(text);

/** The message of a text holding a hidden character, naming the field where the form has a name for it. */
export const hiddenCharacterMessage = (name?: string) =>
  fill(/*i18n*/ '{name} must not contain invisible or text-direction characters', {
    name: name ?? /*i18n*/ 'This field',
  });

/**
 * A required text: missing, empty or blank all give the one message the spec writes. Names and
 * other free text shown to others: no invisible or text-direction character (issue 26).
 */
export const requiredText = (message: string, name?: string) =>
  z
    .string({ error: message })
    .trim()
    .min(1, { error: message })
    .refine((value) => !hasHiddenCharacter(value), { error: hiddenCharacterMessage(name) });

/**
 * Request text with the two rules every string field has (issue 17 item 4): at most `max`
 * characters and no control character, each refused with a message naming the field. With
 * `required` it also refuses a missing or blank value with that message. Trimmed.
 */
export const safeText = (name: string, max: number, options: { required?: string } = {}) => {
  const text = z.string({ error: options.required ?? fill(/*i18n*/ '{name} must be text', { name }) }).trim();
  return (options.required ? text.min(1, { error: options.required }) : text)
    .max(max, { error: fill(/*i18n*/ '{name} must be at most {max} characters', { name, max }) })
    .refine((value) => !hasControlCharacter(value), {
      error: fill(/*i18n*/ '{name} must not contain control characters', { name }),
    })
    .refine((value) => !hasHiddenCharacter(value), { error: hiddenCharacterMessage(name) });
};

/** C0 and C1 control characters but the line breaks and the tab a text area sends. */
const CONTROL_BUT_LINES = /[^\P{Cc}\n\r\t]/u;

/**
 * Several lines of text (a note typed in a text area): safeText's rules, with line breaks and
 * tabs allowed and every other control character refused.
 */
export const safeMultilineText = (name: string, max: number, options: { required?: string } = {}) => {
  const text = z.string({ error: options.required ?? fill(/*i18n*/ '{name} must be text', { name }) }).trim();
  return (options.required ? text.min(1, { error: options.required }) : text)
    .max(max, { error: fill(/*i18n*/ '{name} must be at most {max} characters', { name, max }) })
    .refine((value) => !CONTROL_BUT_LINES.test(value), {
      error: fill(/*i18n*/ '{name} must not contain control characters', { name }),
    })
    .refine((value) => !hasHiddenCharacter(value), { error: hiddenCharacterMessage(name) });
};

/** A required secret (password, code): never trimmed, only checked for presence. */
export const requiredSecret = (message: string) => z.string({ error: message }).min(1, { error: message });

/** A required e-mail: the "required" message first, then the "invalid" one. */
export const requiredEmail = (requiredMessage: string, invalidMessage: string) =>
  requiredText(requiredMessage).pipe(z.email({ error: invalidMessage }));

/** The first message of every invalid field, keyed by field path: what the server returns. */
export const fieldErrors = (error: z.ZodError): Record<string, string> => {
  const out: Record<string, string> = {};
  for (const issue of error.issues) {
    const key = issue.path.join('.') || '_';
    out[key] ??= issue.message;
  }
  return out;
};
