import { Table } from 'antd';
import type { BankRow } from './loaders';

/** The table appended to the bank pages (spec §2.3): number, id, name. */
export const BankTable = ({ banks, label }: { banks: BankRow[]; label: string }) => (
  <Table<BankRow & { number: number }>
    aria-label={label}
    size="small"
    bordered
    rowKey="id"
    pagination={false}
    style={{ maxWidth: 720 }}
    dataSource={banks.map((bank, index) => ({ ...bank, number: index + 1 }))}
    columns={[
      { title: 'Number', dataIndex: 'number', width: 90 },
      { title: 'ID', dataIndex: 'id', width: 140, render: (id: string) => <code>{id}</code> },
      { title: 'Name', dataIndex: 'name' },
    ]}
  />
);
