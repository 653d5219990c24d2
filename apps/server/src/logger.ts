import type { FastifyRequest } from 'fastify';
import type { LoggerOptions } from 'pino';

// Logs are JSON with request ids. Nothing secret is ever written: headers are not logged at all,
// and tokens that travel in URLs (activation and reset links) are masked.
const SECRET_QUERY_KEYS = /^(token|active_token|access_token|password|otp|hash|secret)$/i;

export const safeUrl = (url: string): string => {
  const [path = '', query] = url.split('?', 2);
  const maskedPath = path.replace(/^\/active\/[^/]+/, '/active/[redacted]');
  if (!query) return maskedPath;
  const params = new URLSearchParams(query);
  for (const key of [...params.keys()]) if (SECRET_QUERY_KEYS.test(key)) params.set(key, '[redacted]');
  return `${maskedPath}?${params.toString()}`;
};

export const loggerOptions = (level: string): LoggerOptions => ({
  level,
  redact: {
    paths: [
      'req.headers.authorization',
      'req.headers["active-token"]',
      'req.headers.cookie',
      '*.password',
      '*.token',
      '*.access_token',
      '*.otp',
    ],
    censor: '[redacted]',
  },
  serializers: {
    req: (req: FastifyRequest) => ({
      method: req.method,
      url: safeUrl(req.url),
      remoteAddress: req.ip,
    }),
  },
});
