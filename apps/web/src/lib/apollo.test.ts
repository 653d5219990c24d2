import { ApolloLink, gql } from '@apollo/client';
import { COOKIE_ACTIVE_TOKEN, COOKIE_AUTH } from '@paygate/contracts';
import Cookies from 'js-cookie';
import { Observable } from 'rxjs';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createApolloClient, isPublicPath } from './apollo';

const PING = gql`
  query Ping {
    ping
  }
`;

type Answer = ApolloLink.Result | Error;

/** A terminating link that records the headers it was sent and gives a fixed answer. */
const serverLink = (answer: Answer) => {
  const seen: Record<string, string>[] = [];
  const link = new ApolloLink(
    (operation) =>
      new Observable((observer) => {
        seen.push(operation.getContext().headers as Record<string, string>);
        if (answer instanceof Error) observer.error(answer);
        else {
          observer.next(answer);
          observer.complete();
        }
      }),
  );
  return { link, seen };
};

const query = (answer: Answer) => {
  const { link, seen } = serverLink(answer);
  const client = createApolloClient(link);
  return { seen, result: client.query({ query: PING, fetchPolicy: 'no-cache' }).catch((error: unknown) => error) };
};

const goneAnswer = (code: unknown): Answer => ({
  errors: [{ message: 'Your session has ended. Please log in again.', extensions: { code } }],
});

let assign: ReturnType<typeof vi.fn>;

beforeEach(() => {
  assign = vi.fn();
  vi.stubGlobal('location', { ...window.location, pathname: '/apps', assign });
});

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  Cookies.remove(COOKIE_AUTH, { path: '/' });
  Cookies.remove(COOKIE_ACTIVE_TOKEN, { path: '/' });
});

describe('Apollo client (PRODUCT §7.1, §2.1, §8)', () => {
  it('sends the auth and active-token cookies raw in the authorization and active-token headers', async () => {
    Cookies.set(COOKIE_AUTH, 'auth-token-1', { path: '/' });
    Cookies.set(COOKIE_ACTIVE_TOKEN, 'active-token-1', { path: '/' });
    const { seen, result } = query({ data: { ping: true } });
    await result;
    expect(seen[0]).toMatchObject({ authorization: 'auth-token-1', 'active-token': 'active-token-1' });
  });

  it('sends neither header without cookies', async () => {
    const { seen, result } = query({ data: { ping: true } });
    await result;
    expect(seen[0]).not.toHaveProperty('authorization');
    expect(seen[0]).not.toHaveProperty('active-token');
  });

  it.each(['410'])('on code %o removes the auth cookie and goes to /login from a private page', async (code) => {
    Cookies.set(COOKIE_AUTH, 'revoked', { path: '/' });
    await query(goneAnswer(code)).result;
    expect(Cookies.get(COOKIE_AUTH)).toBeUndefined();
    expect(assign).toHaveBeenCalledWith('/login');
  });

  // One vocabulary (contracts' ERROR_CODES): the number 410 is no code the server sends.
  it.each([410, 411, '4100', 'UNAUTHENTICATED'])('keeps the session on code %o', async (code) => {
    Cookies.set(COOKIE_AUTH, 'fine', { path: '/' });
    await query(goneAnswer(code)).result;
    expect(Cookies.get(COOKIE_AUTH)).toBe('fine');
    expect(assign).not.toHaveBeenCalled();
  });

  it.each(['/login', '/register', '/active/abc', '/forgot-password', '/reset-password'])(
    'on code 410 removes the auth cookie but stays on the public page %s',
    async (pathname) => {
      vi.stubGlobal('location', { ...window.location, pathname, assign });
      Cookies.set(COOKIE_AUTH, 'revoked', { path: '/' });
      await query(goneAnswer('410')).result;
      expect(Cookies.get(COOKIE_AUTH)).toBeUndefined();
      expect(assign).not.toHaveBeenCalled();
    },
  );

  it('leaves the session alone on other GraphQL errors and hands them to the caller', async () => {
    Cookies.set(COOKIE_AUTH, 'fine', { path: '/' });
    const error = await query({ errors: [{ message: 'Nope', extensions: { code: 'FORBIDDEN' } }] }).result;
    expect(Cookies.get(COOKIE_AUTH)).toBe('fine');
    expect(assign).not.toHaveBeenCalled();
    expect(String(error)).toContain('Nope');
  });

  it('only logs network errors', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    Cookies.set(COOKIE_AUTH, 'fine', { path: '/' });
    await query(new Error('connection refused')).result;
    expect(log).toHaveBeenCalledWith('[network]', expect.objectContaining({ message: 'connection refused' }));
    expect(Cookies.get(COOKIE_AUTH)).toBe('fine');
    expect(assign).not.toHaveBeenCalled();
  });
});

describe('isPublicPath', () => {
  it.each([
    ['/login', true],
    ['/register', true],
    ['/active/token-1', true],
    ['/forgot-password', true],
    ['/reset-password', true],
    ['/register-partner', false],
    ['/join-partner', false],
    ['/', false],
    ['/apps', false],
  ])('%s → %s', (path, expected) => expect(isPublicPath(path)).toBe(expected));
});
