import { ApolloClient, ApolloLink, HttpLink, InMemoryCache } from '@apollo/client';
import { CombinedGraphQLErrors } from '@apollo/client/errors';
import { ErrorLink } from '@apollo/client/link/error';
import { SESSION_GONE_CODE } from '@paygate/contracts';
import { currentLanguage } from '../i18n/current';
import { activeToken, authToken, clearAuth } from './cookies';

/** Pages a visitor may see without logging in (PRODUCT §2.1); /register-partner is not one of them. */
export const PUBLIC_PATHS = ['/login', '/register', '/active', '/forgot-password', '/reset-password'];
export const isPublicPath = (path: string) => PUBLIC_PATHS.some((p) => path === p || path.startsWith(`${p}/`));

/** The session-gone code of PRODUCT §2.1, exactly as contracts lists it (the string '410'). */
export const isSessionGoneCode = (code: unknown): boolean => code === SESSION_GONE_CODE;

/** True when any GraphQL error of a response says the session is gone. */
export const isSessionGone = (error: unknown): boolean =>
  CombinedGraphQLErrors.is(error) && error.errors.some((e) => isSessionGoneCode(e.extensions?.code));

/** The raw tokens of the auth and active-token cookies, read on every request (PRODUCT §7.1). */
const headersLink = new ApolloLink((operation, forward) => {
  const auth = authToken();
  const active = activeToken();
  operation.setContext(({ headers = {} }: { headers?: Record<string, string> }) => ({
    headers: {
      ...headers,
      // The server answers its messages in the language on screen (issue 31), not the browser's.
      'accept-language': currentLanguage(),
      ...(auth ? { authorization: auth } : {}),
      ...(active ? { 'active-token': active } : {}),
    },
  }));
  return forward(operation);
});

const errorLink = new ErrorLink(({ error }) => {
  if (isSessionGone(error)) {
    clearAuth();
    // A full load also empties the cache of the session that ended.
    if (!isPublicPath(window.location.pathname)) window.location.assign('/login');
    return;
  }
  // Network errors are only logged (PRODUCT §8); GraphQL errors go to the component that asked.
  if (!CombinedGraphQLErrors.is(error)) console.error('[network]', error);
});

/** The portal's client; tests pass their own terminating link instead of HTTP. */
export const createApolloClient = (terminatingLink: ApolloLink = new HttpLink({ uri: '/graphql' })) =>
  new ApolloClient({
    link: ApolloLink.from([errorLink, headersLink, terminatingLink]),
    cache: new InMemoryCache(),
  });

/** The message of the first GraphQL error, for alerts and toasts. */
export const errorMessage = (error: unknown): string => {
  if (CombinedGraphQLErrors.is(error)) return error.errors[0]?.message ?? 'Something went wrong';
  if (error instanceof Error) return error.message;
  return 'Something went wrong';
};

/** The code of the first GraphQL error ('OTP_INVALID', 'NOT_ACTIVATED', 410…). */
export const errorCode = (error: unknown): string | number | undefined => {
  if (!CombinedGraphQLErrors.is(error)) return undefined;
  const code = error.errors[0]?.extensions?.code;
  return typeof code === 'string' || typeof code === 'number' ? code : undefined;
};
