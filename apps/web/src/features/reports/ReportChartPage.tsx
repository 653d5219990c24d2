import { useQuery } from '@apollo/client/react';
import { useLingui } from '@lingui/react/macro';
import { Card, Col, Empty, Flex, Row, Skeleton, Statistic } from 'antd';
import { Suspense, useMemo } from 'react';
import { PartnerReportDocument, ReportActivityDocument } from '../../gql/ops/report';
import { isActiveTokenRefused, useHasActiveToken } from '../../lib/activeToken';
import { useViewer } from '../../lib/useViewer';
import { ActiveTokenGate } from '../active-token/ActiveTokenGate';
import { ReportNav } from './ReportNav';
import { buildReport, hasFigures, REPORT_SOURCE, type ReportKey } from './reportData';
import { daysOf, defaultReportParams, rangeInstantsOf, reportDate, reportVariables } from './reportParams';
import './reports.css';
import { page } from '../../app/lazyPage';

// The chart's code loads after the page, in its own chunk; its box is reserved meanwhile (CLS).
const ReportChart = page(() => import('./ReportChart'), 'ReportChart', 'features/reports/ReportChart');
const PageError = page(() => import('../../app/shell/PageError'), 'PageError', 'app/shell/PageError');

/**
 * /report_revenue, /report_number, /report_channel, /report_source, /report_active (PRODUCT §2.3):
 * the partner's seven days ending today in its zone (issue 30 item 3) — revenue and counts from
 * partnerReport (today's active token, as /report), channels, sources and hours from the
 * dashboard's figures.
 */
export const ReportChartPage = ({ report: key }: { report: ReportKey }) => {
  const { t } = useLingui();
  const timeZone = useViewer().user?.partner?.time_zone ?? undefined;
  const range = defaultReportParams(timeZone);
  const fromRows = REPORT_SOURCE[key] === 'rows';
  const hasToken = useHasActiveToken();
  const rows = useQuery(PartnerReportDocument, { variables: reportVariables(range), skip: !fromRows || !hasToken });
  const activity = useQuery(ReportActivityDocument, {
    variables: rangeInstantsOf(range, timeZone),
    skip: fromRows,
  });
  const { loading, error } = fromRows ? rows : activity;
  const dashboard = activity.data?.partnerDashboard;
  const days = daysOf(range).join();
  const report = useMemo(
    () =>
      buildReport(key, {
        days: days.split(','),
        rows: rows.data?.partnerReport.rows,
        channels: dashboard?.list_channel_active,
        sources: dashboard?.list_source_active,
        heat: dashboard?.payment_success_group_by_date_time,
      }),
    [key, days, rows.data, dashboard],
  );
  const chart = (
    <Card title={report.chartTitle} aria-label={report.chartTitle}>
      {loading ? (
        <div style={{ height: report.height, overflow: 'hidden' }}>
          <Skeleton active paragraph={{ rows: 8 }} />
        </div>
      ) : hasFigures(report) ? (
        <Suspense
          fallback={
            <div style={{ height: report.height, overflow: 'hidden' }}>
              <Skeleton active paragraph={{ rows: 8 }} />
            </div>
          }
        >
          <ReportChart spec={report.spec} height={report.height} label={report.chartTitle} />
        </Suspense>
      ) : (
        <div style={{ height: report.height, display: 'grid', placeItems: 'center' }}>
          <Empty description="Không có giao dịch trong khoảng thời gian này." />
        </div>
      )}
    </Card>
  );
  return (
    <div>
      <ReportNav />
      <div className="report-header">
        <Flex align="center" gap={8} wrap>
          <h1 className="report-title">{report.title}</h1>
        </Flex>
        <span className="report-subtitle">
          {report.description} {reportDate(range.from)} – {reportDate(range.to)}.
        </span>
      </div>
      {error && !isActiveTokenRefused(error) ? (
        <Suspense fallback={null}>
          <PageError error={error} />
        </Suspense>
      ) : null}
      <Row gutter={[16, 16]} style={{ marginBottom: 16 }}>
        {report.stats.map((stat) => (
          <Col key={stat.label} xs={24} sm={8}>
            <Card>
              <Statistic title={stat.label} value={loading ? ' ' : stat.value || '—'} loading={loading} />
            </Card>
          </Col>
        ))}
      </Row>
      {fromRows ? (
        <ActiveTokenGate what={t`reports`} error={error}>
          {chart}
        </ActiveTokenGate>
      ) : (
        chart
      )}
    </div>
  );
};
