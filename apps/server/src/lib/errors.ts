import type { ErrorCode, GatewayErrorName } from '@paygate/contracts';
import { COMMON_MESSAGES, type NOT_FOUND_MESSAGES } from '@paygate/contracts';

// Named errors with codes. The codes are contracts' ERROR_CODES (the GraphQL extensions.code
// vocabulary, always a string on the wire; the REST envelope maps them with
// GATEWAY_ERROR_OF_CODE): a code contracts does not list does not compile.

export type { ErrorCode };

export class AppError extends Error {
  constructor(
    message: string,
    readonly code: ErrorCode,
    readonly extra: Record<string, unknown> = {},
  ) {
    super(message);
    this.name = 'AppError';
  }
}

export const sessionGone = () => new AppError(COMMON_MESSAGES.sessionGone, '410');
export const unauthenticated = () => new AppError(COMMON_MESSAGES.unauthenticated, 'UNAUTHENTICATED');
export const forbidden = (message: string = COMMON_MESSAGES.forbidden) => new AppError(message, 'FORBIDDEN');
/** Another partner's object and a missing one answer the same: never reveal that it exists. */
export const notFound = (message: (typeof NOT_FOUND_MESSAGES)[keyof typeof NOT_FOUND_MESSAGES]) =>
  new AppError(message, 'NOT_FOUND');
export const badInput = (message: string, fields: Record<string, string> = {}) =>
  new AppError(message, 'BAD_USER_INPUT', { fields });

/** Transaction, team and API-tool data need today's active token (PRODUCT §4, §6; the dashboard OTP form). */
export const activeTokenRequired = () => new AppError(COMMON_MESSAGES.activeTokenRequired, 'ACTIVE_TOKEN_REQUIRED');

/**
 * True for a database refusal caused by the values sent (SQLSTATE class 22, "data exception":
 * invalid byte sequence, numeric overflow, text too long…). The request schemas refuse these
 * first; should one slip through it is the client's input, answered without the driver's text.
 */
export const isDataException = (error: unknown): boolean => {
  for (let e = error, depth = 0; e && typeof e === 'object' && depth < 5; depth += 1) {
    const code = (e as { code?: unknown }).code;
    if (typeof code === 'string' && /^22[0-9A-Z]{3}$/.test(code)) return true;
    e = (e as { cause?: unknown }).cause;
  }
  return false;
};

/** The answer to a data exception: the input's fault, said without any SQL or driver text. */
export const invalidInput = () => badInput(COMMON_MESSAGES.invalidInput);

/** The unique index a write broke (PostgreSQL 23505), however the driver wraps the error. */
export const violatedIndex = (error: unknown): string | undefined => {
  const e = error as { code?: string; constraint?: string; cause?: { code?: string; constraint?: string } };
  if (e.code === '23505') return e.constraint ?? '';
  if (e.cause?.code === '23505') return e.cause.constraint ?? '';
  return undefined;
};

// SQLSTATEs that say the database could not do it now, not that the request was wrong: a
// statement or lock timeout, a server shutting down or refusing connections (class 08 as well).
const UNAVAILABLE_SQLSTATES = new Set(['57014', '55P03', '53300', '57P01', '57P02', '57P03']);
const UNAVAILABLE_SOCKET_CODES = new Set(['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'EPIPE', 'EHOSTUNREACH']);
// What node-postgres's pool and ioredis say when there is no connection to use (no code of their own).
const UNAVAILABLE_MESSAGES = [
  // SQLSTATE 55000 with this text: the database refuses connections (ALLOW_CONNECTIONS false).
  /is not currently accepting connections/i,
  /timeout exceeded when trying to connect/i,
  /^Connection terminated/i,
  /not queryable/i,
  /^Connection is closed/i,
  /^Command timed out/i,
  /enableOfflineQueue/i,
  /max retries per request/i,
];

/**
 * True when a dependency (PostgreSQL, Redis) could not answer in time or at all: a held lock, a
 * statement timeout, an outage. Such a failure is ours, never the user's: it is answered
 * UNAVAILABLE ("busy, try again"), and it never counts as a wrong password or code. The
 * transaction it happened in rolled back, so nothing was half done.
 */
export const isUnavailable = (error: unknown): boolean => {
  for (let e = error, depth = 0; e && typeof e === 'object' && depth < 5; depth += 1) {
    const { code, message, name } = e as { code?: unknown; message?: unknown; name?: unknown };
    if (typeof code === 'string' && (UNAVAILABLE_SQLSTATES.has(code) || code.startsWith('08'))) return true;
    if (typeof code === 'string' && UNAVAILABLE_SOCKET_CODES.has(code)) return true;
    if (name === 'MaxRetriesPerRequestError') return true;
    if (typeof message === 'string' && UNAVAILABLE_MESSAGES.some((m) => m.test(message))) return true;
    e = (e as { cause?: unknown }).cause;
  }
  return false;
};

/**
 * A refusal with its own REST envelope name and HTTP status (PRODUCT §7.2: non-zero error_code is
 * an error); GraphQL answers it by its code like any other. lib/http/errors.ts reads `extra`.
 */
export const gatewayError = (
  name: GatewayErrorName,
  message: string,
  status: number,
  fields?: Record<string, string>,
) => new AppError(message, status >= 500 ? 'INTERNAL' : 'BAD_USER_INPUT', { gateway: name, status, fields });
