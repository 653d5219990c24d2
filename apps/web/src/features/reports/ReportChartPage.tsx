import { Card, Col, Flex, Row, Skeleton, Statistic, Tag } from 'antd';
import { lazy, Suspense, useMemo } from 'react';
import { buildReport, type ReportKey } from './reportData';
import './reports.css';

// ECharts loads after the page, in its own chunk (bundle budget).
const ReportChart = lazy(async () => ({ default: (await import('./ReportChart')).ReportChart }));

/** /report_revenue, /report_number, /report_channel, /report_source, /report_active (spec §2.3). */
export const ReportChartPage = ({ report: key }: { report: ReportKey }) => {
  const report = useMemo(() => buildReport(key), [key]);
  return (
    <div>
      <div className="report-header">
        <Flex align="center" gap={8} wrap>
          <h3 className="report-title">{report.title}</h3>
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
        <Suspense fallback={<Skeleton active paragraph={{ rows: 8 }} style={{ height: report.height }} />}>
          <ReportChart option={report.option} height={report.height} />
        </Suspense>
      </Card>
    </div>
  );
};
