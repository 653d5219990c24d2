import { Empty, Table, type TableProps, theme } from 'antd';
import { type ReactNode, useRef } from 'react';
import { useScrollCue } from '../../lib/useScrollCue';

// Plain elements styled from the theme's tokens rather than antd's Card, Space and Typography:
// Card alone brings Tabs (~8 KB gzip) and Typography its copy/ellipsis machinery to every list
// screen, which kept /apps, /channels and /users over the 400 KB route budget (issue #3).

/**
 * The list tables of the portal: bottom-centred pagination (PRODUCT §9), a clear empty state. Wider
 * than the screen (a phone), a table scrolls sideways inside its frame, and the frame shades the
 * edge that has more columns (useScrollCue; styles.css `.list-table`).
 */
export const ListTable = <T extends object>({ emptyText, ...props }: TableProps<T> & { emptyText: string }) => {
  const { token } = theme.useToken();
  const frame = useRef<HTMLDivElement>(null);
  useScrollCue(frame);
  return (
    <div
      ref={frame}
      className="list-table"
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
        scroll={{ x: 'max-content' }}
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
