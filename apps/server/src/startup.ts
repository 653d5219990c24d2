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
