import { ApolloLink } from '@apollo/client';
import { ApolloProvider } from '@apollo/client/react';
import { MockLink } from '@apollo/client/testing';
import { COOKIE_AUTH, COOKIE_USER_NAME, COOKIE_USER_TYPE } from '@paygate/contracts';
import { cleanup, render, screen } from '@testing-library/react';
import Cookies from 'js-cookie';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { UserInfoQuery } from '../gql/graphql';
import { DashboardBalancesDocument } from '../gql/ops/DashboardBalances';
import { UserInfoDocument } from '../gql/ops/UserInfo';
import { createApolloClient } from '../lib/apollo';
import { AuthGate } from './AuthGate';

// AuthGate with the portal's client; the server's userInfo answer is recorded. Each screen
// is a stand-in paragraph that names where the user landed.
const SCREENS = ['/', '/login', '/register', '/register-partner', '/join-partner', '/apps'];

// The cache reads __typename, which the generated types leave out.
const userInfo = (
  partner: { id: string; name: string } | null,
  apps: { id: string; name: string; status: 'DEVELOPMENT' | 'PRODUCTION' }[] = [],
) =>
  ({
    __typename: 'User',
    id: 'u1',
    name: 'Olivia Owner',
    email: 'owner@demo.test',
    avatar: null,
    is_enabled_TOTP: false,
    totp_config: [],
    language: 'en' as const,
    user_type: partner ? 'OWNER' : null,
    user_partner: null,
    partner: partner
      ? {
          __typename: 'Partner',
          ...partner,
          disabled_banks: [],
          time_zone: 'Asia/Ho_Chi_Minh',
          list_app: apps.map((app) => ({ __typename: 'App', ...app })),
        }
      : null,
  }) as UserInfoQuery['userInfo'];

const renderAt = (
  path: string,
  answer?: MockLink.MockedResponse['result'],
  options: { more?: MockLink.MockedResponse[]; asked?: { name: string; variables: unknown }[] } = {},
) => {
  const mocks = answer ? [{ request: { query: UserInfoDocument }, result: answer }, ...(options.more ?? [])] : [];
  // Every request the client sends, in order.
  const record = new ApolloLink((operation, forward) => {
    options.asked?.push({ name: operation.operationName ?? '', variables: operation.variables });
    return forward(operation);
  });
  render(
    <ApolloProvider client={createApolloClient(ApolloLink.from([record, new MockLink(mocks)]))}>
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          <Route element={<AuthGate />}>
            {SCREENS.map((screenPath) => (
              <Route key={screenPath} path={screenPath} element={<p>screen {screenPath}</p>} />
            ))}
          </Route>
        </Routes>
      </MemoryRouter>
    </ApolloProvider>,
  );
};

afterEach(async () => {
  cleanup();
  // React's scheduler runs its queued work on the next setImmediate: let it run now, while the
  // page still exists. Left queued, it once ran after the file's environment was torn down
  // ("window is not defined", an unhandled error that fails the run) on a busy CI machine.
  await new Promise((resolve) => setImmediate(resolve));
  vi.unstubAllGlobals();
  Cookies.remove(COOKIE_AUTH, { path: '/' });
  Cookies.remove(COOKIE_USER_TYPE, { path: '/' });
  Cookies.remove(COOKIE_USER_NAME, { path: '/' });
});

describe('AuthGate (PRODUCT §2.1)', () => {
  it("sends a visitor whose session ended from / to /login with the warning 'You need to login'", async () => {
    Cookies.set(COOKIE_USER_NAME, 'Olivia Owner', { path: '/' });
    renderAt('/');
    expect(await screen.findByText('screen /login')).toBeTruthy();
    expect(await screen.findByText('You need to login', {}, { timeout: 5000 })).toBeTruthy();
  });

  it('greets a first visit to / with the login screen and no warning (issue 28 item 6)', async () => {
    renderAt('/');
    expect(await screen.findByText('screen /login')).toBeTruthy();
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(screen.queryByText('You need to login')).toBeNull();
  });

  it('sends a visitor from a private page to /login', async () => {
    renderAt('/apps');
    expect(await screen.findByText('screen /login')).toBeTruthy();
  });

  it('lets a visitor open /register', async () => {
    renderAt('/register');
    expect(await screen.findByText('screen /register')).toBeTruthy();
  });

  it('sends a user without partner to /register-partner once the user info arrives', async () => {
    Cookies.set(COOKIE_AUTH, 'token-1', { path: '/' });
    renderAt('/apps', { data: { userInfo: userInfo(null) } });
    expect(await screen.findByText('screen /register-partner')).toBeTruthy();
  });

  it('sends a user with a partner from /login to / and stores the user type', async () => {
    Cookies.set(COOKIE_AUTH, 'token-1', { path: '/' });
    renderAt('/login', { data: { userInfo: userInfo({ id: 'p1', name: 'Demo Shop' }) } });
    expect(await screen.findByText('screen /')).toBeTruthy();
    expect(Cookies.get(COOKIE_USER_TYPE)).toBe('OWNER');
  });

  it("asks for the dashboard's balances with the user info, not after the dashboard's code loads", async () => {
    Cookies.set(COOKIE_AUTH, 'token-1', { path: '/' });
    const withApps = userInfo({ id: 'p1', name: 'Demo Shop' }, [
      { id: 'dev-app', name: 'Sandbox', status: 'DEVELOPMENT' },
      { id: 'shop-app', name: 'Shop', status: 'PRODUCTION' },
    ]);
    const balances = {
      request: { query: DashboardBalancesDocument, variables: { app_id: 'shop-app', app_status: 'PRODUCTION' } },
      result: { data: { getPayableBalance: [] } },
    };
    const onDashboard: { name: string; variables: unknown }[] = [];
    renderAt('/', { data: { userInfo: withApps } }, { more: [balances], asked: onDashboard });
    expect(await screen.findByText('screen /')).toBeTruthy();
    await vi.waitFor(() => expect(onDashboard.map((a) => a.name)).toEqual(['UserInfo', 'DashboardBalances']));
    // The default balances: the first app of the environment (production by default).
    expect(onDashboard[1]!.variables).toEqual({ app_id: 'shop-app', app_status: 'PRODUCTION' });
    cleanup();
    // Another screen asks for nothing it does not show.
    const onApps: { name: string; variables: unknown }[] = [];
    renderAt('/apps', { data: { userInfo: withApps } }, { asked: onApps });
    expect(await screen.findByText('screen /apps')).toBeTruthy();
    expect(onApps.map((a) => a.name)).toEqual(['UserInfo']);
  });

  it.each(['410'])('on a session that ended (code %o) drops the token and sends the user to /login', async (code) => {
    Cookies.set(COOKIE_AUTH, 'revoked', { path: '/' });
    vi.stubGlobal('location', { ...window.location, pathname: '/apps', assign: vi.fn() });
    renderAt('/apps', {
      errors: [{ message: 'Your session has ended. Please log in again.', extensions: { code } }],
    });
    expect(await screen.findByText('screen /login')).toBeTruthy();
    expect(Cookies.get(COOKIE_AUTH)).toBeUndefined();
  });

  it('drops a token the server refuses and sends the user to /login', async () => {
    Cookies.set(COOKIE_AUTH, 'forged', { path: '/' });
    renderAt('/apps', { errors: [{ message: 'You need to login', extensions: { code: 'UNAUTHENTICATED' } }] });
    expect(await screen.findByText('screen /login')).toBeTruthy();
    expect(Cookies.get(COOKIE_AUTH)).toBeUndefined();
  });
});
