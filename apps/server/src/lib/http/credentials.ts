import { COOKIE_ACTIVE_TOKEN, COOKIE_AUTH } from '@paygate/contracts';
import type { FastifyRequest } from 'fastify';

// Where a request carries its credentials. The Authorization header everywhere; the portal's
// cookies where a browser cannot set a header (a download link, an EventSource); the `token`
// field of the body where PRODUCT §7.2 puts it (the money calls). Cookies are parsed by
// @fastify/cookie (registered by lib/http/guard.ts).

/** Where a route takes the access token from, in the order it looks. */
export type TokenSource = 'header' | 'cookie' | 'body';

/** The request's client address and user agent: what the audit log records with the actor. */
export type ClientMeta = { ip: string; userAgent: string | undefined };

export type Credentials = {
  token: string | undefined;
  /** Today's active token (PRODUCT §4): the `active-token` header, or its cookie where cookies count. */
  activeToken: string | undefined;
  meta: ClientMeta;
};

/** The authorization header carries the token raw or as `Bearer …` (issue #2). */
export const tokenFromHeader = (header: string | undefined): string | undefined => {
  const value = header?.trim();
  if (!value) return undefined;
  return value.replace(/^Bearer\s+/i, '') || undefined;
};

/** A non-empty string, or undefined. */
const text = (value: unknown): string | undefined => (typeof value === 'string' && value ? value : undefined);

const cookie = (req: FastifyRequest, name: string): string | undefined => text(req.cookies[name]);

const tokenFrom = (req: FastifyRequest, source: TokenSource): string | undefined => {
  switch (source) {
    case 'header':
      return tokenFromHeader(req.headers.authorization);
    case 'cookie':
      return cookie(req, COOKIE_AUTH);
    case 'body':
      return text((req.body as { token?: unknown } | undefined)?.token);
  }
};

/** The request's credentials: the first source that has a token; the active token likewise. */
export const credentialsOf = (req: FastifyRequest, sources: readonly TokenSource[]): Credentials => {
  let token: string | undefined;
  for (const source of sources) {
    token = tokenFrom(req, source);
    if (token) break;
  }
  const activeToken =
    text(req.headers[COOKIE_ACTIVE_TOKEN]) ??
    (sources.includes('cookie') ? cookie(req, COOKIE_ACTIVE_TOKEN) : undefined);
  return { token, activeToken, meta: { ip: req.ip, userAgent: req.headers['user-agent'] } };
};
