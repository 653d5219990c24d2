import Fastify, { type FastifyRequest } from 'fastify';
import { describe, expect, it } from 'vitest';
import { badInput, unauthenticated } from '../errors.js';
import type { Credentials } from './credentials.js';
import { answerError } from './errors.js';
import { type CallerRule, registerRouteGuards } from './guard.js';

type Seen = { credentials: Credentials; rule: CallerRule };

/** An app whose check admits any token and records what it was asked. */
const appWithGuards = async () => {
  const app = Fastify({ logger: false });
  app.setErrorHandler(answerError);
  const seen: Seen[] = [];
  const guards = await registerRouteGuards(app, async (credentials, rule) => {
    seen.push({ credentials, rule });
    if (!credentials.token) throw unauthenticated();
    return { token: credentials.token };
  });
  return { app, guards, seen };
};

describe('route guards declared in the route config', () => {
  it('takes the token from the sources the route lists, in order, and the active token with the cookies', async () => {
    const { app, guards, seen } = await appWithGuards();
    app.post('/body', { config: { access: 'moveMoney', token: ['body', 'header'] } }, async (req) =>
      guards.callerOf(req),
    );
    app.get('/cookie', { config: { access: 'member', activeToken: true, token: ['header', 'cookie'] } }, async (req) =>
      guards.callerOf(req),
    );
    app.get('/header', { config: { access: 'manageApps' } }, async (req) => guards.callerOf(req));

    const body = await app.inject({
      method: 'POST',
      url: '/body',
      headers: { authorization: 'Bearer from-header' },
      payload: { token: 'from-body' },
    });
    expect(body.json()).toEqual({ token: 'from-body' });
    expect(seen.at(-1)?.rule).toEqual({ permission: 'moveMoney', activeToken: false });

    const cookie = await app.inject({ url: '/cookie', headers: { cookie: 'auth=from%20cookie; active-token=today' } });
    expect(cookie.json()).toEqual({ token: 'from cookie' });
    expect(seen.at(-1)?.credentials.activeToken).toBe('today');
    expect(seen.at(-1)?.rule).toEqual({ permission: undefined, activeToken: true });

    // A route that takes no cookies reads neither cookie.
    const header = await app.inject({ url: '/header', headers: { cookie: 'auth=from-cookie; active-token=today' } });
    expect(header.statusCode).toBe(401);
    expect(header.json()).toMatchObject({ code: 'UNAUTHENTICATED' });
    expect(seen.at(-1)?.credentials).toMatchObject({ token: undefined, activeToken: undefined });
  });

  it('decides a per-request rule before the caller, and checks again with the same credentials', async () => {
    const { app, guards, seen } = await appWithGuards();
    const screenOf = (req: FastifyRequest) => {
      const { screen } = req.query as { screen?: string };
      if (screen !== 'a' && screen !== 'b') throw badInput('bad screen');
      return screen;
    };
    app.get(
      '/live',
      {
        config: {
          access: (req) => (screenOf(req) === 'a' ? 'watchTransactions' : 'watchDashboard'),
          activeToken: (req) => screenOf(req) === 'a',
        },
      },
      async (req) => ({ first: guards.callerOf(req), again: await guards.recheck(req) }),
    );
    const refused = await app.inject({ url: '/live?screen=c' });
    expect(refused.statusCode).toBe(400);
    expect(seen).toHaveLength(0);

    const ok = await app.inject({ url: '/live?screen=a', headers: { authorization: 't' } });
    expect(ok.json()).toEqual({ first: { token: 't' }, again: { token: 't' } });
    expect(seen.map((s) => s.rule)).toEqual([
      { permission: 'watchTransactions', activeToken: true },
      { permission: 'watchTransactions', activeToken: true },
    ]);
  });

  it('refuses a route that asks for an active token or token sources without saying who may call it', async () => {
    const { app } = await appWithGuards();
    expect(() => app.get('/half', { config: { activeToken: true } }, async () => 'no')).toThrow(/need access/);
  });
});
