import { type ReactNode, Suspense, useEffect } from 'react';
import { page } from '../../app/lazyPage';
import { dropActiveToken, isActiveTokenRefused, useHasActiveToken } from '../../lib/activeToken';

// The explanation and its OTP form load only when they are shown: the gated list routes stay
// inside their JavaScript budget.
const ActiveTokenRequired = page(
  () => import('./ActiveTokenRequired'),
  'ActiveTokenRequired',
  'features/active-token/ActiveTokenRequired',
);

/**
 * Shows its children only with an active token the server still accepts. A token the server
 * refuses (expired at the partner's midnight, another session) is forgotten, so the form shows.
 */
export const ActiveTokenGate = ({ what, error, children }: { what: string; error?: unknown; children: ReactNode }) => {
  const hasToken = useHasActiveToken();
  const isRefused = isActiveTokenRefused(error);
  useEffect(() => {
    if (isRefused && hasToken) dropActiveToken();
  }, [isRefused, hasToken]);
  return hasToken && !isRefused ? (
    children
  ) : (
    <Suspense fallback={null}>
      <ActiveTokenRequired what={what} />
    </Suspense>
  );
};
