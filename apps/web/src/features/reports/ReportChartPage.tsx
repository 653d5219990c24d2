import { Card, Col, Flex, Row, Skeleton, Statistic, Tag } from 'antd';
import { lazy, Suspense, useMemo } from 'react';
import { buildReport, type ReportKey } from './reportData';
import './reports.css';

// The chart's code loads after the page, in its own chunk; its box is reserved meanwhile (CLS).
const ReportChart = lazy(async () => ({ default: (await import('./ReportChart')).ReportChart }));

/** /report_revenue, /report_number, /report_channel, /report_source, /report_active (PRODUCT §2.3). */
export const ReportChartPage = ({ report: key }: { report: ReportKey }) => {
  const report = useMemo(() => buildReport(key), [key]);
  return (
    <div>
      <div className="report-header">
        <Flex align="center" gap={8} wrap>
          <h1 className="report-title">{report.title}</h1>
          <Tag color="gold">Dữ liệu minh họa</Tag>
        </Flex>
        <span className="report-subtitle">{report.description}</span>
      </div>
      <Row gutter={[16, 16]} style={{ marginBottom: 16 }}>
        {report.stats.map((stat) => (
          <Col key={stat.label} xs={24} sm={8}>
            <Card>
              <Statistic title={stat.label} value={stat.value} />
            </Card>
          </Col>
        ))}
      </Row>
      <Card title={report.chartTitle} aria-label={report.chartTitle}>
        <Suspense
          fallback={
            <div style={{ height: report.height, overflow: 'hidden' }}>
              <Skeleton active paragraph={{ rows: 8 }} />
            </div>
          }
        >
          <ReportChart spec={report.spec} height={report.height} label={report.chartTitle} />
        </Suspense>
      </Card>
    </div>
  );
};
