import { ApolloProvider } from '@apollo/client/react';
import { MockLink } from '@apollo/client/testing';
import type { TotpUse } from '@paygate/contracts';
import { render } from '@testing-library/react';
import { App as AntApp } from 'antd';
import { MemoryRouter, Route, Routes } from 'react-router';
import { UserInfoDocument } from '../../gql/ops/UserInfo';
import { createApolloClient } from '../../lib/apollo';
import { ProfilePage } from './ProfilePage';

// The profile screen with the portal's own Apollo client; only the server is replaced by
// recorded answers (MockLink). The forms, their rules, antd and the router are the real ones.

export type ViewerState = { isEnabled: boolean; config: TotpUse[] };

export const userInfoAnswer = (state: ViewerState) => ({
  data: {
    userInfo: {
      __typename: 'User',
      id: 'u1',
      name: 'Olivia Owner',
      email: 'owner@demo.test',
      avatar: null,
      is_enabled_TOTP: state.isEnabled,
      totp_config: state.config,
      language: 'en' as const,
      user_type: 'OWNER',
      user_partner: { __typename: 'UserPartner', id: 'up1', role: 'OWNER' },
      partner: {
        __typename: 'Partner',
        id: 'p1',
        name: 'Demo Shop',
        disabled_banks: [],
        time_zone: 'Asia/Ho_Chi_Minh',
        list_app: [],
      },
    },
  },
});

/** UserInfo answers from `state` as often as asked (refetches read the state of that moment). */
export const userInfoMock = (state: ViewerState): MockLink.MockedResponse => ({
  request: { query: UserInfoDocument },
  result: () => userInfoAnswer(state),
  maxUsageCount: Number.POSITIVE_INFINITY,
});

export const gqlError = (message: string, code: string) => ({ errors: [{ message, extensions: { code } }] });

export const renderProfile = (mocks: MockLink.MockedResponse[], path = '/profile') => {
  const client = createApolloClient(new MockLink(mocks));
  const view = render(
    <ApolloProvider client={client}>
      <AntApp>
        <MemoryRouter initialEntries={[path]}>
          <Routes>
            <Route path="/profile" element={<ProfilePage />} />
          </Routes>
        </MemoryRouter>
      </AntApp>
    </ApolloProvider>,
  );
  return { client, ...view };
};
