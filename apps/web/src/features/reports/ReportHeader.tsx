import { DownloadOutlined, FilterOutlined } from '@ant-design/icons';
import { Button, Flex } from 'antd';
import { ReportNav } from './ReportNav';

/**
 * The top of a filtered report (/report, /report_fee, /report_payout; PRODUCT §2.3): the report
 * links, the title and what the figures cover, the "Bộ lọc" toggle and "Xuất báo cáo".
 */
export const ReportHeader = ({
  title,
  subtitle,
  isFilterOpen,
  onToggleFilter,
  onExport,
  exporting,
}: {
  title: string;
  subtitle: string;
  isFilterOpen: boolean;
  onToggleFilter: () => void;
  onExport: () => void;
  /** The figures are still loading: the export waits for them. */
  exporting: boolean;
}) => (
  <>
    <ReportNav />
    <Flex justify="space-between" align="center" gap={16} wrap className="report-header">
      <div>
        <h1 className="report-title">{title}</h1>
        <span className="report-subtitle">{subtitle}</span>
      </div>
      <Flex gap={8}>
        <Button
          icon={<FilterOutlined />}
          type={isFilterOpen ? 'primary' : 'default'}
          aria-expanded={isFilterOpen}
          onClick={onToggleFilter}
        >
          Bộ lọc
        </Button>
        <Button icon={<DownloadOutlined />} loading={exporting} onClick={onExport}>
          Xuất báo cáo
        </Button>
      </Flex>
    </Flex>
  </>
);
