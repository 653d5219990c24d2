import { useQuery } from '@apollo/client/react';
import { Skeleton } from 'antd';
import { Suspense } from 'react';
import { useSearchParams } from 'react-router';
import { page } from '../../app/lazyPage';
import { PartnerReportDocument } from '../../gql/ops/report';
import { useHasActiveToken } from '../../lib/activeToken';
import { useViewer } from '../../lib/useViewer';
import { ReportScreen } from './ReportScreen';
import {
  defaultReportParams,
  readReportParams,
  reportCsvName,
  reportCsvUrl,
  reportDate,
  reportVariables,
  serviceLabel,
  writeReportParams,
} from './reportParams';

// The filter form (date picker, form code) loads when it first opens, the table right after the
// page: the page itself stays small (bundle budget).
const ReportTable = page(() => import('./ReportTable'), 'ReportTable', 'features/reports/ReportTable');
const ReportFilterForm = page(
  () => import('./ReportFilterForm'),
  'ReportFilterForm',
  'features/reports/ReportFilterForm',
);

/**
 * /report (PRODUCT §2.3): a filter toggle, a service select, a date range, an export button — with
 * the partner's figures per day and service (issue 30 item 3). The filter is in the URL; without
 * one, every service over the seven days ending today in the partner's zone.
 */
export const ReportPage = () => {
  const [search, setSearch] = useSearchParams();
  const timeZone = useViewer().user?.partner?.time_zone ?? undefined;
  const params = readReportParams(search, timeZone);
  const hasToken = useHasActiveToken();
  const { data, previousData, loading, error } = useQuery(PartnerReportDocument, {
    variables: reportVariables(params),
    skip: !hasToken,
  });
  // The rows on screen stay while the next filter loads (no flash of an empty table).
  const report = (data ?? previousData)?.partnerReport;

  return (
    <ReportScreen
      title="Báo cáo"
      subtitle={`${serviceLabel(params.service)} · ${reportDate(params.from)} – ${reportDate(params.to)}`}
      filter={
        <ReportFilterForm
          value={params}
          defaults={defaultReportParams(timeZone)}
          onApply={(next) => setSearch(writeReportParams(next))}
        />
      }
      download={
        data?.partnerReport.rows.length ? { url: reportCsvUrl(params), name: reportCsvName(params) } : undefined
      }
      loading={loading && !report}
      error={error}
    >
      <div className="report-panel">
        <Suspense fallback={<Skeleton active paragraph={{ rows: 4 }} style={{ padding: 24 }} />}>
          <ReportTable report={report} loading={loading} />
        </Suspense>
      </div>
    </ReportScreen>
  );
};
