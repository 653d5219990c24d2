import { useQuery } from '@apollo/client/react';
import { App, Skeleton } from 'antd';
import { lazy, Suspense, useState } from 'react';
import { useSearchParams } from 'react-router';
import { PartnerReportDocument } from '../../gql/ops/report';
import { isActiveTokenRefused, useHasActiveToken } from '../../lib/activeToken';
import { useViewer } from '../../lib/useViewer';
import { ActiveTokenGate } from '../active-token/ActiveTokenGate';
import { downloadUrl } from '../transactions/downloadFile';
import { ReportHeader } from './ReportHeader';
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
import './reports.css';

// The filter form (date picker, form code) loads when it first opens, the table right after the
// page: the page itself stays small (bundle budget).
const ReportTable = lazy(async () => ({ default: (await import('./ReportTable')).ReportTable }));
const ReportFilterForm = lazy(async () => ({ default: (await import('./ReportFilterForm')).ReportFilterForm }));
// A query error is rare: antd's Alert loads with the first one (see PageHeader).
const PageError = lazy(async () => ({ default: (await import('../../app/shell/PageError')).PageError }));

/**
 * /report (PRODUCT §2.3): a filter toggle, a service select, a date range, an export button — with
 * the partner's figures per day and service (issue 30 item 3). The filter is in the URL; without
 * one, every service over the seven days ending today in the partner's zone.
 */
export const ReportPage = () => {
  const { message } = App.useApp();
  const [isFilterOpen, setFilterOpen] = useState(false);
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
  const onExport = () => {
    if (!data?.partnerReport.rows.length) return void message.info('Không có dữ liệu để xuất');
    downloadUrl(reportCsvUrl(params), reportCsvName(params));
  };

  return (
    <div>
      <ReportHeader
        title="Báo cáo"
        subtitle={`${serviceLabel(params.service)} · ${reportDate(params.from)} – ${reportDate(params.to)}`}
        isFilterOpen={isFilterOpen}
        onToggleFilter={() => setFilterOpen((open) => !open)}
        onExport={onExport}
        exporting={loading && !report}
      />
      {isFilterOpen ? (
        <div className="report-panel report-filter">
          <Suspense fallback={<Skeleton.Input active block />}>
            <ReportFilterForm
              value={params}
              defaults={defaultReportParams(timeZone)}
              onApply={(next) => setSearch(writeReportParams(next))}
            />
          </Suspense>
        </div>
      ) : null}
      {error && !isActiveTokenRefused(error) ? (
        <Suspense fallback={null}>
          <PageError error={error} />
        </Suspense>
      ) : null}
      <ActiveTokenGate what="reports" error={error}>
        <div className="report-panel">
          <Suspense fallback={<Skeleton active paragraph={{ rows: 4 }} style={{ padding: 24 }} />}>
            <ReportTable report={report} loading={loading} />
          </Suspense>
        </div>
      </ActiveTokenGate>
    </div>
  );
};
