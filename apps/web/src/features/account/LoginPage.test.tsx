import type { ApolloClient } from '@apollo/client';
import { ApolloProvider } from '@apollo/client/react';
import { MockLink } from '@apollo/client/testing';
import { COOKIE_AUTH, COOKIE_USER_NAME } from '@paygate/contracts';
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import Cookies from 'js-cookie';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import type { UserInfoQuery } from '../../gql/graphql';
import { LoginDocument } from '../../gql/ops/Login';
import { UserInfoDocument } from '../../gql/ops/UserInfo';
import { createApolloClient } from '../../lib/apollo';
import { LoginPage } from './LoginPage';

// The portal's own client and link chain; only the server is replaced by recorded answers.
// The form, its rules, its messages and antd's notification are the real ones.
const CREDENTIALS = { email_or_phone_number: 'owner@demo.test', password: 'secret' };

const loginAnswer = (variables: Record<string, string>, result: MockLink.MockedResponse['result']) => ({
  request: { query: LoginDocument, variables },
  result,
});

const success = {
  data: {
    loginByPassword: {
      __typename: 'LoginResult' as const,
      access_token: 'token-1',
      user: { __typename: 'UserSummary' as const, id: 'u1', name: 'Olivia Owner', avatar: null },
    },
  },
};

const renderLogin = (mocks: MockLink.MockedResponse[] = []) => {
  const client = createApolloClient(new MockLink(mocks));
  render(
    <ApolloProvider client={client}>
      <MemoryRouter initialEntries={['/login']}>
        <Routes>
          <Route path="/login" element={<LoginPage />} />
          <Route path="/" element={<p>home</p>} />
        </Routes>
      </MemoryRouter>
    </ApolloProvider>,
  );
  return client;
};

const fill = async (values: Record<string, string>) => {
  if (values.email_or_phone_number)
    await userEvent.type(screen.getByLabelText('Email or phone number'), values.email_or_phone_number);
  if (values.password) await userEvent.type(screen.getByLabelText('Password'), values.password);
  if (values.otp) await userEvent.type(screen.getByLabelText('OTP (if enabled)'), values.otp);
};

const errorUnder = (label: string) => {
  const input = screen.getByLabelText(label);
  return document.getElementById(input.getAttribute('aria-describedby') ?? '')?.textContent ?? '';
};

afterEach(() => {
  cleanup();
  Cookies.remove(COOKIE_AUTH, { path: '/' });
  Cookies.remove(COOKIE_USER_NAME, { path: '/' });
});

describe('LoginPage (PRODUCT §2.2, §5, §8)', () => {
  it('shows the fields, the LOGIN button and the links to /forgot-password and /register', () => {
    renderLogin();
    expect(screen.getByLabelText('Email or phone number')).toBeTruthy();
    expect(screen.getByLabelText('Password').getAttribute('type')).toBe('password');
    expect(screen.getByLabelText('OTP (if enabled)')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'LOGIN' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Forgot password?' }).getAttribute('href')).toBe('/forgot-password');
    expect(screen.getByRole('link', { name: 'Register' }).getAttribute('href')).toBe('/register');
  });

  it('shows a message only once its field was touched', async () => {
    renderLogin();
    expect(screen.queryByText('email is required!')).toBeNull();
    await userEvent.click(screen.getByLabelText('Email or phone number'));
    expect(screen.queryByText('email is required!')).toBeNull();
    await userEvent.click(screen.getByLabelText('Password'));
    expect(await screen.findByText('email is required!')).toBeTruthy();
    expect(screen.queryByText('password is required!')).toBeNull();
  });

  it('shows both messages when submitted empty with Enter, and sends nothing', async () => {
    renderLogin();
    await userEvent.type(screen.getByLabelText('Email or phone number'), '{enter}');
    expect(await screen.findByText('email is required!')).toBeTruthy();
    expect(await screen.findByText('password is required!')).toBeTruthy();
    expect(Cookies.get(COOKIE_AUTH)).toBeUndefined();
  });

  it("puts 'OTP is invalid' under the OTP field, not in a notification", async () => {
    renderLogin([
      loginAnswer(
        { ...CREDENTIALS, otp: '123456' },
        { errors: [{ message: 'OTP is invalid', extensions: { code: 'OTP_INVALID' } }] },
      ),
    ]);
    await fill({ ...CREDENTIALS, otp: '123456' });
    await userEvent.click(screen.getByRole('button', { name: 'LOGIN' }));
    await waitFor(() => expect(errorUnder('OTP (if enabled)')).toBe('OTP is invalid'));
    expect(screen.queryByText('Error')).toBeNull();
  });

  it('puts the OTP_REQUIRED message under the OTP field too, and clears it once the OTP is edited', async () => {
    renderLogin([
      loginAnswer(CREDENTIALS, {
        errors: [{ message: 'Enter the code from your authenticator app', extensions: { code: 'OTP_REQUIRED' } }],
      }),
    ]);
    await fill(CREDENTIALS);
    await userEvent.click(screen.getByRole('button', { name: 'LOGIN' }));
    await waitFor(() => expect(errorUnder('OTP (if enabled)')).toBe('Enter the code from your authenticator app'));
    await userEvent.type(screen.getByLabelText('OTP (if enabled)'), '1');
    await waitFor(() => expect(errorUnder('OTP (if enabled)')).toBe(''));
  });

  // antd's static holder lives outside the rendered tree: one test of this file may use it.
  it('shows any other server message in a notification titled Error, closed by the next login (issue 28 item 6)', async () => {
    const wrong = { ...CREDENTIALS, password: 'wrong' };
    renderLogin([
      loginAnswer(wrong, {
        errors: [{ message: 'Email or password is incorrect', extensions: { code: 'BAD_USER_INPUT' } }],
      }),
      loginAnswer(CREDENTIALS, success),
    ]);
    await fill(wrong);
    await userEvent.click(screen.getByRole('button', { name: 'LOGIN' }));
    const description = await screen.findByText('Email or password is incorrect', {}, { timeout: 5000 });
    const notice = description.closest('.ant-notification-notice');
    expect(notice?.textContent).toContain('Error');
    expect(errorUnder('OTP (if enabled)')).toBe('');
    expect(Cookies.get(COOKIE_AUTH)).toBeUndefined();

    await userEvent.clear(screen.getByLabelText('Password'));
    await userEvent.type(screen.getByLabelText('Password'), `${CREDENTIALS.password}{enter}`);

    expect(await screen.findByText('home')).toBeTruthy();
    // Closed: the notice is gone (the test setup renders antd's static holders without motion).
    await waitFor(() => expect(notice?.isConnected).toBe(false));
  });

  it('empties the Apollo cache before logging in, stores the token and user name, and goes home', async () => {
    const client: ApolloClient = renderLogin([loginAnswer(CREDENTIALS, success)]);
    client.writeQuery({
      query: UserInfoDocument,
      data: {
        userInfo: {
          __typename: 'User',
          id: 'previous-user',
          name: 'Previous user',
          email: 'previous@demo.test',
          avatar: null,
          is_enabled_TOTP: false,
          totp_config: [],
          language: 'en' as const,
          user_type: 'OWNER',
          user_partner: null,
          partner: null,
        },
      } as UserInfoQuery,
    });
    await fill({ ...CREDENTIALS, password: `${CREDENTIALS.password}{enter}` });
    expect(await screen.findByText('home')).toBeTruthy();
    expect(Cookies.get(COOKIE_AUTH)).toBe('token-1');
    expect(Cookies.get(COOKIE_USER_NAME)).toBe('Olivia Owner');
    expect(JSON.stringify(client.extract())).not.toContain('previous-user');
  });
});
