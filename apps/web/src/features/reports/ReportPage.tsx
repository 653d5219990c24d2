import { DownloadOutlined, FilterOutlined } from '@ant-design/icons';
import { App, Button, Flex, Skeleton } from 'antd';
import { lazy, Suspense, useState } from 'react';
import './reports.css';

// The filter form (date picker, form code) loads when it first opens, the table right after the
// page: the page itself stays small (bundle budget).
const ReportTable = lazy(async () => ({ default: (await import('./ReportTable')).ReportTable }));
const ReportFilterForm = lazy(async () => ({ default: (await import('./ReportFilterForm')).ReportFilterForm }));

/** /report (PRODUCT §2.3): a filter toggle, a service select, a date range, an export button; the table is empty. */
export const ReportPage = () => {
  const { message } = App.useApp();
  const [isFilterOpen, setFilterOpen] = useState(false);

  return (
    <div>
      <Flex justify="space-between" align="center" gap={16} wrap className="report-header">
        <h1 className="report-title">Báo cáo</h1>
        <Flex gap={8}>
          <Button
            icon={<FilterOutlined />}
            type={isFilterOpen ? 'primary' : 'default'}
            aria-expanded={isFilterOpen}
            onClick={() => setFilterOpen((open) => !open)}
          >
            Bộ lọc
          </Button>
          <Button icon={<DownloadOutlined />} onClick={() => void message.info('Không có dữ liệu để xuất')}>
            Xuất báo cáo
          </Button>
        </Flex>
      </Flex>
      {isFilterOpen ? (
        <div className="report-panel report-filter">
          <Suspense fallback={<Skeleton.Input active block />}>
            <ReportFilterForm />
          </Suspense>
        </div>
      ) : null}
      <div className="report-panel">
        <Suspense fallback={<Skeleton active paragraph={{ rows: 4 }} style={{ padding: 24 }} />}>
          <ReportTable />
        </Suspense>
      </div>
    </div>
  );
};
