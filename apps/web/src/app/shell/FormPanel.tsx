import { Spin, theme } from 'antd';
import { type ReactNode, Suspense } from 'react';

/**
 * The box a list screen's filter or export form opens in, under its title row; the form's chunk
 * loads inside it behind a spinner. One place for the transaction and audit screens.
 */
export const FormPanel = ({ children }: { children: ReactNode }) => {
  const { token } = theme.useToken();
  return (
    <div
      style={{
        marginBottom: token.margin,
        padding: token.paddingLG,
        background: token.colorBgContainer,
        border: `${token.lineWidth}px ${token.lineType} ${token.colorBorderSecondary}`,
        borderRadius: token.borderRadiusLG,
      }}
    >
      <Suspense fallback={<Spin />}>{children}</Suspense>
    </div>
  );
};
