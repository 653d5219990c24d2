import { ApolloProvider } from '@apollo/client/react';
import { App as AntApp, ConfigProvider, Spin, theme } from 'antd';
import { Suspense, useMemo } from 'react';
import { RouterProvider } from 'react-router';
import { createApolloClient } from '../lib/apollo';
import { useStoredDarkMode } from '../lib/darkModeStore';
import { router } from './router';

const Themed = () => {
  const darkmode = useStoredDarkMode();
  return (
    <ConfigProvider
      theme={{
        algorithm: darkmode ? theme.darkAlgorithm : theme.defaultAlgorithm,
        token: { colorPrimary: '#1677ff', borderRadius: 8 },
      }}
    >
      <AntApp>
        <Suspense fallback={<Spin fullscreen />}>
          <RouterProvider router={router} />
        </Suspense>
      </AntApp>
    </ConfigProvider>
  );
};

export const App = () => {
  const client = useMemo(createApolloClient, []);
  return (
    <ApolloProvider client={client}>
      <Themed />
    </ApolloProvider>
  );
};
