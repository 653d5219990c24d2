import { ERROR_NOTIFICATION_SECONDS } from '@paygate/contracts';
import { useCallback, useEffect, useState } from 'react';

/**
 * The 3-second error notification titled Error (spec §8) for the login screen. Hand-written
 * instead of antd's notification because /login loads no antd at all (JavaScript budget).
 */
export const useErrorToast = () => {
  const [message, setMessage] = useState<string>();
  useEffect(() => {
    if (!message) return;
    const timer = window.setTimeout(() => setMessage(undefined), ERROR_NOTIFICATION_SECONDS * 1000);
    return () => window.clearTimeout(timer);
  }, [message]);
  const toast = message ? (
    <div className="toast" role="alert">
      <div className="toast-title">Error</div>
      <div className="toast-body">{message}</div>
      <button type="button" className="toast-close" aria-label="Close" onClick={() => setMessage(undefined)}>
        ×
      </button>
    </div>
  ) : null;
  return [toast, useCallback((m: string) => setMessage(m), [])] as const;
};
