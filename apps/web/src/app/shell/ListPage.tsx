import { Alert, Card, Empty, Space, Table, type TableProps, Typography } from 'antd';
import type { ReactNode } from 'react';
import { errorMessage } from '../../lib/apollo';

/** A screen's title with its actions on the right, and the query error if any. */
export const PageHeader = ({ title, actions, error }: { title: ReactNode; actions?: ReactNode; error?: unknown }) => (
  <>
    <Space style={{ width: '100%', justifyContent: 'space-between', marginBottom: 16 }}>
      {typeof title === 'string' ? (
        <Typography.Title level={3} style={{ margin: 0 }}>
          {title}
        </Typography.Title>
      ) : (
        title
      )}
      {actions}
    </Space>
    {error ? <Alert type="error" showIcon title={errorMessage(error)} style={{ marginBottom: 16 }} /> : null}
  </>
);

/** The list tables of the portal: bottom-centred pagination (spec §9), a clear empty state. */
export const ListTable = <T extends object>({ emptyText, ...props }: TableProps<T> & { emptyText: string }) => (
  <Card styles={{ body: { padding: 0 } }}>
    <Table<T>
      pagination={{ position: ['bottomCenter'], pageSize: 10, hideOnSinglePage: true }}
      locale={{ emptyText: <Empty description={emptyText} /> }}
      {...props}
    />
  </Card>
);
