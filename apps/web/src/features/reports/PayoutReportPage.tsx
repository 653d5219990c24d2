import { useQuery } from '@apollo/client/react';
import { REPORT_MAX_DAYS, REPORT_MESSAGES } from '@paygate/contracts';
import { App, Skeleton } from 'antd';
import { lazy, Suspense, useState } from 'react';
import { useSearchParams } from 'react-router';
import { PartnerPayoutReportDocument } from '../../gql/ops/report';
import { isActiveTokenRefused, useHasActiveToken } from '../../lib/activeToken';
import { useViewer } from '../../lib/useViewer';
import { ActiveTokenGate } from '../active-token/ActiveTokenGate';
import { downloadUrl } from '../transactions/downloadFile';
import {
  payoutReportCsvName,
  payoutReportCsvUrl,
  payoutReportVariables,
  readPayoutReportParams,
  writePayoutReportParams,
} from './payoutReportParams';
import { ReportHeader } from './ReportHeader';
import { defaultReportParams, reportDate } from './reportParams';
import './reports.css';

const PayoutReportTable = lazy(async () => ({ default: (await import('./PayoutReportTable')).PayoutReportTable }));
const RangeFilterForm = lazy(async () => ({ default: (await import('./RangeFilterForm')).RangeFilterForm }));
const PageError = lazy(async () => ({ default: (await import('../../app/shell/PageError')).PageError }));

/**
 * /report_payout (issue 30 item 3, PRODUCT §2.23): the partner's cash-outs and token withdrawals
 * made in a range of its days, with when each settled and the bank's or chain's reference — what a
 * finance team matches against its bank statement. Days and page in the URL; every page as CSV.
 */
export const PayoutReportPage = () => {
  const { message } = App.useApp();
  const [isFilterOpen, setFilterOpen] = useState(false);
  const [search, setSearch] = useSearchParams();
  const timeZone = useViewer().user?.partner?.time_zone ?? undefined;
  const params = readPayoutReportParams(search, timeZone);
  const hasToken = useHasActiveToken();
  const { data, previousData, loading, error } = useQuery(PartnerPayoutReportDocument, {
    variables: payoutReportVariables(params),
    skip: !hasToken,
  });
  const report = (data ?? previousData)?.partnerPayoutReport;
  const onExport = () => {
    if (!data?.partnerPayoutReport.total) return void message.info('Không có dữ liệu để xuất');
    downloadUrl(payoutReportCsvUrl(params), payoutReportCsvName(params));
  };
  const { from, to } = defaultReportParams(timeZone);

  return (
    <div>
      <ReportHeader
        title="Báo cáo chi trả"
        subtitle={`Chi hộ và rút token · ${reportDate(params.from)} – ${reportDate(params.to)}`}
        isFilterOpen={isFilterOpen}
        onToggleFilter={() => setFilterOpen((open) => !open)}
        onExport={onExport}
        exporting={loading && !report}
      />
      {isFilterOpen ? (
        <div className="report-panel report-filter">
          <Suspense fallback={<Skeleton.Input active block />}>
            <RangeFilterForm
              picker="date"
              value={params}
              defaults={{ from, to }}
              onApply={(next) => setSearch(writePayoutReportParams({ ...next, page: 1 }))}
              messages={REPORT_MESSAGES}
              maxUnits={REPORT_MAX_DAYS}
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
          <PayoutReportTable
            report={report}
            loading={loading}
            timeZone={timeZone}
            onPage={(page) => setSearch(writePayoutReportParams({ ...params, page }))}
          />
        </Suspense>
      </ActiveTokenGate>
    </div>
  );
};
