import { theme } from 'antd';
import type { CSSProperties, ReactNode } from 'react';

// A card drawn from the theme's tokens: antd's Card brings Tabs (~8 KB gzip) to the route, and
// the dashboard and the transaction list must stay inside the 400 KB budget.

/** A bordered surface with an optional title row (title left, extra right). */
export const Panel = ({
  title,
  extra,
  children,
  label,
  busy,
  style,
  bodyStyle,
}: {
  title?: ReactNode;
  extra?: ReactNode;
  children?: ReactNode;
  label?: string;
  /** Its content is loading (aria-busy). */
  busy?: boolean;
  style?: CSSProperties;
  bodyStyle?: CSSProperties;
}) => {
  const { token } = theme.useToken();
  return (
    <section
      aria-label={label ?? (typeof title === 'string' ? title : undefined)}
      aria-busy={busy || undefined}
      style={{
        background: token.colorBgContainer,
        border: `${token.lineWidth}px ${token.lineType} ${token.colorBorderSecondary}`,
        borderRadius: token.borderRadiusLG,
        minWidth: 0,
        ...style,
      }}
    >
      {title || extra ? (
        <header
          style={{
            display: 'flex',
            flexWrap: 'wrap',
            alignItems: 'center',
            justifyContent: 'space-between',
            gap: token.marginXS,
            minHeight: 56,
            // Room above and below when a note wraps under the title (a phone): one line still sits at 56 px.
            padding: `${token.paddingSM}px ${token.paddingLG}px`,
            borderBottom: `${token.lineWidth}px ${token.lineType} ${token.colorBorderSecondary}`,
          }}
        >
          <h2
            style={{
              margin: 0,
              fontSize: token.fontSizeLG,
              fontWeight: token.fontWeightStrong,
              color: token.colorTextHeading,
            }}
          >
            {title}
          </h2>
          {extra}
        </header>
      ) : null}
      <div style={{ padding: token.paddingLG, ...bodyStyle }}>{children}</div>
    </section>
  );
};

/** Secondary (muted) inline text. */
export const Muted = ({ children }: { children: ReactNode }) => {
  const { token } = theme.useToken();
  return <span style={{ color: token.colorTextSecondary }}>{children}</span>;
};
