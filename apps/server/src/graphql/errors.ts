import { GraphQLError } from 'graphql';
import type { FastifyBaseLogger } from 'fastify';
import { AppError } from '../lib/errors.js';

type Formatted = { message: string; locations?: unknown; path?: unknown; extensions: Record<string, unknown> };

/**
 * Turns any error into what a client may see: AppErrors keep their message and code; anything
 * unexpected is logged with its stack and answered 'Internal server error' (no stack, no SQL).
 */
export const formatError = (error: GraphQLError, log: FastifyBaseLogger): Formatted[] => {
  const original = error.originalError as (Error & { errors?: unknown[] }) | undefined;
  // Mercurius wraps validation failures: one error holding the list.
  if (original && Array.isArray(original.errors)) {
    return original.errors.flatMap((e) =>
      e instanceof GraphQLError ? formatError(e, log) : [{ message: String((e as Error).message), extensions: { code: 'GRAPHQL_VALIDATION_FAILED' } }],
    );
  }
  const base = { message: error.message, locations: error.locations, path: error.path };
  if (original instanceof AppError) {
    return [{ ...base, message: original.message, extensions: { code: original.code, ...original.extra } }];
  }
  if (!original || original instanceof GraphQLError) {
    // Parse, validation, limit and variable-coercion errors: the message is safe and useful.
    const code = (error.extensions?.code as string | undefined) ?? (error.path ? 'BAD_USER_INPUT' : 'GRAPHQL_VALIDATION_FAILED');
    return [{ ...base, extensions: { code } }];
  }
  log.error({ err: original, path: error.path }, 'unexpected resolver error');
  return [{ ...base, message: 'Internal server error', extensions: { code: 'INTERNAL' } }];
};
