import { i18n, type Messages } from '@lingui/core';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { setCatalogueFiles } from '../i18n/catalogues';
import { LanguageProvider } from '../i18n/LanguageProvider';
import { startLanguage } from '../i18n/language';
import { CheckoutPage } from './CheckoutPage';
import { tokenFromPath } from './checkoutApi';
import './checkout.css';

// The hosted checkout: its own entry (checkout.html), outside the portal's login rules, without
// antd or Apollo, so a payer's phone loads little (issue #4 item 2). It speaks the payer's
// language (issue 31): the browser's, switchable on the page (LanguageToggle.tsx); its catalogue
// comes first, one small lazy chunk.
// The checkout's own slices only (src/i18n/catalogues.ts).
setCatalogueFiles(import.meta.glob<{ messages: Messages }>('/generated/catalogues/src/checkout/**/*.po'));
const root = document.getElementById('root');
if (root) {
  void startLanguage('checkout/main').then(() =>
    createRoot(root).render(
      <StrictMode>
        <LanguageProvider i18n={i18n}>
          <CheckoutPage token={tokenFromPath(window.location.pathname)} />
        </LanguageProvider>
      </StrictMode>,
    ),
  );
}
