import { ArrowLeftOutlined } from '@ant-design/icons';
import { theme } from 'antd';
import { type ReactNode, Suspense } from 'react';
import { Link } from 'react-router';
import { page } from '../lazyPage';

// Its own module, apart from the list table: the dashboard and the API tool use it without
// loading antd's Table (~70 KB gzip).

// A query error is rare: antd's Alert (~2.5 KB gzip) loads with the first one, not with every screen.
const PageError = page(() => import('./PageError'), 'PageError', 'app/shell/PageError');

/** A screen's title (with an optional back link) and its actions on the right, and the query error if any. */
export const PageHeader = ({
  title,
  back,
  actions,
  error,
}: {
  title: ReactNode;
  back?: { to: string; label: string };
  actions?: ReactNode;
  error?: unknown;
}) => {
  const { token } = theme.useToken();
  return (
    <>
      <div
        style={{
          display: 'flex',
          flexWrap: 'wrap',
          alignItems: 'center',
          justifyContent: 'space-between',
          gap: token.marginXS,
          marginBottom: token.margin,
        }}
      >
        <div style={{ display: 'flex', alignItems: 'center', gap: token.marginXS }}>
          {back ? (
            <Link to={back.to} aria-label={back.label}>
              <ArrowLeftOutlined />
            </Link>
          ) : null}
          {typeof title === 'string' ? (
            // The screen's one level-1 heading (WCAG 1.3.1, 2.4.6), styled as antd's h3.
            <h1
              style={{
                margin: 0,
                color: token.colorTextHeading,
                fontSize: token.fontSizeHeading3,
                lineHeight: token.lineHeightHeading3,
                fontWeight: token.fontWeightStrong,
              }}
            >
              {title}
            </h1>
          ) : (
            title
          )}
        </div>
        {actions}
      </div>
      {error ? (
        <Suspense fallback={null}>
          <PageError error={error} />
        </Suspense>
      ) : null}
    </>
  );
};
