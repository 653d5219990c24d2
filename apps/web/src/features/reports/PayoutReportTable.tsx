import { PAYOUT_REPORT_MESSAGES, PAYOUT_REPORT_PAGE_SIZE, type PaymentStatus } from '@paygate/contracts';
import { ListTable } from '../../app/shell/ListPage';
import type { PartnerPayoutReportQuery } from '../../gql/graphql';
import { formatCount, formatMoney } from '../../lib/amount';
import { formatInZone } from '../../lib/format';
import { useIsPhone } from '../../lib/mediaQuery';
import { StatusTag } from '../transactions/StatusTag';
import { methodLabel } from './feeReportParams';
import { ReportFigures } from './ReportFigures';

type Report = PartnerPayoutReportQuery['partnerPayoutReport'];
type Payout = Report['rows'][number];

const STATUS_NAMES: Partial<Record<PaymentStatus, string>> = {
  SUCCESS: 'Đã chi',
  PENDING: 'Đang xử lý',
  FAILED: 'Thất bại',
  CANCEL: 'Đã huỷ',
};
const currencyOf = (r: { currency: string; chain?: string | null }) =>
  r.chain ? `${r.currency} (${r.chain})` : r.currency;

/**
 * Six columns that fit a laptop's width: each cell's figure with what explains it underneath (the
 * merchant's id under the time, the fee under the amount, the network's reference under the
 * settlement). On a phone the amount and its state come first.
 */
const columnsOf = (timeZone: string | undefined, isPhone: boolean) => {
  const when = (iso: string | null | undefined) => (iso ? formatInZone(iso, timeZone) : '—');
  const created = {
    title: 'Thời gian tạo',
    dataIndex: 'created_at',
    render: (iso: string, p: Payout) => (
      <>
        {when(iso)}
        <div className="report-cell-note">{p.transaction_id}</div>
      </>
    ),
  };
  const amount = {
    title: 'Số tiền',
    dataIndex: 'amount',
    align: 'right' as const,
    render: (value: string, p: Payout) => (
      <>
        {formatMoney(value, p.currency)}
        <div className="report-cell-note">phí {formatMoney(p.fee, p.currency)}</div>
      </>
    ),
  };
  const status = { title: 'Trạng thái', dataIndex: 'status', render: (s: PaymentStatus) => <StatusTag status={s} /> };
  const type = { title: 'Loại', dataIndex: 'type', render: methodLabel };
  const payee = {
    title: 'Người nhận',
    key: 'payee',
    render: (_: unknown, p: Payout) => (
      <>
        {p.bank ?? currencyOf(p)}
        {p.account_number ? <div className="report-cell-note report-wrap">{p.account_number}</div> : null}
      </>
    ),
  };
  const settled = {
    title: 'Quyết toán',
    dataIndex: 'settled_at',
    render: (iso: string | null, p: Payout) => (
      <>
        {when(iso)}
        {p.network_reference ? (
          <div className="report-cell-note report-wrap">
            <span className="visually-hidden">Mã tham chiếu: </span>
            <code>{p.network_reference}</code>
          </div>
        ) : null}
      </>
    ),
  };
  return isPhone ? [created, amount, status, type, payee, settled] : [created, type, status, amount, payee, settled];
};

/**
 * The payout report's figures (PRODUCT §2.23): the page of payouts, newest first, 20 a page; then
 * per currency and status, what was paid out, is on its way or came back over the whole range.
 */
export const PayoutReportTable = ({
  report,
  loading,
  timeZone,
  onPage,
}: {
  report: Report | undefined;
  loading: boolean;
  timeZone: string | undefined;
  onPage: (page: number) => void;
}) => {
  const isPhone = useIsPhone();
  return (
    <>
      <ListTable<Payout>
        rowKey="id"
        columns={columnsOf(timeZone, isPhone)}
        dataSource={report?.rows ?? []}
        loading={loading}
        pagination={{
          placement: ['bottomCenter'],
          current: report?.page ?? 1,
          pageSize: PAYOUT_REPORT_PAGE_SIZE,
          total: report?.total ?? 0,
          hideOnSinglePage: true,
          showSizeChanger: false,
          onChange: onPage,
        }}
        emptyText={PAYOUT_REPORT_MESSAGES.empty}
      />
      <ReportFigures
        label="Chi trả theo tiền tệ và trạng thái"
        figures={(report?.totals ?? []).map((t) => ({
          key: `${currencyOf(t)}|${t.status}`,
          title: `${STATUS_NAMES[t.status] ?? t.status} · ${currencyOf(t)}`,
          value: formatMoney(t.amount, t.currency),
          note: `${formatCount(t.payouts)} lệnh · phí ${formatMoney(t.fee, t.currency)}`,
        }))}
      />
    </>
  );
};
