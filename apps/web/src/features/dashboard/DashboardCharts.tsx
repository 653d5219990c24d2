import { Empty, theme } from 'antd';
import { BarChart, HeatmapChart, LineChart, PieChart } from 'echarts/charts';
import { GridComponent, LegendComponent, TooltipComponent, VisualMapComponent } from 'echarts/components';
import * as echarts from 'echarts/core';
import { SVGRenderer } from 'echarts/renderers';
import ReactEChartsCore from 'echarts-for-react/esm/core';
import { useStoredDarkMode } from '../../lib/darkModeStore';
import { CHART_GRID, CHART_HEIGHT, ChartsLoading } from './chartLayout';
import { dashboardCharts, type Stats } from './chartOptions';
import { Panel } from './Panel';

// Loaded lazily with the dashboard's statistics: only the chart types and parts used here are
// registered (STACK.md: echarts-for-react from its esm/core entry).
echarts.use([
  BarChart,
  LineChart,
  PieChart,
  HeatmapChart,
  GridComponent,
  TooltipComponent,
  LegendComponent,
  VisualMapComponent,
  SVGRenderer,
]);

/** Every chart of spec §2.5, each in its card, with its loading and empty states. */
export const DashboardCharts = ({ stats, loading }: { stats: Stats | undefined; loading: boolean }) => {
  const darkmode = useStoredDarkMode();
  const { token } = theme.useToken();
  if (!stats) return loading ? <ChartsLoading /> : null;
  const charts = dashboardCharts(stats);
  return (
    <div style={CHART_GRID}>
      {charts.map((chart) => (
        <Panel key={chart.key} title={chart.title}>
          {chart.isEmpty ? (
            <Empty description="No data for these dates" style={{ height: CHART_HEIGHT - 40, paddingTop: 60 }} />
          ) : (
            <ReactEChartsCore
              echarts={echarts}
              option={{
                textStyle: { color: token.colorTextSecondary },
                backgroundColor: 'transparent',
                ...chart.option,
              }}
              theme={darkmode ? 'dark' : undefined}
              opts={{ renderer: 'svg' }}
              notMerge
              style={{ height: CHART_HEIGHT, width: '100%' }}
            />
          )}
        </Panel>
      ))}
    </div>
  );
};
