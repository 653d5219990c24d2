import { useLingui } from '@lingui/react/macro';
import { App, Skeleton } from 'antd';
import { type ReactNode, Suspense, useState } from 'react';
import { isActiveTokenRefused } from '../../lib/activeToken';
import { ActiveTokenGate } from '../active-token/ActiveTokenGate';
import { downloadUrl } from '../transactions/downloadFile';
import { ReportHeader } from './ReportHeader';
import './reports.css';
import { page } from '../../app/lazyPage';

// A query error is rare: antd's Alert loads with the first one (see PageHeader).
const PageError = page(() => import('../../app/shell/PageError'), 'PageError', 'app/shell/PageError');

/**
 * A filtered report screen (/report, /report_fee, /report_payout; PRODUCT §2.3, §2.23): the report
 * links and the header, the filter panel behind "Bộ lọc" (loaded when first opened), the figures
 * behind today's active token, and "Xuất báo cáo" — the server's file of the filter, or "Không có
 * dữ liệu để xuất" when the figures are empty.
 */
export const ReportScreen = ({
  title,
  subtitle,
  filter,
  download,
  loading,
  error,
  children,
}: {
  title: string;
  subtitle: string;
  /** The filter form (a lazy component: rendered inside a Suspense). */
  filter: ReactNode;
  /** The file of the figures on screen; undefined while there is nothing to export. */
  download: { url: string; name: string } | undefined;
  /** The first figures are still loading: the export waits for them. */
  loading: boolean;
  error: unknown;
  children: ReactNode;
}) => {
  const { t } = useLingui();
  const { message } = App.useApp();
  const [isFilterOpen, setFilterOpen] = useState(false);
  const onExport = () => {
    if (!download) return void message.info('Không có dữ liệu để xuất');
    downloadUrl(download.url, download.name);
  };
  return (
    <div>
      <ReportHeader
        title={title}
        subtitle={subtitle}
        isFilterOpen={isFilterOpen}
        onToggleFilter={() => setFilterOpen((open) => !open)}
        onExport={onExport}
        exporting={loading}
      />
      {isFilterOpen ? (
        <div className="report-panel report-filter">
          <Suspense fallback={<Skeleton.Input active block />}>{filter}</Suspense>
        </div>
      ) : null}
      {error && !isActiveTokenRefused(error) ? (
        <Suspense fallback={null}>
          <PageError error={error} />
        </Suspense>
      ) : null}
      <ActiveTokenGate what={t`reports`} error={error}>
        {children}
      </ActiveTokenGate>
    </div>
  );
};
