// Named errors with codes. A GraphQL error's extensions.code (always a string on the wire) is what
// the portal branches on: '410' (spec §2.1) means the session is gone.

export type ErrorCode =
  | '410'
  | 'UNAUTHENTICATED'
  | 'FORBIDDEN'
  | 'NOT_FOUND'
  | 'BAD_USER_INPUT'
  | 'CONFLICT'
  | 'RATE_LIMITED'
  | 'OTP_INVALID'
  | 'OTP_REQUIRED'
  | 'EMAIL_NOT_VERIFIED'
  | 'NOT_ACTIVATED'
  | 'TOTP_NOT_ENABLED'
  | 'ACTIVE_TOKEN_REQUIRED'
  | 'EXPORT_TOO_LARGE'
  | 'NOT_IMPLEMENTED'
  | 'INTERNAL';

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

export const sessionGone = () => new AppError('Your session has ended. Please log in again.', '410');
export const unauthenticated = () => new AppError('You need to login', 'UNAUTHENTICATED');
export const forbidden = (message = 'You do not have permission to do this') => new AppError(message, 'FORBIDDEN');
/** Another partner's object and a missing one answer the same: never reveal that it exists. */
export const notFound = (what: string) => new AppError(`${what} not found`, 'NOT_FOUND');
export const badInput = (message: string, fields: Record<string, string> = {}) =>
  new AppError(message, 'BAD_USER_INPUT', { fields });

/** Transaction, team and API-tool data need today's active token (spec §4, §6; the dashboard OTP form). */
export const activeTokenRequired = () =>
  new AppError('Enter your two-factor code (Show form submit OTP) to see this data', 'ACTIVE_TOKEN_REQUIRED');
