import { ApolloProvider } from '@apollo/client/react';
import { MockLink } from '@apollo/client/testing';
import { COOKIE_ACTIVE_TOKEN, gatewayHash, hashInput } from '@paygate/contracts';
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { App as AntApp } from 'antd';
import Cookies from 'js-cookie';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { ApiToolAppsDocument } from '../../gql/ops/ApiToolApps';
import { UserInfoDocument } from '../../gql/ops/UserInfo';
import { createApolloClient } from '../../lib/apollo';
import { setEnvironment } from '../../lib/environment';
import { APP_SECRET, choose, PAY_BANKS, recordGateway, viewer } from '../money/testSupport';
import { ApiToolPage } from './ApiToolPage';

// The page with the portal's Apollo client (recorded answers) and a recorded gateway: what it
// signs, what it shows, and the simulated transfer that makes no call.

const SANDBOX_ID = '22222222-2222-4222-8222-222222222222';
const STORE_ID = '11111111-1111-4111-8111-111111111111';
const CHANNEL_ID = '33333333-3333-4333-8333-333333333333';

const appsMock: MockLink.MockedResponse = {
  request: { query: ApiToolAppsDocument },
  maxUsageCount: Number.POSITIVE_INFINITY,
  result: {
    data: {
      partner: {
        __typename: 'Partner',
        id: 'p1',
        list_app: [
          {
            __typename: 'App',
            id: SANDBOX_ID,
            name: 'Demo Sandbox',
            status: 'DEVELOPMENT',
            app_secret: APP_SECRET,
            list_channel: [{ __typename: 'Channel', id: CHANNEL_ID, name: 'Default', is_default: true }],
          },
          {
            __typename: 'App',
            id: STORE_ID,
            name: 'Demo Store',
            status: 'PRODUCTION',
            app_secret: 'store-secret',
            list_channel: [],
          },
        ],
        list_source: [{ __typename: 'Source', id: 's1', name: 'website' }],
      },
    },
  },
};

/** Renders the page for a user with two-factor on; resolves once the apps arrived (when they are asked for). */
const renderPage = async () => {
  const client = createApolloClient(new MockLink([appsMock]));
  client.writeQuery({ query: UserInfoDocument, data: viewer({ totp: ['login'] }) });
  render(
    <ApolloProvider client={client}>
      <MemoryRouter>
        <AntApp>
          <ApiToolPage />
        </AntApp>
      </MemoryRouter>
    </ApolloProvider>,
  );
  if (Cookies.get(COOKIE_ACTIVE_TOKEN)) {
    await waitFor(() => expect(client.readQuery({ query: ApiToolAppsDocument })).not.toBeNull());
  }
};

// The page lazy-loads its workbench and the OTP explanation; a cold transform of those modules can
// outlast findBy's timeout on a busy machine, so load them once before the tests.
beforeAll(async () => {
  await Promise.all([import('./ApiWorkbench'), import('../active-token/ActiveTokenRequired')]);
});

const INVALID = { error_code: 1, code: 'INVALID_INPUT', message: 'bank is required' };

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  Cookies.remove(COOKIE_ACTIVE_TOKEN, { path: '/' });
  sessionStorage.clear();
});

describe('API tool page', () => {
  it("shows no apps without today's active token (PRODUCT §4, §6)", async () => {
    recordGateway(() => PAY_BANKS);
    await renderPage();
    expect(await screen.findByText("Enter today's OTP to see the API tool's apps")).toBeTruthy();
    expect(screen.queryByLabelText('App')).toBeNull();
  });

  it('signs like a merchant server and shows the hashed string, URL, cURL, the SDK call and the body whatever the status', async () => {
    Cookies.set(COOKIE_ACTIVE_TOKEN, 'today', { path: '/' });
    const calls = recordGateway((path) => (path.startsWith('/config/bank') ? PAY_BANKS : INVALID));
    await renderPage();
    await choose('App', 'Demo Sandbox');
    await userEvent.type(screen.getByLabelText('amount'), '25000');
    await userEvent.type(screen.getByLabelText('user_id'), 'buyer-1');
    await userEvent.click(screen.getByRole('button', { name: /Send request/ }));

    expect(await screen.findByText('HTTP 400')).toBeTruthy();
    const sent = calls.find((c) => c.path.includes('/v1/partner/getATMCardPaymentURL'));
    const url = new URL(sent?.path ?? '');
    const values = Object.fromEntries(url.searchParams);
    expect(values).toMatchObject({ app_id: SANDBOX_ID, channel_id: CHANNEL_ID, amount: '25000', user_id: 'buyer-1' });
    expect(values.hash).toBe(gatewayHash('getATMCardPaymentURL', values, APP_SECRET));

    const text = hashInput('getATMCardPaymentURL', values, APP_SECRET);
    // The secret is hidden until asked for; the copy button copies the whole string.
    expect(screen.getByText(`${text.slice(0, -APP_SECRET.length)}${'•'.repeat(12)}`)).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Show app secret' }));
    expect(screen.getByText(text)).toBeTruthy();
    expect(screen.getByText(url.toString())).toBeTruthy();
    expect(screen.getByText(`curl -sS '${url.toString()}'`)).toBeTruthy();
    // The same call with the SDK, its secret left to the partner's environment.
    const node = screen.getByLabelText('Node snippet').textContent ?? '';
    expect(node).toContain(`paygate.createPaymentUrl("getATMCardPaymentURL", {`);
    expect(node).toContain('user_id: "buyer-1"');
    expect(node).toContain('process.env.PAYGATE_APP_SECRET');
    expect(node).not.toContain(APP_SECRET);
    expect(screen.getByText(/"message": "bank is required"/)).toBeTruthy();
  });

  it('warns when the chosen app is in production', async () => {
    Cookies.set(COOKIE_ACTIVE_TOKEN, 'today', { path: '/' });
    recordGateway(() => PAY_BANKS);
    await renderPage();
    await choose('App', 'Demo Store');
    expect(await screen.findByText('This is a production app')).toBeTruthy();
    await choose('App', 'Demo Sandbox');
    await waitFor(() => expect(screen.queryByText('This is a production app')).toBeNull());
  });

  it('transferPayableBalance makes no call and shows a faked PENDING result', async () => {
    Cookies.set(COOKIE_ACTIVE_TOKEN, 'today', { path: '/' });
    setEnvironment('DEVELOPMENT');
    const calls = recordGateway(() => PAY_BANKS);
    await renderPage();
    await choose('API', 'transferPayableBalance');
    await choose('App', 'Demo Sandbox');
    await userEvent.click(screen.getByRole('button', { name: /Simulate transfer/ }));
    expect(await screen.findByText(/"status": "PENDING"/, {}, { timeout: 5000 })).toBeTruthy();
    expect(calls.every((c) => c.path.startsWith('/config/bank'))).toBe(true);
  });
});
