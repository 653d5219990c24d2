import { Trans, useLingui } from '@lingui/react/macro';
import { Link, NavLink, Outlet } from 'react-router';
import { BrandMark } from '../../app/shell/BrandMark';
import { DOC_KEYS, DOCS } from './catalog';

/**
 * The documentation for a visitor who is not signed in, or signed in without a partner (issue 29): the pages and a way to sign in,
 * without the portal's shell, whose menus, partner switcher and balances need an account. Plain
 * elements and docs.css, so the page stays light.
 */
export const PublicDocsLayout = ({ partnerless = false }: { partnerless?: boolean }) => {
  const { t } = useLingui();
  return (
    <div className="docs-public">
      <header className="docs-public-header">
        <Link to="/docs/banks" className="docs-public-brand">
          <BrandMark size={28} />
          <span>
            <Trans>Paygate Docs</Trans>
          </span>
        </Link>
        <nav aria-label={t`Account`} className="docs-public-account">
          {partnerless ? (
            // Signed in already: what is left before the portal opens is a partner.
            <Link to="/register-partner" className="docs-public-login">
              <Trans>Register New Partner</Trans>
            </Link>
          ) : (
            <>
              <Link to="/register">
                <Trans>Register</Trans>
              </Link>
              <Link to="/login" className="docs-public-login">
                <Trans>Login</Trans>
              </Link>
            </>
          )}
        </nav>
      </header>
      <div className="docs-public-body">
        <nav aria-label={t`Documentation`} className="docs-public-nav">
          <ul>
            {DOC_KEYS.map((key) => (
              <li key={key}>
                <NavLink to={DOCS[key].path} end>
                  {t(DOCS[key].title)}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>
        <main className="docs-public-main">
          <Outlet />
        </main>
      </div>
    </div>
  );
};
