import { Trans } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { BrandMark } from '../../app/shell/BrandMark';
import { useStoredDarkMode } from '../../lib/darkModeStore';

/**
 * The frame of every account screen: no shell, a centred card on a quiet background. Plain
 * markup rather than antd Card/Typography keeps the /login JavaScript inside its budget.
 */
export const AccountCard = ({
  title,
  subtitle,
  children,
  footer,
}: {
  title: string;
  subtitle?: string;
  children: ReactNode;
  footer?: ReactNode;
}) => {
  const year = new Date().getFullYear();
  // Night Mode is the browser's setting (PRODUCT §7.1), known before sign-in: these screens
  // follow it too, in plain CSS (styles.css), as it changes (docs/SPEC-DECISIONS.md).
  const night = useStoredDarkMode();
  return (
    <main className="account-page" data-night={night || undefined}>
      <div className="account-brand">
        <BrandMark size={40} />
        <div>
          <div className="account-brand-name">Paygate</div>
          <div className="account-brand-sub">
            <Trans>Partner Portal</Trans>
          </div>
        </div>
      </div>
      <section className="account-card" aria-labelledby="account-title">
        <h1 id="account-title" className="account-title">
          {title}
        </h1>
        {subtitle ? <p className="account-subtitle">{subtitle}</p> : null}
        {children}
        {footer ? <div className="account-footer">{footer}</div> : null}
      </section>
      <p className="account-legal">
        <Trans>© {year} Paygate · Paygate Partner Portal</Trans>
      </p>
    </main>
  );
};
