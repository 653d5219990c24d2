import {
  COMMON_MESSAGES,
  type ErrorCode,
  INTERNAL_ERROR_MESSAGE,
  isErrorCode,
  SERVICE_BUSY_MESSAGE,
} from '@paygate/contracts';
import type { FastifyBaseLogger } from 'fastify';
import type { GraphQLError } from 'graphql';
import { AppError, isDataException, isUnavailable } from '../lib/errors.js';
import { graphql } from '../lib/graphql-cjs.js';
import { enumInputFields, scalarInputFields } from './input-fields.js';

type Formatted = {
  message: string;
  locations?: unknown;
  path?: unknown;
  extensions: { code: ErrorCode } & Record<string, unknown>;
};
type HttpError = Error & { statusCode?: number; errors?: unknown[] };

/**
 * Turns any error into what a client may see: AppErrors keep their message and code; request
 * errors (body too large, malformed) keep theirs with their HTTP status; anything unexpected is
 * logged with its stack and answered 'Internal server error' (no stack, no SQL).
 */
export const formatError = (
  error: GraphQLError,
  log: FastifyBaseLogger,
  query?: string,
): { errors: Formatted[]; status?: number } => {
  const original = error.originalError as HttpError | undefined;
  // Mercurius wraps validation failures: one error holding the list.
  if (original && Array.isArray(original.errors)) {
    const errors = original.errors.flatMap((e) =>
      e instanceof graphql.GraphQLError
        ? formatError(e, log, query).errors
        : [{ message: String((e as Error).message), extensions: { code: 'GRAPHQL_VALIDATION_FAILED' as const } }],
    );
    return { errors, status: original.statusCode };
  }
  const base = { message: error.message, locations: error.locations, path: error.path };
  // A scalar's refusal (a money amount), or an enum's whose message is the contracts' (a
  // language): the same message and fields on every path (issue 26).
  const scalar = scalarInputFields(error, query) ?? enumInputFields(error, query);
  if (scalar) {
    return {
      errors: [{ ...base, message: scalar.message, extensions: { code: 'BAD_USER_INPUT', fields: scalar.fields } }],
    };
  }
  if (original instanceof AppError) {
    return { errors: [{ ...base, message: original.message, extensions: { code: original.code, ...original.extra } }] };
  }
  if (!original || original instanceof graphql.GraphQLError) {
    // Parse, validation, limit and variable-coercion errors: the message is safe and useful.
    const isInput = error.message.startsWith('Variable "$') || error.path !== undefined;
    const given = error.extensions?.code;
    // Only codes contracts lists leave the server.
    const code: ErrorCode = isErrorCode(given) ? given : isInput ? 'BAD_USER_INPUT' : 'GRAPHQL_VALIDATION_FAILED';
    return { errors: [{ ...base, extensions: { code } }] };
  }
  if (original.statusCode && original.statusCode >= 400 && original.statusCode < 500) {
    return {
      errors: [{ message: original.message, extensions: { code: 'BAD_REQUEST' } }],
      status: original.statusCode,
    };
  }
  if (isDataException(original)) {
    // The database refused the values sent: the input's fault, said without the driver's text.
    log.warn({ err: original, path: error.path }, 'database refused the input');
    return { errors: [{ ...base, message: COMMON_MESSAGES.invalidInput, extensions: { code: 'BAD_USER_INPUT' } }] };
  }
  if (isUnavailable(original)) {
    // A held lock, a timeout, an outage: ours, said as busy; the transaction rolled back.
    log.warn({ err: original, path: error.path }, 'dependency unavailable');
    return { errors: [{ ...base, message: SERVICE_BUSY_MESSAGE, extensions: { code: 'UNAVAILABLE' } }] };
  }
  log.error({ err: original, path: error.path }, 'unexpected resolver error');
  return { errors: [{ ...base, message: INTERNAL_ERROR_MESSAGE, extensions: { code: 'INTERNAL' } }] };
};
