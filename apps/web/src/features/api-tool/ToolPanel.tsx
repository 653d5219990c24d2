import { theme } from 'antd';
import type { CSSProperties, ReactNode } from 'react';

// Panels drawn with antd's tokens but without antd's Card, kept off this route's JavaScript
// (budget: 400 KB). The fields are the form kit's (ui/form).

/** A titled panel, like a Card. */
export const ToolPanel = ({
  title,
  children,
  style,
}: {
  title: string;
  children: ReactNode;
  style?: CSSProperties;
}) => {
  const { token } = theme.useToken();
  return (
    <section
      aria-label={title}
      style={{
        background: token.colorBgContainer,
        border: `1px solid ${token.colorBorderSecondary}`,
        borderRadius: token.borderRadiusLG,
        ...style,
      }}
    >
      <h2
        style={{
          margin: 0,
          padding: '14px 20px',
          fontSize: token.fontSizeLG,
          fontWeight: 600,
          color: token.colorTextHeading,
          borderBottom: `1px solid ${token.colorBorderSecondary}`,
        }}
      >
        {title}
      </h2>
      <div style={{ padding: 20 }}>{children}</div>
    </section>
  );
};

/** Two columns from medium screens up, one below. */
export const FieldGrid = ({ children }: { children: ReactNode }) => (
  <div style={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fit, minmax(220px, 1fr))', columnGap: 12 }}>
    {children}
  </div>
);
