import type { ReportRow } from '@paygate/contracts';
import { Table } from 'antd';
import { ListTable } from '../../app/shell/ListPage';
import type { PartnerReportQuery } from '../../gql/graphql';
import { formatAmount, formatCount } from '../../lib/amount';
import { useIsPhone } from '../../lib/mediaQuery';
import { reportDate, serviceLabel } from './reportParams';

type Report = PartnerReportQuery['partnerReport'];
type Row = Pick<ReportRow, 'date' | 'total_payment' | 'total_success' | 'total_failed' | 'revenue'> & {
  service: string;
};

const right = 'right' as const;
const INDEX = { title: 'STT', key: 'index', width: 64, render: (_: unknown, __: Row, i: number) => i + 1 };
const DATE = { title: 'Ngày', dataIndex: 'date', render: reportDate };
const SERVICE = { title: 'Dịch vụ', dataIndex: 'service', render: serviceLabel };
const TOTAL = { title: 'Số giao dịch', dataIndex: 'total_payment', align: right, render: formatCount };
const SUCCESS = { title: 'Thành công', dataIndex: 'total_success', align: right, render: formatCount };
const FAILED = { title: 'Thất bại', dataIndex: 'total_failed', align: right, render: formatCount };
const REVENUE = {
  title: 'Doanh thu (VNĐ)',
  dataIndex: 'revenue',
  align: right,
  render: (v: string) => formatAmount(v),
};

/** PRODUCT §2.3's columns. */
const COLUMNS = [INDEX, DATE, SERVICE, TOTAL, SUCCESS, FAILED, REVENUE];
/**
 * On a phone (issue 28 item 8): the service under the day and the revenue beside it, so the money
 * is on screen without scrolling; the counts follow, STT goes.
 */
const PHONE_COLUMNS = [
  {
    ...DATE,
    render: (date: string, row: Row) => (
      <>
        {reportDate(date)}
        <div className="report-cell-note">{serviceLabel(row.service)}</div>
      </>
    ),
  },
  REVENUE,
  TOTAL,
  SUCCESS,
  FAILED,
];

/**
 * The report table (PRODUCT §2.3): one row per day and service of the filter, from the partner's
 * payments (issue 30 item 3), and the range's total below.
 */
export const ReportTable = ({ report, loading }: { report: Report | undefined; loading: boolean }) => {
  const isPhone = useIsPhone();
  // The lists' table: wider than a phone it scrolls, shaded at the edge, a Tab stop while it scrolls.
  return (
    <ListTable<Row>
      rowKey={(row) => `${row.date}|${row.service}`}
      columns={isPhone ? PHONE_COLUMNS : COLUMNS}
      dataSource={report?.rows ?? []}
      loading={loading}
      scroll={{ x: 'max-content' }}
      pagination={{ placement: ['bottomCenter'], pageSize: 20, hideOnSinglePage: true }}
      emptyText="Không có giao dịch trong khoảng thời gian này."
      summary={() =>
        report && report.rows.length > 0 ? (
          <Table.Summary.Row>
            <Table.Summary.Cell index={0} colSpan={isPhone ? 1 : 3}>
              <strong>Tổng cộng</strong>
            </Table.Summary.Cell>
            {(isPhone
              ? [
                  formatAmount(report.revenue),
                  ...[report.total_payment, report.total_success, report.total_failed].map(formatCount),
                ]
              : [
                  ...[report.total_payment, report.total_success, report.total_failed].map(formatCount),
                  formatAmount(report.revenue),
                ]
            ).map((text, i) => (
              <Table.Summary.Cell key={['a', 'b', 'c', 'd'][i]} index={(isPhone ? 1 : 3) + i} align="right">
                <strong>{text}</strong>
              </Table.Summary.Cell>
            ))}
          </Table.Summary.Row>
        ) : null
      }
    />
  );
};
