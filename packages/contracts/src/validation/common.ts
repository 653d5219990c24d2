import { z } from 'zod';

/** A required text: missing, empty or blank all give the one message the spec writes. */
export const requiredText = (message: string) => z.string({ error: message }).trim().min(1, { error: message });

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
