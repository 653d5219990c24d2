import { ApolloLink } from '@apollo/client';
import { ApolloProvider } from '@apollo/client/react';
import { COOKIE_ACTIVE_TOKEN, type UserType } from '@paygate/contracts';
import { render } from '@testing-library/react';
import { App as AntApp } from 'antd';
import Cookies from 'js-cookie';
import type { ReactNode } from 'react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { Observable } from 'rxjs';
import type { UserInfoQuery } from '../../gql/graphql';
import { UserInfoDocument } from '../../gql/ops/UserInfo';
import { createApolloClient } from '../../lib/apollo';

// Component tests of the active-token, transaction and dashboard screens: the portal's own
// Apollo client and link chain (headers included) with the server replaced by a function that
// answers each operation and records what was sent. Forms, rules, URL handling and antd are real.

export type Sent = { operationName: string; variables: Record<string, unknown>; headers: Record<string, string> };
export type Answer = { data?: unknown; errors?: { message: string; extensions?: { code: string } }[] };
export type Server = (operationName: string, variables: Record<string, unknown>) => Answer | undefined;

export const STORE = { id: 'app-store', name: 'Demo Store', status: 'PRODUCTION' as const };
export const SANDBOX = { id: 'app-sandbox', name: 'Demo Sandbox', status: 'DEVELOPMENT' as const };

// The cache reads __typename, which the generated types leave out.
export const viewer = (options: { userType?: UserType; twoFactor?: boolean } = {}) =>
  ({
    userInfo: {
      __typename: 'User',
      id: 'u1',
      name: 'Olivia Owner',
      email: 'owner@demo.test',
      avatar: null,
      is_enabled_TOTP: options.twoFactor ?? true,
      totp_config: [],
      language: 'en' as const,
      user_type: options.userType ?? 'OWNER',
      user_partner: { __typename: 'UserPartner', id: 'up1', role: 'OWNER' },
      partner: {
        __typename: 'Partner',
        id: 'p1',
        name: 'Demo Shop',
        disabled_banks: [],
        time_zone: 'Asia/Ho_Chi_Minh',
        list_app: [
          { __typename: 'App', ...STORE },
          { __typename: 'App', ...SANDBOX },
        ],
      },
    },
  }) as unknown as UserInfoQuery;

/** A terminating link that answers with `server` and records every request. */
export const recordingLink = (server: Server, sent: Sent[]) =>
  new ApolloLink(
    (operation) =>
      new Observable((observer) => {
        const { headers = {} } = operation.getContext() as { headers?: Record<string, string> };
        const entry = { operationName: operation.operationName ?? '', variables: operation.variables, headers };
        sent.push(entry);
        const answer = server(entry.operationName, entry.variables) ?? {
          errors: [{ message: `no answer for ${entry.operationName}`, extensions: { code: 'TEST' } }],
        };
        // Answer on a later tick, as a network does.
        const timer = setTimeout(() => {
          observer.next(answer as never);
          observer.complete();
        }, 0);
        return () => clearTimeout(timer);
      }),
  );

/** Shows the current URL (path and query) so tests can read what the screen wrote there. */
const LocationProbe = () => {
  const location = useLocation();
  return <output data-testid="location">{`${location.pathname}${location.search}`}</output>;
};

export const renderScreen = (
  ui: ReactNode,
  {
    path = '/',
    route = '/',
    server = () => undefined,
    userType,
    twoFactor,
  }: { path?: string; route?: string; server?: Server; userType?: UserType; twoFactor?: boolean } = {},
) => {
  const sent: Sent[] = [];
  const client = createApolloClient(recordingLink(server, sent));
  client.writeQuery({ query: UserInfoDocument, data: viewer({ userType, twoFactor }) });
  const view = render(
    <ApolloProvider client={client}>
      <AntApp>
        <MemoryRouter initialEntries={[path]}>
          <Routes>
            <Route
              path={route}
              element={
                <>
                  {ui}
                  <LocationProbe />
                </>
              }
            />
            <Route path="/profile" element={<p>profile screen</p>} />
          </Routes>
        </MemoryRouter>
      </AntApp>
    </ApolloProvider>,
  );
  return { client, sent, ...view };
};

export const setActiveTokenCookie = (value = 'active-1') => Cookies.set(COOKIE_ACTIVE_TOKEN, value, { path: '/' });
export const clearActiveTokenCookie = () => Cookies.remove(COOKIE_ACTIVE_TOKEN, { path: '/' });

/** The operations of a kind that were sent. */
export const sentOf = (sent: Sent[], operationName: string) => sent.filter((s) => s.operationName === operationName);
