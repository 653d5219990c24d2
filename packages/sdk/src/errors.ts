import type { GatewayErrorName } from '@paygate/contracts/gateway-client';

// One base class and one subclass per way a call can fail, each with a stable `code`, so a
// merchant's server branches on `instanceof` or `code` and never on message text.

// A signed URL carries the app's id and a hash of the secret; error messages end up in logs and
// error trackers, so they name the gateway call without them (issue 29, polish).
const SIGNED_PARAMS = ['app_id', 'hash'] as const;

/** The URL with `app_id` and `hash` replaced by `REDACTED`; any other text as it is. */
export const redactUrl = (url: string): string => {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return url;
  }
  for (const name of SIGNED_PARAMS) if (parsed.searchParams.has(name)) parsed.searchParams.set(name, 'REDACTED');
  return parsed.toString();
};

export type PaygateErrorCode =
  | GatewayErrorName
  | 'TIMEOUT'
  | 'NETWORK_ERROR'
  | 'BAD_RESPONSE'
  | 'WEBHOOK_INVALID_SIGNATURE'
  | 'WEBHOOK_TIMESTAMP_OUT_OF_RANGE'
  | 'WEBHOOK_REPLAYED'
  | 'WEBHOOK_INVALID_PAYLOAD';

export class PaygateError extends Error {
  readonly code: PaygateErrorCode;

  constructor(code: PaygateErrorCode, message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = new.target.name;
    this.code = code;
  }
}

/**
 * The gateway refused the call: `error_code` is the envelope's number (PRODUCT §7.2: non-zero is an
 * error), `message` the gateway's own text, `fields` the message of each refused parameter.
 */
export class PaygateApiError extends PaygateError {
  readonly error_code: number;
  readonly status: number;
  readonly fields: Readonly<Record<string, string>>;
  declare readonly code: GatewayErrorName;

  constructor(
    body: { error_code: number; code: GatewayErrorName; message: string; fields?: Record<string, string> },
    status: number,
  ) {
    super(body.code, body.message);
    this.error_code = body.error_code;
    this.status = status;
    this.fields = body.fields ?? {};
  }
}

/**
 * Refused before anything was sent, with the message the gateway would answer (the same
 * contracts rule): error_code 1, INVALID_INPUT, like the gateway's own refusal of it.
 */
export class PaygateValidationError extends PaygateApiError {
  readonly field: string;

  constructor(field: string, message: string) {
    super({ error_code: 1, code: 'INVALID_INPUT', message, fields: { [field]: message } }, 0);
    this.field = field;
  }
}

/** No answer within `timeoutMs` (after the retries a call allows). */
export class PaygateTimeoutError extends PaygateError {
  constructor(url: string, timeoutMs: number, cause?: unknown) {
    super('TIMEOUT', `Error request ${redactUrl(url)}: no answer within ${timeoutMs} ms`, { cause });
  }
}

/** The gateway could not be reached (PRODUCT §8: "with no response the message reads 'Error request ...'"). */
export class PaygateNetworkError extends PaygateError {
  constructor(url: string, cause?: unknown) {
    super(
      'NETWORK_ERROR',
      `Error request ${redactUrl(url)}: ${cause instanceof Error ? cause.message : 'no response'}`,
      {
        cause,
      },
    );
  }
}

/** An answer that is not the gateway's JSON envelope (a proxy's error page, say). */
export class PaygateResponseError extends PaygateError {
  readonly status: number;

  constructor(url: string, status: number) {
    super('BAD_RESPONSE', `Error request ${redactUrl(url)}: HTTP ${status} without a gateway answer`);
    this.status = status;
  }
}

/** Base of every webhook refusal: answer the sender 4xx and do not act on the body. */
export class WebhookVerificationError extends PaygateError {}

/** Headers missing, or no `v1` signature made with this secret: not from Paygate, or altered. */
export class WebhookSignatureError extends WebhookVerificationError {
  constructor(message = 'The webhook signature does not match') {
    super('WEBHOOK_INVALID_SIGNATURE', message);
  }
}

/** Signed more than the tolerance (5 minutes) away from this server's clock: an old message replayed. */
export class WebhookTimestampError extends WebhookVerificationError {
  readonly timestamp: Date;

  constructor(timestamp: Date, toleranceSeconds: number) {
    super('WEBHOOK_TIMESTAMP_OUT_OF_RANGE', `The webhook timestamp is more than ${toleranceSeconds} s from now`);
    this.timestamp = timestamp;
  }
}

/** This webhook-id was verified before: already handled, so answer 2xx and do nothing twice. */
export class WebhookReplayError extends WebhookVerificationError {
  readonly webhookId: string;

  constructor(webhookId: string) {
    super('WEBHOOK_REPLAYED', `The webhook ${webhookId} was already received`);
    this.webhookId = webhookId;
  }
}

/** Correctly signed but not JSON, or not the fields of a Paygate webhook (the message names the first wrong one). */
export class WebhookPayloadError extends WebhookVerificationError {
  constructor(cause: unknown, message = 'The webhook body is not JSON') {
    super('WEBHOOK_INVALID_PAYLOAD', message, cause === undefined ? undefined : { cause });
  }
}
