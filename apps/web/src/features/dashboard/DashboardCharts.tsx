import { useLingui } from '@lingui/react/macro';
import { Empty } from 'antd';
import { memo } from 'react';
import { Chart } from '../../ui/charts/Chart';
import { CHART_GRID, CHART_HEIGHT, ChartNote, ChartsLoading } from './chartLayout';
import { dashboardCharts, type Stats } from './chartOptions';
import { Panel } from './Panel';

// Loaded lazily with the dashboard's statistics (the charts' code is not on the page's first
// load). Every chart and its empty state take the same box as the loading skeleton: no shift.

/** Every chart of PRODUCT §2.5, each in its card, with its loading and empty states. */
export const DashboardCharts = memo(function DashboardCharts({
  stats,
  loading,
}: {
  stats: Stats | undefined;
  loading: boolean;
}) {
  const { t } = useLingui();
  if (!stats) return loading ? <ChartsLoading /> : null;
  return (
    <div style={CHART_GRID}>
      {dashboardCharts(stats, t).map((chart) => {
        const title = t(chart.title);
        return (
          <Panel key={chart.key} title={title} extra={<ChartNote chartKey={chart.key} />}>
            {chart.isEmpty ? (
              <Empty
                description={t`No data for these dates`}
                style={{ height: CHART_HEIGHT, margin: 0, paddingTop: 80, boxSizing: 'border-box' }}
              />
            ) : (
              <Chart spec={chart.spec} height={CHART_HEIGHT} label={title} />
            )}
          </Panel>
        );
      })}
    </div>
  );
});
