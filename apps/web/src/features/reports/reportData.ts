import { REPORT_SERVICE_TYPES, type ReportRowService } from '@paygate/contracts';
import { formatCount, formatPercent, formatVnd, shortNumber } from '../../lib/amount';
import type { ChartSpec } from '../../ui/charts/spec';
import { SERVICE_LABELS } from './reportParams';

// The five chart reports of PRODUCT §2.3, in Vietnamese (PRODUCT §1), drawn from the partner's
// figures (issue 30 item 3): revenue and counts from partnerReport, channels, sources and the
// hourly heat map from the dashboard's figures, over the seven days ending today in its zone.

export type ReportKey = 'revenue' | 'number' | 'channel' | 'source' | 'active';
export type ReportStat = { label: string; value: string };
export type Report = {
  title: string;
  description: string;
  chartTitle: string;
  spec: ChartSpec;
  height: number;
  stats: ReportStat[];
};

// Vietnamese words (PRODUCT §1), the portal's one number format (issue 28 item 3): a figure reads the
// same here as on the dashboard ("1,000,000,000", never "1.000.000.000").
const vnd = { format: formatCount };
const percent = { format: (share: number) => formatPercent(share, 1) };
/** A donut slice's share: 39.31%. */
const share2 = { format: (share: number) => formatPercent(share, 2) };
const sum = (values: number[]) => values.reduce((a, b) => a + b, 0);
const maxIndex = (values: number[]) => values.indexOf(Math.max(...values));

/** Heat-map days, Sunday first: CN, T2..T7 (PRODUCT §2.5). */
export const WEEKDAYS = ['CN', 'T2', 'T3', 'T4', 'T5', 'T6', 'T7'];
/** 3-hour slots (PRODUCT §9), in the order the server answers them. */
export const SLOTS = ['00h-03h', '03h-06h', '06h-09h', '09h-12h', '12h-15h', '15h-18h', '18h-21h', '21h-24h'];
/** The services drawn, in the select's order ("ALL" aside). */
const SERVICES = (Object.keys(REPORT_SERVICE_TYPES) as ReportRowService[]).map((service) => ({
  service,
  name: SERVICE_LABELS[service],
}));

type Row = {
  date: string;
  service: string;
  total_payment: number;
  total_success: number;
  total_failed: number;
  revenue: string;
};
type Named = { name: string; total_payment: number; total_amount: string };
/** What the reports are drawn from: the days shown, and the answers of the two queries. */
export type ReportInput = {
  /** YYYY-MM-DD, oldest first. */
  days: string[];
  rows?: readonly Row[];
  channels?: readonly Named[];
  sources?: readonly Named[];
  heat?: readonly { range: string; data: readonly { dow: number; total_payment: number }[] }[];
};
/** Whether a report has anything to draw: its first figure is the range's total. */
export const hasFigures = (report: Report) => report.stats[0]?.value !== '0';

const dayLabel = (day: string) => `${day.slice(8, 10)}/${day.slice(5, 7)}`;
const perDay = (days: string[], rows: readonly Row[], pick: (row: Row) => number, service?: string) =>
  days.map((day) =>
    sum(rows.filter((r) => r.date === day && (service === undefined || r.service === service)).map(pick)),
  );

const money = (v: number) => formatVnd(v);
const count = (v: number) => vnd.format(v);
const COLORS = ['#1677ff', '#13c2c2', '#faad14', '#722ed1', '#eb2f96', '#8c8c8c'];

const revenue = ({ days, rows = [] }: ReportInput): Report => {
  const series = SERVICES.map(({ service }) => perDay(days, rows, (r) => Number(r.revenue), service));
  const totals = series.map(sum);
  const byDay = perDay(days, rows, (r) => Number(r.revenue));
  return {
    title: 'Báo cáo doanh thu',
    description: 'Doanh thu theo dịch vụ và theo ngày, 7 ngày gần nhất.',
    chartTitle: 'Doanh thu theo dịch vụ (VNĐ)',
    height: 420,
    stats: [
      { label: 'Tổng doanh thu (VNĐ)', value: vnd.format(sum(totals)) },
      { label: 'Dịch vụ cao nhất', value: sum(totals) > 0 ? (SERVICES[maxIndex(totals)]?.name ?? '') : '' },
      { label: 'Ngày cao nhất', value: sum(byDay) > 0 ? dayLabel(days[maxIndex(byDay)] ?? '') : '' },
    ],
    spec: {
      kind: 'cartesian',
      palette: COLORS,
      legend: true,
      categories: days.map(dayLabel),
      valueLabel: shortNumber,
      tooltipValue: money,
      pointer: 'shadow',
      series: SERVICES.map(({ name }, s) => ({ name, type: 'bar', data: series[s] ?? [], radius: 3 })),
    },
  };
};

const number = ({ days, rows = [] }: ReportInput): Report => {
  const TOTAL = perDay(days, rows, (r) => r.total_payment);
  const SUCCESS = perDay(days, rows, (r) => r.total_success);
  const FAILED = perDay(days, rows, (r) => r.total_failed);
  return {
    title: 'Báo cáo số lượng giao dịch',
    description: 'Tổng số giao dịch, số giao dịch thành công và thất bại mỗi ngày, 7 ngày gần nhất.',
    chartTitle: 'Số lượng giao dịch',
    height: 420,
    stats: [
      { label: 'Tổng giao dịch', value: vnd.format(sum(TOTAL)) },
      { label: 'Thành công', value: vnd.format(sum(SUCCESS)) },
      { label: 'Tỷ lệ thành công', value: sum(TOTAL) > 0 ? percent.format(sum(SUCCESS) / sum(TOTAL)) : '' },
    ],
    spec: {
      kind: 'cartesian',
      palette: ['#1677ff', '#52c41a', '#ff4d4f'],
      legend: true,
      edgeToEdge: true,
      categories: days.map(dayLabel),
      valueLabel: shortNumber,
      tooltipValue: count,
      series: [
        { name: 'Tổng', type: 'line', smooth: true, data: TOTAL, area: 0.08 },
        { name: 'Thành công', type: 'line', smooth: true, data: SUCCESS },
        { name: 'Thất bại', type: 'line', smooth: true, data: FAILED },
      ],
    },
  };
};

const channel = ({ channels = [] }: ReportInput): Report => {
  const CHANNELS = channels.map((c) => c.name);
  const CHANNEL_REVENUE = channels.map((c) => Number(c.total_amount));
  return {
    title: 'Báo cáo theo kênh',
    description: 'Doanh thu theo kênh thanh toán, 7 ngày gần nhất.',
    chartTitle: 'Doanh thu theo kênh (VNĐ)',
    height: 400,
    stats: [
      { label: 'Tổng doanh thu (VNĐ)', value: vnd.format(sum(CHANNEL_REVENUE)) },
      { label: 'Kênh cao nhất', value: CHANNELS[maxIndex(CHANNEL_REVENUE)] ?? '' },
      { label: 'Số kênh', value: String(CHANNELS.length) },
    ],
    spec: {
      kind: 'cartesian',
      categories: CHANNELS,
      valueLabel: shortNumber,
      tooltipValue: money,
      pointer: 'shadow',
      series: [
        {
          name: 'Doanh thu',
          type: 'bar',
          maxWidth: 56,
          data: CHANNEL_REVENUE,
          colors: CHANNEL_REVENUE.map((_, i) => COLORS[i % COLORS.length]!),
          radius: 4,
          label: shortNumber,
        },
      ],
    },
  };
};

const source = ({ sources = [] }: ReportInput): Report => {
  const SOURCES = sources.map((s) => [s.name, s.total_payment] as const);
  const total = sum(SOURCES.map(([, v]) => v));
  return {
    title: 'Báo cáo nguồn truy cập',
    description: 'Giao dịch theo trang web nguồn, 7 ngày gần nhất.',
    chartTitle: 'Nguồn truy cập theo website',
    height: 420,
    stats: [
      { label: 'Tổng lượt giao dịch', value: vnd.format(total) },
      { label: 'Nguồn cao nhất', value: SOURCES[0]?.[0] ?? '' },
      { label: 'Số nguồn', value: count(SOURCES.length) },
    ],
    spec: {
      kind: 'donut',
      palette: COLORS,
      legend: 'right',
      radius: [0.45, 0.72],
      center: [0.5, 0.52],
      radiusCorner: 6,
      label: (slice, share) => `${slice.name}\n${share2.format(share)}`,
      tooltip: (slice) => `${slice.name}: ${count(slice.value)}`,
      slices: SOURCES.map(([name, value]) => ({ name, value })),
    },
  };
};

const active = ({ heat = [] }: ReportInput): Report => {
  const HEAT = heat.flatMap((slot, x) => slot.data.map((d) => [x, d.dow, d.total_payment] as [number, number, number]));
  const bySlot = SLOTS.map((_, x) => sum(HEAT.filter((d) => d[0] === x).map((d) => d[2] ?? 0)));
  const byDay = WEEKDAYS.map((_, y) => sum(HEAT.filter((d) => d[1] === y).map((d) => d[2] ?? 0)));
  const max = Math.max(1, ...HEAT.map((d) => d[2] ?? 0));
  return {
    title: 'Báo cáo hoạt động theo giờ',
    description: 'Số giao dịch theo khung giờ 3 tiếng và theo thứ trong tuần.',
    chartTitle: 'Mật độ giao dịch theo khung giờ',
    height: 440,
    stats: [
      { label: 'Tổng giao dịch', value: vnd.format(sum(bySlot)) },
      { label: 'Khung giờ cao điểm', value: sum(bySlot) > 0 ? (SLOTS[maxIndex(bySlot)] ?? '') : '' },
      { label: 'Ngày cao điểm', value: sum(byDay) > 0 ? (WEEKDAYS[maxIndex(byDay)] ?? '') : '' },
    ],
    spec: {
      kind: 'heatmap',
      columns: SLOTS,
      rows: WEEKDAYS,
      cells: HEAT,
      max,
      colors: ['#e6f4ff', '#69b1ff', '#0958d9'],
      cellLabel: shortNumber,
      tooltip: (x, y, v) => `${WEEKDAYS[y]}, ${SLOTS[x]}: ${vnd.format(v)} giao dịch`,
    },
  };
};

/** Which query a report is drawn from: partnerReport's rows, or the dashboard's figures. */
export const REPORT_SOURCE: Record<ReportKey, 'rows' | 'activity'> = {
  revenue: 'rows',
  number: 'rows',
  channel: 'activity',
  source: 'activity',
  active: 'activity',
};

export const buildReport = (key: ReportKey, input: ReportInput): Report => {
  if (key === 'revenue') return revenue(input);
  if (key === 'number') return number(input);
  if (key === 'channel') return channel(input);
  if (key === 'source') return source(input);
  return active(input);
};
