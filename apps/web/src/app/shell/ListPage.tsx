import { ArrowLeftOutlined } from '@ant-design/icons';
import { Empty, Table, type TableProps, theme } from 'antd';
import { lazy, type ReactNode, Suspense } from 'react';
import { Link } from 'react-router';

// A query error is rare: antd's Alert (~2.5 KB gzip) loads with the first one, not with every list.
const PageError = lazy(async () => ({ default: (await import('./PageError')).PageError }));

// Plain elements styled from the theme's tokens rather than antd's Card, Space and Typography:
// Card alone brings Tabs (~8 KB gzip) and Typography its copy/ellipsis machinery to every list
// screen, which kept /apps, /channels and /users over the 400 KB route budget (issue #3).

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
            <h3
              style={{
                margin: 0,
                color: token.colorTextHeading,
                fontSize: token.fontSizeHeading3,
                lineHeight: token.lineHeightHeading3,
                fontWeight: token.fontWeightStrong,
              }}
            >
              {title}
            </h3>
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

/** The list tables of the portal: bottom-centred pagination (spec §9), a clear empty state. */
export const ListTable = <T extends object>({ emptyText, ...props }: TableProps<T> & { emptyText: string }) => {
  const { token } = theme.useToken();
  return (
    <div
      style={{
        background: token.colorBgContainer,
        border: `${token.lineWidth}px ${token.lineType} ${token.colorBorderSecondary}`,
        borderRadius: token.borderRadiusLG,
        overflow: 'hidden',
      }}
    >
      <Table<T>
        pagination={{ position: ['bottomCenter'], pageSize: 10, hideOnSinglePage: true }}
        locale={{ emptyText: <Empty description={emptyText} /> }}
        {...props}
      />
    </div>
  );
};

/** Secondary (muted) inline text, without antd's Typography. */
export const MutedText = ({ children }: { children: ReactNode }) => {
  const { token } = theme.useToken();
  return <span style={{ color: token.colorTextSecondary }}>{children}</span>;
};
