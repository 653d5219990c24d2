import type { ApolloClient } from '@apollo/client';
import { LocalState } from '@apollo/client/local-state';
import { AppConfigDocument } from '../gql/ops/AppConfig';
import { readDarkMode, writeDarkMode } from './darkModeStore';

// The local-only appConfig query / updateAppConfig mutation of PRODUCT §7.1: dark mode, kept in
// browser storage, no server call (@client fields never leave the browser). Attached to the
// client when the shell loads, so the login screen does not carry LocalState.

const appConfigLocalState = () =>
  new LocalState({
    resolvers: {
      Query: {
        appConfig: () => ({ __typename: 'AppConfig', darkmode: readDarkMode() }),
      },
      Mutation: {
        updateAppConfig: (_root: unknown, { darkmode }: { darkmode: boolean }, { client }) => {
          writeDarkMode(darkmode);
          const value = { __typename: 'AppConfig' as const, darkmode };
          client.writeQuery({ query: AppConfigDocument, data: { appConfig: value } });
          return value;
        },
      },
    },
  });

export const ensureAppConfigState = (client: ApolloClient) => {
  if (!client.localState) client.localState = appConfigLocalState();
};
