import { useQuery } from '@apollo/client/react';
import { FEE_REPORT_MAX_MONTHS, FEE_REPORT_MESSAGES } from '@paygate/contracts';
import { Skeleton } from 'antd';
import { Suspense } from 'react';
import { useSearchParams } from 'react-router';
import { page } from '../../app/lazyPage';
import { PartnerFeeReportDocument } from '../../gql/ops/report';
import { useHasActiveToken } from '../../lib/activeToken';
import { useViewer } from '../../lib/useViewer';
import {
  defaultFeeReportParams,
  feeReportCsvName,
  feeReportCsvUrl,
  feeReportVariables,
  readFeeReportParams,
  reportMonth,
  writeFeeReportParams,
} from './feeReportParams';
import { ReportScreen } from './ReportScreen';

const FeeReportTable = page(() => import('./FeeReportTable'), 'FeeReportTable', 'features/reports/FeeReportTable');
const RangeFilterForm = page(() => import('./RangeFilterForm'), 'RangeFilterForm', 'features/reports/RangeFilterForm');

/**
 * /report_fee (issue 30 item 3, PRODUCT §2.23): the fees the partner's payments were charged, per
 * month of its zone, method and currency — what the gateway's fee postings add up to — with the
 * months in the URL (the last six by default) and the same figures as CSV.
 */
export const FeeReportPage = () => {
  const [search, setSearch] = useSearchParams();
  const timeZone = useViewer().user?.partner?.time_zone ?? undefined;
  const params = readFeeReportParams(search, timeZone);
  const hasToken = useHasActiveToken();
  const { data, previousData, loading, error } = useQuery(PartnerFeeReportDocument, {
    variables: feeReportVariables(params),
    skip: !hasToken,
  });
  const report = (data ?? previousData)?.partnerFeeReport;

  return (
    <ReportScreen
      title="Báo cáo phí"
      subtitle={`Phí theo phương thức và tháng · ${reportMonth(params.from)} – ${reportMonth(params.to)}`}
      filter={
        <RangeFilterForm
          picker="month"
          value={params}
          defaults={defaultFeeReportParams(timeZone)}
          onApply={(next) => setSearch(writeFeeReportParams(next))}
          messages={FEE_REPORT_MESSAGES}
          maxUnits={FEE_REPORT_MAX_MONTHS}
        />
      }
      download={
        data?.partnerFeeReport.rows.length
          ? { url: feeReportCsvUrl(params), name: feeReportCsvName(params) }
          : undefined
      }
      loading={loading && !report}
      error={error}
    >
      <Suspense fallback={<Skeleton active paragraph={{ rows: 4 }} style={{ padding: 24 }} />}>
        <FeeReportTable report={report} loading={loading} />
      </Suspense>
    </ReportScreen>
  );
};
