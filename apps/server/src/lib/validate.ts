import { COMMON_MESSAGES, fieldErrors } from '@paygate/contracts';
import type { z } from 'zod';
import { badInput } from './errors.js';

/**
 * Parses arguments with a contracts schema at the edge (resolver or route). The error carries the
 * first message — the one the form shows — and every field's message in extensions.fields.
 */
export const parseInput = <S extends z.ZodType>(schema: S, input: unknown): z.infer<S> => {
  const result = schema.safeParse(input);
  if (result.success) return result.data;
  const fields = fieldErrors(result.error);
  throw badInput(result.error.issues[0]?.message ?? COMMON_MESSAGES.invalidInput, fields);
};
