import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { CheckoutPage } from './CheckoutPage';
import { tokenFromPath } from './checkoutApi';
import './checkout.css';

// The hosted checkout: its own entry (checkout.html), outside the portal's login rules, without
// antd or Apollo, so a payer's phone loads little (issue #4 item 2).
const root = document.getElementById('root');
if (root) {
  createRoot(root).render(
    <StrictMode>
      <CheckoutPage token={tokenFromPath(window.location.pathname)} />
    </StrictMode>,
  );
}
