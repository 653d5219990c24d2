import { ApolloClient, ApolloLink, HttpLink, InMemoryCache } from '@apollo/client';
import { CombinedGraphQLErrors } from '@apollo/client/errors';
import { ErrorLink } from '@apollo/client/link/error';
import { SESSION_GONE_CODE } from '@paygate/contracts';
import { activeToken, authToken, clearAuth } from './cookies';

/** Pages a visitor may see without logging in (spec §2.1). */
export const PUBLIC_PATHS = ['/login', '/register', '/active', '/forgot-password', '/reset-password'];
export const isPublicPath = (path: string) =>
  PUBLIC_PATHS.some((p) => path === p || path.startsWith(`${p}/`) || path.startsWith(`${p}?`));

/** True when a GraphQL error says the session is gone (spec §2.1: code 410). */
export const isSessionGone = (error: unknown): boolean =>
  CombinedGraphQLErrors.is(error) && error.errors.some((e) => String(e.extensions?.code) === String(SESSION_GONE_CODE));

const headersLink = new ApolloLink((operation, forward) => {
  const auth = authToken();
  const active = activeToken();
  operation.setContext(({ headers = {} }: { headers?: Record<string, string> }) => ({
    headers: { ...headers, ...(auth ? { authorization: auth } : {}), ...(active ? { 'active-token': active } : {}) },
  }));
  return forward(operation);
});

const errorLink = new ErrorLink(({ error }) => {
  if (isSessionGone(error)) {
    clearAuth();
    if (!isPublicPath(window.location.pathname)) window.location.assign('/login');
    return;
  }
  // Network errors are only logged (spec §8); GraphQL errors go to the component that asked.
  if (!CombinedGraphQLErrors.is(error)) console.error('[network]', error);
});

export const createApolloClient = () =>
  new ApolloClient({
    link: ApolloLink.from([errorLink, headersLink, new HttpLink({ uri: '/graphql' })]),
    cache: new InMemoryCache(),
  });

/** The message of the first GraphQL error, for alerts and toasts. */
export const errorMessage = (error: unknown): string => {
  if (CombinedGraphQLErrors.is(error)) return error.errors[0]?.message ?? 'Something went wrong';
  if (error instanceof Error) return error.message;
  return 'Something went wrong';
};

/** The code of the first GraphQL error (OTP_INVALID, NOT_ACTIVATED…). */
export const errorCode = (error: unknown): string | undefined =>
  CombinedGraphQLErrors.is(error) ? (error.errors[0]?.extensions?.code as string | undefined) : undefined;
