import { theme } from 'antd';
import type { CSSProperties, ReactNode } from 'react';

// Labelled fields and panels drawn with antd's tokens but without antd's Form and Card, which
// would add ~30 KB gzip to this route (budget: 400 KB).

/** A label above its control and the field's message below it (shown once touched, spec §5). */
export const ToolField = ({
  id,
  label,
  required,
  error,
  wide,
  children,
}: {
  id: string;
  label: string;
  required?: boolean;
  error?: string | undefined;
  /** Spans both columns of a FieldGrid. */
  wide?: boolean;
  children: ReactNode;
}) => {
  const { token } = theme.useToken();
  return (
    <div data-tool-field style={{ marginBottom: 16, gridColumn: wide ? '1 / -1' : undefined, minWidth: 0 }}>
      <div style={{ marginBottom: 6, color: token.colorTextHeading, fontSize: token.fontSize }}>
        {required ? (
          <span aria-hidden="true" style={{ color: token.colorError, marginInlineEnd: 4 }}>
            *
          </span>
        ) : null}
        <label htmlFor={id}>{label}</label>
      </div>
      {children}
      <div
        id={`${id}-error`}
        data-tool-error
        role={error ? 'alert' : undefined}
        style={{ color: token.colorError, fontSize: token.fontSizeSM, minHeight: error ? 20 : 0, marginTop: 2 }}
      >
        {error}
      </div>
    </div>
  );
};

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
