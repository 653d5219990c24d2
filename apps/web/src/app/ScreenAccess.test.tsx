import { ApolloProvider } from '@apollo/client/react';
import { MockLink } from '@apollo/client/testing';
import type { Role, UserType } from '@paygate/contracts';
import { cleanup, render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import type { UserInfoQuery } from '../gql/graphql';
import { UserInfoDocument } from '../gql/ops/UserInfo';
import { createApolloClient } from '../lib/apollo';
import { ScreenAccess } from './ScreenAccess';

// Issue 12 item 9: the shell's screens behind ScreenAccess; each stand-in names the screen.

const userInfo = (userType: UserType, role: Role) =>
  ({
    __typename: 'User',
    id: 'u1',
    name: 'Sam Supporter',
    email: 'supporter@demo.test',
    avatar: null,
    is_enabled_TOTP: false,
    totp_config: [],
    language: 'en' as const,
    user_type: userType,
    user_partner: { __typename: 'UserPartner', id: 'up1', role },
    partner: {
      __typename: 'Partner',
      id: 'p1',
      name: 'Demo Shop',
      disabled_banks: [],
      time_zone: 'Asia/Ho_Chi_Minh',
      list_app: [],
    },
  }) as UserInfoQuery['userInfo'];

const renderAt = (
  path: string,
  userType: UserType,
  role: Role = userType === 'SUPERVISOR' ? 'SUPPORTER' : (userType as Role),
) => {
  const mocks = [{ request: { query: UserInfoDocument }, result: { data: { userInfo: userInfo(userType, role) } } }];
  render(
    <ApolloProvider client={createApolloClient(new MockLink(mocks))}>
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          <Route element={<ScreenAccess />}>
            {['/', '/apps', '/tool/api', '/users', '/transaction'].map((p) => (
              <Route key={p} path={p} element={<p>screen {p}</p>} />
            ))}
          </Route>
        </Routes>
      </MemoryRouter>
    </ApolloProvider>,
  );
};

afterEach(cleanup);

describe('ScreenAccess', () => {
  it.each(['/tool/api', '/apps', '/users'])(
    'shows a SUPPORTER the permission screen on %s, never the screen',
    async (path) => {
      renderAt(path, 'SUPPORTER');
      expect(await screen.findByRole('heading', { name: 'You do not have permission to view this page' })).toBeTruthy();
      expect(screen.getByText(/SUPPORTER/)).toBeTruthy();
      expect(screen.getByRole('button', { name: 'Back to dashboard' })).toBeTruthy();
      expect(screen.queryByText(`screen ${path}`)).toBeNull();
    },
  );

  it('shows nothing of a restricted screen while the user info loads', () => {
    renderAt('/apps', 'OWNER');
    expect(screen.queryByText('screen /apps')).toBeNull();
  });

  it.each([
    ['/apps', 'TECHNICAL'],
    ['/users', 'ADMIN'],
    ['/transaction', 'SUPERVISOR'],
    ['/', 'TECHNICAL'],
  ] as const)('opens %s to %s', async (path, userType) => {
    renderAt(path, userType);
    expect(await screen.findByText(`screen ${path}`)).toBeTruthy();
  });
});
