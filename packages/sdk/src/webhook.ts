import { createHmac, timingSafeEqual } from 'node:crypto';
import { type WebhookPayload, webhookPayloadProblem } from '@paygate/contracts/gateway-client';
import { WebhookPayloadError, WebhookReplayError, WebhookSignatureError, WebhookTimestampError } from './errors.js';

// Standard Webhooks verification (https://www.standardwebhooks.com): HMAC-SHA256 of
// `{webhook-id}.{webhook-timestamp}.{body}` with the base64 key after `whsec_`, compared in
// constant time with each `v1,` signature. Written on node:crypto rather than with the
// `standardwebhooks` package: that package reports every refusal as one error class and has no
// replay check, and the SDK would carry its two dependencies; the unit tests check this against it.

/** Headers as Node's IncomingMessage or the Fetch API carry them. */
export type WebhookHeaders =
  | { get(name: string): string | null }
  | Readonly<Record<string, string | readonly string[] | undefined>>;

/** Ids already handled: a `Set<string>` will do in one process; use a shared store (Redis SET NX) across several. */
export type SeenWebhookIds = {
  has(id: string): boolean | Promise<boolean>;
  add(id: string): unknown;
};

export type VerifyWebhookOptions = {
  /** Refuse a webhook-id seen before (and record each one verified). */
  seenIds?: SeenWebhookIds;
  /** How far the timestamp may be from `now`, in seconds. Default 300 (5 minutes). */
  toleranceSeconds?: number;
  now?: Date;
};

/** A verified event of one kind: `type` is its body's, so checking it narrows `payload` too. */
type EventOf<P extends WebhookPayload> = P extends WebhookPayload
  ? {
      /** The webhook-id: the same on every retry and resend of the event; de-duplicate on it. */
      id: string;
      /** When this attempt was signed (the webhook-timestamp header); the event's own time is payload.created_at. */
      timestamp: Date;
      type: P['type'];
      payload: P;
    }
  : never;

/**
 * What verifyWebhook returns: a union told apart by `type` (payment.succeeded, refund.failed…).
 * `if (event.type === 'refund.succeeded')` gives `event.payload.refund` its type.
 */
export type WebhookEvent = EventOf<WebhookPayload>;

const DEFAULT_TOLERANCE_SECONDS = 5 * 60;

const header = (headers: WebhookHeaders, name: string): string | undefined => {
  if (typeof headers.get === 'function') return (headers.get as (n: string) => string | null)(name) ?? undefined;
  const record = headers as Readonly<Record<string, string | readonly string[] | undefined>>;
  const key = Object.keys(record).find((k) => k.toLowerCase() === name);
  const value = key === undefined ? undefined : record[key];
  return typeof value === 'string' ? value : value?.[0];
};

const keyOf = (secret: string): Buffer => {
  const key = Buffer.from(secret.startsWith('whsec_') ? secret.slice('whsec_'.length) : secret, 'base64');
  if (key.length === 0) throw new TypeError('The webhook secret is empty: pass the app’s whsec_… secret');
  return key;
};

// The signature covers the bytes as sent; an object a framework has already parsed (express.json())
// cannot be turned back into them, so it is refused with what to do rather than Node's own
// ERR_INVALID_ARG_TYPE, and rather than a JSON.stringify that would fail the signature by chance.
const rawBytes = (body: unknown): Buffer => {
  if (typeof body === 'string') return Buffer.from(body, 'utf8');
  if (body instanceof Uint8Array) return Buffer.from(body);
  throw new TypeError(
    `verifyWebhook needs the raw body as received (a string or Buffer), not ${body === null ? 'null' : typeof body}: ` +
      'pass the raw body, e.g. express.raw({ type: "application/json" }) or await request.text()',
  );
};

/**
 * Verifies a webhook and returns its body. `body` must be the raw bytes or text exactly as
 * received (parse JSON afterwards, from the result). Throws a TypeError for a body already
 * parsed, then WebhookSignatureError, WebhookTimestampError, WebhookReplayError or
 * WebhookPayloadError (not JSON, or not the shape of a Paygate webhook: a field missing, a value
 * outside its enum, or a `type` this version of the SDK does not know).
 */
export const verifyWebhook = async (
  body: string | Uint8Array,
  headers: WebhookHeaders,
  secret: string,
  options: VerifyWebhookOptions = {},
): Promise<WebhookEvent> => {
  const raw = rawBytes(body);
  const id = header(headers, 'webhook-id');
  const timestampText = header(headers, 'webhook-timestamp');
  const signatures = header(headers, 'webhook-signature');
  if (!id || !timestampText || !signatures) {
    throw new WebhookSignatureError('The webhook-id, webhook-timestamp and webhook-signature headers are required');
  }
  const expected = createHmac('sha256', keyOf(secret)).update(`${id}.${timestampText}.`).update(raw).digest();
  const matches = signatures.split(' ').some((part) => {
    const [version, signature] = part.split(',', 2);
    const given = Buffer.from(signature ?? '', 'base64');
    return version === 'v1' && given.length === expected.length && timingSafeEqual(given, expected);
  });
  if (!matches) throw new WebhookSignatureError();

  // Checked after the signature, which covers the timestamp: only a genuine message is told more.
  const tolerance = options.toleranceSeconds ?? DEFAULT_TOLERANCE_SECONDS;
  const seconds = /^\d{1,12}$/.test(timestampText) ? Number(timestampText) : Number.NaN;
  const timestamp = new Date(seconds * 1000);
  const now = (options.now ?? new Date()).getTime() / 1000;
  if (!Number.isFinite(seconds) || Math.abs(now - seconds) > tolerance)
    throw new WebhookTimestampError(timestamp, tolerance);

  if (options.seenIds && (await options.seenIds.has(id))) throw new WebhookReplayError(id);
  let parsed: unknown;
  try {
    parsed = JSON.parse(raw.toString('utf8'));
  } catch (error) {
    throw new WebhookPayloadError(error);
  }
  const problem = webhookPayloadProblem(parsed);
  if (problem) throw new WebhookPayloadError(undefined, `The webhook body is not a Paygate webhook: ${problem}`);
  const payload = parsed as WebhookPayload;
  // Recorded only once verified: an unsigned request can never mark an id as seen.
  await options.seenIds?.add(id);
  return { id, timestamp, type: payload.type, payload } as WebhookEvent;
};
