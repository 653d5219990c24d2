import { MockedProvider } from '@apollo/client/testing/react';
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { App } from 'antd';
import type { ComponentProps } from 'react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { LoginDocument } from '../../gql/graphql';
import { LoginPage } from './LoginPage';

// The Apollo link is replaced by recorded answers; the form, its rules and its messages are
// the real ones.
const renderLogin = (mocks: ComponentProps<typeof MockedProvider>['mocks'] = []) =>
  render(
    <MockedProvider mocks={mocks}>
      <App>
        <MemoryRouter initialEntries={['/login']}>
          <Routes>
            <Route path="/login" element={<LoginPage />} />
            <Route path="/" element={<p>home</p>} />
          </Routes>
        </MemoryRouter>
      </App>
    </MockedProvider>,
  );

afterEach(cleanup);

describe('LoginPage', () => {
  it('shows a message only once its field was touched', async () => {
    renderLogin();
    expect(screen.queryByText('email is required!')).toBeNull();
    await userEvent.click(screen.getByLabelText('Email or phone number'));
    await userEvent.click(screen.getByLabelText('Password'));
    expect(await screen.findByText('email is required!')).toBeTruthy();
    expect(screen.queryByText('password is required!')).toBeNull();
  });

  it('shows both messages when submitted empty', async () => {
    renderLogin();
    await userEvent.click(screen.getByRole('button', { name: 'LOGIN' }));
    expect(await screen.findByText('email is required!')).toBeTruthy();
    expect(await screen.findByText('password is required!')).toBeTruthy();
  });

  it("puts 'OTP is invalid' under the OTP field", async () => {
    renderLogin([
      {
        request: {
          query: LoginDocument,
          variables: { email_or_phone_number: 'a@b.co', password: 'pw', otp: '123456' },
        },
        result: { errors: [{ message: 'OTP is invalid', extensions: { code: 'OTP_INVALID' } }] as never },
      },
    ]);
    await userEvent.type(screen.getByLabelText('Email or phone number'), 'a@b.co');
    await userEvent.type(screen.getByLabelText('Password'), 'pw');
    await userEvent.type(screen.getByLabelText('OTP (if enabled)'), '123456');
    await userEvent.click(screen.getByRole('button', { name: 'LOGIN' }));
    const message = await screen.findByText('OTP is invalid');
    expect(message.closest('.field')?.querySelector('input')?.id).toBe('otp');
  });

  it('stores the token and goes home on success', async () => {
    renderLogin([
      {
        request: { query: LoginDocument, variables: { email_or_phone_number: 'a@b.co', password: 'pw' } },
        result: {
          data: {
            loginByPassword: {
              __typename: 'LoginResult',
              access_token: 'tok',
              user: { __typename: 'UserSummary', id: '1', name: 'A', avatar: null },
            },
          },
        },
      },
    ]);
    await userEvent.type(screen.getByLabelText('Email or phone number'), 'a@b.co');
    await userEvent.type(screen.getByLabelText('Password'), 'pw{enter}');
    await waitFor(() => expect(screen.getByText('home')).toBeTruthy());
    expect(document.cookie).toContain('auth=tok');
  });
});
