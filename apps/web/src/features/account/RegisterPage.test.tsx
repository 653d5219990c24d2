import { ApolloProvider } from '@apollo/client/react';
import { MockLink } from '@apollo/client/testing';
import { hiddenCharacterMessage } from '@paygate/contracts';
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { RegisterDocument } from '../../gql/ops/Register';
import { createApolloClient } from '../../lib/apollo';
import { RegisterPage } from './RegisterPage';

// The portal's own client and form; only the server is replaced by a recorded answer.
const USER = { name: 'Nora Newcomer', email: 'nora@example.test', password: 'a-good-password' };

const renderRegister = (mocks: MockLink.MockedResponse[] = []) => {
  render(
    <ApolloProvider client={createApolloClient(new MockLink(mocks))}>
      <MemoryRouter initialEntries={['/register']}>
        <Routes>
          <Route path="/register" element={<RegisterPage />} />
          <Route path="/register-success" element={<p>registered</p>} />
        </Routes>
      </MemoryRouter>
    </ApolloProvider>,
  );
};

const fill = async (user: typeof USER) => {
  await userEvent.type(screen.getByLabelText('Fullname'), user.name);
  await userEvent.type(screen.getByLabelText('Email'), user.email);
  await userEvent.type(screen.getByLabelText('Password'), user.password);
};

afterEach(() => {
  cleanup();
});

describe('RegisterPage (PRODUCT §2.2, §5; issue 11 item 9)', () => {
  it('refuses a password shorter than 8 characters with the rule of every password form, and sends nothing', async () => {
    renderRegister();
    await fill({ ...USER, password: '1234567' });
    await userEvent.click(screen.getByRole('button', { name: 'REGISTER' }));
    expect(await screen.findByText('Password must be at least 8 characters!')).toBeTruthy();
    expect(screen.queryByText('registered')).toBeNull();
  });

  it("refuses a name hiding a text-direction override with the server's message, and sends nothing (issue 26)", async () => {
    renderRegister();
    await fill({ ...USER, name: 'Nora\u202Eremocwen' });
    await userEvent.click(screen.getByRole('button', { name: 'REGISTER' }));
    expect(await screen.findByText(hiddenCharacterMessage('Name'))).toBeTruthy();
    expect(screen.queryByText('registered')).toBeNull();
  });

  it('goes to /register-success when the server answers true', async () => {
    renderRegister([
      { request: { query: RegisterDocument, variables: USER }, result: { data: { registerByEmail: true } } },
    ]);
    await fill(USER);
    await userEvent.click(screen.getByRole('button', { name: 'REGISTER' }));
    expect(await screen.findByText('registered')).toBeTruthy();
  });
});
