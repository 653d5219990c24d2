import { Chart } from '../../ui/charts/Chart';
import type { ChartSpec } from '../../ui/charts/spec';

// Loaded lazily by the report pages, in the charts' own chunk (ADR 0010).

/** One report's chart, in a box of `height` px reserved from the first paint. */
export const ReportChart = ({ spec, height, label }: { spec: ChartSpec; height: number; label: string }) => (
  <Chart spec={spec} height={height} label={label} />
);
