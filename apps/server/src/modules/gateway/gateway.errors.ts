import { GATEWAY_ERRORS, type GatewayErrorName } from '@paygate/contracts';
import { AppError, type ErrorCode } from '../../lib/errors.js';

/** HTTP status and envelope error_code of every AppError code a gateway route can meet. */
const BY_APP_CODE: Partial<Record<ErrorCode, [number, GatewayErrorName]>> = {
  BAD_USER_INPUT: [400, 'INVALID_INPUT'],
  CONFLICT: [409, 'CONFLICT'],
  NOT_FOUND: [404, 'NOT_FOUND'],
  UNAUTHENTICATED: [401, 'UNAUTHENTICATED'],
  '410': [401, 'UNAUTHENTICATED'],
  FORBIDDEN: [403, 'FORBIDDEN'],
  ACTIVE_TOKEN_REQUIRED: [403, 'ACTIVE_TOKEN_REQUIRED'],
  OTP_REQUIRED: [400, 'OTP_REQUIRED'],
  OTP_INVALID: [400, 'OTP_REQUIRED'],
  RATE_LIMITED: [429, 'INVALID_INPUT'],
  NOT_IMPLEMENTED: [501, 'INVALID_INPUT'],
};

/** A gateway refusal with its own envelope error_code (spec §7.2: non-zero is an error). */
export const gatewayError = (
  name: GatewayErrorName,
  message: string,
  status: number,
  fields?: Record<string, string>,
) => new AppError(message, status >= 500 ? 'INTERNAL' : 'BAD_USER_INPUT', { gateway: name, status, fields });

export type Envelope = { error_code: number; message: string; code: string; fields?: Record<string, string> };

/** The envelope and HTTP status for an error; undefined for an unexpected one (a 500). */
export const envelopeOf = (error: unknown): { status: number; body: Envelope } | undefined => {
  if (!(error instanceof AppError)) return undefined;
  const explicit = error.extra.gateway as GatewayErrorName | undefined;
  const [status, name] = explicit
    ? [Number(error.extra.status ?? 400), explicit]
    : (BY_APP_CODE[error.code] ?? [400, 'INVALID_INPUT' as const]);
  const fields = error.extra.fields as Record<string, string> | undefined;
  // A duplicate transaction_id is a conflict of its own kind.
  const gatewayName = name === 'CONFLICT' && fields?.transaction_id ? 'DUPLICATE_TRANSACTION' : name;
  return {
    status,
    body: {
      error_code: GATEWAY_ERRORS[gatewayName],
      code: gatewayName,
      message: error.message,
      ...(fields && Object.keys(fields).length > 0 ? { fields } : {}),
    },
  };
};
