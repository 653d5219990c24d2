import { ApolloProvider } from '@apollo/client/react';
import { Suspense, useMemo } from 'react';
import { RouterProvider } from 'react-router';
import { createApolloClient } from '../lib/apollo';
import { router } from './router';

export const App = () => {
  const client = useMemo(createApolloClient, []);
  return (
    <ApolloProvider client={client}>
      <Suspense fallback={<div className="page-loading" role="progressbar" aria-label="Loading" />}>
        <RouterProvider router={router} />
      </Suspense>
    </ApolloProvider>
  );
};
