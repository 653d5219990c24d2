import type { ReportRow } from '@paygate/contracts';
import { Empty, Table } from 'antd';
import type { PartnerReportQuery } from '../../gql/graphql';
import { formatAmount, formatCount } from '../../lib/amount';
import { reportDate, serviceLabel } from './reportParams';

type Report = PartnerReportQuery['partnerReport'];
type Row = Pick<ReportRow, 'date' | 'total_payment' | 'total_success' | 'total_failed' | 'revenue'> & {
  service: string;
};

const right = 'right' as const;
const COLUMNS = [
  { title: 'STT', key: 'index', width: 64, render: (_: unknown, __: Row, i: number) => i + 1 },
  { title: 'Ngày', dataIndex: 'date', render: reportDate },
  { title: 'Dịch vụ', dataIndex: 'service', render: serviceLabel },
  { title: 'Số giao dịch', dataIndex: 'total_payment', align: right, render: formatCount },
  { title: 'Thành công', dataIndex: 'total_success', align: right, render: formatCount },
  { title: 'Thất bại', dataIndex: 'total_failed', align: right, render: formatCount },
  { title: 'Doanh thu (VNĐ)', dataIndex: 'revenue', align: right, render: (v: string) => formatAmount(v) },
];

/**
 * The report table (PRODUCT §2.3): one row per day and service of the filter, from the partner's
 * payments (issue 30 item 3), and the range's total below.
 */
export const ReportTable = ({ report, loading }: { report: Report | undefined; loading: boolean }) => (
  <Table<Row>
    rowKey={(row) => `${row.date}|${row.service}`}
    columns={COLUMNS}
    dataSource={report?.rows ?? []}
    loading={loading}
    scroll={{ x: 'max-content' }}
    pagination={{ placement: ['bottomCenter'], pageSize: 20, hideOnSinglePage: true }}
    locale={{ emptyText: <Empty description="Không có giao dịch trong khoảng thời gian này." /> }}
    summary={() =>
      report && report.rows.length > 0 ? (
        <Table.Summary.Row>
          <Table.Summary.Cell index={0} colSpan={3}>
            <strong>Tổng cộng</strong>
          </Table.Summary.Cell>
          {[report.total_payment, report.total_success, report.total_failed].map((n, i) => (
            <Table.Summary.Cell key={['total', 'success', 'failed'][i]} index={3 + i} align="right">
              <strong>{formatCount(n)}</strong>
            </Table.Summary.Cell>
          ))}
          <Table.Summary.Cell index={6} align="right">
            <strong>{formatAmount(report.revenue)}</strong>
          </Table.Summary.Cell>
        </Table.Summary.Row>
      ) : null
    }
  />
);
