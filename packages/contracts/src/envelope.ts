import { z } from 'zod/mini';
import { GATEWAY_ERROR_NAMES, GATEWAY_ERRORS } from './errors.js';

// The REST envelope of the gateway (PRODUCT §7.2) as zod, once: the server answers it, the web and
// the tests read it. Kept apart from errors.ts, whose plain lists the portal's first screen loads,
// and written with zod/mini (tree-shakable, a few KB): the hosted checkout reads it within its
// 100 KB budget.

const fieldMessages = z.record(z.string(), z.string());

/**
 * Any gateway answer (PRODUCT §7.2): `error_code` 0 is success and the call's own fields follow;
 * anything else is a refusal with `code`, `message` and maybe `fields`.
 */
export const gatewayEnvelope = z.looseObject({
  error_code: z.int().check(z.nonnegative()),
  message: z.optional(z.string()),
  code: z.optional(z.enum(GATEWAY_ERROR_NAMES)),
  fields: z.optional(fieldMessages),
});
export type GatewayEnvelope = z.infer<typeof gatewayEnvelope>;

/** A refusal exactly as the server sends it: a listed code whose number is its error_code. */
export const gatewayErrorBody = z
  .strictObject({
    error_code: z.int().check(z.positive()),
    code: z.enum(GATEWAY_ERROR_NAMES),
    message: z.string().check(z.minLength(1)),
    fields: z.optional(fieldMessages),
  })
  .check(
    z.refine((body) => GATEWAY_ERRORS[body.code] === body.error_code, {
      error: 'error_code does not match code',
      path: ['error_code'],
    }),
  );
export type GatewayErrorBody = z.infer<typeof gatewayErrorBody>;

/** The envelope of a parsed JSON body, or undefined when the body is not one. */
export const readEnvelope = (body: unknown): GatewayEnvelope | undefined => {
  const parsed = gatewayEnvelope.safeParse(body);
  return parsed.success ? parsed.data : undefined;
};
