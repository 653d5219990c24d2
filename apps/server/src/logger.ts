import { maskCardNumbersIn } from '@paygate/contracts';
import type { FastifyRequest } from 'fastify';
import { type DestinationStream, type LoggerOptions, stdSerializers } from 'pino';

// Logs are JSON with request ids (in development, printed for a person: loggerFor). Nothing secret is ever written: headers are not logged at all,
// tokens that travel in URLs (activation and reset links) are masked, and card numbers keep at
// most their first 6 and last 4 digits (PCI DSS 3.4.1), in fields, messages and errors alike.
const SECRET_QUERY_KEYS = /^(token|active_token|access_token|password|otp|hash|secret)$/i;

export const safeUrl = (url: string): string => {
  const [path = '', query] = url.split('?', 2);
  const maskedPath = path.replace(/^\/active\/[^/]+/, '/active/[redacted]');
  if (!query) return maskCardNumbersIn(maskedPath);
  const params = new URLSearchParams(query);
  for (const key of [...params.keys()]) if (SECRET_QUERY_KEYS.test(key)) params.set(key, '[redacted]');
  return maskCardNumbersIn(`${maskedPath}?${params.toString()}`);
};

/** Fields that may hold a card number (a cash-out payee, a lookup), at any of the first 3 levels. */
const ACCOUNT_KEYS = ['payee_account', 'account_number', 'accountNumber', 'account_no', 'card_number'];
const ACCOUNT_PATHS = ACCOUNT_KEYS.flatMap((key) => [key, `*.${key}`, `*.*.${key}`]);
const SECRET_PATHS = [
  'req.headers.authorization',
  'req.headers["active-token"]',
  'req.headers.cookie',
  '*.password',
  '*.token',
  '*.access_token',
  '*.otp',
];

const censor = (value: unknown, path: string[]) =>
  ACCOUNT_KEYS.includes(path[path.length - 1] ?? '')
    ? typeof value === 'string'
      ? maskCardNumbersIn(value)
      : value
    : '[redacted]';

/** An error as pino writes it, card numbers masked wherever they are (message, stack, a query's params). */
const maskedError = (error: Error): unknown => {
  const serialized = stdSerializers.err(error);
  try {
    return JSON.parse(maskCardNumbersIn(JSON.stringify(serialized)));
  } catch {
    // Not JSON-able (a cycle): the message and stack are what can carry a number.
    return {
      type: serialized.type,
      message: maskCardNumbersIn(String(serialized.message)),
      stack: maskCardNumbersIn(String(serialized.stack)),
    };
  }
};

export const loggerOptions = (level: string): LoggerOptions => ({
  level,
  redact: { paths: [...SECRET_PATHS, ...ACCOUNT_PATHS], censor },
  hooks: {
    // Message strings and interpolation arguments: a card number never reaches the log text.
    logMethod(args, method) {
      const masked = args.map((arg) => (typeof arg === 'string' ? maskCardNumbersIn(arg) : arg));
      // `log.error({ err })` alone: pino would write err.message, unmasked, as the message.
      const [first] = args as unknown[];
      const err = first && typeof first === 'object' ? (first as { err?: unknown }).err : undefined;
      if (args.length === 1 && err instanceof Error) masked.push(maskCardNumbersIn(err.message));
      method.apply(this, masked as Parameters<typeof method>);
    },
  },
  serializers: {
    err: maskedError,
    req: (req: FastifyRequest) => ({
      method: req.method,
      url: safeUrl(req.url),
      remoteAddress: req.ip,
    }),
  },
});

/**
 * The server's logger: JSON lines, or in development (`isDevelopment`) the same records printed for a
 * person by pino-pretty. Redaction and masking run before either. pino-pretty is a dev dependency,
 * loaded only then: never in production (installed without it) nor in tests, which read JSON.
 */
export const loggerFor = async (
  level: string,
  pretty: boolean,
): Promise<LoggerOptions & { stream?: DestinationStream }> => {
  const options = loggerOptions(level);
  if (!pretty) return options;
  try {
    const { default: pinoPretty } = await import('pino-pretty');
    return { ...options, stream: pinoPretty({ sync: true, translateTime: 'SYS:HH:MM:ss.l', ignore: 'pid,hostname' }) };
  } catch {
    // A development start without dev dependencies: JSON as in production.
    return options;
  }
};
