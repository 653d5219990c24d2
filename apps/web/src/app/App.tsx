import { ApolloProvider } from '@apollo/client/react';
import { Suspense, useMemo } from 'react';
import { BrowserRouter } from 'react-router';
import { createApolloClient } from '../lib/apollo';
import { AppRoutes } from './router';

export const App = () => {
  const client = useMemo(() => createApolloClient(), []);
  return (
    <ApolloProvider client={client}>
      <BrowserRouter>
        <Suspense fallback={<div className="page-loading" role="progressbar" aria-label="Loading" />}>
          <AppRoutes />
        </Suspense>
      </BrowserRouter>
    </ApolloProvider>
  );
};
