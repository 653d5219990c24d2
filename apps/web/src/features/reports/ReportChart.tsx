import { theme } from 'antd';
import type { EChartsOption } from 'echarts';
import { BarChart, HeatmapChart, LineChart, PieChart } from 'echarts/charts';
import { GridComponent, LegendComponent, TooltipComponent, VisualMapComponent } from 'echarts/components';
import * as echarts from 'echarts/core';
import { SVGRenderer } from 'echarts/renderers';
import ReactEChartsCore from 'echarts-for-react/esm/core';
import { useStoredDarkMode } from '../../lib/darkModeStore';

// Loaded lazily by the report pages: only the chart types and parts they use are registered
// (STACK.md: echarts-for-react from its esm/core entry). The dashboard registers its own set in
// its own chunk; ECharts' core is shared between them by the bundler.
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

/** One ECharts chart, SVG-rendered, following Night Mode. */
export const ReportChart = ({ option, height }: { option: EChartsOption; height: number }) => {
  const darkmode = useStoredDarkMode();
  const { token } = theme.useToken();
  return (
    <ReactEChartsCore
      echarts={echarts}
      option={{ textStyle: { color: token.colorTextSecondary }, backgroundColor: 'transparent', ...option }}
      theme={darkmode ? 'dark' : undefined}
      opts={{ renderer: 'svg' }}
      notMerge
      style={{ height, width: '100%' }}
    />
  );
};
