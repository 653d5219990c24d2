import { Empty, Table } from 'antd';

type ReportRow = {
  key: string;
  date: string;
  service: string;
  total: number;
  success: number;
  failed: number;
  revenue: string;
};

const COLUMNS = [
  { title: 'STT', key: 'index', width: 64, render: (_: unknown, __: ReportRow, i: number) => i + 1 },
  { title: 'Ngày', dataIndex: 'date' },
  { title: 'Dịch vụ', dataIndex: 'service' },
  { title: 'Số giao dịch', dataIndex: 'total', align: 'right' as const },
  { title: 'Thành công', dataIndex: 'success', align: 'right' as const },
  { title: 'Thất bại', dataIndex: 'failed', align: 'right' as const },
  { title: 'Doanh thu (VNĐ)', dataIndex: 'revenue', align: 'right' as const },
];

/** The report table (PRODUCT §2.3: "The table is empty"): the reports call no server. */
export const ReportTable = () => (
  <Table<ReportRow>
    columns={COLUMNS}
    dataSource={[]}
    pagination={{ placement: ['bottomCenter'], hideOnSinglePage: true }}
    locale={{ emptyText: <Empty description="Không có dữ liệu. Chọn dịch vụ và thời gian trong Bộ lọc." /> }}
  />
);
