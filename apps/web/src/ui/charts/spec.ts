// What a chart shows, declared by the screens (dashboard/chartOptions.ts, reports/reportData.ts)
// and drawn by Chart.tsx as SVG (ADR 0010). Plain data and formatters: a screen's figures never
// depend on how they are drawn.

export type Format = (value: number) => string;

export type BarSeries = {
  type: 'bar';
  name: string;
  data: number[];
  color?: string;
  /** One colour per bar instead of the series colour. */
  colors?: string[];
  /** Rounded top corners (px). */
  radius?: number;
  maxWidth?: number;
  /** Each bar's value written above it. */
  label?: Format;
};

export type LineSeries = {
  type: 'line';
  name: string;
  data: number[];
  color?: string;
  smooth?: boolean;
  /** Fills the area under the line at this opacity. */
  area?: number;
};

/** Bars and lines over categories (days, hours, channels), a value axis on the left. */
export type CartesianSpec = {
  kind: 'cartesian';
  categories: string[];
  series: (BarSeries | LineSeries)[];
  /** Series colours, in order, for those without their own. */
  palette?: string[];
  legend?: boolean;
  /** Points on the category lines from edge to edge, rather than in the middle of each band. */
  edgeToEdge?: boolean;
  valueLabel: Format;
  categoryLabel?: (category: string) => string;
  /** Each value in the tooltip; the value axis's format otherwise. */
  tooltipValue?: Format;
  /** What marks the hovered category: a line (lines) or a shaded band (bars). */
  pointer?: 'line' | 'shadow';
};

export type Slice = { name: string; value: number };

/** A ring of slices, each labelled outside with a leader line, and its legend. */
export type DonutSpec = {
  kind: 'donut';
  slices: Slice[];
  palette?: string[];
  /** Inner and outer radius as fractions of half the smaller side. */
  radius: [number, number];
  /** The centre as fractions of the width and height. */
  center: [number, number];
  legend: 'bottom' | 'right';
  /** The text beside a slice (may hold '\n'); share is 0..1. */
  label: (slice: Slice, share: number) => string;
  tooltip: (slice: Slice, share: number) => string;
  /** Rounded slice corners (px). */
  radiusCorner?: number;
};

/** A grid of columns × rows coloured by value, with the colour scale under it. */
export type HeatmapSpec = {
  kind: 'heatmap';
  columns: string[];
  rows: string[];
  /** [column index, row index, value]. */
  cells: [number, number, number][];
  max: number;
  /** Colour stops from 0 to max. */
  colors: string[];
  /** The first row at the top (otherwise at the bottom, as a y axis reads). */
  firstRowOnTop?: boolean;
  cellLabel: Format;
  columnLabel?: (column: string) => string;
  scaleLabel?: Format;
  tooltip: (column: number, row: number, value: number) => string;
};

export type ChartSpec = CartesianSpec | DonutSpec | HeatmapSpec;

/** ECharts 6's default palette: the colours the charts had before ADR 0010. */
export const PALETTE = [
  '#5070dd',
  '#b6d634',
  '#505372',
  '#ff994d',
  '#0ca8df',
  '#ffd10a',
  '#fb628b',
  '#785db0',
  '#3fbe95',
];
