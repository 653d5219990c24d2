import type { Messages } from '@lingui/core';
import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/App';
import { setCatalogueFiles } from './i18n/catalogues';
import { startLanguage } from './i18n/language';
import './styles.css';

// The product unregisters any service worker at start (PRODUCT §2.1).
void navigator.serviceWorker?.getRegistrations().then((registrations) => {
  for (const registration of registrations) void registration.unregister();
});

const root = document.getElementById('root');
// The first screen renders in the portal's language (issue 31): its catalogue comes first, one
// small lazy chunk; the boot splash of index.html stays painted meanwhile. Not a top-level await:
// a lazy chunk may not import from a module that awaits, so the bundler would move every module
// the screens share out of the entry chunk into chunks of their own (+10 KB gzip on /login).
const render = (root: HTMLElement) => {
  // A transition: React renders the first screen in slices of a few milliseconds, yielding to
  // the browser between them, instead of one long task that blocks input while antd computes
  // its styles (Lighthouse's total blocking time, issue #12 item 4). The boot splash of
  // index.html stays painted meanwhile.
  startTransition(() => {
    createRoot(root).render(
      <StrictMode>
        <App />
      </StrictMode>,
    );
  });
};
// Every slice of the catalogues, one lazy chunk each (src/i18n/catalogues.ts).
setCatalogueFiles(import.meta.glob<{ messages: Messages }>('/generated/catalogues/src/**/*.po'));
if (root) void startLanguage('main').then(() => render(root));
