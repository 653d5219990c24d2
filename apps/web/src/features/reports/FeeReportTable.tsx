import { FEE_REPORT_MESSAGES } from '@paygate/contracts';
import { ListTable } from '../../app/shell/ListPage';
import type { PartnerFeeReportQuery } from '../../gql/graphql';
import { decimalsOf, formatAmount, formatCount, formatMoney } from '../../lib/amount';
import { useIsPhone } from '../../lib/mediaQuery';
import { methodLabel, reportMonth } from './feeReportParams';
import { ReportFigures } from './ReportFigures';

type Report = PartnerFeeReportQuery['partnerFeeReport'];
type FeeRow = Report['rows'][number];

const right = 'right' as const;
const currencyOf = (r: { currency: string; chain?: string | null }) =>
  r.chain ? `${r.currency} (${r.chain})` : r.currency;
/** An amount to its currency's decimals (a token's three). */
const amount = (value: string, row: FeeRow) => formatAmount(value, decimalsOf(row.currency));

const MONTH = { title: 'Tháng', dataIndex: 'month', render: reportMonth };
const METHOD = { title: 'Phương thức', dataIndex: 'method', render: methodLabel };
const CURRENCY = { title: 'Tiền tệ', key: 'currency', render: (_: unknown, row: FeeRow) => currencyOf(row) };
const CHARGES = { title: 'Số lần thu phí', dataIndex: 'charges', align: right, render: formatCount };
const CHARGED = { title: 'Phí thu', dataIndex: 'charged', align: right, render: amount };
const RETURNED = { title: 'Phí hoàn lại', dataIndex: 'returned', align: right, render: amount };
const NET = { title: 'Phí thực thu', dataIndex: 'net', align: right, render: amount };

const COLUMNS = [MONTH, METHOD, CURRENCY, CHARGES, CHARGED, RETURNED, NET];
/** On a phone the net fee beside the month, the method and currency under them; the rest by scrolling. */
const PHONE_COLUMNS = [
  {
    ...MONTH,
    render: (month: string, row: FeeRow) => (
      <>
        {reportMonth(month)}
        <div className="report-cell-note">
          {methodLabel(row.method)} · {currencyOf(row)}
        </div>
      </>
    ),
  },
  NET,
  CHARGES,
  CHARGED,
  RETURNED,
];

/**
 * The fee report's figures (PRODUCT §2.23): a row per month, method and currency, then one box per
 * currency with the range's net fees. Amounts of different currencies are never added.
 */
export const FeeReportTable = ({ report, loading }: { report: Report | undefined; loading: boolean }) => {
  const isPhone = useIsPhone();
  return (
    <>
      <ListTable<FeeRow>
        rowKey={(row) => `${row.month}|${row.method}|${row.currency}|${row.chain ?? ''}`}
        columns={isPhone ? PHONE_COLUMNS : COLUMNS}
        dataSource={report?.rows ?? []}
        loading={loading}
        pagination={{ placement: ['bottomCenter'], pageSize: 20, hideOnSinglePage: true }}
        emptyText={FEE_REPORT_MESSAGES.empty}
      />
      <ReportFigures
        label="Phí thực thu theo tiền tệ"
        figures={(report?.totals ?? []).map((t) => ({
          key: currencyOf(t),
          title: `Phí thực thu · ${currencyOf(t)}`,
          value: formatMoney(t.net, t.currency),
          note: `${formatCount(t.charges)} lần thu phí · hoàn lại ${formatMoney(t.returned.replace(/^-/, ''), t.currency)}`,
        }))}
      />
    </>
  );
};
