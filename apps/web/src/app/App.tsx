import { ApolloProvider } from '@apollo/client/react';
import { i18n } from '@lingui/core';
import { Suspense, useMemo } from 'react';
import { BrowserRouter } from 'react-router';
import { LanguageProvider } from '../i18n/LanguageProvider';
import { createApolloClient } from '../lib/apollo';
import { BootSplash } from './BootSplash';
import { AppRoutes } from './router';

export const App = () => {
  const client = useMemo(() => createApolloClient(), []);
  return (
    <LanguageProvider i18n={i18n}>
      <ApolloProvider client={client}>
        <BrowserRouter>
          <Suspense fallback={<BootSplash />}>
            <AppRoutes />
          </Suspense>
        </BrowserRouter>
      </ApolloProvider>
    </LanguageProvider>
  );
};
