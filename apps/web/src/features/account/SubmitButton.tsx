import type { ReactNode } from 'react';

/** The primary button of the account screens, with a busy state (no antd: see NativeField). */
export const SubmitButton = ({ children, loading }: { children: ReactNode; loading?: boolean }) => (
  <button type="submit" className="submit-button" disabled={loading} aria-busy={loading || undefined}>
    {loading ? <span className="submit-spinner" aria-hidden="true" /> : null}
    {children}
  </button>
);
