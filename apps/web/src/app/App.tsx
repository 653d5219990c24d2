import { ApolloProvider } from '@apollo/client/react';
import { Suspense, useMemo } from 'react';
import { BrowserRouter } from 'react-router';
import { createApolloClient } from '../lib/apollo';
import { BootSplash } from './BootSplash';
import { AppRoutes } from './router';

export const App = () => {
  const client = useMemo(() => createApolloClient(), []);
  return (
    <ApolloProvider client={client}>
      <BrowserRouter>
        <Suspense fallback={<BootSplash />}>
          <AppRoutes />
        </Suspense>
      </BrowserRouter>
    </ApolloProvider>
  );
};
