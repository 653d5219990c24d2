import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/App';
import './styles.css';

// The product unregisters any service worker at start (PRODUCT §2.1).
void navigator.serviceWorker?.getRegistrations().then((registrations) => {
  for (const registration of registrations) void registration.unregister();
});

const root = document.getElementById('root');
if (root) {
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
}
