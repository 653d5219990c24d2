import {
  GATEWAY_ERROR_OF_CODE,
  GATEWAY_ERRORS,
  type GatewayErrorBody,
  type GatewayErrorName,
  INTERNAL_ERROR_MESSAGE,
  SERVICE_BUSY_MESSAGE,
} from '@paygate/contracts';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { AppError, isDataException, isUnavailable } from '../errors.js';

// Every error of a REST route, GraphQL aside, as the gateway envelope (PRODUCT §7.2) and its HTTP
// status: the app's error handler and withEnvelope both answer through envelopeOf.

export type Envelope = GatewayErrorBody;

/** The envelope of a refusal: error_code is the code's number (contracts' GATEWAY_ERRORS). */
export const gatewayErrorEnvelope = (
  name: GatewayErrorName,
  message: string,
  fields?: Record<string, string>,
): Envelope => ({
  error_code: GATEWAY_ERRORS[name],
  code: name,
  message,
  ...(fields && Object.keys(fields).length > 0 ? { fields } : {}),
});

/** The envelope and HTTP status for an error; undefined for an unexpected one (a 500). */
export const envelopeOf = (error: unknown): { status: number; body: Envelope } | undefined => {
  if (!(error instanceof AppError)) return undefined;
  // What lib/errors.ts gatewayError adds: the refusal's own name and status.
  const explicit = error.extra.gateway as GatewayErrorName | undefined;
  const { status, name } = explicit
    ? { status: Number(error.extra.status ?? 400), name: explicit }
    : GATEWAY_ERROR_OF_CODE[error.code];
  const fields = error.extra.fields as Record<string, string> | undefined;
  // A duplicate transaction_id is a conflict of its own kind.
  const gatewayName = name === 'CONFLICT' && fields?.transaction_id ? 'DUPLICATE_TRANSACTION' : name;
  // An unexpected AppError('…', 'INTERNAL') keeps its detail in the log, like any other 500.
  const message = status >= 500 && gatewayName === 'INTERNAL' ? INTERNAL_ERROR_MESSAGE : error.message;
  return { status, body: gatewayErrorEnvelope(gatewayName, message, fields) };
};

/**
 * What an error that is no AppError answers: a database refusal of the values sent is the
 * input's fault (400); a dependency that could not answer (a held lock, a timeout, an outage) is
 * busy (503: nothing was done, try again); anything else is a bare 500. None names SQL, a driver
 * or a stack.
 */
export const unexpectedEnvelope = (error: unknown): { status: number; body: Envelope } => {
  if (isDataException(error)) return { status: 400, body: gatewayErrorEnvelope('INVALID_INPUT', 'Invalid input') };
  if (isUnavailable(error)) return { status: 503, body: gatewayErrorEnvelope('UNAVAILABLE', SERVICE_BUSY_MESSAGE) };
  return { status: 500, body: gatewayErrorEnvelope('INTERNAL', INTERNAL_ERROR_MESSAGE) };
};

const HTTP_REFUSALS: Record<number, string> = {
  413: 'The request body is too large',
  415: 'This content type is not accepted',
};

/** A refusal of the HTTP layer (Fastify's own 4xx): a fixed message per status, never the input. */
export const httpRefusal = (status: number, code: string | undefined): Envelope => {
  const message =
    HTTP_REFUSALS[status] ??
    (code === 'FST_ERR_MAX_PARAM_LENGTH'
      ? 'A path parameter is too long'
      : code?.startsWith('FST_ERR_CTP')
        ? 'The request body is not valid JSON'
        : 'Bad request');
  return gatewayErrorEnvelope(status === 404 ? 'NOT_FOUND' : 'INVALID_INPUT', message);
};

/**
 * The app's error handler: a known refusal as its envelope, Fastify's own 4xx with a fixed text,
 * anything else as a 500 or 503 whose detail (SQL, driver message, stack) goes to the log only.
 */
export const answerError = (
  error: Error & { statusCode?: number; code?: string },
  req: FastifyRequest,
  reply: FastifyReply,
) => {
  const known = envelopeOf(error);
  if (known) return reply.code(known.status).send(known.body);
  const status = error.statusCode && error.statusCode >= 400 && error.statusCode < 500 ? error.statusCode : 500;
  if (status >= 500) {
    const answer = unexpectedEnvelope(error);
    req.log[answer.status === 500 ? 'error' : 'warn']({ err: error }, 'request failed');
    // Busy (503): the client may send the same request again shortly.
    if (answer.status === 503) reply.header('retry-after', '2');
    return reply.code(answer.status).send(answer.body);
  }
  // Fastify's own refusals (body too large, unreadable JSON…): a fixed text, never the input echoed.
  req.log.info({ err: error }, 'request refused');
  return reply.code(status).send(httpRefusal(status, error.code));
};
