import { z } from 'zod';

/** A required text: missing, empty or blank all give the one message the spec writes. */
export const requiredText = (message: string) => z.string({ error: message }).trim().min(1, { error: message });

/** C0 and C1 control characters (NUL, escape, line breaks…): no single-line field carries one. */
const CONTROL_CHARACTER = /\p{Cc}/u;

export const hasControlCharacter = (text: string) => CONTROL_CHARACTER.test(text);

/**
 * Request text with the two rules every string field has (issue 17 item 4): at most `max`
 * characters and no control character, each refused with a message naming the field. With
 * `required` it also refuses a missing or blank value with that message. Trimmed.
 */
export const safeText = (name: string, max: number, options: { required?: string } = {}) => {
  const text = z.string({ error: options.required ?? `${name} must be text` }).trim();
  return (options.required ? text.min(1, { error: options.required }) : text)
    .max(max, { error: `${name} must be at most ${max} characters` })
    .refine((value) => !hasControlCharacter(value), { error: `${name} must not contain control characters` });
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
