import fastifyCookie from '@fastify/cookie';
import type { Permission } from '@paygate/contracts';
import type { FastifyInstance, FastifyRequest, preHandlerHookHandler } from 'fastify';
import { type Credentials, credentialsOf, type TokenSource } from './credentials.js';

// A REST route says who may call it where it is declared, in its `config` — as twenty declares
// guards on its resolvers (`@UseGuards(…)`) — and one preHandler reads it:
//
//   app.post(path, { config: { access: 'moveMoney', token: ['body', 'header'] } }, handler)
//
// The permission names the policy table (contracts' policy.ts: roles as data). The check itself
// (session, membership, active token) belongs to the modules that own them: app.ts passes it in,
// so nothing here imports a module.

/** `member`: any member of the caller's partner, whatever the role. */
export type RouteAccess = Permission | 'member';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Who may call the route; a function when it depends on the request (it may refuse it first). */
    access?: RouteAccess | ((req: FastifyRequest) => RouteAccess);
    /** Today's active token is needed too (PRODUCT §4: transaction, team and API-tool data). */
    activeToken?: boolean | ((req: FastifyRequest) => boolean);
    /** Where the access token may come from, in order; the Authorization header alone by default. */
    token?: readonly TokenSource[];
  }
}

/** What a guarded route asks of its caller. */
export type CallerRule = { permission: Permission | undefined; activeToken: boolean };

/** Resolves the caller of the credentials under the rule, or throws the refusal (401, 403, 410). */
export type CallerCheck<TCaller> = (credentials: Credentials, rule: CallerRule) => Promise<TCaller>;

export type RouteGuards<TCaller> = {
  /** The caller the route's guard let in; only on a route whose config has `access`. */
  callerOf(req: FastifyRequest): TCaller;
  /** The same check again with the same credentials: a stream that stays open re-checks its caller. */
  recheck(req: FastifyRequest): Promise<TCaller>;
};

type Admitted<TCaller> = { credentials: Credentials; rule: CallerRule; caller: TCaller };

/**
 * Registers cookie parsing and the guard of every route registered after it that declares
 * `config.access`. Call it on the root instance before the routes.
 */
export const registerRouteGuards = async <TCaller>(
  app: FastifyInstance,
  check: CallerCheck<TCaller>,
): Promise<RouteGuards<TCaller>> => {
  await app.register(fastifyCookie);
  const admitted = new WeakMap<FastifyRequest, Admitted<TCaller>>();

  app.addHook('onRoute', (route) => {
    const { access, activeToken = false, token = ['header'] } = route.config ?? {};
    if (!access) {
      if (route.config?.activeToken || route.config?.token)
        throw new Error(`${route.url}: activeToken and token need access in the route config`);
      return;
    }
    const guard: preHandlerHookHandler = async (req) => {
      // Decided first: a request the route cannot serve (a bad screen) is refused before its caller.
      const wanted = typeof access === 'function' ? access(req) : access;
      const rule: CallerRule = {
        permission: wanted === 'member' ? undefined : wanted,
        activeToken: typeof activeToken === 'function' ? activeToken(req) : activeToken,
      };
      const credentials = credentialsOf(req, token);
      admitted.set(req, { credentials, rule, caller: await check(credentials, rule) });
    };
    route.preHandler = [...[route.preHandler ?? []].flat(), guard];
  });

  const entry = (req: FastifyRequest): Admitted<TCaller> => {
    const found = admitted.get(req);
    if (!found) throw new Error(`${req.routeOptions.url}: no caller, the route config declares no access`);
    return found;
  };
  return {
    callerOf: (req) => entry(req).caller,
    recheck: (req) => {
      const { credentials, rule } = entry(req);
      return check(credentials, rule);
    },
  };
};

/** A query string's value as one text: a repeated parameter counts by its last occurrence. */
export const lastQueryValue = (value: string | string[] | undefined): string | undefined =>
  Array.isArray(value) ? value[value.length - 1] : value;
