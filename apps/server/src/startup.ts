// The one line an operator reads when a dependency cannot be reached at start (issue #13): the
// variable to look at, the address it names (never its password), and why.

/** host:port of a connection URL, without user or password. */
export const addressOf = (url: string, defaultPort: number): string => {
  try {
    const parsed = new URL(url);
    return `${parsed.hostname || 'localhost'}:${parsed.port || defaultPort}`;
  } catch {
    return '(an address that is not a valid URL)';
  }
};

const reason = (error: unknown): string => {
  const e = error as { code?: string; message?: string; errors?: { code?: string }[] };
  const code = e?.code ?? e?.errors?.find((x) => x.code)?.code;
  const message = (e?.message ?? String(error)).split('\n')[0]?.trim() ?? '';
  if (code && message && !message.includes(code)) return `${code}: ${message}`;
  return message || code || 'unknown error';
};

export const unreachable = (variable: string, what: 'PostgreSQL' | 'Redis', url: string, error: unknown): string =>
  `${variable}: cannot reach ${what} at ${addressOf(url, what === 'PostgreSQL' ? 5432 : 6379)} (${reason(error)})`;

const CONNECTION_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ENOTFOUND',
  'EAI_AGAIN',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENETUNREACH',
  '28P01', // password authentication failed
  '28000', // no pg_hba.conf entry / role does not exist
  '3D000', // database does not exist
  '57P03', // the database system is starting up
]);

/** A failure to connect (the address, the credentials, the database name), not a failing statement. */
export const isConnectionError = (error: unknown): boolean => {
  const e = error as { code?: string; errors?: { code?: string }[] };
  return CONNECTION_CODES.has(e?.code ?? '') || (e?.errors ?? []).some((x) => CONNECTION_CODES.has(x.code ?? ''));
};
