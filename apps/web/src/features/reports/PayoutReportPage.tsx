import { useQuery } from '@apollo/client/react';
import { REPORT_MAX_DAYS, REPORT_MESSAGES } from '@paygate/contracts';
import { Skeleton } from 'antd';
import { Suspense } from 'react';
import { useSearchParams } from 'react-router';
import { page } from '../../app/lazyPage';
import { PartnerPayoutReportDocument } from '../../gql/ops/report';
import { useHasActiveToken } from '../../lib/activeToken';
import { useViewer } from '../../lib/useViewer';
import {
  payoutReportCsvName,
  payoutReportCsvUrl,
  payoutReportVariables,
  readPayoutReportParams,
  writePayoutReportParams,
} from './payoutReportParams';
import { ReportScreen } from './ReportScreen';
import { defaultReportParams, reportDate } from './reportParams';

const PayoutReportTable = page(
  () => import('./PayoutReportTable'),
  'PayoutReportTable',
  'features/reports/PayoutReportTable',
);
const RangeFilterForm = page(() => import('./RangeFilterForm'), 'RangeFilterForm', 'features/reports/RangeFilterForm');

/**
 * /report_payout (issue 30 item 3, PRODUCT §2.23): the partner's cash-outs and token withdrawals
 * made in a range of its days, with when each settled and the bank's or chain's reference — what a
 * finance team matches against its bank statement. Days and page in the URL; every page as CSV.
 */
export const PayoutReportPage = () => {
  const [search, setSearch] = useSearchParams();
  const timeZone = useViewer().user?.partner?.time_zone ?? undefined;
  const params = readPayoutReportParams(search, timeZone);
  const hasToken = useHasActiveToken();
  const { data, previousData, loading, error } = useQuery(PartnerPayoutReportDocument, {
    variables: payoutReportVariables(params),
    skip: !hasToken,
  });
  const report = (data ?? previousData)?.partnerPayoutReport;
  const { from, to } = defaultReportParams(timeZone);

  return (
    <ReportScreen
      title="Báo cáo chi trả"
      subtitle={`Chi hộ và rút token · ${reportDate(params.from)} – ${reportDate(params.to)}`}
      filter={
        <RangeFilterForm
          picker="date"
          value={params}
          defaults={{ from, to }}
          onApply={(next) => setSearch(writePayoutReportParams({ ...next, page: 1 }))}
          messages={REPORT_MESSAGES}
          maxUnits={REPORT_MAX_DAYS}
        />
      }
      download={
        data?.partnerPayoutReport.total
          ? { url: payoutReportCsvUrl(params), name: payoutReportCsvName(params) }
          : undefined
      }
      loading={loading && !report}
      error={error}
    >
      <Suspense fallback={<Skeleton active paragraph={{ rows: 4 }} style={{ padding: 24 }} />}>
        <PayoutReportTable
          report={report}
          loading={loading}
          timeZone={timeZone}
          onPage={(page) => setSearch(writePayoutReportParams({ ...params, page }))}
        />
      </Suspense>
    </ReportScreen>
  );
};
