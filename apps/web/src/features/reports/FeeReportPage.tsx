import { useQuery } from '@apollo/client/react';
import { FEE_REPORT_MAX_MONTHS, FEE_REPORT_MESSAGES } from '@paygate/contracts';
import { App, Skeleton } from 'antd';
import { lazy, Suspense, useState } from 'react';
import { useSearchParams } from 'react-router';
import { PartnerFeeReportDocument } from '../../gql/ops/report';
import { isActiveTokenRefused, useHasActiveToken } from '../../lib/activeToken';
import { useViewer } from '../../lib/useViewer';
import { ActiveTokenGate } from '../active-token/ActiveTokenGate';
import { downloadUrl } from '../transactions/downloadFile';
import {
  defaultFeeReportParams,
  feeReportCsvName,
  feeReportCsvUrl,
  feeReportVariables,
  readFeeReportParams,
  reportMonth,
  writeFeeReportParams,
} from './feeReportParams';
import { ReportHeader } from './ReportHeader';
import './reports.css';

const FeeReportTable = lazy(async () => ({ default: (await import('./FeeReportTable')).FeeReportTable }));
const RangeFilterForm = lazy(async () => ({ default: (await import('./RangeFilterForm')).RangeFilterForm }));
const PageError = lazy(async () => ({ default: (await import('../../app/shell/PageError')).PageError }));

/**
 * /report_fee (issue 30 item 3, PRODUCT §2.23): the fees the partner's payments were charged, per
 * month of its zone, method and currency — what the gateway's fee postings add up to — with the
 * months in the URL (the last six by default) and the same figures as CSV.
 */
export const FeeReportPage = () => {
  const { message } = App.useApp();
  const [isFilterOpen, setFilterOpen] = useState(false);
  const [search, setSearch] = useSearchParams();
  const timeZone = useViewer().user?.partner?.time_zone ?? undefined;
  const params = readFeeReportParams(search, timeZone);
  const hasToken = useHasActiveToken();
  const { data, previousData, loading, error } = useQuery(PartnerFeeReportDocument, {
    variables: feeReportVariables(params),
    skip: !hasToken,
  });
  const report = (data ?? previousData)?.partnerFeeReport;
  const onExport = () => {
    if (!data?.partnerFeeReport.rows.length) return void message.info('Không có dữ liệu để xuất');
    downloadUrl(feeReportCsvUrl(params), feeReportCsvName(params));
  };

  return (
    <div>
      <ReportHeader
        title="Báo cáo phí"
        subtitle={`Phí theo phương thức và tháng · ${reportMonth(params.from)} – ${reportMonth(params.to)}`}
        isFilterOpen={isFilterOpen}
        onToggleFilter={() => setFilterOpen((open) => !open)}
        onExport={onExport}
        exporting={loading && !report}
      />
      {isFilterOpen ? (
        <div className="report-panel report-filter">
          <Suspense fallback={<Skeleton.Input active block />}>
            <RangeFilterForm
              picker="month"
              value={params}
              defaults={defaultFeeReportParams(timeZone)}
              onApply={(next) => setSearch(writeFeeReportParams(next))}
              messages={FEE_REPORT_MESSAGES}
              maxUnits={FEE_REPORT_MAX_MONTHS}
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
        <Suspense fallback={<Skeleton active paragraph={{ rows: 4 }} style={{ padding: 24 }} />}>
          <FeeReportTable report={report} loading={loading} />
        </Suspense>
      </ActiveTokenGate>
    </div>
  );
};
