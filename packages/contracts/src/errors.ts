// The wire format of errors, once (issue 11 item 15): the GraphQL extensions.code vocabulary,
// the REST error numbers of the gateway (PRODUCT §7.2) and how one maps to the other; the envelope's
// zod schemas are in envelope.ts, so screens that only branch on a code do not load zod. The server types
// its errors with these lists and the web branches on them; nothing else names a code.

/** Every GraphQL `extensions.code` the server sends (always a string on the wire). */
export const ERROR_CODES = [
  /** The session is gone (PRODUCT §2.1): the web drops the auth cookie and goes to /login. */
  '410',
  'UNAUTHENTICATED',
  'FORBIDDEN',
  'NOT_FOUND',
  'BAD_USER_INPUT',
  'CONFLICT',
  'RATE_LIMITED',
  'OTP_INVALID',
  'OTP_REQUIRED',
  'EMAIL_NOT_VERIFIED',
  'NOT_ACTIVATED',
  'TOTP_NOT_ENABLED',
  'ACTIVE_TOKEN_REQUIRED',
  'EXPORT_TOO_LARGE',
  'NOT_IMPLEMENTED',
  /** A malformed request (body too large, unreadable): the HTTP layer refused it. */
  'BAD_REQUEST',
  /** The document does not validate against the schema (unknown field, depth or cost limit). */
  'GRAPHQL_VALIDATION_FAILED',
  /**
   * The database or a dependency could not answer in time (a held lock, a statement timeout, an
   * outage): nothing was done, the same request may be sent again (REST: HTTP 503).
   */
  'UNAVAILABLE',
  /** Anything unexpected: logged with its detail, answered 'Internal server error'. */
  'INTERNAL',
] as const;
export type ErrorCode = (typeof ERROR_CODES)[number];

export const isErrorCode = (value: unknown): value is ErrorCode => ERROR_CODES.includes(value as ErrorCode);

/** GraphQL code that means the session is gone (PRODUCT §2.1). */
export const SESSION_GONE_CODE = '410' satisfies ErrorCode;
/**
 * Code of transaction, team and API-tool data asked for without today's active token (PRODUCT §4,
 * §6): the page explains and offers the OTP form (GraphQL extensions.code; REST `code`).
 */
export const ACTIVE_TOKEN_REQUIRED_CODE = 'ACTIVE_TOKEN_REQUIRED' satisfies ErrorCode;

/** The message of every unexpected failure: no SQL, stack or driver text ever reaches a client. */
export const INTERNAL_ERROR_MESSAGE = /*i18n*/ 'Internal server error';

/** The message of UNAVAILABLE: nothing was done, and trying again shortly is safe. */
export const SERVICE_BUSY_MESSAGE =
  /*i18n*/ 'The service is busy. Nothing was changed; please try again in a few seconds.';

/** Non-zero `error_code` values of the gateway envelope (PRODUCT §7.2: non-zero is an error). */
export const GATEWAY_ERRORS = {
  INVALID_INPUT: 1,
  INVALID_HASH: 2,
  APP_NOT_FOUND: 3,
  BANK_DISABLED: 4,
  DUPLICATE_TRANSACTION: 5,
  INSUFFICIENT_FUNDS: 6,
  UNAUTHENTICATED: 7,
  FORBIDDEN: 8,
  OTP_REQUIRED: 9,
  NOT_FOUND: 10,
  CONFLICT: 11,
  NOT_IMPLEMENTED: 12,
  ACTIVE_TOKEN_REQUIRED: 13,
  OTP_INVALID: 14,
  RATE_LIMITED: 15,
  INTERNAL: 16,
  UNAVAILABLE: 17,
} as const;
export type GatewayErrorName = keyof typeof GATEWAY_ERRORS;
export const GATEWAY_ERROR_NAMES = Object.keys(GATEWAY_ERRORS) as [GatewayErrorName, ...GatewayErrorName[]];

/**
 * HTTP status and envelope name of each code on the REST routes. Where both sides know the same
 * failure the REST `code` is the GraphQL code itself (a wrong OTP is OTP_INVALID on both).
 */
export const GATEWAY_ERROR_OF_CODE: Record<ErrorCode, { status: number; name: GatewayErrorName }> = {
  '410': { status: 401, name: 'UNAUTHENTICATED' },
  UNAUTHENTICATED: { status: 401, name: 'UNAUTHENTICATED' },
  FORBIDDEN: { status: 403, name: 'FORBIDDEN' },
  NOT_FOUND: { status: 404, name: 'NOT_FOUND' },
  BAD_USER_INPUT: { status: 400, name: 'INVALID_INPUT' },
  CONFLICT: { status: 409, name: 'CONFLICT' },
  RATE_LIMITED: { status: 429, name: 'RATE_LIMITED' },
  OTP_INVALID: { status: 400, name: 'OTP_INVALID' },
  OTP_REQUIRED: { status: 400, name: 'OTP_REQUIRED' },
  EMAIL_NOT_VERIFIED: { status: 403, name: 'FORBIDDEN' },
  NOT_ACTIVATED: { status: 403, name: 'FORBIDDEN' },
  TOTP_NOT_ENABLED: { status: 400, name: 'INVALID_INPUT' },
  ACTIVE_TOKEN_REQUIRED: { status: 403, name: 'ACTIVE_TOKEN_REQUIRED' },
  EXPORT_TOO_LARGE: { status: 400, name: 'INVALID_INPUT' },
  NOT_IMPLEMENTED: { status: 501, name: 'NOT_IMPLEMENTED' },
  BAD_REQUEST: { status: 400, name: 'INVALID_INPUT' },
  GRAPHQL_VALIDATION_FAILED: { status: 400, name: 'INVALID_INPUT' },
  UNAVAILABLE: { status: 503, name: 'UNAVAILABLE' },
  INTERNAL: { status: 500, name: 'INTERNAL' },
};
